//! The JavaScript surface of the wasm package: the only module that knows about wasm-bindgen.
//!
//! JavaScript gets opaque handles; every error becomes a JS `Error` whose message names what
//! failed, and a panic is reported to the page (a `fxr-view-panic` event on `window` with
//! the message; in a worker, on its global scope) as well as to the console, so it never freezes the page silently.

// The wasm `bench_*` exports and the viewer's renderer benchmarks: `npm run bench` builds the
// package with the `benchmarks` feature; the shipped module leaves them out.
#[cfg(feature = "benchmarks")]
mod bench;
mod files;
mod gpu;
mod inspect;
mod library;
mod materials;
mod viewer;

pub use library::{WebLibrary, WebPlayer};
pub use viewer::Viewer;

use wasm_bindgen::prelude::*;

/// Installs the panic hook when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let message = format!("fxr-view crashed: {info}");
        // On the page's global (the window, or the decompression worker's scope), so either
        // can say what failed.
        if let Ok(global) = js_sys::global().dyn_into::<web_sys::EventTarget>() {
            let init = web_sys::CustomEventInit::new();
            init.set_detail(&JsValue::from_str(&message));
            if let Ok(event) =
                web_sys::CustomEvent::new_with_event_init_dict("fxr-view-panic", &init)
            {
                let _ = global.dispatch_event(&event);
            }
        }
    }));
}

pub(crate) fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Values with maps keyed by numbers go to JS through JSON text (plain objects).
pub(crate) fn to_json_value(value: &impl serde::Serialize) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(value).map_err(js_error)?;
    js_sys::JSON::parse(&text).map_err(|_| js_error("JSON"))
}
