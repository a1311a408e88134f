//! The character detail blend (seeds 004) on the CPU: the texture slots per switch, which
//! material values feed the equation, and the equation itself, evaluated in `f32` as the GPU
//! program (`shaders/detail.wgsl`) does so the conformance tests can compare the two.
//!
//! `chain(x)` is the first detail's value followed by `lerp(previous, x_i, w_i)` for each
//! further detail. Per pixel, with `A` the base albedo, `N` the base normal texel, `M` the
//! base mask, `D_i` and `K_i` the detail colour and normal texels:
//!
//! | output      | formula (seeds 004)                                                        |
//! |-------------|----------------------------------------------------------------------------|
//! | colour `C`  | `saturate(gain * A' * chain(tint_i * D_i.rgb))`, `A' = lerp(A.rgb, dot(A.rgb, (0.29891, 0.58661, 0.11448)), desaturation)` |
//! | normal      | `xy = 2*N.xy-1`, `z = sqrt(1-min(dot(xy,xy),1))`, then `xy += normalStrength*(2*chain(K_i.xy)-1)`; z is not rebuilt |
//! | gloss       | `saturate(2 * chain(scale_i) * chain(K_i.z + glossBias_i))`; `scale_i = N.z` (switch 1's first detail: 0.5) |
//! | `f`         | `saturate(chain(reflectanceTerm_i))`                                       |
//! | Sekiro      | `albedo = (1-f)*C*colour`, `F0 = lerp(0.03, C, f)`                          |
//! | Elden Ring  | `albedo = C*colour`, metallic `f`                                          |
//!
//! Gain 4.55 (measured on Sekiro's switches; the notes' Lining program uses the same gain, and
//! we take it for Elden Ring too). Slots:
//!
//! | game       | base albedo, normal, mask | detail colour/normal pairs in chain order              |
//! |------------|---------------------------|--------------------------------------------------------|
//! | Sekiro 0   | 1, 2, 8                   | (0,11)                                                 |
//! | Sekiro 13  | 1, 2, 8                   | (0,11), (3,5)                                          |
//! | Sekiro 6   | 1, 2, 8                   | (0,11), (3,5), (9,13)                                  |
//! | Sekiro 1   | 1, 2, 8                   | (7,10), (0,11)                                         |
//! | Elden Ring | 7, 0 (alpha: blend masks), none | albedos 1, 10, 4; normals paired by the material's texture paths (`X_a` with `X_n`), else flat |
//!
//! What the notes leave open and we chose (marked "ours" in the code): the weights `w_i`
//! (Sekiro: mask red for the second detail, green for the third; switch 1's transition is the
//! notes' `min((22*N.z)^260, 1)`; Elden Ring: the base normal's alpha, `saturate(2a)` then
//! `saturate(2a-1)`), the reflectance terms (the mask-dependent one is `saturate(M.b + bias)`,
//! the others the bias alone; the first detail has it, switch 1's second), which material
//! colour is which tint (`color_i` for detail i: Elden Ring's bound five-float colour, Sekiro's
//! float4 times its `-Intensity`), `colour` = `g_DiffuseMapColor`, and how many details an
//! Elden Ring switch chains (0: one, 1 and 13: two, others three, after the registers the notes
//! list per switch).

use super::water::param_by_suffix;
use fxr_library::materials::DetailForm;
use fxr_library::materials::{ParamView, SamplerView};

/// The gain the notes measured on Sekiro's switches.
pub const GAIN: f32 = 4.55;

/// The desaturation's luminance weights (seeds 004).
pub const DESATURATION_WEIGHTS: [f32; 3] = [0.29891, 0.58661, 0.11448];

/// The most details a chain has (switch 6).
pub const MAX_DETAILS: usize = 3;

/// The switches whose slots the notes prove for Sekiro.
pub const SEKIRO_SWITCHES: [i32; 4] = [0, 13, 6, 1];

/// A detail's colour slot and normal slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct DetailPair {
    /// The detail colour's texture slot.
    pub colour: u32,
    /// The detail normal's slot, when known (else a flat normal stands in).
    pub normal: Option<u32>,
}

/// Which texture slot plays which role.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DetailSlots {
    /// The base albedo.
    pub base_albedo: u32,
    /// The base normal.
    pub base_normal: u32,
    /// The base mask (Sekiro), none in Elden Ring's recorded slots.
    pub mask: Option<u32>,
    /// The detail pairs in chain order.
    pub details: Vec<DetailPair>,
}

/// Sekiro's slots for a proven switch (seeds 004), or `None` for another switch.
pub fn sekiro_slots(switch: i32) -> Option<DetailSlots> {
    let pair = |colour, normal| DetailPair {
        colour,
        normal: Some(normal),
    };
    let details = match switch {
        0 => vec![pair(0, 11)],
        13 => vec![pair(0, 11), pair(3, 5)],
        6 => vec![pair(0, 11), pair(3, 5), pair(9, 13)],
        1 => vec![pair(7, 10), pair(0, 11)],
        _ => return None,
    };
    Some(DetailSlots {
        base_albedo: 1,
        base_normal: 2,
        mask: Some(8),
        details,
    })
}

/// How many details an Elden Ring switch chains (ours, after the registers per switch).
pub fn elden_ring_detail_count(switch: i32) -> usize {
    match switch {
        0 => 1,
        1 | 13 => 2,
        _ => 3,
    }
}

/// Elden Ring's slots: 7, 0, and the detail albedos 1, 10, 4, each normal found by the
/// material's texture paths (`..._a.tif` with `..._n.tif`).
pub fn elden_ring_slots(samplers: &[SamplerView], switch: i32) -> DetailSlots {
    let stem = |path: &str| {
        let file = path.rsplit(['\\', '/']).next().unwrap_or(path);
        let base = file.split('.').next().unwrap_or(file).to_ascii_lowercase();
        base.strip_suffix("_a")
            .or_else(|| base.strip_suffix("_n"))
            .map(str::to_string)
    };
    let details = [1u32, 10, 4]
        .into_iter()
        .take(elden_ring_detail_count(switch))
        .map(|colour| {
            let colour_stem = samplers
                .iter()
                .find(|s| s.slot == Some(colour))
                .and_then(|s| stem(&s.path));
            let normal = colour_stem.and_then(|cs| {
                samplers
                    .iter()
                    .find(|s| {
                        s.role
                            .as_deref()
                            .is_some_and(|r| r.starts_with("NormalMap"))
                            && s.slot != Some(0)
                            && stem(&s.path).as_deref() == Some(cs.as_str())
                    })
                    .and_then(|s| s.slot)
            });
            DetailPair { colour, normal }
        })
        .collect();
    DetailSlots {
        base_albedo: 7,
        base_normal: 0,
        mask: None,
        details,
    }
}

/// The values of the detail equation for one material.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct DetailParams {
    /// Sekiro's or Elden Ring's outputs.
    pub form: DetailForm,
    /// The switch (`GXFT_SATStaticSwitch`, 0 when absent).
    pub switch: i32,
    /// The slots.
    pub slots: DetailSlots,
    /// The colour gain (4.55).
    pub gain: f32,
    /// The tint of each detail (linear).
    pub tints: [[f32; 3]; MAX_DETAILS],
    /// How far the base albedo is pulled towards its luminance, 0..1.
    pub desaturation: f32,
    /// The detail normals' strength.
    pub normal_strength: f32,
    /// Added to each detail normal's z in the gloss chain.
    pub gloss_bias: [f32; MAX_DETAILS],
    /// Each detail's reflectance bias.
    pub reflectance_bias: [f32; MAX_DETAILS],
    /// The material colour the albedo is multiplied by.
    pub colour: [f32; 3],
    /// Which detail's reflectance term depends on the mask (0; switch 1: 1).
    pub mask_term_detail: usize,
    /// Switch 1: the first detail's gloss scale is 0.5 instead of the base normal's z.
    pub first_scale_half: bool,
    /// Switch 1: the second detail's weight is `min((22*N.z)^260, 1)`.
    pub steep_transition: bool,
    /// Elden Ring: the weights come from the base normal's alpha (no mask slot).
    pub weights_from_normal_alpha: bool,
    /// What the preview could not take from the notes or the material, in words.
    pub notes: Vec<String>,
}

impl DetailParams {
    /// The equation for a switch of one form, with neutral tints and ours for the rest.
    pub fn for_switch(form: DetailForm, switch: i32) -> DetailParams {
        let mut notes = Vec::new();
        let slots = match form {
            DetailForm::Sekiro => sekiro_slots(switch).unwrap_or_else(|| {
                notes.push(format!("switch {switch} is not among Sekiro's proven 0, 13, 6, 1: drawn with switch 0's slots"));
                sekiro_slots(0).unwrap_or(DetailSlots { base_albedo: 1, base_normal: 2, mask: Some(8), details: Vec::new() })
            }),
            DetailForm::EldenRing => elden_ring_slots(&[], switch),
        };
        let sekiro_one = form == DetailForm::Sekiro && switch == 1;
        DetailParams {
            form,
            switch,
            slots,
            gain: GAIN,
            tints: [[1.0; 3]; MAX_DETAILS],
            desaturation: 0.0,
            normal_strength: 1.0,
            gloss_bias: [0.0; MAX_DETAILS],
            reflectance_bias: [0.0; MAX_DETAILS],
            colour: [1.0; 3],
            mask_term_detail: if sekiro_one { 1 } else { 0 },
            first_scale_half: sekiro_one,
            steep_transition: sekiro_one,
            weights_from_normal_alpha: form == DetailForm::EldenRing,
            notes,
        }
    }

    /// The equation for a material: its switch, tints and colour.
    pub fn from_material(
        form: DetailForm,
        params: &[ParamView],
        samplers: &[SamplerView],
    ) -> DetailParams {
        let switch = param_by_suffix(params, "GXFT_SATStaticSwitch")
            .and_then(|p| p.effective().first().copied())
            .filter(|v| v.is_finite())
            .map_or(0, |v| v as i32);
        let mut d = DetailParams::for_switch(form, switch);
        if form == DetailForm::EldenRing {
            d.slots = elden_ring_slots(samplers, switch);
        }
        for (i, tint) in d.tints.iter_mut().enumerate() {
            let Some(p) = param_by_suffix(params, &format!("color_{i}")) else {
                continue;
            };
            let v = p.effective();
            if v.len() < 3 || !v.iter().take(3).all(|c| c.is_finite()) {
                continue;
            }
            let intensity = match form {
                DetailForm::Sekiro => param_by_suffix(params, &format!("color_{i}-Intensity"))
                    .and_then(|q| q.effective().first().copied())
                    .unwrap_or(1.0),
                DetailForm::EldenRing => 1.0,
            };
            *tint = [v[0] * intensity, v[1] * intensity, v[2] * intensity];
        }
        if let Some(c) = params
            .iter()
            .find(|p| p.name == "g_DiffuseMapColor")
            .map(ParamView::effective)
            .filter(|v| v.len() >= 3)
        {
            d.colour = [c[0], c[1], c[2]];
        }
        d
    }

    /// How many details the chain has.
    pub fn detail_count(&self) -> usize {
        self.slots.details.len().clamp(1, MAX_DETAILS)
    }
}

/// The texels of one pixel (all in 0..1 as sampled; colours already linear).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct DetailSample {
    /// The base albedo `A`.
    pub base_albedo: [f32; 4],
    /// The base normal texel `N`.
    pub base_normal: [f32; 4],
    /// The base mask `M`.
    pub mask: [f32; 4],
    /// The detail colours `D_i`.
    pub colours: [[f32; 4]; MAX_DETAILS],
    /// The detail normals `K_i`.
    pub normals: [[f32; 4]; MAX_DETAILS],
}

/// What the G-buffer program writes for one pixel.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct DetailResult {
    /// `C`, before the material colour and `f`.
    pub colour: [f32; 3],
    /// The albedo lane.
    pub albedo: [f32; 3],
    /// The tangent-space normal (z not rebuilt after the details).
    pub normal: [f32; 3],
    /// The stored gloss.
    pub gloss: f32,
    /// `f`.
    pub reflectance: f32,
    /// Sekiro's F0 (Elden Ring: zero; the lighting forms it from the metallic).
    pub f0: [f32; 3],
    /// Elden Ring's metallic (Sekiro: zero).
    pub metallic: f32,
}

fn lerp(a: f32, b: f32, t: f32) -> f32 {
    a + (b - a) * t
}

fn saturate(v: f32) -> f32 {
    v.clamp(0.0, 1.0)
}

/// The weight `w_i` of detail `i` (1 or 2) in the chain.
pub fn weight(p: &DetailParams, s: &DetailSample, i: usize) -> f32 {
    if p.steep_transition && i == 1 {
        // seeds 004: switch 1's blend transition.
        return (22.0 * s.base_normal[2]).max(0.0).powf(260.0).min(1.0);
    }
    if p.weights_from_normal_alpha {
        // Ours: Elden Ring's base normal alpha supplies the masks (seeds 004), split in two.
        let a = s.base_normal[3];
        return if i == 1 {
            saturate(2.0 * a)
        } else {
            saturate(2.0 * a - 1.0)
        };
    }
    // Ours: the mask's red, then green.
    if i == 1 { s.mask[0] } else { s.mask[1] }
}

/// `chain(x)`: the first value, then `lerp(previous, x_i, w_i)`.
pub fn chain<const N: usize>(values: &[[f32; N]], weights: &[f32]) -> [f32; N] {
    let mut out = values.first().copied().unwrap_or([0.0; N]);
    for (v, w) in values.iter().zip(weights).skip(1) {
        for k in 0..N {
            out[k] = lerp(out[k], v[k], *w);
        }
    }
    out
}

/// The G-buffer outputs of one pixel (see the module documentation).
pub fn evaluate(p: &DetailParams, s: &DetailSample) -> DetailResult {
    let n = p.detail_count();
    let weights: Vec<f32> = (0..n)
        .map(|i| if i == 0 { 1.0 } else { weight(p, s, i) })
        .collect();
    let a = [s.base_albedo[0], s.base_albedo[1], s.base_albedo[2]];
    let luma = a[0] * DESATURATION_WEIGHTS[0]
        + a[1] * DESATURATION_WEIGHTS[1]
        + a[2] * DESATURATION_WEIGHTS[2];
    let a = a.map(|c| lerp(c, luma, p.desaturation));
    let tinted: Vec<[f32; 3]> = (0..n)
        .map(|i| [0, 1, 2].map(|k| p.tints[i][k] * s.colours[i][k]))
        .collect();
    let detail = chain(&tinted, &weights);
    let colour = [0, 1, 2].map(|k| saturate(p.gain * a[k] * detail[k]));

    let mut xy = [2.0 * s.base_normal[0] - 1.0, 2.0 * s.base_normal[1] - 1.0];
    let z = (1.0 - (xy[0] * xy[0] + xy[1] * xy[1]).min(1.0)).sqrt();
    let k_xy: Vec<[f32; 2]> = (0..n).map(|i| [s.normals[i][0], s.normals[i][1]]).collect();
    let k = chain(&k_xy, &weights);
    xy[0] += p.normal_strength * (2.0 * k[0] - 1.0);
    xy[1] += p.normal_strength * (2.0 * k[1] - 1.0);

    let scales: Vec<[f32; 1]> = (0..n)
        .map(|i| {
            [if i == 0 && p.first_scale_half {
                0.5
            } else {
                s.base_normal[2]
            }]
        })
        .collect();
    let glosses: Vec<[f32; 1]> = (0..n)
        .map(|i| [s.normals[i][2] + p.gloss_bias[i]])
        .collect();
    let gloss = saturate(2.0 * chain(&scales, &weights)[0] * chain(&glosses, &weights)[0]);

    let terms: Vec<[f32; 1]> = (0..n)
        .map(|i| {
            [if i == p.mask_term_detail {
                saturate(s.mask[2] + p.reflectance_bias[i])
            } else {
                p.reflectance_bias[i]
            }]
        })
        .collect();
    let f = saturate(chain(&terms, &weights)[0]);

    let (albedo, f0, metallic) = match p.form {
        DetailForm::Sekiro => (
            [0, 1, 2].map(|k| (1.0 - f) * colour[k] * p.colour[k]),
            colour.map(|c| lerp(0.03, c, f)),
            0.0,
        ),
        DetailForm::EldenRing => ([0, 1, 2].map(|k| colour[k] * p.colour[k]), [0.0; 3], f),
    };
    DetailResult {
        colour,
        albedo,
        normal: [xy[0], xy[1], z],
        gloss,
        reflectance: f,
        f0,
        metallic,
    }
}

/// The linear value of an 8-bit sRGB texel (what an sRGB texture view returns).
pub fn srgb_to_linear(byte: u8) -> f32 {
    let v = f32::from(byte) / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// seeds 004: an sRGB-128 grey detail is about 0.216 linear, and 0.216 × 4.55 ≈ 0.98, so
    /// it leaves the base albedo almost unchanged; a linear 0.5 multiplies it by about 2.3.
    #[test]
    fn an_srgb_grey_detail_leaves_the_base_almost_unchanged() {
        let grey = srgb_to_linear(128);
        assert!((grey - 0.216).abs() < 0.0005, "{grey}");
        assert!((grey * GAIN - 0.98).abs() < 0.005);
        let p = DetailParams::for_switch(DetailForm::Sekiro, 0);
        let s = DetailSample {
            base_albedo: [0.5, 0.3, 0.1, 1.0],
            base_normal: [0.5, 0.5, 1.0, 1.0],
            colours: [[grey, grey, grey, 1.0]; 3],
            ..Default::default()
        };
        let r = evaluate(&p, &s);
        for (c, a) in r.colour.iter().zip([0.5, 0.3, 0.1]) {
            assert!((c / a - 0.982).abs() < 0.002, "{:?}", r.colour);
        }
        let linear_half = evaluate(
            &p,
            &DetailSample {
                colours: [[0.5; 4]; 3],
                ..s
            },
        );
        assert!((linear_half.colour[2] / 0.1 - 2.275).abs() < 1e-3);
        assert_eq!(linear_half.colour[0], 1.0, "a bright base saturates");
    }

    #[test]
    fn the_switch_tables_are_the_notes() {
        let colours = |s| {
            sekiro_slots(s)
                .unwrap()
                .details
                .iter()
                .map(|d| (d.colour, d.normal.unwrap()))
                .collect::<Vec<_>>()
        };
        assert_eq!(colours(0), [(0, 11)]);
        assert_eq!(colours(13), [(0, 11), (3, 5)]);
        assert_eq!(colours(6), [(0, 11), (3, 5), (9, 13)]);
        assert_eq!(colours(1), [(7, 10), (0, 11)]);
        assert!(sekiro_slots(9).is_none());
        let s = sekiro_slots(6).unwrap();
        assert_eq!((s.base_albedo, s.base_normal, s.mask), (1, 2, Some(8)));
        let p = DetailParams::for_switch(DetailForm::Sekiro, 9);
        assert_eq!(p.detail_count(), 1);
        assert!(p.notes[0].contains("switch 9"));
    }

    /// The chain, by hand, for each Sekiro switch on one designed sample.
    #[test]
    fn the_chain_follows_each_switch() {
        let s = DetailSample {
            base_albedo: [0.2, 0.2, 0.2, 1.0],
            base_normal: [0.5, 0.5, 0.8, 1.0],
            mask: [0.25, 0.75, 0.5, 1.0],
            colours: [
                [0.2, 0.1, 0.05, 1.0],
                [0.1, 0.2, 0.15, 1.0],
                [0.05, 0.05, 0.2, 1.0],
            ],
            normals: [
                [0.5, 0.5, 0.4, 1.0],
                [0.7, 0.5, 0.6, 1.0],
                [0.5, 0.3, 0.2, 1.0],
            ],
        };
        let c = |v: f32| (4.55 * 0.2 * v).clamp(0.0, 1.0);
        let l = |a: f32, b: f32, t: f32| a + (b - a) * t;
        let r0 = evaluate(&DetailParams::for_switch(DetailForm::Sekiro, 0), &s);
        assert!((r0.colour[0] - c(0.2)).abs() < 1e-6);
        assert!((r0.gloss - (2.0f32 * 0.8 * 0.4).min(1.0)).abs() < 1e-6);
        assert!((r0.reflectance - 0.5).abs() < 1e-6);
        assert!((r0.albedo[0] - 0.5 * c(0.2)).abs() < 1e-6);
        assert!((r0.f0[0] - l(0.03, c(0.2), 0.5)).abs() < 1e-6);
        let r13 = evaluate(&DetailParams::for_switch(DetailForm::Sekiro, 13), &s);
        assert!((r13.colour[1] - c(l(0.1, 0.2, 0.25))).abs() < 1e-6);
        assert!((r13.normal[0] - (2.0 * l(0.5, 0.7, 0.25) - 1.0)).abs() < 1e-6);
        let r6 = evaluate(&DetailParams::for_switch(DetailForm::Sekiro, 6), &s);
        assert!((r6.colour[2] - c(l(l(0.05, 0.15, 0.25), 0.2, 0.75))).abs() < 1e-6);
        // Switch 1: the steep transition (N.z = 0.8: weight 1), first scale 0.5, the mask term
        // on the second detail.
        let r1 = evaluate(&DetailParams::for_switch(DetailForm::Sekiro, 1), &s);
        assert!((r1.colour[0] - c(0.1)).abs() < 1e-6);
        assert!((r1.gloss - (2.0f32 * 0.8 * 0.6).min(1.0)).abs() < 1e-6);
        assert!((r1.reflectance - 0.5).abs() < 1e-6);
        let flat = DetailSample {
            base_normal: [0.5, 0.5, 0.02, 1.0],
            ..s
        };
        let w = weight(&DetailParams::for_switch(DetailForm::Sekiro, 1), &flat, 1);
        assert!((w - (22.0f32 * 0.02).powf(260.0)).abs() < 1e-12 && w < 1e-9);
        // The normal's z is from the base alone.
        assert!((r0.normal[2] - 1.0).abs() < 1e-6);
    }

    #[test]
    fn elden_ring_writes_metallic_and_pairs_normals_by_path() {
        let sampler = |slot: u32, role: &str, path: &str| SamplerView {
            name: format!("C_DetailBlend__snp_Texture2D_{slot}_{role}"),
            path: path.into(),
            slot: Some(slot),
            role: Some(role.into()),
            floats: vec![],
            uv_number: None,
        };
        let samplers = [
            sampler(1, "AlbedoMap", r"N:\x\AAT100_Metal_02_a.tif"),
            sampler(6, "NormalMap", r"N:\x\AAT100_Metal_02_n.tif"),
            sampler(10, "AlbedoMap", r"N:\x\AAT100_Rust_01_a.tif"),
            sampler(12, "NormalMap", r"N:\x\AAT100_Rust_01_n.tif"),
            sampler(4, "AlbedoMap", ""),
        ];
        let slots = elden_ring_slots(&samplers, 9);
        assert_eq!(
            slots.details,
            vec![
                DetailPair {
                    colour: 1,
                    normal: Some(6)
                },
                DetailPair {
                    colour: 10,
                    normal: Some(12)
                },
                DetailPair {
                    colour: 4,
                    normal: None
                }
            ]
        );
        let p = DetailParams::for_switch(DetailForm::EldenRing, 0);
        let s = DetailSample {
            base_albedo: [0.2; 4],
            base_normal: [0.5, 0.5, 1.0, 1.0],
            mask: [1.0; 4],
            colours: [[0.2; 4]; 3],
            normals: [[0.5, 0.5, 0.5, 1.0]; 3],
        };
        let r = evaluate(&p, &s);
        assert_eq!(r.metallic, 1.0);
        assert_eq!(r.f0, [0.0; 3]);
        assert!((r.albedo[0] - 4.55 * 0.04).abs() < 1e-6);
    }
}
