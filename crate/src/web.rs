//! The JavaScript surface of the wasm package: the only module that knows about wasm-bindgen.
//!
//! JavaScript gets opaque handles; every error becomes a JS `Error` whose message names what
//! failed, and a panic is reported to the page (a `fxr-view-panic` event on `window` with
//! the message) as well as to the console, so it never freezes the page silently.

use crate::render::test_scene::TestScene;
use crate::render::{Gpu, RenderError};
use wasm_bindgen::prelude::*;

/// Installs the panic hook when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let message = format!("fxr-view crashed: {info}");
        if let Some(window) = web_sys::window() {
            let init = web_sys::CustomEventInit::new();
            init.set_detail(&JsValue::from_str(&message));
            if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict("fxr-view-panic", &init) {
                let _ = window.dispatch_event(&event);
            }
        }
    }));
}

fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Which browser graphics API a viewer runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Backend {
    WebGpu,
    WebGl2,
}

impl Backend {
    fn name(self) -> &'static str {
        match self {
            Backend::WebGpu => "webgpu",
            Backend::WebGl2 => "webgl2",
        }
    }
}

/// Finds an adapter: WebGPU first; WebGL2 through wgpu's GL backend when the browser has no
/// WebGPU adapter (the canvas gets its context only once the API is chosen, since a canvas
/// can hold one kind of context).
async fn create_gpu(
    canvas: web_sys::HtmlCanvasElement,
    present: Presentation,
) -> Result<(Gpu, Option<wgpu::Surface<'static>>, Backend, Vec<String>), RenderError> {
    let mut notes = Vec::new();
    let webgpu_instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::BROWSER_WEBGPU,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let options = wgpu::RequestAdapterOptions {
        power_preference: wgpu::PowerPreference::HighPerformance,
        force_fallback_adapter: false,
        compatible_surface: None,
        apply_limit_buckets: false,
    };
    match webgpu_instance.request_adapter(&options).await {
        Ok(adapter) => {
            let copy = match present {
                Presentation::Canvas => false,
                Presentation::Copy => true,
                // Chromium's CPU adapter (SwiftShader) loses its device as soon as a frame is
                // presented to a WebGPU canvas (seen with Chromium 156 headless; reproduced in
                // plain JavaScript), so there frames are drawn offscreen and copied.
                Presentation::Auto => adapter.get_info().device_type == wgpu::DeviceType::Cpu,
            };
            let surface = if copy {
                notes.push("frames are drawn offscreen and copied to the page (CPU WebGPU adapter)".into());
                None
            } else {
                Some(
                    webgpu_instance
                        .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
                        .map_err(|e| RenderError::Device(e.to_string()))?,
                )
            };
            let gpu = Gpu::from_adapter(webgpu_instance, adapter).await?;
            return Ok((gpu, surface, Backend::WebGpu, notes));
        }
        Err(e) => {
            web_sys::console::info_1(&format!("fxr-view: no WebGPU adapter: {e}").into());
            notes.push("WebGPU is unavailable in this browser (it offers no WebGPU adapter)".into());
        }
    }
    let gl_instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::GL,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let surface = gl_instance
        .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
        .map_err(|e| {
            web_sys::console::info_1(&format!("fxr-view: no WebGL2 surface: {e}").into());
            RenderError::NoAdapter(format!("{}; WebGL2 is unavailable too", notes.join("; ")))
        })?;
    let adapter = gl_instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: Some(&surface),
            ..options
        })
        .await
        .map_err(|e| {
            web_sys::console::info_1(&format!("fxr-view: no WebGL2 adapter: {e}").into());
            RenderError::NoAdapter(format!("{}; WebGL2 is unavailable too", notes.join("; ")))
        })?;
    notes.push("running on WebGL2 instead".into());
    let gpu = Gpu::from_adapter(gl_instance, adapter).await?;
    Ok((gpu, Some(surface), Backend::WebGl2, notes))
}

/// How frames reach the page's canvas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Presentation {
    /// The canvas's own WebGPU or WebGL2 context, unless the adapter cannot present.
    Auto,
    /// Always the canvas's GPU context.
    Canvas,
    /// Drawn offscreen, read back and put into a 2D canvas by the page.
    Copy,
}

impl Presentation {
    fn parse(s: Option<String>) -> Result<Self, JsError> {
        match s.as_deref() {
            None | Some("auto") => Ok(Presentation::Auto),
            Some("canvas") => Ok(Presentation::Canvas),
            Some("copy") => Ok(Presentation::Copy),
            Some(other) => Err(js_error(format!(
                "unknown presentation {other:?}: expected auto, canvas or copy"
            ))),
        }
    }
}

/// A viewer drawing into one canvas.
#[wasm_bindgen]
pub struct Viewer {
    gpu: Gpu,
    /// None when frames are copied (see [`Presentation::Copy`]).
    surface: Option<wgpu::Surface<'static>>,
    config: wgpu::SurfaceConfiguration,
    backend: Backend,
    notes: Vec<String>,
    scene: TestScene,
}

#[wasm_bindgen]
impl Viewer {
    /// Creates a viewer on a canvas. `presentation` is "auto" (the default), "canvas" or
    /// "copy" (see `presentation()`). Rejects with a message that says why when neither WebGPU
    /// nor WebGL2 can be used.
    pub async fn create(
        canvas: web_sys::HtmlCanvasElement,
        presentation: Option<String>,
    ) -> Result<Viewer, JsError> {
        let present = Presentation::parse(presentation)?;
        let (width, height) = (canvas.width().max(1), canvas.height().max(1));
        let (gpu, surface, backend, notes) = create_gpu(canvas, present).await.map_err(js_error)?;
        let (format, alpha_mode) = match &surface {
            Some(surface) => {
                let capabilities = surface.get_capabilities(&gpu.adapter_handle);
                // A UNORM format when there is one: the tonemap encodes sRGB itself.
                let format = capabilities
                    .formats
                    .iter()
                    .copied()
                    .find(|f| !f.is_srgb())
                    .or_else(|| capabilities.formats.first().copied())
                    .ok_or_else(|| js_error("the canvas offers no texture format"))?;
                let alpha_mode = if capabilities
                    .alpha_modes
                    .contains(&wgpu::CompositeAlphaMode::PreMultiplied)
                {
                    wgpu::CompositeAlphaMode::PreMultiplied
                } else {
                    wgpu::CompositeAlphaMode::Auto
                };
                (format, alpha_mode)
            }
            None => (crate::render::targets::OUTPUT_FORMAT, wgpu::CompositeAlphaMode::Auto),
        };
        let config = wgpu::SurfaceConfiguration {
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
            format,
            color_space: Default::default(),
            width,
            height,
            present_mode: wgpu::PresentMode::Fifo,
            desired_maximum_frame_latency: 2,
            alpha_mode,
            view_formats: vec![],
        };
        if let Some(surface) = &surface {
            surface.configure(&gpu.device, &config);
        }
        let scene = TestScene::new(&gpu, width, height);
        Ok(Viewer {
            gpu,
            surface,
            config,
            backend,
            notes,
            scene,
        })
    }

    /// "canvas" when frames go to the canvas's GPU context (call `render`), "copy" when the
    /// page must draw them itself from `renderToPixels` into a 2D canvas.
    pub fn presentation(&self) -> String {
        if self.surface.is_some() { "canvas" } else { "copy" }.into()
    }

    /// "webgpu" or "webgl2".
    pub fn backend(&self) -> String {
        self.backend.name().into()
    }

    /// What the viewer had to give up or fall back from, for the page to show.
    pub fn notes(&self) -> Vec<String> {
        self.notes.clone()
    }

    /// The adapter's name, backend, device type and driver.
    #[wasm_bindgen(js_name = adapterInfo)]
    pub fn adapter_info(&self) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&self.gpu.adapter).map_err(js_error)
    }

    /// Resizes the canvas's drawing buffer.
    pub fn resize(&mut self, width: u32, height: u32) {
        let (width, height) = (width.max(1), height.max(1));
        if (self.config.width, self.config.height) != (width, height) {
            self.config.width = width;
            self.config.height = height;
            if let Some(surface) = &self.surface {
                surface.configure(&self.gpu.device, &self.config);
            }
            self.scene.resize(&self.gpu, width, height);
        }
    }

    /// Draws the frame at time `time` (seconds) into the canvas (presentation "canvas").
    pub fn render(&mut self, time: f32) -> Result<(), JsError> {
        let Some(surface) = &self.surface else {
            return Err(js_error("this viewer copies its frames: use renderToPixels"));
        };
        let frame = match surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(t) | wgpu::CurrentSurfaceTexture::Suboptimal(t) => t,
            other => {
                // Outdated or lost: configure again and skip this frame.
                surface.configure(&self.gpu.device, &self.config);
                return Err(js_error(format!("the canvas could not give a frame: {other:?}")));
            }
        };
        let view = frame.texture.create_view(&Default::default());
        self.scene.render(&self.gpu, time, &view, self.config.format);
        self.gpu.queue.present(frame);
        Ok(())
    }

    /// Draws the frame at time `time` offscreen at `width` x `height` pixels and resolves to
    /// its RGBA bytes (rows top to bottom, straight alpha), `width * height * 4` of them.
    #[wasm_bindgen(js_name = renderToPixels)]
    pub async fn render_to_pixels(&mut self, time: f32, width: u32, height: u32) -> Result<Vec<u8>, JsError> {
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(js_error(format!("an image size from 1 to 8192 is needed, not {width}x{height}")));
        }
        self.scene.resize(&self.gpu, width, height);
        let image = self.scene.render_to_image(&self.gpu, time).await;
        self.scene.resize(&self.gpu, self.config.width, self.config.height);
        Ok(image.map_err(js_error)?.pixels)
    }

    /// The drawing buffer's width.
    pub fn width(&self) -> u32 {
        self.config.width
    }

    /// The drawing buffer's height.
    pub fn height(&self) -> u32 {
        self.config.height
    }
}

// --- Benchmarks ---
//
// Entry points for `scripts/bench-wasm.mjs`, which times them in Node and compares them with
// the native benchmark (`crate/benches/formats.rs`). Each calls one operation of
// `crate::bench`, the very code the native benchmark times, and returns how much work it did
// so the call cannot be skipped. Not for the viewer; kept at the end of this file.

/// Decompresses a DCX file with the crate's reader; returns the decompressed size.
#[wasm_bindgen]
pub fn bench_dcx_read(data: &[u8]) -> Result<u32, JsError> {
    let size = crate::bench::dcx_read(data).map_err(js_error)?;
    Ok(size as u32)
}

/// Decompresses a DCX payload with its library called directly; returns the size.
#[wasm_bindgen]
pub fn bench_dcx_library(data: &[u8]) -> Result<u32, JsError> {
    let size = crate::bench::dcx_library(data).map_err(js_error)?;
    Ok(size as u32)
}

/// The contents of a DCX file (another file as it is): prepares a benchmark's input.
#[wasm_bindgen]
pub fn bench_unwrap_dcx(data: &[u8]) -> Result<Vec<u8>, JsError> {
    crate::bench::unwrap_dcx(data).map_err(js_error)
}

/// Parses an FXR file; returns its node count.
#[wasm_bindgen]
pub fn bench_fxr_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(crate::bench::fxr_read(data).map_err(js_error)? as u32)
}

/// A parsed FXR file kept in wasm memory, so that writing can be timed without parsing.
#[wasm_bindgen]
pub struct BenchFxr(crate::formats::fxr::Fxr);

#[wasm_bindgen]
impl BenchFxr {
    /// Parses an FXR file.
    #[wasm_bindgen(constructor)]
    pub fn new(data: &[u8]) -> Result<BenchFxr, JsError> {
        Ok(BenchFxr(crate::formats::fxr::read(data).map_err(js_error)?))
    }

    /// Writes the file; returns the written size.
    pub fn write(&self) -> Result<u32, JsError> {
        Ok(crate::bench::fxr_write(&self.0).map_err(js_error)? as u32)
    }
}

/// Reads a BND4 binder; returns its entry count.
#[wasm_bindgen]
pub fn bench_bnd4_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(crate::bench::bnd4_read(data).map_err(js_error)? as u32)
}

/// Reads a TPF and its textures' DDS headers; returns the texture count.
#[wasm_bindgen]
pub fn bench_tpf_read(data: &[u8]) -> Result<u32, JsError> {
    Ok(crate::bench::tpf_read(data).map_err(js_error)? as u32)
}

/// Reads a TPF and decodes every surface of its BC6H textures; returns the pixels decoded.
#[wasm_bindgen]
pub fn bench_tpf_decode_bc6h(data: &[u8]) -> Result<f64, JsError> {
    Ok(crate::bench::tpf_decode_bc6h(data).map_err(js_error)? as f64)
}

/// The BC6H blocks of a TPF, extracted once, so `bcdec_rs` alone can be timed on them.
#[wasm_bindgen]
pub struct BenchBc6hBlocks(Vec<crate::bench::Bc6hSurface>);

#[wasm_bindgen]
impl BenchBc6hBlocks {
    /// Extracts the BC6H surfaces of a TPF.
    #[wasm_bindgen(constructor)]
    pub fn new(tpf_data: &[u8]) -> Result<BenchBc6hBlocks, JsError> {
        Ok(BenchBc6hBlocks(crate::bench::bc6h_surfaces(tpf_data).map_err(js_error)?))
    }

    /// Decodes every block with `bcdec_rs` directly; returns the pixels decoded.
    pub fn decode(&self) -> f64 {
        crate::bench::bc6h_library(&self.0) as f64
    }
}
