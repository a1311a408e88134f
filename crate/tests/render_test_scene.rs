//! The test scene rendered natively (lavapipe here) matches the golden image that the
//! browser test (pkg-tests, SwiftShader) also compares with.

mod common;

use fxr_view::images::{RgbaImage, Tolerance};
use fxr_view::render::test_scene::TestScene;

/// Lavapipe and SwiftShader rasterise edges and filter textures a little differently:
/// two 8-bit steps anywhere, and up to 1% of the pixels (the quad's edges) beyond that.
pub const TOLERANCE: Tolerance = Tolerance {
    channel: 2,
    max_outliers: 256 * 256 / 100,
};

#[test]
fn test_scene_matches_golden() {
    let gpu = common::gpu();
    let mut scene = TestScene::new(&gpu, 256, 256);
    let image = pollster::block_on(scene.render_to_image(&gpu, 0.5)).expect("render");
    // The picture is not empty: the billboard's four colours are there.
    let centre_left = image.pixel(110, 110);
    assert!(
        centre_left[0] > 150 || centre_left[1] > 150 || centre_left[2] > 150,
        "{centre_left:?}"
    );
    common::check_golden("render_test", &image, TOLERANCE);
}

#[test]
fn cli_render_test_writes_the_same_picture() {
    let out = std::env::temp_dir().join(format!("fxr-view-render-test-{}.png", std::process::id()));
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args(["render-test", "--out"])
        .arg(&out)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .status()
        .expect("run fxr-view");
    assert!(status.success());
    let image = RgbaImage::from_png(&std::fs::read(&out).expect("PNG written")).expect("a PNG");
    let _ = std::fs::remove_file(&out);
    common::check_golden("render_test", &image, TOLERANCE);
}
