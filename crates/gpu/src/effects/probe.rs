//! The probe API, for the conformance tests: designed draws rendered into float targets
//! without the frame around them, read back as floats.

use super::EffectRenderer;
use super::pipelines::{PipelineKey, TargetSet};
use super::targets::LINEAR_DEPTH_FORMAT;
use crate::gpu_helpers::{bind_group, cleared, depth_cleared, target, uniform_buffer};
use crate::targets::DEPTH_FORMAT;
use crate::texture::GpuTexture;
use crate::{error::RenderError, gpu::Gpu, readback};
use fxr_draw::constants::PS_COMMON;
use fxr_draw::{Blend, Family, Variant};

/// One draw of designed inputs for [`EffectRenderer::render_probe`].
pub struct ProbeDraw<'a> {
    /// The family.
    pub family: Family,
    /// The variant.
    pub variant: Variant,
    /// The PSCommonBuffer.
    pub ps: &'a fxr_draw::constants::Buffer,
    /// The instances, as bytes of the family's instance record.
    pub instances: &'a [u8],
    /// How many instances.
    pub count: u32,
    /// The family's textures, in binding order.
    pub textures: Vec<&'a GpuTexture>,
    /// The blend (used when the probe target is blendable: [`ProbeTarget::blendable`]).
    pub blend: Option<Blend>,
}

/// The target of a probe render.
pub struct ProbeTarget<'a> {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// RGBA16F targets with each draw's blend (else RGBA32F written as is).
    pub blendable: bool,
    /// What the colour target is cleared to (linear, as stored).
    pub clear: [f64; 4],
    /// The linear view depth the programs read (else cleared to the far plane).
    pub linear_depth: Option<&'a GpuTexture>,
}

/// What a probe render read back: the colour target and the glow target, RGBA floats.
pub struct ProbeResult {
    /// The colour target.
    pub color: Vec<f32>,
    /// The glow target.
    pub glow: Vec<f32>,
}

impl EffectRenderer {
    /// Renders designed draws into an RGBA 32-bit float target of `width` x `height` with no
    /// blending, and reads the floats back: how the conformance tests compare the programs
    /// with CPU evaluations of the notes' formulas.
    pub async fn render_probe(
        &mut self,
        gpu: &Gpu,
        vs: &fxr_draw::constants::Buffer,
        width: u32,
        height: u32,
        draws: &[ProbeDraw<'_>],
    ) -> Result<Vec<f32>, RenderError> {
        let target = ProbeTarget {
            width,
            height,
            blendable: false,
            clear: [0.0; 4],
            linear_depth: None,
        };
        Ok(self.render_probe_with(gpu, vs, &target, draws).await?.color)
    }

    /// [`EffectRenderer::render_probe`] with a chosen target: blendable, cleared to a colour,
    /// with a designed linear depth; reads back both the colour and the glow target.
    pub async fn render_probe_with(
        &mut self,
        gpu: &Gpu,
        vs: &fxr_draw::constants::Buffer,
        probe: &ProbeTarget<'_>,
        draws: &[ProbeDraw<'_>],
    ) -> Result<ProbeResult, RenderError> {
        use wgpu::TextureUsages as U;
        let (width, height) = (probe.width, probe.height);
        let color_format = if probe.blendable {
            wgpu::TextureFormat::Rgba16Float
        } else {
            wgpu::TextureFormat::Rgba32Float
        };
        let color = target(
            gpu,
            "probe",
            color_format,
            width,
            height,
            U::RENDER_ATTACHMENT | U::COPY_SRC,
        );
        let glow = target(
            gpu,
            "probe glow",
            wgpu::TextureFormat::Rgba16Float,
            width,
            height,
            U::RENDER_ATTACHMENT | U::COPY_SRC,
        );
        let linear = target(
            gpu,
            "probe depth",
            LINEAR_DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let depth = target(
            gpu,
            "probe z",
            DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT,
        );
        let (color_view, glow_view, linear_view, depth_view) = (
            color.create_view(&Default::default()),
            glow.create_view(&Default::default()),
            probe.linear_depth.map_or_else(
                || linear.create_view(&Default::default()),
                |t| t.view.clone(),
            ),
            depth.create_view(&Default::default()),
        );
        gpu.queue
            .write_buffer(&self.resources.vs_buffer, 0, &vs.bytes);
        let stride = self.resources.ps_stride as usize;
        let mut ps_bytes = vec![0u8; stride * draws.len().max(1)];
        for (i, d) in draws.iter().enumerate() {
            ps_bytes[i * stride..i * stride + d.ps.bytes.len()].copy_from_slice(&d.ps.bytes);
        }
        let ps_buffer = uniform_buffer(gpu, "probe PSCommonBuffer", ps_bytes.len() as u64);
        gpu.queue.write_buffer(&ps_buffer, 0, &ps_bytes);
        gpu.queue.write_buffer(
            &self.resources.lights_buffer,
            0,
            &fxr_draw::Lights {
                ambient: 1.0,
                directional: 0.0,
                points: Vec::new(),
                spots: Vec::new(),
                note: "probes: ambient 1, the colour as the vertex carries it",
            }
            .bytes(),
        );
        let frame_group =
            self.resources
                .frame_group(gpu, &self.programs.frame_layout, &linear_view);
        let draw_group = bind_group(
            gpu,
            "probe PSCommonBuffer",
            &self.programs.draw_layout,
            [wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &ps_buffer,
                offset: 0,
                size: wgpu::BufferSize::new(PS_COMMON.size as u64),
            })],
        );
        let mut prepared = Vec::new();
        for d in draws {
            let key = PipelineKey {
                family: d.family,
                variant: d.variant,
                blend: if probe.blendable { d.blend } else { None },
                color_format,
                glow_format: wgpu::TextureFormat::Rgba16Float,
                targets: TargetSet::Both,
            };
            if self.programs.pipeline(gpu, key).is_none() {
                return Err(RenderError::Unsupported(format!(
                    "no program for {:?}",
                    d.family
                )));
            }
            let layout = self
                .programs
                .texture_layouts
                .get(&d.family)
                .ok_or_else(|| RenderError::Unsupported("textures".into()))?;
            let group = bind_group(
                gpu,
                "probe textures",
                layout,
                d.textures
                    .iter()
                    .map(|t| wgpu::BindingResource::TextureView(&t.view)),
            );
            let buffer = wgpu::util::DeviceExt::create_buffer_init(
                &gpu.device,
                &wgpu::util::BufferInitDescriptor {
                    label: Some("probe instances"),
                    contents: d.instances,
                    usage: wgpu::BufferUsages::VERTEX,
                },
            );
            prepared.push((key, group, buffer));
        }
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        if probe.linear_depth.is_none() {
            // Nothing nearer than the far plane, as over an empty scene.
            encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("probe depth clear"),
                color_attachments: &[Some(cleared(
                    &linear_view,
                    wgpu::Color {
                        r: f64::from(fxr_draw::camera::FAR),
                        g: 0.0,
                        b: 0.0,
                        a: 1.0,
                    },
                ))],
                ..Default::default()
            });
        }
        let [r, g, b, a] = probe.clear;
        let clear = wgpu::Color { r, g, b, a };
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("probe"),
                color_attachments: &[
                    Some(cleared(&color_view, clear)),
                    // The glow target starts as the colour target does, so a test can see the
                    // blend applied to both.
                    Some(cleared(&glow_view, clear)),
                ],
                depth_stencil_attachment: Some(depth_cleared(&depth_view)),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            pass.set_bind_group(0, &frame_group, &[]);
            for (i, ((key, group, buffer), d)) in prepared.iter().zip(draws).enumerate() {
                let Some(pipeline) = self.programs.pipelines.get(key) else {
                    continue;
                };
                pass.set_pipeline(pipeline);
                pass.set_bind_group(1, &draw_group, &[(i * stride) as u32]);
                pass.set_bind_group(2, group, &[]);
                pass.set_vertex_buffer(0, buffer.slice(..));
                let vertices =
                    super::families::vertices_per_instance(key.family, d.variant.octagon);
                pass.draw(0..vertices, 0..d.count);
            }
        }
        gpu.queue.submit([encoder.finish()]);
        Ok(ProbeResult {
            color: readback::read_rgba_f32(gpu, &color).await?,
            glow: readback::read_rgba_f32(gpu, &glow).await?,
        })
    }
}
