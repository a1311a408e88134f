//! GPU particle systems: the actions 10000 `GPUStandardParticle`, 10001
//! `GPUStandardCorrectParticle`, 10008 `GPUSparkParticle` and 10009 `GPUSparkCorrectParticle`,
//! and the force volumes 10200, 10300, 10301 and 10303 that move the Correct variants'
//! particles.
//!
//! Each of these actions is a whole particle system: the particle of the node that carries it
//! (its *host*) emits, every few frames, a number of particles that live on the GPU (seeds
//! 000: compute programs emit and update them, sorting programs order them, one draw expands
//! each to a quad). The engine's dispatch writes them in an order that changes from run to run
//! (seeds 000, Observed); ours must not, because a permalink reproduces pixels. So:
//!
//! - **Emissions** are scheduled on the CPU, per host, with the host's own seed ([`emitter`]):
//!   their times, particle counts and the host's world transform at each. That log is small
//!   and is part of the simulation state (checkpoints, seeking).
//! - **A particle is a pure function** of its system's constants, its emission, its index and
//!   the frame's force volumes ([`particle_function`]): every random draw comes from the engine's
//!   generator (seeds 003, xorshift128) seeded from the system's seed and the particle's own
//!   number, so no draw depends on which thread ran first, and its state at any age is
//!   computed from its birth (in closed form, or by fixed steps when forces act on it).
//! - **The order is stable**: particles are sorted back to front by view depth, ties by their
//!   number.
//!
//! The CPU evaluates that function here ([`evaluate`]): the reference and the WebGL2 path.
//! The renderer's compute programs (`shaders/gpu_particles.wgsl`) evaluate the same function
//! on WebGPU and Vulkan from the same constants ([`GpuSystemConstants`], [`GpuEmission`],
//! [`forces::ForceVolume`], their byte layouts shared), and both produce the billboard
//! program's instances ([`BillboardInstance`]), which the billboard draw expands to quads.
//! Which rules are the notes' and which are ours: docs/gpu-particles.md.

pub mod emitter;
pub mod forces;
pub mod layout;
pub mod params;
pub mod particle_function;

pub use emitter::{EmissionRecord, GpuEmitter};
pub use forces::{ForceParams, ForceVolume};
pub use params::{GpuParticleParams, GpuVariant};

use super::billboard::BillboardInstance;
use super::view::ViewInfo;
use glam::Affine3A;

/// The most candidate particles one draw holds, its systems together: its instances then
/// fit the 128 MiB a WebGPU storage buffer may hold at least (116 bytes each).
pub const MAX_DRAW_CANDIDATES: u32 = emitter::MAX_CANDIDATES;

/// The most candidate particles one frame holds, its GPU particle draws together: a file
/// with many systems at the per-draw bound would otherwise cost a frame without bound (each
/// candidate is evaluated on the CPU for WebGL2 and the reference). Two draws' worth.
pub const MAX_FRAME_CANDIDATES: u64 = 2 * MAX_DRAW_CANDIDATES as u64;

/// One system's inputs for a frame: what the compute programs read (uniform and storage
/// buffers) and what the CPU path evaluates.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GpuSystemFrame {
    /// The per-frame constants (our `ccbEmitionSeed`).
    pub constants: GpuSystemConstants,
    /// The live emissions, oldest first; `start[0]` numbers their particles consecutively.
    pub emissions: Vec<GpuEmission>,
    /// Candidate particles: the sum of the emissions' counts.
    pub candidates: u32,
}

/// A draw's GPU particle systems (one per host particle) and the frame's force volumes.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GpuParticleDraw {
    /// The appearance action type (10000, 10001, 10008 or 10009).
    pub action_type: i16,
    /// The systems.
    pub systems: Vec<GpuSystemFrame>,
    /// The force volumes acting on the particles (empty unless a Correct variant).
    pub forces: Vec<ForceVolume>,
    /// The path of the node each force volume comes from (one per volume, in order).
    pub force_nodes: Vec<String>,
    /// Particles left out of this frame's draw: the newest emissions past
    /// [`MAX_DRAW_CANDIDATES`], all systems together.
    pub left_out: u64,
    /// Force volumes left out past [`forces::MAX_FORCES`].
    pub forces_left_out: usize,
    /// Whether the CPU evaluated the particles into the draw's instances (else the renderer's
    /// compute programs do).
    pub evaluated_on_cpu: bool,
    /// Whether the particles are sorted back to front: where the blend needs it (ours:
    /// additive, subtractive and multiplying blends give the same picture in any order, so
    /// they are drawn in the candidates' stable order, unsorted).
    pub sorted: bool,
}

impl GpuParticleDraw {
    /// All candidate particles (alive or not) of all systems.
    pub fn candidates(&self) -> u64 {
        self.systems.iter().map(|s| u64::from(s.candidates)).sum()
    }
}

/// The constants of one system for one frame: the action's fields and the properties at the
/// host's active time, the camera, and the counters. Our layout (the engine's 960-byte
/// `ccbEmitionSeed` holds "the emitter's initial values and random ranges for position, move
/// vector, rotation, scale and colour, its lifetime and placement", seeds 000; its offsets are
/// not recorded). Every member is four 32-bit words, so the WGSL struct matches it without
/// padding rules. 576 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct GpuSystemConstants {
    /// The emitter's rotation (emitterRotation), rows of a 3x3 matrix (w unused).
    pub emitter_rotation: [[f32; 4]; 3],
    /// emitterSize (xyz) and emitterDistribution (w).
    pub emitter_size: [f32; 4],
    /// x: emitterShape; y: variant (0 standard, 1 standard correct, 2 spark, 3 spark
    /// correct); z: flags ([`flags`]); w: the number of force volumes.
    pub shape: [u32; 4],
    /// particleOffset (xyz).
    pub offset: [f32; 4],
    /// particleOffsetMin.
    pub offset_min: [f32; 4],
    /// particleOffsetMax.
    pub offset_max: [f32; 4],
    /// particleSpeed (xyz; zero for the sparks, which have no base speed).
    pub speed: [f32; 4],
    /// particleSpeedMin.
    pub speed_min: [f32; 4],
    /// particleSpeedMax.
    pub speed_max: [f32; 4],
    /// particleAccelerationX/Y/Z (+ unkParticleAcceleration on z) at the active time; w:
    /// particleGravity.
    pub acceleration: [f32; 4],
    /// particleAccelerationMin.
    pub acceleration_min: [f32; 4],
    /// particleAccelerationMax.
    pub acceleration_max: [f32; 4],
    /// particleRotationVariance (degrees).
    pub rotation_variance: [f32; 4],
    /// particleAngularSpeedVariance (degrees per second).
    pub angular_speed_variance: [f32; 4],
    /// particleAngularAccelerationMin (+ particleAngularAccelerationZ on z).
    pub angular_acceleration_min: [f32; 4],
    /// particleAngularAccelerationMax (+ particleAngularAccelerationZ on z).
    pub angular_acceleration_max: [f32; 4],
    /// particleSizeX, particleSizeY, particleSizeMultiplier, 0 (standard) or particleWidth,
    /// particleLength, 1, 0 (sparks).
    pub size: [f32; 4],
    /// particleSizeXMin, particleSizeYMin, particleSizeXMax, particleSizeYMax (standard) or
    /// particleWidthMin, particleLengthMin, particleWidthMax, particleLengthMax (sparks:
    /// multipliers).
    pub size_range: [f32; 4],
    /// The growth rates (particleGrowthRateX/Y at the active time plus the static ones).
    pub growth: [f32; 4],
    /// particleGrowthRateXMin, YMin, XMax, YMax.
    pub growth_range: [f32; 4],
    /// particleGrowthAccelerationXMin, YMin, XMax, YMax.
    pub growth_acceleration_range: [f32; 4],
    /// color at the active time.
    pub color: [f32; 4],
    /// colorMin.
    pub color_min: [f32; 4],
    /// colorMax.
    pub color_max: [f32; 4],
    /// x: the particles' lifetime in seconds; y: the host's age now (seconds); z: the
    /// integration step (seconds); w: desaturate.
    pub life: [f32; 4],
    /// x: columns; y: totalFrames; z: maxFrameIndex; w: particleTraceLength (seconds).
    pub flipbook: [f32; 4],
    /// minDistance, minFadeDistance, maxDistance, maxFadeDistance.
    pub distance: [f32; 4],
    /// x: minDistanceThreshold; y: maxDistanceThreshold; z: particleFollowFactor; w: 0.
    pub threshold: [f32; 4],
    /// The camera position (xyz).
    pub camera_position: [f32; 4],
    /// The camera's right vector.
    pub camera_right: [f32; 4],
    /// Its up vector.
    pub camera_up: [f32; 4],
    /// Its viewing direction.
    pub camera_forward: [f32; 4],
    /// x: the system's seed; y: the number of emissions; z: candidate particles; w: 0.
    pub counts: [u32; 4],
    /// Reserved (kept zero): the struct stays a multiple of 64 bytes.
    pub reserved: [u32; 4],
}

/// The bits of [`GpuSystemConstants::shape`]`[2]`.
pub mod flags {
    /// particleUniformScale: the height is the width.
    pub const UNIFORM_SCALE: u32 = 1;
    /// randomTextureFrame.
    pub const RANDOM_FRAME: u32 = 2;
    /// traceParticles: stretched along the motion.
    pub const TRACE: u32 = 4;
    /// Forces act on these particles (a Correct variant and at least one force volume).
    pub const FORCES: u32 = 8;
}

/// One emission, as the compute programs read it. 144 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct GpuEmission {
    /// x: the number of its first particle in this frame's candidates; y: its count; z: the
    /// number of its first particle since the host was born (the key); w: 0.
    pub start: [u32; 4],
    /// x: the host's age at the emission (seconds); yzw: 0.
    pub time: [f32; 4],
    /// The host's world transform at the emission, three rows of a 3x4 matrix.
    pub world: [[f32; 4]; 3],
    /// The host's world transform now times the inverse of `world`: what moves a particle
    /// that follows the node (particleFollowFactor) from where it was emitted.
    pub follow: [[f32; 4]; 3],
    /// Reserved (kept zero).
    pub reserved: [f32; 4],
}

/// Rows of a 3x4 matrix from an affine transform.
pub fn rows(m: &Affine3A) -> [[f32; 4]; 3] {
    let (x, y, z, t) = (
        m.matrix3.x_axis,
        m.matrix3.y_axis,
        m.matrix3.z_axis,
        m.translation,
    );
    [
        [x.x, y.x, z.x, t.x],
        [x.y, y.y, z.y, t.y],
        [x.z, y.z, z.z, t.z],
    ]
}

/// Evaluates every particle of a draw's systems on the CPU: the instances, back to front.
/// The reference the compute programs are tested against, and the WebGL2 path.
pub fn evaluate(draw: &GpuParticleDraw, out: &mut Vec<BillboardInstance>) {
    let mut keyed: Vec<(u32, u32, BillboardInstance)> = Vec::new();
    let mut first = 0u32;
    for system in &draw.systems {
        for emission in &system.emissions {
            for i in 0..emission.start[1] {
                let candidate = first + emission.start[0] + i;
                if let Some(p) = particle_function::evaluate(
                    &system.constants,
                    emission,
                    i,
                    candidate,
                    &draw.forces,
                ) {
                    keyed.push((p.sort_key, candidate, p.instance));
                }
            }
        }
        first += system.candidates;
    }
    // Back to front; ties by candidate number (systems in order, then their emissions and
    // particles): a stable, run-independent order (seeds 000 records the engine's as
    // changing from run to run). Unsorted draws keep the candidates' order.
    if draw.sorted {
        keyed.sort_unstable_by_key(|k| (k.0, k.1));
    }
    out.clear();
    out.extend(keyed.into_iter().map(|k| k.2));
}

/// The camera rows of the constants.
pub fn camera_words(view: &ViewInfo) -> [[f32; 4]; 4] {
    let w = |v: glam::Vec3| [v.x, v.y, v.z, 0.0];
    [w(view.position), w(view.right), w(view.up), w(view.forward)]
}
