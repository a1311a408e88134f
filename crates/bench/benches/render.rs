//! The renderer benchmark natively (`fxr_bench::render`), on the first Vulkan adapter
//! (lavapipe without a GPU):
//!
//! - frame time of 10k and 100k billboards and multi-texture billboards through the effect
//!   programs, against the same quads through a minimal instanced-quad pipeline on the same
//!   device in the same run;
//! - the screen-space passes: a frame of 10k billboards with 50 distortion sheets and bloom
//!   on, against the same frame without them (and with each alone), frames alternating;
//! - GPU particles (the scale benchmark): 1,000,000 and 100,000 live particles of a
//!   generated effect (10000, and 10001 with a wind and a turbulence), stepped, evaluated and
//!   drawn per frame by the compute programs and on the CPU, against the upload and draw of
//!   the same instances alone.
//!
//! The ratios are the figures; absolute times depend on the GPU.
//!
//! ```sh
//! cargo bench -p fxr-bench --bench render                # a table
//! cargo bench --bench render -- passes        # only the passes ("quads", "particles": those)
//! cargo bench --bench render -- --json PATH   # also write the figures as JSON
//! cargo bench --bench render -- --markdown PATH   # and as Markdown tables (scripts/bench.sh)
//! ```

use fxr_bench::render::{
    PASSES_BILLBOARDS, PASSES_SHEETS, Passes, SIZE, measure, measure_passes, particles,
};
use fxr_draw::Family;
use fxr_gpu::Gpu;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let json_path = args
        .iter()
        .position(|a| a == "--json")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let markdown_path = args
        .iter()
        .position(|a| a == "--markdown")
        .and_then(|i| args.get(i + 1))
        .cloned();
    // --cpu-time: the clock is the CPU time of the whole process (every thread: lavapipe
    // rasterises on its own threads), which a busy shared machine disturbs far less than
    // wall time; on a GPU it leaves out the device's work and means nothing.
    let cpu_time = args.iter().any(|a| a == "--cpu-time");
    let mut markdown = Vec::new();
    let parts = ["passes", "quads", "particles"];
    let only = |part: &str| {
        !args.iter().any(|a| parts.contains(&a.as_str())) || args.iter().any(|a| a == part)
    };
    let gpu = match pollster::block_on(Gpu::new_headless()) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("no GPU adapter, nothing measured: {e}");
            return;
        }
    };
    let clock = if cpu_time {
        "process CPU time"
    } else {
        "wall time"
    };
    println!(
        "renderer benchmark on {} ({}), {SIZE}x{SIZE}, {clock}",
        gpu.adapter.name, gpu.adapter.backend
    );
    markdown.push(format!(
        "Native renderer: {} ({}), {SIZE}x{SIZE}, {clock}, medians of 12 frames (6 at 100k)",
        gpu.adapter.name, gpu.adapter.backend
    ));
    markdown.push(String::new());
    let epoch = Instant::now();
    let now = || {
        if cpu_time {
            process_cpu_ms()
        } else {
            epoch.elapsed().as_secs_f64() * 1000.0
        }
    };
    let mut rows = Vec::new();
    if only("quads") {
        println!(
            "{:<16} {:>9} {:>12} {:>12} {:>8} {:>10} {:>10} {:>8}",
            "program",
            "instances",
            "program ms",
            "baseline ms",
            "ratio",
            "empty ms",
            "b.empty ms",
            "draws"
        );
        markdown.push("| program | instances | program ms | baseline ms | ratio | program, no instance | baseline, no instance | draws alone |".into());
        markdown.push("|---|--:|--:|--:|--:|--:|--:|--:|".into());
        for family in [Family::Billboard, Family::MultiTexture] {
            for n in [10_000, 100_000] {
                let frames = if n > 50_000 { 6 } else { 12 };
                match pollster::block_on(measure(&gpu, family, n, frames, &now)) {
                    Ok(t) => {
                        println!(
                            "{:<16} {:>9} {:>12.2} {:>12.2} {:>8.2} {:>10.2} {:>10.2} {:>8.2}",
                            format!("{family:?}"),
                            n,
                            t.program_ms,
                            t.baseline_ms,
                            t.ratio(),
                            t.program_empty_ms,
                            t.baseline_empty_ms,
                            t.draws_ratio()
                        );
                        markdown.push(format!(
                            "| {family:?} | {n} | {:.1} | {:.1} | {:.2} | {:.1} | {:.1} | {:.2} |",
                            t.program_ms,
                            t.baseline_ms,
                            t.ratio(),
                            t.program_empty_ms,
                            t.baseline_empty_ms,
                            t.draws_ratio()
                        ));
                        rows.push(serde_json::json!({ "family": format!("{family:?}"), "instances": n, "timing": t, "ratio": t.ratio(), "draws_ratio": t.draws_ratio() }));
                    }
                    Err(e) => eprintln!("{family:?} x{n}: {e}"),
                }
            }
        }
    }
    let mut passes = None;
    if only("passes") {
        markdown.push(String::new());
        markdown.push(format!("Passes: {PASSES_BILLBOARDS} billboards, {PASSES_SHEETS} distortion sheets; the frame without the passes is the baseline; ratio: median of each round's frame over its baseline frame"));
        markdown.push(String::new());
        markdown.push("| frame | ms | ratio |".into());
        markdown.push("|---|--:|--:|".into());
        println!();
        println!(
            "passes: {PASSES_BILLBOARDS} billboards; the frame without the passes is the baseline"
        );
        println!("{:<40} {:>10} {:>8}", "frame", "ms", "ratio");
        match pollster::block_on(measure_passes(
            &gpu,
            PASSES_BILLBOARDS,
            PASSES_SHEETS,
            12,
            &now,
        )) {
            Ok(t) => {
                let label = |p: Passes| match p {
                    Passes::None => "without the passes (baseline)".to_string(),
                    Passes::Bloom => "+ bloom (GlowD programs, chain)".to_string(),
                    Passes::Sheets => format!("+ {PASSES_SHEETS} distortion sheets"),
                    Passes::Both => format!("+ {PASSES_SHEETS} sheets + bloom"),
                };
                for (p, ms) in [
                    (Passes::None, t.base_ms),
                    (Passes::Bloom, t.bloom_ms),
                    (Passes::Sheets, t.sheets_ms),
                    (Passes::Both, t.both_ms),
                ] {
                    println!("{:<40} {:>10.2} {:>8.2}", label(p), ms, t.ratio(p));
                    markdown.push(format!("| {} | {ms:.1} | {:.2} |", label(p), t.ratio(p)));
                }
                passes = Some(serde_json::json!({
                    "timing": t,
                    "ratios": { "bloom": t.ratio(Passes::Bloom), "sheets": t.ratio(Passes::Sheets), "both": t.ratio(Passes::Both) },
                }));
            }
            Err(e) => eprintln!("passes: {e}"),
        }
    }
    let mut gpu_particles = Vec::new();
    if only("particles") {
        markdown.push(String::new());
        markdown.push("GPU particles: a generated effect keeping N particles alive (lifetime 1 s), each frame stepped, evaluated and drawn by the compute programs (GPU) and on the CPU (evaluation uploaded as instances); the baseline is the upload and draw of the CPU frame's instances alone; ratios: medians of each round's paired frames".into());
        markdown.push(String::new());
        markdown.push("| action | particles | drawn | computed | GPU ms | CPU ms | baseline ms | CPU/GPU | GPU/baseline | CPU/baseline | GPU frames/s | pixels covered GPU / CPU | pixels differing |".into());
        markdown.push("|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|".into());
        println!();
        println!(
            "GPU particles: step + evaluate + draw, compute programs against the CPU path; baseline: the same instances drawn alone"
        );
        println!(
            "{:<6} {:>9} {:>9} {:>8} {:>9} {:>9} {:>9} {:>8} {:>8} {:>8}",
            "action",
            "particles",
            "drawn",
            "computed",
            "GPU ms",
            "CPU ms",
            "base ms",
            "CPU/GPU",
            "GPU/base",
            "CPU/base"
        );
        // Fewer frames at a million: a frame takes seconds on lavapipe.
        // The additive effect (no sort), with and without forces; then a Normal blend, whose
        // particles are sorted back to front.
        for (live, forces, blend, frames) in [
            (particles::LARGE, false, 4, 4),
            (particles::VIEWER, false, 4, 8),
            (particles::LARGE, true, 4, 3),
            (particles::VIEWER, true, 4, 6),
            (particles::LARGE, false, 2, 4),
            (particles::VIEWER, false, 2, 8),
        ] {
            let action = match (forces, blend) {
                (true, _) => "10001",
                (false, 2) => "10000 sorted",
                _ => "10000",
            };
            match pollster::block_on(particles::measure_blended(
                &gpu, live, forces, blend, frames, &now,
            )) {
                Ok(t) => {
                    println!(
                        "{action:<6} {live:>9} {:>9} {:>8} {:>9.1} {:>9.1} {:>9.1} {:>8.2} {:>8.2} {:>8.2}",
                        t.drawn,
                        t.computed,
                        t.gpu_ms,
                        t.cpu_ms,
                        t.draw_ms,
                        t.cpu_over_gpu,
                        t.gpu_over_draw,
                        t.cpu_over_draw
                    );
                    markdown.push(format!(
                        "| {action} | {live} | {} | {} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} | {:.2} | {:.1} | {:.1} % / {:.1} % | {:.2} % |",
                        t.drawn,
                        if t.computed { "yes" } else { "no" },
                        t.gpu_ms,
                        t.cpu_ms,
                        t.draw_ms,
                        t.cpu_over_gpu,
                        t.gpu_over_draw,
                        t.cpu_over_draw,
                        1000.0 / t.gpu_ms.max(1e-9),
                        t.gpu_covered * 100.0,
                        t.cpu_covered * 100.0,
                        t.differing * 100.0
                    ));
                    // The two paths draw the same particles: an empty or different GPU frame
                    // means its time measures something else.
                    if t.gpu_covered < 0.5 * t.cpu_covered || t.differing > 0.05 {
                        eprintln!(
                            "warning: the GPU frame does not match the CPU frame ({:.1} % covered against {:.1} %, {:.1} % of pixels differ)",
                            t.gpu_covered * 100.0,
                            t.cpu_covered * 100.0,
                            t.differing * 100.0
                        );
                    }
                    gpu_particles.push(serde_json::json!({ "action": action, "timing": t }));
                }
                Err(e) => eprintln!("GPU particles {action} x{live}: {e}"),
            }
        }
    }
    if let Some(path) = markdown_path
        && let Err(e) = std::fs::write(&path, markdown.join("\n") + "\n")
    {
        eprintln!("{path}: {e}");
    }
    if let Some(path) = json_path {
        let doc = serde_json::json!({ "adapter": gpu.adapter, "size": SIZE, "rows": rows, "passes": passes, "gpu_particles": gpu_particles });
        if let Some(parent) = std::path::Path::new(&path).parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        if let Err(e) = std::fs::write(
            &path,
            serde_json::to_string_pretty(&doc).unwrap_or_default(),
        ) {
            eprintln!("{path}: {e}");
        }
    }
}

/// Milliseconds of CPU time the process has used, summed over its threads (Linux:
/// `/proc/self/task/*/schedstat`, nanoseconds on the CPU first); 0 where that is not readable.
fn process_cpu_ms() -> f64 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0.0;
    };
    let mut ns = 0u64;
    for task in tasks.flatten() {
        if let Ok(text) = std::fs::read_to_string(task.path().join("schedstat")) {
            ns += text
                .split_whitespace()
                .next()
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(0);
        }
    }
    ns as f64 / 1e6
}
