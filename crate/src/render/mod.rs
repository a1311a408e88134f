//! The wgpu renderer: it takes parsed and simulated data, never bytes of a file.
//!
//! A frame is drawn into a linear HDR scene target with a reversed depth buffer, then
//! tonemapped into the output (a canvas or an offscreen 8-bit texture that can be read back).

pub mod bench;
pub mod bloom;
pub mod camera;
pub mod constants;
pub mod detail;
pub mod draws;
pub mod effects;
pub mod gpu;
pub mod lanes;
pub mod material_preview;
pub mod preview;
pub mod readback;
pub mod reference;
pub mod sprite;
pub mod targets;
pub mod test_scene;
pub mod texture;
pub mod tonemap;
pub mod water;

pub use camera::OrbitCamera;
pub use gpu::{AdapterSummary, Gpu};
pub use targets::FrameTargets;
pub use tonemap::{ToneCurve, TonemapOptions, Tonemapper};

/// Why the renderer could not do what it was asked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RenderError {
    /// No GPU adapter is available (no WebGPU in the browser, no Vulkan driver natively).
    #[error("no GPU adapter: {0}")]
    NoAdapter(String),
    /// The device could not be created, was lost, or an operation on it failed.
    #[error("GPU device error: {0}")]
    Device(String),
    /// Something the renderer does not do.
    #[error("unsupported: {0}")]
    Unsupported(String),
}

/// The WGSL sources, one file per program family, compiled into the crate. The effect
/// families are prepended with `COMMON` (WGSL has no includes).
pub mod shaders {
    /// The constant buffers and steps every effect program shares.
    pub const COMMON: &str = include_str!("../../../shaders/common.wgsl");
    /// Billboards (603) and point sprites (600).
    pub const BILLBOARD: &str = include_str!("../../../shaders/billboard.wgsl");
    /// Multi-texture billboards (604).
    pub const MULTI_TEXTURE: &str = include_str!("../../../shaders/multi_texture.wgsl");
    /// Lines (601) and quad lines (602).
    pub const LINE: &str = include_str!("../../../shaders/line.wgsl");
    /// Tracers (606, 10012).
    pub const TRACER: &str = include_str!("../../../shaders/tracer.wgsl");
    /// Distortion sheets (607).
    pub const DISTORTION: &str = include_str!("../../../shaders/distortion.wgsl");
    /// Radial blur sheets (608).
    pub const RADIAL_BLUR: &str = include_str!("../../../shaders/radial_blur.wgsl");
    /// The bloom chain.
    pub const BLOOM: &str = include_str!("../../../shaders/bloom.wgsl");
    /// The opaque scene: ground grid and linear depth.
    pub const BACKGROUND: &str = include_str!("../../../shaders/background.wgsl");
    /// The tonemap from the HDR scene target to the display.
    pub const TONEMAP: &str = include_str!("../../../shaders/tonemap.wgsl");
    /// The spike's simple sprite (the render test scene).
    pub const TEST_SPRITE: &str = include_str!("../../../shaders/test_sprite.wgsl");

    /// The material previews' lane display.
    pub const LANES: &str = include_str!("../../../shaders/lanes.wgsl");
    /// The water preview (seeds 002): the generated scene and the lake's program.
    pub const WATER: &str = include_str!("../../../shaders/water.wgsl");
    /// The character detail preview (seeds 004): the G-buffer lanes and a lit picture.
    pub const DETAIL: &str = include_str!("../../../shaders/detail.wgsl");

    /// Every program as compiled, with its file name, for validation.
    pub fn all() -> Vec<(&'static str, String)> {
        vec![
            ("billboard.wgsl", format!("{COMMON}\n{BILLBOARD}")),
            ("multi_texture.wgsl", format!("{COMMON}\n{MULTI_TEXTURE}")),
            ("line.wgsl", format!("{COMMON}\n{LINE}")),
            ("tracer.wgsl", format!("{COMMON}\n{TRACER}")),
            ("distortion.wgsl", format!("{COMMON}\n{DISTORTION}")),
            ("radial_blur.wgsl", format!("{COMMON}\n{RADIAL_BLUR}")),
            ("bloom.wgsl", BLOOM.to_string()),
            ("background.wgsl", BACKGROUND.to_string()),
            ("tonemap.wgsl", TONEMAP.to_string()),
            ("test_sprite.wgsl", TEST_SPRITE.to_string()),
            ("lanes.wgsl", LANES.to_string()),
            ("water.wgsl", WATER.to_string()),
            ("detail.wgsl", DETAIL.to_string()),
        ]
    }
}

#[cfg(test)]
mod tests {
    /// Every WGSL file parses and validates with naga, the compiler wgpu itself uses.
    #[test]
    fn every_shader_validates() {
        for (name, source) in super::shaders::all() {
            let module = naga::front::wgsl::parse_str(&source)
                .unwrap_or_else(|e| panic!("{name}: {}", e.emit_to_string(&source)));
            naga::valid::Validator::new(
                naga::valid::ValidationFlags::all(),
                naga::valid::Capabilities::empty(),
            )
            .validate(&module)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        }
    }
}
