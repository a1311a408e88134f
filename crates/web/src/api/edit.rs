//! Editing an effect in the viewer: a list of assignments (`PATH=VALUE`, the path as
//! `fxr-view diff` prints it, see `fxr_formats::fxr::edit`) applied to the effect as its file
//! holds it, the result played in the file's place; the edited file's bytes; the structural
//! changes from the original; and the names of the enumerations the inspector offers.

use super::viewer::{Content, Viewer};
use super::{js_error, to_json_value};
use fxr_formats::binary::Limits;
use fxr_formats::effect_binder::{self, EffectBinder, Output};
use fxr_formats::fxr::{self, actions, edit};
use fxr_sim::playback::Playback;
use wasm_bindgen::prelude::*;

/// The most edits one effect takes (a permalink carries them all).
pub const MAX_EDITS: usize = 256;
/// The longest edit, in bytes: a path with its value is well under 200; a key of a curve
/// of four components with slopes takes 100 to 160, so some 25 to 40 such keys fit.
pub const MAX_EDIT_LENGTH: usize = 4096;

/// An edit that could not be made: its place in the list, its text and why.
#[derive(serde::Serialize)]
struct EditProblem {
    index: usize,
    edit: String,
    error: String,
}

/// One edit applied to `effect`, or why not (the length checked first).
fn apply_one(effect: &mut fxr::Fxr, text: &str) -> Result<(), String> {
    if text.len() > MAX_EDIT_LENGTH {
        return Err(format!(
            "expected at most {MAX_EDIT_LENGTH} bytes, found {}",
            text.len()
        ));
    }
    let assignment: edit::Assignment = text.parse().map_err(|e: edit::EditError| e.to_string())?;
    edit::apply(effect, &assignment).map_err(|e| e.to_string())
}

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
        if edits.len() > MAX_EDITS {
            return Err(js_error(format!(
                "edits: expected at most {MAX_EDITS}, found {}",
                edits.len()
            )));
        }
        let mut effect = self.library.original_effect(id).map_err(js_error)?;
        if let Some(previous) = self.edited.filter(|&p| p != id) {
            self.library.replace_effect(previous, None);
        }
        let problems: Vec<EditProblem> = edits
            .iter()
            .enumerate()
            .filter_map(|(index, text)| {
                apply_one(&mut effect, text).err().map(|error| EditProblem {
                    index,
                    edit: text.clone(),
                    error,
                })
            })
            .collect();
        let applied = problems.len() < edits.len();
        self.library
            .replace_effect(id, applied.then_some(effect))
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        self.edited = applied.then_some(id);
        self.replay(id)?;
        to_json_value(&problems)
    }

    /// Effect `id` as it plays (edited or not), written as an FXR file: every byte not edited
    /// is the file's own.
    #[wasm_bindgen(js_name = effectBytes)]
    pub fn effect_bytes(&self, id: i32) -> Result<Vec<u8>, JsError> {
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        let effect = entry.fxr().map_err(js_error)?;
        fxr::write(effect).map_err(|e| js_error(format!("effect {id}: {e}")))
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
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        let source = entry.source.clone();
        let effect = entry.fxr().map_err(js_error)?;
        let bytes = fxr::write(effect).map_err(|e| js_error(format!("effect {id}: {e}")))?;
        let limits = Limits::default();
        let in_binder = |e: &dyn std::fmt::Display| js_error(format!("{source}: {e}"));
        let mut binder = EffectBinder::read(file, &limits).map_err(|e| in_binder(&e))?;
        let output = match compression {
            "keep" => Output::Keep,
            "dflt" => Output::Dcx(effect_binder::deflate_for(binder.compression, effect.game)),
            "zstd" => Output::Dcx(effect_binder::zstd_for(binder.compression)),
            "none" => Output::Uncompressed,
            other => {
                return Err(js_error(format!(
                    "compression: expected keep, dflt, zstd or none, found {other:?}"
                )));
            }
        };
        let index = entry_index(&binder, &source, id, &limits).map_err(|e| in_binder(&e))?;
        binder.replace(index, bytes).map_err(|e| in_binder(&e))?;
        effect_binder::write(&binder, output).map_err(|e| in_binder(&e))
    }

    /// The structural changes from effect `id` as its file holds it to the version playing
    /// (none when it is not edited).
    #[wasm_bindgen(js_name = editDiff, unchecked_return_type = "EffectDiff")]
    pub fn edit_diff(&self, id: i32) -> Result<JsValue, JsError> {
        let original = self.library.original_effect(id).map_err(js_error)?;
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| js_error(format!("effect {id} is not open")))?;
        let edited = entry.fxr().map_err(js_error)?;
        to_json_value(&fxr::diff(&original, edited))
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

/// The entry of `binder` that effect `id` of `source` (`file!entry`) was read from: the entry
/// of that name when it holds effect `id`, else the entry holding effect `id`.
fn entry_index(
    binder: &EffectBinder,
    source: &str,
    id: i32,
    limits: &Limits,
) -> Result<usize, effect_binder::BinderError> {
    let named = source.rsplit_once('!').map(|(_, entry)| entry);
    let names = binder.bnd.entry_file_names();
    if let Some(index) = named.and_then(|n| names.iter().position(|d| d.name == n))
        && let Some(entry) = binder.bnd.entries.get(index)
        && let Ok(contents) = entry.contents(limits)
        && fxr::peek_id(&contents).is_ok_and(|found| found == id)
    {
        return Ok(index);
    }
    binder.effect_index(id, limits)
}

impl Viewer {
    /// Plays effect `id` again from its (new) version, keeping the playback's options, when it
    /// is the one playing; the frame drawn next is computed afresh.
    fn replay(&mut self, id: i32) -> Result<(), JsError> {
        if self.effect_id != Some(id) {
            return Ok(());
        }
        let program = fxr_sim::compile_effect(&self.library, id).map_err(js_error)?;
        if let Content::Effect(playback) = &mut self.content {
            let on_cpu = playback.gpu_particles_on_cpu();
            **playback = Playback::new(program, playback.options().clone());
            playback.set_gpu_particles_on_cpu(on_cpu);
        }
        self.last = None;
        Ok(())
    }
}
