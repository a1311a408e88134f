//! The inspector's side of the viewer: the frame's draws with their constant buffers as
//! tables, overrides of their values, per-node visibility, the fields and properties of a
//! node's actions, the bound textures, and the bytes a permalink carries for an inline effect.

use super::viewer::Viewer;
use super::{from_js, js_error, to_json_value};
use crate::boundary::TextureInfo;
use fxr_draw::Override;
use fxr_session::save::MAX_INLINE_BYTES;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Viewer {
    /// The nodes of the playing effect with their live particles at `time`: every node of the
    /// effect's tree in order, then the nodes reached through proxies that are alive (paths
    /// as the draw list names them).
    #[wasm_bindgen(unchecked_return_type = "Array<NodeState>")]
    pub fn nodes(&mut self, time: f32) -> Result<JsValue, JsError> {
        to_json_value(&self.session.nodes(time).map_err(js_error)?)
    }

    /// Hides or shows the draws of the node at `path`.
    #[wasm_bindgen(js_name = setNodeHidden)]
    pub fn set_node_hidden(&mut self, path: &str, hidden: bool) {
        self.session.set_node_hidden(path, hidden);
    }

    /// The hidden node paths.
    #[wasm_bindgen(js_name = hiddenNodes)]
    pub fn hidden_nodes(&self) -> Vec<String> {
        self.session.hidden().iter().cloned().collect()
    }

    /// Sets an override: the constant `name` of `buffer` ("PSCommonBuffer" in the draws of
    /// `node`, or of every draw without one; "VSCommonBuffer") takes `values` from the next
    /// frame on. One for the same node, buffer and variable is replaced. A variable, count or
    /// value that does not fit the buffer's layout is refused with the reason.
    #[wasm_bindgen(js_name = setOverride)]
    pub fn set_override(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Override")] value: JsValue,
    ) -> Result<(), JsError> {
        let o: Override = from_js(value, "override")?;
        self.session.set_override(o).map_err(js_error)
    }

    /// Removes the override of `buffer`.`name` for `node` (none: the one for every draw).
    #[wasm_bindgen(js_name = removeOverride)]
    pub fn remove_override(&mut self, node: Option<String>, buffer: &str, name: &str) {
        self.session.remove_override(node, buffer, name);
    }

    /// Removes every override.
    #[wasm_bindgen(js_name = clearOverrides)]
    pub fn clear_overrides(&mut self) {
        self.session.clear_overrides();
    }

    /// The overrides in force, in the order they apply.
    #[wasm_bindgen(unchecked_return_type = "Array<Override>")]
    pub fn overrides(&self) -> Result<JsValue, JsError> {
        to_json_value(&self.session.overrides())
    }

    /// The last drawn frame as the inspector shows it (`boundary::inspection`): each draw's
    /// PSCommonBuffer in the engine's layout when an opened shader bundle reflects its pixel
    /// program, in ours otherwise, as its `layout` says. Null before the first frame.
    #[wasm_bindgen(unchecked_return_type = "Inspection | null")]
    pub fn inspect(&self) -> Result<JsValue, JsError> {
        match self.session.inspection() {
            Some(inspection) => to_json_value(&inspection),
            None => Ok(JsValue::NULL),
        }
    }

    /// The node at `path` of the playing effect: its actions and configs with their fields
    /// and properties named (`inspect::describe`). Paths through proxies continue in the
    /// referenced effect when it is open.
    #[wasm_bindgen(js_name = describeNode, unchecked_return_type = "NodeDescription")]
    pub fn describe_node(&self, path: &str) -> Result<JsValue, JsError> {
        to_json_value(&self.session.describe_node(path).map_err(js_error)?)
    }

    /// The playing effect's states with their conditions, and every external value it reads
    /// with the value playback uses (`inspect::states`).
    #[wasm_bindgen(unchecked_return_type = "StatesDescription")]
    pub fn states(&self) -> Result<JsValue, JsError> {
        to_json_value(&self.session.states().map_err(js_error)?)
    }

    /// The state machine's state in the last drawn frame (-1 once the effect ended); none
    /// before the first frame.
    #[wasm_bindgen(js_name = currentState)]
    pub fn current_state(&self) -> Option<i32> {
        self.session.current_state()
    }

    /// Sets the external values (`ids[i]` to `values[i]`; the others are 0) and restarts the
    /// playing effect with them, so the next frame at any time plays with the new values.
    /// Refused when the lists differ in length, a value is not finite, or an id repeats.
    #[wasm_bindgen(js_name = setExternals)]
    pub fn set_externals(&mut self, ids: Vec<i32>, values: Vec<f32>) -> Result<(), JsError> {
        if ids.len() != values.len() {
            return Err(js_error(format!(
                "external values: {} ids but {} values",
                ids.len(),
                values.len()
            )));
        }
        let mut externals = fxr_sim::curve::ExternalValues::default();
        for (id, value) in ids.into_iter().zip(values) {
            if !value.is_finite() {
                return Err(js_error(format!(
                    "external value {id}: {value} is not a finite number"
                )));
            }
            if externals.0.insert(id, value).is_some() {
                return Err(js_error(format!("external value {id} is given twice")));
            }
        }
        // Playback caches states computed with the old values: it starts again.
        self.session.set_externals(externals);
        Ok(())
    }

    /// The external values set, as `[id, value]` pairs in id order.
    #[wasm_bindgen(unchecked_return_type = "Array<[number, number]>")]
    pub fn externals(&self) -> Result<JsValue, JsError> {
        let pairs: Vec<(i32, f32)> = self
            .session
            .externals()
            .0
            .iter()
            .map(|(k, v)| (*k, *v))
            .collect();
        to_json_value(&pairs)
    }

    /// An opened texture, decoded (first layer, first mip), with `pixels` its straight RGBA
    /// bytes. Undefined when no opened file holds it.
    #[wasm_bindgen(unchecked_return_type = "(TextureInfo & { pixels: Uint8Array }) | undefined")]
    pub fn texture(&self, id: i32) -> Result<JsValue, JsError> {
        let Some(entry) = self.session.library().texture(id) else {
            return Ok(JsValue::UNDEFINED);
        };
        let dds = entry.dds().map_err(js_error)?;
        let image = dds
            .decode_rgba8(0, 0)
            .map_err(|e| js_error(format!("{}: {e}", entry.source)))?;
        let info = TextureInfo {
            id,
            name: entry.name.clone(),
            source: entry.source.clone(),
            format: format!("{:?}", dds.format),
            width: image.width,
            height: image.height,
            mips: dds.mip_count,
        };
        let object = to_json_value(&info)?;
        let pixels = js_sys::Uint8Array::from(image.pixels.as_slice());
        js_sys::Reflect::set(&object, &"pixels".into(), &pixels)
            .map_err(|_| js_error("texture object"))?;
        Ok(object)
    }

    /// Opens the demo shader bundle: pixel programs named as the engine's, whose reflection
    /// holds PSCommonBuffer with the names, types and size the research notes record (other
    /// offsets are placeholders, as its creator string says), so the inspector's engine
    /// layout can be seen without game files.
    #[wasm_bindgen(js_name = openDemoShaders, unchecked_return_type = "OpenSummary")]
    pub fn open_demo_shaders(&mut self) -> Result<JsValue, JsError> {
        let bytes = fxr_demo::demo_shader_bundle().map_err(js_error)?;
        self.open(fxr_demo::DEMO_SHADER_BUNDLE_NAME, bytes)
    }

    /// Effect `id` written as an FXR and compressed as a DCX (DFLT), for a permalink that
    /// carries the effect itself. Refused when larger than `MAX_INLINE_BYTES`.
    #[wasm_bindgen(js_name = inlineEffect)]
    pub fn inline_effect(&self, id: i32) -> Result<Vec<u8>, JsError> {
        self.session.inline_effect(id).map_err(js_error)
    }
}

/// The largest inline effect a permalink may carry, in bytes (compressed).
#[wasm_bindgen(js_name = maxInlineBytes)]
pub fn max_inline_bytes() -> usize {
    MAX_INLINE_BYTES
}
