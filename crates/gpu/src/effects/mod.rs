//! The effect renderer: executes a frame's draw list with one wgpu pipeline per program
//! family and variant.
//!
//! A frame: the opaque pass clears the HDR scene target to the background and draws the
//! optional ground grid with depth (writing the linear depth the soft programs read); the
//! effect pass draws every draw in order into the scene and glow targets, tested against the
//! reversed depth GREATER_EQUAL and writing none; the tonemap pass writes the output.
//!
//! What a frame is asked for (`fxr_draw::settings`) and where its textures come from
//! (`fxr_draw::source`) are the draw crate's. The parts: `targets` (the targets of one frame
//! size), `families` (everything a program family needs, one table entry each), `pipelines`
//! (keys, blend, the layouts and modules built from the table), `textures` (the
//! texture cache), `models` (the model meshes and the placeholder cube), `buffers` (the constants, instances and samplers a frame binds), `frame`
//! (the passes), `probe` (designed draws, for the tests: the `testing` feature) and `tests`.

mod buffers;
mod families;
mod frame;
pub mod gpu_particles;
mod models;
mod pipelines;
#[cfg(any(test, feature = "testing"))]
mod probe;
mod targets;
mod textures;

#[cfg(test)]
mod tests;

pub use families::{FamilyProgram, family_program, family_source};
pub use models::{PLACEHOLDER_HALF_SIZE, placeholder_cube};
pub use pipelines::{PipelineKey, TargetSet};
#[cfg(any(test, feature = "testing"))]
pub use probe::{ProbeDraw, ProbeResult, ProbeTarget};
// What a frame is asked for and where its textures come from: plain values of the draw crate.
use fxr_draw::settings::RenderSettings;
use fxr_draw::source::TextureSource;

use crate::bloom::Bloom;
use crate::texture::Upload;
use crate::{gpu::Gpu, tonemap::Tonemapper};
use buffers::FrameResources;
use models::ModelCache;
use pipelines::Programs;
use std::collections::BTreeSet;
use targets::Targets;
use textures::TextureCache;

/// What a renderer found missing or broken ([`EffectRenderer::take_missing`]).
#[derive(Debug, Default)]
pub struct MissingLists {
    textures: BTreeSet<i32>,
    models: BTreeSet<i32>,
    broken: std::collections::BTreeMap<i32, String>,
}

/// The pipelines, layouts, samplers and textures of the effect programs.
#[derive(Debug)]
pub struct EffectRenderer {
    /// The programs' layouts, modules and compiled pipelines, and the grid's.
    programs: Programs,
    /// The uploaded textures and the placeholders.
    textures: TextureCache,
    /// The uploaded model meshes and the placeholder cube.
    models: ModelCache,
    /// The buffers and samplers a frame binds.
    resources: FrameResources,
    /// The targets of the last frame size.
    targets: Option<Targets>,
    bloom: Bloom,
    tonemapper: Tonemapper,
    /// Draw the colour and the glow targets in separate passes ([`TargetSet`]): on devices
    /// without independent blend, or when asked (tests compare the two ways).
    split_targets: bool,
    /// Whether the device can write both targets in one draw (independent blend).
    can_combine_targets: bool,
    /// Whether the device runs the GPU particles' compute programs (not WebGL2).
    computes_particles: bool,
    /// Those programs, compiled when a frame first has GPU particles: most effects have
    /// none, and compiling them was most of the first frame's time on a software renderer
    /// (SwiftShader: the viewer page's first frame came 3.9 s after it started, 0.8 s without).
    particles: Option<gpu_particles::ParticleCompute>,
    /// What the compute programs hold per draw on this device.
    particle_capacity: u32,
}

impl EffectRenderer {
    /// Compiles the programs' shared layouts and the opaque pass.
    pub fn new(gpu: &Gpu) -> Self {
        EffectRenderer {
            programs: Programs::new(gpu),
            resources: FrameResources::new(gpu),
            textures: TextureCache::new(gpu),
            models: ModelCache::new(gpu),
            bloom: Bloom::new(gpu),
            split_targets: !gpu
                .adapter_handle
                .get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::INDEPENDENT_BLEND),
            can_combine_targets: gpu
                .adapter_handle
                .get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::INDEPENDENT_BLEND),
            tonemapper: Tonemapper::new(gpu),
            targets: None,
            computes_particles: gpu.compute,
            particles: None,
            particle_capacity: gpu_particles::ParticleCompute::capacity(gpu),
        }
    }

    /// Whether this renderer evaluates GPU particles with its compute programs. Else
    /// (WebGL2) the frames must carry the CPU's evaluation.
    pub fn computes_particles(&self) -> bool {
        self.computes_particles
    }

    /// The most candidate particles one GPU particle draw may have for this renderer's
    /// compute programs (what one storage binding, one buffer and one dispatch hold on its
    /// device); 0 without compute programs. What the simulation is told
    /// (`Playback::set_gpu_particle_capacity`), so that the frames carry the CPU's evaluation
    /// of the draws past it.
    pub fn gpu_particle_capacity(&self) -> u64 {
        if self.computes_particles {
            u64::from(self.particle_capacity)
        } else {
            0
        }
    }

    /// Draws the colour and glow targets in separate passes even where one pass could
    /// write both (as devices without independent blend must; see [`TargetSet`]).
    pub fn set_split_targets(&mut self, split: bool) {
        self.split_targets = split || !self.can_combine_targets;
    }

    /// Whether the colour and the glow targets are drawn in separate passes.
    pub fn split_targets(&self) -> bool {
        self.split_targets
    }

    /// Texture ids drawn as the placeholder because no opened file has them.
    pub fn missing_textures(&self) -> &BTreeSet<i32> {
        &self.textures.missing
    }

    /// Model ids drawn as the placeholder cube because no opened file has them.
    pub fn missing_models(&self) -> &BTreeSet<i32> {
        &self.models.missing
    }

    /// Models a file holds that cannot be drawn (drawn as the placeholder cube), with why.
    pub fn broken_models(&self) -> &std::collections::BTreeMap<i32, String> {
        &self.models.broken
    }

    /// How each loaded texture was uploaded.
    pub fn uploads(&self) -> impl Iterator<Item = (i32, Upload)> + '_ {
        self.textures.uploaded.iter().map(|(&id, (_, u))| (id, *u))
    }

    /// Takes the lists of missing textures and models and of broken models, leaving them
    /// empty: a picture drawn aside (a thumbnail) then adds only its own, and
    /// [`EffectRenderer::restore_missing`] puts the player's back.
    pub fn take_missing(&mut self) -> MissingLists {
        MissingLists {
            textures: std::mem::take(&mut self.textures.missing),
            models: std::mem::take(&mut self.models.missing),
            broken: std::mem::take(&mut self.models.broken),
        }
    }

    /// Puts back lists [`EffectRenderer::take_missing`] took (what was found missing since is
    /// dropped: it was the picture aside's).
    pub fn restore_missing(&mut self, lists: MissingLists) {
        self.textures.missing = lists.textures;
        self.models.missing = lists.models;
        self.models.broken = lists.broken;
    }

    /// Forgets uploaded textures and models (after the user opens other files).
    pub fn clear_textures(&mut self) {
        self.textures.uploaded.clear();
        self.textures.missing.clear();
        self.models.clear();
    }

    /// The pipeline for a key, compiled on first use.
    pub fn pipeline(&mut self, gpu: &Gpu, key: PipelineKey) -> Option<&wgpu::RenderPipeline> {
        self.programs.pipeline(gpu, key)
    }
}
