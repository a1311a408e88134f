//! Property evaluation: an FXR property compiled into a [`Curve`] and evaluated at its
//! argument (particle age, active time, emission time or an external value).
//!
//! Functions (formats.md §3 and the `fxr` library's documentation):
//! - Zero, One, Constant: the stored value.
//! - Stepped: the value of the last keyframe at or before the input.
//! - Linear: linear interpolation between the two keyframes around the input.
//! - Bezier (function 5): between keyframes `i` and `i + 1`, the cubic Bezier in value with
//!   control values `v[i] + control1[i] / 3` and `v[i + 1] - control2[i + 1] / 3`, over the
//!   segment's time fraction: `control1` is a keyframe's outgoing and `control2` its incoming
//!   slope, per unit of the segment's 0..1 range. This is how the `fxr` library evaluates it
//!   (docs/fxr-evaluation-notes.md); Inferred, as the game's code is not read.
//! - Hermite (function 6): the `fxr` library only approximates it and says the game's formula
//!   is unknown (Unknown). Ours: the cubic Hermite spline between keyframes `i` and `i + 1`
//!   with `control1[i]` as the outgoing and `control2[i + 1]` as the incoming slope, in the
//!   same units as Bezier's (per unit of the segment's 0..1 range).
//! - ComponentHermite (function 7, Armored Core 6): one Hermite curve per component.
//!
//! Before the first keyframe the first value holds, after the last keyframe the last value.
//! A looped property repeats over its last keyframe's time (the stored duration for
//! ComponentHermite).
//!
//! Modifiers: RandomDelta adds a random offset in `[-max, max]`, RandomRange one in
//! `[min, max]`, RandomFraction multiplies by a random factor in `[1 - max, 1 + max]`,
//! ExternalValue1/2 multiply by their own property evaluated at the external value (the
//! `fxr` library documents these). The random values are fixed per particle (or per node for
//! node-level properties): derived from the particle's seed, the curve and the modifier's
//! stored seed (our choice; the engine's source of these random numbers is not traced).

use super::rng::hashed_unit;
use fxr_formats::FormatError;
use fxr_formats::fxr::actions::PropertyArgument;
use fxr_formats::fxr::property::{ModifierValue, Property, PropertyFunction, PropertyValue};
use std::cell::Cell;
use std::collections::BTreeMap;

/// How a curve's keyframes are joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Interpolation {
    /// Hold each value until the next keyframe.
    Stepped,
    /// Straight lines.
    Linear,
    /// Cubic Bezier segments (function 5).
    Bezier,
    /// Cubic Hermite segments (function 6).
    Hermite,
}

/// Keyframes of all components.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Keys {
    /// How keyframes are joined.
    pub interpolation: Interpolation,
    /// Keyframe times, non-decreasing as stored (a decreasing time is clamped on evaluation).
    pub times: Vec<f32>,
    /// Keyframe values.
    pub values: Vec<[f32; 4]>,
    /// Bezier control points / Hermite tangents, one per keyframe (empty otherwise).
    pub control1: Vec<[f32; 4]>,
    /// See `control1`.
    pub control2: Vec<[f32; 4]>,
}

/// One component's Hermite keys (ComponentHermite).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ComponentKeys {
    /// Keyframe times.
    pub times: Vec<f32>,
    /// Keyframe values.
    pub values: Vec<f32>,
    /// Outgoing tangents.
    pub tangents1: Vec<f32>,
    /// Incoming tangents.
    pub tangents2: Vec<f32>,
}

/// What a curve is made of.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub enum Shape {
    /// Zero, One or Constant.
    Constant([f32; 4]),
    /// Stepped, Linear, Bezier or Hermite keyframes.
    Keys(Keys),
    /// ComponentHermite: a duration and per-component keys.
    PerComponent {
        /// The loop duration.
        duration: f32,
        /// One curve per component.
        components: Vec<ComponentKeys>,
    },
}

/// A property modifier, compiled.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub enum CurveModifier {
    /// Adds a random offset in `[-max, max]`.
    RandomDelta {
        /// The file's seeds, one per component (mixed into the random values).
        seeds: [i32; 4],
        /// The largest offset.
        max: [f32; 4],
    },
    /// Adds a random offset in `[min, max]`.
    RandomRange {
        /// The file's seeds.
        seeds: [i32; 4],
        /// Lower bound.
        min: [f32; 4],
        /// Upper bound.
        max: [f32; 4],
    },
    /// Multiplies by a random factor in `[1 - max, 1 + max]`.
    RandomFraction {
        /// The file's seeds.
        seeds: [i32; 4],
        /// The largest fraction.
        max: [f32; 4],
    },
    /// Multiplies by `factor` evaluated at external value `id`.
    External {
        /// The external value's id.
        id: i32,
        /// The factor curve, whose argument is the external value.
        factor: Box<Curve>,
    },
}

/// A property compiled for evaluation.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Curve {
    /// A number unique within the effect, mixed into the random values of its modifiers.
    pub id: u32,
    /// 1 to 4.
    pub components: u8,
    /// What the curve is evaluated at.
    pub argument: PropertyArgument,
    /// Whether keyframes repeat.
    pub looped: bool,
    /// Its values.
    pub shape: Shape,
    /// Its modifiers, applied in order.
    pub modifiers: Vec<CurveModifier>,
}

/// The inputs a curve can be evaluated at.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Inputs {
    /// Seconds since the particle was emitted.
    pub particle_age: f32,
    /// Seconds since the action's config became active.
    pub active_time: f32,
    /// Seconds from the effect's start to the particle's emission.
    pub emission_time: f32,
}

/// External values the game would supply (time of day, weather...), settable by the user.
/// Unset values are 0 (the value of "Terminate" while the effect plays).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ExternalValues(pub BTreeMap<i32, f32>);

impl ExternalValues {
    /// The value of `id`, 0 if unset.
    pub fn get(&self, id: i32) -> f32 {
        self.0.get(&id).copied().unwrap_or(0.0)
    }
}

/// Allocates curve ids while an effect is compiled.
#[derive(Debug, Default)]
pub struct CurveIds(u32);

impl CurveIds {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_add(1);
        self.0
    }
}

impl Curve {
    /// A constant curve (for defaults of absent properties).
    pub fn constant(value: [f32; 4], components: u8) -> Curve {
        Curve {
            id: 0,
            components,
            argument: PropertyArgument::None,
            looped: false,
            shape: Shape::Constant(value),
            modifiers: Vec::new(),
        }
    }

    /// Compiles a property read from a file. Fails only on a function the reader does not
    /// know (the reader has already checked field counts).
    pub fn from_property(
        property: &Property,
        argument: PropertyArgument,
        ids: &mut CurveIds,
    ) -> Result<Curve, FormatError> {
        let shape = match property.decode()? {
            PropertyValue::Constant(v) => Shape::Constant(v),
            PropertyValue::Keyframes(k) => Shape::Keys(Keys {
                interpolation: match property.function {
                    PropertyFunction::Stepped => Interpolation::Stepped,
                    PropertyFunction::Bezier => Interpolation::Bezier,
                    PropertyFunction::Hermite => Interpolation::Hermite,
                    _ => Interpolation::Linear,
                },
                times: k.times,
                values: k.values,
                control1: k.control1,
                control2: k.control2,
            }),
            PropertyValue::ComponentKeyframes(c) => Shape::PerComponent {
                duration: c.duration,
                components: c
                    .components
                    .into_iter()
                    .map(|c| ComponentKeys {
                        times: c.times,
                        values: c.values,
                        tangents1: c.tangents1,
                        tangents2: c.tangents2,
                    })
                    .collect(),
            },
        };
        let mut modifiers = Vec::with_capacity(property.modifiers.len());
        for m in &property.modifiers {
            modifiers.push(match m.decode()? {
                ModifierValue::RandomDelta { seeds, max } => {
                    CurveModifier::RandomDelta { seeds, max }
                }
                ModifierValue::RandomRange { seeds, min, max } => {
                    CurveModifier::RandomRange { seeds, min, max }
                }
                ModifierValue::RandomFraction { seeds, max } => {
                    CurveModifier::RandomFraction { seeds, max }
                }
                ModifierValue::ExternalValue { external_value, .. } => {
                    let factor = match m.factor() {
                        Some(p) => Curve::from_property(p, PropertyArgument::ExternalValue, ids)?,
                        None => Curve::constant([1.0; 4], property.components() as u8),
                    };
                    CurveModifier::External {
                        id: external_value,
                        factor: Box::new(factor),
                    }
                }
            });
        }
        Ok(Curve {
            id: ids.next(),
            components: property.components() as u8,
            argument,
            looped: property.looped,
            shape,
            modifiers,
        })
    }

    /// Whether the curve's value never changes with its input (and has no modifiers).
    pub fn is_constant(&self) -> bool {
        matches!(self.shape, Shape::Constant(_)) && self.modifiers.is_empty()
    }

    /// The input this curve reads from `inputs`.
    pub fn input(&self, inputs: &Inputs) -> f32 {
        match self.argument {
            PropertyArgument::ParticleAge => inputs.particle_age,
            PropertyArgument::ActiveTime | PropertyArgument::Unknown => inputs.active_time,
            PropertyArgument::EmissionTime => inputs.emission_time,
            PropertyArgument::None | PropertyArgument::ExternalValue => 0.0,
        }
    }

    /// Evaluates the curve. `random_seed` is the particle's (or node's) seed for the random
    /// modifiers.
    pub fn eval(&self, inputs: &Inputs, externals: &ExternalValues, random_seed: u32) -> [f32; 4] {
        self.eval_at(self.input(inputs), externals, random_seed)
    }

    /// The first component of [`Curve::eval`], computing that component alone (the
    /// hot path: most properties playback reads per particle are scalars).
    pub fn eval1(&self, inputs: &Inputs, externals: &ExternalValues, random_seed: u32) -> f32 {
        self.eval_components::<1>(self.input(inputs), externals, random_seed)[0]
    }

    /// Evaluates the curve at an explicit input value.
    pub fn eval_at(&self, x: f32, externals: &ExternalValues, random_seed: u32) -> [f32; 4] {
        self.eval_components::<4>(x, externals, random_seed)
    }

    /// The first `N` components of the curve at `x`: every component is computed on its own
    /// with the same operations, so component `c` is the same number for any `N > c`.
    fn eval_components<const N: usize>(
        &self,
        x: f32,
        externals: &ExternalValues,
        random_seed: u32,
    ) -> [f32; N] {
        self.modified::<N>(self.base::<N>(x), externals, random_seed)
    }

    /// The curve's value from its value before modifiers, `v` ([`Curve::eval_components`]'s
    /// second half: the random and external modifiers, then the components beyond the
    /// value type cleared).
    #[inline]
    fn modified<const N: usize>(
        &self,
        mut v: [f32; N],
        externals: &ExternalValues,
        random_seed: u32,
    ) -> [f32; N] {
        const { assert!(N >= 1 && N <= 4) };
        for (index, m) in self.modifiers.iter().enumerate() {
            let salt = self.id.wrapping_mul(64).wrapping_add(index as u32);
            let r = |c: usize, seed: i32| {
                hashed_unit(random_seed, salt, (c as u32) ^ (seed as u32).rotate_left(8))
            };
            match m {
                CurveModifier::RandomDelta { seeds, max } => {
                    for c in 0..N {
                        v[c] += max[c] * (2.0 * r(c, seeds[c]) - 1.0);
                    }
                }
                CurveModifier::RandomRange { seeds, min, max } => {
                    for c in 0..N {
                        v[c] += min[c] + (max[c] - min[c]) * r(c, seeds[c]);
                    }
                }
                CurveModifier::RandomFraction { seeds, max } => {
                    for c in 0..N {
                        v[c] *= 1.0 + max[c] * (2.0 * r(c, seeds[c]) - 1.0);
                    }
                }
                CurveModifier::External { id, factor } => {
                    let f = factor.eval_components::<N>(externals.get(*id), externals, random_seed);
                    for c in 0..N {
                        v[c] *= if c < factor.components as usize {
                            f[c]
                        } else {
                            f[0]
                        };
                    }
                }
            }
        }
        // Components beyond the value type stay 0.
        for c in v.iter_mut().skip(self.components as usize) {
            *c = 0.0;
        }
        v
    }

    /// The loop period: the last keyframe's time (the stored duration for ComponentHermite)
    /// when the curve is looped and that period is positive; none otherwise.
    pub fn period(&self) -> Option<f32> {
        if !self.looped {
            return None;
        }
        let period = match &self.shape {
            Shape::Constant(_) => return None,
            Shape::Keys(k) => k.times.last().copied().unwrap_or(0.0),
            Shape::PerComponent { duration, .. } => *duration,
        };
        (period > 0.0 && period.is_finite()).then_some(period)
    }

    /// The values the curve can take at `x` over every random seed, computed from each
    /// modifier's parameters (interval arithmetic: each modifier draws its own random number
    /// per component, so the bounds are reached): RandomDelta adds `[-|max|, |max|]`,
    /// RandomRange `[min, max]`, RandomFraction multiplies by `[1 - |max|, 1 + |max|]`, an
    /// external value's factor multiplies by its own band at the current external value.
    /// `nominal` is the value whose random numbers are all one half (no offset from
    /// RandomDelta and RandomFraction, RandomRange's middle); without random modifiers it is
    /// exactly [`Curve::eval_at`]'s value, and `min == nominal == max`.
    pub fn band_at(&self, x: f32, externals: &ExternalValues) -> CurveBand {
        let mut nominal = self.base::<4>(x);
        let mut min = nominal;
        let mut max = nominal;
        for m in &self.modifiers {
            match m {
                CurveModifier::RandomDelta { max: d, .. } => {
                    for c in 0..4 {
                        min[c] -= d[c].abs();
                        max[c] += d[c].abs();
                    }
                }
                CurveModifier::RandomRange {
                    min: low,
                    max: high,
                    ..
                } => {
                    for c in 0..4 {
                        nominal[c] += low[c] + (high[c] - low[c]) * 0.5;
                        min[c] += low[c].min(high[c]);
                        max[c] += low[c].max(high[c]);
                    }
                }
                CurveModifier::RandomFraction { max: f, .. } => {
                    for c in 0..4 {
                        let spread = f[c].abs();
                        (min[c], max[c]) = product(min[c], max[c], 1.0 - spread, 1.0 + spread);
                    }
                }
                CurveModifier::External { id, factor } => {
                    let band = factor.band_at(externals.get(*id), externals);
                    for c in 0..4 {
                        // As in eval: a factor with fewer components scales by its first.
                        let k = if c < factor.components as usize { c } else { 0 };
                        nominal[c] *= band.nominal[k];
                        (min[c], max[c]) = product(min[c], max[c], band.min[k], band.max[k]);
                    }
                }
            }
        }
        for c in (self.components as usize).min(4)..4 {
            nominal[c] = 0.0;
            min[c] = 0.0;
            max[c] = 0.0;
        }
        CurveBand { nominal, min, max }
    }

    /// The first `N` components before modifiers.
    fn base<const N: usize>(&self, x: f32) -> [f32; N] {
        match &self.shape {
            Shape::Constant(v) => std::array::from_fn(|c| v[c]),
            Shape::Keys(k) => {
                let end = k.times.last().copied().unwrap_or(0.0);
                let x = if self.looped { wrap(x, end) } else { x };
                eval_keys::<N>(k, x)
            }
            Shape::PerComponent {
                duration,
                components,
            } => {
                let x = if self.looped { wrap(x, *duration) } else { x };
                let mut v = [0.0; N];
                for (c, keys) in components.iter().enumerate().take(N) {
                    v[c] = eval_component(keys, x);
                }
                v
            }
        }
    }
}

/// What [`Curve::band_at`] gives: the nominal value and the bounds over every random seed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CurveBand {
    /// The value with every random number one half.
    pub nominal: [f32; 4],
    /// The smallest value any seed gives.
    pub min: [f32; 4],
    /// The largest value any seed gives.
    pub max: [f32; 4],
}

/// The bounds of `a * b` for `a` in `[a0, a1]` and `b` in `[b0, b1]`.
fn product(a0: f32, a1: f32, b0: f32, b1: f32) -> (f32, f32) {
    let p = [a0 * b0, a0 * b1, a1 * b0, a1 * b1];
    (
        p.iter().copied().fold(f32::INFINITY, f32::min),
        p.iter().copied().fold(f32::NEG_INFINITY, f32::max),
    )
}

/// A curve read for every particle of a step (its first `N` components), its value computed
/// once when it cannot vary (a constant without modifiers: most multipliers, gravity,
/// angular speeds, colour scales), so the per-particle loop pays for the curves that change.
/// The numbers are those of [`Curve::eval`]: the same operations, once instead of per
/// particle.
///
/// A curve that varies keeps its last input and the value before modifiers there: the
/// particles of one emission share their age and emission time, and a node's particles are
/// in emission order, so consecutive particles mostly ask for the same input. The keyframe
/// search and interpolation then run once per run of equal inputs (compared bit for bit, so
/// the numbers stay those of [`Curve::eval`]); the random modifiers still run per particle,
/// with its seed.
#[derive(Debug, Clone)]
pub struct StepCurve<'a, const N: usize> {
    curve: &'a Curve,
    fixed: Option<[f32; N]>,
    last: Cell<Option<(u32, [f32; N])>>,
}

/// A scalar [`StepCurve`] (the first component).
pub type StepScalar<'a> = StepCurve<'a, 1>;

impl<'a, const N: usize> StepCurve<'a, N> {
    /// Prepares `curve` for one step.
    pub fn new(curve: &'a Curve, externals: &ExternalValues) -> Self {
        let fixed = curve
            .is_constant()
            .then(|| curve.eval_components::<N>(0.0, externals, 0));
        StepCurve {
            curve,
            fixed,
            last: Cell::new(None),
        }
    }

    /// Prepares each of `curves` for one step.
    pub fn each<const M: usize>(curves: &'a [Curve; M], externals: &ExternalValues) -> [Self; M] {
        curves.each_ref().map(|c| StepCurve::new(c, externals))
    }

    /// The value for one particle: [`Curve::eval`]'s first `N` components, or the value
    /// computed once.
    #[inline]
    pub fn values(
        &self,
        inputs: &Inputs,
        externals: &ExternalValues,
        random_seed: u32,
    ) -> [f32; N] {
        if let Some(v) = self.fixed {
            return v;
        }
        let x = self.curve.input(inputs);
        let base = match self.last.get() {
            Some((bits, v)) if bits == x.to_bits() => v,
            _ => {
                let v = self.curve.base::<N>(x);
                self.last.set(Some((x.to_bits(), v)));
                v
            }
        };
        self.curve.modified::<N>(base, externals, random_seed)
    }
}

impl StepScalar<'_> {
    /// The value for one particle: [`Curve::eval1`], or the value computed once.
    #[inline]
    pub fn get(&self, inputs: &Inputs, externals: &ExternalValues, random_seed: u32) -> f32 {
        self.values(inputs, externals, random_seed)[0]
    }
}

/// `x` wrapped into `0..period` (unchanged when the period is not positive).
fn wrap(x: f32, period: f32) -> f32 {
    if period > 0.0 && x.is_finite() {
        let r = x % period;
        if r < 0.0 { r + period } else { r }
    } else {
        x
    }
}

/// The segment `i` with `times[i] <= x < times[i + 1]`, or the clamped ends.
enum Segment {
    Before,
    After,
    Between(usize, f32),
}

fn segment(times: &[f32], x: f32) -> Segment {
    match times {
        [] => Segment::After,
        [first, ..] if x <= *first => Segment::Before,
        [.., last] if x >= *last => Segment::After,
        _ => {
            // The first keyframe after x; the data is small (a few keyframes).
            let next = times
                .iter()
                .position(|&t| t > x)
                .unwrap_or(times.len() - 1)
                .max(1);
            let (t0, t1) = (times[next - 1], times[next]);
            let s = if t1 > t0 {
                ((x - t0) / (t1 - t0)).clamp(0.0, 1.0)
            } else {
                1.0
            };
            Segment::Between(next - 1, s)
        }
    }
}

fn eval_keys<const N: usize>(k: &Keys, x: f32) -> [f32; N] {
    let first_n = |v: Option<&[f32; 4]>| v.map_or([0.0; N], |v| std::array::from_fn(|c| v[c]));
    match segment(&k.times, x) {
        Segment::Before => first_n(k.values.first()),
        Segment::After => first_n(k.values.last()),
        Segment::Between(i, s) => {
            let (v0, v1) = (k.values[i], k.values[i + 1]);
            let mut out = [0.0; N];
            for c in 0..N {
                out[c] = match k.interpolation {
                    Interpolation::Stepped => v0[c],
                    Interpolation::Linear => v0[c] + (v1[c] - v0[c]) * s,
                    Interpolation::Bezier => {
                        let out_slope = k.control1.get(i).map_or(0.0, |p| p[c]);
                        let in_slope = k.control2.get(i + 1).map_or(0.0, |p| p[c]);
                        bezier(
                            v0[c],
                            v0[c] + out_slope / 3.0,
                            v1[c] - in_slope / 3.0,
                            v1[c],
                            s,
                        )
                    }
                    Interpolation::Hermite => {
                        let m0 = k.control1.get(i).map_or(0.0, |p| p[c]);
                        let m1 = k.control2.get(i + 1).map_or(0.0, |p| p[c]);
                        hermite(v0[c], m0, v1[c], m1, s)
                    }
                };
            }
            out
        }
    }
}

fn eval_component(k: &ComponentKeys, x: f32) -> f32 {
    match segment(&k.times, x) {
        Segment::Before => k.values.first().copied().unwrap_or(0.0),
        Segment::After => k.values.last().copied().unwrap_or(0.0),
        Segment::Between(i, s) => {
            let m0 = k.tangents1.get(i).copied().unwrap_or(0.0);
            let m1 = k.tangents2.get(i + 1).copied().unwrap_or(0.0);
            hermite(k.values[i], m0, k.values[i + 1], m1, s)
        }
    }
}

/// The cubic Bezier through `p0` and `p3` with inner control points `p1`, `p2`.
fn bezier(p0: f32, p1: f32, p2: f32, p3: f32, s: f32) -> f32 {
    let u = 1.0 - s;
    u * u * u * p0 + 3.0 * u * u * s * p1 + 3.0 * u * s * s * p2 + s * s * s * p3
}

/// The cubic Hermite spline from `p0` (tangent `m0`) to `p1` (tangent `m1`).
fn hermite(p0: f32, m0: f32, p1: f32, m1: f32, s: f32) -> f32 {
    let s2 = s * s;
    let s3 = s2 * s;
    (2.0 * s3 - 3.0 * s2 + 1.0) * p0
        + (s3 - 2.0 * s2 + s) * m0
        + (-2.0 * s3 + 3.0 * s2) * p1
        + (s3 - s2) * m1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// StepCurve and eval1 give exactly Curve::eval's numbers: a constant folded once, a
    /// keyed and a randomised curve evaluated per particle.
    #[test]
    fn step_curves_and_eval1_equal_eval() {
        let externals = ExternalValues::default();
        let mut keyed = Curve::constant([0.0; 4], 4);
        keyed.shape = Shape::Keys(Keys {
            interpolation: Interpolation::Linear,
            times: vec![0.0, 1.0, 2.5],
            values: vec![
                [0.0, 1.0, 2.0, 3.0],
                [4.0, -5.0, 6.0, 7.0],
                [0.5, 0.25, 8.0, 9.0],
            ],
            control1: Vec::new(),
            control2: Vec::new(),
        });
        keyed.argument = PropertyArgument::ParticleAge;
        let mut random = keyed.clone();
        random.modifiers.push(CurveModifier::RandomFraction {
            seeds: [1, 2, 3, 4],
            max: [0.5; 4],
        });
        let constant = Curve::constant([2.0, 3.0, 4.0, 5.0], 3);
        for curve in [&constant, &keyed, &random] {
            let scalar = StepScalar::new(curve, &externals);
            let four = StepCurve::<4>::new(curve, &externals);
            assert_eq!(scalar.fixed.is_some(), curve.is_constant());
            for (age, seed) in [(0.0, 1), (0.7, 2), (1.9, 3), (4.0, 4)] {
                let inputs = Inputs {
                    particle_age: age,
                    active_time: 0.0,
                    emission_time: 0.0,
                };
                let full = curve.eval(&inputs, &externals, seed);
                assert_eq!(four.values(&inputs, &externals, seed), full);
                assert_eq!(
                    scalar.get(&inputs, &externals, seed).to_bits(),
                    full[0].to_bits()
                );
                assert_eq!(
                    curve.eval1(&inputs, &externals, seed).to_bits(),
                    full[0].to_bits()
                );
            }
        }
    }
    use fxr_formats::fxr::property::{Modifier, ModifierType, ValueType};
    use fxr_formats::fxr::{Field, Game};

    fn at(curve: &Curve, x: f32) -> [f32; 4] {
        curve.eval_at(x, &ExternalValues::default(), 1)
    }

    fn keyed(
        function: PropertyFunction,
        looped: bool,
        times: &[f32],
        values: &[f32],
        extra: &[f32],
    ) -> Curve {
        // Scalar keyframes: n, min, max, times, values, then the extra per-keyframe values.
        let n = times.len();
        let mut fields = vec![
            Field::from_i32(n as i32),
            Field::from_f32(0.0),
            Field::from_f32(1.0),
        ];
        fields.extend(times.iter().map(|&t| Field::from_f32(t)));
        fields.extend(values.iter().map(|&v| Field::from_f32(v)));
        fields.extend(extra.iter().map(|&v| Field::from_f32(v)));
        let p = Property::new(ValueType::Scalar, function, looped, fields);
        Curve::from_property(&p, PropertyArgument::ParticleAge, &mut CurveIds::default()).unwrap()
    }

    #[test]
    fn zero_one_and_constant() {
        let ids = &mut CurveIds::default();
        let zero = Property::new(ValueType::Vec3, PropertyFunction::Zero, false, vec![]);
        let one = Property::new(ValueType::Vec2, PropertyFunction::One, false, vec![]);
        let c = Property::from_constant(&[2.5, -1.0]);
        assert_eq!(
            at(
                &Curve::from_property(&zero, PropertyArgument::None, ids).unwrap(),
                3.0
            ),
            [0.0; 4]
        );
        assert_eq!(
            at(
                &Curve::from_property(&one, PropertyArgument::None, ids).unwrap(),
                3.0
            ),
            [1.0, 1.0, 0.0, 0.0]
        );
        assert_eq!(
            at(
                &Curve::from_property(&c, PropertyArgument::None, ids).unwrap(),
                9.0
            ),
            [2.5, -1.0, 0.0, 0.0]
        );
    }

    #[test]
    fn stepped_holds_each_value_until_the_next_keyframe() {
        let c = keyed(
            PropertyFunction::Stepped,
            false,
            &[0.0, 1.0, 2.0],
            &[10.0, 20.0, 30.0],
            &[],
        );
        assert_eq!(at(&c, -1.0)[0], 10.0);
        assert_eq!(at(&c, 0.5)[0], 10.0);
        assert_eq!(at(&c, 1.0)[0], 20.0);
        assert_eq!(at(&c, 1.99)[0], 20.0);
        assert_eq!(at(&c, 5.0)[0], 30.0);
    }

    #[test]
    fn linear_interpolates_and_clamps_at_the_ends() {
        let c = keyed(
            PropertyFunction::Linear,
            false,
            &[1.0, 3.0],
            &[0.0, 4.0],
            &[],
        );
        assert_eq!(at(&c, 0.0)[0], 0.0);
        assert_eq!(at(&c, 2.0)[0], 2.0);
        assert_eq!(at(&c, 2.5)[0], 3.0);
        assert_eq!(at(&c, 10.0)[0], 4.0);
    }

    #[test]
    fn looped_keyframes_repeat_over_the_last_time() {
        let c = keyed(
            PropertyFunction::Linear,
            true,
            &[0.0, 2.0],
            &[0.0, 4.0],
            &[],
        );
        assert_eq!(at(&c, 1.0)[0], 2.0);
        assert_eq!(at(&c, 3.0)[0], 2.0);
        assert_eq!(at(&c, 5.5)[0], 3.0);
        let c = keyed(
            PropertyFunction::Stepped,
            true,
            &[0.0, 1.0, 2.0],
            &[1.0, 2.0, 3.0],
            &[],
        );
        assert_eq!(at(&c, 2.5)[0], 1.0);
        assert_eq!(at(&c, 3.5)[0], 2.0);
    }

    #[test]
    fn bezier_takes_the_outgoing_and_incoming_slopes_of_the_segments_keyframes() {
        // Keyframes (0, 0) and (2, 1); outgoing slope of the first 3 (its incoming 9 unused),
        // incoming slope of the second 0 (its outgoing 9 unused): control values 0 + 3/3 = 1
        // and 1 - 0/3 = 1, so at s = 0.5 (x = 1): (0 + 3*1 + 3*1 + 1) / 8 = 0.875.
        let c = keyed(
            PropertyFunction::Bezier,
            false,
            &[0.0, 2.0],
            &[0.0, 1.0],
            &[3.0, 9.0, 9.0, 0.0],
        );
        assert!((at(&c, 1.0)[0] - 0.875).abs() < 1e-6);
        // Zero slopes give the smoothstep 3s^2 - 2s^3: at s = 0.25, 0.15625.
        let c = keyed(
            PropertyFunction::Bezier,
            false,
            &[0.0, 1.0],
            &[0.0, 1.0],
            &[0.0, 0.0, 0.0, 0.0],
        );
        assert!((at(&c, 0.25)[0] - 0.156_25).abs() < 1e-6);
        assert_eq!(at(&c, 1.5)[0], 1.0);
    }

    #[test]
    fn hermite_uses_the_outgoing_and_incoming_slopes() {
        // From (0, 0) with outgoing slope 4 to (2, 0) with incoming slope 0: at s = 0.5
        // (x = 1) the value is (s^3 - 2 s^2 + s) * 4 = 0.125 * 4 = 0.5.
        let c = keyed(
            PropertyFunction::Hermite,
            false,
            &[0.0, 2.0],
            &[0.0, 0.0],
            &[4.0, 0.0, 9.0, 0.0],
        );
        assert!((at(&c, 1.0)[0] - 0.5).abs() < 1e-6);
        assert_eq!(at(&c, 2.0)[0], 0.0);
    }

    #[test]
    fn modifiers_vary_within_their_bounds_and_stay_fixed_per_seed() {
        let mut p = Property::from_constant(&[10.0]);
        p.modifiers.push(Modifier::new(
            ModifierType::RandomDelta,
            ValueType::Scalar,
            Game::EldenRing,
            vec![Field::from_i32(77), Field::from_f32(2.0)],
            vec![],
        ));
        let c = Curve::from_property(&p, PropertyArgument::None, &mut CurveIds::default()).unwrap();
        let values: Vec<f32> = (0..200)
            .map(|seed| c.eval_at(0.0, &ExternalValues::default(), seed)[0])
            .collect();
        assert!(values.iter().all(|v| (8.0..=12.0).contains(v)));
        assert!(values.iter().any(|v| *v < 9.0) && values.iter().any(|v| *v > 11.0));
        let again = c.eval_at(0.0, &ExternalValues::default(), 5)[0];
        assert_eq!(again, values[5]);

        let mut p = Property::from_constant(&[10.0]);
        p.modifiers.push(Modifier::new(
            ModifierType::RandomFraction,
            ValueType::Scalar,
            Game::EldenRing,
            vec![Field::from_i32(1), Field::from_f32(0.5)],
            vec![],
        ));
        let c = Curve::from_property(&p, PropertyArgument::None, &mut CurveIds::default()).unwrap();
        for seed in 0..100 {
            let v = c.eval_at(0.0, &ExternalValues::default(), seed)[0];
            assert!((5.0..=15.0).contains(&v), "{v}");
        }
    }

    #[test]
    fn external_value_modifier_multiplies_by_its_curve_at_the_value() {
        let factor = keyed(
            PropertyFunction::Linear,
            false,
            &[0.0, 24.0],
            &[0.0, 2.0],
            &[],
        );
        let curve = Curve {
            modifiers: vec![CurveModifier::External {
                id: 2,
                factor: Box::new(factor),
            }],
            ..Curve::constant([3.0, 0.0, 0.0, 0.0], 1)
        };
        let mut externals = ExternalValues::default();
        externals.0.insert(2, 12.0);
        assert_eq!(curve.eval_at(0.0, &externals, 0)[0], 3.0);
        externals.0.insert(2, 24.0);
        assert_eq!(curve.eval_at(0.0, &externals, 0)[0], 6.0);
    }

    #[test]
    fn the_argument_chooses_the_input() {
        let mut c = keyed(
            PropertyFunction::Linear,
            false,
            &[0.0, 1.0],
            &[0.0, 1.0],
            &[],
        );
        let inputs = Inputs {
            particle_age: 0.25,
            active_time: 0.5,
            emission_time: 0.75,
        };
        let e = ExternalValues::default();
        assert_eq!(c.eval1(&inputs, &e, 0), 0.25);
        c.argument = PropertyArgument::ActiveTime;
        assert_eq!(c.eval1(&inputs, &e, 0), 0.5);
        c.argument = PropertyArgument::EmissionTime;
        assert_eq!(c.eval1(&inputs, &e, 0), 0.75);
        c.argument = PropertyArgument::None;
        assert_eq!(c.eval1(&inputs, &e, 0), 0.0);
    }
}
