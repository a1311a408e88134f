//! A frame's draw list: for each node's particles, the engine program family that draws them,
//! the pipeline state, the textures, and the constant buffers with where each value came
//! from. No GPU here: `fxr-view draws` prints this, the inspector shows it, and the renderer
//! executes it.
//!
//! How file fields reach the constants is seeds 000's table ("What the engine takes from the
//! file"), reproduced exactly where it is Observed: unk_ds3_f2_10..13 → g_ps_TexBlendType,
//! g_ps_TexBlendType2, g_ps_TexBlendType3, g_ps_ColorBlendType; premultiplyAlpha →
//! g_ps_bPreAlphaMult; blendMode → g_ps_BlendingMode and the blend (6 → 1 and source alpha
//! over inverse source alpha; 4 and 7 → 2 and source alpha onto one); g_vColorScale =
//! (rgbMultiplier·K ×3, alphaMultiplier) with K 1 for lit draws and a frame-wide factor for
//! unlit ones; lighting −1 → 0, −2 → 1; bloomColor → g_psGlowScale; depthBlend, bloom and
//! interpolateFrames → the Soft, GlowD and Blend programs.

use super::camera::{FAR, NEAR, OrbitCamera};
use super::constants::{Buffer, PS_COMMON, Provenance, VS_COMMON, Value, file};
use super::gpu_particle_info::GpuParticleInfo;
use super::source::TextureSource;
use fxr_formats::fxr::Game;
use fxr_sim::action::ActionData;
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::curve::{ExternalValues, Inputs};
use fxr_sim::playback::{Frame, NodeDraw};
use fxr_sim::program::{EffectProgram, NodeProgram};

/// The frame-wide factor K the engine folds into an unlit draw's g_vColorScale, per game
/// (seeds 000, Observed: 1.13061 in Sekiro's unlit draws, 0.07478 in Elden Ring's frames;
/// its source is not read). For the games the notes do not record, our defaults, each an
/// option ([`UnlitFactors`]), named in the inspector.
pub fn default_unlit_factor(game: Game) -> f32 {
    UnlitFactors::default().of(game)
}

/// K per game: the recorded values for Sekiro and Elden Ring, ours for the others.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(default)]
pub struct UnlitFactors {
    /// Sekiro: 1.13061 (seeds 000, Observed).
    pub sekiro: f32,
    /// Elden Ring: 0.07478 (seeds 000, Observed); also a version 5 file whose game is not
    /// detected.
    pub elden_ring: f32,
    /// Armored Core 6: not recorded. Ours: Elden Ring's, the engine generation it shares
    /// (its effects' multipliers are of Elden Ring's magnitude: 10 and 5 in the sample).
    pub armored_core6: f32,
    /// Elden Ring Nightreign: not recorded. Ours: Elden Ring's (the same engine and files).
    pub nightreign: f32,
    /// Dark Souls 3: not recorded. Ours: 1 (no frame factor: the file's multipliers as they
    /// are, as in the lit draws).
    pub dark_souls3: f32,
}

impl Default for UnlitFactors {
    fn default() -> Self {
        UnlitFactors {
            sekiro: 1.130_61,
            elden_ring: 0.074_78,
            armored_core6: 0.074_78,
            nightreign: 0.074_78,
            dark_souls3: 1.0,
        }
    }
}

impl UnlitFactors {
    /// Every game's K, in the fields' order.
    pub fn values(&self) -> [f32; 5] {
        [
            self.sekiro,
            self.elden_ring,
            self.armored_core6,
            self.nightreign,
            self.dark_souls3,
        ]
    }

    /// K for `game`.
    pub fn of(&self, game: Game) -> f32 {
        match game {
            Game::Sekiro => self.sekiro,
            Game::EldenRing | Game::Unknown => self.elden_ring,
            Game::ArmoredCore6 => self.armored_core6,
            Game::Nightreign => self.nightreign,
            Game::DarkSouls3 => self.dark_souls3,
        }
    }

    /// How the inspector names K's source for `game`: the notes' value or our choice.
    pub fn rule(game: Game) -> &'static str {
        match game {
            Game::Sekiro => {
                "rgbMultiplier × K, K = Sekiro's unlit frame factor 1.13061 (seeds 000, Observed; option unlit_factors.sekiro); alpha = alphaMultiplier"
            }
            Game::EldenRing | Game::Unknown => {
                "rgbMultiplier × K, K = Elden Ring's unlit frame factor 0.07478 (seeds 000, Observed; option unlit_factors.elden_ring); alpha = alphaMultiplier"
            }
            Game::ArmoredCore6 => {
                "rgbMultiplier × K, K for Armored Core 6: not recorded; ours, Elden Ring's 0.07478 by default (option unlit_factors.armored_core6); alpha = alphaMultiplier"
            }
            Game::Nightreign => {
                "rgbMultiplier × K, K for Nightreign: not recorded; ours, Elden Ring's 0.07478 by default (option unlit_factors.nightreign); alpha = alphaMultiplier"
            }
            Game::DarkSouls3 => {
                "rgbMultiplier × K, K for Dark Souls 3: not recorded; ours, 1 by default (option unlit_factors.dark_souls3); alpha = alphaMultiplier"
            }
        }
    }
}

/// The stir sheets' pair (TEXCOORD1.y, TEXCOORD1.z): seeds 000 records that the vertex
/// program sets them to (1, 0) or (-1, pi) "together, by one condition", not which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum StirPair {
    /// (1, 0): the angle -g_waveTime + g_waveNum r (ours: the default).
    #[default]
    Forward,
    /// (-1, pi): the angle -pi + g_waveTime + g_waveNum r, the opposite direction at time 0,
    /// turning the other way.
    Reverse,
}

impl StirPair {
    /// (TEXCOORD1.y, TEXCOORD1.z).
    pub fn texcoord1_yz(self) -> [f32; 2] {
        match self {
            StirPair::Forward => [1.0, 0.0],
            StirPair::Reverse => [-1.0, std::f32::consts::PI],
        }
    }
}

/// Options that shape the draw list. Every field has a default, so options saved before a
/// field existed (a permalink's `opts`) still read.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(default)]
pub struct DrawOptions {
    /// K for unlit draws of every game; `None` uses the game's ([`UnlitFactors`]).
    pub unlit_factor: Option<f32>,
    /// K per game, where `unlit_factor` is `None`.
    pub unlit_factors: UnlitFactors,
    /// The output keeps coverage in alpha (a transparent background).
    pub transparent: bool,
    /// g_ps_preExposure (the captures have pre-exposure off: 1).
    pub pre_exposure: f32,
    /// Distortion: g_clampDistanceInverse = 1 / radius (true) or 1 as every captured sheet
    /// holds (false, the default). Whether the engine derives it from radius is unknown.
    pub clamp_from_radius: bool,
    /// Distortion, stir sheets: g_waveNum (the stir's constants are not captured; ours: 0).
    pub stir_wave_number: f32,
    /// Distortion, stir sheets: the pair (TEXCOORD1.y, TEXCOORD1.z) (seeds 000: one of two,
    /// by a condition not recorded). Per sheet: override `g_stirTexcoord1YZ` on a node.
    pub stir_pair: StirPair,
    /// Distortion: the opacity factor TEXCOORD5 (seeds 000: opacity = g_color.a ×
    /// g_vColorScale.a × TEXCOORD5; what fills it is not recorded: 0.17 to 0.23 in some
    /// captured sheets, 12 to 31 in others). Ours: 1. Per sheet: override
    /// `g_distortionTexcoord5` on a node.
    pub distortion_opacity: f32,
    /// The light preset for lit draws when the effect has no point light: (ambient,
    /// directional) intensities, in units of the frame factor K of the effect's game: the
    /// lights are the preset times K, so a lit draw of rgbMultiplier m facing the light is
    /// about as bright as an unlit draw of m (seeds 000: an effect's colour lands in the
    /// frame's light units; lit draws have K = 1, their light supplies the units. Inferred;
    /// ours).
    pub light_preset: [f32; 2],
    /// Distortion and radial blur sheets drawn per frame, at most (each copies the frame).
    pub max_sheets: usize,
}

impl DrawOptions {
    /// The frame factor K of unlit draws for `game` (the override, else the game's).
    pub fn frame_factor(&self, game: Game) -> f32 {
        self.unlit_factor
            .unwrap_or_else(|| self.unlit_factors.of(game))
    }
}

impl Default for DrawOptions {
    fn default() -> Self {
        DrawOptions {
            unlit_factor: None,
            unlit_factors: UnlitFactors::default(),
            transparent: false,
            pre_exposure: 1.0,
            clamp_from_radius: false,
            stir_wave_number: 0.0,
            stir_pair: StirPair::Forward,
            distortion_opacity: 1.0,
            light_preset: [0.35, 0.65],
            max_sheets: 256,
        }
    }
}

/// A blend factor (the Direct3D names the captures use).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum Factor {
    /// 0.
    Zero,
    /// 1.
    One,
    /// Source alpha.
    SrcAlpha,
    /// 1 − source alpha.
    InvSrcAlpha,
    /// Destination colour.
    DestColor,
}

/// A blend operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum Operation {
    /// src·S + dst·D.
    Add,
    /// dst·D − src·S.
    ReverseSubtract,
}

/// One channel group's blend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct BlendComponent {
    /// Source factor.
    pub src: Factor,
    /// Destination factor.
    pub dst: Factor,
    /// Operation.
    pub op: Operation,
}

/// A draw's blend (one state for every target, as the captures show for the glow target).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Blend {
    /// Colour channels.
    pub color: BlendComponent,
    /// Alpha channel.
    pub alpha: BlendComponent,
}

/// A draw's depth state: reversed depth tested GREATER_EQUAL, never written (seeds 000).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Depth {
    /// The comparison.
    pub compare: &'static str,
    /// Whether depth is written.
    pub write: bool,
}

const DEPTH: Depth = Depth {
    compare: "GreaterEqual",
    write: false,
};

/// The program family that draws an appearance (one WGSL file each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum Family {
    /// 600 and 603: `shaders/billboard.wgsl`.
    Billboard,
    /// 604: `shaders/multi_texture.wgsl`.
    MultiTexture,
    /// 601, 602: `shaders/line.wgsl`.
    Line,
    /// 606, 10012: `shaders/tracer.wgsl`.
    Tracer,
    /// 607: `shaders/distortion.wgsl`.
    Distortion,
    /// 608: `shaders/radial_blur.wgsl`.
    RadialBlur,
    /// 609: no draw of its own; it lights the lit draws.
    Light,
    /// 605, 10015: `shaders/model.wgsl` (ours: the notes record no model program).
    Model,
    /// 10014: `shaders/lens_flare.wgsl` (seeds 000 names a LensFlare program; its body is
    /// ours).
    LensFlare,
    /// 10003: `shaders/light_shaft.wgsl` (seeds 000 names LightShaft programs; their body is
    /// ours).
    LightShaft,
}

impl Family {
    /// Every family, in declaration order.
    pub const ALL: [Family; 10] = [
        Family::Billboard,
        Family::MultiTexture,
        Family::Line,
        Family::Tracer,
        Family::Distortion,
        Family::RadialBlur,
        Family::Light,
        Family::Model,
        Family::LensFlare,
        Family::LightShaft,
    ];
}

/// The switches that choose a program variant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Variant {
    /// Soft: fades against the scene depth (depthBlend).
    pub soft: bool,
    /// Blend: blends the next flipbook frame (interpolateFrames).
    pub blend_frames: bool,
    /// GlowD: writes the glow target (bloom).
    pub glow: bool,
    /// Octagon: the quad's corners trimmed (octagonal).
    pub octagon: bool,
}

/// A texture a draw binds.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct TextureBinding {
    /// The program's texture name (`g_diffuseTexture`, `g_multiTexture1`...).
    pub slot: &'static str,
    /// The texture id (`sNNNNN`), 0 when none is named.
    pub id: i32,
    /// Where the id came from.
    pub provenance: Provenance,
}

/// The mesh a model draw draws.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ModelMesh {
    /// The model id (`sfx/model/sNNNNN.flver`).
    pub model: i32,
    /// The mesh's index in the model; none when no opened file has the model, which is then
    /// drawn as a small cube (the placeholder) and listed as missing.
    pub mesh: Option<usize>,
    /// The mesh's material (empty for the placeholder).
    pub material: String,
    /// The mesh's triangles (12 for the placeholder cube).
    pub triangles: usize,
}

/// One draw.
#[derive(Debug, Clone, PartialEq)]
pub struct Draw {
    /// The engine's program name for this family and variant.
    pub program: String,
    /// The family.
    pub family: Family,
    /// The variant switches.
    pub variant: Variant,
    /// The node's path.
    pub node: String,
    /// The appearance action type.
    pub action_type: i16,
    /// Index of the frame's draw (its instances).
    pub frame_draw: usize,
    /// The first of the frame draw's instances drawn.
    pub first_instance: usize,
    /// Instances drawn.
    pub instance_count: usize,
    /// Textures.
    pub textures: Vec<TextureBinding>,
    /// Flipbook columns of the first texture (for the missing-texture placeholder).
    pub columns: u32,
    /// Blend.
    pub blend: Blend,
    /// Why this blend (the note's rule, or our choice).
    pub blend_rule: Provenance,
    /// Depth.
    pub depth: Depth,
    /// PSCommonBuffer.
    pub ps: Buffer,
    /// The model mesh (model draws only).
    pub model: Option<ModelMesh>,
    /// A GPU particle draw's systems with their constants, its counts, force volumes and the
    /// GPU particle buffers' layouts (10000, 10001, 10008, 10009 only).
    pub gpu_particles: Option<Box<GpuParticleInfo>>,
}

/// A frame's draws and the frame-wide buffers.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawList {
    /// VSCommonBuffer.
    pub vs: Buffer,
    /// The draws, in order.
    pub draws: Vec<Draw>,
    /// The lights of lit draws (our layout: `shaders/common.wgsl`, LightBuffer).
    pub lights: Lights,
}

/// The lights the lit draws see: the effect's point lights (609), or a preset.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Lights {
    /// Ambient intensity (white).
    pub ambient: f32,
    /// The directional light's intensity (white; 0 when the effect has lights).
    pub directional: f32,
    /// Point lights: position, radius, diffuse colour (at most 16).
    pub points: Vec<([f32; 3], f32, [f32; 4])>,
    /// Spot lights (11000, at most [`super::flares::MAX_SPOTS`]), each value with the file
    /// field it came from.
    pub spots: Vec<super::flares::SpotLightValues>,
    /// Where these values come from, for the inspector.
    pub note: &'static str,
}

impl Lights {
    /// The most point lights the programs read.
    pub const MAX: usize = 16;

    /// The LightBuffer's size in bytes (`shaders/common.wgsl`).
    pub const SIZE: usize = (16 + Self::MAX * 8 + super::flares::SPOT_FLOATS) * 4;

    /// The bytes of the LightBuffer.
    pub fn bytes(&self) -> Vec<u8> {
        let mut out: Vec<f32> = Vec::with_capacity(Self::SIZE / 4);
        out.extend_from_slice(&[self.ambient, self.ambient, self.ambient, 1.0]);
        out.extend_from_slice(&[0.3, -1.0, 0.4, 0.0]);
        out.extend_from_slice(&[self.directional, self.directional, self.directional, 1.0]);
        let count = self.points.len().min(Self::MAX) as u32;
        out.extend_from_slice(&[f32::from_bits(count), 0.0, 0.0, 0.0]);
        for i in 0..Self::MAX {
            match self.points.get(i) {
                Some((p, r, d)) => {
                    out.extend_from_slice(&[p[0], p[1], p[2], *r]);
                    out.extend_from_slice(d);
                }
                None => out.extend_from_slice(&[0.0; 8]),
            }
        }
        super::flares::spot_bytes(&self.spots, &mut out);
        bytemuck::cast_slice(&out).to_vec()
    }
}

/// The pipeline blend and g_ps_BlendingMode for a file's blendMode.
pub fn blend_for_mode(mode: i32, transparent: bool) -> (Blend, i32, Provenance) {
    // With a transparent output the programs write premultiplied colour (g_outputCoverage),
    // so the same blends take One where they take source alpha.
    let src = if transparent {
        Factor::One
    } else {
        Factor::SrcAlpha
    };
    let over = BlendComponent {
        src,
        dst: Factor::InvSrcAlpha,
        op: Operation::Add,
    };
    let add = BlendComponent {
        src,
        dst: Factor::One,
        op: Operation::Add,
    };
    // The alpha channel: with a transparent output it holds coverage (our choice); otherwise
    // the captures' rules (source one and destination zero for most draws; source zero and
    // destination one keeps the target's alpha; which draw takes which is not recorded, so
    // over-blends take the first and additive ones the second).
    let coverage = BlendComponent {
        src: Factor::One,
        dst: Factor::InvSrcAlpha,
        op: Operation::Add,
    };
    let alpha_over = if transparent {
        coverage
    } else {
        BlendComponent {
            src: Factor::One,
            dst: Factor::Zero,
            op: Operation::Add,
        }
    };
    let alpha_keep = if transparent {
        coverage
    } else {
        BlendComponent {
            src: Factor::Zero,
            dst: Factor::One,
            op: Operation::Add,
        }
    };
    match mode {
        6 => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::EngineDefault {
                note: "seeds 000: blendMode 6 gives g_ps_BlendingMode 1, source alpha over inverse source alpha",
            },
        ),
        4 | 7 => (
            Blend {
                color: add,
                alpha: alpha_keep,
            },
            2,
            Provenance::EngineDefault {
                note: "seeds 000: blendMode 4 and 7 give g_ps_BlendingMode 2, source alpha onto one",
            },
        ),
        2 => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::Ours {
                note: "Normal: drawn as mode 6 (the library calls 6 'about Normal')",
            },
        ),
        0 => (
            Blend {
                color: add,
                alpha: alpha_keep,
            },
            2,
            Provenance::Ours {
                note: "Unk0: drawn as Add (the library calls it 'about Add')",
            },
        ),
        1 => (
            Blend {
                color: BlendComponent {
                    src: Factor::One,
                    dst: Factor::Zero,
                    op: Operation::Add,
                },
                alpha: alpha_over,
            },
            0,
            Provenance::Ours {
                note: "Source: replaces what is behind",
            },
        ),
        3 => (
            Blend {
                color: BlendComponent {
                    src: Factor::DestColor,
                    dst: Factor::Zero,
                    op: Operation::Add,
                },
                alpha: alpha_keep,
            },
            3,
            Provenance::Ours {
                note: "Multiply: the colour multiplies what is behind",
            },
        ),
        5 => (
            Blend {
                color: BlendComponent {
                    src,
                    dst: Factor::One,
                    op: Operation::ReverseSubtract,
                },
                alpha: alpha_keep,
            },
            5,
            Provenance::Ours {
                note: "Subtract: what is behind minus the colour",
            },
        ),
        _ => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::Ours {
                note: "an unknown blend mode: drawn as mode 6",
            },
        ),
    }
}

fn eval_at(
    action: &ActionData,
    name: &str,
    fallback: f32,
    active_time: f32,
    externals: &ExternalValues,
) -> [f32; 4] {
    let inputs = Inputs {
        particle_age: 0.0,
        active_time,
        emission_time: active_time,
    };
    action.curve_or(name, fallback).eval(&inputs, externals, 0)
}

/// The program name: the note's name parts (GXFfxtessellate + Soft + Blend + Texture / Bump /
/// MultiTexture / PointSprite / Tracer + GlowD; GXFfxdistortion + Soft + Bump / Rotation).
fn program_name(kind: AppearanceKind, v: Variant, bump: bool, distortion_mode: i32) -> String {
    let soft = if v.soft { "Soft" } else { "" };
    let glow = if v.glow { "GlowD" } else { "" };
    let blend = if v.blend_frames { "Blend" } else { "" };
    match kind {
        AppearanceKind::Billboard => format!(
            "GXFfxtessellate{soft}{blend}{}Texture{glow}",
            if bump { "Bump" } else { "" }
        ),
        AppearanceKind::MultiTextureBillboard => {
            format!("GXFfxtessellate{soft}{blend}MultiTexture{glow}")
        }
        AppearanceKind::PointSprite => format!("GXFfxtessellatePointSprite{glow}"),
        AppearanceKind::Line => "GXFfxtessellateLineColorOnly".into(),
        AppearanceKind::QuadLine => "GXFfxtessellateQuadLineColorOnly".into(),
        AppearanceKind::Tracer => format!("GXFfxtessellateTracerTexture{glow}"),
        AppearanceKind::Distortion => format!(
            "GXFfxdistortion{soft}{}",
            match distortion_mode {
                0 => "",
                2 => "Rotation",
                _ => "Bump",
            }
        ),
        AppearanceKind::RadialBlur => if v.soft {
            "GXFfxSoftRadialBlur"
        } else {
            "GXFfxradialBlur"
        }
        .into(),
        AppearanceKind::PointLight => "PointLight".into(),
        // The engine's _VFX_ programs (seeds 000) are named by family only
        // (CS_VFX_StandardParticleEmit, CS_VFX_SparkParticleCorrect): the draw here is the
        // billboard program, and its name says the action it draws.
        AppearanceKind::GpuParticles => format!("VFX_Particle{glow}"),
        AppearanceKind::Force => "ForceField".into(),
        // seeds 000: "LensFlare" among the tessellated family's names, "LightShaft*" among
        // the plain GXFfx family's; the rest of each name is ours.
        AppearanceKind::LensFlare => format!("GXFfxtessellateLensFlare{glow}"),
        AppearanceKind::LightShaft => format!("GXFfx{soft}LightShaft"),
        AppearanceKind::SpotLight => "SpotLight".into(),
        // Ours: no model program is recorded.
        AppearanceKind::Model => format!("Model{glow}"),
    }
}

/// The VSCommonBuffer of a camera and frame size.
pub fn view_buffer(camera: &OrbitCamera, width: u32, height: u32) -> Buffer {
    let (w, h) = (width.max(1) as f32, height.max(1) as f32);
    let view = camera.view();
    let projection = camera.projection(w / h);
    let mut vs = Buffer::new(VS_COMMON);
    vs.set(
        "g_viewMatrix",
        Value::Matrix(view.to_cols_array()),
        Provenance::View,
    );
    vs.set(
        "g_projectionMatrix",
        Value::Matrix(projection.to_cols_array()),
        Provenance::View,
    );
    vs.set(
        "g_viewProjectionMatrix",
        Value::Matrix((projection * view).to_cols_array()),
        Provenance::View,
    );
    let eye = camera.eye();
    vs.set(
        "g_cameraPosition",
        Value::Floats([eye.x, eye.y, eye.z, 1.0]),
        Provenance::View,
    );
    vs.set(
        "g_screenSize",
        Value::Floats([w, h, 1.0 / w, 1.0 / h]),
        Provenance::View,
    );
    vs.set(
        "g_nearFar",
        Value::Floats([NEAR, FAR, 0.0, 0.0]),
        Provenance::EngineDefault {
            note: "seeds 000: near 0.08, far 10,000",
        },
    );
    vs.set(
        "g_fogRange",
        Value::Floats([0.0; 4]),
        Provenance::Ours {
            note: "no fog in a preview",
        },
    );
    vs
}

/// Builds the draw list of a frame.
/// The opened files' models are read from `source` (a model draw is one draw per mesh, each
/// with its material's texture).
pub fn build(
    program: &EffectProgram,
    frame: &Frame,
    externals: &ExternalValues,
    options: &DrawOptions,
    vs: Buffer,
    source: &dyn TextureSource,
) -> DrawList {
    let mut nodes = Vec::new();
    program.root.walk(&mut nodes);
    let mut draws = Vec::new();
    let mut points = Vec::new();
    let mut spots = Vec::new();
    for (index, node_draw) in frame.draws.iter().enumerate() {
        if let fxr_sim::instances::Instances::SpotLight(lights) = &node_draw.instances {
            super::flares::collect_spots(&nodes, node_draw, lights, &mut spots);
            continue;
        }
        if let fxr_sim::instances::Instances::Light(lights) = &node_draw.instances {
            points.extend(lights.iter().map(|l| {
                (
                    [l.position[0], l.position[1], l.position[2]],
                    l.position[3],
                    l.diffuse,
                )
            }));
            continue;
        }
        let base = node_draw.node.split('#').next().unwrap_or_default();
        let Some(node) = nodes.iter().find(|n| n.path == base) else {
            continue;
        };
        let Some(mut draw) = build_draw(program.game, node, node_draw, index, externals, options)
        else {
            continue;
        };
        draw.gpu_particles = gpu_particles_of(node, node_draw);
        if matches!(draw.family, Family::Distortion | Family::RadialBlur) {
            // Each sheet moves the picture drawn before it: one draw per sheet, each with its
            // own constants (seeds 000: the frame is copied just before each sheet).
            draws.extend(sheet_draws(&draw, node_draw, options));
        } else if draw.family == Family::Model {
            draws.extend(model_draws(&draw, node_draw, source));
        } else if draw.family == Family::LensFlare {
            draws.extend(flare_draws(&draw, node, node_draw));
        } else {
            draws.push(draw);
        }
    }
    // Distortion sheets draw as one run after every other effect draw (seeds 000).
    draws.sort_by_key(|d| d.family == Family::Distortion);
    let mut sheets = 0;
    draws.retain(|d| {
        let sheet = matches!(d.family, Family::Distortion | Family::RadialBlur);
        sheets += usize::from(sheet);
        !sheet || sheets <= options.max_sheets
    });
    points.truncate(Lights::MAX);
    spots.truncate(super::flares::MAX_SPOTS);
    // The preset in the frame's light units (see `DrawOptions::light_preset`).
    let k = options.frame_factor(program.game);
    let lights = if points.is_empty() && spots.is_empty() {
        Lights {
            ambient: options.light_preset[0] * k,
            directional: options.light_preset[1] * k,
            points,
            spots,
            note: "ours (Inferred): the light preset (ambient, directional) times the frame factor K of the effect's game, so lit draws land in the frame's light units as unlit ones do (options light_preset, unlit_factors)",
        }
    } else {
        Lights {
            ambient: options.light_preset[0] * 0.5 * k,
            directional: 0.0,
            points,
            spots,
            note: "the effect's point lights (609) and spot lights (11000) as the file gives them, and ours: half the preset's ambient times the frame factor K (options light_preset, unlit_factors)",
        }
    };
    DrawList { vs, draws, lights }
}

/// One draw per distortion or radial-blur sheet, with the sheet's own constants.
fn sheet_draws(draw: &Draw, nd: &NodeDraw, options: &DrawOptions) -> Vec<Draw> {
    use fxr_sim::instances::Instances;
    let mut out = Vec::new();
    match &nd.instances {
        Instances::Distortion(sheets) => {
            for (k, sheet) in sheets.iter().enumerate() {
                let mut d = one_sheet_draw(draw, k);
                set_sheet_strength(&mut d.ps, sheet, options);
                set_sheet_waves(&mut d.ps, sheet, options);
                out.push(d);
            }
        }
        Instances::RadialBlur(sheets) => {
            for k in 0..sheets.len() {
                out.push(one_sheet_draw(draw, k));
            }
        }
        _ => {}
    }
    out
}

/// A copy of `draw` that draws one instance, the `k`th sheet.
fn one_sheet_draw(draw: &Draw, k: usize) -> Draw {
    let mut d = draw.clone();
    d.first_instance = k;
    d.instance_count = 1;
    d
}

/// Sets a distortion sheet's colour, wave strength, clamp distance, stir pair and opacity factor.
fn set_sheet_strength(
    ps: &mut Buffer,
    sheet: &fxr_sim::instances::DistortionInstance,
    options: &DrawOptions,
) {
    let color = sheet.color.map(|c| f32::from(c) / 255.0);
    ps.set(
        "g_color",
        Value::Floats(color),
        Provenance::EngineDefault {
            note: "seeds 000: colour times the particle's colour, packed to bytes (whole 255ths)",
        },
    );
    ps.set(
        "g_waveStrength",
        Value::Float(sheet.params[0]),
        Provenance::EngineDefault {
            note: "seeds 000, Observed: the file's intensity at the particle's age, not multiplied by the colour's alpha",
        },
    );
    let radius = sheet.params[1];
    let clamp_inverse = if options.clamp_from_radius && radius > 0.0 {
        1.0 / radius
    } else {
        1.0
    };
    ps.set(
        "g_clampDistanceInverse",
        Value::Float(clamp_inverse),
        if options.clamp_from_radius {
            Provenance::Option {
                name: "distortion clamp from radius",
            }
        } else {
            Provenance::EngineDefault {
                note: "1 in every captured sheet",
            }
        },
    );
    ps.set(
        "g_stirTexcoord1YZ",
        Value::Floats({
            let [y, z] = options.stir_pair.texcoord1_yz();
            [y, z, 0.0, 0.0]
        }),
        Provenance::Option { name: "stir pair" },
    );
    ps.set(
        "g_distortionTexcoord5",
        Value::Float(options.distortion_opacity),
        Provenance::Option {
            name: "distortion opacity factor (TEXCOORD5)",
        },
    );
}

/// Sets a distortion sheet's mode, wave time and number, and normal-map scrolls.
fn set_sheet_waves(
    ps: &mut Buffer,
    sheet: &fxr_sim::instances::DistortionInstance,
    options: &DrawOptions,
) {
    let mode = sheet.params2[1] as i32;
    ps.set(
        "g_distortionMode",
        Value::Int(match mode {
            0 => 0,
            2 => 2,
            _ => 1,
        }),
        Provenance::Ours {
            note: "the program: 0 stir, 1 push (Bump), 2 twist (Rotation)",
        },
    );
    if mode == 0 {
        ps.set(
            "g_waveTime",
            Value::Float(sheet.params2[0]),
            Provenance::Ours {
                note: "stir: stirSpeed x age in radians (the stir's constants are not captured)",
            },
        );
        ps.set(
            "g_waveNum",
            Value::Float(options.stir_wave_number),
            Provenance::Option {
                name: "stir wave number",
            },
        );
    } else {
        ps.set(
            "g_waveTime",
            Value::Float(1.0),
            Provenance::EngineDefault {
                note: "1 in every captured push sheet; the scrolls arrive as distances travelled",
            },
        );
        ps.set(
            "g_waveNum",
            Value::Float(0.0),
            Provenance::EngineDefault {
                note: "0 in every captured sheet",
            },
        );
    }
    ps.set(
        "g_vNormalMapScrollDistance",
        Value::Float(sheet.params[2]),
        Provenance::Ours {
            note: "Inferred (seeds 000): normalMapOffsetU + normalMapSpeedU x age",
        },
    );
    ps.set(
        "g_hNormalMapScrollDistance",
        Value::Float(sheet.params[3]),
        Provenance::Ours {
            note: "Inferred (seeds 000): normalMapOffsetV + normalMapSpeedV x age",
        },
    );
    ps.set(
        "g_normalMapScrollScale",
        Value::Floats([sheet.params2[2], sheet.params2[3], 0.0, 0.0]),
        Provenance::Ours {
            note: "normalMapScaleU, normalMapScaleV (Elden Ring)",
        },
    );
}

/// A model node's draws: for each run of one model id among its instances, one draw per mesh
/// of the model, textured by the mesh's material (the actions name no texture of their own),
/// or one placeholder draw when no opened file has the model.
fn model_draws(draw: &Draw, nd: &NodeDraw, source: &dyn TextureSource) -> Vec<Draw> {
    let fxr_sim::instances::Instances::Model(instances) = &nd.instances else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut start = 0;
    while start < instances.len() {
        let id = instances[start].model;
        let len = instances[start..]
            .iter()
            .take_while(|i| i.model == id)
            .count();
        let mut d = draw.clone();
        d.first_instance = start;
        d.instance_count = len;
        match super::source::drawable_model(source, id) {
            Some(geometry) => {
                for (k, mesh) in geometry.meshes.iter().enumerate() {
                    let mut m = d.clone();
                    let diffuse = mesh.diffuse();
                    m.textures = vec![TextureBinding {
                        slot: "g_diffuseTexture",
                        id: diffuse.and_then(|t| t.id).unwrap_or(0),
                        provenance: Provenance::Model {
                            model: id,
                            material: mesh.material.clone(),
                            slot: diffuse.map_or_else(String::new, |t| t.slot.clone()),
                            path: diffuse.map_or_else(String::new, |t| t.path.clone()),
                        },
                    }];
                    m.model = Some(ModelMesh {
                        model: id,
                        mesh: Some(k),
                        material: mesh.material.clone(),
                        triangles: mesh.indices.len() / 3,
                    });
                    out.push(m);
                }
            }
            None => {
                d.textures = Vec::new();
                d.model = Some(ModelMesh {
                    model: id,
                    mesh: None,
                    material: String::new(),
                    triangles: 12,
                });
                out.push(d);
            }
        }
        start += len;
    }
    out
}

/// One draw per run of one layer's flares (the instances come ordered by layer), each with the
/// layer's texture (`layerN`) and glow colour (`layerNBloomColor`, with `bloom`). Flares are
/// drawn over the scene, not depth tested: their occlusion is the source's visible share,
/// measured in the vertex program (ours).
fn flare_draws(draw: &Draw, node: &NodeProgram, nd: &NodeDraw) -> Vec<Draw> {
    let fxr_sim::instances::Instances::LensFlare(instances) = &nd.instances else {
        return Vec::new();
    };
    let Some(a) = node
        .configs
        .get(nd.config)
        .and_then(|c| c.appearance.as_ref())
        .map(|ap| &ap.action)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut start = 0;
    while start < instances.len() {
        let layer = instances[start].params[1];
        let len = instances[start..]
            .iter()
            .take_while(|i| i.params[1] == layer)
            .count();
        let n = layer as usize + 1;
        let mut d = draw.clone();
        d.first_instance = start;
        d.instance_count = len;
        d.depth = Depth {
            compare: "Always",
            write: false,
        };
        let texture = format!("layer{n}");
        d.textures = vec![TextureBinding {
            slot: "g_diffuseTexture",
            id: a.int(&texture, 0),
            provenance: file(a, &texture, None),
        }];
        let bloom = format!("layer{n}BloomColor");
        d.ps.set(
            "g_psGlowScale",
            Value::Floats(a.floats(&bloom, [1.0, 1.0, 1.0, 0.0])),
            file(a, &bloom, Some("drawn when bloom is set")),
        );
        d.ps.set(
            "g_color",
            Value::Floats([1.0; 4]),
            Provenance::Ours {
                note: "white: each flare carries its layer's colour (layerNColor clamped × layerNColorMultiplier) in its instance",
            },
        );
        out.push(d);
        start += len;
    }
    out
}

/// The draw of one node's particles in a frame: its program, pipeline state, constants and
/// textures; none for a node with no appearance or one with no draw of its own.
fn build_draw(
    game: Game,
    node: &NodeProgram,
    nd: &NodeDraw,
    frame_draw: usize,
    externals: &ExternalValues,
    options: &DrawOptions,
) -> Option<Draw> {
    let appearance = node.configs.get(nd.config)?.appearance.as_ref()?;
    let a = &appearance.action;
    let kind = appearance.kind;
    let family = family_of(kind)?;
    let t = nd.active_time;
    let variant = variant_of(a, family);
    let normal_map = a.int("normalMap", 0);
    let distortion_mode = a.int("mode", 1);
    let program = program_name(
        kind,
        variant,
        normal_map > 0 && family == Family::Billboard && kind != AppearanceKind::GpuParticles,
        distortion_mode,
    );

    let blend_mode = eval_at(a, "blendMode", 2.0, t, externals)[0] as i32;
    let (blend, blending_mode, blend_provenance) = blend_for_mode(blend_mode, options.transparent);

    let mut ps = Buffer::new(PS_COMMON);
    set_blend_words(&mut ps, a, blending_mode);
    set_lighting_and_color_scale(&mut ps, a, game, family, t, externals, options);
    set_glow_and_soft(&mut ps, a);
    set_output_constants(&mut ps, a, variant, t, externals, options);

    let textures = textures_of(a, family, normal_map, t, externals);
    Some(Draw {
        program,
        family,
        variant,
        node: nd.node.clone(),
        action_type: nd.action_type,
        frame_draw,
        first_instance: 0,
        instance_count: nd.instances.len(),
        textures,
        columns: a.int("columns", 1).clamp(1, 16) as u32,
        blend,
        blend_rule: blend_provenance,
        depth: DEPTH,
        ps,
        model: None,
        gpu_particles: None,
    })
}

/// The program family that draws `kind`; none for the kinds with no draw of their own
/// (lights and forces).
fn family_of(kind: AppearanceKind) -> Option<Family> {
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

/// Sets the blend words: the texture and colour blend types, premultiplied alpha, the
/// blending mode and the fog mode that goes with it.
fn set_blend_words(ps: &mut Buffer, a: &ActionData, blending_mode: i32) {
    let words = [
        ("g_ps_TexBlendType", "unk_ds3_f2_10"),
        ("g_ps_TexBlendType2", "unk_ds3_f2_11"),
        ("g_ps_TexBlendType3", "unk_ds3_f2_12"),
        ("g_ps_ColorBlendType", "unk_ds3_f2_13"),
    ];
    for (constant, field) in words {
        ps.set(constant, Value::Int(a.int(field, 0)), file(a, field, None));
    }
    ps.set(
        "g_ps_bPreAlphaMult",
        Value::Int(i32::from(a.flag("premultiplyAlpha", false))),
        file(a, "premultiplyAlpha", Some("1 for true")),
    );
    ps.set(
        "g_ps_BlendingMode",
        Value::Int(blending_mode),
        file(a, "blendMode", Some("6 → 1; 4 and 7 → 2")),
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
    ps: &mut Buffer,
    a: &ActionData,
    game: Game,
    family: Family,
    t: f32,
    externals: &ExternalValues,
    options: &DrawOptions,
) {
    let lighting = a.int("lighting", -1);
    let lit = lighting != -1;
    ps.set(
        "g_ps_bEnableLighting",
        Value::Int(i32::from(lit)),
        file(a, "lighting", Some("-1 → 0, -2 → 1 (0 Lit → 1: Inferred)")),
    );
    ps.set(
        "g_ps_bEnableFog",
        Value::Int(0),
        Provenance::Ours {
            note: "no fog in a preview",
        },
    );

    // The screen-space sheets move or blur the picture's own light: every captured distortion
    // sheet holds g_vColorScale (1, 1, 1, 1), so the frame factor does not apply to them.
    let screen_space = matches!(family, Family::Distortion | Family::RadialBlur);
    let k = if lit || screen_space {
        1.0
    } else {
        options.frame_factor(game)
    };
    let rgb = eval_at(a, "rgbMultiplier", 1.0, t, externals)[0];
    let alpha = eval_at(a, "alphaMultiplier", 1.0, t, externals)[0];
    let rule = if screen_space {
        "rgbMultiplier, alphaMultiplier as stored (the captured sheets hold 1, 1, 1, 1)"
    } else if lit {
        "rgbMultiplier × K, K = 1 (lit: seeds 000, Observed; the light preset is in frame units); alpha = alphaMultiplier"
    } else if options.unlit_factor.is_some() {
        "rgbMultiplier × K, K the unlit frame factor set for every game (option unlit_factor); alpha = alphaMultiplier"
    } else {
        UnlitFactors::rule(game)
    };
    ps.set(
        "g_vColorScale",
        Value::Floats([rgb * k, rgb * k, rgb * k, alpha]),
        file(a, "rgbMultiplier", Some(rule)),
    );
}

/// Sets the glow scale, the colour and the soft-sprite scale and offset.
fn set_glow_and_soft(ps: &mut Buffer, a: &ActionData) {
    let bloom = a.floats("bloomColor", [1.0, 1.0, 1.0, 0.0]);
    ps.set(
        "g_psGlowScale",
        Value::Floats(bloom),
        file(a, "bloomColor", None),
    );
    ps.set(
        "g_color",
        Value::Floats([1.0; 4]),
        Provenance::Ours {
            note: "white: what sets it for billboards is not recorded",
        },
    );
    let soft_scale = a.float("unkDepthBlend1", 1.0);
    ps.set(
        "g_ps_softSpriteScaleOffset",
        Value::Floats([soft_scale, a.float("unkDepthBlend2", 0.0), 0.0, 0.0]),
        file(a, "unkDepthBlend1", Some("Inferred: the captures hold scales 1, 0.5, 0.25, 0.1 with a zero offset; the file's unkDepthBlend1 (default 1) is our guess")),
    );
}

/// Sets the constants of the output: pre-exposure, transduction, flipbook blending, coverage,
/// resolution, the resolve rectangle and the alpha cutoff.
fn set_output_constants(
    ps: &mut Buffer,
    a: &ActionData,
    variant: Variant,
    t: f32,
    externals: &ExternalValues,
    options: &DrawOptions,
) {
    ps.set(
        "g_ps_preExposure",
        Value::Float(options.pre_exposure),
        Provenance::Option {
            name: "pre-exposure",
        },
    );
    ps.set(
        "g_ps_invPreExposure",
        Value::Float(1.0 / options.pre_exposure.max(1e-6)),
        Provenance::Option {
            name: "pre-exposure",
        },
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
        Value::Int(i32::from(variant.blend_frames)),
        file(
            a,
            "interpolateFrames",
            Some("1 when frames are blended (ours)"),
        ),
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
        Value::Float(eval_at(a, "alphaThreshold", 0.0, t, externals)[0] / 255.0),
        file(a, "alphaThreshold", Some("divided by 255")),
    );
}

/// The textures a draw of `family` binds, each id the action's field at time `t`.
fn textures_of(
    a: &ActionData,
    family: Family,
    normal_map: i32,
    t: f32,
    externals: &ExternalValues,
) -> Vec<TextureBinding> {
    let texture = |slot: &'static str, name: &str| TextureBinding {
        slot,
        id: eval_at(a, name, 0.0, t, externals)[0] as i32,
        provenance: file(a, name, None),
    };
    match family {
        Family::Billboard => {
            let mut v = vec![texture("g_diffuseTexture", "texture")];
            if normal_map > 0 {
                v.push(texture("g_normalTexture", "normalMap"));
            }
            v
        }
        Family::MultiTexture => vec![
            texture("g_multiTexture0", "layer1"),
            texture("g_multiTexture1", "layer2"),
            texture("g_multiTexture2", "layer3"),
        ],
        Family::Tracer | Family::LightShaft => vec![texture("g_diffuseTexture", "texture")],
        // One draw per layer, each with its layer's texture (`flare_draws`).
        Family::LensFlare => Vec::new(),
        Family::Distortion => vec![texture("g_normalTexture", "normalMap")],
        Family::RadialBlur => vec![texture("g_maskTexture", "mask")],
        // A model's textures are its materials' (`model_draws`).
        Family::Line | Family::Light | Family::Model => Vec::new(),
    }
}

/// What the inspector shows of a GPU particle draw (none for the other draws).
fn gpu_particles_of(node: &NodeProgram, nd: &NodeDraw) -> Option<Box<GpuParticleInfo>> {
    let gpu = nd.gpu.as_deref()?;
    let appearance = node.configs.get(nd.config)?.appearance.as_ref()?;
    Some(Box::new(super::gpu_particle_info::gpu_particle_info(
        gpu,
        &appearance.action,
        nd.instances.len(),
    )))
}

/// A user's override of one constant (the inspector's edits; permalinks carry them): in the
/// draws of one node (every draw when `node` is none) or in the frame's VSCommonBuffer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Override {
    /// The node whose draws it applies to (PSCommonBuffer only); none: every draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    // Absent rather than null when none (a permalink's override omits it too).
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub node: Option<String>,
    /// "PSCommonBuffer" or "VSCommonBuffer".
    pub buffer: String,
    /// The variable.
    pub name: String,
    /// Its components (1, 2, 4 or 16 numbers).
    pub values: Vec<f64>,
}

impl Override {
    /// Checks the buffer, the variable and the values against our layouts, so a bad override
    /// (from a user or a permalink) is refused when it is set rather than when drawn.
    pub fn check(&self) -> Result<(), String> {
        let layout = match self.buffer.as_str() {
            "PSCommonBuffer" => PS_COMMON,
            "VSCommonBuffer" => VS_COMMON,
            other => {
                return Err(format!(
                    "unknown buffer {other:?}: expected PSCommonBuffer or VSCommonBuffer"
                ));
            }
        };
        Buffer::new(layout).set_override(&self.name, &self.values)
    }

    fn applies_to(&self, draw: &Draw) -> bool {
        self.buffer == "PSCommonBuffer" && self.node.as_ref().is_none_or(|n| *n == draw.node)
    }
}

impl DrawList {
    /// Applies overrides in order (a later one wins). Ones that do not fit are skipped (they
    /// were checked when set: [`Override::check`]).
    pub fn apply_overrides(&mut self, overrides: &[Override]) {
        for o in overrides {
            if o.buffer == "VSCommonBuffer" {
                let _ = self.vs.set_override(&o.name, &o.values);
            }
            for d in self.draws.iter_mut().filter(|d| o.applies_to(d)) {
                let _ = d.ps.set_override(&o.name, &o.values);
            }
        }
    }

    /// Leaves out the draws of hidden nodes (the viewer's per-node visibility).
    pub fn hide_nodes(&mut self, hidden: &std::collections::BTreeSet<String>) {
        if !hidden.is_empty() {
            self.draws.retain(|d| !hidden.contains(&d.node));
        }
    }

    /// The list as `fxr-view draws --json` prints it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "VSCommonBuffer": self.vs.to_json(),
            "lights": self.lights,
            "draws": self.draws.iter().map(|d| {
                let mut o = draw_fields(d);
                o.insert("first_instance".into(), d.first_instance.into());
                o.insert("buffers".into(), serde_json::json!({ "PSCommonBuffer": d.ps.to_json() }));
                o.insert("provenance".into(), serde_json::json!({ "PSCommonBuffer": d.ps.provenance_json() }));
                serde_json::Value::Object(o)
            }).collect::<Vec<_>>(),
        })
    }
}

/// What every JSON view of a draw shows (`fxr-view draws --json`, the viewer's inspector): its
/// program, node and pipeline state.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DrawSummary<'a> {
    /// The engine's program name for this family and variant.
    pub program: &'a str,
    /// The family.
    pub family: Family,
    /// The variant switches.
    pub variant: Variant,
    /// The node's path.
    pub node: &'a str,
    /// The appearance action type.
    pub action_type: i16,
    /// Instances drawn.
    pub instance_count: usize,
    /// Textures.
    pub textures: &'a [TextureBinding],
    /// Blend.
    pub blend: Blend,
    /// Why this blend (the note's rule, or our choice).
    pub blend_rule: &'a Provenance,
    /// Depth.
    pub depth: Depth,
    /// The model mesh (model draws only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub model: Option<&'a ModelMesh>,
    /// A GPU particle draw's systems, counts, force volumes and buffer layouts.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub gpu_particles: Option<&'a GpuParticleInfo>,
}

impl Draw {
    /// The draw as every JSON view shows it.
    pub fn summary(&self) -> DrawSummary<'_> {
        DrawSummary {
            program: &self.program,
            family: self.family,
            variant: self.variant,
            node: &self.node,
            action_type: self.action_type,
            instance_count: self.instance_count,
            textures: &self.textures,
            blend: self.blend,
            blend_rule: &self.blend_rule,
            depth: self.depth,
            model: self.model.as_ref(),
            gpu_particles: self.gpu_particles.as_deref(),
        }
    }
}

/// A draw's summary as a JSON object, for the views that add fields of their own.
fn draw_fields(d: &Draw) -> serde_json::Map<String, serde_json::Value> {
    match serde_json::to_value(d.summary()) {
        Ok(serde_json::Value::Object(map)) => map,
        // A struct of strings and numbers always serializes to an object.
        _ => serde_json::Map::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test_draw(node: &str) -> Draw {
        let (blend, _, rule) = blend_for_mode(6, false);
        Draw {
            program: "GXFfxtessellateTexture".into(),
            family: Family::Billboard,
            variant: Variant::default(),
            node: node.into(),
            action_type: 603,
            frame_draw: 0,
            first_instance: 0,
            instance_count: 1,
            textures: Vec::new(),
            columns: 1,
            blend,
            blend_rule: rule,
            depth: Depth {
                compare: "GreaterEqual",
                write: false,
            },
            ps: Buffer::new(PS_COMMON),
            model: None,
            gpu_particles: None,
        }
    }

    #[test]
    fn overrides_apply_to_their_node_or_to_every_draw() {
        let mut list = DrawList {
            vs: Buffer::new(VS_COMMON),
            draws: vec![test_draw("0/1"), test_draw("0/2")],
            lights: Lights {
                ambient: 1.0,
                directional: 0.0,
                points: Vec::new(),
                spots: Vec::new(),
                note: "test",
            },
        };
        let one = Override {
            node: Some("0/2".into()),
            buffer: "PSCommonBuffer".into(),
            name: "g_waveStrength".into(),
            values: vec![5.0],
        };
        let all = Override {
            node: None,
            buffer: "PSCommonBuffer".into(),
            name: "g_alphaCutoff".into(),
            values: vec![0.25],
        };
        let vs = Override {
            node: None,
            buffer: "VSCommonBuffer".into(),
            name: "g_nearFar".into(),
            values: vec![1.0, 2.0, 3.0, 4.0],
        };
        for o in [&one, &all, &vs] {
            o.check().unwrap();
        }
        list.apply_overrides(&[one, all, vs]);
        assert_eq!(list.draws[0].ps.get("g_waveStrength"), None);
        assert_eq!(
            list.draws[1].ps.get("g_waveStrength"),
            Some(&Value::Float(5.0))
        );
        assert!(
            list.draws
                .iter()
                .all(|d| d.ps.get("g_alphaCutoff") == Some(&Value::Float(0.25)))
        );
        assert_eq!(
            list.vs.get("g_nearFar"),
            Some(&Value::Floats([1.0, 2.0, 3.0, 4.0]))
        );
        let rows = list.draws[1].ps.rows();
        let row = rows.iter().find(|r| r.name == "g_waveStrength").unwrap();
        assert!(matches!(row.provenance, Some(Provenance::Override { .. })));
        list.hide_nodes(&["0/1".to_string()].into_iter().collect());
        assert_eq!(list.draws.len(), 1);
        assert_eq!(list.draws[0].node, "0/2");
        let bad = Override {
            node: None,
            buffer: "PSEnvLightBuffer".into(),
            name: "x".into(),
            values: vec![],
        };
        assert!(bad.check().unwrap_err().contains("unknown buffer"));
    }

    /// seeds 000: g_vColorScale = (rgbMultiplier × K, ..., alphaMultiplier); Sekiro: 1.4 gives
    /// 1.58285 and 1.8 gives 2.0351 with K = 1.13061; Elden Ring: 20 gives 1.4956 with
    /// K = 0.07478.
    #[test]
    fn color_scale_factor_matches_the_captures() {
        let k_sekiro = default_unlit_factor(Game::Sekiro);
        assert!((1.4 * k_sekiro - 1.58285).abs() < 1e-5);
        assert!((1.8 * k_sekiro - 2.0351).abs() < 1e-4);
        assert!((1.2 * k_sekiro - 1.35673).abs() < 1e-5);
        let k_er = default_unlit_factor(Game::EldenRing);
        assert!((20.0 * k_er - 1.4956).abs() < 1e-4);
        assert!((10.0 * k_er - 0.7478).abs() < 1e-4);
    }

    /// seeds 000: blendMode 6 → g_ps_BlendingMode 1 and source alpha over inverse source
    /// alpha; 4 and 7 → 2 and source alpha onto one.
    #[test]
    fn blend_mode_mapping() {
        let (b6, m6, _) = blend_for_mode(6, false);
        assert_eq!(m6, 1);
        assert_eq!(
            (b6.color.src, b6.color.dst),
            (Factor::SrcAlpha, Factor::InvSrcAlpha)
        );
        for mode in [4, 7] {
            let (b, m, _) = blend_for_mode(mode, false);
            assert_eq!(m, 2);
            assert_eq!((b.color.src, b.color.dst), (Factor::SrcAlpha, Factor::One));
        }
        // Transparent output keeps coverage in alpha for every mode, and takes premultiplied
        // colour.
        for mode in 0..8 {
            let (b, _, _) = blend_for_mode(mode, true);
            assert_eq!(
                (b.alpha.src, b.alpha.dst),
                (Factor::One, Factor::InvSrcAlpha)
            );
            assert_ne!(b.color.src, Factor::SrcAlpha);
        }
    }

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
