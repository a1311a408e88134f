//! Opening files off the main thread: the wasm entry the page's worker calls
//! (`formats::unpack`), and listing or inspecting a file as the command line does.

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

/// The entries of a binder or texture pack (through DCX), as `fxr-view list --json` prints
/// them.
#[wasm_bindgen(js_name = listFile, unchecked_return_type = "Listing")]
pub fn list_file(name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
    let (dcx, document) = crate::formats::probe::open(bytes, &Limits::default())
        .map_err(|e| js_error(format!("{name}: {e}")))?;
    let listing = crate::formats::probe::listing(dcx, &document).ok_or_else(|| {
        js_error(format!(
            "{name}: a {} file has no entries to list",
            document.format().name()
        ))
    })?;
    super::to_json_value(&listing)
}

/// Any supported file (through DCX) parsed, as `fxr-view inspect --json` prints it: the
/// document's content is an effect's whole tree, a material's params and samplers, a
/// texture's header, a program's reflection...
#[wasm_bindgen(js_name = inspectFile, unchecked_return_type = "InspectedFile")]
pub fn inspect_file(name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
    let (dcx, document) = crate::formats::probe::open(bytes, &Limits::default())
        .map_err(|e| js_error(format!("{name}: {e}")))?;
    super::to_json_value(&crate::boundary::InspectedFile {
        dcx,
        document: &document,
    })
}
