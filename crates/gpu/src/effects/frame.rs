//! A frame's passes: the opaque pass (background, grid, linear depth),
//! the effect passes (split where a draw reads the frame drawn so far), bloom and tonemap.

use super::families::{reads_frame, vertices_per_instance};
use super::gpu_particles::{ComputedDraw, ParticleCompute};
use super::pipelines::{PipelineKey, TargetSet, grid_pipeline};
use super::targets::{Targets, glow_format};
use super::{EffectRenderer, RenderSettings, TextureSource};
use crate::gpu_helpers::{bind_group, cleared, depth_cleared, depth_loaded, loaded, target};
use crate::{error::RenderError, gpu::Gpu, readback};
use fxr_draw::constants::PS_COMMON;
use fxr_draw::{Draw, DrawList};
use fxr_formats::images::RgbaImage;

impl EffectRenderer {
    /// Draws a frame's draw list into `output` (a view of `output_format`, of the settings'
    /// size), with the textures and models of `source`.
    pub fn render(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        list: &DrawList,
        settings: &RenderSettings,
        output: &wgpu::TextureView,
        output_format: wgpu::TextureFormat,
    ) {
        self.ensure_targets(gpu, settings.width, settings.height, settings.transparent());
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let particles = self.encode_particles(gpu, &mut encoder, list);
        self.resources.write(gpu, list);
        self.encode_opaque(gpu, &mut encoder, settings);
        self.encode_effects(gpu, &mut encoder, source, list, &particles);
        let glows = list.draws.iter().any(|d| d.variant.glow);
        if let (true, true, Some(targets)) = (settings.bloom.enabled, glows, &self.targets) {
            let format = targets.scene.format();
            self.bloom.encode(
                gpu,
                &mut encoder,
                &targets.glow,
                &targets.bloom_levels,
                &targets.scene_view,
                format,
                settings.bloom.strength,
                settings.bloom.radius,
            );
        }
        let Some(targets) = &self.targets else { return };
        self.tonemapper.encode(
            gpu,
            &mut encoder,
            &targets.scene_view,
            output,
            output_format,
            settings.tonemap,
            settings.transparent(),
        );
        gpu.queue.submit([encoder.finish()]);
    }

    /// The compute passes of the list's GPU particle jobs (before the passes that draw
    /// them): where each job's particles are, `None` where there are no compute programs or
    /// the job holds more particles than they do (the simulation evaluates such draws on the
    /// CPU when told the capacity: [`EffectRenderer::gpu_particle_capacity`]).
    fn encode_particles(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        list: &DrawList,
    ) -> Vec<Option<ComputedDraw>> {
        if !self.computes_particles || list.gpu_particles.is_empty() {
            return vec![None; list.gpu_particles.len()];
        }
        let compute = self
            .particles
            .get_or_insert_with(|| ParticleCompute::new(gpu));
        let capacity = self.particle_capacity;
        list.gpu_particles
            .iter()
            .enumerate()
            .map(|(slot, job)| {
                let vertices = list
                    .draws
                    .iter()
                    .find(|d| d.gpu_particles == Some(slot))
                    .map_or(4, |d| vertices_per_instance(d.family, d.variant.octagon));
                (job.candidates <= capacity)
                    .then(|| compute.encode(gpu, encoder, slot, job, vertices))
            })
            .collect()
    }

    fn encode_opaque(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        settings: &RenderSettings,
    ) {
        let Some(scene_format) = self.targets.as_ref().map(|t| t.scene.format()) else {
            return;
        };
        let grid_key = (scene_format, self.split_targets);
        if !self.programs.grid_pipelines.contains_key(&grid_key) {
            let pipeline = grid_pipeline(
                gpu,
                &self.programs.grid_module,
                &self.programs.grid_layout,
                scene_format,
                self.split_targets,
            );
            self.programs.grid_pipelines.insert(grid_key, pipeline);
        }
        let Some(targets) = &self.targets else { return };
        let view = settings.camera.view();
        let projection = settings
            .camera
            .projection(targets.width as f32 / targets.height as f32);
        let mut params = Vec::with_capacity(160);
        params.extend_from_slice(bytemuck::cast_slice(&(projection * view).to_cols_array()));
        params.extend_from_slice(bytemuck::cast_slice(&view.to_cols_array()));
        params.extend_from_slice(bytemuck::cast_slice(&[
            0.35f32 * 0.6,
            0.38 * 0.6,
            0.45 * 0.6,
            0.6,
            20.0,
            5.0,
            0.0,
            0.0,
        ]));
        gpu.queue
            .write_buffer(&self.resources.grid_buffer, 0, &params);
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("opaque"),
            color_attachments: &[
                Some(cleared(&targets.scene_view, background_colour(settings))),
                Some(cleared(
                    &targets.linear_depth_view,
                    wgpu::Color {
                        r: f64::from(fxr_draw::camera::FAR),
                        g: 0.0,
                        b: 0.0,
                        a: 1.0,
                    },
                )),
            ],
            depth_stencil_attachment: Some(depth_cleared(&targets.depth_view)),
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
        let Some(pipeline) = self
            .programs
            .grid_pipelines
            .get(&grid_key)
            .filter(|_| settings.grid)
        else {
            return;
        };
        let bind = bind_group(
            gpu,
            "grid",
            &self.programs.grid_layout,
            [self.resources.grid_buffer.as_entire_binding()],
        );
        if self.split_targets {
            // The grid writes the colour alone, in a pass of its own ([`TargetSet`]).
            drop(pass);
            pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("grid"),
                color_attachments: &[Some(loaded(&targets.scene_view)), None],
                depth_stencil_attachment: Some(depth_loaded(&targets.depth_view)),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
        }
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &bind, &[]);
        pass.draw(0..6, 0..1);
    }

    fn encode_effects(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        source: &dyn TextureSource,
        list: &DrawList,
        particles: &[Option<ComputedDraw>],
    ) {
        let (Some(ps_buffer), Some(instances)) = (
            self.resources.ps_buffer.clone(),
            self.resources.instance_buffer.clone(),
        ) else {
            return;
        };
        let Some(targets) = &self.targets else { return };
        let frame_group = self.resources.frame_group(
            gpu,
            &self.programs.frame_layout,
            &targets.linear_depth_view,
        );
        let draw_group = bind_group(
            gpu,
            "PSCommonBuffer",
            &self.programs.draw_layout,
            [wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &ps_buffer,
                offset: 0,
                size: wgpu::BufferSize::new(PS_COMMON.size as u64),
            })],
        );
        let glows = list.draws.iter().any(|d| d.variant.glow);
        let sets = effect_target_sets(self.split_targets, glows);
        // Pipelines and texture groups first (they borrow self mutably), then the passes.
        let prepared = self.prepare_effect_draws(gpu, source, list, particles, sets);
        let Some(targets) = &self.targets else { return };
        // A pass runs until a draw that reads the frame drawn so far: the pass ends, the scene
        // is copied, and a new pass goes on (seeds 000: the frame is copied before each sheet).
        let mut k = 0;
        let mut first_pass = true;
        while k < prepared.len() || first_pass {
            let end = effect_run_end(list, &prepared, k);
            if let Some(first) = prepared.get(k)
                && reads_frame(list.draws[first.index].family)
            {
                copy_frame(encoder, targets);
            }
            let colour = loaded(&targets.scene_view);
            // The glow target is cleared before the effects (seeds 000). With split targets it
            // is cleared in a pass of its own, where it is the first attachment: wgpu's GL
            // backend (30.0) clears the n-th *present* attachment of a pass, so a clear of the
            // glow in slot 1 behind an empty slot 0 would miss it.
            if first_pass && self.split_targets && glows {
                clear_glow(encoder, targets);
            }
            // Else the first effect pass clears it.
            let glow_target = if first_pass && !self.split_targets {
                cleared(&targets.glow_view, wgpu::Color::TRANSPARENT)
            } else {
                loaded(&targets.glow_view)
            };
            for set in sets {
                let mut pass = begin_effect_pass(encoder, targets, *set, &colour, &glow_target);
                pass.set_bind_group(0, &frame_group, &[]);
                self.draw_effect_run(
                    &mut pass,
                    *set,
                    &prepared[k..end],
                    list,
                    particles,
                    &draw_group,
                    &instances,
                );
            }
            first_pass = false;
            k = end;
        }
    }

    /// The pipelines, models and texture groups of the list's draws the effect passes draw,
    /// in list order; a draw without its pipelines, or with nothing to draw, is left out.
    fn prepare_effect_draws(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        list: &DrawList,
        particles: &[Option<ComputedDraw>],
        sets: &[TargetSet],
    ) -> Vec<PreparedDraw> {
        let Some(targets) = &self.targets else {
            return Vec::new();
        };
        let (scene_format, glow) = (targets.scene.format(), glow_format(gpu));
        let frame_copy_view = targets.frame_copy_view.clone();
        let mut prepared = Vec::with_capacity(list.draws.len());
        for (i, d) in list.draws.iter().enumerate() {
            let Some(layout) = self.programs.texture_layouts.get(&d.family).cloned() else {
                continue;
            };
            let key = PipelineKey {
                family: d.family,
                variant: d.variant,
                blend: Some(d.blend),
                color_format: scene_format,
                glow_format: glow,
                targets: sets[0],
            };
            let needed = sets
                .iter()
                .filter(|&&set| set != TargetSet::Glow || d.variant.glow);
            if needed
                .map(|&set| PipelineKey {
                    targets: set,
                    ..key
                })
                .any(|k| self.programs.pipeline(gpu, k).is_none())
                || (d.instance_bytes.is_empty() && computed(d, particles).is_none())
            {
                continue;
            }
            if let Some(m) = &d.model {
                self.models.prepare(gpu, source, m.model);
            }
            let views = self
                .textures
                .draw_textures(gpu, source, d, &frame_copy_view);
            let textures = bind_group(
                gpu,
                "textures",
                &layout,
                views.iter().map(wgpu::BindingResource::TextureView),
            );
            prepared.push(PreparedDraw {
                index: i,
                key,
                textures,
            });
        }
        prepared
    }

    /// Draws a run of prepared draws into an effect pass writing the target set `set`.
    fn draw_effect_run(
        &self,
        pass: &mut wgpu::RenderPass<'_>,
        set: TargetSet,
        run: &[PreparedDraw],
        list: &DrawList,
        particles: &[Option<ComputedDraw>],
        draw_group: &wgpu::BindGroup,
        instances: &wgpu::Buffer,
    ) {
        for prepared in run {
            let i = prepared.index;
            let d = &list.draws[i];
            if set == TargetSet::Glow && !d.variant.glow {
                continue;
            }
            let Some(pipeline) = self.programs.pipelines.get(&PipelineKey {
                targets: set,
                ..prepared.key
            }) else {
                continue;
            };
            pass.set_pipeline(pipeline);
            pass.set_bind_group(
                1,
                draw_group,
                &[(i as u64 * self.resources.ps_stride) as u32],
            );
            pass.set_bind_group(2, &prepared.textures, &[]);
            if let Some(c) = computed(d, particles) {
                // The compute programs wrote the instances and the live count.
                pass.set_vertex_buffer(0, c.instances.slice(..));
                pass.draw_indirect(&c.indirect, 0);
                continue;
            }
            let bytes = &d.instance_bytes;
            pass.set_vertex_buffer(0, instances.slice(bytes.start as u64..bytes.end as u64));
            if let Some(m) = &d.model {
                // A model draw: its mesh's triangles for every instance.
                let mesh = self.models.mesh(m.model, m.mesh);
                pass.set_vertex_buffer(1, mesh.vertices.slice(..));
                pass.set_index_buffer(mesh.indices.slice(..), wgpu::IndexFormat::Uint32);
                pass.draw_indexed(0..mesh.index_count, 0, 0..d.instance_count as u32);
                continue;
            }
            let vertices = vertices_per_instance(d.family, d.variant.octagon);
            pass.draw(0..vertices, 0..d.instance_count as u32);
        }
    }

    /// Draws a frame offscreen and reads it back (straight alpha RGBA).
    pub async fn render_to_image(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        list: &DrawList,
        settings: &RenderSettings,
    ) -> Result<RgbaImage, RenderError> {
        let output = target(
            gpu,
            "output",
            crate::targets::OUTPUT_FORMAT,
            settings.width.max(1),
            settings.height.max(1),
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        );
        let view = output.create_view(&Default::default());
        self.render(gpu, source, list, settings, &view, output.format());
        let pixels = readback::read_rgba8(gpu, &output).await?;
        RgbaImage::new(output.width(), output.height(), pixels)
            .ok_or_else(|| RenderError::Device("readback size".into()))
    }
}

/// The settings' background as the colour the scene target is cleared to (linear,
/// premultiplied).
fn background_colour(settings: &RenderSettings) -> wgpu::Color {
    let [r, g, b, a] = settings.background_linear();
    wgpu::Color { r, g, b, a }
}

/// Where the compute programs put a draw's particles, for a GPU particle draw they evaluated.
fn computed<'a>(draw: &Draw, particles: &'a [Option<ComputedDraw>]) -> Option<&'a ComputedDraw> {
    particles.get(draw.gpu_particles?)?.as_ref()
}

/// A draw ready for the effect passes: where it is in the list, its pipeline's key (for the
/// first target set) and its textures' bind group.
struct PreparedDraw {
    index: usize,
    key: PipelineKey,
    textures: wgpu::BindGroup,
}

/// The target sets each effect pass is drawn into, in order.
fn effect_target_sets(split_targets: bool, glows: bool) -> &'static [TargetSet] {
    // The targets the effect passes write. A frame without a GlowD draw leaves the glow
    // target out (neither cleared nor bound: bloom, its only reader, does not run), which
    // spares every effect fragment a second target (ours: the engine's passes are not
    // recorded at this level; BENCHMARKS.md, renderer).
    match (split_targets, glows) {
        (true, true) => &[TargetSet::Color, TargetSet::Glow],
        (false, true) => &[TargetSet::Both],
        (_, false) => &[TargetSet::Color],
    }
}

/// Where the run of prepared draws from `start` ends: before the next draw past `start` that
/// reads the frame drawn so far.
fn effect_run_end(list: &DrawList, prepared: &[PreparedDraw], start: usize) -> usize {
    let mut end = start;
    while end < prepared.len()
        && (end == start || !reads_frame(list.draws[prepared[end].index].family))
    {
        end += 1;
    }
    end
}

/// Copies the scene drawn so far into the frame copy the distortion and radial blur draws read.
fn copy_frame(encoder: &mut wgpu::CommandEncoder, targets: &Targets) {
    encoder.copy_texture_to_texture(
        targets.scene.as_image_copy(),
        targets.frame_copy.as_image_copy(),
        wgpu::Extent3d {
            width: targets.width,
            height: targets.height,
            depth_or_array_layers: 1,
        },
    );
}

/// Clears the glow target in a pass of its own, where it is the first attachment.
fn clear_glow(encoder: &mut wgpu::CommandEncoder, targets: &Targets) {
    encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("glow clear"),
        color_attachments: &[Some(cleared(&targets.glow_view, wgpu::Color::TRANSPARENT))],
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
}

/// Begins an effect pass writing the target set `set` (the colour and glow attachments as
/// given) over the scene's depth.
fn begin_effect_pass<'encoder>(
    encoder: &'encoder mut wgpu::CommandEncoder,
    targets: &Targets,
    set: TargetSet,
    colour: &wgpu::RenderPassColorAttachment<'_>,
    glow_target: &wgpu::RenderPassColorAttachment<'_>,
) -> wgpu::RenderPass<'encoder> {
    let attachments = match set {
        TargetSet::Both => [Some(colour.clone()), Some(glow_target.clone())],
        TargetSet::Color => [Some(colour.clone()), None],
        TargetSet::Glow => [None, Some(glow_target.clone())],
    };
    // The scene's depth as the effect passes use it: loaded and kept (effects test
    // it, and only the opaque pass clears it).
    encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("effects"),
        color_attachments: &attachments,
        depth_stencil_attachment: Some(depth_loaded(&targets.depth_view)),
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    })
}
