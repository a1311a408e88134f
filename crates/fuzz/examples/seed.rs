//! Builds the fuzz targets' seed corpora from a folder of sample files (run by `seed.sh`).
//!
//! `cargo run --release --example seed -- SAMPLES_DIR CORPUS_DIR`
//!
//! Every file goes, as it is, to `probe/`, and also to `dcx/` when it is a DCX. Its
//! decompressed content goes to the folder of the format its magic names (and to `probe/`);
//! the entries of a BND4 binder and the textures of a TPF go the same way, recursively, so
//! the MTD, MATBIN and DDS targets start from the files inside the binders and packs. Every
//! FXR also goes to `play/`, the playback target's corpus. TAE files (by their magic) go to
//! `tae/`, FMG files (which have no magic: by their `.fmg` names, loose or in a binder) to
//! `fmg/`; both targets also get a few files made here with the writers, since the shared
//! samples have none. Regulations (`regulation.bin`, `Data0.bdt`) go to `regulation/` and
//! `.param` files (loose, in a binder or in a regulation) to `param/`; a regulation and its
//! params are also made here per game. Resource lists (plain text: by their `.ffxreslist` names in binders)
//! go to `resource_list/`, with a few written here in the styles the reader keeps.
//! Files are named by a hash of their bytes, as libFuzzer names what it finds, so running
//! this twice adds nothing. Nothing here is committed: the corpora are git-ignored, and the
//! samples are game data.

use fxr_formats::probe::{self, Format, Probe};
use fxr_formats::{Limits, bnd4, tpf};
use std::path::{Path, PathBuf};

/// Binders inside binders are not seen in the games; a small bound stops a cycle of names.
const MAX_DEPTH: u32 = 4;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [samples, corpus] = args.as_slice() else {
        eprintln!("usage: seed SAMPLES_DIR CORPUS_DIR");
        std::process::exit(2);
    };
    let mut seeder = Seeder {
        corpus: PathBuf::from(corpus),
        written: 0,
    };
    let mut files = Vec::new();
    collect_files(Path::new(samples), &mut files);
    files.sort();
    for path in files {
        let Ok(data) = std::fs::read(&path) else {
            eprintln!("seed: cannot read {}", path.display());
            continue;
        };
        if is_fmg_name(&path.to_string_lossy()) {
            seeder.save("fmg", &data);
        }
        if is_param_name(&path.to_string_lossy()) {
            seeder.save("param", &data);
        }
        if is_regulation_name(&path) {
            seeder.add_regulation(&data);
        }
        seeder.add_file(&data);
    }
    seeder.add_generated();
    println!("seed: wrote {} new inputs under {}", seeder.written, corpus);
}

/// Whether a file or entry name ends in `.fmg` (any case).
fn is_fmg_name(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".fmg")
}

/// Whether a file or entry name ends in `.param` (any case).
fn is_param_name(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".param")
}

/// Whether a file is named as the games name their regulation (`regulation.bin`,
/// `Data0.bdt`).
fn is_regulation_name(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase());
    matches!(name.as_deref(), Some("regulation.bin" | "data0.bdt"))
}

/// Whether a binder entry's name is a resource list's (`.ffxreslist`, any case).
fn is_list_name(name: &str) -> bool {
    fxr_formats::resource_list::binder::is_list_name(name)
}

/// Every file below `dir`, recursively.
fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// An input of the `edit` target for an effect: the length of some edit lines (two bytes,
/// little-endian), the lines (a field, a constant, keys of each interpolation and the three
/// whole-effect lines, naming the first action of the first config of node 0), the file.
fn edit_input(fxr_bytes: &[u8]) -> Vec<u8> {
    let action = fxr_formats::fxr::read(fxr_bytes).ok().and_then(|f| {
        let node = f.root.children.first()?;
        Some(node.configs.first()?.actions.first()?.action_type)
    });
    let target = format!("node 0 config[0] action[{}]", action.unwrap_or(1));
    let lines = [
        format!("{target}.f1[0]=1.5"),
        format!("{target}.p1[0]=2"),
        format!("{target}.p1[0]=linear loop 0:1 0.5:2 1:0"),
        format!("{target}.p1[1]=stepped 0:1 1:0"),
        format!("{target}.p1[0]=hermite 0:1;0.5;0 1:2;0;-0.5"),
        format!("{target}.p1[0]=bezier 0:1;1;1 2:0;1;1"),
        "effect recolor=hue=30,saturation=1.2,palette=#ff8000/#2040ff".to_string(),
        "effect scale=2,view-distance".to_string(),
        "effect time-scale=0.5,tracer-durations".to_string(),
    ]
    .join("\n");
    let mut out = (lines.len() as u16).to_le_bytes().to_vec();
    out.extend_from_slice(lines.as_bytes());
    out.extend_from_slice(fxr_bytes);
    out
}

struct Seeder {
    corpus: PathBuf,
    written: usize,
}

impl Seeder {
    /// One sample file as read from disk.
    fn add_file(&mut self, data: &[u8]) {
        self.save("probe", data);
        // The page's unpacking takes whole files as the user opens them.
        self.save("unpack", data);
        let limits = Limits::default();
        match probe::unwrap_dcx(data, &limits) {
            Ok(unwrapped) if unwrapped.dcx.is_some() => {
                self.save("dcx", data);
                self.add_content(&unwrapped.data, 0);
            }
            Ok(_) => self.add_content(data, 0),
            Err(e) => eprintln!("seed: a DCX did not decompress ({e}); kept as is"),
        }
    }

    /// Uncompressed bytes: saved under their format, then opened if they hold files.
    fn add_content(&mut self, data: &[u8], depth: u32) {
        if data.starts_with(b"TAE ") {
            self.save("tae", data);
        }
        let Probe::Known(format) = probe::probe(data) else {
            return;
        };
        self.save(&format.name().to_ascii_lowercase(), data);
        if format == Format::Fxr {
            // The playback target reads effects too: every FXR, loose or from a binder.
            self.save("play", data);
            // The editor's: edit lines naming this effect's first action, then the file.
            self.save("edit", &edit_input(data));
        }
        if depth > 0 {
            // Inner files are inputs `probe` would only reach through a binder otherwise.
            self.save("probe", data);
        }
        if depth >= MAX_DEPTH {
            return;
        }
        let limits = Limits::default();
        match format {
            Format::Bnd4 => {
                if let Ok(binder) = bnd4::read_with_limits(data, &limits) {
                    for entry in &binder.entries {
                        let is_fmg = entry.name.as_deref().is_some_and(is_fmg_name);
                        if is_fmg && let Ok(plain) = entry.contents(&limits) {
                            self.save("fmg", &plain);
                        }
                        let is_param = entry.name.as_deref().is_some_and(is_param_name);
                        if is_param && let Ok(plain) = entry.contents(&limits) {
                            self.save("param", &plain);
                        }
                        // Resource lists are plain text: found by their names too.
                        let is_list = entry.name.as_deref().is_some_and(is_list_name);
                        if is_list && let Ok(plain) = entry.contents(&limits) {
                            self.save("resource_list", &plain);
                        }
                        self.add_entry(&entry.data, depth);
                    }
                }
            }
            Format::Tpf => {
                if let Ok(pack) = tpf::read_with_limits(data, &limits) {
                    for texture in &pack.textures {
                        // A TPF stores DDS files; some platforms store headerless data,
                        // which is rebuilt into a DDS here so the DDS target gets it too.
                        if let Ok(bytes) = texture
                            .dds_with_limits(&limits)
                            .and_then(|dds| fxr_formats::dds::write(&dds))
                        {
                            self.add_content(&bytes, depth + 1);
                        }
                        self.add_content(&texture.data, depth + 1);
                    }
                }
            }
            _ => {}
        }
    }

    /// A binder entry, which may itself be compressed.
    fn add_entry(&mut self, data: &[u8], depth: u32) {
        match probe::unwrap_dcx(data, &Limits::default()) {
            Ok(unwrapped) => {
                if unwrapped.dcx.is_some() {
                    self.save("dcx", data);
                }
                self.add_content(&unwrapped.data, depth + 1);
            }
            Err(e) => eprintln!("seed: a binder entry did not decompress ({e})"),
        }
    }

    /// A regulation as the game ships it: to `regulation/`, as is and in the form the
    /// target also reads (a byte picking the game's key, then the decrypted bytes); its
    /// params to `param/`.
    fn add_regulation(&mut self, data: &[u8]) {
        use fxr_formats::regulation::{self, RegulationGame};
        self.save("regulation", data);
        let Ok(game) = regulation::detect(data) else {
            eprintln!("seed: a regulation-named file no key decrypts; kept as is");
            return;
        };
        let Ok(plain) = regulation::decrypt(data, game) else {
            return;
        };
        let selector = RegulationGame::ALL
            .iter()
            .position(|&g| g == game)
            .unwrap_or(0);
        let mut input = vec![selector as u8];
        input.extend_from_slice(&plain);
        self.save("regulation", &input);
        if let Ok(read) = regulation::read(data, Some(game)) {
            for (_, param) in read.params() {
                if let Ok(bytes) = fxr_formats::param::write(param) {
                    self.save("param", &bytes);
                }
            }
        }
    }

    /// Per game, a regulation of two params made with the writers (a Bullet row with its
    /// effect fields set, and a param of a type no layout lists), and the params alone.
    fn add_generated_regulations(&mut self) {
        use fxr_formats::param::{self, Param, ParamFormat, ParamRow, layouts};
        use fxr_formats::regulation::{self, RegulationGame};
        for (selector, game) in RegulationGame::ALL.into_iter().enumerate() {
            let Some(bullet) = layouts::layouts_of(game, "BULLET_PARAM_ST").last() else {
                continue;
            };
            let mut data = bullet.empty_row();
            for (i, field) in bullet.effect_fields().enumerate() {
                let _ = bullet.set(&mut data, field.name, 300_000 + i as i64);
            }
            let mut bullets = Param::new(
                ParamFormat::ELDEN_RING,
                bullet.param_type,
                bullet.data_version,
            );
            bullets.rows.push(ParamRow {
                id: 100,
                name: Some("seed".into()),
                data,
            });
            let mut other = Param::new(ParamFormat::ELDEN_RING, "UNLISTED_PARAM_ST", 1);
            other.rows.push(ParamRow {
                id: 1,
                name: None,
                data: vec![1, 2, 3, 4],
            });
            for p in [&bullets, &other] {
                if let Ok(bytes) = param::write(p) {
                    self.save("param", &bytes);
                }
            }
            let built = regulation::build(
                game,
                "11611000",
                vec![("Bullet".into(), bullets), ("UnlistedParam".into(), other)],
            );
            let Ok(bytes) = regulation::write(&built, [selector as u8; regulation::IV_SIZE]) else {
                continue;
            };
            self.save("regulation", &bytes);
            if let Ok(plain) = regulation::decrypt(&bytes, game) {
                let mut input = vec![selector as u8];
                input.extend_from_slice(&plain);
                self.save("regulation", &input);
            }
        }
    }

    /// Text and animation event files made with the writers: an FMG of names (with an id
    /// without a string and an empty one) and, per game, a TAE of each effect event type;
    /// and the regulations and params of [`Seeder::add_generated_regulations`].
    fn add_generated(&mut self) {
        self.add_generated_regulations();
        use fxr_formats::fmg::{self, Fmg, FmgEntry};
        use fxr_formats::tae::{self, Animation, spawns};
        let mut names = Fmg::from_texts([(10, "Ember"), (11, ""), (4000, "Glintstone Pebble")]);
        names.entries.push(FmgEntry {
            id: 4001,
            text: None,
        });
        if let Ok(bytes) = fmg::write(&names) {
            self.save("fmg", &bytes);
        }
        // Resource lists: the games' style, and another tool's (LF, no final ending).
        for data in [
            &b"s10011_a.tif\r\ns21002_n.tif\r\ns83025_a.tif\r\ns83025.sib\r\ns83025_skeleton.hkt\r\n"[..],
            b"",
            b"\n",
            b"s10011_a.tif\ns83030.SIB",
        ] {
            self.save("resource_list", data);
        }
        for game in fxr_formats::fxr::Game::WITH_TABLES {
            let Some(mut file) = spawns::character_tae(game, 203000) else {
                continue;
            };
            let events = spawns::spawn_events(game)
                .iter()
                .filter_map(|d| {
                    let values: Vec<(&str, i32)> = d.fields.iter().map(|f| (f.name, 1)).collect();
                    spawns::event(game, d.event_type, 0.0, 0.5, &values).ok()
                })
                .collect();
            file.animations = vec![Animation::new(3000, "a000_003000.hkt", events)];
            if let Ok(bytes) = tae::write(&file) {
                self.save("tae", &bytes);
            }
        }
    }

    /// Writes `data` to `corpus/target/<hash>` unless it is there already.
    fn save(&mut self, target: &str, data: &[u8]) {
        let dir = self.corpus.join(target);
        if let Err(e) = std::fs::create_dir_all(&dir) {
            eprintln!("seed: {}: {e}", dir.display());
            return;
        }
        let path = dir.join(format!("{:016x}", fnv1a(data)));
        if path.exists() {
            return;
        }
        match std::fs::write(&path, data) {
            Ok(()) => self.written += 1,
            Err(e) => eprintln!("seed: {}: {e}", path.display()),
        }
    }
}

/// A 64-bit FNV-1a hash: stable names without a dependency.
fn fnv1a(data: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in data {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}
