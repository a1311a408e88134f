//! Benchmarks of the format readers and writers on the shared sample files.
//!
//! ```sh
//! cargo bench -p fxr-bench --bench formats            # print a table
//! cargo bench -p fxr-bench --bench formats -- dcx     # rows containing "dcx"
//! cargo bench -p fxr-bench --bench formats -- --json target/bench/native.json
//! cargo bench -p fxr-bench --bench formats -- --seconds 0.3
//! ```
//!
//! `--no-default-features` leaves out the GPU renderer, which nothing here uses (the bench
//! also builds with the default features, only more slowly). No benchmark framework: each
//! measurement warms up, then takes several samples of many iterations and reports the
//! median rate (MB/s = 10^6 bytes per second; MP/s = 10^6 pixels per second). Where a
//! format wraps a library (DCX: flate2, zstd, oozextract; DDS: bcdec_rs), the library is
//! called directly on the same payload in the same run, samples alternating with ours, and
//! the ratio ours/library (the median of the ratios of neighbouring samples) is the
//! wrapper's cost. The operations are those of
//! `fxr_bench`, which the wasm package's benchmark functions call too, so
//! `scripts/bench-wasm.mjs` can time the same work in Node and compare it with the JSON
//! written here (`npm run bench` runs both).
//!
//! Samples come from `../shared/testdata` beside the repository; without it the bench says
//! so and measures nothing.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

mod common;
use common::{machine, paired_ratio};

use fxr_bench as bench;
use fxr_formats::fxr;

/// Samples taken per measurement; the median is reported.
const SAMPLES: u32 = 7;

/// What a rate counts.
#[derive(Clone, Copy, PartialEq)]
enum Unit {
    /// Bytes, reported in MB/s.
    Bytes,
    /// Pixels, reported in MP/s.
    Pixels,
}

impl Unit {
    fn rate_name(self) -> &'static str {
        match self {
            Unit::Bytes => "MB/s",
            Unit::Pixels => "MP/s",
        }
    }
}

/// One operation to time.
struct Case {
    /// The table row this measurement belongs to (ours and its library share a row).
    row: String,
    /// `"ours"`, or the name of the library called directly.
    variant: &'static str,
    /// The operation's name in `fxr_bench` (the wasm script maps it to its function).
    op: &'static str,
    /// The sample file, relative to the test data folder.
    sample: &'static str,
    /// Whether the operation reads the DCX's contents rather than the file itself.
    unwrap_dcx: bool,
    /// What the rate counts.
    unit: Unit,
    /// Bytes or pixels per iteration (decompressed bytes for DCX, the file for parsing, the
    /// written file for writing, decoded pixels for textures).
    work: u64,
    /// Runs the operation once; returns a value derived from the result so it is not
    /// optimised away.
    run: Box<dyn FnMut() -> u64>,
}

/// The result of one measurement.
struct Measured {
    row: String,
    variant: &'static str,
    op: &'static str,
    sample: &'static str,
    unwrap_dcx: bool,
    unit: Unit,
    work: u64,
    /// Median rate in MB/s or MP/s.
    rate: f64,
    /// Every sample's rate.
    rates: Vec<f64>,
}

/// Command-line options (after `--`).
struct Options {
    filter: Option<String>,
    json: Option<PathBuf>,
    seconds: f64,
}

fn parse_options() -> Options {
    let mut options = Options {
        filter: None,
        json: None,
        seconds: 0.8,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--json" => options.json = args.next().map(PathBuf::from),
            "--seconds" => {
                options.seconds = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .filter(|s: &f64| *s > 0.0)
                    .unwrap_or_else(|| fail("--seconds needs a positive number"));
            }
            // cargo passes --bench to harness-less benches.
            a if a.starts_with("--") => {}
            a => options.filter = Some(a.to_lowercase()),
        }
    }
    options
}

/// The value, or the end of the bench with what failed.
fn check<T, E: std::fmt::Display>(what: &str, result: Result<T, E>) -> T {
    result.unwrap_or_else(|e| fail(&format!("{what}: {e}")))
}

fn fail(message: &str) -> ! {
    eprintln!("formats bench: {message}");
    std::process::exit(2)
}

/// The shared sample folder, as `testutil::shared_testdata` finds it.
fn testdata() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata");
    dir.is_dir().then_some(dir)
}

/// Runs `f` for `iterations` and returns the elapsed time.
fn time(f: &mut dyn FnMut() -> u64, iterations: u64) -> Duration {
    let start = Instant::now();
    for _ in 0..iterations {
        black_box(f());
    }
    start.elapsed()
}

/// Times a group of cases (ours and its library): each is warmed up and calibrated, then
/// the samples alternate between the cases so that a slower moment of a shared machine
/// falls on both. Spends about `seconds` per case.
fn measure_group(cases: Vec<Case>, seconds: f64) -> Vec<Measured> {
    let warm_up = Duration::from_secs_f64(seconds * 0.15);
    let sample_time = seconds * 0.85 / f64::from(SAMPLES);
    let mut cases = cases;
    let mut iterations = Vec::new();
    for case in &mut cases {
        let mut done = 0u64;
        let start = Instant::now();
        while start.elapsed() < warm_up || done == 0 {
            black_box((case.run)());
            done += 1;
        }
        let per_iteration = start.elapsed().as_secs_f64() / done as f64;
        iterations.push(((sample_time / per_iteration) as u64).max(1));
    }
    let mut rates = vec![Vec::new(); cases.len()];
    for _ in 0..SAMPLES {
        for (i, case) in cases.iter_mut().enumerate() {
            let elapsed = time(&mut case.run, iterations[i]).as_secs_f64();
            rates[i].push(case.work as f64 * iterations[i] as f64 / elapsed / 1e6);
        }
    }
    cases
        .into_iter()
        .zip(rates)
        .map(|(case, rates)| {
            let mut sorted = rates.clone();
            sorted.sort_by(f64::total_cmp);
            let rate = sorted[sorted.len() / 2];
            Measured {
                row: case.row,
                variant: case.variant,
                op: case.op,
                sample: case.sample,
                unwrap_dcx: case.unwrap_dcx,
                unit: case.unit,
                work: case.work,
                rate,
                rates,
            }
        })
        .collect()
}

/// The DCX samples: (file, the library its algorithm uses).
const DCX_SAMPLES: [&str; 5] = [
    "er/systex.tpf.dcx",
    "er/allmaterial.matbinbnd.dcx",
    "er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx",
    "sdt/common_func.emevd.dcx",
    "er/m10_00_0100.gparam.dcx",
];

const FXR_SAMPLES: [&str; 3] = [
    "er/f000523390.fxr",
    "ac6/f006081003.fxr",
    "ds3/f000032210.fxr",
];

/// The real-file corpus's Elden Ring effects (`../shared/corpus/er`, relative to the test
/// data folder), read one after another as one case when the folder is there: real effects
/// in number rather than the few samples above.
const FXR_CORPUS_FOLDER: &str = "../corpus/er";

/// The `.fxr` files of a folder, in name order.
fn fxr_files(dir: &std::path::Path) -> Vec<Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "fxr"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read(p).unwrap_or_else(|e| fail(&format!("{}: {e}", p.display()))))
        .collect()
}

/// BND4 samples: (file, whether it is inside a DCX).
const BND4_SAMPLES: [(&str, bool); 2] = [
    ("sdt/allmaterialbnd.mtdbnd", false),
    ("er/allmaterial.matbinbnd.dcx", true),
];

/// TPF samples: (file, whether it is inside a DCX).
const TPF_SAMPLES: [(&str, bool); 2] = [("er/sysenvtex.tpf", false), ("er/systex.tpf.dcx", true)];

/// The texture pack whose BC6H cubemap is decoded.
const BC6H_SAMPLE: &str = "er/sysenvtex.tpf";

/// Builds the groups of cases; a sample that fails to read stops the bench (a benchmark of
/// an error would be meaningless).
fn groups(dir: &std::path::Path) -> Vec<Vec<Case>> {
    let read = |relative: &str| -> Vec<u8> {
        std::fs::read(dir.join(relative))
            .unwrap_or_else(|e| fail(&format!("cannot read {relative}: {e}")))
    };
    let mut groups = Vec::new();

    for sample in DCX_SAMPLES {
        let data = read(sample);
        let header =
            fxr_formats::dcx::peek(&data).unwrap_or_else(|e| fail(&format!("{sample}: {e}")));
        let algorithm = header.compression.algorithm;
        let library = match algorithm.name() {
            "DFLT" => "flate2",
            "ZSTD" => "zstd",
            _ => "oozextract",
        };
        let ours = check(sample, bench::dcx_read(&data).map(|n| n as u64));
        let direct = check(sample, bench::dcx_library(&data).map(|n| n as u64));
        if ours != direct || ours != u64::from(header.uncompressed_size) {
            fail(&format!(
                "{sample}: ours gave {ours} bytes, {library} {direct}, the header says {}",
                header.uncompressed_size
            ));
        }
        let row = format!(
            "DCX {} {} ({} → {} B)",
            algorithm.name(),
            sample,
            header.compressed_size,
            header.uncompressed_size
        );
        let (a, b) = (data.clone(), data);
        groups.push(vec![
            Case {
                row: row.clone(),
                variant: "ours",
                op: "dcx_read",
                sample,
                unwrap_dcx: false,
                unit: Unit::Bytes,
                work: ours,
                run: Box::new(move || bench::dcx_read(black_box(&a)).map_or(0, |n| n as u64)),
            },
            Case {
                row,
                variant: library,
                op: "dcx_library",
                sample,
                unwrap_dcx: false,
                unit: Unit::Bytes,
                work: ours,
                run: Box::new(move || bench::dcx_library(black_box(&b)).map_or(0, |n| n as u64)),
            },
        ]);
    }

    for sample in FXR_SAMPLES {
        let data = read(sample);
        let effect = fxr::read(&data).unwrap_or_else(|e| fail(&format!("{sample}: {e}")));
        let written = check(sample, bench::fxr_write(&effect).map(|n| n as u64));
        let size = data.len() as u64;
        groups.push(vec![Case {
            row: format!("FXR read {sample} ({size} B)"),
            variant: "ours",
            op: "fxr_read",
            sample,
            unwrap_dcx: false,
            unit: Unit::Bytes,
            work: size,
            run: Box::new(move || bench::fxr_read(black_box(&data)).map_or(0, |n| n as u64)),
        }]);
        groups.push(vec![Case {
            row: format!("FXR write {sample} ({written} B)"),
            variant: "ours",
            op: "fxr_write",
            sample,
            unwrap_dcx: false,
            unit: Unit::Bytes,
            work: written,
            run: Box::new(move || bench::fxr_write(black_box(&effect)).map_or(0, |n| n as u64)),
        }]);
    }

    let corpus = fxr_files(&dir.join(FXR_CORPUS_FOLDER));
    if !corpus.is_empty() {
        for data in &corpus {
            check(FXR_CORPUS_FOLDER, fxr::read(data));
        }
        let size: u64 = corpus.iter().map(|d| d.len() as u64).sum();
        groups.push(vec![Case {
            row: format!(
                "FXR read {FXR_CORPUS_FOLDER} ({} files, {size} B)",
                corpus.len()
            ),
            variant: "ours",
            op: "fxr_read_folder",
            sample: FXR_CORPUS_FOLDER,
            unwrap_dcx: false,
            unit: Unit::Bytes,
            work: size,
            run: Box::new(move || {
                corpus
                    .iter()
                    .map(|d| bench::fxr_read(black_box(d)).map_or(0, |n| n as u64))
                    .sum()
            }),
        }]);
    }

    for (sample, unwrap_dcx) in BND4_SAMPLES {
        let data = check(sample, bench::unwrap_dcx(&read(sample)));
        check(sample, bench::bnd4_read(&data).map(|n| n as u64));
        let size = data.len() as u64;
        let inside = if unwrap_dcx { ", DCX contents" } else { "" };
        groups.push(vec![Case {
            row: format!("BND4 read {sample} ({size} B{inside})"),
            variant: "ours",
            op: "bnd4_read",
            sample,
            unwrap_dcx,
            unit: Unit::Bytes,
            work: size,
            run: Box::new(move || bench::bnd4_read(black_box(&data)).map_or(0, |n| n as u64)),
        }]);
    }

    for (sample, unwrap_dcx) in TPF_SAMPLES {
        let data = check(sample, bench::unwrap_dcx(&read(sample)));
        check(sample, bench::tpf_read(&data).map(|n| n as u64));
        let size = data.len() as u64;
        let inside = if unwrap_dcx { ", DCX contents" } else { "" };
        groups.push(vec![Case {
            row: format!("TPF+DDS read {sample} ({size} B{inside})"),
            variant: "ours",
            op: "tpf_read",
            sample,
            unwrap_dcx,
            unit: Unit::Bytes,
            work: size,
            run: Box::new(move || bench::tpf_read(black_box(&data)).map_or(0, |n| n as u64)),
        }]);
    }

    let data = read(BC6H_SAMPLE);
    let pixels = check(BC6H_SAMPLE, bench::tpf_decode_bc6h(&data));
    let surfaces =
        bench::bc6h_surfaces(&data).unwrap_or_else(|e| fail(&format!("{BC6H_SAMPLE}: {e}")));
    if pixels == 0 || bench::bc6h_library(&surfaces) != pixels {
        fail(&format!(
            "{BC6H_SAMPLE}: no BC6H pixels, or the library counted differently"
        ));
    }
    let row = format!("TPF read + BC6H decode {BC6H_SAMPLE} ({pixels} px)");
    groups.push(vec![
        Case {
            row: row.clone(),
            variant: "ours",
            op: "tpf_decode_bc6h",
            sample: BC6H_SAMPLE,
            unwrap_dcx: false,
            unit: Unit::Pixels,
            work: pixels,
            run: Box::new(move || bench::tpf_decode_bc6h(black_box(&data)).unwrap_or(0)),
        },
        Case {
            row,
            variant: "bcdec_rs",
            op: "bc6h_library",
            sample: BC6H_SAMPLE,
            unwrap_dcx: false,
            unit: Unit::Pixels,
            work: pixels,
            run: Box::new(move || bench::bc6h_library(black_box(&surfaces))),
        },
    ]);
    groups
}

fn main() {
    let options = parse_options();
    let Some(dir) = testdata() else {
        eprintln!(
            "skipped: ../shared/testdata is absent beside the repository; nothing to measure"
        );
        if let Some(path) = &options.json {
            write_json(path, &[], &options);
        }
        return;
    };
    let mut results = Vec::new();
    println!(
        "{:<72} {:>10} {:>12} {:>10} {:>8}",
        "operation", "ours", "library", "lib rate", "ours/lib"
    );
    for group in groups(&dir) {
        if let Some(filter) = &options.filter
            && !group[0].row.to_lowercase().contains(filter.as_str())
        {
            continue;
        }
        let measured = measure_group(group, options.seconds);
        let ours = &measured[0];
        let unit = ours.unit.rate_name();
        match measured.get(1) {
            Some(library) => println!(
                "{:<72} {:>10} {:>12} {:>10} {:>8.2}",
                ours.row,
                format!("{:.1} {unit}", ours.rate),
                library.variant,
                format!("{:.1}", library.rate),
                paired_ratio(&ours.rates, &library.rates)
            ),
            None => println!(
                "{:<72} {:>10}",
                ours.row,
                format!("{:.1} {unit}", ours.rate)
            ),
        }
        results.extend(measured);
    }
    if let Some(path) = &options.json {
        write_json(path, &results, &options);
    }
}

/// Writes the results for `scripts/bench-wasm.mjs`.
fn write_json(path: &std::path::Path, results: &[Measured], options: &Options) {
    let cases: Vec<_> = results
        .iter()
        .map(|m| {
            serde_json::json!({
                "row": m.row,
                "variant": m.variant,
                "op": m.op,
                "sample": m.sample,
                "unwrap_dcx": m.unwrap_dcx,
                "unit": m.unit.rate_name(),
                "work": m.work,
                "rate": m.rate,
                "rates": m.rates,
            })
        })
        .collect();
    let report = serde_json::json!({
        "machine": machine(),
        "profile": if cfg!(debug_assertions) { "debug" } else { "release" },
        "seconds_per_case": options.seconds,
        "samples": SAMPLES,
        "cases": cases,
    });
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    let text = serde_json::to_string_pretty(&report).unwrap_or_default();
    std::fs::write(path, text)
        .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
}
