//! The GPU particle buffers' layouts, as the inspector shows them: each buffer the compute
//! programs read or write, its stride and its members (name, byte offset, type, meaning).
//! The layouts are ours (seeds 000 records the engine's record sizes, 176 and 336 bytes, not
//! their members); the test below keeps this table equal to the Rust structs and the WGSL
//! declares the same members in the same order.

use super::forces::ForceVolume;
use super::{GpuEmission, GpuSystemConstants};
use crate::billboard::BillboardInstance;
use std::mem::{offset_of, size_of};

/// A member of a buffer's element.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "typescript", ts(rename = "GpuBufferMember"))]
pub struct BufferMember {
    /// Its name.
    pub name: &'static str,
    /// Byte offset in the element.
    pub offset: usize,
    /// WGSL type.
    pub ty: &'static str,
    /// What it holds.
    pub meaning: &'static str,
}

/// A buffer of the GPU particle pipeline.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GpuBufferLayout {
    /// The buffer's name in `shaders/gpu_particles.wgsl`.
    pub name: &'static str,
    /// uniform or storage, and who writes it.
    pub usage: &'static str,
    /// Bytes per element.
    pub stride: usize,
    /// Its members.
    pub members: Vec<BufferMember>,
}

macro_rules! member {
    ($t:ty, $field:ident, $ty:expr, $meaning:expr) => {
        BufferMember {
            name: stringify!($field),
            offset: offset_of!($t, $field),
            ty: $ty,
            meaning: $meaning,
        }
    };
}

/// Every buffer of the pipeline, in binding order.
pub fn buffers() -> Vec<GpuBufferLayout> {
    type C = GpuSystemConstants;
    type E = GpuEmission;
    type F = ForceVolume;
    type B = BillboardInstance;
    vec![
        GpuBufferLayout {
            name: "params",
            usage: "uniform (one 256-byte slot per pass, at a dynamic offset), written by the CPU each frame",
            stride: 32,
            members: vec![
                BufferMember {
                    name: "candidates",
                    offset: 0,
                    ty: "u32",
                    meaning: "the draw's candidate particles",
                },
                BufferMember {
                    name: "padded",
                    offset: 4,
                    ty: "u32",
                    meaning: "the sort's length: the candidates rounded up to a power of two",
                },
                BufferMember {
                    name: "blocks",
                    offset: 8,
                    ty: "u32",
                    meaning: "workgroups of 256 candidates",
                },
                BufferMember {
                    name: "force_count",
                    offset: 12,
                    ty: "u32",
                    meaning: "force volumes",
                },
                BufferMember {
                    name: "k",
                    offset: 16,
                    ty: "u32",
                    meaning: "the bitonic sort step's block size",
                },
                BufferMember {
                    name: "j",
                    offset: 20,
                    ty: "u32",
                    meaning: "the bitonic sort step's distance",
                },
                BufferMember {
                    name: "vertices",
                    offset: 24,
                    ty: "u32",
                    meaning: "vertices per instance of the draw",
                },
            ],
        },
        GpuBufferLayout {
            name: "systems",
            usage: "storage, read; written by the CPU each frame, one per system (our ccbEmitionSeed)",
            stride: size_of::<C>(),
            members: vec![
                member!(
                    C,
                    emitter_rotation,
                    "array<vec4<f32>, 3>",
                    "emitterRotation as rows of a 3x3 matrix"
                ),
                member!(
                    C,
                    emitter_size,
                    "vec4<f32>",
                    "emitterSize, emitterDistribution"
                ),
                member!(
                    C,
                    shape,
                    "vec4<u32>",
                    "emitterShape, variant, flags, force volumes"
                ),
                member!(C, offset, "vec4<f32>", "particleOffset"),
                member!(C, offset_min, "vec4<f32>", "particleOffsetMin"),
                member!(C, offset_max, "vec4<f32>", "particleOffsetMax"),
                member!(C, speed, "vec4<f32>", "particleSpeed"),
                member!(C, speed_min, "vec4<f32>", "particleSpeedMin"),
                member!(C, speed_max, "vec4<f32>", "particleSpeedMax"),
                member!(
                    C,
                    acceleration,
                    "vec4<f32>",
                    "particleAccelerationX/Y/Z (+unkParticleAcceleration), particleGravity"
                ),
                member!(C, acceleration_min, "vec4<f32>", "particleAccelerationMin"),
                member!(C, acceleration_max, "vec4<f32>", "particleAccelerationMax"),
                member!(
                    C,
                    rotation_variance,
                    "vec4<f32>",
                    "particleRotationVariance"
                ),
                member!(
                    C,
                    angular_speed_variance,
                    "vec4<f32>",
                    "particleAngularSpeedVariance"
                ),
                member!(
                    C,
                    angular_acceleration_min,
                    "vec4<f32>",
                    "particleAngularAccelerationMin (+Z property)"
                ),
                member!(
                    C,
                    angular_acceleration_max,
                    "vec4<f32>",
                    "particleAngularAccelerationMax (+Z property)"
                ),
                member!(
                    C,
                    size,
                    "vec4<f32>",
                    "particleSizeX, Y, particleSizeMultiplier (sparks: particleWidth, particleLength)"
                ),
                member!(
                    C,
                    size_range,
                    "vec4<f32>",
                    "size minimums and maximums (sparks: width and length multipliers)"
                ),
                member!(
                    C,
                    growth,
                    "vec4<f32>",
                    "particleGrowthRateX/Y + the static rates"
                ),
                member!(
                    C,
                    growth_range,
                    "vec4<f32>",
                    "particleGrowthRateXMin, YMin, XMax, YMax"
                ),
                member!(
                    C,
                    growth_acceleration_range,
                    "vec4<f32>",
                    "particleGrowthAccelerationXMin, YMin, XMax, YMax"
                ),
                member!(C, color, "vec4<f32>", "color"),
                member!(C, color_min, "vec4<f32>", "colorMin"),
                member!(C, color_max, "vec4<f32>", "colorMax"),
                member!(
                    C,
                    life,
                    "vec4<f32>",
                    "lifetime (s), the host's age, the step, desaturate"
                ),
                member!(
                    C,
                    flipbook,
                    "vec4<f32>",
                    "columns, totalFrames, maxFrameIndex, particleTraceLength"
                ),
                member!(
                    C,
                    distance,
                    "vec4<f32>",
                    "minDistance, minFadeDistance, maxDistance, maxFadeDistance"
                ),
                member!(
                    C,
                    threshold,
                    "vec4<f32>",
                    "minDistanceThreshold, maxDistanceThreshold, particleFollowFactor"
                ),
                member!(C, camera_position, "vec4<f32>", "the camera's position"),
                member!(C, camera_right, "vec4<f32>", "its right vector"),
                member!(C, camera_up, "vec4<f32>", "its up vector"),
                member!(C, camera_forward, "vec4<f32>", "its viewing direction"),
                member!(
                    C,
                    counts,
                    "vec4<u32>",
                    "the system's seed, emissions, candidate particles"
                ),
                member!(C, reserved, "vec4<u32>", "zero"),
            ],
        },
        GpuBufferLayout {
            name: "emissions",
            usage: "storage, read; written by the CPU each frame",
            stride: size_of::<E>(),
            members: vec![
                member!(
                    E,
                    start,
                    "vec4<u32>",
                    "first candidate, count, first particle number"
                ),
                member!(E, time, "vec4<f32>", "the host's age at the emission"),
                member!(
                    E,
                    world,
                    "array<vec4<f32>, 3>",
                    "the host's world transform then"
                ),
                member!(
                    E,
                    follow,
                    "array<vec4<f32>, 3>",
                    "now times the inverse of then (particleFollowFactor)"
                ),
                member!(E, reserved, "vec4<f32>", "zero"),
            ],
        },
        GpuBufferLayout {
            name: "forces",
            usage: "storage, read; written by the CPU each frame",
            stride: size_of::<F>(),
            members: vec![
                member!(
                    F,
                    kind_shape,
                    "vec4<u32>",
                    "kind (cancel, wind, gravity, turbulence), shape, soft"
                ),
                member!(
                    F,
                    inverse,
                    "array<vec4<f32>, 3>",
                    "world to the volume's space"
                ),
                member!(F, centre, "vec4<f32>", "centre of mass, strength"),
                member!(F, direction, "vec4<f32>", "wind direction, noise scale"),
                member!(F, size, "vec4<f32>", "the shape's sizes"),
                member!(F, noise, "vec4<f32>", "noise offset, soft radius"),
            ],
        },
        GpuBufferLayout {
            name: "particles",
            usage: "storage, written by emit (the birth) and update (now)",
            stride: 48,
            members: vec![
                BufferMember {
                    name: "position",
                    offset: 0,
                    ty: "vec4<f32>",
                    meaning: "where it was born, then where it is (before following the host)",
                },
                BufferMember {
                    name: "velocity",
                    offset: 16,
                    ty: "vec4<f32>",
                    meaning: "its velocity at birth, then now",
                },
                BufferMember {
                    name: "acceleration",
                    offset: 32,
                    ty: "vec4<f32>",
                    meaning: "its own acceleration and gravity",
                },
            ],
        },
        GpuBufferLayout {
            name: "keys",
            usage: "storage, written by the update program, compacted and sorted",
            stride: 8,
            members: vec![
                BufferMember {
                    name: "depth",
                    offset: 0,
                    ty: "u32",
                    meaning: "the inverted ordered bits of the view depth (back to front)",
                },
                BufferMember {
                    name: "candidate",
                    offset: 4,
                    ty: "u32",
                    meaning: "the particle's candidate number (ties keep it ascending)",
                },
            ],
        },
        GpuBufferLayout {
            name: "counters",
            usage: "storage, written by update and scan; its first 16 bytes the indirect draw's arguments; after its 32-byte header, one u32 per block, then one per candidate",
            stride: 32,
            members: vec![
                BufferMember {
                    name: "vertex_count",
                    offset: 0,
                    ty: "u32",
                    meaning: "the indirect draw: vertices per instance",
                },
                BufferMember {
                    name: "instance_count",
                    offset: 4,
                    ty: "u32",
                    meaning: "the indirect draw: the live particles",
                },
                BufferMember {
                    name: "first_vertex",
                    offset: 8,
                    ty: "u32",
                    meaning: "0",
                },
                BufferMember {
                    name: "first_instance",
                    offset: 12,
                    ty: "u32",
                    meaning: "0",
                },
                BufferMember {
                    name: "live",
                    offset: 16,
                    ty: "u32",
                    meaning: "the live count (then each block's offset, and each candidate's offset in its block)",
                },
            ],
        },
        GpuBufferLayout {
            name: "instances",
            usage: "storage written by the draw-list program; the billboard draw's instance buffer",
            stride: size_of::<B>(),
            members: vec![
                member!(
                    B,
                    rows,
                    "array<vec4<f32>, 3>",
                    "the quad's edges, facing axis and centre"
                ),
                member!(B, color, "u32", "COLOR0: white"),
                member!(
                    B,
                    color_scale,
                    "vec4<f32>",
                    "the particle's colour (unclamped)"
                ),
                member!(B, cell, "vec4<f32>", "the flipbook cell and the next"),
                member!(B, cell_size, "vec4<f32>", "the cell size"),
                member!(
                    B,
                    params,
                    "vec4<f32>",
                    "0, 0, the particle's age, its candidate number"
                ),
            ],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn type_size(ty: &str) -> usize {
        match ty {
            "u32" | "f32" => 4,
            "vec4<f32>" | "vec4<u32>" => 16,
            "array<vec4<f32>, 3>" => 48,
            other => panic!("no size for {other}"),
        }
    }

    /// Members are listed in order, without overlap, and end inside the stride; the Rust
    /// structs have the sizes the WGSL's do (checked against naga in render::shaders).
    #[test]
    fn members_tile_their_elements() {
        for b in buffers() {
            let mut end = 0;
            for m in &b.members {
                assert!(m.offset >= end, "{}.{}", b.name, m.name);
                end = m.offset + type_size(m.ty);
            }
            assert!(end <= b.stride, "{}: {end} > {}", b.name, b.stride);
        }
        assert_eq!(size_of::<GpuSystemConstants>(), 576);
        assert_eq!(size_of::<GpuEmission>(), 144);
        assert_eq!(size_of::<ForceVolume>(), 128);
    }
}
