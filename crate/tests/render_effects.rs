//! Effects rendered natively (lavapipe here) match the golden images the browser test also
//! compares with. The cases are in goldens/effect_cases.json.

mod common;

use fxr_view::images::Tolerance;
use fxr_view::library::Library;
use fxr_view::render::draws::DrawOptions;
use fxr_view::render::effects::{EffectRenderer, RenderSettings};
use fxr_view::render::preview;
use fxr_view::sim::playback::{Playback, PlaybackOptions};
use std::path::PathBuf;

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
}

/// The library a case's source opens, or None (with a message) when its file is absent.
fn open_source(source: &str) -> Option<Library> {
    let mut library = Library::new();
    if let Some(path) = source.strip_prefix("shared:") {
        let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../shared/testdata")
            .join(path);
        let Ok(bytes) = std::fs::read(&file) else {
            eprintln!("skipped: {} is absent", file.display());
            return None;
        };
        library.open(path, &bytes).expect("the sample opens");
    } else if source == "demo:" {
        let bytes = fxr_view::demo::demo_binder().expect("the demo binder builds");
        library
            .open(fxr_view::demo::DEMO_BINDER_NAME, &bytes)
            .expect("the demo opens");
    } else {
        panic!("unknown source {source}");
    }
    Some(library)
}

#[test]
fn effects_match_their_goldens() {
    let cases: Cases = serde_json::from_str(
        &std::fs::read_to_string(common::goldens_dir().join("effect_cases.json")).unwrap(),
    )
    .unwrap();
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    for case in &cases.cases {
        let Some(library) = open_source(&case.source) else {
            continue;
        };
        let program = library.program(case.effect).unwrap();
        let mut playback = Playback::new(
            program,
            PlaybackOptions {
                seed: case.seed,
                ..Default::default()
            },
        );
        // Without the guide grid: its thin far lines rasterise differently on every GPU.
        let mut settings = RenderSettings {
            width: case.size[0],
            height: case.size[1],
            grid: false,
            ..Default::default()
        };
        let (frame, list) = preview::frame_and_draws(
            &mut playback,
            case.time,
            &mut settings,
            &DrawOptions::default(),
            true,
        );
        assert!(frame.instance_count() > 0, "{}: nothing alive", case.name);
        let image =
            pollster::block_on(renderer.render_to_image(&gpu, &library, &frame, &list, &settings))
                .unwrap();
        let pixels = (case.size[0] * case.size[1]) as f32;
        let tolerance = Tolerance {
            channel: cases.tolerance.channel,
            max_outliers: (pixels * cases.tolerance.max_outliers_percent / 100.0) as usize,
        };
        common::check_golden(&case.name, &image, tolerance);
    }
}

/// Devices without independent blend (WebGL2) draw the colour and the glow targets in
/// separate passes; the picture must be the same as one pass writing both, for every demo
/// effect (glow, distortion, radial blur and the grid included).
#[test]
fn colour_and_glow_in_separate_passes_draw_the_same_picture() {
    let gpu = common::gpu();
    let library = open_source("demo:").unwrap();
    let mut combined = EffectRenderer::new(&gpu);
    let mut split = EffectRenderer::new(&gpu);
    split.set_split_targets(true);
    assert!(split.split_targets());
    if combined.split_targets() {
        eprintln!("skipped: this device cannot write both targets in one pass");
        return;
    }
    for &(id, _) in fxr_view::demo::DEMO_EFFECTS {
        let program = library.program(id).unwrap();
        let mut playback = Playback::new(
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
        let (frame, list) = preview::frame_and_draws(
            &mut playback,
            1.5,
            &mut settings,
            &DrawOptions::default(),
            true,
        );
        let a =
            pollster::block_on(combined.render_to_image(&gpu, &library, &frame, &list, &settings))
                .unwrap();
        let b = pollster::block_on(split.render_to_image(&gpu, &library, &frame, &list, &settings))
            .unwrap();
        assert!(
            a.pixels == b.pixels,
            "effect {id}: the split passes drew another picture"
        );
    }
}
