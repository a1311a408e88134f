//! The lake's forward program (seeds 002, `M[PlacidLake]_FwdSdw`) on the CPU: which material
//! value feeds which term, and each formula the notes state, evaluated in `f32` the way the
//! GPU program (`shaders/water.wgsl`) does, so the conformance tests can compare the two.
//!
//! | term (seeds 002)                 | material values                  | formula                                                      |
//! |----------------------------------|----------------------------------|--------------------------------------------------------------|
//! | waves                            | `float_11`, `float2_2`, `float2_4`, `float2_5`, `float_9` | A scrolls by `float_11*t*float2_2`; B by `float2_4*t*float_11 + float2_5*uv`, offset by A.b; `xy = A.xy + (B-0.5)*float_9`, decoded `2v-1`, `z = sqrt(1-saturate(x²+y²))` |
//! | refraction                       | `float_1`                        | screen offset `n.xy * float_1*10/(depth+10)`; straight coordinate where the offset sample is in front ([`refraction_scale`]) |
//! | absorption                       | `float3_0 + float3_2` = sigma    | `exp2(-1.4427*sigma*max(0, behind-surface))` ([`absorption`]) |
//! | Fresnel                          | (none)                           | transmitted × `0.96 - 0.96*(1-|N.V|)^5` ([`transmission_weight`]) |
//! | caustics                         | `float_7`, `float_8`, `float_16`, `float_26`, `float_27`, `color_2..5` | `hourColour*behind*mask*float_7*float_16`, two flow phases of `frac(2*float_8*t)` ([`hour_colour`]) |
//! | sun highlight                    | smoothness                       | `sqrt(smoothness*(1-0.075/Vec_0.w))` ([`sun_smoothness`])    |
//! | body                             | `color_0`, `float_5`, `float_17..21` | `saturate(saturate((float_19+(d-float_17)/max(float_18-float_17,0.001))*float_21)*float_5)` ([`body_blend`]) |
//! | alpha                            | `float_3`                        | instance alpha × `saturate((behind-surface)*float_3)` ([`shore_alpha`]) |
//! | depth copy                       | (frame)                          | view depth `-z/(x-stored)` ([`view_depth_from_stored`])      |
//!
//! Parameters are found by their suffix (`..._snp_0_float_17` is `float_17`); colours take
//! their bound value (stored `^2.2 ×` fifth). Where the material has no such parameter the
//! default is m10_00_692's value where the notes give it (the body blend's five values,
//! sigma, `color_2`, a black body) and ours otherwise (marked in [`WaterParams::defaults_used`]).
//!
//! Not drawn (stated, so nobody mistakes the preview for the game): the water simulation's
//! normal map (t57; no simulation runs here), the screen-space reflection chain (a generated
//! sky stands in), the image-based-light cubes, the tiled point and spot lights, and the
//! screen-space shadow (1 everywhere). The order in which the terms are summed is ours where
//! the notes do not state it: what is behind (plus caustics) is absorbed and weighted by the
//! transmission, the reflection and sun are added, then the body is mixed in.

use fxr_library::materials::ParamView;

/// The values of the lake's program, named by what they do.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct WaterParams {
    /// `float_1`: the refraction's screen offset at depth 0.
    pub refraction: f32,
    /// `float_3`: the shore fade (alpha per metre of water).
    pub shore: f32,
    /// `float_5`: the body's largest share.
    pub body_strength: f32,
    /// `float_7`: caustic intensity.
    pub caustic_intensity: f32,
    /// `float_8`: caustic flow speed (the phases are `frac(2*float_8*t)`).
    pub caustic_speed: f32,
    /// `float_9`: normal map B's share of the waves.
    pub wave_b: f32,
    /// `float_11`: the waves' scroll speed.
    pub wave_speed: f32,
    /// `float_16`: caustic scale.
    pub caustic_scale: f32,
    /// `float_17`: where the body starts (metres from the camera).
    pub body_near: f32,
    /// `float_18`: where the body's ramp ends.
    pub body_far: f32,
    /// `float_19`: the body ramp's offset.
    pub body_offset: f32,
    /// `float_21`: the body ramp's gain.
    pub body_gain: f32,
    /// `float_26`: caustics fade from this distance.
    pub caustic_fade_near: f32,
    /// `float_27`: caustics are gone at this distance.
    pub caustic_fade_far: f32,
    /// `float2_2`: normal map A's scroll.
    pub scroll_a: [f32; 2],
    /// `float2_4`: normal map B's scroll.
    pub scroll_b: [f32; 2],
    /// `float2_5`: normal map B's coordinate skew by the surface coordinate.
    pub skew_b: [f32; 2],
    /// sigma = `float3_0 + float3_2`: absorption per metre, per channel.
    pub sigma: [f32; 3],
    /// `saturate(color_0)` bound: the body's diffuse colour.
    pub body_colour: [f32; 3],
    /// `color_2`, `color_3`, `color_4`, `color_5` bound: night, morning, midday, afternoon.
    pub hour_colours: [[f32; 3]; 4],
    /// Rows 0 and 1 of `cbTextureTilingScale` (B's and A's tiling, per metre; ours: the
    /// material does not state them).
    pub tiling: [f32; 2],
    /// The sun highlight's smoothness before [`sun_smoothness`] (ours).
    pub smoothness: f32,
    /// The fields that took a default because the material has no such parameter.
    pub defaults_used: Vec<String>,
}

/// m10_00_692's values where seeds 002 states them, ours otherwise.
impl Default for WaterParams {
    fn default() -> Self {
        WaterParams {
            refraction: 0.05,
            shore: 2.0,
            body_strength: 0.2,
            caustic_intensity: 1.0,
            caustic_speed: 0.1,
            wave_b: 0.5,
            wave_speed: 1.0,
            caustic_scale: 0.3,
            body_near: 120.0,
            body_far: 700.0,
            body_offset: 0.2,
            body_gain: 6.0,
            caustic_fade_near: 20.0,
            caustic_fade_far: 60.0,
            scroll_a: [0.02, 0.01],
            scroll_b: [-0.01, 0.015],
            skew_b: [0.0, 0.0],
            sigma: [0.215, 0.115, 0.09],
            body_colour: [0.0, 0.0, 0.0],
            // color_2 (night) bound from m10_00_692's (0.506, 0.900, 1, 1, 8): the notes'
            // only stated colour; the morning, midday and afternoon colours are ours.
            hour_colours: [
                [1.786, 6.347, 8.0],
                [0.9, 0.7, 0.5],
                [1.0, 1.0, 0.95],
                [0.9, 0.6, 0.4],
            ],
            tiling: [0.25, 0.125],
            smoothness: 0.95,
            defaults_used: Vec::new(),
        }
    }
}

/// The parameter whose name is `suffix` or ends with `_suffix`.
pub fn param_by_suffix<'a>(params: &'a [ParamView], suffix: &str) -> Option<&'a ParamView> {
    params.iter().find(|p| {
        p.name == suffix
            || p.name
                .strip_suffix(suffix)
                .is_some_and(|head| head.ends_with('_'))
    })
}

impl WaterParams {
    /// The values a material states, with defaults for the rest.
    pub fn from_params(params: &[ParamView]) -> WaterParams {
        let mut w = WaterParams::default();
        let mut used = Vec::new();
        let mut scalar = |suffix: &str, field: &mut f32| match param_by_suffix(params, suffix)
            .map(ParamView::effective)
        {
            Some(v) if !v.is_empty() && v[0].is_finite() => *field = v[0],
            _ => used.push(suffix.to_string()),
        };
        scalar("float_1", &mut w.refraction);
        scalar("float_3", &mut w.shore);
        scalar("float_5", &mut w.body_strength);
        scalar("float_7", &mut w.caustic_intensity);
        scalar("float_8", &mut w.caustic_speed);
        scalar("float_9", &mut w.wave_b);
        scalar("float_11", &mut w.wave_speed);
        scalar("float_16", &mut w.caustic_scale);
        scalar("float_17", &mut w.body_near);
        scalar("float_18", &mut w.body_far);
        scalar("float_19", &mut w.body_offset);
        scalar("float_21", &mut w.body_gain);
        scalar("float_26", &mut w.caustic_fade_near);
        scalar("float_27", &mut w.caustic_fade_far);
        let mut vector = |suffix: &str, out: &mut [f32]| match param_by_suffix(params, suffix)
            .map(ParamView::effective)
        {
            Some(v) if v.len() >= out.len() && v.iter().all(|f| f.is_finite()) => {
                out.copy_from_slice(&v[..out.len()])
            }
            _ => used.push(suffix.to_string()),
        };
        vector("float2_2", &mut w.scroll_a);
        vector("float2_4", &mut w.scroll_b);
        vector("float2_5", &mut w.skew_b);
        let mut sigma0 = w.sigma;
        let mut sigma2 = [0.0; 3];
        vector("float3_0", &mut sigma0);
        vector("float3_2", &mut sigma2);
        w.sigma = [
            sigma0[0] + sigma2[0],
            sigma0[1] + sigma2[1],
            sigma0[2] + sigma2[2],
        ];
        vector("color_0", &mut w.body_colour);
        w.body_colour = w.body_colour.map(|c| c.clamp(0.0, 1.0));
        for (slot, name) in ["color_2", "color_3", "color_4", "color_5"]
            .iter()
            .enumerate()
        {
            if let Some(c) = w.hour_colours.get_mut(slot) {
                vector(name, c);
            }
        }
        w.defaults_used = used;
        w
    }
}

/// seeds 002, the body: `saturate(saturate((float_19 + (distance - float_17) /
/// max(float_18 - float_17, 0.001)) * float_21) * float_5)`, a blend by the distance from the
/// camera.
pub fn body_blend(p: &WaterParams, distance: f32) -> f32 {
    let ramp = (p.body_offset + (distance - p.body_near) / (p.body_far - p.body_near).max(0.001))
        * p.body_gain;
    (ramp.clamp(0.0, 1.0) * p.body_strength).clamp(0.0, 1.0)
}

/// seeds 002, absorption: `exp2(-1.4427 * sigma * max(0, behind - surface))` per channel.
/// The factor is the engine program's literal (1/ln 2 as the note records it), kept as written
/// rather than `LOG2_E` so that the CPU reference evaluates the same number.
#[allow(clippy::approx_constant)]
pub fn absorption(sigma: [f32; 3], behind: f32, surface: f32) -> [f32; 3] {
    let depth = (behind - surface).max(0.0);
    sigma.map(|s| (-1.4427 * s * depth).exp2())
}

/// seeds 002, Fresnel: the transmitted light's weight `0.96 - 0.96 * (1 - |N.V|)^5`
/// (Schlick's form with 0.04 at normal incidence).
pub fn transmission_weight(n_dot_v: f32) -> f32 {
    let k = 1.0 - n_dot_v.abs().min(1.0);
    0.96 - 0.96 * (k * k * k * k * k)
}

/// seeds 002, refraction: the screen offset's scale `float_1 * 10 / (depth + 10)`.
pub fn refraction_scale(refraction: f32, depth: f32) -> f32 {
    refraction * 10.0 / (depth + 10.0)
}

/// seeds 002, alpha: `instance alpha * saturate((behind - surface) * float_3)`.
pub fn shore_alpha(instance_alpha: f32, behind: f32, surface: f32, shore: f32) -> f32 {
    instance_alpha * ((behind - surface) * shore).clamp(0.0, 1.0)
}

/// seeds 002, the sun highlight's smoothness `sqrt(smoothness * (1 - 0.075 / Vec_0.w))`.
pub fn sun_smoothness(smoothness: f32, vec0_w: f32) -> f32 {
    (smoothness * (1.0 - 0.075 / vec0_w)).max(0.0).sqrt()
}

/// seeds 002, the caustics' hour colour: `color_4` within five hours of noon, `color_3` in
/// the morning and `color_5` in the afternoon (five to seven hours from noon), `color_2`
/// beyond seven hours. Returns the index into [`WaterParams::hour_colours`] (0 = `color_2`).
pub fn hour_colour(hour: f32) -> usize {
    let from_noon = hour.rem_euclid(24.0) - 12.0;
    match from_noon.abs() {
        d if d < 5.0 => 2,
        d if d < 7.0 && from_noon < 0.0 => 1,
        d if d < 7.0 => 3,
        _ => 0,
    }
}

/// seeds 002, the depth copy: the view depth `-z / (x - stored)` of a stored depth, with `x`
/// and `z` from the frame's scene constants ([`depth_constants`]).
pub fn view_depth_from_stored(x: f32, z: f32, stored: f32) -> f32 {
    -z / (x - stored)
}

/// The `(x, z)` for [`view_depth_from_stored`] of a perspective projection with reversed depth
/// (near at 1, far at 0; the renderer's): stored `= A + B / depth` with `A = near/(near-far)`
/// and `B = near*far/(far-near)`, so `depth = B / (stored - A) = -B / (A - stored)`: `x = A`,
/// `z = B`.
pub fn depth_constants(near: f32, far: f32) -> (f32, f32) {
    let a = near / (near - far);
    let b = near * far / (far - near);
    (a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_library::materials::{ParamView, StoredValue};

    /// seeds 002: m10_00_692's (120, 700, 0.2, 6, 0.2): 0 at 4 m, 0.012 at 10 m, a fifth
    /// from 101 m on.
    #[test]
    fn the_body_blends_in_by_distance_as_the_notes_state() {
        let p = WaterParams::default();
        assert_eq!(
            (
                p.body_near,
                p.body_far,
                p.body_offset,
                p.body_gain,
                p.body_strength
            ),
            (120.0, 700.0, 0.2, 6.0, 0.2)
        );
        assert!(body_blend(&p, 4.0).abs() < 1e-6, "{}", body_blend(&p, 4.0));
        assert!(body_blend(&p, 3.0) == 0.0);
        assert!(
            (body_blend(&p, 10.0) - 0.012).abs() < 0.0005,
            "{}",
            body_blend(&p, 10.0)
        );
        for d in [101.0, 200.0, 5000.0] {
            assert!(
                (body_blend(&p, d) - 0.2).abs() < 1e-6,
                "{d}: {}",
                body_blend(&p, d)
            );
        }
        assert!(body_blend(&p, 100.0) < 0.2);
    }

    #[test]
    fn absorption_fresnel_and_shore_follow_the_notes() {
        let sigma = [0.215, 0.115, 0.09];
        // Over 2 m of water: exp(-sigma * 2) (1.4427 is 1/ln 2).
        let t = absorption(sigma, 7.0, 5.0);
        for (got, s) in t.iter().zip(sigma) {
            assert!((got - (-s * 2.0f32).exp()).abs() < 1e-4, "{t:?}");
        }
        assert_eq!(absorption(sigma, 4.0, 5.0), [1.0; 3]);
        assert!((transmission_weight(1.0) - 0.96).abs() < 1e-7);
        assert!(transmission_weight(0.0).abs() < 1e-7);
        assert!((transmission_weight(-0.5) - (0.96 - 0.96 * 0.5f32.powi(5))).abs() < 1e-6);
        assert!((refraction_scale(0.05, 10.0) - 0.025).abs() < 1e-7);
        assert_eq!(shore_alpha(1.0, 5.25, 5.0, 2.0), 0.5);
        assert_eq!(shore_alpha(0.5, 9.0, 5.0, 2.0), 0.5);
        assert!((sun_smoothness(1.0, 1.0) - 0.925f32.sqrt()).abs() < 1e-7);
        assert_eq!(
            [
                hour_colour(12.0),
                hour_colour(7.5),
                hour_colour(6.0),
                hour_colour(17.5),
                hour_colour(18.5),
                hour_colour(2.0)
            ],
            [2, 2, 1, 3, 3, 0]
        );
    }

    #[test]
    fn the_depth_copy_gives_the_view_depth_back() {
        let (near, far) = (0.08, 10_000.0);
        let (x, z) = depth_constants(near, far);
        for depth in [0.08f32, 1.0, 12.5, 900.0] {
            let stored = near / (near - far) + near * far / (far - near) / depth;
            let back = view_depth_from_stored(x, z, stored);
            assert!((back - depth).abs() / depth < 1e-3, "{depth}: {back}");
        }
    }

    #[test]
    fn material_values_are_found_by_suffix_and_colours_bound() {
        let p = |name: &str, stored: StoredValue, bound: Option<Vec<f32>>| ParamView {
            name: name.into(),
            type_name: String::new(),
            stored,
            bound,
        };
        let params = vec![
            p(
                "M_PlacidLake__snp_0_float_17",
                StoredValue::Float(50.0),
                None,
            ),
            p("M_PlacidLake__snp_0_float_1", StoredValue::Float(0.1), None),
            p(
                "M_PlacidLake__snp_0_float3_0",
                StoredValue::Floats(vec![0.1, 0.1, 0.1]),
                None,
            ),
            p(
                "M_PlacidLake__snp_0_float3_2",
                StoredValue::Floats(vec![0.115, 0.015, -0.01]),
                None,
            ),
            p(
                "M_PlacidLake__snp_0_color_2",
                StoredValue::Floats(vec![0.506, 0.9, 1.0, 1.0, 8.0]),
                Some(vec![1.786, 6.347, 8.0]),
            ),
            p(
                "M_PlacidLake__snp_0_color_0",
                StoredValue::Floats(vec![2.0, 0.0, 0.0, 1.0, 1.0]),
                Some(vec![4.59, 0.0, 0.0]),
            ),
        ];
        let w = WaterParams::from_params(&params);
        assert_eq!((w.body_near, w.refraction), (50.0, 0.1));
        assert!(
            (w.sigma[0] - 0.215).abs() < 1e-6
                && (w.sigma[1] - 0.115).abs() < 1e-6
                && (w.sigma[2] - 0.09).abs() < 1e-6
        );
        assert_eq!(w.hour_colours[0], [1.786, 6.347, 8.0]);
        assert_eq!(w.body_colour, [1.0, 0.0, 0.0], "saturate(color_0)");
        assert!(
            w.defaults_used.contains(&"float_18".to_string())
                && !w.defaults_used.contains(&"float_17".to_string())
        );
        // float_1 is not float_17's suffix.
        assert_eq!(
            param_by_suffix(&params, "float_1").unwrap().name,
            "M_PlacidLake__snp_0_float_1"
        );
        assert!(param_by_suffix(&params, "oat_1").is_none());
    }
}
