//! The GPU particles' compute pipeline (`shaders/gpu_particles.wgsl`): for each GPU particle
//! draw of a frame, the passes emit, update, scan, compact, the sort's and draw_list turn the
//! draw's systems, emissions and force volumes (the list's [`GpuParticleJob`], laid out as
//! `fxr_draw::gpu_particles::buffer_layouts` says) into billboard instances in a buffer the
//! billboard draw reads, with the live count written as the draw's indirect arguments. The
//! CPU never sees the particles; the same function evaluated on the CPU (the simulation's
//! `gpu_particles::evaluate`) is the WebGL2 path and the reference the tests compare this one
//! with.
//!
//! Each draw has its own buffers (kept and grown across frames), so a frame's draws can all be
//! encoded before one submission.

use crate::gpu_helpers::{bind_group, bind_group_layout, pipeline_layout, wgsl_module};
use crate::{error::RenderError, gpu::Gpu, shaders};
use fxr_draw::{Family, GpuParticleJob};

/// The bytes of one billboard instance, what the compute programs write per particle.
const INSTANCE_SIZE: u64 = Family::Billboard.instance_size() as u64;

/// The pipeline's parameters (the WGSL `Params`), one 256-byte slot per pass.
#[repr(C)]
#[derive(Debug, Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Params {
    candidates: u32,
    padded: u32,
    blocks: u32,
    force_count: u32,
    k: u32,
    j: u32,
    vertices: u32,
    pad: u32,
}

const WORKGROUP: u32 = 256;
const PASSES: [&str; 8] = [
    "emit",
    "update",
    "scan",
    "compact",
    "sort_blocks",
    "sort",
    "sort_merge",
    "draw_list",
];

/// Keys one workgroup sorts in its memory (`sort_blocks`, `sort_merge`).
const SORT_BLOCK: u32 = 512;

/// A pass of the sort after `sort_blocks`: a long step over the whole range (`sort`, stage k,
/// distance j), or a stage's short steps in workgroup memory (`sort_merge`, stage k).
#[derive(Debug, Clone, Copy)]
enum SortPass {
    Step { k: u32, j: u32 },
    Merge { k: u32 },
}

/// The sort's passes after `sort_blocks` for a range of `padded` keys: for each stage past
/// one block, its steps of a block or more over the range, then the rest in workgroup memory.
/// 2^20 keys take 1 + 66 + 11 dispatches (210 with a dispatch per step).
fn sort_passes(padded: u32) -> Vec<SortPass> {
    let mut out = Vec::new();
    let mut k = SORT_BLOCK * 2;
    while k <= padded {
        let mut j = k / 2;
        while j >= SORT_BLOCK {
            out.push(SortPass::Step { k, j });
            j /= 2;
        }
        out.push(SortPass::Merge { k });
        k *= 2;
    }
    out
}

/// A draw's buffers.
#[derive(Debug)]
struct DrawBuffers {
    params: wgpu::Buffer,
    systems: wgpu::Buffer,
    emissions: wgpu::Buffer,
    forces: wgpu::Buffer,
    particles: wgpu::Buffer,
    keys: wgpu::Buffer,
    counters: wgpu::Buffer,
    instances: wgpu::Buffer,
}

/// Where a computed draw's instances and indirect arguments are.
#[derive(Debug, Clone)]
pub(crate) struct ComputedDraw {
    /// The billboard instances, back to front.
    pub instances: wgpu::Buffer,
    /// The indirect draw's arguments at offset 0 (vertices, instances, 0, 0).
    pub indirect: wgpu::Buffer,
    /// The most instances it can hold (its candidates).
    pub candidates: u32,
}

/// The compute programs and each draw's buffers.
#[derive(Debug)]
pub struct ParticleCompute {
    layout: wgpu::BindGroupLayout,
    pipelines: Vec<wgpu::ComputePipeline>,
    slots: Vec<DrawBuffers>,
    param_stride: u64,
}

fn storage(binding: u32, read_only: bool) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage { read_only },
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        count: None,
    }
}

fn buffer(gpu: &Gpu, label: &str, size: u64, usage: wgpu::BufferUsages) -> wgpu::Buffer {
    gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some(label),
        size: size.max(16).next_power_of_two(),
        usage,
        mapped_at_creation: false,
    })
}

/// The sort's length: the candidates rounded up to a power of two (at least 2).
fn padded(candidates: u32) -> u32 {
    candidates.max(2).next_power_of_two()
}

impl ParticleCompute {
    /// The most candidates one draw may have on this device: its instances must fit one
    /// storage binding and one buffer (buffers grow by powers of two), and the passes over the
    /// sort's power-of-two range must fit one dispatch. Past it the renderer draws the CPU's
    /// evaluation.
    pub fn capacity(gpu: &Gpu) -> u32 {
        let limits = gpu.device.limits();
        let per = INSTANCE_SIZE;
        let floor_pow2 = |n: u64| {
            if n == 0 {
                0
            } else {
                1u64 << (63 - n.leading_zeros())
            }
        };
        let by_binding = limits.max_storage_buffer_binding_size / per;
        let by_buffer = floor_pow2(limits.max_buffer_size) / per;
        let by_dispatch = floor_pow2(
            u64::from(limits.max_compute_workgroups_per_dimension) * u64::from(WORKGROUP),
        );
        by_binding
            .min(by_buffer)
            .min(by_dispatch)
            .min(u64::from(u32::MAX / 2)) as u32
    }

    /// Compiles the programs (the device must have `compute`).
    pub(crate) fn new(gpu: &Gpu) -> Self {
        let layout = bind_group_layout(
            gpu,
            "gpu particles",
            &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: true,
                        min_binding_size: wgpu::BufferSize::new(
                            std::mem::size_of::<Params>() as u64
                        ),
                    },
                    count: None,
                },
                storage(1, true),
                storage(2, true),
                storage(3, true),
                storage(4, false),
                storage(5, false),
                storage(6, false),
                storage(7, false),
            ],
        );
        let pipeline_layout = pipeline_layout(gpu, "gpu particles", &[&layout]);
        let module = wgsl_module(gpu, "gpu particles", shaders::GPU_PARTICLES);
        let pipelines = PASSES
            .iter()
            .map(|entry| {
                gpu.device
                    .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                        label: Some(entry),
                        layout: Some(&pipeline_layout),
                        module: &module,
                        entry_point: Some(entry),
                        compilation_options: Default::default(),
                        cache: None,
                    })
            })
            .collect();
        let align = u64::from(gpu.device.limits().min_uniform_buffer_offset_alignment).max(32);
        ParticleCompute {
            layout,
            pipelines,
            slots: Vec::new(),
            param_stride: align.max(256),
        }
    }

    /// Encodes the passes of one draw into `encoder`, in slot `slot` (one per GPU particle
    /// draw of the frame); `vertices` is what the draw draws per instance.
    pub(crate) fn encode(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        slot: usize,
        job: &GpuParticleJob,
        vertices: u32,
    ) -> ComputedDraw {
        let candidates = job.candidates;
        let padded = padded(candidates);
        let blocks = candidates.div_ceil(WORKGROUP);
        let base = Params {
            candidates,
            padded,
            blocks,
            force_count: job.force_count,
            k: 0,
            j: 0,
            vertices,
            pad: 0,
        };
        // Slot 0: the general passes; then one per sort pass (none for an unsorted draw: the
        // compacted keys are then in candidate order already).
        let sorting = if job.sorted {
            sort_passes(padded)
        } else {
            Vec::new()
        };
        let param_bytes = self.param_bytes(base, &sorting);
        let sizes = [
            param_bytes.len() as u64,
            job.systems.len() as u64,
            job.emissions.len() as u64,
            job.forces.len() as u64,
            u64::from(candidates) * 48,
            u64::from(padded) * 16,
            (8 + u64::from(blocks) + u64::from(candidates)) * 4,
            u64::from(candidates) * INSTANCE_SIZE,
        ];
        self.ensure(gpu, slot, &sizes);
        let b = &self.slots[slot];
        gpu.queue.write_buffer(&b.params, 0, &param_bytes);
        gpu.queue.write_buffer(&b.systems, 0, &job.systems);
        gpu.queue.write_buffer(&b.emissions, 0, &job.emissions);
        gpu.queue.write_buffer(&b.forces, 0, &job.forces);
        let group = self.draw_group(gpu, b, &sizes);
        self.encode_passes(encoder, &group, &base, job.sorted, &sorting);
        ComputedDraw {
            instances: b.instances.clone(),
            indirect: b.counters.clone(),
            candidates,
        }
    }

    /// The parameters of every pass, one `param_stride` slot each: `base` in slot 0, then one
    /// per sort pass.
    fn param_bytes(&self, base: Params, sorting: &[SortPass]) -> Vec<u8> {
        let mut params = vec![base];
        params.extend(sorting.iter().map(|pass| match *pass {
            SortPass::Step { k, j } => Params { k, j, ..base },
            SortPass::Merge { k } => Params { k, j: 0, ..base },
        }));
        let stride = self.param_stride as usize;
        let mut param_bytes = vec![0u8; params.len() * stride];
        for (i, p) in params.iter().enumerate() {
            param_bytes[i * stride..i * stride + std::mem::size_of::<Params>()]
                .copy_from_slice(bytemuck::bytes_of(p));
        }
        param_bytes
    }

    /// The bind group of a draw's buffers, each bound over its first `sizes` bytes (the
    /// parameters over one slot).
    fn draw_group(&self, gpu: &Gpu, b: &DrawBuffers, sizes: &[u64; 8]) -> wgpu::BindGroup {
        fn whole(buffer: &wgpu::Buffer, size: u64) -> wgpu::BindingResource<'_> {
            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer,
                offset: 0,
                size: wgpu::BufferSize::new(size),
            })
        }
        bind_group(
            gpu,
            "gpu particles",
            &self.layout,
            [
                whole(&b.params, std::mem::size_of::<Params>() as u64),
                whole(&b.systems, sizes[1]),
                whole(&b.emissions, sizes[2]),
                whole(&b.forces, sizes[3]),
                whole(&b.particles, sizes[4]),
                whole(&b.keys, sizes[5]),
                whole(&b.counters, sizes[6]),
                whole(&b.instances, sizes[7]),
            ],
        )
    }

    /// The compute pass of one draw: emit, update, scan, compact, the sort's passes (when
    /// `sorted`) and draw_list, with `base`'s counts.
    fn encode_passes(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        group: &wgpu::BindGroup,
        base: &Params,
        sorted: bool,
        sorting: &[SortPass],
    ) {
        let (candidates, padded, blocks) = (base.candidates, base.padded, base.blocks);
        let groups = |n: u32| n.div_ceil(WORKGROUP);
        let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
            label: Some("gpu particles"),
            timestamp_writes: None,
        });
        let run = |pass: &mut wgpu::ComputePass<'_>, entry: usize, slot: usize, count: u32| {
            pass.set_pipeline(&self.pipelines[entry]);
            pass.set_bind_group(0, group, &[(slot as u64 * self.param_stride) as u32]);
            pass.dispatch_workgroups(count, 1, 1);
        };
        run(&mut pass, 0, 0, groups(candidates));
        run(&mut pass, 1, 0, blocks);
        run(&mut pass, 2, 0, 1);
        run(&mut pass, 3, 0, groups(padded));
        let blocks_of_keys = padded.div_ceil(SORT_BLOCK);
        if sorted {
            run(&mut pass, 4, 0, blocks_of_keys);
        }
        for (k, sort_pass) in sorting.iter().enumerate() {
            match sort_pass {
                SortPass::Step { .. } => run(&mut pass, 5, k + 1, groups(padded / 2)),
                SortPass::Merge { .. } => run(&mut pass, 6, k + 1, blocks_of_keys),
            }
        }
        run(&mut pass, 7, 0, groups(padded));
        drop(pass);
    }

    fn ensure(&mut self, gpu: &Gpu, slot: usize, sizes: &[u64; 8]) {
        use wgpu::BufferUsages as U;
        let usages = [
            U::UNIFORM | U::COPY_DST,
            U::STORAGE | U::COPY_DST,
            U::STORAGE | U::COPY_DST,
            U::STORAGE | U::COPY_DST,
            U::STORAGE,
            U::STORAGE,
            U::STORAGE | U::INDIRECT | U::COPY_SRC,
            U::STORAGE | U::VERTEX | U::COPY_SRC,
        ];
        let labels = [
            "gpu particle params",
            "gpu particle systems",
            "gpu particle emissions",
            "gpu particle forces",
            "gpu particles",
            "gpu particle keys",
            "gpu particle counters",
            "gpu particle instances",
        ];
        while self.slots.len() <= slot {
            let make = |i: usize| buffer(gpu, labels[i], sizes[i], usages[i]);
            self.slots.push(DrawBuffers {
                params: make(0),
                systems: make(1),
                emissions: make(2),
                forces: make(3),
                particles: make(4),
                keys: make(5),
                counters: make(6),
                instances: make(7),
            });
        }
        let b = &mut self.slots[slot];
        let fields: [&mut wgpu::Buffer; 8] = [
            &mut b.params,
            &mut b.systems,
            &mut b.emissions,
            &mut b.forces,
            &mut b.particles,
            &mut b.keys,
            &mut b.counters,
            &mut b.instances,
        ];
        for (i, field) in fields.into_iter().enumerate() {
            if field.size() < sizes[i] {
                *field = buffer(gpu, labels[i], sizes[i], usages[i]);
            }
        }
    }
}

/// Evaluates a draw's particles with the compute programs and reads the live ones' billboard
/// instances back, as bytes (for tests and benchmarks): the GPU's counterpart of the
/// simulation's `gpu_particles::evaluate`.
pub async fn evaluate_on_gpu(gpu: &Gpu, job: &GpuParticleJob) -> Result<Vec<u8>, RenderError> {
    if !gpu.compute {
        return Err(RenderError::Unsupported(
            "compute programs on this device".into(),
        ));
    }
    let mut compute = ParticleCompute::new(gpu);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let computed = compute.encode(gpu, &mut encoder, 0, job, 4);
    gpu.queue.submit([encoder.finish()]);
    let counters = crate::readback::read_buffer(gpu, &computed.indirect, 0, 16).await?;
    let live = u32::from_le_bytes([counters[4], counters[5], counters[6], counters[7]]);
    if live > computed.candidates {
        return Err(RenderError::Device(format!(
            "the GPU counted {live} live particles of {} candidates",
            computed.candidates
        )));
    }
    let size = u64::from(live) * INSTANCE_SIZE;
    let mut bytes = crate::readback::read_buffer(gpu, &computed.instances, 0, size).await?;
    bytes.truncate(size as usize);
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every stage past one block ends with its merge, and its long steps go from half the
    /// stage down to one block; 2^20 keys take 77 passes after the blocks' sort.
    #[test]
    fn sort_passes_cover_every_stage() {
        assert!(sort_passes(512).is_empty());
        assert!(sort_passes(2).is_empty());
        let p = sort_passes(2048);
        assert!(matches!(
            p.as_slice(),
            [
                SortPass::Step { k: 1024, j: 512 },
                SortPass::Merge { k: 1024 },
                SortPass::Step { k: 2048, j: 1024 },
                SortPass::Step { k: 2048, j: 512 },
                SortPass::Merge { k: 2048 },
            ]
        ));
        assert_eq!(sort_passes(1 << 20).len(), 77);
    }
}
