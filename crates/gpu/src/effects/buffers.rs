//! The buffers and samplers an effect frame binds: the constants (VSCommonBuffer, every draw's
//! PSCommonBuffer at a dynamic offset, LightBuffer, the grid's), the instances, and the
//! wrap and clamp samplers.

use crate::gpu::Gpu;
use crate::gpu_helpers::{bind_group, uniform_buffer};
use fxr_draw::DrawList;
use fxr_draw::constants::{PS_COMMON, VS_COMMON};

/// The buffers and samplers of a frame (the buffers grown as the draws need).
#[derive(Debug)]
pub(super) struct FrameResources {
    pub(super) vs_buffer: wgpu::Buffer,
    pub(super) ps_buffer: Option<wgpu::Buffer>,
    /// PSCommonBuffer's size rounded up to the device's uniform offset alignment.
    pub(super) ps_stride: u64,
    pub(super) lights_buffer: wgpu::Buffer,
    pub(super) instance_buffer: Option<wgpu::Buffer>,
    pub(super) grid_buffer: wgpu::Buffer,
    pub(super) wrap_sampler: wgpu::Sampler,
    pub(super) clamp_sampler: wgpu::Sampler,
}

impl FrameResources {
    /// The constant buffers of fixed size and the samplers.
    pub(super) fn new(gpu: &Gpu) -> Self {
        let device = &gpu.device;
        let sampler = |label, mode| {
            device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some(label),
                address_mode_u: mode,
                address_mode_v: mode,
                mag_filter: wgpu::FilterMode::Linear,
                min_filter: wgpu::FilterMode::Linear,
                mipmap_filter: wgpu::MipmapFilterMode::Linear,
                ..Default::default()
            })
        };
        let align = u64::from(device.limits().min_uniform_buffer_offset_alignment).max(1);
        FrameResources {
            wrap_sampler: sampler("g_WrapLinearSampler", wgpu::AddressMode::Repeat),
            clamp_sampler: sampler("g_ClampLinearSampler", wgpu::AddressMode::ClampToEdge),
            lights_buffer: uniform_buffer(gpu, "LightBuffer", fxr_draw::Lights::SIZE as u64),
            grid_buffer: uniform_buffer(gpu, "grid", 160),
            vs_buffer: uniform_buffer(gpu, "VSCommonBuffer", VS_COMMON.size as u64),
            ps_buffer: None,
            instance_buffer: None,
            ps_stride: (PS_COMMON.size as u64).div_ceil(align) * align,
        }
    }

    /// Uploads the constants of every draw, the lights, and the list's instances.
    pub(super) fn write(&mut self, gpu: &Gpu, list: &DrawList) {
        // PSCommonBuffer of every draw, at dynamic offsets.
        let ps_size = (list.draws.len().max(1) as u64) * self.ps_stride;
        if self.ps_buffer.as_ref().is_none_or(|b| b.size() < ps_size) {
            self.ps_buffer = Some(uniform_buffer(
                gpu,
                "PSCommonBuffer",
                ps_size.next_power_of_two(),
            ));
        }
        let mut ps_bytes = vec![0u8; ps_size as usize];
        for (i, d) in list.draws.iter().enumerate() {
            let at = i * self.ps_stride as usize;
            ps_bytes[at..at + d.ps.bytes.len()].copy_from_slice(&d.ps.bytes);
        }
        if let Some(b) = &self.ps_buffer {
            gpu.queue.write_buffer(b, 0, &ps_bytes);
        }
        gpu.queue.write_buffer(&self.vs_buffer, 0, &list.vs.bytes);
        gpu.queue
            .write_buffer(&self.lights_buffer, 0, &list.lights.bytes());
        // Every frame draw's instances once (sheets of one node share them), 4-byte aligned.
        let bytes = &list.instances;
        let needed = (bytes.len() as u64).max(16);
        if self
            .instance_buffer
            .as_ref()
            .is_none_or(|b| b.size() < needed)
        {
            self.instance_buffer = Some(gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("instances"),
                size: needed.next_power_of_two(),
                usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }));
        }
        if let (Some(b), false) = (&self.instance_buffer, bytes.is_empty()) {
            gpu.queue.write_buffer(b, 0, bytes);
        }
    }

    /// Group 0 of every effect draw: VSCommonBuffer, the linear depth, the two samplers and
    /// LightBuffer.
    pub(super) fn frame_group(
        &self,
        gpu: &Gpu,
        layout: &wgpu::BindGroupLayout,
        linear_depth: &wgpu::TextureView,
    ) -> wgpu::BindGroup {
        bind_group(
            gpu,
            "frame",
            layout,
            [
                self.vs_buffer.as_entire_binding(),
                wgpu::BindingResource::TextureView(linear_depth),
                wgpu::BindingResource::Sampler(&self.wrap_sampler),
                wgpu::BindingResource::Sampler(&self.clamp_sampler),
                self.lights_buffer.as_entire_binding(),
            ],
        )
    }
}
