//! `fxr-view draws` and `fxr-view render`: the draw list's JSON with its buffers and
//! provenance, and PNGs (including a transparent background with correct straight alpha).

mod common;
use common::{fxr_view, shared};

use fxr_formats::images::RgbaImage;
use std::process::Command;

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn draws_json_names_programs_buffers_and_provenance() {
    let Some(fxr) = shared("er/f000523390.fxr") else {
        return;
    };
    let out = fxr_view(&[
        "draws",
        fxr.to_str().unwrap(),
        "--time",
        "1.5",
        "--seed",
        "1",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let draws = json["draws"].as_array().unwrap();
    assert!(!draws.is_empty());
    let multi = draws
        .iter()
        .find(|d| d["action_type"] == 604)
        .expect("a multi-texture draw");
    assert!(multi["program"].as_str().unwrap().contains("MultiTexture"));
    let ps = &multi["buffers"]["PSCommonBuffer"];
    for name in [
        "g_ps_TexBlendType",
        "g_ps_TexBlendType2",
        "g_ps_TexBlendType3",
        "g_ps_ColorBlendType",
        "g_ps_bPreAlphaMult",
        "g_ps_BlendingMode",
        "g_vColorScale",
        "g_psGlowScale",
    ] {
        assert!(!ps[name].is_null(), "{name} missing from {ps}");
    }
    assert_eq!(ps["g_vColorScale"].as_array().unwrap().len(), 4);
    // Provenance names the file field.
    let p = &multi["provenance"]["PSCommonBuffer"]["g_ps_TexBlendType"];
    assert_eq!(p["from"], "file");
    assert_eq!(p["action"], 604);
    assert_eq!(p["slot"]["name"], "unk_ds3_f2_10");
    assert_eq!(multi["depth"]["compare"], "GreaterEqual");
    assert_eq!(multi["depth"]["write"], false);
    assert_eq!(multi["textures"][0]["id"], 31211);
    assert!(!json["VSCommonBuffer"]["g_viewMatrix"].is_null());
}

/// A GPU particle draw (demo 1017, 10001 moved by three force volumes) lists its systems'
/// constants with the file fields they came from, its counts, its forces and, once, the GPU
/// particle buffers' layouts; `--json` carries the same.
#[test]
fn draws_of_gpu_particles_show_their_constants_forces_and_buffers() {
    let dir = std::env::temp_dir().join(format!("fxr-view-gpu-draws-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let demo = dir.join("demo.ffxbnd.dcx");
    assert!(
        fxr_view(&["demo", "--out", demo.to_str().unwrap()])
            .status
            .success()
    );
    let d = demo.to_str().unwrap();

    let out = fxr_view(&["draws", d, "--effect", "1017", "--time", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("evaluated by the CPU"), "{text}");
    assert!(text.contains("force wind (10300) boundless"), "{text}");
    assert!(text.contains("force cancel (10200) sphere"), "{text}");
    let speed = text
        .lines()
        .find(|l| l.trim_start().starts_with("speed "))
        .expect("the speed member");
    assert!(speed.contains("0, 0.9, 0, 0"), "{speed}");
    assert!(speed.contains("file: action 10001 fields1["), "{speed}");
    assert!(speed.contains("particleSpeed"), "{speed}");
    assert_eq!(text.matches("GPU particle buffers:").count(), 1, "{text}");
    assert!(text.contains("systems (storage, read"), "{text}");
    assert!(
        text.contains("in their stable order (the blend needs no sort)"),
        "{text}"
    );

    let out = fxr_view(&["draws", d, "--effect", "1017", "--time", "1", "--json"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let gpu = &json["draws"][0]["gpu_particles"];
    assert_eq!(gpu["action_type"], 10001);
    assert_eq!(gpu["forces"].as_array().unwrap().len(), 3);
    let rows = gpu["systems"][0]["constants"].as_array().unwrap();
    let speed_min = rows.iter().find(|r| r["name"] == "speed_min").unwrap();
    assert_eq!(speed_min["provenance"]["from"], "file");
    assert!(
        speed_min["provenance"]["slot"]["name"]
            .as_str()
            .unwrap()
            .starts_with("particleSpeedMin")
    );
    let names: Vec<&str> = gpu["buffers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "params",
            "systems",
            "emissions",
            "forces",
            "particles",
            "keys",
            "counters",
            "instances"
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Straight alpha: composited over black in linear light, the transparent render gives the
/// picture the same effect renders over an opaque black background (no dark fringes from
/// premultiplied colour).
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn transparent_background_gives_straight_alpha() {
    let Some(fxr) = shared("er/f000523390.fxr") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("fxr-view-alpha-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let render = |background: &str, name: &str| {
        let out = dir.join(name);
        let status = fxr_view(&[
            "render",
            fxr.to_str().unwrap(),
            "--time",
            "1.5",
            "--seed",
            "1",
            "--size",
            "128x128",
            "--no-grid",
            "--background",
            background,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(
            status.status.success(),
            "{}",
            String::from_utf8_lossy(&status.stderr)
        );
        RgbaImage::from_png(&std::fs::read(out).unwrap()).unwrap()
    };
    let clear = render("00000000", "clear.png");
    let black = render("000000ff", "black.png");
    let _ = std::fs::remove_dir_all(&dir);
    let to_linear = |c: u8| {
        let v = f32::from(c) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let to_srgb = |v: f32| {
        let s = if v <= 0.003_130_8 {
            v * 12.92
        } else {
            1.055 * v.powf(1.0 / 2.4) - 0.055
        };
        (s.clamp(0.0, 1.0) * 255.0).round() as i32
    };
    let (mut partial, mut covered, mut far) = (0, 0, 0);
    for (c, b) in clear
        .pixels
        .chunks_exact(4)
        .zip(black.pixels.chunks_exact(4))
    {
        let a = f32::from(c[3]) / 255.0;
        if c[3] > 0 {
            covered += 1;
        }
        if c[3] > 0 && c[3] < 255 {
            partial += 1;
        }
        for ch in 0..3 {
            // An 8-bit alpha carries the coverage to within half a step; in the sRGB toe that
            // half step is several levels where the coverage is one step (the faint bloom
            // halo), so the composite may lie anywhere between those of a ± ½/255.
            let composited = |a: f32| to_srgb(to_linear(c[ch]) * a.clamp(0.0, 1.0));
            let (low, high) = (composited(a - 0.5 / 255.0), composited(a + 0.5 / 255.0));
            let b = i32::from(b[ch]);
            if b < low - 6 || b > high + 6 {
                far += 1;
            }
        }
    }
    assert!(covered > 500, "the effect covers pixels ({covered})");
    assert!(partial > 100, "soft edges have partial alpha ({partial})");
    assert!(far < 60, "{far} channels differ from the opaque render");
    // Far from the effect only the bloom's faint halo reaches.
    assert!(clear.pixel(0, 0)[3] <= 8, "{:?}", clear.pixel(0, 0));
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn render_refuses_bad_options_with_one_line() {
    let Some(fxr) = shared("er/f000523390.fxr") else {
        return;
    };
    for (flag, value) in [
        ("--camera", "1,2"),
        ("--background", "zz"),
        ("--size", "0x5"),
    ] {
        let out = fxr_view(&[
            "render",
            fxr.to_str().unwrap(),
            "--time",
            "1",
            flag,
            value,
            "--out",
            "/tmp/never.png",
        ]);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("expected"), "{flag}: {err}");
    }
}

#[test]
fn draws_into_a_closed_pipe_and_render_without_a_runtime_folder_are_quiet() {
    use std::io::Read;
    use std::process::Stdio;
    let dir = std::env::temp_dir().join(format!("fxr-view-quiet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let demo = dir.join("demo.ffxbnd.dcx");
    assert!(
        fxr_view(&["demo", "--out", demo.to_str().unwrap()])
            .status
            .success()
    );
    let d = demo.to_str().unwrap();

    // `fxr-view draws FILE --json | head`: the reader goes away after a few bytes.
    let mut child = Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args(["draws", d, "--effect", "1001", "--time", "1", "--json"])
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "{err}");

    // A script or container without XDG_RUNTIME_DIR: nothing on stderr.
    let png = dir.join("quiet.png");
    let out = Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args([
            "render", d, "--effect", "1001", "--time", "0.5", "--size", "32x32", "--out",
        ])
        .arg(&png)
        .env_remove("XDG_RUNTIME_DIR")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "render printed: {err}");
    assert!(png.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The render test scene's tolerance (as crates/gpu/tests/render_test_scene.rs compares it).
const RENDER_TEST_TOLERANCE: fxr_formats::images::Tolerance = fxr_formats::images::Tolerance {
    channel: 2,
    max_outliers: 256 * 256 / 100,
};

/// `fxr-view render-test` writes the picture the renderer's test scene golden holds.
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
    let image =
        fxr_formats::images::RgbaImage::from_png(&std::fs::read(&out).expect("PNG written"))
            .expect("a PNG");
    let _ = std::fs::remove_file(&out);
    fxr_test_support::check_golden("render_test", &image, RENDER_TEST_TOLERANCE);
}
