//! The command line's stable interface: `list`, `unpack`, `inspect`, `check`, their JSON,
//! and their exit status and one-line errors on bad input.

use fxr_view::formats::bnd4::{self, Bnd4, BndEntry};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fxr_view(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args(args)
        .output()
        .expect("run fxr-view")
}

fn shared(path: &str) -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/testdata")
        .join(path);
    if p.exists() {
        Some(p)
    } else {
        eprintln!("skipped: {} is absent", p.display());
        None
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fxr-view-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
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
    // The Sekiro event script is recognised and counted as not read.
    assert_eq!(json["unsupported"]["EMEVD event script"], 1);
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
