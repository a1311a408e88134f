//! A frame's draw list, on the CPU: what the GPU is asked to draw, with no GPU here.
//!
//! From a played frame ([`fxr_sim::playback::Frame`]) and the effect's compiled program, the
//! [`draws`] module builds one [`draws::Draw`] per node and program family: its pipeline key
//! (family, blend, variant), its instances, its textures, and its constant buffers
//! ([`constants`]) with the provenance of every value (the file's action and field, one of
//! our options, an engine default the notes record, or our choice). The lens flares, light
//! shafts and spot lights ([`flares`]) and the GPU particle systems' parameters
//! ([`gpu_particle_info`]) are drawn from here too. The `fxr-gpu` crate executes the list; the
//! inspector and `fxr-view draws` show it as it is.

#![forbid(unsafe_code)]

pub mod camera;
pub mod constants;
pub mod draws;
pub mod flares;
pub mod gpu_particle_info;
pub mod materials;
pub mod model_picture;
pub mod preview;
// Not product: the CPU reference formulas the conformance tests compare the programs with.
#[cfg(any(test, feature = "testing"))]
pub mod reference;
pub mod settings;
pub mod source;

pub use camera::OrbitCamera;
