//! How each appearance family is drawn: one module per family, each resolving its action's
//! values once, when the effect is loaded ([`DrawProgram::new`]), and turning a frame's
//! instances into its draws.
//!
//! - [`billboard`]: 600 PointSprite, 603 BillboardEx and the GPU particles (10000 to 10009,
//!   drawn by the billboard program);
//! - [`multi_texture`]: 604; [`line`]: 601, 602; [`tracer`]: 606, 10012;
//! - [`distortion`]: 607, one draw per sheet; [`radial_blur`]: 608, one draw per sheet;
//! - [`model`]: 605, 10015, one draw per mesh of each model;
//! - [`lens_flare`]: 10014, one draw per layer; [`light_shaft`]: 10003;
//! - [`lights`]: 609 point lights and 11000 spot lights, which light the lit draws;
//! - [`common`]: the PSCommonBuffer values every drawn family sets alike.

pub mod billboard;
pub mod common;
pub mod distortion;
pub mod lens_flare;
pub mod light_shaft;
pub mod lights;
pub mod line;
pub mod model;
pub mod multi_texture;
pub mod radial_blur;
pub mod tracer;

use crate::fields::{Fixed, Property};
use crate::list::{DEPTH, Draw, Family, TextureBinding, Variant};
use crate::options::DrawOptions;
use crate::source::TextureSource;
use common::CommonFields;
use fxr_formats::fxr::Game;
use fxr_sim::action::ActionData;
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::curve::ExternalValues;
use fxr_sim::playback::NodeDraw;
use fxr_sim::program::EffectProgram;
use std::collections::HashMap;

/// An effect's appearances as the draw list draws them, resolved once from its compiled
/// program: per node path, per config.
#[derive(Debug, Clone)]
pub struct DrawProgram {
    game: Game,
    nodes: HashMap<String, Vec<ConfigDraw>>,
}

impl DrawProgram {
    /// Resolves every config's appearance of `program`.
    pub fn new(program: &EffectProgram) -> Self {
        let mut nodes = Vec::new();
        program.root.walk(&mut nodes);
        let nodes = nodes
            .into_iter()
            .map(|node| {
                let configs = node
                    .configs
                    .iter()
                    .map(|c| match &c.appearance {
                        Some(a) => ConfigDraw::of(&a.action, a.kind, program.game),
                        None => ConfigDraw::Nothing,
                    })
                    .collect();
                (node.path.clone(), configs)
            })
            .collect();
        DrawProgram {
            game: program.game,
            nodes,
        }
    }

    /// The game the effect was made for.
    pub fn game(&self) -> Game {
        self.game
    }

    /// How a frame draw's config is drawn (a spawned node's "#k" suffix ignored).
    pub fn config(&self, node_draw: &NodeDraw) -> Option<&ConfigDraw> {
        let base = node_draw.node.split('#').next().unwrap_or_default();
        self.nodes.get(base)?.get(node_draw.config)
    }
}

/// How one config's appearance is drawn.
#[derive(Debug, Clone)]
pub enum ConfigDraw {
    /// By a program family.
    Drawn(Box<AppearanceDraw>),
    /// Point lights (609): they light the lit draws.
    PointLights,
    /// Spot lights (11000): they light the lit draws.
    SpotLights(lights::SpotFields),
    /// Nothing of its own (no appearance, or a force).
    Nothing,
}

impl ConfigDraw {
    fn of(a: &ActionData, kind: AppearanceKind, game: Game) -> Self {
        match kind {
            AppearanceKind::PointLight => ConfigDraw::PointLights,
            AppearanceKind::SpotLight => ConfigDraw::SpotLights(lights::SpotFields::find(a)),
            AppearanceKind::Force => ConfigDraw::Nothing,
            _ => match family_of(kind) {
                Some(family) => {
                    ConfigDraw::Drawn(Box::new(AppearanceDraw::find(a, kind, family, game)))
                }
                None => ConfigDraw::Nothing,
            },
        }
    }
}

/// What a family adds to the shared values of its draws.
#[derive(Debug, Clone, PartialEq)]
pub enum FamilyFields {
    /// Nothing: one draw of every instance.
    Plain,
    /// One draw per distortion sheet, with the sheet's constants.
    Distortion,
    /// One draw per radial blur sheet.
    RadialBlur,
    /// One draw per mesh of each model.
    Model,
    /// One draw per lens flare layer, with the layer's texture and glow.
    LensFlare(Box<lens_flare::LayerFields>),
}

/// A config's appearance drawn by a program family, its values resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct AppearanceDraw {
    /// The family.
    pub family: Family,
    /// The appearance kind.
    pub kind: AppearanceKind,
    /// The appearance action type.
    pub action_type: i16,
    /// The engine's program name for this family and variant.
    pub program: String,
    /// The variant switches.
    pub variant: Variant,
    /// Flipbook columns of the first texture (for the missing-texture placeholder).
    pub columns: u32,
    common: CommonFields,
    textures: Vec<(&'static str, Property)>,
    fields: FamilyFields,
}

impl AppearanceDraw {
    fn find(a: &ActionData, kind: AppearanceKind, family: Family, game: Game) -> Self {
        let variant = variant_of(a, family);
        let normal_map = Fixed::int(a, "normalMap", 0).value;
        let bump =
            normal_map > 0 && family == Family::Billboard && kind != AppearanceKind::GpuParticles;
        let program = program_name(kind, variant, bump, a.int("mode", 1));
        let textures = match family {
            Family::Billboard => billboard::textures(a, normal_map),
            Family::MultiTexture => multi_texture::textures(a),
            Family::Tracer => tracer::textures(a),
            Family::LightShaft => light_shaft::textures(a),
            Family::Distortion => distortion::textures(a),
            Family::RadialBlur => radial_blur::textures(a),
            // One draw per layer, each with its layer's texture; a model's textures are its
            // materials'.
            Family::LensFlare | Family::Line | Family::Light | Family::Model => Vec::new(),
        };
        let fields = match family {
            Family::Distortion => FamilyFields::Distortion,
            Family::RadialBlur => FamilyFields::RadialBlur,
            Family::Model => FamilyFields::Model,
            Family::LensFlare => {
                FamilyFields::LensFlare(Box::new(lens_flare::LayerFields::find(a)))
            }
            _ => FamilyFields::Plain,
        };
        AppearanceDraw {
            family,
            kind,
            action_type: a.action_type,
            program,
            variant,
            columns: a.int("columns", 1).clamp(1, 16) as u32,
            common: CommonFields::find(a, game, family, variant),
            textures,
            fields,
        }
    }

    /// The draw of every instance of a frame draw: its program, pipeline state, constants
    /// (at the draw's active time) and textures; `instance_bytes` is where its instances are
    /// in the list.
    pub fn draw(
        &self,
        nd: &NodeDraw,
        frame_draw: usize,
        instance_bytes: std::ops::Range<usize>,
        externals: &ExternalValues,
        options: &DrawOptions,
    ) -> Draw {
        let t = nd.active_time;
        let (blend, blend_rule, ps) = self.common.constants(t, externals, options);
        let textures = self
            .textures
            .iter()
            .map(|(slot, value)| TextureBinding {
                slot,
                id: value.first_at(t, externals) as i32,
                provenance: value.provenance(None),
            })
            .collect();
        Draw {
            program: self.program.clone(),
            family: self.family,
            variant: self.variant,
            node: nd.node.clone(),
            action_type: nd.action_type,
            frame_draw,
            first_instance: 0,
            instance_count: nd.instances.len(),
            instance_bytes,
            textures,
            columns: self.columns,
            blend,
            blend_rule,
            depth: DEPTH,
            ps,
            model: None,
            gpu_particles: None,
        }
    }

    /// The draws of `draw` (every instance of `nd`), as its family splits them: one per
    /// sheet, per model mesh or per flare layer, or `draw` itself.
    pub fn split(
        &self,
        draw: Draw,
        nd: &NodeDraw,
        options: &DrawOptions,
        source: &dyn TextureSource,
        out: &mut Vec<Draw>,
    ) {
        match &self.fields {
            FamilyFields::Plain => out.push(draw),
            FamilyFields::Distortion => distortion::sheet_draws(&draw, nd, options, out),
            FamilyFields::RadialBlur => radial_blur::sheet_draws(&draw, nd, out),
            FamilyFields::Model => model::model_draws(&draw, nd, source, out),
            FamilyFields::LensFlare(layers) => layers.flare_draws(&draw, nd, out),
        }
    }
}

/// A copy of `draw` that draws `count` of its instances from `first` (a sheet, a model's run,
/// a flare layer).
pub(crate) fn part_of(draw: &Draw, first: usize, count: usize) -> Draw {
    let size = draw.family.instance_size();
    let start = draw.instance_bytes.start + first * size;
    let mut d = draw.clone();
    d.first_instance = first;
    d.instance_count = count;
    d.instance_bytes = start..start + count * size;
    d
}

/// A texture value of an appearance, found by name.
pub(crate) fn texture(a: &ActionData, slot: &'static str, name: &str) -> (&'static str, Property) {
    (slot, Property::find(a, name, 0.0))
}

/// The program family that draws `kind`; none for the kinds with no draw of their own
/// (lights and forces).
pub fn family_of(kind: AppearanceKind) -> Option<Family> {
    let family = match kind {
        AppearanceKind::PointSprite | AppearanceKind::Billboard => Family::Billboard,
        AppearanceKind::MultiTextureBillboard => Family::MultiTexture,
        AppearanceKind::Line | AppearanceKind::QuadLine => Family::Line,
        AppearanceKind::Tracer => Family::Tracer,
        AppearanceKind::Distortion => Family::Distortion,
        AppearanceKind::RadialBlur => Family::RadialBlur,
        AppearanceKind::Model => Family::Model,
        AppearanceKind::GpuParticles => Family::Billboard,
        AppearanceKind::LensFlare => Family::LensFlare,
        AppearanceKind::LightShaft => Family::LightShaft,
        AppearanceKind::PointLight | AppearanceKind::SpotLight | AppearanceKind::Force => {
            return None;
        }
    };
    Some(family)
}

/// The program variant the action's switches choose (depthBlend, interpolateFrames, bloom,
/// octagonal).
fn variant_of(a: &ActionData, family: Family) -> Variant {
    Variant {
        soft: a.flag("depthBlend", false),
        blend_frames: a.flag("interpolateFrames", false),
        // Models have no bloom switch: a bloom strength above zero (bloomColor's fourth
        // value, the library's bloomStrength) turns their glow on (ours).
        glow: if family == Family::Model {
            a.floats("bloomColor", [1.0, 1.0, 1.0, 0.0])[3] > 0.0
        } else {
            a.flag("bloom", false)
        },
        octagon: a.flag("octagonal", false),
    }
}

/// The program name: the note's name parts (GXFfxtessellate + Soft + Blend + Texture / Bump /
/// MultiTexture / PointSprite / Tracer + GlowD; GXFfxdistortion + Soft + Bump / Rotation),
/// each family's in its module.
pub fn program_name(kind: AppearanceKind, v: Variant, bump: bool, distortion_mode: i32) -> String {
    match kind {
        AppearanceKind::Billboard | AppearanceKind::PointSprite | AppearanceKind::GpuParticles => {
            billboard::program_name(kind, v, bump)
        }
        AppearanceKind::MultiTextureBillboard => multi_texture::program_name(v),
        AppearanceKind::Line | AppearanceKind::QuadLine => line::program_name(kind),
        AppearanceKind::Tracer => tracer::program_name(v),
        AppearanceKind::Distortion => distortion::program_name(v, distortion_mode),
        AppearanceKind::RadialBlur => radial_blur::program_name(v),
        AppearanceKind::Model => model::program_name(v),
        AppearanceKind::LensFlare => lens_flare::program_name(v),
        AppearanceKind::LightShaft => light_shaft::program_name(v),
        AppearanceKind::PointLight => "PointLight".into(),
        AppearanceKind::SpotLight => "SpotLight".into(),
        AppearanceKind::Force => "ForceField".into(),
    }
}

/// The name parts of a variant: (Soft, Blend, GlowD) or empty.
pub(crate) fn parts(v: Variant) -> (&'static str, &'static str, &'static str) {
    (
        if v.soft { "Soft" } else { "" },
        if v.blend_frames { "Blend" } else { "" },
        if v.glow { "GlowD" } else { "" },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn program_names_compose_the_notes_parts() {
        let v = Variant {
            soft: true,
            glow: true,
            ..Default::default()
        };
        assert_eq!(
            program_name(AppearanceKind::MultiTextureBillboard, v, false, 0),
            "GXFfxtessellateSoftMultiTextureGlowD"
        );
        assert_eq!(
            program_name(
                AppearanceKind::Tracer,
                Variant {
                    glow: true,
                    ..Default::default()
                },
                false,
                0
            ),
            "GXFfxtessellateTracerTextureGlowD"
        );
        assert_eq!(
            program_name(
                AppearanceKind::Distortion,
                Variant {
                    soft: true,
                    ..Default::default()
                },
                false,
                1
            ),
            "GXFfxdistortionSoftBump"
        );
        assert_eq!(
            program_name(AppearanceKind::Billboard, Variant::default(), false, 0),
            "GXFfxtessellateTexture"
        );
    }

    /// The demo shader bundle has a program for every name a draw can be given.
    #[test]
    fn every_program_name_is_in_the_demo_shader_bundle() {
        let bundle = fxr_demo::shaders::pixel_program_names();
        let kinds = [
            AppearanceKind::Billboard,
            AppearanceKind::MultiTextureBillboard,
            AppearanceKind::PointSprite,
            AppearanceKind::Line,
            AppearanceKind::QuadLine,
            AppearanceKind::Tracer,
            AppearanceKind::Distortion,
            AppearanceKind::RadialBlur,
        ];
        let mut seen = std::collections::BTreeSet::new();
        for kind in kinds {
            for bits in 0..32u32 {
                let v = Variant {
                    soft: bits & 1 != 0,
                    blend_frames: bits & 2 != 0,
                    glow: bits & 4 != 0,
                    octagon: bits & 8 != 0,
                };
                for mode in [0, 1, 2, 3] {
                    let name = program_name(kind, v, bits & 16 != 0, mode);
                    assert!(bundle.contains(&name), "{name} is not in the demo bundle");
                    seen.insert(name);
                }
            }
        }
        assert_eq!(
            seen.len(),
            bundle.len(),
            "the bundle names programs no draw is given"
        );
    }
}
