//! The inspector's side of the viewer: the frame's draws with their constant buffers as
//! tables, overrides of their values, per-node visibility, the fields and properties of a
//! node's actions, the bound textures, and the bytes a permalink carries for an inline effect.

use super::viewer::{Content, Viewer};
use super::{js_error, to_json_value};
use crate::formats::{dcx, fxr};
use crate::render::draws::Override;
use wasm_bindgen::prelude::*;

/// The largest inline effect a permalink carries (the compressed DCX; base64url makes the
/// link a third longer). Links beyond a few tens of kilobytes break in chat tools and
/// wikis, and 24 KiB holds most single effects.
pub const MAX_INLINE_BYTES: usize = 24 * 1024;

#[wasm_bindgen]
impl Viewer {
    /// The nodes of the playing effect with their live particles at `time`: `[{path,
    /// particles, hidden}]`, every node of the effect's tree in order, then the nodes reached
    /// through proxies that are alive (paths as the draw list names them).
    pub fn nodes(&mut self, time: f32) -> Result<JsValue, JsError> {
        let Content::Effect(playback) = &mut self.content else {
            return Ok(js_sys::Array::new().into());
        };
        let counts: std::collections::BTreeMap<String, usize> =
            playback.particle_counts(time).into_iter().collect();
        let mut paths = match self.effect_id.and_then(|id| self.library.effect(id)) {
            Some(entry) => crate::sim::describe::node_paths(&entry.fxr),
            None => Vec::new(),
        };
        let known: std::collections::BTreeSet<String> = paths.iter().cloned().collect();
        paths.extend(counts.keys().filter(|p| !known.contains(*p)).cloned());
        let list: Vec<_> = paths
            .into_iter()
            .map(|path| serde_json::json!({ "hidden": self.hidden.contains(&path), "particles": counts.get(&path).copied().unwrap_or(0), "path": path }))
            .collect();
        to_json_value(&list)
    }

    /// Hides or shows the draws of the node at `path`.
    #[wasm_bindgen(js_name = setNodeHidden)]
    pub fn set_node_hidden(&mut self, path: &str, hidden: bool) {
        if hidden {
            self.hidden.insert(path.to_string());
        } else {
            self.hidden.remove(path);
        }
        self.last = None;
    }

    /// The hidden node paths.
    #[wasm_bindgen(js_name = hiddenNodes)]
    pub fn hidden_nodes(&self) -> Vec<String> {
        self.hidden.iter().cloned().collect()
    }

    /// Sets an override from its JSON `{node?, buffer, name, values}`: the constant `name`
    /// of `buffer` ("PSCommonBuffer" in the draws of `node`, or of every draw without one;
    /// "VSCommonBuffer") takes `values` from the next frame on. One for the same
    /// node, buffer and variable is replaced. A variable, count or value that does not fit
    /// the buffer's layout is refused with the reason.
    #[wasm_bindgen(js_name = setOverride)]
    pub fn set_override(&mut self, json: &str) -> Result<(), JsError> {
        let o: Override =
            serde_json::from_str(json).map_err(|e| js_error(format!("override: {e}")))?;
        o.check()
            .map_err(|e| js_error(format!("override of {}.{}: {e}", o.buffer, o.name)))?;
        if self.overrides.len() >= 1024 {
            return Err(js_error("override: at most 1024 at once"));
        }
        self.overrides
            .retain(|x| (&x.node, &x.buffer, &x.name) != (&o.node, &o.buffer, &o.name));
        self.overrides.push(o);
        self.last = None;
        Ok(())
    }

    /// Removes the override of `buffer`.`name` for `node` (none: the one for every draw).
    #[wasm_bindgen(js_name = removeOverride)]
    pub fn remove_override(&mut self, node: Option<String>, buffer: &str, name: &str) {
        self.overrides
            .retain(|x| !(x.node == node && x.buffer == buffer && x.name == name));
        self.last = None;
    }

    /// Removes every override.
    #[wasm_bindgen(js_name = clearOverrides)]
    pub fn clear_overrides(&mut self) {
        self.overrides.clear();
        self.last = None;
    }

    /// The overrides in force, in the order they apply: `[{node?, buffer, name, values}]`.
    pub fn overrides(&self) -> Result<JsValue, JsError> {
        to_json_value(&self.overrides)
    }

    /// The last drawn frame as the inspector shows it: `{VSCommonBuffer, lights, draws:
    /// [{index, program, family, variant, node, action_type, instance_count, textures,
    /// blend, blend_rule, depth, PSCommonBuffer}]}`, each buffer a list of rows `{name,
    /// type, offset, size, value, provenance}` in our layout. Null before the first frame.
    ///
    /// Each draw also has `layout`: `{source: "engine", program, file, creator, size}` when
    /// an opened shader bundle holds its pixel program (`<program>.ppo`) with a reflection of
    /// PSCommonBuffer, whose rows are then the engine's (its order, offsets and types, our
    /// values matched by name, with `our_offset` and a `note`; `reflected_rows`), or
    /// `{source: "ours", reason}` otherwise.
    pub fn inspect(&self) -> Result<JsValue, JsError> {
        let Some((_, list)) = &self.last else {
            return Ok(JsValue::NULL);
        };
        let mut json = list.inspector_json();
        if let Some(draws) = json.get_mut("draws").and_then(|d| d.as_array_mut()) {
            for (entry, draw) in draws.iter_mut().zip(&list.draws) {
                let (layout, rows) = self.engine_layout(draw);
                if let (Some(object), Some(rows)) = (entry.as_object_mut(), rows) {
                    object.insert("PSCommonBuffer".into(), rows);
                }
                if let Some(object) = entry.as_object_mut() {
                    object.insert("layout".into(), layout);
                }
            }
        }
        to_json_value(&json)
    }

    /// The node at `path` of the playing effect: its actions and configs with their fields
    /// and properties named (`sim::describe`). Paths through proxies continue in the
    /// referenced effect when it is open.
    #[wasm_bindgen(js_name = describeNode)]
    pub fn describe_node(&self, path: &str) -> Result<JsValue, JsError> {
        let id = self
            .effect_id
            .ok_or_else(|| js_error("no effect is playing"))?;
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        let library = &self.library;
        let resolve = |id: i32| library.effect(id).map(|e| e.fxr.as_ref());
        let description = crate::sim::describe::describe_node(&entry.fxr, path, &resolve)
            .ok_or_else(|| js_error(format!("effect {id} has no node {path:?}")))?;
        to_json_value(&description)
    }

    /// An opened texture, decoded (first layer, first mip): `{id, name, source, format,
    /// width, height, mips, pixels}` with `pixels` straight RGBA bytes. Undefined when no
    /// opened file holds it.
    pub fn texture(&self, id: i32) -> Result<JsValue, JsError> {
        let Some(entry) = self.library.texture(id) else {
            return Ok(JsValue::UNDEFINED);
        };
        let image = entry
            .dds
            .decode_rgba8(0, 0)
            .map_err(|e| js_error(format!("{}: {e}", entry.source)))?;
        let info = serde_json::json!({
            "id": id,
            "name": entry.name,
            "source": entry.source,
            "format": format!("{:?}", entry.dds.format),
            "width": image.width,
            "height": image.height,
            "mips": entry.dds.mip_count,
        });
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
    #[wasm_bindgen(js_name = openDemoShaders)]
    pub fn open_demo_shaders(&mut self) -> Result<JsValue, JsError> {
        let bytes = crate::demo::demo_shader_bundle().map_err(js_error)?;
        self.open(crate::demo::DEMO_SHADER_BUNDLE_NAME, &bytes)
    }

    /// Effect `id` written as an FXR and compressed as a DCX (DFLT), for a permalink that
    /// carries the effect itself. Refused when larger than `MAX_INLINE_BYTES`.
    #[wasm_bindgen(js_name = inlineEffect)]
    pub fn inline_effect(&self, id: i32) -> Result<Vec<u8>, JsError> {
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        let bytes = fxr::write(&entry.fxr).map_err(|e| js_error(format!("effect {id}: {e}")))?;
        let compressed = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: bytes,
        })
        .map_err(js_error)?;
        if compressed.len() > MAX_INLINE_BYTES {
            return Err(js_error(format!(
                "effect {id} is {} bytes compressed; links carry effects up to {MAX_INLINE_BYTES} bytes: share its file instead",
                compressed.len()
            )));
        }
        Ok(compressed)
    }
}

impl Viewer {
    /// The layout a draw's PSCommonBuffer is shown in, and the engine's rows when an opened
    /// shader bundle reflects it.
    fn engine_layout(
        &self,
        draw: &crate::render::draws::Draw,
    ) -> (serde_json::Value, Option<serde_json::Value>) {
        let file = format!(
            "{}{}",
            draw.program,
            crate::demo::shaders::PIXEL_PROGRAM_EXTENSION
        );
        let ours = |reason: String| {
            (
                serde_json::json!({ "source": "ours", "reason": reason }),
                None,
            )
        };
        let Some(entry) = self.library.shader(&file) else {
            return ours(if self.library.shaders().is_empty() {
                "no effect shader bundle is open (gxffxshader.shaderbnd.dcx)".to_string()
            } else {
                format!("the opened shader programs have no {file}")
            });
        };
        let Some(reflection) = entry.dxbc.reflection.as_ref() else {
            return ours(format!(
                "{}: {}",
                entry.source,
                entry
                    .dxbc
                    .reflection_unavailable()
                    .unwrap_or("no reflection")
            ));
        };
        let Some(cb) = reflection.constant_buffer("PSCommonBuffer") else {
            return ours(format!(
                "{}: its reflection has no PSCommonBuffer",
                entry.source
            ));
        };
        let rows = crate::render::constants::reflected_rows(&draw.ps, cb);
        let layout = serde_json::json!({ "source": "engine", "program": entry.name, "file": entry.source, "creator": reflection.creator, "size": cb.size });
        (layout, Some(serde_json::json!(rows)))
    }
}

/// The largest inline effect a permalink may carry, in bytes (compressed).
#[wasm_bindgen(js_name = maxInlineBytes)]
pub fn max_inline_bytes() -> usize {
    MAX_INLINE_BYTES
}
