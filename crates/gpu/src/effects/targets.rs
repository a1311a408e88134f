//! The effect renderer's targets of one frame size: the HDR scene, the glow, the linear and
//! the reversed depth, the frame copy the sheets read, and the bloom chain's levels.

use super::EffectRenderer;
use crate::gpu::Gpu;
use crate::gpu_helpers::target;
use crate::targets::DEPTH_FORMAT;

/// The targets of one frame size.
#[derive(Debug)]
pub(super) struct Targets {
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) transparent: bool,
    pub(super) scene: wgpu::Texture,
    pub(super) scene_view: wgpu::TextureView,
    pub(super) glow: wgpu::Texture,
    pub(super) glow_view: wgpu::TextureView,
    pub(super) linear_depth_view: wgpu::TextureView,
    pub(super) depth_view: wgpu::TextureView,
    /// The frame drawn so far, copied before each distortion or radial blur sheet.
    pub(super) frame_copy: wgpu::Texture,
    pub(super) frame_copy_view: wgpu::TextureView,
    /// The bloom chain: the glow at half, quarter... size.
    pub(super) bloom_levels: Vec<(wgpu::Texture, wgpu::TextureView)>,
}

/// The glow target's format: R11G11B10 float as the engine's (seeds 000), else RGBA16F.
pub(super) fn glow_format(gpu: &Gpu) -> wgpu::TextureFormat {
    if gpu.rg11b10_renderable {
        wgpu::TextureFormat::Rg11b10Ufloat
    } else {
        wgpu::TextureFormat::Rgba16Float
    }
}

/// The linear depth target's format.
pub(super) const LINEAR_DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::R32Float;

impl Targets {
    pub(super) fn new(
        gpu: &Gpu,
        width: u32,
        height: u32,
        transparent: bool,
        scene_format: wgpu::TextureFormat,
    ) -> Self {
        use wgpu::TextureUsages as U;
        let (width, height) = (width.max(1), height.max(1));
        let scene = target(
            gpu,
            "scene",
            scene_format,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_SRC,
        );
        let glow = target(
            gpu,
            "glow",
            glow_format(gpu),
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let linear = target(
            gpu,
            "linear depth",
            LINEAR_DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let depth = target(
            gpu,
            "depth",
            DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT,
        );
        let frame_copy = target(
            gpu,
            "frame copy",
            scene_format,
            width,
            height,
            U::TEXTURE_BINDING | U::COPY_DST,
        );
        let mut bloom_levels = Vec::new();
        let (mut w, mut h) = (width, height);
        for _ in 0..8 {
            w = (w / 2).max(1);
            h = (h / 2).max(1);
            let t = target(
                gpu,
                "bloom level",
                glow_format(gpu),
                w,
                h,
                U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
            );
            let v = t.create_view(&Default::default());
            bloom_levels.push((t, v));
        }
        Targets {
            width,
            height,
            transparent,
            scene_view: scene.create_view(&Default::default()),
            scene,
            glow_view: glow.create_view(&Default::default()),
            glow,
            linear_depth_view: linear.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            frame_copy_view: frame_copy.create_view(&Default::default()),
            frame_copy,
            bloom_levels,
        }
    }
}

impl EffectRenderer {
    pub(super) fn ensure_targets(&mut self, gpu: &Gpu, width: u32, height: u32, transparent: bool) {
        let fits = self.targets.as_ref().is_some_and(|t| {
            (t.width, t.height, t.transparent) == (width.max(1), height.max(1), transparent)
        });
        if !fits {
            self.targets = Some(Targets::new(
                gpu,
                width,
                height,
                transparent,
                gpu.scene_format(transparent),
            ));
        }
    }
}
