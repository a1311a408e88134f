//! A property's curve sampled for the inspector's plots: its values over its argument, the
//! band its random modifiers allow, its keyframes as the file stores them and its loop.
//! Computed here rather than in the page so the plotted numbers are the ones playback uses
//! ([`Curve::band_at`], which equals [`Curve::eval_at`] without random modifiers) and can be
//! tested natively.

use fxr_formats::fxr::actions::PropertyArgument;
use fxr_sim::curve::{Curve, ExternalValues, Interpolation, Shape};

/// Evenly spaced samples over a plot's domain (the keyframe times are added to them).
pub const PLOT_SAMPLES: usize = 128;

/// One property's curve, sampled.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct CurvePlot {
    /// What the curve is evaluated with (the horizontal axis).
    pub argument: PropertyArgument,
    /// Components (1 to 4).
    pub components: u8,
    /// How keyframes are joined: "Constant", "Stepped", "Linear", "Bezier", "Hermite" or
    /// "ComponentHermite" (a plot of a stepped curve holds each sample until the next).
    pub interpolation: String,
    /// Whether the keyframes repeat.
    pub looped: bool,
    /// The loop's period (the domain then spans two periods); none when not looped.
    pub period: Option<f32>,
    /// The horizontal range: from 0 (or the first keyframe, if negative) to the last
    /// keyframe (two periods when looped); 0 to 1 for a constant.
    pub domain: [f32; 2],
    /// The sample positions, ascending: `PLOT_SAMPLES` evenly spaced plus every keyframe
    /// time inside the domain (so lines pass through the keys).
    pub x: Vec<f32>,
    /// Per component, the value at each sample (every random number one half; exactly the
    /// curve's value when it has no random modifier).
    pub values: Vec<Vec<f32>>,
    /// Per component, the smallest value any seed gives at each sample.
    pub min: Vec<Vec<f32>>,
    /// Per component, the largest value any seed gives at each sample.
    pub max: Vec<Vec<f32>>,
    /// Per component, the file's keyframes as (time, value), before modifiers; empty for a
    /// constant.
    pub keyframes: Vec<Vec<[f32; 2]>>,
}

/// Samples `curve` with the external values `externals` (which its ExternalValue
/// modifiers read).
pub fn plot_curve(curve: &Curve, externals: &ExternalValues) -> CurvePlot {
    let components = curve.components.clamp(1, 4) as usize;
    let (interpolation, keyframes) = match &curve.shape {
        Shape::Constant(_) => ("Constant".to_string(), vec![Vec::new(); components]),
        Shape::Keys(k) => (
            match k.interpolation {
                Interpolation::Stepped => "Stepped",
                Interpolation::Linear => "Linear",
                Interpolation::Bezier => "Bezier",
                Interpolation::Hermite => "Hermite",
            }
            .to_string(),
            (0..components)
                .map(|c| {
                    k.times
                        .iter()
                        .zip(&k.values)
                        .map(|(t, v)| [*t, v[c]])
                        .collect()
                })
                .collect(),
        ),
        Shape::PerComponent {
            components: keys, ..
        } => (
            "ComponentHermite".to_string(),
            (0..components)
                .map(|c| {
                    keys.get(c).map_or_else(Vec::new, |k| {
                        k.times
                            .iter()
                            .zip(&k.values)
                            .map(|(t, v)| [*t, *v])
                            .collect()
                    })
                })
                .collect(),
        ),
    };
    let times = || {
        keyframes
            .iter()
            .flatten()
            .map(|k| k[0])
            .filter(|t| t.is_finite())
    };
    let period = curve.period();
    let first = times().fold(0.0f32, f32::min);
    let last = match (&curve.shape, period) {
        (_, Some(p)) => 2.0 * p,
        (Shape::PerComponent { duration, .. }, None) if duration.is_finite() => {
            times().fold(*duration, f32::max)
        }
        _ => times().fold(first, f32::max),
    };
    // A constant, or keys all at one time: a unit range shows the (flat) value.
    let domain = if last > first {
        [first, last]
    } else {
        [first, first + 1.0]
    };
    let mut x: Vec<f32> = (0..PLOT_SAMPLES)
        .map(|i| domain[0] + (domain[1] - domain[0]) * i as f32 / (PLOT_SAMPLES - 1) as f32)
        .collect();
    // The keys, in every period shown.
    let repeats = if period.is_some() { 2 } else { 1 };
    for r in 0..repeats {
        let shift = period.unwrap_or(0.0) * r as f32;
        x.extend(
            times()
                .map(|t| t + shift)
                .filter(|t| (domain[0]..=domain[1]).contains(t)),
        );
    }
    x.sort_by(f32::total_cmp);
    x.dedup();
    let mut values = vec![Vec::with_capacity(x.len()); components];
    let mut min = values.clone();
    let mut max = values.clone();
    for &at in &x {
        let band = curve.band_at(at, externals);
        for c in 0..components {
            values[c].push(band.nominal[c]);
            min[c].push(band.min[c]);
            max[c].push(band.max[c]);
        }
    }
    CurvePlot {
        argument: curve.argument,
        components: components as u8,
        interpolation,
        looped: curve.looped,
        period,
        domain,
        x,
        values,
        min,
        max,
        keyframes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_sim::curve::{CurveIds, CurveModifier, Keys};

    fn linear(times: &[f32], values: &[[f32; 4]], components: u8, looped: bool) -> Curve {
        Curve {
            components,
            argument: PropertyArgument::ParticleAge,
            looped,
            shape: Shape::Keys(Keys {
                interpolation: Interpolation::Linear,
                times: times.to_vec(),
                values: values.to_vec(),
                control1: Vec::new(),
                control2: Vec::new(),
            }),
            ..Curve::constant([0.0; 4], components)
        }
    }

    /// Every sample is `Curve::eval_at` at its position, the keys are the file's, and the
    /// band is the value itself (no random modifier).
    #[test]
    fn samples_equal_eval_and_keyframes_equal_the_files() {
        // Written as a file stores it: vec2 keys at 0, 0.5 and 2 s.
        let property = fxr_demo::builder::linear_n(
            2,
            &[
                (0.0, [1.0, -1.0, 0.0, 0.0]),
                (0.5, [4.0, 2.0, 0.0, 0.0]),
                (2.0, [0.25, 0.0, 0.0, 0.0]),
            ],
        );
        let curve = Curve::from_property(
            &property,
            PropertyArgument::ParticleAge,
            &mut CurveIds::default(),
        )
        .unwrap();
        let externals = ExternalValues::default();
        let plot = plot_curve(&curve, &externals);
        assert_eq!(plot.components, 2);
        assert_eq!(plot.domain, [0.0, 2.0]);
        assert_eq!(plot.keyframes[0], vec![[0.0, 1.0], [0.5, 4.0], [2.0, 0.25]]);
        assert_eq!(plot.keyframes[1], vec![[0.0, -1.0], [0.5, 2.0], [2.0, 0.0]]);
        assert!(plot.x.len() >= PLOT_SAMPLES && plot.x.contains(&0.5));
        for (i, &x) in plot.x.iter().enumerate() {
            let expected = curve.eval_at(x, &externals, 7);
            for (c, want) in expected.iter().enumerate().take(2) {
                assert_eq!(plot.values[c][i].to_bits(), want.to_bits(), "x {x}");
                assert_eq!(plot.min[c][i], plot.values[c][i]);
                assert_eq!(plot.max[c][i], plot.values[c][i]);
            }
        }
    }

    /// A looped curve's plot spans two periods and repeats its keys.
    #[test]
    fn a_looped_curve_shows_two_periods() {
        let curve = linear(&[0.0, 1.5], &[[0.0; 4], [3.0; 4]], 1, true);
        let plot = plot_curve(&curve, &ExternalValues::default());
        assert_eq!(plot.period, Some(1.5));
        assert_eq!(plot.domain, [0.0, 3.0]);
        let at = |x: f32| plot.values[0][plot.x.iter().position(|&s| s == x).unwrap()];
        assert_eq!(
            at(1.5),
            curve.eval_at(1.5, &ExternalValues::default(), 0)[0]
        );
        assert_eq!(at(0.0), at(3.0));
        assert!(plot.x.contains(&1.5) && plot.x.contains(&3.0));
    }

    /// A constant with RandomRange: the band is the constant plus the modifier's range, and
    /// every seed's value lies in it.
    #[test]
    fn a_random_range_band_is_the_modifiers_range() {
        let curve = Curve {
            modifiers: vec![CurveModifier::RandomRange {
                seeds: [1, 2, 3, 4],
                min: [-0.5, 0.0, 0.0, 0.0],
                max: [2.0, 0.0, 0.0, 0.0],
            }],
            ..Curve::constant([10.0, 0.0, 0.0, 0.0], 1)
        };
        let externals = ExternalValues::default();
        let plot = plot_curve(&curve, &externals);
        assert!(plot.keyframes[0].is_empty());
        assert!(plot.min[0].iter().all(|&v| v == 9.5));
        assert!(plot.max[0].iter().all(|&v| v == 12.0));
        assert!(plot.values[0].iter().all(|&v| v == 10.75));
        for seed in 0..500 {
            let v = curve.eval_at(0.0, &externals, seed)[0];
            assert!((9.5..=12.0).contains(&v), "{v}");
        }
    }

    /// RandomDelta, RandomFraction and an external factor combine as intervals: the band of
    /// a keyed curve contains every seed's value, and its ends are approached.
    #[test]
    fn combined_modifiers_bound_every_seed() {
        let factor = linear(&[0.0, 24.0], &[[0.0; 4], [2.0; 4]], 1, false);
        let mut curve = linear(&[0.0, 1.0], &[[1.0; 4], [-1.0; 4]], 1, false);
        curve.modifiers = vec![
            CurveModifier::RandomDelta {
                seeds: [5; 4],
                max: [0.5; 4],
            },
            CurveModifier::RandomFraction {
                seeds: [6; 4],
                max: [-0.25; 4],
            },
            CurveModifier::External {
                id: 2,
                factor: Box::new(factor),
            },
        ];
        let mut externals = ExternalValues::default();
        externals.0.insert(2, 18.0);
        let plot = plot_curve(&curve, &externals);
        for (i, &x) in plot.x.iter().enumerate().step_by(16) {
            let (lo, hi) = (plot.min[0][i], plot.max[0][i]);
            let values: Vec<f32> = (0..2000)
                .map(|seed| curve.eval_at(x, &externals, seed)[0])
                .collect();
            for v in &values {
                assert!(
                    *v >= lo - 1e-5 && *v <= hi + 1e-5,
                    "x {x}: {v} outside {lo}..{hi}"
                );
            }
            let reach = (hi - lo) * 0.05;
            assert!(
                values.iter().any(|v| *v < lo + reach) && values.iter().any(|v| *v > hi - reach)
            );
        }
        // At x = 0 the base is 1: (1 ± 0.5) * (1 ± 0.25) * 1.5 spans 0.5625..2.8125.
        assert_eq!(plot.min[0][0], 0.5625);
        assert_eq!(plot.max[0][0], 2.8125);
    }
}
