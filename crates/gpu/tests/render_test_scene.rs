//! The test scene rendered natively (lavapipe here) matches the golden image that the
//! browser test (pkg-tests, SwiftShader) and the command line's `render-test` (crates/cli/tests)
//! also compare with.

use fxr_test_support as common;

use fxr_formats::images::Tolerance;
use fxr_gpu::test_scene::TestScene;

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
