//! Benchmark entry points: the operations `fxr_bench` times natively, callable from Node
//! (`scripts/bench-wasm.mjs`) so native and wasm time the same code.

use super::js_error;
use super::viewer::Viewer;
use wasm_bindgen::prelude::*;

// --- Benchmarks ---
//
// Entry points for `scripts/bench-wasm.mjs`, which times them in Node and compares them with
// the native benchmark (`crates/bench/benches/formats.rs`). Each calls one operation of
// `fxr_bench`, the very code the native benchmark times, and returns how much work it did
// so the call cannot be skipped. Not for the viewer; kept at the end of this file.

/// Decompresses a DCX file with the crate's reader; returns the decompressed size.
#[wasm_bindgen]
pub fn bench_dcx_read(data: &[u8]) -> Result<u32, JsError> {
    let size = fxr_bench::dcx_read(data).map_err(js_error)?;
    Ok(size as u32)
}

/// Decompresses a DCX payload with its library called directly; returns the size.
#[wasm_bindgen]
pub fn bench_dcx_library(data: &[u8]) -> Result<u32, JsError> {
    let size = fxr_bench::dcx_library(data).map_err(js_error)?;
    Ok(size as u32)
}

/// The contents of a DCX file (another file as it is): prepares a benchmark's input.
#[wasm_bindgen]
pub fn bench_unwrap_dcx(data: &[u8]) -> Result<Vec<u8>, JsError> {
    fxr_bench::unwrap_dcx(data).map_err(js_error)
}

/// Parses an FXR file; returns its node count.
#[wasm_bindgen]
pub fn bench_fxr_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(fxr_bench::fxr_read(data).map_err(js_error)? as u32)
}

/// A parsed FXR file kept in wasm memory, so that writing can be timed without parsing.
#[wasm_bindgen]
pub struct BenchFxr(fxr_formats::fxr::Fxr);

#[wasm_bindgen]
impl BenchFxr {
    /// Parses an FXR file.
    #[wasm_bindgen(constructor)]
    pub fn new(data: &[u8]) -> Result<BenchFxr, JsError> {
        Ok(BenchFxr(fxr_formats::fxr::read(data).map_err(js_error)?))
    }

    /// Writes the file; returns the written size.
    pub fn write(&self) -> Result<u32, JsError> {
        Ok(fxr_bench::fxr_write(&self.0).map_err(js_error)? as u32)
    }
}

/// Reads a BND4 binder; returns its entry count.
#[wasm_bindgen]
pub fn bench_bnd4_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(fxr_bench::bnd4_read(data).map_err(js_error)? as u32)
}

/// Reads a TPF and its textures' DDS headers; returns the texture count.
#[wasm_bindgen]
pub fn bench_tpf_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(fxr_bench::tpf_read(data).map_err(js_error)? as u32)
}

/// Reads a TPF and decodes every surface of its BC6H textures; returns the pixels decoded.
#[wasm_bindgen]
pub fn bench_tpf_decode_bc6h(data: &[u8]) -> Result<f64, JsError> {
    Ok(fxr_bench::tpf_decode_bc6h(data).map_err(js_error)? as f64)
}

/// The BC6H blocks of a TPF, extracted once, so `bcdec_rs` alone can be timed on them.
#[wasm_bindgen]
pub struct BenchBc6hBlocks(Vec<fxr_bench::Bc6hSurface>);

#[wasm_bindgen]
impl BenchBc6hBlocks {
    /// Extracts the BC6H surfaces of a TPF.
    #[wasm_bindgen(constructor)]
    pub fn new(tpf_data: &[u8]) -> Result<BenchBc6hBlocks, JsError> {
        Ok(BenchBc6hBlocks(
            fxr_bench::bc6h_surfaces(tpf_data).map_err(js_error)?,
        ))
    }

    /// Decodes every block with `bcdec_rs` directly; returns the pixels decoded.
    pub fn decode(&self) -> f64 {
        fxr_bench::bc6h_library(&self.0) as f64
    }
}

/// The simulation benchmark's effect playing at its steady live count (`bench::sim`), so
/// Node times the same steps as `cargo bench --bench sim`. Each method takes one step (or,
/// for `instances` and `copy`, part of one) and returns the particles it covered.
#[wasm_bindgen]
pub struct BenchSim(fxr_bench::sim::SimBench);

#[wasm_bindgen]
impl BenchSim {
    /// Builds the effect for about `live` particles and plays it past its first lifetime.
    #[wasm_bindgen(constructor)]
    pub fn new(live: u32) -> Result<BenchSim, JsError> {
        Ok(BenchSim(
            fxr_bench::sim::SimBench::new(live).map_err(js_error)?,
        ))
    }

    /// The simulation alone: one step of its own state, in place.
    #[wasm_bindgen(js_name = stepInPlace)]
    pub fn step_in_place(&mut self) -> u32 {
        self.0.step_in_place() as u32
    }

    /// `Playback::state_at` one step forward.
    pub fn step(&mut self) -> u32 {
        self.0.step() as u32
    }

    /// `Playback::frame` one step forward.
    pub fn frame(&mut self) -> u32 {
        self.0.frame() as u32
    }

    /// The instances of its own state (no step).
    pub fn instances(&mut self) -> u32 {
        self.0.instances() as u32
    }

    /// `Playback::state_at` at the same time again (its copies, no step).
    pub fn copy(&mut self) -> u32 {
        self.0.copy() as u32
    }
}

/// The simulation benchmark's baseline: a minimal particle integrator over the same count.
#[wasm_bindgen]
pub struct BenchIntegrator(fxr_bench::sim::Integrator);

#[wasm_bindgen]
impl BenchIntegrator {
    /// Starts at the steady state of about `live` particles.
    #[wasm_bindgen(constructor)]
    pub fn new(live: u32) -> BenchIntegrator {
        BenchIntegrator(fxr_bench::sim::Integrator::new(live))
    }

    /// One step; returns the live particles.
    pub fn step(&mut self) -> u32 {
        self.0.step() as u32
    }
}

/// The renderer benchmarks on a viewer's device (`www/bench.html`), in the bench build only.
#[wasm_bindgen]
impl Viewer {
    /// The renderer benchmark on this viewer's device (`render::bench`): frames of `count`
    /// instances of `family` ("billboard" or "multitexture") through the effect program and
    /// through a minimal instanced-quad pipeline, and each with no instance. Resolves to a
    /// `Timing` (medians of `frames` frames).
    #[wasm_bindgen(js_name = benchRender, unchecked_return_type = "Timing")]
    pub async fn bench_render(
        &self,
        family: &str,
        count: u32,
        frames: u32,
    ) -> Result<JsValue, JsError> {
        let family = match family {
            "billboard" => fxr_draw::Family::Billboard,
            "multitexture" => fxr_draw::Family::MultiTexture,
            other => {
                return Err(js_error(format!(
                    "unknown family {other:?}: expected billboard or multitexture"
                )));
            }
        };
        let now = || js_sys::Date::now();
        let timing = fxr_bench::render::measure(
            &self.gpu,
            family,
            count.min(1_000_000) as usize,
            frames.clamp(1, 100) as usize,
            &now,
        )
        .await
        .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&timing).map_err(js_error)
    }

    /// The passes benchmark on this viewer's device (`render::bench::measure_passes`): a
    /// frame of `billboards` billboards with `sheets` distortion sheets and bloom, without
    /// them, and with each alone, `frames` frames of each in turn. Resolves to
    /// `{billboards, sheets, base_ms, bloom_ms, sheets_ms, both_ms}` (medians).
    #[wasm_bindgen(js_name = benchPasses, unchecked_return_type = "PassesTiming")]
    pub async fn bench_passes(
        &self,
        billboards: u32,
        sheets: u32,
        frames: u32,
    ) -> Result<JsValue, JsError> {
        let now = || js_sys::Date::now();
        let timing = fxr_bench::render::measure_passes(
            &self.gpu,
            billboards.min(100_000),
            sheets.min(256),
            frames.clamp(1, 100) as usize,
            &now,
        )
        .await
        .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&timing).map_err(js_error)
    }

    /// The GPU particles' scale benchmark on this viewer's device
    /// (`render::bench::particles::measure`): a generated effect keeping `particles` alive
    /// (10000; 10001 with a wind and a turbulence when `forces`), each frame stepped,
    /// evaluated and drawn by the compute programs, on the CPU, and the CPU's instances drawn
    /// alone, `frames` rounds. Resolves to a `GpuParticlesTiming` (medians).
    #[wasm_bindgen(js_name = benchGpuParticles, unchecked_return_type = "GpuParticlesTiming")]
    pub async fn bench_gpu_particles(
        &self,
        particles: u32,
        forces: bool,
        frames: u32,
    ) -> Result<JsValue, JsError> {
        let now = || js_sys::Date::now();
        let timing = fxr_bench::render::particles::measure(
            &self.gpu,
            // The effect's systems hold 2^20 candidates at most.
            particles.min(1_000_000),
            forces,
            frames.clamp(1, 100) as usize,
            &now,
        )
        .await
        .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&timing).map_err(js_error)
    }
}
