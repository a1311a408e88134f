//! CPU evaluations of the engine formulas the programs reproduce, written from the notes
//! independently of the WGSL, so that rendering designed inputs can be checked against them.

/// One layer's texel and colour as the multi-texture pixel program receives them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LayerInput {
    /// The sampled texel (r, g, b, a).
    pub texel: [f32; 4],
    /// The layer's colour (r, g, b, a); the first layer's alpha is not read.
    pub color: [f32; 4],
}

/// The words of PSCommonBuffer the composition reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlendWords {
    /// g_ps_TexBlendType: 0 both layers change the colour, 1 both the opacity, 2 the second
    /// the opacity and the third the colour.
    pub tex_blend_type: i32,
    /// g_ps_TexBlendType2: the second layer's operation.
    pub op2: i32,
    /// g_ps_TexBlendType3: the third layer's operation.
    pub op3: i32,
    /// g_ps_bPreAlphaMult above 0.
    pub premultiply: bool,
}

fn overlay(b: f32, l: f32) -> f32 {
    if b < 0.5 {
        2.0 * b * l
    } else {
        1.0 - 2.0 * (1.0 - b) * (1.0 - l)
    }
}

/// A layer's operation on the value it changes (seeds 000: 0 multiply `b(1 + (l - 1)w)`,
/// 1 add `b + lw`, 2 overlay `b + (overlay(b, l) - b)w`, any other nothing).
pub fn layer_operation(op: i32, b: f32, l: f32, w: f32) -> f32 {
    match op {
        0 => b * (1.0 + (l - 1.0) * w),
        1 => b + l * w,
        2 => b + (overlay(b, l) - b) * w,
        _ => b,
    }
}

/// The multi-texture composition with `alpha_offset` (TEXCOORD2.z) added to each texel's
/// alpha (seeds 000, Proven on 768 cases): the composed colour and opacity, the opacity
/// clamped to 0..1 and the colour to at least 0, before the particle's colour applies.
pub fn compose_multi_texture(
    layers: [LayerInput; 3],
    words: BlendWords,
    alpha_offset: f32,
) -> [f32; 4] {
    let prepared: Vec<[f32; 4]> = layers
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut a = (l.texel[3] + alpha_offset).clamp(0.0, 1.0);
            if i > 0 {
                a *= l.color[3];
            }
            let mut rgb = [
                l.texel[0] * l.color[0],
                l.texel[1] * l.color[1],
                l.texel[2] * l.color[2],
            ];
            if words.premultiply {
                rgb = rgb.map(|c| c * a);
            }
            [rgb[0], rgb[1], rgb[2], a]
        })
        .collect();
    let mut color = [prepared[0][0], prepared[0][1], prepared[0][2]];
    let mut alpha = prepared[0][3];
    let changes_alpha = |layer: usize| match words.tex_blend_type {
        1 => true,
        2 => layer == 1,
        _ => false,
    };
    for (layer, op) in [(1usize, words.op2), (2usize, words.op3)] {
        let t = prepared[layer];
        let w = t[3];
        if changes_alpha(layer) {
            let brightness = ((t[0] + t[1] + t[2]) / 3.0).clamp(0.0, 1.0);
            alpha = layer_operation(op, alpha, brightness, w);
        } else {
            for c in 0..3 {
                color[c] = layer_operation(op, color[c], t[c], w);
            }
        }
    }
    [
        color[0].max(0.0),
        color[1].max(0.0),
        color[2].max(0.0),
        alpha.clamp(0.0, 1.0),
    ]
}

/// How the particle's colour applies by g_ps_ColorBlendType (seeds 000): 0 multiplies the
/// composed colour by n = particle.rgb / |particle.rgb|, squares it and scales it by
/// |particle.rgb| and the colour scale; 2 overlays the composed colour times its opacity with
/// n, then squares and scales the same way; both multiply the opacity by particle.a and the
/// colour scale's alpha; other values change nothing.
pub fn apply_particle_color(
    mode: i32,
    composed: [f32; 4],
    particle: [f32; 4],
    color_scale: [f32; 4],
) -> [f32; 4] {
    if mode != 0 && mode != 2 {
        return composed;
    }
    let magnitude =
        (particle[0] * particle[0] + particle[1] * particle[1] + particle[2] * particle[2]).sqrt();
    let n = if magnitude > 0.0 {
        [
            particle[0] / magnitude,
            particle[1] / magnitude,
            particle[2] / magnitude,
        ]
    } else {
        [0.0; 3]
    };
    let mut out = [0.0; 4];
    for c in 0..3 {
        let v = if mode == 0 {
            composed[c] * n[c]
        } else {
            overlay(composed[c] * composed[3], n[c])
        };
        out[c] = v * v * magnitude * color_scale[c];
    }
    out[3] = composed[3] * particle[3] * color_scale[3];
    out
}

/// The glow (GlowD) programs' steps after fog (seeds 000, Observed in the disassembly of
/// GXFfxtessellateSoftMultiTextureGlowD): the colour times g_ps_preExposure unless
/// g_ps_BlendingMode is 4; with modes 1 and 2 an opacity above 1 multiplies the colour and is
/// then 1; with g_transductionAlphaToColorScale s below 1 the colour is kept up to 1, what
/// exceeds 1 scaled by s², the opacity by s. Then, as every program ends, the colour at least
/// 0 and the opacity clamped to 0..1.
pub fn glow_steps(color: [f32; 4], blending_mode: i32, pre_exposure: f32, s: f32) -> [f32; 4] {
    let mut c = color;
    if blending_mode != 4 {
        for v in c.iter_mut().take(3) {
            *v *= pre_exposure;
        }
    }
    if (blending_mode == 1 || blending_mode == 2) && c[3] > 1.0 {
        for ch in 0..3 {
            c[ch] *= c[3];
        }
        c[3] = 1.0;
    }
    if s < 1.0 {
        for v in c.iter_mut().take(3) {
            *v = v.min(1.0) + (*v - 1.0).max(0.0) * s * s;
        }
        c[3] *= s;
    }
    [
        c[0].max(0.0),
        c[1].max(0.0),
        c[2].max(0.0),
        c[3].clamp(0.0, 1.0),
    ]
}

/// The distortion stir's angle at distance `r` from the sheet's centre (seeds 000:
/// `-TEXCOORD1.z - g_waveTime TEXCOORD1.y + g_waveNum r`), for the pair
/// `texcoord1_yz` = (TEXCOORD1.y, TEXCOORD1.z), (1, 0) or (-1, pi).
pub fn stir_angle(texcoord1_yz: [f32; 2], wave_time: f32, wave_num: f32, r: f32) -> f32 {
    -texcoord1_yz[1] - wave_time * texcoord1_yz[0] + wave_num * r
}

/// A distortion sheet's opacity (seeds 000: `g_color.a × g_vColorScale.a × TEXCOORD5`, and 0
/// at or below the cutoff).
pub fn distortion_opacity(color_a: f32, scale_a: f32, texcoord5: f32, cutoff: f32) -> f32 {
    let a = color_a * scale_a * texcoord5;
    if a <= cutoff { 0.0 } else { a }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_match_the_notes_table() {
        assert_eq!(layer_operation(0, 0.5, 0.5, 1.0), 0.25); // multiply by l at full weight
        assert_eq!(layer_operation(0, 0.5, 0.5, 0.0), 0.5); // no weight, no change
        assert_eq!(layer_operation(1, 0.5, 0.25, 0.5), 0.625);
        assert_eq!(layer_operation(2, 0.25, 0.5, 1.0), 0.25); // 2 * 0.25 * 0.5
        assert_eq!(layer_operation(2, 0.75, 0.5, 1.0), 0.75); // 1 - 2 * 0.25 * 0.5
        assert_eq!(layer_operation(3, 0.3, 0.9, 1.0), 0.3);
    }

    #[test]
    fn blend_type_2_changes_the_opacity_with_the_second_and_the_colour_with_the_third() {
        let layer = |t: [f32; 4], c: [f32; 4]| LayerInput { texel: t, color: c };
        let layers = [
            layer([0.5, 0.5, 0.5, 0.5], [1.0; 4]),
            layer([1.0, 1.0, 1.0, 1.0], [1.0; 4]),
            layer([0.5, 0.5, 0.5, 1.0], [1.0; 4]),
        ];
        let words = BlendWords {
            tex_blend_type: 2,
            op2: 1,
            op3: 0,
            premultiply: false,
        };
        // Opacity: 0.5 + brightness 1 x weight 1 = 1.5, clamped to 1; colour: 0.5 x 0.5.
        assert_eq!(
            compose_multi_texture(layers, words, 0.0),
            [0.25, 0.25, 0.25, 1.0]
        );
    }
}
