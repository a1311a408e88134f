//! Golden-image checks shared by the integration tests.
//!
//! A render is compared with `tests/goldens/<name>.png`. With `BLESS=1` the golden is
//! (re)written instead; it is never written silently. A failing comparison writes
//! `<name>.actual.png` and `<name>.diff.png` beside the golden (git-ignored) so a person can
//! look at them.

#![allow(dead_code)]

use fxr_formats::images::{RgbaImage, Tolerance, compare};
use std::path::PathBuf;

/// A file of `../shared/testdata` (real game samples), or `None` when it is absent (the
/// tests that need one then skip, saying so).
pub fn shared_sample(path: &str) -> Option<Vec<u8>> {
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata")
        .join(path);
    std::fs::read(full).ok()
}

/// The folder of golden images.
pub fn goldens_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/goldens")
}

/// Compares `image` with the golden `name`, or writes it with `BLESS=1`.
pub fn check_golden(name: &str, image: &RgbaImage, tolerance: Tolerance) {
    let dir = goldens_dir();
    let golden = dir.join(format!("{name}.png"));
    let actual = dir.join(format!("{name}.actual.png"));
    let diff = dir.join(format!("{name}.diff.png"));
    if std::env::var_os("BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&golden, image.to_png().expect("the image encodes")).expect("write golden");
        eprintln!("blessed {}", golden.display());
        return;
    }
    let expected = match std::fs::read(&golden) {
        Ok(bytes) => RgbaImage::from_png(&bytes).expect("golden is a PNG"),
        Err(_) => {
            std::fs::write(&actual, image.to_png().expect("the image encodes"))
                .expect("write actual");
            panic!(
                "no golden image {}; the render is in {}; run with BLESS=1 to accept it",
                golden.display(),
                actual.display()
            );
        }
    };
    let Some(result) = compare(image, &expected, tolerance) else {
        std::fs::write(&actual, image.to_png().expect("the image encodes")).expect("write actual");
        panic!(
            "{name}: size {}x{} differs from the golden's {}x{}",
            image.width, image.height, expected.width, expected.height
        );
    };
    if result.passes(tolerance) {
        let _ = std::fs::remove_file(&actual);
        let _ = std::fs::remove_file(&diff);
    } else {
        std::fs::write(&actual, image.to_png().expect("the image encodes")).expect("write actual");
        std::fs::write(
            &diff,
            result.difference_image.to_png().expect("the image encodes"),
        )
        .expect("write diff");
        panic!(
            "{name}: {} pixels differ by more than {} (allowed {}), largest difference {}; see {} and {}",
            result.outliers,
            tolerance.channel,
            tolerance.max_outliers,
            result.max_difference,
            actual.display(),
            diff.display()
        );
    }
}

/// A headless GPU device, or a failure that says how to get one.
pub fn gpu() -> fxr_gpu::Gpu {
    pollster::block_on(fxr_gpu::Gpu::new_headless())
        .unwrap_or_else(|e| panic!("{e} (npm test installs lavapipe: mesa-vulkan-drivers)"))
}

/// An orthographic view for designed-input tests: world (x, y) is the pixel (x, y) from the
/// top left of a `width` x `height` target, every point at depth 0.5 (in front of the cleared
/// reversed depth) and view depth (clip w) 1.
pub fn pixel_view(width: u32, height: u32) -> fxr_draw::constants::Buffer {
    use fxr_draw::constants::{Buffer, Provenance, VS_COMMON, Value};
    let (w, h) = (width as f32, height as f32);
    // Column-major: x' = 2x/w - 1, y' = 1 - 2y/h, z' = 0.5, w' = 1.
    #[rustfmt::skip]
    let projection = [
        2.0 / w, 0.0, 0.0, 0.0,
        0.0, -2.0 / h, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0,
        -1.0, 1.0, 0.5, 1.0,
    ];
    #[rustfmt::skip]
    let identity = [
        1.0, 0.0, 0.0, 0.0,
        0.0, 1.0, 0.0, 0.0,
        0.0, 0.0, 1.0, 0.0,
        0.0, 0.0, 0.0, 1.0,
    ];
    let mut vs = Buffer::new(VS_COMMON);
    let p = Provenance::Ours { note: "test view" };
    vs.set("g_viewMatrix", Value::Matrix(identity), p.clone());
    vs.set("g_projectionMatrix", Value::Matrix(projection), p.clone());
    vs.set(
        "g_viewProjectionMatrix",
        Value::Matrix(projection),
        p.clone(),
    );
    vs.set(
        "g_screenSize",
        Value::Floats([w, h, 1.0 / w, 1.0 / h]),
        p.clone(),
    );
    vs.set("g_nearFar", Value::Floats([0.08, 10_000.0, 0.0, 0.0]), p);
    vs
}

/// The provenance of a designed test input.
pub fn designed() -> fxr_draw::constants::Provenance {
    fxr_draw::constants::Provenance::Ours {
        note: "designed input",
    }
}

/// PSCommonBuffer constants that pass a colour through: scale 1, blending mode 1, exposure 1,
/// with `color_blend_type` (g_ps_ColorBlendType) as given.
pub fn pass_through_ps(color_blend_type: i32) -> fxr_draw::constants::Buffer {
    use fxr_draw::constants::{Buffer, PS_COMMON, Value};
    let mut b = Buffer::new(PS_COMMON);
    b.set("g_vColorScale", Value::Floats([1.0; 4]), designed());
    b.set("g_color", Value::Floats([1.0; 4]), designed());
    b.set(
        "g_ps_ColorBlendType",
        Value::Int(color_blend_type),
        designed(),
    );
    b.set("g_ps_BlendingMode", Value::Int(1), designed());
    b.set("g_ps_preExposure", Value::Float(1.0), designed());
    b.set("g_ps_invPreExposure", Value::Float(1.0), designed());
    b.set(
        "g_transductionAlphaToColorScale",
        Value::Float(1.0),
        designed(),
    );
    b
}

/// A `size` square render on black, without grid or bloom, tone-mapped by clamping at
/// exposure 1: the picture's values as computed, for tests that read them back.
pub fn clamped_settings(size: u32) -> fxr_draw::settings::RenderSettings {
    fxr_draw::settings::RenderSettings {
        width: size,
        height: size,
        grid: false,
        background: [0, 0, 0, 255],
        bloom: Default::default(),
        tonemap: fxr_draw::settings::TonemapOptions {
            exposure: 1.0,
            curve: fxr_draw::settings::ToneCurve::Clamp,
        },
        ..Default::default()
    }
}
