//! Getting a GPU in the browser: WebGPU first, WebGL2 (wgpu's GL backend) otherwise, and how
//! frames reach the canvas.

use super::js_error;
use fxr_gpu::{Gpu, RenderError};
use wasm_bindgen::prelude::*;

/// Which browser graphics API a viewer runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Backend {
    WebGpu,
    /// Only the `webgl` build makes it.
    #[cfg_attr(not(feature = "webgl"), allow(dead_code))]
    WebGl2,
}

impl Backend {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Backend::WebGpu => "webgpu",
            Backend::WebGl2 => "webgl2",
        }
    }
}

/// Finds an adapter: WebGPU first; WebGL2 through wgpu's GL backend when the browser has no
/// WebGPU adapter (the canvas gets its context only once the API is chosen, since a canvas
/// can hold one kind of context).
pub(crate) async fn create_gpu(
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
                notes.push(
                    "frames are drawn offscreen and copied to the page (CPU WebGPU adapter)".into(),
                );
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
            notes
                .push("WebGPU is unavailable in this browser (it offers no WebGPU adapter)".into());
        }
    }
    webgl2(canvas, options, notes).await
}

/// The WebGL2 fallback: in the module built with the `webgl` feature (www/pkg-webgl), which the
/// page loads when the browser offers no WebGPU adapter (www/src/core/wasm.ts).
#[cfg(feature = "webgl")]
async fn webgl2(
    canvas: web_sys::HtmlCanvasElement,
    options: wgpu::RequestAdapterOptions<'_, '_>,
    mut notes: Vec<String>,
) -> Result<(Gpu, Option<wgpu::Surface<'static>>, Backend, Vec<String>), RenderError> {
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

/// The WebGPU module has no WebGL2 path: the page loads the WebGL2 module instead when the
/// browser offers no WebGPU adapter, so this is reached only if the adapter the page saw is
/// gone by the time the viewer asks for it.
#[cfg(not(feature = "webgl"))]
async fn webgl2(
    _canvas: web_sys::HtmlCanvasElement,
    _options: wgpu::RequestAdapterOptions<'_, '_>,
    notes: Vec<String>,
) -> Result<(Gpu, Option<wgpu::Surface<'static>>, Backend, Vec<String>), RenderError> {
    Err(RenderError::NoAdapter(format!(
        "{}; this is the WebGPU build of fxr-view, without the WebGL2 path (reload the page: it loads the WebGL2 build when the browser has no WebGPU)",
        notes.join("; ")
    )))
}

/// How frames reach the page's canvas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Presentation {
    /// The canvas's own WebGPU or WebGL2 context, unless the adapter cannot present.
    Auto,
    /// Always the canvas's GPU context.
    Canvas,
    /// Drawn offscreen, read back and put into a 2D canvas by the page.
    Copy,
}

impl Presentation {
    pub(crate) fn parse(s: Option<String>) -> Result<Self, JsError> {
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
