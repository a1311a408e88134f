//! The command line's stable interface: `list`, `unpack`, `inspect`, `check`, their JSON,
//! `diff`, and their exit status and one-line errors on bad input.

mod common;
use common::{fxr_view, shared, stderr, stdout, temp_dir};

use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn list_json_gives_the_binders_entries() {
    let Some(path) = shared("sdt/allmaterialbnd.mtdbnd") else {
        return;
    };
    let out = fxr_view(&["list", path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["format"], "BND4");
    let entries = json["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 33);
    assert!(
        entries
            .iter()
            .all(|e| e["name"].as_str().unwrap().ends_with(".mtd")
                && e["size"].as_u64().unwrap() > 0)
    );
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn list_goes_through_dcx() {
    let Some(path) = shared("er/allmaterial.matbinbnd.dcx") else {
        return;
    };
    let out = fxr_view(&["list", path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["entries"].as_array().unwrap().len(), 22);
    assert_eq!(json["dcx"]["uncompressed_size"], 152005);
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn inspect_reports_dcx_and_the_format_inside() {
    let Some(path) = shared("er/systex.tpf.dcx") else {
        return;
    };
    let out = fxr_view(&["inspect", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("DCX DFLT"), "{text}");
    assert!(text.contains("54 textures"), "{text}");
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["format"], "TPF");
    assert_eq!(json["dcx"]["compression"]["algorithm"], "Deflate");
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn inspect_shows_dxbc_reflection() {
    let Some(path) = shared("dxbc/complex_shader.dxbc") else {
        return;
    };
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let buffers = json["content"]["reflection"]["constant_buffers"]
        .as_array()
        .unwrap();
    assert!(buffers.iter().any(|b| b["name"] == "cbuf0"), "{buffers:?}");
}

#[test]
fn inspect_summarises_a_model() {
    // A generated Armored Core 6 model: no game data needed.
    let dir = temp_dir("flver");
    let path = dir.join("fixture.flver");
    let model = fxr_formats::flver::fixture(0x2001B).unwrap();
    std::fs::write(&path, fxr_formats::flver::write(&model).unwrap()).unwrap();
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["format"], "FLVER");
    let content = &json["content"];
    assert_eq!(content["version"], "0x2001b");
    assert_eq!(content["bones"], 2);
    assert_eq!(content["bounds"]["max"], serde_json::json!([2.0, 1.0, 0.0]));
    let mesh = &content["meshes"][0];
    assert_eq!(mesh["material"], "Fixture material");
    assert_eq!(
        (mesh["vertex_count"].as_u64(), mesh["face_count"].as_u64()),
        (Some(5), Some(3))
    );
    let face_sets = mesh["face_sets"].as_array().unwrap();
    assert_eq!(face_sets.len(), 3);
    assert_eq!(face_sets[1]["kinds"], serde_json::json!(["lod1"]));
    assert_eq!(face_sets[2]["kinds"], serde_json::json!(["motion_blur"]));
    let textures = content["materials"][0]["textures"].as_array().unwrap();
    assert_eq!(textures[0][0], "g_DiffuseTexture");
    assert_eq!(
        content["buffer_layouts"][0]["members"][0],
        serde_json::json!(["Position", "Float4", 0])
    );

    let out = fxr_view(&["inspect", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("FLVER 0x2001b (Armored Core 6): 1 meshes, 1 materials, 2 bones"),
        "{text}"
    );
    assert!(
        text.contains("face set 0x80000000 strip: 4 indices, 2 triangles (motion_blur)"),
        "{text}"
    );

    // A truncated model: exit 1, one line naming the offset.
    let cut = dir.join("cut.flver");
    std::fs::write(&cut, &std::fs::read(&path).unwrap()[..0x100]).unwrap();
    let out = fxr_view(&["inspect", cut.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("cut.flver") && err.contains("FLVER") && err.contains("offset 0x"),
        "{err}"
    );
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn inspect_reads_a_bloodborne_model() {
    let Some(path) = shared("bb/s00436.flver") else {
        return;
    };
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let content = &json["content"];
    assert_eq!(content["version"], "0x20014");
    assert_eq!(content["face_count"], 100);
    assert_eq!(content["meshes"][0]["face_count"], 100);
    assert_eq!(content["bones"], 2);

    // `check` reads every Bloodborne model and writes each back byte for byte.
    let dir = temp_dir("check-flver");
    let samples = path.parent().unwrap();
    for entry in std::fs::read_dir(samples).unwrap() {
        let from = entry.unwrap().path();
        if from.extension().is_some_and(|e| e == "flver") {
            std::fs::copy(&from, dir.join(from.file_name().unwrap())).unwrap();
        }
    }
    let out = fxr_view(&["check", dir.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}\n{}", stdout(&out), stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["formats"]["FLVER"]["read"], 6);
    assert_eq!(json["formats"]["FLVER"]["round_trip_identical"], 6);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn inspect_entry_by_name_and_id() {
    let Some(path) = shared("sdt/allmaterialbnd.mtdbnd") else {
        return;
    };
    let bnd = bnd4::read(&std::fs::read(&path).unwrap()).unwrap();
    let first = bnd.entries[0].name.clone().unwrap();
    let file_name = first.rsplit('\\').next().unwrap().to_string();
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--entry", &file_name]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("MTD "), "{}", stdout(&out));
    let id = bnd.entries[0].id.unwrap().to_string();
    let out = fxr_view(&["inspect", path.to_str().unwrap(), "--entry", &id, "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["format"], "MTD");
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn bad_input_exits_1_with_the_file_offset_and_expectation() {
    let dir = temp_dir("bad");
    let Some(path) = shared("er/f000523390.fxr") else {
        return;
    };
    let truncated = dir.join("cut.fxr");
    std::fs::write(&truncated, &std::fs::read(&path).unwrap()[..0x100]).unwrap();
    let out = fxr_view(&["inspect", truncated.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("cut.fxr") && err.contains("FXR") && err.contains("offset 0x"),
        "{err}"
    );

    // A DCX that claims 4 GiB is refused before anything is allocated.
    let mut huge = std::fs::read(shared("er/systex.tpf.dcx").unwrap()).unwrap();
    huge[0x1C..0x20].copy_from_slice(&u32::MAX.to_be_bytes());
    let huge_path = dir.join("huge.dcx");
    std::fs::write(&huge_path, huge).unwrap();
    let out = fxr_view(&["list", huge_path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("limit"), "{}", stderr(&out));

    let garbage = dir.join("garbage.bin");
    std::fs::write(&garbage, b"\x01\x02\x03\x04 nothing").unwrap();
    let out = fxr_view(&["list", garbage.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("garbage.bin") && stderr(&out).contains("expected"),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn binder_with(names: &[&str]) -> Vec<u8> {
    let mut b = Bnd4::new_elden_ring();
    for (i, n) in names.iter().enumerate() {
        b.entries.push(BndEntry::new(
            Some(i as i32),
            Some(n.to_string()),
            format!("entry {i}").into_bytes(),
        ));
    }
    b.rebuild_hash_table();
    bnd4::write(&b).expect("the generated binder writes")
}

#[test]
fn unpack_writes_entries_below_the_folder() {
    let dir = temp_dir("unpack");
    let binder = dir.join("a.bnd");
    std::fs::write(
        &binder,
        binder_with(&[
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\effect\\f000000001.fxr",
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\tex\\s00001.tpf",
        ]),
    )
    .unwrap();
    let out_dir = dir.join("out");
    let out = fxr_view(&[
        "unpack",
        binder.to_str().unwrap(),
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(out_dir.join("GR/data/INTERROOT_win64/sfx/effect/f000000001.fxr")).unwrap(),
        b"entry 0"
    );
    assert_eq!(
        std::fs::read(out_dir.join("GR/data/INTERROOT_win64/sfx/tex/s00001.tpf")).unwrap(),
        b"entry 1"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unpack_refuses_names_that_leave_the_folder_and_writes_nothing() {
    for evil in [
        "..\\..\\escaped.txt",
        "N:\\..\\..\\escaped.txt",
        "\\\\server\\share\\x",
        "/etc/passwd",
    ] {
        let dir = temp_dir("evil");
        let binder = dir.join("evil.bnd");
        std::fs::write(&binder, binder_with(&["N:\\fine.txt", evil])).unwrap();
        let out_dir = dir.join("out");
        let out = fxr_view(&[
            "unpack",
            binder.to_str().unwrap(),
            out_dir.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(1), "{evil}: {}", stdout(&out));
        assert!(stderr(&out).contains("refused"), "{}", stderr(&out));
        assert!(
            !out_dir.exists() || std::fs::read_dir(&out_dir).unwrap().next().is_none(),
            "{evil}: something was written"
        );
        assert!(
            !dir.join("escaped.txt").exists()
                && !dir.parent().unwrap().join("escaped.txt").exists()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

fn copy_samples(into: &Path) -> bool {
    let Some(root) = shared("") else { return false };
    for rel in [
        "er/f000523390.fxr",
        "er/systex.tpf.dcx",
        "er/allmaterial.matbinbnd.dcx",
        "sdt/allmaterialbnd.mtdbnd",
        "er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx",
        "dxbc/shader.dxbc",
        "sdt/common_func.emevd.dcx",
    ] {
        let to = into.join(rel);
        let folder = to.parent().expect("a sample's path has a folder");
        std::fs::create_dir_all(folder).expect("the copy's folder");
        std::fs::copy(root.join(rel), &to).expect("the sample copies");
    }
    true
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn check_reads_and_writes_back_a_folder() {
    let dir = temp_dir("check");
    if !copy_samples(&dir) {
        return;
    }
    let out = fxr_view(&["check", dir.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}\n{}", stdout(&out), stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["files"], 7);
    let f = &json["formats"];
    assert_eq!(f["FXR"]["read"], 1);
    assert_eq!(f["FXR"]["round_trip_identical"], 1);
    // 33 MTDs in the binder, 22 MATBINs in the other, one loose MATBIN (in ZSTD).
    assert_eq!(f["MTD"]["round_trip_identical"], 33);
    assert_eq!(f["MATBIN"]["read"], 23);
    assert_eq!(f["MATBIN"]["round_trip_identical"], 23);
    assert_eq!(f["BND4"]["round_trip_identical"], 2);
    assert_eq!(f["DXBC"]["read"], 1);
    assert_eq!(f["DXBC"]["round_trip_identical"], 1);
    assert_eq!(f["DCX"]["read"], 4);
    // DCX: compared on payload and header. Three are compressed again (two DFLT, one ZSTD);
    // the Kraken event script is not, and its payload has no writer: its header alone is
    // checked, and it is counted neither way.
    let d = &f["DCX"];
    assert_eq!(d["compared"], "payload and header");
    assert_eq!(f["FXR"]["compared"], "bytes");
    assert_eq!(d["round_trip_identical"], 3, "{d}");
    assert_eq!(d["round_trip_different"], 0, "{d}");
    assert_eq!(d["dcx"]["recompressed"], 3, "{d}");
    assert_eq!(d["dcx"]["without_compressor"]["KRAK"], 1, "{d}");
    assert_eq!(d["dcx"]["payload_unchecked"], 1, "{d}");
    // The Sekiro event script is recognised and counted as not read.
    assert_eq!(json["unsupported"]["EMEVD event script"], 1);
    // The text report says what DCX rows compare.
    let out = fxr_view(&["check", dir.to_str().unwrap()]);
    let text = stdout(&out);
    assert!(
        text.contains("payload and header") && text.contains("1 KRAK not compressed again"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_fails_when_a_file_cannot_be_read() {
    let dir = temp_dir("check-bad");
    std::fs::write(dir.join("broken.fxr"), b"FXR\0\0\0\x05\0garbage").unwrap();
    let out = fxr_view(&["check", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("read failed: broken.fxr"),
        "{}",
        stdout(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A binder of entries with the given ids and names.
fn binder_with_ids(entries: &[(i32, &str, &str)]) -> Vec<u8> {
    let mut b = Bnd4::new_elden_ring();
    for (id, name, data) in entries {
        b.entries.push(BndEntry::new(
            Some(*id),
            Some(name.to_string()),
            data.as_bytes().to_vec(),
        ));
    }
    b.rebuild_hash_table();
    bnd4::write(&b).expect("the generated binder writes")
}

/// Sekiro's allmaterialbnd holds two different `M[ARSN]_4m.mtd` (ids 1399 and 2654); this
/// binder has the same shape, plus a name repeated in another case.
fn repeated_names_binder() -> Vec<u8> {
    binder_with_ids(&[
        (1399, "N:\\mtd\\M[ARSN]_4m.mtd", "first"),
        (1400, "N:\\mtd\\other.mtd", "other"),
        (2654, "N:\\mtd\\M[ARSN]_4m.mtd", "second"),
        (2655, "N:\\mtd\\m[arsn]_4M.MTD", "third"),
    ])
}

#[test]
fn unpack_writes_every_entry_when_names_repeat_and_says_so() {
    let dir = temp_dir("repeated");
    let binder = dir.join("allmaterialbnd.mtdbnd");
    std::fs::write(&binder, repeated_names_binder()).expect("write the binder");
    let out_dir = dir.join("out");
    let out = fxr_view(&[
        "unpack",
        binder.to_str().unwrap(),
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let read = |name: &str| std::fs::read_to_string(out_dir.join("mtd").join(name)).ok();
    assert_eq!(read("M[ARSN]_4m.mtd").as_deref(), Some("first"));
    assert_eq!(read("other.mtd").as_deref(), Some("other"));
    assert_eq!(read("M[ARSN]_4m.2654.mtd").as_deref(), Some("second"));
    assert_eq!(read("m[arsn]_4M.2655.MTD").as_deref(), Some("third"));
    let files = std::fs::read_dir(out_dir.join("mtd")).unwrap().count();
    assert_eq!(files, 4, "every entry lands, nothing else");
    let err = stderr(&out);
    assert!(
        err.contains("entry 2654 is named \"mtd/M[ARSN]_4m.mtd\" like an earlier entry")
            && err.contains("\"mtd/M[ARSN]_4m.2654.mtd\""),
        "{err}"
    );
    assert!(
        stdout(&out).contains("(2 under a distinct name"),
        "{}",
        stdout(&out)
    );

    // The same in --json, into a new folder.
    let json_dir = dir.join("json");
    let out = fxr_view(&[
        "unpack",
        binder.to_str().unwrap(),
        json_dir.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["renamed"], 2);
    let entries = json["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 4);
    assert_eq!(entries[0]["path"], "mtd/M[ARSN]_4m.mtd");
    assert!(entries[0].get("renamed_from").is_none());
    assert_eq!(entries[2]["id"], 2654);
    assert_eq!(entries[2]["path"], "mtd/M[ARSN]_4m.2654.mtd");
    assert_eq!(entries[2]["renamed_from"], "mtd/M[ARSN]_4m.mtd");
    assert_eq!(entries[2]["name"], "N:\\mtd\\M[ARSN]_4m.mtd");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unpack_never_overwrites_a_file_it_did_not_write() {
    let dir = temp_dir("no-overwrite");
    let binder = dir.join("b.bnd");
    std::fs::write(&binder, repeated_names_binder()).expect("write the binder");
    let out_dir = dir.join("out");
    // A file of the user's where the renamed entry would go.
    std::fs::create_dir_all(out_dir.join("mtd")).unwrap();
    std::fs::write(out_dir.join("mtd/M[ARSN]_4m.2654.mtd"), "mine").unwrap();
    let out = fxr_view(&[
        "unpack",
        binder.to_str().unwrap(),
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("exists and was not written by this unpack"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(out_dir.join("mtd/M[ARSN]_4m.2654.mtd")).unwrap(),
        "mine"
    );
    // Refused before writing anything.
    assert_eq!(std::fs::read_dir(out_dir.join("mtd")).unwrap().count(), 1);
    // A second unpack into the folder of a first is refused the same way.
    let again = dir.join("again");
    let first = fxr_view(&["unpack", binder.to_str().unwrap(), again.to_str().unwrap()]);
    assert!(first.status.success(), "{}", stderr(&first));
    let second = fxr_view(&["unpack", binder.to_str().unwrap(), again.to_str().unwrap()]);
    assert_eq!(second.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn list_and_inspect_tell_repeated_names_apart() {
    let dir = temp_dir("repeated-list");
    let binder = dir.join("b.bnd");
    std::fs::write(&binder, repeated_names_binder()).expect("write the binder");
    let out = fxr_view(&["list", binder.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let entries = json["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 4);
    assert!(entries[0].get("distinct_name").is_none());
    assert_eq!(entries[2]["distinct_name"], "N:\\mtd\\M[ARSN]_4m.2654.mtd");
    let text = stdout(&fxr_view(&["list", binder.to_str().unwrap()]));
    assert!(
        text.contains("(repeated name: unpacked and listed as N:\\mtd\\M[ARSN]_4m.2654.mtd)"),
        "{text}"
    );

    // A lookup by the shared name takes the first and says which; the distinct name (or
    // the id) reaches the other.
    let by_name = fxr_view(&[
        "inspect",
        binder.to_str().unwrap(),
        "--entry",
        "M[ARSN]_4m.mtd",
    ]);
    let err = stderr(&by_name);
    assert!(
        err.contains("3 entries are named \"M[ARSN]_4m.mtd\": took the first (id 1399)")
            && err.contains("id 2654 (M[ARSN]_4m.2654.mtd)")
            && err.contains("id 2655 (m[arsn]_4M.2655.MTD)"),
        "{err}"
    );
    for wanted in [
        "M[ARSN]_4m.2654.mtd",
        "2654",
        "N:\\mtd\\M[ARSN]_4m.2654.mtd",
    ] {
        let out = fxr_view(&["inspect", binder.to_str().unwrap(), "--entry", wanted]);
        // The entry's bytes are not an MTD: the error names the entry it took.
        assert!(
            stderr(&out).contains("M[ARSN]_4m.mtd") && !stderr(&out).contains("took the first"),
            "{wanted}: {}",
            stderr(&out)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs fxr-view with stdout a pipe that is closed after the first bytes: the command must
/// end quietly (no panic, no message, exit 0), as `fxr-view ... | head` expects.
fn closed_pipe_run(args: &[&str]) -> (Option<i32>, String) {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args(args)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run fxr-view");
    let mut stdout = child.stdout.take().expect("a piped stdout");
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    let out = child.wait_with_output().expect("wait");
    (out.status.code(), stderr(&out))
}

#[test]
fn a_closed_pipe_ends_every_printing_subcommand_quietly() {
    let dir = temp_dir("pipe");
    // Enough output to overflow any pipe buffer: 20,000 entries.
    let names: Vec<String> = (0..20_000)
        .map(|i| format!("N:\\data\\entry-with-a-long-name-{i:05}.bin"))
        .collect();
    let refs: Vec<(i32, &str, &str)> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (i as i32, n.as_str(), "x"))
        .collect();
    let binder = dir.join("big.bnd");
    std::fs::write(&binder, binder_with_ids(&refs)).unwrap();
    let demo = dir.join("demo.ffxbnd.dcx");
    let made = fxr_view(&["demo", "--out", demo.to_str().unwrap()]);
    assert!(made.status.success(), "{}", stderr(&made));
    let b = binder.to_str().unwrap();
    let d = demo.to_str().unwrap();
    let out_dir = dir.join("out");
    let cases: Vec<Vec<&str>> = vec![
        vec!["list", b],
        vec!["list", b, "--json"],
        vec!["inspect", b, "--json"],
        vec!["inspect", d],
        vec!["unpack", b, out_dir.to_str().unwrap(), "--json"],
        vec!["play", d, "--effect", "1001", "--time", "2", "--json"],
        vec!["inspect", d, "--unsupported", "--json"],
    ];
    for args in cases {
        let (code, err) = closed_pipe_run(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?} printed: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A real Armored Core 6 binder has effect 1008500, a root with one proxy node (action 132)
/// playing 662571, the binder's next entry. `play` and `inspect --unsupported` compiled it
/// without the binder's other effects, so the reference was "not among the opened files".
/// This binder has the same layout: both effects version 5, made for Armored Core 6.
#[test]
fn a_reference_to_an_effect_of_the_same_binder_resolves() {
    use fxr_demo::builder::{
        ActionBuilder, effect, playing_state, proxy_node, root_node, single_node_effect,
    };
    use fxr_formats::fxr::{self, Game};
    let ac6 = Game::ArmoredCore6;
    let sprite = ActionBuilder::new(600, ac6)
        .expect("a point sprite")
        .build();
    let referenced = single_node_effect(662571, ac6, [sprite]).expect("an effect");
    let proxy = proxy_node(ac6, 662571).expect("a proxy");
    let mut root = effect(
        1008500,
        vec![playing_state()],
        root_node(ac6, vec![proxy]).expect("a root"),
    );
    root.game = Game::ArmoredCore6;
    let mut b = Bnd4::new_elden_ring();
    for (id, f) in [(0, &root), (1, &referenced)] {
        b.entries.push(BndEntry::new(
            Some(id),
            Some(format!(
                "N:\\FNR\\data\\INTERROOT_win64\\sfx\\effect\\f{:09}.fxr",
                f.id
            )),
            fxr::write(f).expect("the effect writes"),
        ));
    }
    b.rebuild_hash_table();
    let dir = temp_dir("reference");
    let binder = dir.join("ac6.ffxbnd");
    std::fs::write(&binder, bnd4::write(&b).unwrap()).unwrap();
    let path = binder.to_str().unwrap();

    let out = fxr_view(&[
        "play", path, "--effect", "1008500", "--time", "0.2", "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let played: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let nodes = played["nodes"].as_array().unwrap();
    assert!(
        nodes
            .iter()
            .any(|n| n["node"].as_str().unwrap().contains("@662571") && n["count"] == 1),
        "{nodes:?}"
    );
    let out = fxr_view(&[
        "inspect",
        path,
        "--unsupported",
        "--effect",
        "1008500",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(
        report[0]["unsupported"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u["action_type"] != 132),
        "{report}"
    );
    // Alone, the effect says in words what is missing.
    b.entries.truncate(1);
    b.rebuild_hash_table();
    std::fs::write(&binder, bnd4::write(&b).unwrap()).unwrap();
    let out = fxr_view(&["inspect", path, "--unsupported"]);
    assert!(
        stdout(&out).contains(
            "Node 0: SFXReference (action 132, effect 662571) is not played: the referenced effect is not among the opened files."
        ),
        "{}",
        stdout(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `diff` of two loose files (two versions of effect 1000 whose one BillboardEx differs
/// in its column count), of one binder's two effects, and its errors.
#[test]
fn diff_prints_one_change_a_line_and_names_what_is_missing() {
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::{self, Game};
    let billboard = |columns: i32| {
        let action = ActionBuilder::er(603)
            .and_then(|b| b.int("columns", columns))
            .expect("BillboardEx has columns")
            .build();
        let f = single_node_effect(1000, Game::EldenRing, [action]).expect("an effect");
        fxr::write(&f).expect("the effect writes")
    };
    let dir = temp_dir("diff");
    let (a, b) = (dir.join("a.fxr"), dir.join("b.fxr"));
    std::fs::write(&a, billboard(1)).unwrap();
    std::fs::write(&b, billboard(4)).unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());

    let out = fxr_view(&["diff", a, b]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "node 0 config[0] action[603 BillboardEx].columns: changed 1 -> 4\n"
    );
    let out = fxr_view(&["diff", a, a]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "", "the same effect has no change");

    let out = fxr_view(&["diff", a, b, "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["a"], 1000);
    assert_eq!(json["b"], 1000);
    let change = &json["changes"][0];
    assert_eq!(change["kind"], "changed");
    assert_eq!(
        (change["old"].clone(), change["new"].clone()),
        (1.into(), 4.into())
    );

    // One binder, two of its effects: their ids differ first.
    let demo = dir.join("demo.ffxbnd.dcx");
    assert!(
        fxr_view(&["demo", "--out", demo.to_str().unwrap()])
            .status
            .success()
    );
    let d = demo.to_str().unwrap();
    let out = fxr_view(&["diff", d, "--effect", "1000", "--effect-b", "1001"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("id: changed 1000 -> 1001\n"),
        "{}",
        stdout(&out)
    );

    let out = fxr_view(&["diff", d, "--effect", "1000"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--effect-b"), "{}", stderr(&out));
    let out = fxr_view(&["diff", d, "--effect", "1000", "--effect-b", "4242"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no effect 4242"), "{}", stderr(&out));
}

/// A field or property the action tables once named otherwise is shown, by `diff` and by
/// `inspect --node`, with what it was called before: modders' notes name fields by the
/// tables of their day (`totalIntervals`, `unk_ds3_f1_7`).
#[test]
fn diff_and_inspect_say_what_a_renamed_field_was_called_before() {
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::{self, Game};
    // A PeriodicEmitter's burst count and a billboard's scaling order, set by their former
    // names (which still find them).
    let effect = |bursts: f32, scale_first: bool| {
        let emitter = ActionBuilder::er(300)
            .and_then(|b| b.constant("totalIntervals", &[bursts]))
            .expect("totalIntervals finds totalEmissions")
            .build();
        let billboard = ActionBuilder::er(603)
            .and_then(|b| b.flag("unk_ds3_f1_7", scale_first))
            .expect("unk_ds3_f1_7 finds scaleBeforeRotation")
            .build();
        let f = single_node_effect(1000, Game::EldenRing, [emitter, billboard]).expect("an effect");
        fxr::write(&f).expect("the effect writes")
    };
    let dir = temp_dir("formerly");
    let (a, b) = (dir.join("a.fxr"), dir.join("b.fxr"));
    std::fs::write(&a, effect(-1.0, true)).unwrap();
    std::fs::write(&b, effect(3.0, false)).unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());

    let out = fxr_view(&["diff", a, b]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "action[603 BillboardEx].scaleBeforeRotation (formerly unk_ds3_f1_7): changed true -> false\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "action[300 PeriodicEmitter].totalEmissions (formerly totalIntervals): changed"
        ),
        "{text}"
    );
    let out = fxr_view(&["diff", a, b, "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let renamed: Vec<&serde_json::Value> = json["changes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c.get("formerly"))
        .collect();
    assert_eq!(
        renamed,
        [
            &serde_json::json!(["totalIntervals"]),
            &serde_json::json!(["unk_ds3_f1_7"])
        ]
    );

    let out = fxr_view(&["inspect", b, "--node", "0"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("action 300 PeriodicEmitter\n"), "{text}");
    assert!(
        text.contains(
            "totalEmissions (formerly totalIntervals) = Constant of ActiveTime: {\"Constant\":[3.0,"
        ),
        "{text}"
    );
    assert!(
        text.contains("    scaleBeforeRotation (formerly unk_ds3_f1_7) = false\n"),
        "{text}"
    );
    assert!(
        text.contains("    columns = 1\n"),
        "a field never renamed: {text}"
    );
    let out = fxr_view(&["inspect", b, "--node", "0", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let emitter = &json["configs"][0]["actions"][4];
    assert_eq!(emitter["name"], "PeriodicEmitter");
    assert_eq!(emitter["properties1"][2]["name"], "totalEmissions");
    assert_eq!(
        emitter["properties1"][2]["formerly"],
        serde_json::json!(["totalIntervals"])
    );
    assert!(emitter["properties1"][0].get("formerly").is_none());
    let out = fxr_view(&["inspect", b, "--node", "7"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("no node \"7\""), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every FXR, TPF, FLVER and binder of the real-file corpus (`docs/corpus.md`) is read and
/// written back byte for byte, through DCX and binders: where its empty lists pointed, the
/// tools' record order, unpadded texture data, GX lists sharing their ends, Nightreign's
/// models; and every DCX keeps its payload and header fields. Every effect plays with no
/// action type left out.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn the_corpus_files_are_written_back_byte_for_byte_and_played() {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    let out = fxr_view(&["check", corpus.to_str().unwrap(), "--play", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(report["formats"]["DCX"]["compared"], "payload and header");
    // Every effect found (references resolved across the folder) plays its five seconds, and
    // no action type is left out of playback altogether.
    let effects = &report["effects"];
    let seen = effects["seen"].as_u64().unwrap();
    assert!(seen > 800, "{seen} effects");
    assert_eq!(effects["played"], seen, "{}", effects["failures"]);
    assert_eq!(effects["failed"], 0);
    assert_eq!(
        effects["not_simulated"],
        serde_json::json!({}),
        "not simulated: {}",
        effects["not_simulated"]
    );
    // Every Nightreign effect has its resource list, and each names what its effect uses
    // (two name it in another order: the module documentation of `resource_list::uses`).
    let lists = &report["resource_lists"];
    assert!(lists["seen"].as_u64().unwrap() > 200, "{lists}");
    assert_eq!(lists["missing"], 0, "{lists}");
    assert_eq!(lists["unreadable"], 0, "{lists}");
    for binder in lists["findings"].as_array().unwrap() {
        for d in binder["disagree"].as_array().unwrap() {
            assert_eq!(d["order_only"], true, "{}: {d}", binder["file"]);
        }
    }
    for format in ["FXR", "TPF", "FLVER", "BND4", "DCX"] {
        let f = &report["formats"][format];
        let seen = f["seen"].as_u64().unwrap();
        assert!(seen > 0, "{format}: none found");
        assert_eq!(f["read"], seen, "{format}: {}", f["failures"]);
        assert_eq!(
            f["round_trip_identical"], seen,
            "{format}: {}",
            f["failures"]
        );
    }
}

/// `play` lists what the frame shows beyond its draws: demo 1020's sound (75, when its
/// embers' node activates at 1 s) and its levels-of-detail node's level, with the thresholds.
#[test]
fn play_lists_sounds_and_levels_of_detail() {
    let dir = temp_dir("play-events");
    let demo = dir.join("demo.ffxbnd.dcx");
    let made = fxr_view(&["demo", "--out", demo.to_str().unwrap()]);
    assert!(made.status.success(), "{}", stderr(&made));
    let d = demo.to_str().unwrap();
    let out = fxr_view(&["play", d, "--effect", "1020", "--time", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("sound 520000 fired at 1.0"),
        "no sound line in:\n{text}"
    );
    assert!(
        text.contains("levels of detail: node 0 shows child 0 at"),
        "no level line in:\n{text}"
    );
    let early = stdout(&fxr_view(&["play", d, "--effect", "1020", "--time", "0.5"]));
    assert!(!early.contains("sound 520000"), "{early}");
    let json = fxr_view(&["play", d, "--effect", "1020", "--time", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
    assert_eq!(v["sounds"][0]["sound"], 520000);
    assert_eq!(v["levels_of_detail"][0]["level"], 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Effect commands read several files and folders as one: Dark Souls 3's effect binder draws
/// with the textures of its resource binder, named beside it or found in their folder; and
/// `--ext ID:VALUE` gives an external value, as the permalink's `ext=` does (Armored Core 6's
/// 6081003 enters its state 1 when value 3 is set).
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn several_sources_resolve_textures_and_ext_sets_external_values() {
    let ds3 = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/ds3");
    let effects = ds3.join("frpg_sfxbnd_dlc2_effect.ffxbnd.dcx");
    let resources = ds3.join("frpg_sfxbnd_dlc2_resource.ffxbnd.dcx");
    let (e, r, d) = (
        effects.to_str().unwrap(),
        resources.to_str().unwrap(),
        ds3.to_str().unwrap(),
    );
    // `render` lists the textures no opened file holds (alone, the effect binder holds
    // none) and the binder the game keeps them in that is not open yet.
    let render = |sources: &[&str]| -> (Vec<i32>, String) {
        let png = temp_dir("sources").join("fire.png");
        let mut args = vec!["render"];
        args.extend_from_slice(sources);
        args.extend_from_slice(&["--effect", "441303", "--time", "1", "--size", "64x64"]);
        args.extend_from_slice(&["--out", png.to_str().unwrap()]);
        let out = fxr_view(&args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(png.exists());
        let err = stderr(&out);
        let missing = err
            .lines()
            .find(|l| l.contains("textures not among the opened files"))
            .and_then(|l| l.split(": ").last())
            .map_or(Vec::new(), |ids| {
                ids.split(", ").map(|i| i.parse().unwrap()).collect()
            });
        let home = err
            .lines()
            .find_map(|l| l.strip_prefix("fxr-view: the game keeps them in "))
            .unwrap_or_default()
            .to_string();
        (missing, home)
    };
    let (alone, both, folder) = (render(&[e]), render(&[e, r]), render(&[d]));
    assert!(
        alone.0.len() > both.0.len(),
        "alone {alone:?} missing, with the resources {both:?}"
    );
    assert_eq!(both, folder);
    // s11657 is in the resource binder: listed missing alone, found with it.
    assert!(alone.0.contains(&11657) && !both.0.contains(&11657));
    assert!(
        alone.1.starts_with("frpg_sfxbnd_dlc2_resource.ffxbnd.dcx"),
        "{alone:?}"
    );
    // With it open, what is still missing is looked for in the common resource binder.
    assert!(
        both.1
            .starts_with("frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"),
        "{both:?}"
    );
    // `diff` reads an effect out of a folder as well.
    let same = fxr_view(&["diff", d, e, "--effect", "441303"]);
    assert!(same.status.success(), "{}", stderr(&same));
    assert_eq!(stdout(&same), "");

    let ac6 = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata/ac6/f006081003.fxr");
    let a = ac6.to_str().unwrap();
    let state = |extra: &[&str]| {
        let mut args = vec!["play", a, "--time", "1", "--json"];
        args.extend_from_slice(extra);
        let out = fxr_view(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("JSON")["state"].clone()
    };
    assert_eq!(state(&[]), 0);
    assert_eq!(state(&["--ext", "3:1"]), 1);
    let bad = fxr_view(&["play", a, "--time", "1", "--ext", "3:x"]);
    assert!(!bad.status.success());
    assert!(stderr(&bad).contains("after ':'"), "{}", stderr(&bad));
}

/// `edit --set PATH=VALUE` takes the paths `diff` prints: one field set changes what `diff`
/// then lists, exactly, and at most its four bytes; a property becomes a constant. Bad paths
/// and values are refused with the path and what was expected, and nothing is written over
/// the input. `to-json` and `from-json` give the file's bytes back.
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn edit_sets_values_by_their_diff_paths_and_json_round_trips() {
    let input = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata/er/f000523390.fxr");
    let i = input.to_str().unwrap();
    let dir = temp_dir("edit");
    let out = dir.join("x.fxr");
    let o = out.to_str().unwrap();
    let path = "node 0 config[0] action[35 StaticNodeTransform].offset.y";
    let made = fxr_view(&["edit", i, "--set", &format!("{path}=1.5"), "--out", o]);
    assert!(made.status.success(), "{}", stderr(&made));
    let diff = stdout(&fxr_view(&["diff", i, o]));
    assert_eq!(diff, format!("{path}: changed 0.0 -> 1.5\n"));
    let (a, b) = (std::fs::read(&input).unwrap(), std::fs::read(&out).unwrap());
    assert_eq!(a.len(), b.len());
    let differing = a.iter().zip(&b).filter(|(x, y)| x != y).count();
    assert!((1..=4).contains(&differing), "{differing} bytes differ");

    // A property set to a number becomes a constant.
    let speed = "node 0 config[0] action[1 NodeAcceleration].speedZ";
    let made = fxr_view(&["edit", i, "--set", &format!("{speed}=2"), "--out", o]);
    assert!(made.status.success(), "{}", stderr(&made));
    let diff = stdout(&fxr_view(&["diff", i, o]));
    assert!(diff.starts_with(&format!("{speed}: changed ")), "{diff}");
    assert!(
        diff.contains(r#""value":{"Constant":[2.0,0.0,0.0,0.0]}"#),
        "{diff}"
    );
    assert_eq!(diff.lines().count(), 1, "{diff}");

    // Keys: the property becomes that curve, and only it changes.
    let keys = format!("{speed}=linear loop 0:1 0.5:3 1:1");
    let made = fxr_view(&["edit", i, "--set", &keys, "--out", o]);
    assert!(made.status.success(), "{}", stderr(&made));
    let diff = stdout(&fxr_view(&["diff", i, o]));
    assert_eq!(diff.lines().count(), 1, "{diff}");
    assert!(
        diff.contains(r#""function":"Linear","looped":true"#)
            && diff.contains(r#""times":[0.0,0.5,1.0]"#),
        "{diff}"
    );
    // A whole-effect line does what the option does.
    let by_option = dir.join("option.fxr");
    let made = fxr_view(&[
        "edit",
        i,
        "--scale",
        "2",
        "--out",
        by_option.to_str().unwrap(),
    ]);
    assert!(made.status.success(), "{}", stderr(&made));
    let made = fxr_view(&["edit", i, "--set", "effect scale=2", "--out", o]);
    assert!(made.status.success(), "{}", stderr(&made));
    assert_eq!(
        std::fs::read(&out).unwrap(),
        std::fs::read(&by_option).unwrap()
    );

    for (set, says) in [
        ("node 9 config[0] action[35].offset.y=1", "no node there"),
        (
            "node 0 config[0] action[35 Wrong].offset.y=1",
            "is StaticNodeTransform, not Wrong",
        ),
        (
            "node 0 config[0] action[35].nothing=1",
            "no field or property",
        ),
        (
            "node 0 config[0] action[35].offset.y=abc",
            "expected a finite number",
        ),
        ("node 0 config[0] action[1].speedZ=1,2", "expected 1 number"),
        (
            "node 0 config[0] action[1].speedZ=linear 1:0 0:1",
            "expected times that go up",
        ),
        ("effect scale=-1", "expected a finite number above 0"),
        ("offset.y=1", "expected it to start with"),
    ] {
        let refused = fxr_view(&["edit", i, "--set", set, "--out", o]);
        assert!(!refused.status.success(), "{set}");
        assert!(
            stderr(&refused).contains(says),
            "{set}: {}",
            stderr(&refused)
        );
    }
    let refused = fxr_view(&["edit", i, "--set", &format!("{path}=1"), "--out", i]);
    assert!(
        stderr(&refused).contains("--out is the input"),
        "{}",
        stderr(&refused)
    );
    assert_eq!(std::fs::read(&input).unwrap(), a);

    let json = dir.join("x.json");
    let printed = fxr_view(&["to-json", i]);
    assert!(printed.status.success(), "{}", stderr(&printed));
    std::fs::write(&json, &printed.stdout).unwrap();
    let back = fxr_view(&["from-json", json.to_str().unwrap(), "--out", o]);
    assert!(back.status.success(), "{}", stderr(&back));
    assert_eq!(std::fs::read(&out).unwrap(), a);
    std::fs::write(&json, b"{\"version\": 7}").unwrap();
    let bad = fxr_view(&["from-json", json.to_str().unwrap(), "--out", o]);
    assert!(stderr(&bad).contains("line 1, column"), "{}", stderr(&bad));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `check --render` measures the still rule the contact sheet and the index share: every demo
/// effect that shows particles in its first 5 s gets a still, and those without one are
/// counted by why; the stills drawn are the rule's.
#[test]
fn check_render_measures_the_still_rule() {
    let dir = temp_dir("check-stills");
    let binder = dir.join("demo.ffxbnd.dcx");
    std::fs::write(&binder, fxr_demo::demo_binder().unwrap()).unwrap();
    let b = binder.to_str().unwrap();
    let out = fxr_view(&["check", b, "--render", "--json", "--ext", "2:12"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    // Played with the external value given, as the permalink's ext= would.
    assert_eq!(
        report["effects"]["externals"],
        serde_json::json!({"2": 12.0})
    );
    let stills = &report["effects"]["stills"];
    assert!(stills["showing"].as_u64().unwrap() >= 18, "{stills}");
    assert_eq!(stills["missed"], serde_json::json!([]), "{stills}");
    let without: u64 = stills["nothing_shows"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(
        stills["showing"].as_u64().unwrap() + without,
        report["effects"]["seen"].as_u64().unwrap(),
        "{stills}"
    );
    // What is drawn is the rule's still: every effect with one is drawn, the others are not.
    let effects = &report["effects"];
    assert_eq!(effects["drawn"], stills["showing"], "{effects}");
    assert_eq!(
        effects["draws_nothing"].as_u64().unwrap(),
        without,
        "{effects}"
    );
}

/// The report of `check --play --json` without the slowest effect's time and id (a timing,
/// never the same twice).
fn check_report_without_timing(args: &[&str]) -> serde_json::Value {
    let out = fxr_view(args);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let effects = report["effects"].as_object_mut().expect("effects");
    assert!(effects.remove("slowest_ms").is_some());
    assert!(effects.remove("slowest_effect").is_some());
    report
}

/// `check --jobs N` plays on N threads and reports what one thread does, in the same order:
/// the demo's effects played and drawn (the thread pool's own tests cover the order of many
/// items; `npm run bench` compares 1,000 effects' reports).
#[test]
fn check_reports_the_same_on_any_number_of_threads() {
    let dir = temp_dir("check-jobs");
    let demo = dir.join("demo.ffxbnd.dcx");
    std::fs::write(&demo, fxr_demo::demo_binder().unwrap()).unwrap();
    let demo = demo.to_str().unwrap();
    let one = check_report_without_timing(&["check", demo, "--render", "--json", "--jobs", "1"]);
    assert!(one["effects"]["drawn"].as_u64().unwrap() >= 18, "{one}");
    let three = check_report_without_timing(&["check", demo, "--render", "--json", "--jobs", "3"]);
    assert_eq!(one, three);
    let out = fxr_view(&["check", demo, "--play", "--jobs", "0"]);
    assert!(!out.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}
