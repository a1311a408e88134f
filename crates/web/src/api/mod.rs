//! The JavaScript surface of the wasm package: the only module that knows about wasm-bindgen.
//!
//! JavaScript gets opaque handles; every error becomes a JS `Error` whose message names what
//! failed, and a panic is reported to the page (a `fxr-view-panic` event on `window` with
//! the message; in a worker, on its global scope) as well as to the console, so it never freezes the page silently.

// The wasm `bench_*` exports and the viewer's renderer benchmarks: `npm run bench` builds the
// package with the `benchmarks` feature; the shipped module leaves them out.
#[cfg(feature = "benchmarks")]
mod bench;
mod edit;
mod files;
mod gpu;
mod inspect;
mod library;
mod materials;
mod pick;
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

// The declarations of the types the functions of this module take and return (named in their
// `unchecked_return_type` and `unchecked_param_type`), generated from the Rust types
// (`crate::boundary`), so the package's own .d.ts declares every type it names.
#[wasm_bindgen(typescript_custom_section)]
const GENERATED_TYPES: &str = include_str!("../../../../www/src/generated/types.ts");

pub(crate) fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// A value the page passed, read as the Rust type its declaration names; a value that does
/// not fit is refused with `what` and the reason.
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(
    value: JsValue,
    what: &str,
) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        // The reason is a JS Error: its message, without the "Error: " its text starts with.
        let reason = JsValue::from(e)
            .dyn_into::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|other| format!("{other:?}"));
        js_error(format!("{what}: {reason}"))
    })
}

/// Values with maps keyed by numbers go to JS through JSON text (plain objects).
pub(crate) fn to_json_value(value: &impl serde::Serialize) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(value).map_err(js_error)?;
    js_sys::JSON::parse(&text).map_err(|_| js_error("JSON"))
}
