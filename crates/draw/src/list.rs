//! The draw list: what the renderer executes for one frame. Each [`Draw`] names its program
//! family and variant, its pipeline state, its textures and its PSCommonBuffer (every value
//! with where it came from); the list holds the frame-wide buffers, the lights and every
//! instance's bytes, so the renderer needs nothing else.

use crate::constants::{Buffer, Provenance};
use crate::gpu_particles::GpuParticleJob;

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

/// The depth state of the effect draws (seeds 000).
pub const DEPTH: Depth = Depth {
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
    /// The byte size of one of its instances (the simulation's record for the family: the
    /// vertex buffer's stride).
    pub const fn instance_size(self) -> usize {
        use fxr_sim::flares::{FlareInstance, ShaftInstance};
        use fxr_sim::instances::{
            BillboardInstance, DistortionInstance, LightInstance, LineInstance, ModelInstance,
            MultiTextureInstance, RadialBlurInstance, TracerInstance,
        };
        use std::mem::size_of;
        match self {
            Family::Billboard => size_of::<BillboardInstance>(),
            Family::MultiTexture => size_of::<MultiTextureInstance>(),
            Family::Line => size_of::<LineInstance>(),
            Family::Tracer => size_of::<TracerInstance>(),
            Family::Distortion => size_of::<DistortionInstance>(),
            Family::RadialBlur => size_of::<RadialBlurInstance>(),
            Family::Light => size_of::<LightInstance>(),
            Family::Model => size_of::<ModelInstance>(),
            Family::LensFlare => size_of::<FlareInstance>(),
            Family::LightShaft => size_of::<ShaftInstance>(),
        }
    }

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
    /// Index of the frame's draw whose instances it draws.
    pub frame_draw: usize,
    /// The first of the frame draw's instances drawn.
    pub first_instance: usize,
    /// Instances drawn.
    pub instance_count: usize,
    /// Where its instances are in the list's [`DrawList::instances`] (bytes); empty for a GPU
    /// particle draw the renderer computes (its [`Draw::gpu_particles`]).
    pub instance_bytes: std::ops::Range<usize>,
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
    /// A GPU particle draw the renderer's compute programs evaluate: its index in
    /// [`DrawList::gpu_particles`] (10000, 10001, 10008, 10009 only, when the CPU did not).
    pub gpu_particles: Option<usize>,
}

/// A frame's draws, the frame-wide buffers and every instance drawn: all the renderer needs.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawList {
    /// VSCommonBuffer.
    pub vs: Buffer,
    /// The draws, in order.
    pub draws: Vec<Draw>,
    /// The lights of lit draws (our layout: `shaders/common.wgsl`, LightBuffer).
    pub lights: Lights,
    /// Every frame draw's instances once (sheets and meshes of one node share them), each
    /// run 4-byte aligned, as the vertex buffer holds them; a draw's are its
    /// [`Draw::instance_bytes`].
    pub instances: Vec<u8>,
    /// The GPU particle draws the renderer's compute programs evaluate.
    pub gpu_particles: Vec<GpuParticleJob>,
}

/// The lights the lit draws see: the effect's point lights (609), or a preset.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Lights {
    /// Ambient intensity (white).
    pub ambient: f32,
    /// The directional light's intensity (white; 0 when the effect has lights).
    pub directional: f32,
    /// Point lights: position, radius, diffuse colour (at most 16).
    pub points: Vec<([f32; 3], f32, [f32; 4])>,
    /// Spot lights (11000, at most [`crate::families::lights::MAX_SPOTS`]), each value with the file
    /// field it came from.
    pub spots: Vec<crate::families::lights::SpotLightValues>,
    /// Where these values come from, for the inspector.
    pub note: &'static str,
}

impl Lights {
    /// The most point lights the programs read.
    pub const MAX: usize = 16;

    /// The LightBuffer's size in bytes (`shaders/common.wgsl`).
    pub const SIZE: usize = (16 + Self::MAX * 8 + crate::families::lights::SPOT_FLOATS) * 4;

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
        crate::families::lights::spot_bytes(&self.spots, &mut out);
        bytemuck::cast_slice(&out).to_vec()
    }
}
