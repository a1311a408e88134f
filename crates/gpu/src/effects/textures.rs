//! Where the effect renderer's textures come from ([`TextureSource`]) and how they are cached:
//! each `sNNNNN` texture uploaded once, placeholders for the ones no opened file has.

use super::families::{reads_frame, texture_count};
use crate::gpu::Gpu;
use crate::texture::{
    GpuTexture, PLACEHOLDER_SIZE, Upload, flat_normal_pixels, placeholder_pixels,
};
use fxr_draw::source::TextureSource;
use fxr_draw::{Draw, Family};
use std::collections::{BTreeSet, HashMap};

/// The textures uploaded so far, by id, and the placeholders drawn for the others.
#[derive(Debug)]
pub(super) struct TextureCache {
    placeholders: HashMap<u32, GpuTexture>,
    flat_normal: GpuTexture,
    white: GpuTexture,
    pub(super) uploaded: HashMap<i32, (GpuTexture, Upload)>,
    pub(super) missing: BTreeSet<i32>,
}

impl TextureCache {
    /// An empty cache with the fixed textures (the flat normal, white).
    pub(super) fn new(gpu: &Gpu) -> Self {
        TextureCache {
            placeholders: HashMap::new(),
            flat_normal: GpuTexture::from_rgba8(gpu, "flat normal", 4, 4, &flat_normal_pixels()),
            white: GpuTexture::from_rgba8(gpu, "white", 1, 1, &[255; 4]),
            uploaded: HashMap::new(),
            missing: BTreeSet::new(),
        }
    }

    /// The placeholder for a flipbook of `columns` columns (a disc per cell).
    fn placeholder(&mut self, gpu: &Gpu, columns: u32) -> wgpu::TextureView {
        let columns = columns.clamp(1, 16);
        self.placeholders
            .entry(columns)
            .or_insert_with(|| {
                let size = PLACEHOLDER_SIZE * columns;
                GpuTexture::from_rgba8(gpu, "placeholder", size, size, &placeholder_pixels(columns))
            })
            .view
            .clone()
    }

    fn texture_view(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        id: i32,
        normal: bool,
        columns: u32,
    ) -> wgpu::TextureView {
        if id <= 0 {
            return if normal {
                self.flat_normal.view.clone()
            } else {
                self.placeholder(gpu, columns)
            };
        }
        if let Some((t, _)) = self.uploaded.get(&id) {
            return t.view.clone();
        }
        match source
            .dds(id)
            .map(|d| GpuTexture::from_dds(gpu, &format!("s{id:05}"), d))
        {
            Some(Ok((t, upload))) => {
                let view = t.view.clone();
                self.uploaded.insert(id, (t, upload));
                view
            }
            _ => {
                self.missing.insert(id);
                if normal {
                    self.flat_normal.view.clone()
                } else {
                    self.placeholder(gpu, columns)
                }
            }
        }
    }

    /// The textures a draw binds, in its family's order.
    pub(super) fn draw_textures(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        d: &Draw,
        frame_copy: &wgpu::TextureView,
    ) -> Vec<wgpu::TextureView> {
        if reads_frame(d.family) {
            // The frame copy, then the normal map (distortion) or the mask (radial blur).
            let id = d.textures.first().map_or(0, |b| b.id);
            let second = if d.family == Family::Distortion {
                self.texture_view(gpu, source, id, true, 1)
            } else if id > 0 {
                self.texture_view(gpu, source, id, false, 1)
            } else {
                self.white.view.clone()
            };
            return vec![frame_copy.clone(), second];
        }
        (0..texture_count(d.family) as usize)
            .map(|k| {
                let binding = d.textures.get(k);
                let normal = binding.is_some_and(|b| b.slot.contains("normal"));
                // Only the first texture is a flipbook (layers 2 and 3 are not cells).
                let columns = if k == 0 { d.columns } else { 1 };
                self.texture_view(gpu, source, binding.map_or(0, |b| b.id), normal, columns)
            })
            .collect()
    }
}
