//! What the viewer asks of a frame: its size, camera, background, grid, tone curve and bloom.

use crate::render::{OrbitCamera, TonemapOptions};

/// The viewer's settings for a frame.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RenderSettings {
    /// Output width.
    pub width: u32,
    /// Output height.
    pub height: u32,
    /// The camera.
    pub camera: OrbitCamera,
    /// Background colour, straight sRGB RGBA (alpha 0: transparent output).
    pub background: [u8; 4],
    /// Draw the ground grid.
    pub grid: bool,
    /// Exposure and tone curve.
    pub tonemap: TonemapOptions,
    /// The bloom chain spreading the glow target into the picture.
    pub bloom: BloomOptions,
}

/// The bloom chain's options (ours: the notes say the frame's glow chain spreads the glow
/// target into the picture, not how).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BloomOptions {
    /// Whether the glow target is spread into the picture.
    pub enabled: bool,
    /// How much of the spread glow is added.
    pub strength: f32,
    /// How far it spreads: the number of halvings (1 to 8).
    pub radius: u32,
}

impl Default for BloomOptions {
    fn default() -> Self {
        BloomOptions {
            enabled: true,
            strength: 1.0,
            radius: 5,
        }
    }
}

impl Default for RenderSettings {
    fn default() -> Self {
        RenderSettings {
            width: 512,
            height: 512,
            camera: OrbitCamera::default(),
            background: [20, 22, 28, 255],
            grid: true,
            tonemap: TonemapOptions::default(),
            bloom: BloomOptions::default(),
        }
    }
}

impl RenderSettings {
    /// Whether the output keeps coverage in alpha.
    pub fn transparent(&self) -> bool {
        self.background[3] < 255
    }

    /// The background as linear, premultiplied colour for the HDR target.
    pub fn background_linear(&self) -> wgpu::Color {
        let lin = |c: u8| {
            let v = f64::from(c) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let a = f64::from(self.background[3]) / 255.0;
        wgpu::Color {
            r: lin(self.background[0]) * a,
            g: lin(self.background[1]) * a,
            b: lin(self.background[2]) * a,
            a,
        }
    }
}
