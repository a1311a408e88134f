//! The PSCommonBuffer values every drawn family sets the same way from its action: the blend
//! words, lighting and g_vColorScale, the glow and soft-sprite scales and the output
//! constants, following seeds 000's table of what the engine takes from the file ("What the
//! engine takes from the file", reproduced exactly where it is Observed): unk_ds3_f2_10..13 →
//! g_ps_TexBlendType, g_ps_TexBlendType2, g_ps_TexBlendType3, g_ps_ColorBlendType;
//! premultiplyAlpha → g_ps_bPreAlphaMult; blendMode → g_ps_BlendingMode and the blend;
//! g_vColorScale = (rgbMultiplier·K ×3, alphaMultiplier) with K 1 for lit draws and a
//! frame-wide factor for unlit ones; lighting −1 → 0, −2 → 1; bloomColor → g_psGlowScale.

use crate::blend::blend_for_mode;
use crate::constants::{Buffer, PS_COMMON, Provenance, Value};
use crate::fields::{Fixed, Property};
use crate::list::{Blend, Family, Variant};
use crate::options::{DrawOptions, UnlitFactors};
use fxr_formats::fxr::Game;
use fxr_sim::action::ActionData;
use fxr_sim::curve::ExternalValues;

/// The action's values behind the shared constants, found when the effect is loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct CommonFields {
    game: Game,
    family: Family,
    variant: Variant,
    blend_mode: Property,
    blend_words: [(&'static str, Fixed<i32>); 4],
    premultiply_alpha: Fixed<bool>,
    lighting: Fixed<i32>,
    rgb_multiplier: Property,
    alpha_multiplier: Property,
    bloom_color: Fixed<[f32; 4]>,
    soft_scale: Fixed<f32>,
    soft_offset: Fixed<f32>,
    interpolate_frames: Fixed<bool>,
    alpha_threshold: Property,
}

impl CommonFields {
    /// The values of `a`, a config's appearance drawn by `family` with `variant`.
    pub fn find(a: &ActionData, game: Game, family: Family, variant: Variant) -> Self {
        CommonFields {
            game,
            family,
            variant,
            blend_mode: Property::find(a, "blendMode", 2.0),
            blend_words: [
                ("g_ps_TexBlendType", Fixed::int(a, "unk_ds3_f2_10", 0)),
                ("g_ps_TexBlendType2", Fixed::int(a, "unk_ds3_f2_11", 0)),
                ("g_ps_TexBlendType3", Fixed::int(a, "unk_ds3_f2_12", 0)),
                ("g_ps_ColorBlendType", Fixed::int(a, "unk_ds3_f2_13", 0)),
            ],
            premultiply_alpha: Fixed::flag(a, "premultiplyAlpha", false),
            lighting: Fixed::int(a, "lighting", -1),
            rgb_multiplier: Property::find(a, "rgbMultiplier", 1.0),
            alpha_multiplier: Property::find(a, "alphaMultiplier", 1.0),
            bloom_color: Fixed::floats(a, "bloomColor", [1.0, 1.0, 1.0, 0.0]),
            soft_scale: Fixed::float(a, "unkDepthBlend1", 1.0),
            soft_offset: Fixed::float(a, "unkDepthBlend2", 0.0),
            interpolate_frames: Fixed::flag(a, "interpolateFrames", false),
            alpha_threshold: Property::find(a, "alphaThreshold", 0.0),
        }
    }

    /// The blend at active time `t`, its rule, and PSCommonBuffer with the shared values set.
    pub fn constants(
        &self,
        t: f32,
        externals: &ExternalValues,
        options: &DrawOptions,
    ) -> (Blend, Provenance, Buffer) {
        let blend_mode = self.blend_mode.first_at(t, externals) as i32;
        let (blend, blending_mode, blend_rule) = blend_for_mode(blend_mode, options.transparent);
        let mut ps = Buffer::new(PS_COMMON);
        self.set_blend_words(&mut ps, blending_mode);
        self.set_lighting_and_color_scale(&mut ps, t, externals, options);
        self.set_glow_and_soft(&mut ps);
        self.set_output_constants(&mut ps, t, externals, options);
        (blend, blend_rule, ps)
    }

    /// Sets the blend words: the texture and colour blend types, premultiplied alpha, the
    /// blending mode and the fog mode that goes with it.
    fn set_blend_words(&self, ps: &mut Buffer, blending_mode: i32) {
        for (constant, word) in &self.blend_words {
            ps.set(
                constant,
                Value::Int(word.value),
                word.source.provenance(None),
            );
        }
        ps.set(
            "g_ps_bPreAlphaMult",
            Value::Int(i32::from(self.premultiply_alpha.value)),
            self.premultiply_alpha.source.provenance(Some("1 for true")),
        );
        ps.set(
            "g_ps_BlendingMode",
            Value::Int(blending_mode),
            self.blend_mode.provenance(Some("6 → 1; 4 and 7 → 2")),
        );
        // In the captures g_ps_FogMultMode is 1 in exactly the draws with g_ps_BlendingMode 2.
        ps.set(
            "g_ps_FogMultMode",
            Value::Int(i32::from(blending_mode == 2)),
            Provenance::EngineDefault {
                note: "seeds 000: 1 in the same draws as g_ps_BlendingMode 2, else 0",
            },
        );
    }

    /// Sets lighting and fog, and g_vColorScale: the multipliers times the frame factor K that
    /// applies to the draw.
    fn set_lighting_and_color_scale(
        &self,
        ps: &mut Buffer,
        t: f32,
        externals: &ExternalValues,
        options: &DrawOptions,
    ) {
        let lit = self.lighting.value != -1;
        ps.set(
            "g_ps_bEnableLighting",
            Value::Int(i32::from(lit)),
            self.lighting
                .source
                .provenance(Some("-1 → 0, -2 → 1 (0 Lit → 1: Inferred)")),
        );
        ps.set(
            "g_ps_bEnableFog",
            Value::Int(0),
            Provenance::Ours {
                note: "no fog in a preview",
            },
        );
        // The screen-space sheets move or blur the picture's own light: every captured
        // distortion sheet holds g_vColorScale (1, 1, 1, 1), so the frame factor does not
        // apply to them.
        let screen_space = matches!(self.family, Family::Distortion | Family::RadialBlur);
        let k = if lit || screen_space {
            1.0
        } else {
            options.frame_factor(self.game)
        };
        let rgb = self.rgb_multiplier.first_at(t, externals);
        let alpha = self.alpha_multiplier.first_at(t, externals);
        let rule = if screen_space {
            "rgbMultiplier, alphaMultiplier as stored (the captured sheets hold 1, 1, 1, 1)"
        } else if lit {
            "rgbMultiplier × K, K = 1 (lit: seeds 000, Observed; the light preset is in frame units); alpha = alphaMultiplier"
        } else if options.unlit_factor.is_some() {
            "rgbMultiplier × K, K the unlit frame factor set for every game (option unlit_factor); alpha = alphaMultiplier"
        } else {
            UnlitFactors::rule(self.game)
        };
        ps.set(
            "g_vColorScale",
            Value::Floats([rgb * k, rgb * k, rgb * k, alpha]),
            self.rgb_multiplier.provenance(Some(rule)),
        );
    }

    /// Sets the glow scale, the colour and the soft-sprite scale and offset.
    fn set_glow_and_soft(&self, ps: &mut Buffer) {
        ps.set(
            "g_psGlowScale",
            Value::Floats(self.bloom_color.value),
            self.bloom_color.source.provenance(None),
        );
        ps.set(
            "g_color",
            Value::Floats([1.0; 4]),
            Provenance::Ours {
                note: "white: what sets it for billboards is not recorded",
            },
        );
        ps.set(
            "g_ps_softSpriteScaleOffset",
            Value::Floats([self.soft_scale.value, self.soft_offset.value, 0.0, 0.0]),
            self.soft_scale.source.provenance(Some("Inferred: the captures hold scales 1, 0.5, 0.25, 0.1 with a zero offset; the file's unkDepthBlend1 (default 1) is our guess")),
        );
    }

    /// Sets the constants of the output: pre-exposure, transduction, flipbook blending,
    /// coverage, resolution, the resolve rectangle and the alpha cutoff.
    fn set_output_constants(
        &self,
        ps: &mut Buffer,
        t: f32,
        externals: &ExternalValues,
        options: &DrawOptions,
    ) {
        let pre_exposure = Provenance::Option {
            name: "pre-exposure",
        };
        ps.set(
            "g_ps_preExposure",
            Value::Float(options.pre_exposure),
            pre_exposure.clone(),
        );
        ps.set(
            "g_ps_invPreExposure",
            Value::Float(1.0 / options.pre_exposure.max(1e-6)),
            pre_exposure,
        );
        ps.set(
            "g_transductionAlphaToColorScale",
            Value::Float(1.0),
            Provenance::Ours {
                note: "1: no transduction (the notes record the step, not the value)",
            },
        );
        ps.set(
            "g_flipbookBlendMode",
            Value::Int(i32::from(self.variant.blend_frames)),
            self.interpolate_frames
                .source
                .provenance(Some("1 when frames are blended (ours)")),
        );
        ps.set(
            "g_outputCoverage",
            Value::Int(i32::from(options.transparent)),
            Provenance::Option {
                name: "transparent background",
            },
        );
        ps.set(
            "g_dynamicResolution_UVScale",
            Value::Floats([1.0, 1.0, 0.0, 0.0]),
            Provenance::Ours {
                note: "full resolution (a preview has no dynamic resolution)",
            },
        );
        ps.set(
            "g_resolveRectUV",
            Value::Floats([0.0, 0.0, 1.0, 1.0]),
            Provenance::Ours {
                note: "the whole view",
            },
        );
        ps.set(
            "g_alphaCutoff",
            Value::Float(self.alpha_threshold.first_at(t, externals) / 255.0),
            self.alpha_threshold.provenance(Some("divided by 255")),
        );
    }
}
