//! Changing the numbers of one field or property in place: every word that does not change
//! keeps its bits (a value is written only when its `f32` differs), so a transform that
//! changes nothing writes the original bytes.
//!
//! A property's words (`super::super::property`'s layouts, `c` components, `n` keyframes):
//! Stepped, Linear, Bezier, Hermite: `n`, `c` min, `c` max, `n` times, `n×c` values, then for
//! Bezier and Hermite `n×c` first and `n×c` second slopes; ComponentHermite: duration, `c`
//! counts, `c` min, `c` max, then per component its times, values, first and second tangents.

use super::super::property::{ModifierType, Property, PropertyFunction, ValueType};
use super::super::{Field, Game};

/// Why a property's values could not be changed (it is then left as it is, and reported).
pub(super) type Unsupported = &'static str;

/// Writes `value` into a float word, unless the word already holds that `f32` (or holds no
/// finite number, which no factor should turn into one). Returns whether it changed.
pub(super) fn set_float(word: &mut Field, value: f64) -> bool {
    let old = word.as_f32();
    let new = value as f32;
    if !old.is_finite() || !new.is_finite() || new.to_bits() == old.to_bits() || new == old {
        return false;
    }
    *word = Field::from_f32(new);
    true
}

/// Multiplies a float word by `factor`.
pub(super) fn scale_float(word: &mut Field, factor: f64) -> bool {
    let old = f64::from(word.as_f32());
    set_float(word, old * factor)
}

/// Multiplies an integer word by `factor`, rounded to the nearest integer; a positive value
/// stays at least 1 (a count of frames that rounds to 0 would mean something else).
pub(super) fn scale_int(word: &mut Field, factor: f64) -> bool {
    let old = word.as_i32();
    let mut new = (f64::from(old) * factor).round();
    if old > 0 {
        new = new.max(1.0);
    }
    let new = new.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32;
    if new == old {
        return false;
    }
    *word = Field::from_i32(new);
    true
}

/// Where the words of a keyframed (Stepped, Linear, Bezier, Hermite) property are.
struct KeyframeLayout {
    c: usize,
    n: usize,
    slopes: bool,
}

impl KeyframeLayout {
    /// The layout, when the property is keyframed and its word count fits it.
    fn of(property: &Property) -> Option<KeyframeLayout> {
        let slopes = match property.function {
            PropertyFunction::Stepped | PropertyFunction::Linear => false,
            PropertyFunction::Bezier | PropertyFunction::Hermite => true,
            _ => return None,
        };
        let c = property.components();
        let n = usize::try_from(property.fields.first()?.as_i32()).ok()?;
        let per_key = if slopes { 1 + 3 * c } else { 1 + c };
        let expected = n.checked_mul(per_key)?.checked_add(1 + 2 * c)?;
        (property.fields.len() == expected).then_some(KeyframeLayout { c, n, slopes })
    }

    fn min(&self) -> usize {
        1
    }
    fn max(&self) -> usize {
        1 + self.c
    }
    fn times(&self) -> usize {
        1 + 2 * self.c
    }
    fn values(&self) -> usize {
        self.times() + self.n
    }
    /// The two slope rows (empty ranges for Stepped and Linear).
    fn slope_rows(&self) -> [std::ops::Range<usize>; 2] {
        let size = if self.slopes { self.n * self.c } else { 0 };
        let first = self.values() + self.n * self.c;
        [first..first + size, first + size..first + 2 * size]
    }
}

/// One component curve of a ComponentHermite property: where its words are.
struct ComponentRange {
    times: std::ops::Range<usize>,
    values: std::ops::Range<usize>,
    tangents: std::ops::Range<usize>,
}

/// The component curves of a ComponentHermite property, when its word count fits them.
fn component_ranges(property: &Property) -> Option<Vec<ComponentRange>> {
    if property.function != PropertyFunction::ComponentHermite {
        return None;
    }
    let c = property.components();
    let mut at = 1 + 3 * c;
    let mut out = Vec::with_capacity(c);
    for i in 0..c {
        let n = usize::try_from(property.fields.get(1 + i)?.as_i32()).ok()?;
        out.push(ComponentRange {
            times: at..at + n,
            values: at + n..at + 2 * n,
            tangents: at + 2 * n..at + 4 * n,
        });
        at += 4 * n;
    }
    (at == property.fields.len()).then_some(out)
}

/// Multiplies every value of `property` (its constant, keyframe values, bounds and slopes)
/// by `factor` (> 0, so the bounds keep their order), and what its modifiers add: the
/// library's `Property.scale` with `Modifier.multTensor` (`src/fxr.ts`): a RandomDelta's and
/// a RandomRange's bounds scale; a RandomFraction (relative) and an external value's factor
/// (a multiplier) stay. Returns whether a word changed.
pub(super) fn scale_property(
    property: &mut Property,
    factor: f64,
    game: Game,
) -> Result<bool, Unsupported> {
    let c = property.components();
    let mut changed = match property.function {
        PropertyFunction::Zero => false,
        PropertyFunction::One => one_to_constant(property, factor, game),
        PropertyFunction::Constant => scale_words(&mut property.fields[..], factor),
        PropertyFunction::ComponentHermite => {
            let ranges = component_ranges(property).ok_or("its words do not fit its function")?;
            let mut changed = scale_words(&mut property.fields[1 + c..1 + 3 * c], factor);
            for r in ranges {
                changed |= scale_words(&mut property.fields[r.values], factor);
                changed |= scale_words(&mut property.fields[r.tangents], factor);
            }
            changed
        }
        PropertyFunction::Unknown(_) => return Err("its function is unknown"),
        _ => {
            let k = KeyframeLayout::of(property).ok_or("its words do not fit its function")?;
            let [first, second] = k.slope_rows();
            let fields = &mut property.fields;
            scale_words(&mut fields[k.min()..k.times()], factor)
                | scale_words(&mut fields[k.values()..k.values() + k.n * k.c], factor)
                | scale_words(&mut fields[first], factor)
                | scale_words(&mut fields[second], factor)
        }
    };
    for modifier in &mut property.modifiers {
        let c = modifier.value_type.components();
        let bounds = match modifier.modifier_type {
            ModifierType::RandomDelta => c..2 * c,
            ModifierType::RandomRange => c..3 * c,
            _ => continue,
        };
        if let Some(words) = modifier.fields.get_mut(bounds) {
            changed |= scale_words(words, factor);
        }
    }
    Ok(changed)
}

/// Multiplies every word of a run of float words.
fn scale_words(words: &mut [Field], factor: f64) -> bool {
    words
        .iter_mut()
        .fold(false, |changed, w| scale_float(w, factor) | changed)
}

/// A One property (every component 1) times `factor` becomes a Constant of `factor`.
fn one_to_constant(property: &mut Property, factor: f64, game: Game) -> bool {
    let value = factor as f32;
    if value == 1.0 {
        return false;
    }
    let c = property.components();
    property.set_function(PropertyFunction::Constant, property.looped, game);
    property.fields = vec![Field::from_f32(value); c];
    true
}

/// Multiplies the time axis of a keyframed property by `factor`: its keyframe times (and a
/// ComponentHermite's duration). Slopes are per unit of a segment (docs/fxr-evaluation-notes.md),
/// so the curve's shape over its stretched segments is kept. Constants have no time axis.
pub(super) fn scale_time_axis(property: &mut Property, factor: f64) -> Result<bool, Unsupported> {
    match property.function {
        PropertyFunction::Zero | PropertyFunction::One | PropertyFunction::Constant => Ok(false),
        PropertyFunction::Unknown(_) => Err("its function is unknown"),
        PropertyFunction::ComponentHermite => {
            let ranges = component_ranges(property).ok_or("its words do not fit its function")?;
            let mut changed = scale_float(&mut property.fields[0], factor);
            for r in ranges {
                changed |= scale_words(&mut property.fields[r.times], factor);
            }
            Ok(changed)
        }
        _ => {
            let k = KeyframeLayout::of(property).ok_or("its words do not fit its function")?;
            Ok(scale_words(
                &mut property.fields[k.times()..k.values()],
                factor,
            ))
        }
    }
}

/// The value a property takes at argument 0 (the first keyframe's before the curve starts),
/// first component; `None` when it cannot be read.
pub(super) fn value_at_zero(property: &Property) -> Option<f32> {
    if let Some(constant) = property.constant() {
        return Some(constant[0]);
    }
    if let Some(k) = KeyframeLayout::of(property) {
        let times = &property.fields[k.times()..k.values()];
        let values = &property.fields[k.values()..k.values() + k.n * k.c];
        // The last keyframe at or before 0, else the first (a curve holds its first value
        // before its first keyframe): exact for Stepped, and for the others wherever a
        // keyframe sits at 0, as in the games' duration curves.
        let at = times.iter().rposition(|t| t.as_f32() <= 0.0).unwrap_or(0);
        return values.get(at * k.c).map(|v| v.as_f32());
    }
    let ranges = component_ranges(property)?;
    let first = ranges.first()?;
    property.fields.get(first.values.start).map(|v| v.as_f32())
}

/// Applies `map` to every colour of a four-component property: its constant or keyframe
/// values (their slopes through `slope`, the bounds recomputed from the new values, as the
/// library writes them) and, for a ComponentHermite property, each keyframe when the red,
/// green and blue curves share their times. `scale_rgb`: what its RandomDelta and
/// RandomRange bounds are multiplied by (their colours are offsets, not colours: only a
/// linear factor applies to them).
pub(super) fn map_colors(
    property: &mut Property,
    map: &dyn Fn([f64; 4]) -> [f64; 4],
    slope: &dyn Fn([f64; 4], [f64; 4]) -> [f64; 4],
    scale_rgb: f64,
    game: Game,
) -> Result<bool, Unsupported> {
    if property.value_type != ValueType::Vec4 {
        return Err("it has fewer than four components");
    }
    let mut changed = match property.function {
        PropertyFunction::Zero | PropertyFunction::One | PropertyFunction::Constant => {
            map_constant(property, map, game)
        }
        PropertyFunction::ComponentHermite => map_component_colors(property, map, slope)?,
        PropertyFunction::Unknown(_) => return Err("its function is unknown"),
        _ => map_keyframe_colors(property, map, slope)?,
    };
    if scale_rgb != 1.0 {
        for modifier in &mut property.modifiers {
            if modifier.value_type != ValueType::Vec4 {
                continue;
            }
            let rows: &[usize] = match modifier.modifier_type {
                ModifierType::RandomDelta => &[4],
                ModifierType::RandomRange => &[4, 8],
                _ => continue,
            };
            for &row in rows {
                if let Some(rgb) = modifier.fields.get_mut(row..row + 3) {
                    changed |= scale_words(rgb, scale_rgb);
                }
            }
        }
    }
    Ok(changed)
}

/// Four words as a colour.
fn read4(words: &[Field]) -> [f64; 4] {
    std::array::from_fn(|i| words.get(i).map_or(0.0, |w| f64::from(w.as_f32())))
}

/// Writes a colour into four words; whether one changed.
fn write4(words: &mut [Field], color: [f64; 4]) -> bool {
    words
        .iter_mut()
        .zip(color)
        .fold(false, |changed, (w, v)| set_float(w, v) | changed)
}

/// A constant colour (Zero, One or Constant) mapped; a Zero or One that changes becomes a
/// Constant.
fn map_constant(property: &mut Property, map: &dyn Fn([f64; 4]) -> [f64; 4], game: Game) -> bool {
    let Some(old) = property.constant() else {
        return false;
    };
    let new = map(old.map(f64::from)).map(|v| v as f32);
    if new
        .iter()
        .zip(&old)
        .all(|(n, o)| n.to_bits() == o.to_bits() || n == o)
    {
        return false;
    }
    if property.function != PropertyFunction::Constant {
        property.set_function(PropertyFunction::Constant, property.looped, game);
        property.fields = old.iter().map(|&v| Field::from_f32(v)).collect();
    }
    write4(&mut property.fields, new.map(f64::from))
}

/// Every keyframe's colour mapped, its slopes with it, and the bounds recomputed.
fn map_keyframe_colors(
    property: &mut Property,
    map: &dyn Fn([f64; 4]) -> [f64; 4],
    slope: &dyn Fn([f64; 4], [f64; 4]) -> [f64; 4],
) -> Result<bool, Unsupported> {
    let k = KeyframeLayout::of(property).ok_or("its words do not fit its function")?;
    let fields = &mut property.fields;
    let [first, second] = k.slope_rows();
    let mut changed = false;
    let mut bounds = ([f64::INFINITY; 4], [f64::NEG_INFINITY; 4]);
    for key in 0..k.n {
        let at = k.values() + 4 * key;
        let old = read4(&fields[at..at + 4]);
        for row in [&first, &second] {
            if !row.is_empty() {
                let s = row.start + 4 * key;
                let new_slope = slope(old, read4(&fields[s..s + 4]));
                changed |= write4(&mut fields[s..s + 4], new_slope);
            }
        }
        let new = map(old);
        changed |= write4(&mut fields[at..at + 4], new);
        let stored = read4(&fields[at..at + 4]);
        for (i, value) in stored.iter().enumerate() {
            bounds.0[i] = bounds.0[i].min(*value);
            bounds.1[i] = bounds.1[i].max(*value);
        }
    }
    if changed && k.n > 0 {
        write4(&mut fields[k.min()..k.min() + 4], bounds.0);
        write4(&mut fields[k.max()..k.max() + 4], bounds.1);
    }
    Ok(changed)
}

/// A ComponentHermite colour: each keyframe mapped when the red, green and blue curves have
/// the same times (a colour exists only where all three have a keyframe); alpha as stored.
fn map_component_colors(
    property: &mut Property,
    map: &dyn Fn([f64; 4]) -> [f64; 4],
    slope: &dyn Fn([f64; 4], [f64; 4]) -> [f64; 4],
) -> Result<bool, Unsupported> {
    let ranges = component_ranges(property).ok_or("its words do not fit its function")?;
    let fields = &mut property.fields;
    let times = |r: &ComponentRange| &fields[r.times.clone()];
    if times(&ranges[0]) != times(&ranges[1]) || times(&ranges[0]) != times(&ranges[2]) {
        return Err("its red, green and blue curves have keyframes at different times");
    }
    let n = ranges[0].times.len();
    // Alpha's own curve may have other times; the map never changes alpha, so the first
    // alpha value stands in for it.
    let alpha = word(fields, ranges[3].values.start);
    let mut changed = false;
    for key in 0..n {
        let old: [f64; 4] = std::array::from_fn(|i| {
            if i < 3 {
                word(fields, ranges[i].values.start + key)
            } else {
                alpha
            }
        });
        for half in 0..2 {
            let at = |i: usize| ranges[i].tangents.start + half * n + key;
            let old_slope: [f64; 4] =
                std::array::from_fn(|i| if i < 3 { word(fields, at(i)) } else { 0.0 });
            let new_slope = slope(old, old_slope);
            for (i, value) in new_slope.iter().enumerate().take(3) {
                changed |= set_float(&mut fields[at(i)], *value);
            }
        }
        let new = map(old);
        for (i, value) in new.iter().enumerate().take(3) {
            changed |= set_float(&mut fields[ranges[i].values.start + key], *value);
        }
    }
    if changed {
        for (i, r) in ranges.iter().enumerate().take(3) {
            let values: Vec<f64> = fields[r.values.clone()]
                .iter()
                .map(|w| f64::from(w.as_f32()))
                .collect();
            let (low, high) = values
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &v| {
                    (l.min(v), h.max(v))
                });
            if !values.is_empty() {
                set_float(&mut fields[1 + 4 + i], low);
                set_float(&mut fields[1 + 8 + i], high);
            }
        }
    }
    Ok(changed)
}

/// A word as a number.
fn word(fields: &[Field], at: usize) -> f64 {
    fields.get(at).map_or(0.0, |w| f64::from(w.as_f32()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fxr::Game;
    use crate::fxr::property::{Keyframes, Modifier};

    fn linear(values: &[(f32, f32)]) -> Property {
        let keys = Keyframes {
            times: values.iter().map(|v| v.0).collect(),
            values: values.iter().map(|v| [v.1, 0.0, 0.0, 0.0]).collect(),
            ..Keyframes::default()
        };
        Property::keyframed(ValueType::Scalar, PropertyFunction::Linear, false, &keys)
    }

    #[test]
    fn scaling_a_curve_scales_its_values_bounds_and_random_range() {
        let range = Modifier::new(
            ModifierType::RandomRange,
            ValueType::Scalar,
            Game::EldenRing,
            vec![
                Field::from_i32(7),
                Field::from_f32(-1.0),
                Field::from_f32(2.0),
            ],
            vec![],
        );
        let mut p = linear(&[(0.0, 1.0), (0.5, 3.0)]).with_modifiers(vec![range]);
        assert_eq!(scale_property(&mut p, 2.0, Game::EldenRing), Ok(true));
        let k = p.keyframes().unwrap();
        assert_eq!(k.times, vec![0.0, 0.5]);
        assert_eq!(k.values, vec![[2.0, 0.0, 0.0, 0.0], [6.0, 0.0, 0.0, 0.0]]);
        assert_eq!((k.min[0], k.max[0]), (2.0, 6.0));
        let m = &p.modifiers[0].fields;
        assert_eq!(
            (m[0].as_i32(), m[1].as_f32(), m[2].as_f32()),
            (7, -2.0, 4.0)
        );
    }

    #[test]
    fn scaling_by_one_or_zero_values_changes_nothing() {
        let mut p = linear(&[(0.0, 1.0), (0.5, 3.0)]);
        let before = p.clone();
        assert_eq!(scale_property(&mut p, 1.0, Game::EldenRing), Ok(false));
        assert_eq!(p, before);
        let mut zero = Property::from_constant(&[0.0, 0.0]);
        assert_eq!(scale_property(&mut zero, 3.0, Game::EldenRing), Ok(false));
    }

    #[test]
    fn a_one_scaled_becomes_a_constant_with_its_type_enum() {
        let mut one = Property::from_constant(&[1.0, 1.0, 1.0]);
        assert_eq!(scale_property(&mut one, 2.5, Game::EldenRing), Ok(true));
        assert_eq!(one, Property::from_constant(&[2.5, 2.5, 2.5]));
    }

    #[test]
    fn the_time_axis_stretches_keyframe_times_only() {
        let mut p = linear(&[(0.0, 1.0), (0.5, 3.0)]);
        assert_eq!(scale_time_axis(&mut p, 2.0), Ok(true));
        let k = p.keyframes().unwrap();
        assert_eq!(k.times, vec![0.0, 1.0]);
        assert_eq!(k.values[1][0], 3.0);
        let mut constant = Property::scalar(4.0);
        assert_eq!(scale_time_axis(&mut constant, 2.0), Ok(false));
    }

    #[test]
    fn integers_round_and_stay_positive() {
        let mut w = Field::from_i32(3);
        assert!(scale_int(&mut w, 0.5));
        assert_eq!(w.as_i32(), 2);
        let mut one = Field::from_i32(1);
        assert!(!scale_int(&mut one, 0.1));
        assert_eq!(one.as_i32(), 1);
        let mut minus = Field::from_i32(-1);
        assert!(!scale_int(&mut minus, 1.0));
    }

    #[test]
    fn value_at_zero_reads_constants_and_first_keyframes() {
        assert_eq!(value_at_zero(&Property::scalar(-1.0)), Some(-1.0));
        assert_eq!(value_at_zero(&linear(&[(0.0, 2.0), (1.0, 5.0)])), Some(2.0));
    }
}
