//! `fxr-view edit`'s effect-wide changes (`--recolor`, `--scale`, `--time-scale`) and saving
//! into a binder (`--effect`, `--dcx`): identity parameters give the same bytes, one float
//! set in a binder changes four bytes of its payload and keeps its DCX header, a Kraken
//! binder is refused unless another compression is chosen.

mod common;

use common::{fxr_view, shared, stderr, stdout, temp_dir};
use fxr_formats::dcx;
use std::path::{Path, PathBuf};

fn s(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// The demo binder written by `fxr-view demo` into `dir`.
fn demo_binder(dir: &Path) -> PathBuf {
    let binder = dir.join("demo.ffxbnd.dcx");
    let made = fxr_view(&["demo", "--out", s(&binder)]);
    assert!(made.status.success(), "{}", stderr(&made));
    binder
}

/// A DCX file's payload and its header's 0x4C bytes without the compressed size (0x20).
fn payload_and_header(path: &Path) -> (Vec<u8>, Vec<u8>) {
    let data = std::fs::read(path).expect("the file reads");
    let mut header = data[..dcx::HEADER_SIZE].to_vec();
    header[0x20..0x24].fill(0);
    (dcx::read(&data).expect("a DCX").data, header)
}

#[test]
fn one_float_set_in_a_binder_changes_four_payload_bytes_and_keeps_the_dcx_header() {
    let dir = temp_dir("edit-binder");
    let binder = demo_binder(&dir);
    let out = dir.join("new.ffxbnd.dcx");
    let path = "node 0 config[0] action[35 StaticNodeTransform].offset.y";
    let set = format!("{path}=1.5");
    let args = [
        "edit",
        s(&binder),
        "--effect",
        "1000",
        "--set",
        &set,
        "--out",
        s(&out),
    ];
    let made = fxr_view(&args);
    assert!(made.status.success(), "{}", stderr(&made));
    let (old, old_header) = payload_and_header(&binder);
    let (new, new_header) = payload_and_header(&out);
    assert_eq!(old.len(), new.len());
    let differing = old.iter().zip(&new).filter(|(a, b)| a != b).count();
    assert!((1..=4).contains(&differing), "{differing} bytes differ");
    assert_eq!(old_header, new_header);
    let diff = fxr_view(&["diff", s(&binder), s(&out), "--effect", "1000"]);
    assert_eq!(stdout(&diff), format!("{path}: changed 0.2 -> 1.5\n"));

    // A binder needs --effect; an unknown id names the binder's effects.
    let no_id = fxr_view(&["edit", s(&binder), "--scale", "2", "--out", s(&out)]);
    assert!(stderr(&no_id).contains("--effect ID"), "{}", stderr(&no_id));
    let args = [
        "edit",
        s(&binder),
        "--effect",
        "4",
        "--scale",
        "2",
        "--out",
        s(&out),
    ];
    let unknown = fxr_view(&args);
    assert!(
        stderr(&unknown).contains("no effect 4 (its 21 effects: 1000"),
        "{}",
        stderr(&unknown)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn identity_transforms_write_the_same_binder_and_real_ones_report_their_changes() {
    let dir = temp_dir("edit-identity");
    let binder = demo_binder(&dir);
    let out = dir.join("same.ffxbnd.dcx");
    for change in [
        ["--recolor", "hue=0,saturation=1,brightness=1"],
        ["--scale", "1"],
        ["--time-scale", "1"],
    ] {
        let args = [
            "edit",
            s(&binder),
            "--effect",
            "1002",
            change[0],
            change[1],
            "--out",
            s(&out),
        ];
        let made = fxr_view(&args);
        assert!(made.status.success(), "{}", stderr(&made));
        assert!(
            stdout(&made).contains(" 0 properties, 0 field words"),
            "{}",
            stdout(&made)
        );
        assert_eq!(
            payload_and_header(&binder),
            payload_and_header(&out),
            "{change:?}"
        );
    }
    let args = [
        "edit",
        s(&binder),
        "--effect",
        "1000",
        "--recolor",
        "hue=120",
        "--out",
        s(&out),
    ];
    let made = fxr_view(&args);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(stdout(&made).starts_with("recolor: "), "{}", stdout(&made));
    let diff = stdout(&fxr_view(&[
        "diff",
        s(&binder),
        s(&out),
        "--effect",
        "1000",
    ]));
    assert!(diff.contains("bloomColor"), "{diff}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_transform_parameters_are_refused() {
    let dir = temp_dir("edit-refused");
    let binder = demo_binder(&dir);
    let out = dir.join("x.ffxbnd.dcx");
    for (flag, value, says) in [
        (
            "--recolor",
            "hue=red",
            "--recolor hue: expected a finite number",
        ),
        (
            "--recolor",
            "tint=2",
            "hue, saturation, brightness or palette",
        ),
        ("--recolor", "palette=#12345", "#RRGGBB"),
        (
            "--scale",
            "0",
            "--scale scale: expected a finite number above 0",
        ),
        ("--time-scale", "-2", "expected a finite number above 0"),
    ] {
        let args = [
            "edit",
            s(&binder),
            "--effect",
            "1000",
            flag,
            value,
            "--out",
            s(&out),
        ];
        let refused = fxr_view(&args);
        assert!(!refused.status.success(), "{flag} {value}");
        assert!(
            stderr(&refused).contains(says),
            "{flag} {value}: {}",
            stderr(&refused)
        );
    }
    assert!(!out.exists(), "nothing is written when a change is refused");
    let nothing = fxr_view(&["edit", s(&binder), "--effect", "1000", "--out", s(&out)]);
    assert!(
        stderr(&nothing).contains("nothing to change"),
        "{}",
        stderr(&nothing)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The README's example, on the Elden Ring sample; `--dcx` is refused for a loose effect.
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn the_readme_recolor_example_runs_on_the_elden_ring_sample() {
    let Some(input) = shared("er/f000523390.fxr") else {
        return;
    };
    let dir = temp_dir("edit-readme");
    let out = dir.join("x.fxr");
    let made = fxr_view(&["edit", s(&input), "--recolor", "hue=30", "--out", s(&out)]);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(
        stdout(&made).starts_with("recolor: 12 properties"),
        "{}",
        stdout(&made)
    );
    let args = [
        "edit",
        s(&input),
        "--scale",
        "2",
        "--dcx",
        "zstd",
        "--out",
        s(&out),
    ];
    let refused = fxr_view(&args);
    assert!(
        stderr(&refused).contains("applies to binders"),
        "{}",
        stderr(&refused)
    );
    let args = [
        "edit",
        s(&input),
        "--effect",
        "7",
        "--scale",
        "2",
        "--out",
        s(&out),
    ];
    let other = fxr_view(&args);
    assert!(
        stderr(&other).contains("holds effect 523390, not 7"),
        "{}",
        stderr(&other)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Kraken binder (Nightreign's, from the corpus): refused as it is, with the choices;
/// written with `--dcx zstd`, its payload differs from the original's in four bytes.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn a_kraken_binder_is_written_only_with_another_compression() {
    let input = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/nr/sfxbnd_c5000.ffxbnd.dcx");
    let dir = temp_dir("edit-kraken");
    let out = dir.join("x.ffxbnd.dcx");
    let path = "node root action[10500 Unk10500].maxViewDistance";
    let set = format!("{path}=1234.5");
    let base = [
        "edit",
        s(&input),
        "--effect",
        "101143",
        "--set",
        &set,
        "--out",
        s(&out),
    ];
    let refused = fxr_view(&base);
    assert!(!refused.status.success());
    for says in [
        "Kraken",
        "--dcx",
        "dflt",
        "zstd",
        "none",
        "check it in the game",
    ] {
        assert!(
            stderr(&refused).contains(says),
            "{says}: {}",
            stderr(&refused)
        );
    }
    assert!(!out.exists());
    let made = fxr_view(&[&base[..], &["--dcx", "zstd"]].concat());
    assert!(made.status.success(), "{}", stderr(&made));
    let original = dcx::read(&std::fs::read(&input).expect("reads"))
        .expect("KRAK decodes")
        .data;
    let written = std::fs::read(&out).expect("written");
    assert_eq!(
        dcx::peek(&written).expect("a DCX").compression.algorithm,
        dcx::DcxAlgorithm::Zstd
    );
    let payload = dcx::read(&written).expect("ZSTD decodes").data;
    assert_eq!(original.len(), payload.len());
    let differing = original
        .iter()
        .zip(&payload)
        .filter(|(a, b)| a != b)
        .count();
    assert!((1..=4).contains(&differing), "{differing} bytes differ");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `from-json` tells the `fxr` library's JSON from its own: the library's needs `--game`
/// (it names none), and what a game cannot carry is refused with the JSON path.
#[test]
fn from_json_reads_the_fxr_librarys_json_for_a_game() {
    let dir = temp_dir("edit-library-json");
    let input = dir.join("effect.json");
    let out = dir.join("effect.fxr");
    let effect = serde_json::json!({
        "id": 4100,
        "states": ["ext(0) < 1"],
        "root": {"type": 2000, "nodes": [{"type": 2200, "configs": [{
            "type": 1004,
            "appearance": {"type": 603, "color3": [1, 0, 0, 1], "width": {"value": 2, "modifiers": [
                {"type": "RandomRange", "seed": 1, "min": 0, "max": 1}
            ]}}
        }]}]}
    });
    std::fs::write(&input, effect.to_string()).expect("written");
    let no_game = fxr_view(&["from-json", s(&input), "--out", s(&out)]);
    assert!(
        stderr(&no_game).contains("--game ds3|sdt|er|ac6|nr"),
        "{}",
        stderr(&no_game)
    );
    let made = fxr_view(&["from-json", s(&input), "--game", "er", "--out", s(&out)]);
    assert!(made.status.success(), "{}", stderr(&made));
    let inspected = stdout(&fxr_view(&["inspect", s(&out), "--node", "0"]));
    assert!(inspected.contains("action 603 BillboardEx"), "{inspected}");
    let sekiro = fxr_view(&["from-json", s(&input), "--game", "sdt", "--out", s(&out)]);
    let says = stderr(&sekiro);
    assert!(
        says.contains("root.nodes[0].configs[0].appearance.width.modifiers[0]")
            && says.contains("cannot be carried to Sekiro"),
        "{says}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The demo binder with a resource list per effect, as an Elden Ring binder holds them,
/// written into `dir` (DCX DFLT).
fn demo_binder_with_lists(dir: &Path) -> PathBuf {
    use fxr_formats::resource_list::binder;
    let limits = fxr_formats::Limits::default();
    let mut bnd = fxr_demo::demo_bnd().expect("the demo binder builds");
    let naming = binder::naming_from_binder(&bnd, &limits);
    binder::add_missing_lists(&mut bnd, &naming, &limits).expect("lists are added");
    let data = dcx::write(&dcx::Dcx {
        compression: dcx::DcxCompression::DEFLATE_ER,
        data: fxr_formats::bnd4::write(&bnd).expect("the binder writes"),
    })
    .expect("the binder compresses");
    let path = dir.join("with-lists.ffxbnd.dcx");
    std::fs::write(&path, data).expect("the binder is written");
    path
}

/// `check --json`'s `resource_lists` object for `path`.
fn resource_lists(path: &Path) -> serde_json::Value {
    let out = fxr_view(&["check", s(path), "--json"]);
    common::json(&out)["resource_lists"].clone()
}

/// A texture set in an effect of a binder with lists: the saved binder's list for it names
/// the new texture, and `check` finds every list agreeing; in a binder without lists `check`
/// counts every effect's as missing and `edit` says none was added.
#[test]
fn edit_in_a_binder_rewrites_the_effects_resource_list_and_check_counts_them() {
    let dir = temp_dir("edit-lists");
    let binder = demo_binder_with_lists(&dir);
    let before = resource_lists(&binder);
    let effects = before["seen"].as_u64().expect("a count");
    assert!(effects > 0);
    assert_eq!(before["agree"], effects, "{before}");
    assert_eq!(before["binders"], 1);
    let out = dir.join("edited.ffxbnd.dcx");
    let set = "node 0 config[0] action[603].texture=77001";
    let args = [
        "edit",
        s(&binder),
        "--effect",
        "1000",
        "--set",
        set,
        "--out",
        s(&out),
    ];
    let made = fxr_view(&args);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(
        stdout(&made).contains("resource list rewritten"),
        "{}",
        stdout(&made)
    );
    let after = resource_lists(&out);
    assert_eq!(after["agree"], effects, "{after}");
    assert_eq!(after["disagree"], 0);
    let bnd = fxr_formats::bnd4::read(&payload_and_header(&out).0).expect("the binder reads");
    let list = bnd
        .entries
        .iter()
        .find(|e| {
            e.name
                .as_deref()
                .is_some_and(|n| n.ends_with("f000001000.ffxreslist"))
        })
        .expect("effect 1000's list");
    let text = String::from_utf8_lossy(&list.data);
    assert!(text.contains("s77001_a.tif\r\n"), "{text}");
    // `inspect` says so per effect, and shows a list's names.
    let shown = stdout(&fxr_view(&["inspect", s(&out)]));
    let line = shown
        .lines()
        .find(|l| l.starts_with("effect 1000: "))
        .unwrap_or_default();
    assert!(
        line.starts_with("effect 1000: list agrees: ") && line.contains(" s77001_a.tif"),
        "{shown}"
    );
    let entry = fxr_view(&["inspect", s(&out), "--entry", "f000001000.ffxreslist"]);
    assert!(
        stdout(&entry).contains("\n  s77001_a.tif\n"),
        "{}",
        stdout(&entry)
    );

    let bare = demo_binder(&dir);
    let without = resource_lists(&bare);
    assert_eq!(without["seen"], effects, "{without}");
    assert_eq!(without["missing"], effects, "{without}");
    assert_eq!(without["findings"][0]["missing"][0], 1000, "{without}");
    let made = fxr_view(&[
        "edit",
        s(&bare),
        "--effect",
        "1000",
        "--set",
        set,
        "--out",
        s(&out),
    ]);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(
        stdout(&made).contains("holds no resource lists"),
        "{}",
        stdout(&made)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
