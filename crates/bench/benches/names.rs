//! The name-index benchmark: an Elden Ring-shaped `regulation.bin` generated from code
//! (`fxr_bench::names`: 200 params, 18 MB decompressed, no game data) read, and the
//! name index built over it and a text binder.
//!
//! ```sh
//! cargo bench -p fxr-bench --bench names
//! cargo bench -p fxr-bench --bench names -- index        # rows containing "index"
//! cargo bench -p fxr-bench --bench names -- --json target/bench/names.json --markdown t.md
//! cargo bench -p fxr-bench --bench names -- --seconds 3
//! cargo bench -p fxr-bench --bench names -- --write-input target/bench/names-input
//! ```
//!
//! `--write-input DIR` also writes the generated files (`DIR/regulation.bin` and
//! `DIR/msg/engus/item.msgbnd.dcx`), which `scripts/bench-scale.mjs` opens in the browser and
//! times against this benchmark's native figure.
//!
//! The method of `benches/formats.rs` (each case warmed up for 15 % of its time and
//! calibrated, then 7 samples alternating with its baseline; the median sample's rate;
//! ours/baseline the median of the ratios of neighbouring samples), with these baselines:
//!
//! - **regulation read** (decrypt, DCX, BND4, every param parsed) against the libraries
//!   alone on the same bytes: `aes`/`cbc` decryption and flate2's zlib inflate. MB/s of the
//!   decompressed binder; the ratio of rates says what the binder and param parsing cost
//!   on top of the libraries.
//! - **name index** (the regulation and the texts added to `NameSources`, so read again,
//!   `NameIndex::build`, `names()` for every effect) against the regulation read: k rows/s of
//!   the laid-out params' rows, and the ratio of times index ÷ read.
//!
//! An operation takes 20–200 ms, so the default gives each case 2 s (a few calls a sample);
//! with fewer seconds each sample is one call. Not in the wasm benchmark (no `bench_*`
//! export): the browser's figure is the viewer's own opening of the written files.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

mod common;
use common::{machine, paired_ratio};

use fxr_bench::names::{self, GeneratedGame, ShapeOfGame};
use fxr_formats::binary::Limits;
use fxr_names::{NameIndex, NameSources};

/// Samples taken per measurement; the median is reported.
const SAMPLES: u32 = 7;

/// One operation to time.
struct Case {
    row: String,
    /// `"ours"`, or the baseline's name.
    variant: &'static str,
    /// The operation's name in `fxr_bench::names`.
    op: &'static str,
    /// What the rate counts (`MB/s`, `k rows/s`) and how much of it one call does.
    unit: &'static str,
    work: f64,
    run: Box<dyn FnMut() -> usize>,
}

struct Measured {
    row: String,
    variant: &'static str,
    op: &'static str,
    unit: &'static str,
    work: f64,
    rate: f64,
    rates: Vec<f64>,
    /// Seconds per call, each sample.
    times: Vec<f64>,
}

struct Options {
    filter: Option<String>,
    json: Option<PathBuf>,
    markdown: Option<PathBuf>,
    /// Where to write the generated regulation and texts, for the browser's measurement.
    write_input: Option<PathBuf>,
    seconds: f64,
}

fn fail(message: &str) -> ! {
    eprintln!("names bench: {message}");
    std::process::exit(2)
}

fn parse_options() -> Options {
    let mut options = Options {
        filter: None,
        json: None,
        markdown: None,
        write_input: None,
        seconds: 2.0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--json" => options.json = args.next().map(PathBuf::from),
            "--markdown" => options.markdown = args.next().map(PathBuf::from),
            "--write-input" => options.write_input = args.next().map(PathBuf::from),
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

/// Times a group (ours first, its baseline second): each warmed up and calibrated, then the
/// samples alternate so a slower moment of the shared machine falls on both.
fn measure_group(mut cases: Vec<Case>, seconds: f64) -> Vec<Measured> {
    let warm_up = seconds * 0.15;
    let sample_time = seconds * 0.85 / f64::from(SAMPLES);
    let mut iterations = Vec::new();
    for case in &mut cases {
        let mut done = 0u32;
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < warm_up || done == 0 {
            black_box((case.run)());
            done += 1;
        }
        let per_call = start.elapsed().as_secs_f64() / f64::from(done);
        iterations.push(((sample_time / per_call) as u32).max(1));
    }
    let mut times = vec![Vec::new(); cases.len()];
    for _ in 0..SAMPLES {
        for (i, case) in cases.iter_mut().enumerate() {
            let start = Instant::now();
            for _ in 0..iterations[i] {
                black_box((case.run)());
            }
            times[i].push(start.elapsed().as_secs_f64() / f64::from(iterations[i]));
        }
    }
    cases
        .into_iter()
        .zip(times)
        .map(|(case, times)| {
            let rates: Vec<f64> = times.iter().map(|t| case.work / t).collect();
            let mut sorted = rates.clone();
            sorted.sort_by(f64::total_cmp);
            Measured {
                row: case.row,
                variant: case.variant,
                op: case.op,
                unit: case.unit,
                work: case.work,
                rate: sorted[sorted.len() / 2],
                rates,
                times,
            }
        })
        .collect()
}

/// The median of a list.
fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The two groups: the read against the libraries, the index against the read.
fn groups(game: &GeneratedGame, rows_per_call: usize) -> Vec<Vec<Case>> {
    let size = game.binder_size;
    let megabytes = size as f64 / 1e6;
    let read_row = format!(
        "regulation read (generated ER, {} params, {} → {size} B)",
        game.params,
        game.regulation.len()
    );
    let index_row =
        format!("name index (sources added + built + every name, {rows_per_call} rows)");
    let (a, b, c) = (
        game.regulation.clone(),
        game.regulation.clone(),
        game.regulation.clone(),
    );
    let (d, texts) = (game.regulation.clone(), game.texts.clone());
    vec![
        vec![
            Case {
                row: read_row.clone(),
                variant: "ours",
                op: "regulation_read",
                unit: "MB/s",
                work: megabytes,
                run: Box::new(move || names::regulation_read(black_box(&a)).unwrap_or(0)),
            },
            Case {
                row: read_row,
                variant: "aes+flate2",
                op: "regulation_library",
                unit: "MB/s",
                work: megabytes,
                run: Box::new(move || names::regulation_library(black_box(&b)).unwrap_or(0)),
            },
        ],
        vec![
            Case {
                row: index_row.clone(),
                variant: "ours",
                op: "name_index",
                unit: "k rows/s",
                work: rows_per_call as f64 / 1e3,
                run: Box::new(move || names::name_index(black_box(&d), black_box(&texts))),
            },
            Case {
                row: index_row,
                variant: "regulation read",
                op: "regulation_read",
                unit: "MB/s",
                work: megabytes,
                run: Box::new(move || names::regulation_read(black_box(&c)).unwrap_or(0)),
            },
        ],
    ]
}

fn main() {
    let options = parse_options();
    let start = Instant::now();
    let game = names::generate(&ShapeOfGame::GAME)
        .unwrap_or_else(|e| fail(&format!("the regulation does not generate: {e}")));
    let generated_in = start.elapsed().as_secs_f64();
    if let Some(dir) = &options.write_input {
        write_input(dir, &game);
    }
    // Checked once outside the timing: the baseline does the same work, the index reads it all.
    let rows = names::regulation_read(&game.regulation)
        .unwrap_or_else(|e| fail(&format!("the generated regulation does not read: {e}")));
    match names::regulation_library(&game.regulation) {
        Ok(n) if n == game.binder_size => {}
        other => fail(&format!(
            "the libraries gave {other:?}, the binder is {} B",
            game.binder_size
        )),
    }
    let effects = names::name_index(&game.regulation, &game.texts);
    println!(
        "generated in {generated_in:.1} s: {} params, {rows} rows ({} in laid-out params), {} B decompressed, {effects} effects named",
        game.params, game.indexed_rows, game.binder_size
    );
    let [added, built, named] = index_parts(&game);
    println!(
        "the name index's parts, median of 5 calls: sources added (the regulation read) {added:.1} ms, NameIndex::build {built:.1} ms, names() {named:.1} ms"
    );
    println!(
        "{:<72} {:>14} {:>16} {:>10} {:>8} {:>9} {:>7}",
        "operation", "ours", "baseline", "rate", "ours/lib", "ms", "time ×"
    );
    let mut results = Vec::new();
    let mut markdown = vec![
        "| operation | ours | ms | baseline | baseline rate | baseline ms | ours/baseline (rates) | time ÷ baseline's |".to_string(),
        "|---|--:|--:|---|--:|--:|--:|--:|".to_string(),
    ];
    for group in groups(&game, game.indexed_rows) {
        if let Some(filter) = &options.filter
            && !group[0].row.to_lowercase().contains(filter.as_str())
        {
            continue;
        }
        let measured = measure_group(group, options.seconds);
        let (ours, baseline) = (&measured[0], &measured[1]);
        // Rates compare only in the same unit; times always do.
        let rate_ratio =
            (ours.unit == baseline.unit).then(|| paired_ratio(&ours.rates, &baseline.rates));
        let time_ratio = paired_ratio(&ours.times, &baseline.times);
        let ms = median(&ours.times) * 1e3;
        let baseline_ms = median(&baseline.times) * 1e3;
        let ratio_text = rate_ratio.map_or("—".to_string(), |r| format!("{r:.2}"));
        println!(
            "{:<72} {:>14} {:>16} {:>10} {:>8} {:>9.1} {:>7.2}",
            ours.row,
            format!("{:.1} {}", ours.rate, ours.unit),
            baseline.variant,
            format!("{:.1} {}", baseline.rate, baseline.unit),
            ratio_text,
            ms,
            time_ratio
        );
        markdown.push(format!(
            "| {} | {:.1} {} | {ms:.1} | {} | {:.1} {} | {baseline_ms:.1} | {ratio_text} | {time_ratio:.2} |",
            ours.row, ours.rate, ours.unit, baseline.variant, baseline.rate, baseline.unit
        ));
        results.extend(measured);
    }
    if let Some(path) = &options.json {
        write_json(path, &results, &options);
    }
    if let Some(path) = &options.markdown {
        let text = format!(
            "Name index over a generated Elden Ring regulation (native)\n\n{}\n",
            markdown.join("\n")
        );
        std::fs::write(path, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
    }
}

/// Writes the generated files where a game folder has them, for the browser's measurement.
fn write_input(dir: &std::path::Path, game: &GeneratedGame) {
    for (path, bytes) in [
        (names::REGULATION_PATH, &game.regulation),
        (names::TEXTS_PATH, &game.texts),
    ] {
        let file = dir.join(path);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent)
                .unwrap_or_else(|e| fail(&format!("cannot make {}: {e}", parent.display())));
        }
        std::fs::write(&file, bytes)
            .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", file.display())));
    }
}

/// Where the index's time goes, in ms: the sources added, the index built, every name (the
/// median of 5 calls of each; a breakdown, not a paired figure).
fn index_parts(game: &GeneratedGame) -> [f64; 3] {
    let mut parts = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..5 {
        let start = Instant::now();
        let mut sources = NameSources::new(Limits::default());
        sources.add(names::REGULATION_PATH, &game.regulation);
        sources.add(names::TEXTS_PATH, &game.texts);
        let added = Instant::now();
        let index = NameIndex::build(&sources);
        let built = Instant::now();
        black_box(index.names());
        let named = Instant::now();
        parts[0].push((added - start).as_secs_f64() * 1e3);
        parts[1].push((built - added).as_secs_f64() * 1e3);
        parts[2].push((named - built).as_secs_f64() * 1e3);
    }
    parts.map(|p| median(&p))
}

/// Writes the results as `benches/formats.rs` does (with each sample's seconds per call).
fn write_json(path: &std::path::Path, results: &[Measured], options: &Options) {
    let cases: Vec<_> = results
        .iter()
        .map(|m| {
            serde_json::json!({
                "row": m.row,
                "variant": m.variant,
                "op": m.op,
                "sample": serde_json::Value::Null,
                "unit": m.unit,
                "work": m.work,
                "rate": m.rate,
                "rates": m.rates,
                "seconds_per_call": m.times,
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
