//! The fields of the lens flare (10014), light shaft (10003) and spot light (11000) actions:
//! resolved by name (their parameters), and which fxr-view simulates and why not the others.
//! Apart from `flares` (the instance builders), so the appearances and the compiler read them
//! without depending on the particles.

use super::action::ActionData;
use super::curve::Curve;
use fxr_formats::fxr::actions::ids;

/// The flare layers an action has (the library: "up to four textured layers").
pub const FLARE_LAYERS: usize = 4;

/// The most flares one layer draws (the library warns that high counts are slow; ours).
pub const MAX_FLARES_PER_LAYER: i32 = 64;

/// The most sheets one light shaft draws (ours: the library's default is 30).
pub const MAX_SHAFT_SHEETS: i32 = 128;

/// One lens flare layer (`layerN…` of 10014).
#[derive(Debug, Clone, serde::Serialize)]
pub struct FlareLayer {
    /// `layerN`: the texture id (0: the layer is not drawn).
    pub texture: i32,
    /// `layerNWidth`, `layerNHeight` (active time).
    pub size: [Curve; 2],
    /// `layerNColor` (clamped to 0..1).
    pub color: Curve,
    /// `layerNColorMultiplier` (unclamped).
    pub color_multiplier: [f32; 4],
    /// `layerNCount`: flares made from the layer.
    pub count: i32,
    /// `layerNScaleVariationX`, `Y`: each flare's size times a random value between this and 1.
    pub scale_variation: [f32; 2],
    /// `layerNUniformScale`: the width (and its variation) sizes both axes.
    pub uniform_scale: bool,
    /// `layerNReflection` (ReflectionMode: 0 None, 1 Radial, 2 Horizontal).
    pub reflection: i32,
    /// `layerNOffset`: the multiplier of the offset vector.
    pub offset: f32,
    /// `layerNOffsetVariation`: each flare's offset times a random value between this and 1.
    pub offset_variation: f32,
    /// `layerNAttenuationRadius` (negative: no limit).
    pub attenuation_radius: f32,
    /// `layerNBloomColor`: the glow colour (with `bloom`).
    pub bloom_color: [f32; 4],
}

/// A lens flare (10014).
#[derive(Debug, Clone, serde::Serialize)]
pub struct FlareParams {
    /// The four layers.
    pub layers: Vec<FlareLayer>,
    /// `sourceSize`: the diameter of the source sphere whose visible share is the opacity.
    pub source_size: f32,
    /// `bloom`: the layers' glow is drawn.
    pub bloom: bool,
}

impl FlareParams {
    /// Resolves a 10014 action's fields by name.
    pub fn from_action(a: &ActionData) -> Self {
        let layers = (1..=FLARE_LAYERS)
            .map(|i| FlareLayer {
                texture: a.int(&format!("layer{i}"), i32::from(i == 1)),
                size: [
                    a.curve_or(&format!("layer{i}Width"), 1.0),
                    a.curve_or(&format!("layer{i}Height"), 1.0),
                ],
                color: a.curve_or(&format!("layer{i}Color"), 1.0),
                color_multiplier: a.floats(&format!("layer{i}ColorMultiplier"), [1.0; 4]),
                count: a
                    .int(&format!("layer{i}Count"), 1)
                    .clamp(0, MAX_FLARES_PER_LAYER),
                scale_variation: [
                    a.float(&format!("layer{i}ScaleVariationX"), 1.0),
                    a.float(&format!("layer{i}ScaleVariationY"), 1.0),
                ],
                uniform_scale: a.flag(&format!("layer{i}UniformScale"), false),
                reflection: a.int(&format!("layer{i}Reflection"), 0),
                offset: a.float(&format!("layer{i}Offset"), 0.0),
                offset_variation: a.float(&format!("layer{i}OffsetVariation"), 1.0),
                attenuation_radius: a.float(&format!("layer{i}AttenuationRadius"), -1.0),
                bloom_color: a.floats(&format!("layer{i}BloomColor"), [1.0, 1.0, 1.0, 0.0]),
            })
            .collect();
        FlareParams {
            layers,
            source_size: a.float("sourceSize", 1.0).max(0.0),
            bloom: a.flag("bloom", false),
        }
    }
}

/// A light shaft (10003).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ShaftParams {
    /// `width`, `height` of each sheet (particle age).
    pub size: [Curve; 2],
    /// `color1`, `color2` (clamped) and `color3` (unclamped).
    pub colors: [Curve; 3],
    /// `layers`: the number of sheets.
    pub sheets: i32,
}

impl ShaftParams {
    /// Resolves a 10003 action's fields by name.
    pub fn from_action(a: &ActionData) -> Self {
        ShaftParams {
            size: [a.curve_or("width", 1.0), a.curve_or("height", 1.0)],
            colors: [
                a.curve_or("color1", 1.0),
                a.curve_or("color2", 1.0),
                a.curve_or("color3", 1.0),
            ],
            sheets: a.int("layers", 30).clamp(1, MAX_SHAFT_SHEETS),
        }
    }
}

/// A spot light (11000).
#[derive(Debug, Clone, serde::Serialize)]
pub struct SpotParams {
    /// `diffuseColor` (active time, unclamped).
    pub diffuse: Curve,
    /// `diffuseMultiplier`.
    pub diffuse_multiplier: Curve,
    /// `specularColor` (carried, not shaded: see [`field_use`]).
    pub specular: Curve,
    /// `specularMultiplier`.
    pub specular_multiplier: Curve,
    /// `separateSpecular`: without it the diffuse values drive the specular too.
    pub separate_specular: bool,
    /// `near`: where the light starts along the cone (0 acts as 0.5, the library says).
    pub near: Curve,
    /// `far`: the distance of the cone's base.
    pub far: Curve,
    /// `radiusX`, `radiusY`: the half axes of the cone's elliptic base.
    pub radius: [Curve; 2],
}

impl SpotParams {
    /// Resolves an 11000 action's fields by name.
    pub fn from_action(a: &ActionData) -> Self {
        SpotParams {
            diffuse: a.curve_or("diffuseColor", 1.0),
            diffuse_multiplier: a.curve_or("diffuseMultiplier", 1.0),
            specular: a.curve_or("specularColor", 1.0),
            specular_multiplier: a.curve_or("specularMultiplier", 1.0),
            separate_specular: a.flag("separateSpecular", false),
            near: a.curve_or("near", 0.01),
            far: a.curve_or("far", 50.0),
            radius: [a.curve_or("radiusX", 50.0), a.curve_or("radiusY", 50.0)],
        }
    }
}

/// Whether a field of one of these actions is simulated, and if not, why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum FieldUse {
    /// Read and drawn (how: the docs and the code above).
    Simulated,
    /// Not simulated, with the reason.
    NotSimulated(&'static str),
}

const UNKNOWN: &str = "its meaning is unknown (the library names it unk_…)";

/// What fxr-view does with field `name` of action `action_type` (10014, 10003, 11000); None
/// for another action or a name none of their definitions has.
pub fn field_use(action_type: i16, name: &str) -> Option<FieldUse> {
    use FieldUse::{NotSimulated, Simulated};
    if name.starts_with("unk") {
        return matches!(
            action_type,
            ids::LENS_FLARE | ids::LIGHT_SHAFT | ids::SPOT_LIGHT
        )
        .then_some(NotSimulated(UNKNOWN));
    }
    let layer_field = |n: &str| {
        let rest = n.strip_prefix("layer")?;
        let digit = rest.chars().next()?;
        ('1'..='4').contains(&digit).then(|| rest[1..].to_string())
    };
    Some(match action_type {
        ids::LENS_FLARE => match (name, layer_field(name).as_deref()) {
            ("blendMode" | "sourceSize" | "bloom", _) => Simulated,
            ("opacityTransitionDuration", _) => NotSimulated(
                "a frame is drawn from its time alone (so a permalink gives the same pixels): the opacity follows the visible share of the source at once, with no transition",
            ),
            (
                _,
                Some(
                    "" | "Width" | "Height" | "Color" | "Count" | "ScaleVariationX"
                    | "ScaleVariationY" | "UniformScale" | "ColorMultiplier" | "Reflection"
                    | "Offset" | "OffsetVariation" | "AttenuationRadius" | "BloomColor",
                ),
            ) => Simulated,
            _ => return None,
        },
        ids::LIGHT_SHAFT => match name {
            "texture" | "blendMode" | "layers" | "width" | "height" | "color1" | "color2"
            | "color3" => Simulated,
            _ => return None,
        },
        ids::SPOT_LIGHT => match name {
            "diffuseColor" | "diffuseMultiplier" | "near" | "far" | "radiusX" | "radiusY" => {
                Simulated
            }
            "specularColor" | "specularMultiplier" | "separateSpecular" => NotSimulated(
                "carried to the light list, not shaded: the lit effect draws take diffuse light only, as from the point lights (609)",
            ),
            "jitterAndFlicker" | "jitterAcceleration" | "jitterX" | "jitterY" | "jitterZ"
            | "flickerIntervalMin" | "flickerIntervalMax" | "flickerBrightness" => NotSimulated(
                "the jitter and flicker animations are not recorded beyond their names (which generator, which curve): the light stays still and steady",
            ),
            "shadows" | "shadowDarkness" => {
                NotSimulated("a preview has no shadow maps: nothing casts a shadow")
            }
            "fadeOutTime" => NotSimulated(
                "the light ends with its particle (as the point lights here do), it does not linger",
            ),
            "volumeDensity" | "phaseFunction" | "asymmetryParam" => NotSimulated(
                "the light's fake volume fog is not drawn: its scattering formula is not recorded",
            ),
            "adaptationExponent" => NotSimulated(
                "a preview has no surrounding brightness to adapt to: the light keeps its full strength",
            ),
            _ => return None,
        },
        _ => return None,
    })
}
