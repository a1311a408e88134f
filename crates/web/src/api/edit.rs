//! Editing an effect in the viewer (`fxr_session::edit`, `fxr_session::save`): a list of
//! edit lines applied to the effect as its file holds it, the result played in the file's
//! place; the edited file's bytes, alone or in its binder; the structural changes from the
//! original; and the names of the enumerations the inspector offers.

use super::viewer::Viewer;
use super::{js_error, to_json_value};
use fxr_formats::fxr::actions;
use wasm_bindgen::prelude::*;

/// `(value, name)` of every member of a value enumeration of the action tables.
fn members<E: std::fmt::Debug>(from_raw: fn(i32) -> Option<E>) -> Vec<(i32, String)> {
    // The tables' values run from -2 to 11; the margin costs nothing.
    (-16..=64)
        .filter_map(|v| from_raw(v).map(|e| (v, format!("{e:?}"))))
        .collect()
}

#[wasm_bindgen]
impl Viewer {
    /// Puts effect `id` edited by `edits` (each `PATH=VALUE`, applied in order to the file's
    /// own version) in the file's place, and plays it again at once from the same options
    /// (seed, rate, external values: the next frame at any time shows the edit). An edit that
    /// fails is left out and reported; the others still apply. No edits restore the file's
    /// version. Only one effect is edited at a time: another effect's edits are dropped.
    /// Refused beyond `MAX_EDITS` edits or when no effect `id` is open.
    #[wasm_bindgen(
        js_name = setEdits,
        unchecked_return_type = "Array<{ index: number; edit: string; error: string }>"
    )]
    pub fn set_edits(&mut self, id: i32, edits: Vec<String>) -> Result<JsValue, JsError> {
        let problems = self.session.set_edits(id, &edits).map_err(js_error)?;
        to_json_value(&problems)
    }

    /// Effect `id` as it plays (edited or not), written as an FXR file: every byte not edited
    /// is the file's own.
    #[wasm_bindgen(js_name = effectBytes)]
    pub fn effect_bytes(&self, id: i32) -> Result<Vec<u8>, JsError> {
        self.session.effect_bytes(id).map_err(js_error)
    }

    /// The binder effect `id` came from, `file` (its bytes as stored: a DCX or a bare BND4),
    /// with that effect's entry holding the version playing (edited or not). The entry is the
    /// one the effect was read from (by its name in the effect's source; by the effect's id
    /// when the name is not found). `compression` is `keep` (as the file is: refused for
    /// Kraken, which has no encoder), `dflt`, `zstd` (the game's header for that algorithm,
    /// the file's version and layout fields kept) or `none` (a bare BND4). Every other entry,
    /// name and header byte is the binder's own (`fxr_formats::effect_binder`).
    #[wasm_bindgen(js_name = binderBytes)]
    pub fn binder_bytes(
        &self,
        id: i32,
        file: &[u8],
        compression: &str,
    ) -> Result<Vec<u8>, JsError> {
        let compression: fxr_session::Compression = compression.parse().map_err(js_error)?;
        self.session
            .binder_bytes(id, file, compression, "the panel's compression choice")
            .map_err(js_error)
    }

    /// The state of effect `id`'s resource list in `file`, the binder it came from (its bytes
    /// as stored), as one line: whether the list names what the effect uses, or is missing
    /// (`fxr_inspect::resource_lists`); nothing when the binder keeps no lists (Dark Souls
    /// 3's). Saving the binder rewrites the list when the edited effect uses other textures.
    #[wasm_bindgen(js_name = resourceListState)]
    pub fn resource_list_state(&self, id: i32, file: &[u8]) -> Result<Option<String>, JsError> {
        self.session.resource_list_state(id, file).map_err(js_error)
    }

    /// The state of effect `id`'s resource list in the opened binder it came from, read from
    /// what is opened (its list entry and models; `Session::opened_resource_list_state` says
    /// how it may differ from [`Viewer::resource_list_state`]): the panel shows it on each
    /// selection, so it neither reads the file again nor checks the binder's other effects.
    #[wasm_bindgen(js_name = openedResourceListState)]
    pub fn opened_resource_list_state(&self, id: i32) -> Result<Option<String>, JsError> {
        self.session
            .opened_resource_list_state(id)
            .map_err(js_error)
    }

    /// The structural changes from effect `id` as its file holds it to the version playing
    /// (none when it is not edited).
    #[wasm_bindgen(js_name = editDiff, unchecked_return_type = "EffectDiff")]
    pub fn edit_diff(&self, id: i32) -> Result<JsValue, JsError> {
        to_json_value(&self.session.edit_diff(id).map_err(js_error)?)
    }

    /// The value enumerations the action tables name (a field's or property's
    /// `enumeration`), each as `[value, name]` pairs, for choosing a value by its name.
    #[wasm_bindgen(unchecked_return_type = "Record<string, Array<[number, string]>>")]
    pub fn enumerations() -> Result<JsValue, JsError> {
        let all: std::collections::BTreeMap<&str, Vec<(i32, String)>> = [
            ("BlendMode", members(actions::BlendMode::from_raw)),
            (
                "OrientationMode",
                members(actions::OrientationMode::from_raw),
            ),
            (
                "ModelOrientationMode",
                members(actions::ModelOrientationMode::from_raw),
            ),
            (
                "RichModelOrientationMode",
                members(actions::RichModelOrientationMode::from_raw),
            ),
            (
                "TracerOrientationMode",
                members(actions::TracerOrientationMode::from_raw),
            ),
            ("LightingMode", members(actions::LightingMode::from_raw)),
            ("AttachMode", members(actions::AttachMode::from_raw)),
            ("DistortionMode", members(actions::DistortionMode::from_raw)),
            (
                "DistortionShape",
                members(actions::DistortionShape::from_raw),
            ),
            ("EmitterShape", members(actions::EmitterShape::from_raw)),
            (
                "ForceVolumeShape",
                members(actions::ForceVolumeShape::from_raw),
            ),
            (
                "InitialDirection",
                members(actions::InitialDirection::from_raw),
            ),
            ("ReflectionMode", members(actions::ReflectionMode::from_raw)),
        ]
        .into_iter()
        .collect();
        to_json_value(&all)
    }
}
