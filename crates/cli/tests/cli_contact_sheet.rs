//! `fxr-view contact-sheet`: the demo binder's effects as one labelled grid (a golden), the
//! empty cell of an effect that draws nothing, and the errors of bad arguments.

mod common;
use common::{fxr_view, stderr, temp_dir};

use fxr_test_support as support;

use fxr_formats::images::{RgbaImage, Tolerance};
use fxr_gpu::contact_sheet::{FAILED_LABEL_COLOR, LABEL_COLOR};

/// Every demo effect at 1.5 s in 96-pixel cells, compared as the effect goldens are
/// (tests/goldens/effect_cases.json: 3 per channel, 2 % of the pixels).
#[test]
fn the_demo_binders_contact_sheet_matches_its_golden() {
    let dir = temp_dir("demo");
    let demo = dir.join("demo.ffxbnd.dcx");
    std::fs::write(&demo, fxr_demo::demo_binder().expect("the demo builds")).unwrap();
    let out_png = dir.join("sheet.png");
    let out = fxr_view(&[
        "contact-sheet",
        demo.to_str().unwrap(),
        "--cell",
        "96x96",
        "--time",
        "1.5",
        "--seed",
        "1",
        "--out",
        out_png.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let image = RgbaImage::from_png(&std::fs::read(&out_png).unwrap()).expect("a PNG");
    // 21 effects: 5 columns (the square root, rounded up), 5 rows.
    let count = fxr_demo::DEMO_EFFECTS.len() as u32;
    assert_eq!(count, 21);
    assert_eq!((image.width, image.height), (480, 480));
    // Every cell's label box starts with the box colour and holds white digits.
    for k in 0..count {
        let (x, y) = ((k % 5) * 96, (k / 5) * 96);
        assert_eq!(image.pixel(x, y), [0, 0, 0, 255], "cell {k}'s label box");
        let has_digit =
            (0..14).any(|dy| (0..40).any(|dx| image.pixel(x + dx, y + dy) == LABEL_COLOR));
        assert!(has_digit, "cell {k} has no label; stderr: {}", stderr(&out));
    }
    let pixels = (image.width * image.height) as f32;
    let tolerance = Tolerance {
        channel: 3,
        max_outliers: (pixels * 2.0 / 100.0) as usize,
    };
    support::check_golden("contact_sheet_demo_96_t1.5", &image, tolerance);
}

/// An effect whose root has no child draws nothing: its cell stays, empty, with a red
/// label, and stderr names it.
#[test]
fn an_effect_that_draws_nothing_keeps_its_labelled_cell() {
    use fxr_demo::builder::{effect, playing_state, root_node};
    use fxr_formats::fxr::{self, Game};
    let empty = effect(
        42,
        vec![playing_state()],
        root_node(Game::EldenRing, Vec::new()).expect("a root"),
    );
    let dir = temp_dir("empty");
    let file = dir.join("f000000042.fxr");
    std::fs::write(&file, fxr::write(&empty).expect("writes")).unwrap();
    let out_png = dir.join("sheet.png");
    let out = fxr_view(&[
        "contact-sheet",
        file.to_str().unwrap(),
        "--cell",
        "32x32",
        "--out",
        out_png.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("effect 42: draws nothing: it has no appearance action"),
        "{}",
        stderr(&out)
    );
    let image = RgbaImage::from_png(&std::fs::read(&out_png).unwrap()).expect("a PNG");
    assert_eq!((image.width, image.height), (32, 32));
    // "42" in the 3x5 font at scale 1: the 4's top-left pixel is at (1, 1).
    assert_eq!(image.pixel(1, 1), FAILED_LABEL_COLOR);
}

#[test]
fn bad_arguments_are_refused_with_one_line() {
    let dir = temp_dir("args");
    let demo = dir.join("demo.ffxbnd.dcx");
    std::fs::write(&demo, fxr_demo::demo_binder().expect("the demo builds")).unwrap();
    let d = demo.to_str().unwrap();
    let out_png = dir.join("never.png");
    let o = out_png.to_str().unwrap();
    // clap refuses what it parses (exit status 2); the command what it checks (1).
    for (args, status, expected) in [
        (&["--cell", "0x5"][..], 2, "expected a size from 1 to 16384"),
        (&["--cell", "96"], 2, "expected WIDTHxHEIGHT"),
        (&["--columns", "0"], 2, "0 is not in 1..=1024"),
        (&["--effects", "1000,4242,4343"], 1, "no effect 4242, 4343"),
        (
            &["--time", "1e9"],
            1,
            "--time 1000000000: expected 0 to 3600 seconds",
        ),
        (
            &["--effects", "1000,x"],
            1,
            "expected effect ids separated by commas",
        ),
        (
            &["--cell", "16384x16384", "--columns", "2"],
            1,
            "the largest is 16384 a side",
        ),
    ] {
        let mut all = vec!["contact-sheet", d, "--out", o];
        all.extend(args);
        let out = fxr_view(&all);
        assert_eq!(
            out.status.code(),
            Some(status),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    assert!(!out_png.exists(), "nothing is written on bad arguments");
}
