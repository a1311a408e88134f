//! The renderer benchmark natively: frame time of 10k and 100k billboards and multi-texture
//! billboards through the effect programs, against the same quads through a minimal
//! instanced-quad pipeline on the same device in the same run (`fxr_view::render::bench`).
//! The ratio is the figure; absolute times depend on the GPU (lavapipe here).
//!
//! ```sh
//! cargo bench --bench render                  # a table
//! cargo bench --bench render -- --json PATH   # also write the figures as JSON
//! ```

use fxr_view::render::bench::{measure, SIZE};
use fxr_view::render::draws::Family;
use fxr_view::render::Gpu;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let json_path = args.iter().position(|a| a == "--json").and_then(|i| args.get(i + 1)).cloned();
    let gpu = match pollster::block_on(Gpu::new_headless()) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("no GPU adapter, nothing measured: {e}");
            return;
        }
    };
    println!("renderer benchmark on {} ({}), {SIZE}x{SIZE}", gpu.adapter.name, gpu.adapter.backend);
    println!("{:<16} {:>9} {:>12} {:>12} {:>8}", "program", "instances", "program ms", "baseline ms", "ratio");
    let epoch = Instant::now();
    let now = || epoch.elapsed().as_secs_f64() * 1000.0;
    let mut rows = Vec::new();
    for family in [Family::Billboard, Family::MultiTexture] {
        for n in [10_000, 100_000] {
            let frames = if n > 50_000 { 6 } else { 12 };
            match pollster::block_on(measure(&gpu, family, n, frames, &now)) {
                Ok(t) => {
                    println!("{:<16} {:>9} {:>12.2} {:>12.2} {:>8.2}", format!("{family:?}"), n, t.program_ms, t.baseline_ms, t.ratio());
                    rows.push(serde_json::json!({ "family": format!("{family:?}"), "instances": n, "program_ms": t.program_ms, "baseline_ms": t.baseline_ms, "ratio": t.ratio() }));
                }
                Err(e) => eprintln!("{family:?} x{n}: {e}"),
            }
        }
    }
    if let Some(path) = json_path {
        let doc = serde_json::json!({ "adapter": gpu.adapter, "size": SIZE, "rows": rows });
        if let Err(e) = std::fs::write(&path, serde_json::to_string_pretty(&doc).unwrap_or_default()) {
            eprintln!("{path}: {e}");
        }
    }
}
