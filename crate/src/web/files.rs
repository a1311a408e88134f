//! Opening files off the main thread: the wasm entry the page's worker calls
//! (`formats::unpack`).

use super::js_error;
use crate::formats::binary::Limits;
use wasm_bindgen::prelude::*;

/// `bytes` (of the file `name`) with every DCX removed: the file's own, and inside binders
/// every compressed entry's, the binder written back with its entries stored plain. Errors
/// name the file (and the entry) and the offset.
#[wasm_bindgen(js_name = unpackFile)]
pub fn unpack_file(name: &str, bytes: &[u8]) -> Result<Vec<u8>, JsError> {
    crate::formats::unpack::unpack(bytes, &Limits::default(), 0).map_err(|(entry, e)| match entry {
        Some(entry) => js_error(format!("{name}!{entry}: {e}")),
        None => js_error(format!("{name}: {e}")),
    })
}
