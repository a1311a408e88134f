//! A frame's draw list, on the CPU: what the GPU is asked to draw, with no GPU here.
//!
//! An effect's compiled program is resolved once for drawing ([`DrawProgram`]: each config's
//! appearance, its program family and the action values behind its constants, one module per
//! family in [`families`]); each played frame ([`fxr_sim::playback::Frame`]) then becomes a
//! [`DrawList`] ([`build`]): one [`Draw`] per node and program family with its pipeline key
//! (family, blend, variant), its textures, and its constant buffers ([`constants`]) with the
//! provenance of every value (the file's action and field, one of our options, an engine
//! default the notes record, or our choice); the list owns every instance's bytes and the GPU
//! particle jobs ([`gpu_particles`]), so the `fxr-gpu` crate executes it with nothing else.
//! The material previews' constants are in [`materials`].

#![forbid(unsafe_code)]

pub mod blend;
pub mod build;
pub mod camera;
pub mod constants;
pub mod families;
pub mod fields;
pub mod gpu_particles;
pub mod list;
pub mod materials;
pub mod model_picture;
pub mod options;
pub mod overrides;
pub mod preview;
// Not product: the CPU reference formulas the conformance tests compare the programs with.
#[cfg(any(test, feature = "testing"))]
pub mod reference;
pub mod settings;
pub mod source;

pub use blend::blend_for_mode;
pub use build::{build, view_buffer};
pub use camera::OrbitCamera;
pub use families::DrawProgram;
pub use gpu_particles::GpuParticleJob;
pub use list::{
    Blend, BlendComponent, Depth, Draw, DrawList, Factor, Family, Lights, ModelMesh, Operation,
    TextureBinding, Variant,
};
pub use options::{DrawOptions, StirPair, UnlitFactors, default_unlit_factor};
pub use overrides::Override;
pub use preview::Player;
pub use settings::RenderSettings;
pub use source::TextureSource;
