//! The simulation benchmark: particles simulated per second on an effect that keeps about
//! 100,000 particles alive, against a minimal particle integrator over the same count in the
//! same run (`fxr_bench::sim`, which the wasm package calls too).
//!
//! ```sh
//! cargo bench -p fxr-bench --bench sim
//! cargo bench -p fxr-bench --bench sim -- frame             # rows containing "frame"
//! cargo bench -p fxr-bench --bench sim -- --json target/bench/sim.json
//! cargo bench -p fxr-bench --bench sim -- --seconds 0.5 --live 20000
//! ```
//!
//! No benchmark framework, the method of `benches/formats.rs`: each case is warmed up for
//! 15 % of its time and calibrated, then 7 samples of a fixed number of calls are taken,
//! alternating between ours and the baseline so a change in a shared machine's load falls on
//! both. Each call is one simulation step and returns the live particles it stepped; a
//! sample's rate is their sum over its time (M particles/s = 10^6 particle steps per
//! second). The figure is ours/baseline, the median of the ratios of neighbouring samples.
//! `scripts/bench-wasm.mjs` reads the JSON and times the same cases in Node.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

mod common;
use common::{machine, paired_ratio};

use fxr_bench::sim::{Integrator, LIVE, SimBench};

/// Samples per measurement; the median is reported.
const SAMPLES: u32 = 7;

/// One operation to time.
struct Case {
    row: String,
    /// `"ours"` or `"integrator"`.
    variant: &'static str,
    /// The operation's name, which the wasm script maps to its function.
    op: &'static str,
    /// One call: one step; returns the particles stepped.
    run: Box<dyn FnMut() -> usize>,
}

struct Measured {
    row: String,
    variant: &'static str,
    op: &'static str,
    /// Mean particles per call over the samples.
    work: f64,
    rate: f64,
    rates: Vec<f64>,
}

struct Options {
    filter: Option<String>,
    json: Option<PathBuf>,
    seconds: f64,
    live: u32,
}

fn fail(message: &str) -> ! {
    eprintln!("sim bench: {message}");
    std::process::exit(2)
}

fn parse_options() -> Options {
    let mut options = Options {
        filter: None,
        json: None,
        seconds: 0.8,
        live: LIVE,
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
            "--live" => {
                options.live = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .filter(|n: &u32| *n > 0)
                    .unwrap_or_else(|| fail("--live needs a positive count"));
            }
            // cargo passes --bench to harness-less benches.
            a if a.starts_with("--") => {}
            a => options.filter = Some(a.to_lowercase()),
        }
    }
    options
}

/// Runs `iterations` calls; returns (particles stepped, elapsed).
fn time(run: &mut dyn FnMut() -> usize, iterations: u64) -> (u64, Duration) {
    let start = Instant::now();
    let mut work = 0u64;
    for _ in 0..iterations {
        work += black_box(run()) as u64;
    }
    (work, start.elapsed())
}

/// Warms up and calibrates each case, then takes the samples in turn.
fn measure_group(mut cases: Vec<Case>, seconds: f64) -> Vec<Measured> {
    let warm_up = Duration::from_secs_f64(seconds * 0.15);
    let sample_time = seconds * 0.85 / f64::from(SAMPLES);
    let mut iterations = Vec::new();
    for case in &mut cases {
        let mut done = 0u64;
        let start = Instant::now();
        while start.elapsed() < warm_up || done == 0 {
            black_box((case.run)());
            done += 1;
        }
        let per_call = start.elapsed().as_secs_f64() / done as f64;
        iterations.push(((sample_time / per_call) as u64).max(1));
    }
    let mut rates = vec![Vec::new(); cases.len()];
    let mut work = vec![0u64; cases.len()];
    for _ in 0..SAMPLES {
        for (i, case) in cases.iter_mut().enumerate() {
            let (stepped, elapsed) = time(&mut case.run, iterations[i]);
            work[i] += stepped;
            rates[i].push(stepped as f64 / elapsed.as_secs_f64() / 1e6);
        }
    }
    cases
        .into_iter()
        .enumerate()
        .zip(rates)
        .map(|((i, case), rates)| {
            let mut sorted = rates.clone();
            sorted.sort_by(f64::total_cmp);
            Measured {
                row: case.row,
                variant: case.variant,
                op: case.op,
                work: work[i] as f64 / (iterations[i] * u64::from(SAMPLES)) as f64,
                rate: sorted[sorted.len() / 2],
                rates,
            }
        })
        .collect()
}

fn sim(live: u32) -> SimBench {
    SimBench::new(live).unwrap_or_else(|e| fail(&e))
}

/// A row of ours against the integrator.
fn against_baseline(
    row: String,
    op: &'static str,
    live: u32,
    call: fn(&mut SimBench) -> usize,
) -> Group {
    (
        row.clone(),
        Box::new(move || {
            let (mut ours, mut plain) = (sim(live), Integrator::new(live));
            vec![
                Case {
                    row: row.clone(),
                    variant: "ours",
                    op,
                    run: Box::new(move || call(&mut ours)),
                },
                Case {
                    row: row.clone(),
                    variant: "integrator",
                    op: "sim_integrator",
                    run: Box::new(move || plain.step()),
                },
            ]
        }),
    )
}

/// A row of ours alone (a part of a step, to read the others by).
fn alone(row: String, op: &'static str, live: u32, call: fn(&mut SimBench) -> usize) -> Group {
    (
        row.clone(),
        Box::new(move || {
            let mut ours = sim(live);
            vec![Case {
                row: row.clone(),
                variant: "ours",
                op,
                run: Box::new(move || call(&mut ours)),
            }]
        }),
    )
}

/// A benchmark group: its title and the cases, built only when measured.
type Group = (String, Box<dyn Fn() -> Vec<Case>>);

/// The rows; each builds its playback only when measured (a 100k state is some 20 MB).
fn groups(live: u32) -> Vec<Group> {
    vec![
        against_baseline(
            format!("Sim step in place, {live} live (the simulation alone)"),
            "sim_step_in_place",
            live,
            SimBench::step_in_place,
        ),
        against_baseline(
            format!("Sim Playback::state_at 1 step forward, {live} live"),
            "sim_step",
            live,
            SimBench::step,
        ),
        against_baseline(
            format!("Sim Playback::frame 1 step forward, {live} live"),
            "sim_frame",
            live,
            SimBench::frame,
        ),
        alone(
            format!("Sim instances of a state, {live} live (no step)"),
            "sim_instances",
            live,
            SimBench::instances,
        ),
        alone(
            format!("Sim Playback::state_at again, {live} live (no step: its copies)"),
            "sim_copy",
            live,
            SimBench::copy,
        ),
    ]
}

fn main() {
    let options = parse_options();
    println!(
        "{:<72} {:>16} {:>12} {:>16} {:>13}",
        "operation", "ours", "baseline", "baseline rate", "ours/baseline"
    );
    let mut results = Vec::new();
    for (row, build) in groups(options.live) {
        if let Some(filter) = &options.filter
            && !row.to_lowercase().contains(filter.as_str())
        {
            continue;
        }
        let measured = measure_group(build(), options.seconds);
        let ours = &measured[0];
        match measured.get(1) {
            Some(base) => println!(
                "{:<72} {:>16} {:>12} {:>16} {:>13.3}",
                ours.row,
                format!("{:.2} M/s", ours.rate),
                base.variant,
                format!("{:.1} M/s", base.rate),
                paired_ratio(&ours.rates, &base.rates)
            ),
            None => println!("{:<72} {:>16}", ours.row, format!("{:.2} M/s", ours.rate)),
        }
        results.extend(measured);
    }
    if let Some(path) = &options.json {
        write_json(path, &results, &options);
    }
}

/// Writes the results in the layout of the formats bench's JSON, for `scripts/bench-wasm.mjs`:
/// no sample file (`sample` null), the live count in `params`, and `work_from_result` (each
/// call's return value is its work).
fn write_json(path: &std::path::Path, results: &[Measured], options: &Options) {
    let cases: Vec<_> = results
        .iter()
        .map(|m| {
            serde_json::json!({
                "row": m.row,
                "variant": m.variant,
                "op": m.op,
                "sample": null,
                "unwrap_dcx": false,
                "params": { "live": options.live },
                "work_from_result": true,
                "unit": "M particles/s",
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
