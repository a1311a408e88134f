//! The engine's random number generator (seeds 003: the billboard's random numbers).
//!
//! A xorshift generator with a four-word state and shifts 11, 8 and 19 (Marsaglia's
//! xorshift128), whose draws become floats as "the bits of 1.0 plus the draw modulo
//! 0x800001, minus 1": a number from 0 to 1 inclusive. Observed in Sekiro's executable; the
//! numbers here are reproduced exactly.
//!
//! How the engine seeds the state is not recorded (Unknown): [`EngineRng::from_seed`] is our
//! choice, a SplitMix32 expansion of one 32-bit seed, so a seed the user types reproduces an
//! effect everywhere.

/// The xorshift128 state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct EngineRng {
    state: [u32; 4],
}

/// The bits of 1.0f32.
const ONE_BITS: u32 = 0x3F80_0000;
/// The modulus of the float mapping: 2^23 + 1, so that the largest remainder (2^23) maps to
/// exactly 1.0 (the exponent carries).
pub const FLOAT_MODULUS: u32 = 0x0080_0001;

impl EngineRng {
    /// A generator with the given state. An all-zero state would only ever give zeros, so it
    /// is replaced by the state of seed 0.
    pub fn from_state(state: [u32; 4]) -> Self {
        if state == [0; 4] {
            return Self::from_seed(0);
        }
        EngineRng { state }
    }

    /// Our seeding (the engine's is not recorded): the four words are successive outputs of
    /// SplitMix32 started at `seed`.
    pub fn from_seed(seed: u32) -> Self {
        let mut z = seed;
        let mut next = || {
            z = z.wrapping_add(0x9E37_79B9);
            let mut x = z;
            x = (x ^ (x >> 16)).wrapping_mul(0x85EB_CA6B);
            x = (x ^ (x >> 13)).wrapping_mul(0xC2B2_AE35);
            x ^ (x >> 16)
        };
        let state = [next(), next(), next(), next()];
        if state == [0; 4] {
            // Cannot happen for SplitMix32's outputs, but the all-zero state must never be used.
            return EngineRng {
                state: [1, 0, 0, 0],
            };
        }
        EngineRng { state }
    }

    /// The current state.
    pub fn state(&self) -> [u32; 4] {
        self.state
    }

    /// The next 32-bit draw: xorshift128 with shifts 11, 8 and 19.
    pub fn next_u32(&mut self) -> u32 {
        let [x, y, z, w] = self.state;
        let t = x ^ (x << 11);
        let next = w ^ (w >> 19) ^ (t ^ (t >> 8));
        self.state = [y, z, w, next];
        next
    }

    /// The next float from 0 to 1 inclusive ([`unit_from_draw`]).
    pub fn next_unit(&mut self) -> f32 {
        unit_from_draw(self.next_u32())
    }
}

/// The engine's mapping of a draw to a float from 0 to 1 inclusive: the bits of 1.0 plus the
/// draw modulo 0x800001, read as a float, minus 1 (seeds 003).
pub fn unit_from_draw(draw: u32) -> f32 {
    f32::from_bits(ONE_BITS + draw % FLOAT_MODULUS) - 1.0
}

/// A stateless random float from 0 to 1 for a key (our choice, for the random values the
/// notes do not trace to the shared generator: property modifiers). The key mixes a
/// per-particle (or per-node) seed with what is being randomised, so the value stays the
/// same for the particle's whole life without being stored.
pub fn hashed_unit(seed: u32, a: u32, b: u32) -> f32 {
    let mut x = seed ^ a.wrapping_mul(0x9E37_79B9) ^ b.wrapping_mul(0x85EB_CA6B);
    x = (x ^ (x >> 16)).wrapping_mul(0x7FEB_352D);
    x = (x ^ (x >> 15)).wrapping_mul(0x846C_A68B);
    x ^= x >> 16;
    unit_from_draw(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Marsaglia's xorshift128 with his published starting state gives these draws; the
    /// engine's generator is that algorithm (seeds 003: four words, shifts 11, 8 and 19).
    #[test]
    fn xorshift_sequence_for_a_given_state() {
        let mut rng = EngineRng::from_state([123_456_789, 362_436_069, 521_288_629, 88_675_123]);
        let draws: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        assert_eq!(
            draws,
            [3_701_687_786, 458_299_110, 2_500_872_618, 3_633_119_408]
        );
    }

    /// seeds 003: "the bits of 1.0 plus the draw modulo 0x800001, minus 1: a number from 0 to
    /// 1 inclusive".
    #[test]
    fn float_mapping_at_zero_and_at_0x800000() {
        assert_eq!(unit_from_draw(0), 0.0);
        assert_eq!(unit_from_draw(0x0080_0001), 0.0);
        assert_eq!(unit_from_draw(0x0080_0000), 1.0);
        assert_eq!(unit_from_draw(1), f32::EPSILON);
        assert_eq!(unit_from_draw(0x0040_0000), 0.5);
        // The largest u32 maps inside 0..1 as well.
        let top = unit_from_draw(u32::MAX);
        assert!((0.0..=1.0).contains(&top));
        assert_eq!(u32::MAX % FLOAT_MODULUS, 0x7F_FFFF - 0x1FF);
    }

    #[test]
    fn seeding_is_deterministic_and_seeds_differ() {
        let a: Vec<u32> = {
            let mut r = EngineRng::from_seed(42);
            (0..8).map(|_| r.next_u32()).collect()
        };
        let b: Vec<u32> = {
            let mut r = EngineRng::from_seed(42);
            (0..8).map(|_| r.next_u32()).collect()
        };
        let c: Vec<u32> = {
            let mut r = EngineRng::from_seed(43);
            (0..8).map(|_| r.next_u32()).collect()
        };
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(EngineRng::from_state([0; 4]).state(), [0; 4]);
    }

    #[test]
    fn hashed_units_are_stable_and_spread() {
        assert_eq!(hashed_unit(7, 1, 2), hashed_unit(7, 1, 2));
        let values: Vec<f32> = (0..1000).map(|i| hashed_unit(i, 3, 4)).collect();
        let mean = values.iter().sum::<f32>() / values.len() as f32;
        assert!((0.45..0.55).contains(&mean), "{mean}");
        assert!(values.iter().all(|v| (0.0..=1.0).contains(v)));
    }
}
