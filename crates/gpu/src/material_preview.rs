//! One material's preview, whatever its family: the water program for the lakes and the
//! materials that state water, the detail program for the detail blends (see
//! [`fxr_library::materials::family`]), nothing for the rest. The programs and their generated
//! textures are made on first use and kept.

use super::detail::{DetailLane, DetailRenderer, DetailSettings, DetailTextures};
use super::water::{WaterLane, WaterRenderer, WaterSettings, WaterTextures};
use crate::{error::RenderError, gpu::Gpu};
use fxr_draw::materials::detail::DetailParams;
use fxr_draw::materials::water::WaterParams;
use fxr_formats::images::RgbaImage;
use fxr_library::materials::{DetailForm, MaterialView, PreviewKind};

/// The lanes a material's preview can show, by name (`lit` first); empty without a preview.
pub fn lanes(view: &MaterialView) -> Vec<&'static str> {
    match view.preview.kind {
        PreviewKind::Water => WaterLane::ALL.iter().map(|l| l.name()).collect(),
        PreviewKind::Detail => {
            DetailLane::for_form(view.preview.form.unwrap_or(DetailForm::EldenRing))
                .iter()
                .map(|l| l.name())
                .collect()
        }
        PreviewKind::None => Vec::new(),
    }
}

/// What a preview is asked for besides the material.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PreviewOptions {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Seconds (the water moves).
    pub time: f32,
    /// The hour of the day (the caustics' colour).
    pub hour: f32,
}

impl Default for PreviewOptions {
    fn default() -> Self {
        PreviewOptions {
            width: 256,
            height: 256,
            time: 0.0,
            hour: 12.0,
        }
    }
}

/// The preview programs, made on first use.
#[derive(Debug, Default)]
pub struct MaterialPreviewer {
    water: Option<(WaterRenderer, WaterTextures)>,
    detail: Option<(DetailRenderer, DetailTextures)>,
}

impl MaterialPreviewer {
    /// No program made yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Draws `lane` (a name from [`lanes`]) of a material's preview.
    pub async fn render(
        &mut self,
        gpu: &Gpu,
        view: &MaterialView,
        lane: &str,
        options: PreviewOptions,
    ) -> Result<RgbaImage, RenderError> {
        let PreviewOptions {
            width,
            height,
            time,
            hour,
        } = options;
        if width == 0 || height == 0 || width > 4096 || height > 4096 {
            return Err(RenderError::Unsupported(format!(
                "a preview size from 1 to 4096 is needed, not {width}x{height}"
            )));
        }
        let unknown_lane = || {
            RenderError::Unsupported(format!(
                "{} has no lane {lane:?}: its lanes are {}",
                view.name,
                lanes(view).join(", ")
            ))
        };
        match view.preview.kind {
            PreviewKind::Water => {
                let lane = WaterLane::parse(lane).ok_or_else(unknown_lane)?;
                let (renderer, textures) = self.water.get_or_insert_with(|| {
                    (WaterRenderer::new(gpu), WaterTextures::generated(gpu))
                });
                let params = WaterParams::from_params(&view.params);
                let settings = WaterSettings {
                    time,
                    hour,
                    ..WaterSettings::default()
                };
                renderer
                    .preview(gpu, &params, textures, &settings, lane, width, height)
                    .await
            }
            PreviewKind::Detail => {
                let lane = DetailLane::parse(lane).ok_or_else(unknown_lane)?;
                let (renderer, textures) = self.detail.get_or_insert_with(|| {
                    (DetailRenderer::new(gpu), DetailTextures::generated(gpu))
                });
                let params = DetailParams::from_material(
                    view.preview.form.unwrap_or(DetailForm::EldenRing),
                    &view.params,
                    &view.samplers,
                );
                renderer
                    .preview(
                        gpu,
                        &params,
                        textures,
                        &DetailSettings::default(),
                        lane,
                        width,
                        height,
                    )
                    .await
            }
            PreviewKind::None => Err(RenderError::Unsupported(view.preview.note.clone())),
        }
    }
}
