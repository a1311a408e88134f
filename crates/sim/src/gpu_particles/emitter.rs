//! A GPU particle system's emissions: when, how many, and where the host was.
//!
//! The first emission is at the host's birth and the next ones follow at random intervals
//! between the action's minimum and maximum (rounded to frames by the file's format); each
//! makes emissionParticleCount particles plus a random number between the minimum and the
//! maximum. Which random numbers: ours (Unknown in the notes): draws of the engine's generator
//! (seeds 003) seeded from the host's seed and the emission's number, so the schedule is the
//! same however the simulation is stepped (for intervals above zero and at most 64 emissions a
//! step: a zero interval emits once a step).
//!
//! The emitter lives on its host particle: when the host dies, its system's particles go with
//! it (ours; the library does not say).

use super::params::{GpuParticleParams, MAX_PER_EMISSION};
use crate::rng::EngineRng;
use glam::Affine3A;

/// Particles one system keeps at most (alive or waiting to die with their emission): an
/// emission past it makes fewer. 2^20: a draw's instances then fit the 128 MiB a WebGPU
/// storage buffer may hold at least.
pub const MAX_CANDIDATES: u32 = 1 << 20;

/// Emissions kept per host at most: the oldest are dropped past it (their particles are
/// counted as dead). A bound on what a file's tiny interval and long lifetime could ask for.
pub const MAX_LIVE_EMISSIONS: usize = 4096;

/// One emission of a host.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct EmissionRecord {
    /// The host's age at the emission (seconds).
    pub time: f32,
    /// Particles made.
    pub count: u32,
    /// The number of its first particle since the host was born.
    pub first: u32,
    /// The host's world transform when it emitted.
    pub world: Affine3A,
}

/// A host's emitter state.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GpuEmitter {
    /// The host's age at the next emission.
    pub next_time: f32,
    /// Emissions made so far.
    pub emissions: u32,
    /// Particles made so far (the next emission's first number).
    pub particles: u32,
    /// The emissions whose particles may still live, oldest first.
    pub log: Vec<EmissionRecord>,
}

impl Default for GpuEmitter {
    fn default() -> Self {
        GpuEmitter {
            next_time: 0.0,
            emissions: 0,
            particles: 0,
            log: Vec::new(),
        }
    }
}

/// The generator of a host's emission `n` (two draws: the count, then the interval).
fn emission_rng(host_seed: u32, n: u32) -> EngineRng {
    EngineRng::from_seed(host_seed ^ n.wrapping_mul(0x2545_F491) ^ 0x6A09_E667)
}

fn between(min: f32, max: f32, u: f32) -> f32 {
    min + (max - min) * u
}

impl GpuEmitter {
    /// Emits what falls due by the host's age `age` (seconds), with the host at `world`, and
    /// forgets emissions whose particles are all dead. `emitting`: false once the host's node
    /// ended or the effect terminates (the particles made live on).
    pub fn advance(
        &mut self,
        params: &GpuParticleParams,
        host_seed: u32,
        age: f32,
        world: Affine3A,
        emitting: bool,
    ) {
        // A bound on the emissions one step can make (a zero interval emits once a step).
        let mut made = 0;
        while emitting && self.next_time <= age && made < 64 {
            if params
                .emission_limit
                .is_some_and(|limit| self.emissions >= limit)
            {
                break;
            }
            let mut rng = emission_rng(host_seed, self.emissions);
            let [base, min, max] = params.count;
            let extra = between(min as f32, max as f32, rng.next_unit()).round() as i64;
            let live: u64 = self.log.iter().map(|e| u64::from(e.count)).sum();
            let room = u64::from(MAX_CANDIDATES).saturating_sub(live);
            let count = (i64::from(base) + extra).clamp(0, i64::from(MAX_PER_EMISSION)) as u32;
            let count = count.min(room as u32);
            if count > 0 {
                self.log.push(EmissionRecord {
                    time: self.next_time,
                    count,
                    first: self.particles,
                    world,
                });
            }
            self.particles = self.particles.wrapping_add(count);
            self.emissions += 1;
            let [fixed, min, max] = params.interval;
            let interval = fixed + between(min, max, rng.next_unit());
            // Emitting every step at least: an interval of zero frames.
            self.next_time += interval.max(0.0);
            if interval <= 0.0 {
                self.next_time = self.next_time.max(age + 1e-6);
            }
            made += 1;
        }
        let lifetime = params.lifetime();
        self.log.retain(|e| age - e.time < lifetime);
        if self.log.len() > MAX_LIVE_EMISSIONS {
            let drop = self.log.len() - MAX_LIVE_EMISSIONS;
            self.log.drain(..drop);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(interval: [f32; 3], count: [i32; 3], lifetime: f32) -> GpuParticleParams {
        let a = crate::action::ActionData::compile(
            &fxr_formats::fxr::Action::new(10000),
            fxr_formats::fxr::Game::EldenRing,
            &mut crate::curve::CurveIds::default(),
        )
        .unwrap();
        let mut p = GpuParticleParams::from_action(super::super::GpuVariant::Standard, &a);
        p.interval = interval;
        p.count = count;
        p.lifetime = lifetime;
        p
    }

    #[test]
    fn emits_at_birth_then_every_interval_and_forgets_the_dead() {
        let p = params([0.0, 0.5, 0.5], [3, 0, 0], 1.2);
        let mut e = GpuEmitter::default();
        let mut age = 0.0;
        for _ in 0..30 {
            e.advance(&p, 7, age, Affine3A::IDENTITY, true);
            age += 0.1;
        }
        // Emissions at 0, 0.5, 1.0, 1.5, 2.0, 2.5 by age 2.9; those older than 1.2 s forgotten.
        assert_eq!(e.emissions, 6);
        assert_eq!(e.particles, 18);
        let times: Vec<f32> = e.log.iter().map(|r| r.time).collect();
        assert_eq!(times, [2.0, 2.5]);
        assert_eq!(e.log[0].first, 12);
    }

    #[test]
    fn the_schedule_does_not_depend_on_the_step() {
        let p = params([0.0, 0.1, 0.4], [5, -2, 6], 10.0);
        let run = |step: f32| {
            let mut e = GpuEmitter::default();
            let mut age = 0.0;
            while age < 3.0 {
                e.advance(&p, 99, age, Affine3A::IDENTITY, true);
                age += step;
            }
            e.advance(&p, 99, 3.0, Affine3A::IDENTITY, true);
            e.log
                .iter()
                .map(|r| (r.time, r.count, r.first))
                .collect::<Vec<_>>()
        };
        assert_eq!(run(1.0 / 30.0), run(1.0 / 60.0));
    }

    #[test]
    fn limited_emissions_stop() {
        let mut p = params([0.0, 0.1, 0.1], [1, 0, 0], 100.0);
        p.emission_limit = Some(3);
        let mut e = GpuEmitter::default();
        e.advance(&p, 1, 10.0, Affine3A::IDENTITY, true);
        assert_eq!(e.emissions, 3);
    }
}
