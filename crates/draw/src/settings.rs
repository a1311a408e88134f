//! What the viewer asks of a frame: its size, camera, background, grid, tone curve and bloom.
//! Plain values: the GPU crate turns them into passes.

use crate::OrbitCamera;

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
    /// The level every levels-of-detail node shows (`None`: the camera's distance picks it,
    /// as in the game).
    pub level_of_detail: Option<u8>,
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
            level_of_detail: None,
        }
    }
}

impl RenderSettings {
    /// What the simulation's frames read of the view: the camera and the forced level of
    /// detail.
    pub fn view_info(&self) -> fxr_sim::instances::ViewInfo {
        fxr_sim::instances::ViewInfo {
            forced_level_of_detail: self.level_of_detail,
            ..self.camera.view_info()
        }
    }

    /// Whether the output keeps coverage in alpha.
    pub fn transparent(&self) -> bool {
        self.background[3] < 255
    }

    /// The background as linear, premultiplied colour (RGBA) for the HDR target.
    pub fn background_linear(&self) -> [f64; 4] {
        let lin = |c: u8| {
            let v = f64::from(c) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let a = f64::from(self.background[3]) / 255.0;
        [
            lin(self.background[0]) * a,
            lin(self.background[1]) * a,
            lin(self.background[2]) * a,
            a,
        ]
    }
}

/// The tone curve applied after exposure. Ours: the notes do not record the engine's, only
/// that an effect's colour lands in the frame's light units and the frame's tone curve
/// applies to it as to the rest of the frame (seeds 000, Inferred).
///
/// The default is `Soft`: real effects put values well above 1 in those units (an Elden
/// Ring rgbMultiplier of 20 is 1.5 after the frame factor, an additive GlowD draw with an
/// opacity above 1 multiplies its colour by it), and clamping turns their cores into flat
/// white. `Soft` keeps every value up to 0.6 exactly as computed (the background colour the
/// user picks, the dim parts of an effect) and rolls what is brighter off towards 1, so detail
/// up to about 10 stays visible. ACES, the other filmic curve, also darkens and tints the dark
/// end (its toe), so the chosen background would no longer be the colour shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ToneCurve {
    /// Clamp to 0..1: the scene's values as they are.
    Clamp = 0,
    /// Reinhard on luminance.
    Reinhard = 1,
    /// A fitted ACES filmic curve.
    Aces = 2,
    /// Linear up to 0.6, then a Reinhard shoulder towards 1 (continuous with its slope at
    /// the knee), per channel: ours, the default.
    #[default]
    Soft = 3,
}

/// Exposure and tone curve options.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TonemapOptions {
    /// Multiplier applied before the curve.
    pub exposure: f32,
    /// The curve.
    pub curve: ToneCurve,
}

impl Default for TonemapOptions {
    fn default() -> Self {
        TonemapOptions {
            exposure: 1.0,
            curve: ToneCurve::Soft,
        }
    }
}
