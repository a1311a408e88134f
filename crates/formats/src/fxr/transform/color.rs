//! The colour rules of [`super::Recolor`]: a hue shift, a saturation and a brightness factor,
//! and a palette, in HSV as the `fxr` library's `Recolor` helpers work (`src/fxr.ts`,
//! `Recolor.hueShift`, `Recolor.scaleSaturation`, `Recolor.replaceHue`).
//!
//! A colour brighter than 1 (the games' colours are not clamped: `color3` "can go above 1",
//! `src/actions/603.yml`) is divided by its largest component before the conversion and
//! multiplied by it after, as the library does (`Math.max(r, g, b, 1)`), so its brightness is
//! kept. Alpha never changes. The arithmetic is in `f64`; the file stores `f32`.

use super::TransformError;

/// Degrees in a turn of the hue circle.
const TURN: f64 = 360.0;

/// What [`super::Recolor`] does to one colour: each step only when its parameter is not the
/// identity, in this order: palette, hue shift, saturation, brightness.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ColorMap {
    /// Degrees added to the hue.
    pub hue: f64,
    /// Factor on the saturation (the result is kept within 0..=1).
    pub saturation: f64,
    /// Factor on red, green and blue; applied only where `brightness` is asked for (primary
    /// colours, see `super::recolor_action`).
    pub brightness: f64,
    /// Hues of the palette (degrees), empty for none.
    pub palette_hues: Vec<f64>,
}

impl ColorMap {
    /// Whether the map changes hue or saturation (the steps that go through HSV).
    pub fn changes_hue_or_saturation(&self) -> bool {
        self.hue.rem_euclid(TURN) != 0.0 || self.saturation != 1.0 || !self.palette_hues.is_empty()
    }

    /// The colour `rgba` recoloured; `brightness`: whether the brightness factor applies to it.
    /// A colour with a negative or non-finite component keeps its hue and saturation (HSV
    /// has no meaning for it); the brightness factor still applies.
    pub fn apply(&self, rgba: [f64; 4], brightness: bool) -> [f64; 4] {
        let [mut r, mut g, mut b, a] = rgba;
        let convertible = [r, g, b].iter().all(|c| c.is_finite() && *c >= 0.0);
        if self.changes_hue_or_saturation() && convertible {
            let scale = r.max(g).max(b).max(1.0);
            let (mut h, mut s, v) = rgb_to_hsv(r / scale, g / scale, b / scale);
            // A grey has no hue to replace.
            if s > 0.0
                && let Some(target) = nearest_hue(h, &self.palette_hues)
            {
                h = target;
            }
            h = (h + self.hue).rem_euclid(TURN);
            s = (s * self.saturation).clamp(0.0, 1.0);
            [r, g, b] = hsv_to_rgb(h, s, v).map(|c| c * scale);
        }
        if brightness && self.brightness != 1.0 {
            [r, g, b] = [r, g, b].map(|c| c * self.brightness);
        }
        [r, g, b, a]
    }

    /// The slope of a curve through `value` (per unit of its segment, as the keyframes store
    /// it) after the map: the map's derivative along `slope`, by a central difference (the
    /// hue and saturation steps are not linear, so a slope cannot be mapped like a value).
    pub fn apply_to_slope(&self, value: [f64; 4], slope: [f64; 4], brightness: bool) -> [f64; 4] {
        const STEP: f64 = 1e-4;
        let at = |sign: f64| {
            let moved: [f64; 4] = std::array::from_fn(|i| value[i] + sign * STEP * slope[i]);
            self.apply(moved, brightness)
        };
        let (ahead, behind) = (at(1.0), at(-1.0));
        let mut out: [f64; 4] = std::array::from_fn(|i| (ahead[i] - behind[i]) / (2.0 * STEP));
        // Alpha is never mapped: its slope stays exactly as stored.
        out[3] = slope[3];
        out
    }
}

/// Hue (degrees, 0..360), saturation and value of an RGB colour in 0..=1.
pub(super) fn rgb_to_hsv(r: f64, g: f64, b: f64) -> (f64, f64, f64) {
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let delta = max - min;
    let s = if max > 0.0 { delta / max } else { 0.0 };
    let h = if delta == 0.0 {
        0.0
    } else if max == r {
        60.0 * ((g - b) / delta).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / delta + 2.0)
    } else {
        60.0 * ((r - g) / delta + 4.0)
    };
    (h, s, max)
}

/// The RGB colour of a hue (degrees), saturation and value.
pub(super) fn hsv_to_rgb(h: f64, s: f64, v: f64) -> [f64; 3] {
    let sector = (h.rem_euclid(TURN) / 60.0).min(6.0 - f64::EPSILON);
    let c = v * s;
    let x = c * (1.0 - (sector % 2.0 - 1.0).abs());
    let m = v - c;
    let (r, g, b) = match sector as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    [r + m, g + m, b + m]
}

/// The palette hue closest to `hue` around the circle (the first of equals), if any.
fn nearest_hue(hue: f64, palette: &[f64]) -> Option<f64> {
    let distance = |p: f64| {
        let d = (p - hue).rem_euclid(TURN);
        d.min(TURN - d)
    };
    palette
        .iter()
        .copied()
        .fold(None, |best: Option<f64>, p| match best {
            Some(b) if distance(b) <= distance(p) => Some(b),
            _ => Some(p),
        })
}

/// A palette colour `#RRGGBB` or `RRGGBB` (hex) as RGB in 0..=1.
pub(super) fn parse_hex(text: &str) -> Result<[f32; 3], TransformError> {
    let hex = text.strip_prefix('#').unwrap_or(text);
    let bad = || TransformError::Parse {
        what: "palette colour".into(),
        expected: "#RRGGBB (six hexadecimal digits)".into(),
        found: text.to_string(),
    };
    if hex.len() != 6 || !hex.is_ascii() {
        return Err(bad());
    }
    let channel = |i: usize| {
        u8::from_str_radix(&hex[i..i + 2], 16)
            .map(|v| f32::from(v) / 255.0)
            .map_err(|_| bad())
    };
    Ok([channel(0)?, channel(2)?, channel(4)?])
}

/// The hue of a palette colour, or why it has none (a grey has no hue to give).
pub(super) fn palette_hue(rgb: [f32; 3]) -> Option<f64> {
    let (h, s, _) = rgb_to_hsv(f64::from(rgb[0]), f64::from(rgb[1]), f64::from(rgb[2]));
    (s > 0.0).then_some(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(hue: f64, saturation: f64, brightness: f64) -> ColorMap {
        ColorMap {
            hue,
            saturation,
            brightness,
            palette_hues: Vec::new(),
        }
    }

    fn close(a: [f64; 4], b: [f64; 4]) -> bool {
        a.iter().zip(&b).all(|(x, y)| (x - y).abs() < 1e-9)
    }

    #[test]
    fn a_hue_shift_of_120_degrees_turns_red_green_and_green_blue() {
        let shift = map(120.0, 1.0, 1.0);
        assert!(close(
            shift.apply([1.0, 0.0, 0.0, 0.5], true),
            [0.0, 1.0, 0.0, 0.5]
        ));
        assert!(close(
            shift.apply([0.0, 1.0, 0.0, 1.0], true),
            [0.0, 0.0, 1.0, 1.0]
        ));
        // Orange (hue 30) to spring green (hue 150).
        assert!(close(
            shift.apply([1.0, 0.5, 0.0, 1.0], true),
            [0.0, 1.0, 0.5, 1.0]
        ));
    }

    #[test]
    fn a_colour_above_one_keeps_its_brightness() {
        // The library divides by max(r, g, b, 1) and multiplies back.
        let out = map(120.0, 1.0, 1.0).apply([4.0, 0.0, 0.0, 1.0], true);
        assert!(close(out, [0.0, 4.0, 0.0, 1.0]), "{out:?}");
    }

    #[test]
    fn saturation_and_brightness_factors() {
        // Saturation 0 turns a colour grey at its value (max component).
        let grey = map(0.0, 0.0, 1.0).apply([1.0, 0.5, 0.0, 1.0], true);
        assert!(close(grey, [1.0, 1.0, 1.0, 1.0]), "{grey:?}");
        // Half saturation: (1, 0.5, 0) has s = 1, v = 1 -> s = 0.5: (1, 0.75, 0.5).
        let half = map(0.0, 0.5, 1.0).apply([1.0, 0.5, 0.0, 1.0], true);
        assert!(close(half, [1.0, 0.75, 0.5, 1.0]), "{half:?}");
        // Brightness multiplies red, green and blue, and only where asked.
        let dim = map(0.0, 1.0, 0.5);
        assert_eq!(dim.apply([1.0, 0.5, 0.2, 0.8], true), [0.5, 0.25, 0.1, 0.8]);
        assert_eq!(dim.apply([1.0, 0.5, 0.2, 0.8], false), [1.0, 0.5, 0.2, 0.8]);
    }

    #[test]
    fn greys_and_negative_colours_keep_their_hue() {
        let shift = map(90.0, 1.0, 1.0);
        assert_eq!(
            shift.apply([0.3, 0.3, 0.3, 1.0], true),
            [0.3, 0.3, 0.3, 1.0]
        );
        assert_eq!(
            shift.apply([-1.0, 0.0, 0.5, 1.0], true),
            [-1.0, 0.0, 0.5, 1.0]
        );
    }

    #[test]
    fn a_palette_gives_each_colour_its_nearest_hue() {
        let palette = ColorMap {
            palette_hues: vec![
                palette_hue([0.0, 0.0, 1.0]).unwrap(),
                palette_hue([1.0, 1.0, 0.0]).unwrap(),
            ],
            ..map(0.0, 1.0, 1.0)
        };
        // Orange (30) is nearer yellow (60) than blue (240); cyan (180) nearer blue.
        assert!(close(
            palette.apply([1.0, 0.5, 0.0, 1.0], true),
            [1.0, 1.0, 0.0, 1.0]
        ));
        assert!(close(
            palette.apply([0.0, 1.0, 1.0, 1.0], true),
            [0.0, 0.0, 1.0, 1.0]
        ));
        assert_eq!(palette_hue([0.5, 0.5, 0.5]), None);
        assert_eq!(parse_hex("#ff8000").unwrap(), [1.0, 128.0 / 255.0, 0.0]);
        assert!(parse_hex("ff80").is_err());
        assert!(parse_hex("gg0000").is_err());
    }

    #[test]
    fn slopes_follow_the_maps_derivative() {
        // Brightness is linear: a slope scales with it.
        let dim = map(0.0, 1.0, 0.5);
        let slope = dim.apply_to_slope([0.5, 0.2, 0.1, 1.0], [1.0, -2.0, 0.5, 3.0], true);
        assert!(close(slope, [0.5, -1.0, 0.25, 3.0]), "{slope:?}");
        // A hue rotation by 120 degrees of a pure red ramp gives a pure green ramp.
        let slope =
            map(120.0, 1.0, 1.0).apply_to_slope([0.5, 0.0, 0.0, 1.0], [0.25, 0.0, 0.0, 0.0], true);
        assert!(close(slope, [0.0, 0.25, 0.0, 0.0]), "{slope:?}");
    }
}
