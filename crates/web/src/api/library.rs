//! The page's opened files and deterministic playback, without drawing (the effect list, the
//! tests, a worker).

use super::{js_error, to_json_value};
use wasm_bindgen::prelude::*;

/// The files the page opened: effects, textures, materials and shader programs, indexed.
#[wasm_bindgen(js_name = Library)]
pub struct WebLibrary {
    pub(crate) inner: fxr_library::Library,
}

#[wasm_bindgen(js_class = Library)]
impl WebLibrary {
    /// An empty library.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WebLibrary {
        WebLibrary {
            inner: fxr_library::Library::new(),
        }
    }

    /// Opens a file's bytes (any supported format, through DCX and binders) and resolves to
    /// what it held.
    #[wasm_bindgen(unchecked_return_type = "OpenSummary")]
    pub fn open(&mut self, name: &str, bytes: Vec<u8>) -> Result<JsValue, JsError> {
        let summary = self.inner.open_owned(name, bytes).map_err(js_error)?;
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// Every opened effect as the effect list shows it.
    #[wasm_bindgen(unchecked_return_type = "Array<EffectSummary>")]
    pub fn effects(&self) -> Result<JsValue, JsError> {
        let list: Vec<_> = self
            .inner
            .effects()
            .filter_map(|(&id, _)| self.inner.summary(id))
            .collect();
        serde_wasm_bindgen::to_value(&list).map_err(js_error)
    }

    /// An effect's whole parsed tree, as `fxr-view inspect --json` prints an FXR's content
    /// (not declared for TypeScript: the page only shows it).
    #[wasm_bindgen(js_name = effectTree, unchecked_return_type = "unknown")]
    pub fn effect_tree(&self, id: i32) -> Result<JsValue, JsError> {
        let entry = self
            .inner
            .effect(id)
            .ok_or_else(|| js_error(format!("no effect {id}")))?;
        to_json_value(entry.fxr().map_err(js_error)?.as_ref())
    }

    /// The structural changes from effect `id` of this library to effect `otherId` of
    /// `other` (header values, states, nodes, configs, actions, fields and properties, in
    /// path order; none when they are the same). A library holds one effect per id, so a
    /// compare view opens its second source into a `new Library()` of its own and passes
    /// it here: the same id in two files stays two effects.
    #[wasm_bindgen(unchecked_return_type = "EffectDiff")]
    pub fn diff(&self, id: i32, other: &WebLibrary, other_id: i32) -> Result<JsValue, JsError> {
        let changes = self
            .inner
            .diff_effects(id, &other.inner, other_id)
            .map_err(js_error)?;
        // The changes' values are JSON values: through JSON text, they become plain objects.
        to_json_value(&changes)
    }

    /// The actions of an effect that playback does not simulate.
    #[wasm_bindgen(unchecked_return_type = "Array<UnsupportedAction>")]
    pub fn unsupported(&self, id: i32) -> Result<JsValue, JsError> {
        let program = fxr_sim::compile_effect(&self.inner, id).map_err(js_error)?;
        serde_wasm_bindgen::to_value(&program.unsupported).map_err(js_error)
    }
}

impl Default for WebLibrary {
    fn default() -> Self {
        Self::new()
    }
}

/// An effect playing from a seed: its particles at any time, deterministically.
#[wasm_bindgen(js_name = Player)]
pub struct WebPlayer {
    playback: fxr_sim::playback::Playback,
}

#[wasm_bindgen(js_class = Player)]
impl WebPlayer {
    /// Plays effect `effect_id` of `library` with `seed`, stepping at `rate` Hz (30 or 60).
    #[wasm_bindgen(constructor)]
    pub fn new(
        library: &WebLibrary,
        effect_id: i32,
        seed: u32,
        rate: u32,
    ) -> Result<WebPlayer, JsError> {
        let program = fxr_sim::compile_effect(&library.inner, effect_id).map_err(js_error)?;
        let options = fxr_sim::playback::PlaybackOptions {
            seed,
            rate,
            ..Default::default()
        };
        Ok(WebPlayer {
            playback: fxr_sim::playback::Playback::new(program, options),
        })
    }

    /// The frame digest at `time` (16 hex digits): equal digests mean bit-identical
    /// particles, natively or in the browser.
    #[wasm_bindgen(js_name = frameDigest)]
    pub fn frame_digest(&mut self, time: f32) -> String {
        let frame = self
            .playback
            .frame(time, &fxr_sim::instances::ViewInfo::default());
        format!("{:016x}", frame.digest())
    }

    /// Live instances at `time`, all draws together.
    #[wasm_bindgen(js_name = instanceCount)]
    pub fn instance_count(&mut self, time: f32) -> usize {
        self.playback
            .frame(time, &fxr_sim::instances::ViewInfo::default())
            .instance_count()
    }

    /// Live particles per node at `time`: `[[path, count], ...]`.
    #[wasm_bindgen(js_name = particleCounts, unchecked_return_type = "Array<[string, number]>")]
    pub fn particle_counts(&mut self, time: f32) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&self.playback.particle_counts(time)).map_err(js_error)
    }
}
