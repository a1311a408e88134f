//! The GPU particle draws (10000, 10001, 10008, 10009) the renderer's compute programs
//! evaluate, as the draw list carries them: the bytes of their systems', emissions' and force
//! volumes' buffers (`shaders/gpu_particles.wgsl`), laid out as the simulation's records
//! ([`buffer_layouts`]), so the renderer needs nothing of the simulation.

use fxr_sim::gpu_particles::{ForceVolume, GpuEmission, GpuParticleDraw, GpuSystemConstants};

/// The layouts of every buffer of the GPU particle programs, as the list's jobs and the WGSL
/// lay them out (the simulation's records).
pub use fxr_sim::gpu_particles::layout::{GpuBufferLayout, buffers as buffer_layouts};

/// One GPU particle draw for the compute programs.
#[derive(Debug, Clone, PartialEq)]
pub struct GpuParticleJob {
    /// The systems' constants, one after another (`System` in the WGSL).
    pub systems: Vec<u8>,
    /// The emissions of every system, numbered across the draw (`Emission`).
    pub emissions: Vec<u8>,
    /// The force volumes acting on the particles, at least one (a zeroed one when none act:
    /// a storage buffer cannot be empty) (`Force`).
    pub forces: Vec<u8>,
    /// How many force volumes act (0 when `forces` holds only the zeroed one).
    pub force_count: u32,
    /// Every candidate particle of every system (alive or not).
    pub candidates: u32,
    /// Whether the particles are sorted back to front (where the blend needs it).
    pub sorted: bool,
}

impl GpuParticleJob {
    /// The job of a frame's GPU particle draw; `None` when it has no candidates or no
    /// emissions (or more candidates than a `u32` counts): nothing to compute.
    pub fn of(draw: &GpuParticleDraw) -> Option<Self> {
        // The systems one after another: their emissions numbered across the draw.
        let mut systems: Vec<GpuSystemConstants> = Vec::with_capacity(draw.systems.len());
        let mut emissions: Vec<GpuEmission> = Vec::new();
        let mut candidates = 0u32;
        for (s, system) in draw.systems.iter().enumerate() {
            systems.push(system.constants);
            for e in &system.emissions {
                let mut e = *e;
                e.start[0] += candidates;
                e.start[3] = s as u32;
                emissions.push(e);
            }
            candidates = candidates.checked_add(system.candidates)?;
        }
        if candidates == 0 || emissions.is_empty() {
            return None;
        }
        let forces: Vec<ForceVolume> = if draw.forces.is_empty() {
            vec![bytemuck::Zeroable::zeroed()]
        } else {
            draw.forces.clone()
        };
        Some(GpuParticleJob {
            systems: bytemuck::cast_slice(&systems).to_vec(),
            emissions: bytemuck::cast_slice(&emissions).to_vec(),
            forces: bytemuck::cast_slice(&forces).to_vec(),
            force_count: draw.forces.len() as u32,
            candidates,
            sorted: draw.sorted,
        })
    }
}
