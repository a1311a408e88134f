//! Effects rendered natively (lavapipe here) match the golden images the browser test also
//! compares with. The cases are in goldens/effect_cases.json.
//!
//! One trial per case (a `harness = false` runner, libtest-mimic), so a failing case does not
//! hide the others; a case whose `../shared` file is absent is reported as ignored with that
//! reason, not as a pass. `cargo test --test render_effects -- demo_1004` runs one.

use fxr_test_support as common;

use fxr_draw::DrawOptions;
use fxr_draw::settings::RenderSettings;
use fxr_formats::images::Tolerance;
use fxr_gpu::effects::EffectRenderer;
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};
use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::path::PathBuf;

/// A trial's outcome: completed, ignored with its reason, or failed.
type TrialResult = Result<Completion, Failed>;

#[derive(serde::Deserialize)]
struct Cases {
    tolerance: ToleranceSpec,
    cases: Vec<Case>,
}

#[derive(serde::Deserialize)]
struct ToleranceSpec {
    channel: u8,
    max_outliers_percent: f32,
}

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    source: String,
    effect: i32,
    time: f32,
    seed: u32,
    size: [u32; 2],
    /// This case's tolerance, where it needs its own (else the file's).
    #[serde(default)]
    tolerance: Option<ToleranceSpec>,
}

/// The library a case's source opens, or Err with the reason when its file is absent.
fn open_source(source: &str) -> Result<Library, String> {
    let mut library = Library::new();
    if let Some(path) = source.strip_prefix("shared:") {
        let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/testdata")
            .join(path);
        let Ok(bytes) = std::fs::read(&file) else {
            return Err(format!("{} is absent", file.display()));
        };
        library.open(path, &bytes).expect("the sample opens");
    } else if source == "demo:" {
        let bytes = fxr_demo::demo_binder().expect("the demo binder builds");
        library
            .open(fxr_demo::DEMO_BINDER_NAME, &bytes)
            .expect("the demo opens");
    } else {
        panic!("unknown source {source}");
    }
    Ok(library)
}

fn main() {
    let args = Arguments::from_args();
    let cases: Cases = serde_json::from_str(
        &std::fs::read_to_string(common::goldens_dir().join("effect_cases.json"))
            .expect("the cases file"),
    )
    .expect("the cases parse");
    let tolerance = cases.tolerance;
    let mut trials: Vec<Trial> = cases
        .cases
        .into_iter()
        .map(|case| {
            let name = format!("golden::{}", case.name);
            let spec = (tolerance.channel, tolerance.max_outliers_percent);
            Trial::ignorable_test(name, move || golden_case(&case, spec))
        })
        .collect();
    trials.extend(fxr_demo::DEMO_EFFECTS.iter().map(|&(id, _)| {
        Trial::ignorable_test(format!("split_passes::{id}"), move || split_passes_case(id))
    }));
    libtest_mimic::run(&args, trials).exit();
}

/// One golden case: the effect at its time and seed, without the grid, against its PNG.
fn golden_case(case: &Case, (channel, max_outliers_percent): (u8, f32)) -> TrialResult {
    let library = match open_source(&case.source) {
        Ok(l) => l,
        Err(reason) => return Ok(Completion::ignored_with(reason)),
    };
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let program = fxr_sim::compile_effect(&library, case.effect).map_err(|e| e.to_string())?;
    let mut playback = Playback::new(
        program,
        PlaybackOptions {
            seed: case.seed,
            ..Default::default()
        },
    );
    // GPU particles by the compute programs here (Vulkan); the browser test draws the same
    // goldens with WebGPU's compute and WebGL2's CPU path.
    playback.set_gpu_particle_capacity(renderer.gpu_particle_capacity());
    // Without the guide grid: its thin far lines rasterise differently on every GPU.
    let mut settings = RenderSettings {
        width: case.size[0],
        height: case.size[1],
        grid: false,
        ..Default::default()
    };
    let (frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
        case.time,
        &mut settings,
        &DrawOptions::default(),
        true,
        &library,
    );
    if frame.draws.is_empty() {
        return Err(format!("{}: nothing alive", case.name).into());
    }
    let image = pollster::block_on(renderer.render_to_image(&gpu, &library, &list, &settings))
        .map_err(|e| e.to_string())?;
    let (channel, max_outliers_percent) = case
        .tolerance
        .as_ref()
        .map_or((channel, max_outliers_percent), |t| {
            (t.channel, t.max_outliers_percent)
        });
    let pixels = (case.size[0] * case.size[1]) as f32;
    let tolerance = Tolerance {
        channel,
        max_outliers: (pixels * max_outliers_percent / 100.0) as usize,
    };
    common::check_golden(&case.name, &image, tolerance);
    Ok(Completion::Completed)
}

/// Devices without independent blend (WebGL2) draw the colour and the glow targets in
/// separate passes; the picture must be the same as one pass writing both, for every demo
/// effect (glow, distortion, radial blur and the grid included).
fn split_passes_case(id: i32) -> TrialResult {
    let gpu = common::gpu();
    let library = open_source("demo:")?;
    let mut combined = EffectRenderer::new(&gpu);
    let mut split = EffectRenderer::new(&gpu);
    split.set_split_targets(true);
    assert!(split.split_targets());
    if combined.split_targets() {
        return Ok(Completion::ignored_with(
            "this device cannot write both targets in one pass",
        ));
    }
    let program = fxr_sim::compile_effect(&library, id).map_err(|e| e.to_string())?;
    // Every demo effect is simulated whole (an action left out would draw less than the
    // effect, and both pictures would agree on it); a sound, listed and not played, draws
    // nothing either way.
    if let Some(u) = program
        .unsupported
        .iter()
        .find(|u| !u.partial || u.action_type != 75)
    {
        return Err(format!("effect {id}: {}", u.message).into());
    }
    let playback = Playback::new(
        program,
        PlaybackOptions {
            seed: 1,
            ..Default::default()
        },
    );
    let mut settings = RenderSettings {
        width: 128,
        height: 128,
        grid: true,
        ..Default::default()
    };
    let (frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
        1.5,
        &mut settings,
        &DrawOptions::default(),
        true,
        &library,
    );
    if frame.instance_count() == 0 {
        return Err(format!("effect {id}: nothing alive at 1.5 s").into());
    }
    let a = pollster::block_on(combined.render_to_image(&gpu, &library, &list, &settings))
        .map_err(|e| e.to_string())?;
    let b = pollster::block_on(split.render_to_image(&gpu, &library, &list, &settings))
        .map_err(|e| e.to_string())?;
    if a.pixels != b.pixels {
        return Err(format!("effect {id}: the split passes drew another picture").into());
    }
    Ok(Completion::Completed)
}
