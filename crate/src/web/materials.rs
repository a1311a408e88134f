//! The material browser's surface: the viewer's opened materials listed and filtered, one
//! material's parameters (stored and bound) and samplers, its preview rendered to pixels, and
//! the demo materials.
//!
//! The index over the viewer's library is built once per set of opened materials and kept
//! (wasm runs on one thread); the preview programs are made on first use and kept with the
//! device they were made on.

use super::{js_error, to_json_value};
use crate::materials::{MaterialFilter, MaterialIndex, MaterialView};
use crate::render::material_preview::{MaterialPreviewer, PreviewOptions, lanes};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

use super::viewer::Viewer;

/// Which library state an index was built from: where its materials live and how many.
type IndexKey = (usize, usize);

thread_local! {
    static INDEX: RefCell<Option<(IndexKey, std::rc::Rc<MaterialIndex>)>> = const { RefCell::new(None) };
    static PREVIEWER: RefCell<Option<(wgpu::Device, MaterialPreviewer)>> = const { RefCell::new(None) };
}

/// A list row: the material's position in the index and its names.
#[derive(serde::Serialize)]
struct Row<'a> {
    index: usize,
    #[serde(flatten)]
    row: &'a crate::materials::MaterialRow,
}

/// A material with the lanes its preview can show.
#[derive(serde::Serialize)]
struct Details<'a> {
    index: usize,
    #[serde(flatten)]
    view: &'a MaterialView,
    lanes: Vec<&'static str>,
}

impl Viewer {
    fn material_index(&self) -> std::rc::Rc<MaterialIndex> {
        let materials = self.library.materials();
        let key = (materials.as_ptr() as usize, materials.len());
        INDEX.with(|cell| {
            let mut cell = cell.borrow_mut();
            match &*cell {
                Some((k, index)) if *k == key => index.clone(),
                _ => {
                    let index = std::rc::Rc::new(MaterialIndex::from_library(&self.library));
                    *cell = Some((key, index.clone()));
                    index
                }
            }
        })
    }

    fn find_material(&self, index: &MaterialIndex, name: &str) -> Result<usize, JsError> {
        if let Ok(i) = name.parse::<usize>()
            && i < index.len()
        {
            return Ok(i);
        }
        index.find(name).ok_or_else(|| {
            js_error(format!(
                "no material {name:?} among the {} opened",
                index.len()
            ))
        })
    }
}

#[wasm_bindgen]
impl Viewer {
    /// The opened materials that pass a filter: `filterJson` is `{"name"?, "family"?,
    /// "params"?: ["NAME=VALUE", ...]}` (empty or absent: all). Resolves to
    /// `[{index, name, source, format, family, shader_path}]`.
    pub fn materials(&self, filter_json: Option<String>) -> Result<JsValue, JsError> {
        let filter: MaterialFilter = match filter_json.as_deref().map(str::trim) {
            None | Some("") => MaterialFilter::default(),
            Some(text) => {
                serde_json::from_str(text).map_err(|e| js_error(format!("material filter: {e}")))?
            }
        };
        let index = self.material_index();
        let chosen = index.filter(&filter).map_err(js_error)?;
        let rows: Vec<Row<'_>> = chosen
            .into_iter()
            .filter_map(|i| index.row(i).map(|row| Row { index: i, row }))
            .collect();
        to_json_value(&rows)
    }

    /// One material (by name, source or index): `{index, name, source, format, family,
    /// shader_path, description?, preview: {kind, form?, note}, params: [{name, type_name,
    /// stored, bound?}], samplers: [{name, path, slot?, role?, floats, uv_number?}], lanes}`.
    pub fn material(&self, name: &str) -> Result<JsValue, JsError> {
        let index = self.material_index();
        let i = self.find_material(&index, name)?;
        let view = index.view(i).map_err(js_error)?;
        to_json_value(&Details {
            index: i,
            lanes: lanes(&view),
            view: &view,
        })
    }

    /// Renders a material's preview lane (`lane`: "lit" or a name from `material(name).lanes`)
    /// at `width` x `height` and resolves to its RGBA bytes (rows top to bottom). Rejects for a
    /// material whose family has no preview program, saying so.
    #[wasm_bindgen(js_name = renderMaterialToPixels)]
    pub async fn render_material_to_pixels(
        &self,
        name: String,
        lane: String,
        width: u32,
        height: u32,
        time: Option<f32>,
    ) -> Result<Vec<u8>, JsError> {
        let view = {
            let index = self.material_index();
            let i = self.find_material(&index, &name)?;
            index.view(i).map_err(js_error)?
        };
        // Take the programs out while drawing (nothing is borrowed across the wait), and put
        // them back after; programs of another device are dropped.
        let mut previewer = PREVIEWER
            .with(|cell| cell.borrow_mut().take())
            .filter(|(device, _)| *device == self.gpu.device)
            .map(|(_, p)| p)
            .unwrap_or_default();
        let options = PreviewOptions {
            width,
            height,
            time: time.filter(|t| t.is_finite()).unwrap_or(0.0),
            ..PreviewOptions::default()
        };
        let result = previewer.render(&self.gpu, &view, &lane, options).await;
        PREVIEWER.with(|cell| *cell.borrow_mut() = Some((self.gpu.device.clone(), previewer)));
        result.map(|image| image.pixels).map_err(js_error)
    }

    /// Opens the built-in demo materials (a lake, a detail blend and a fur material, generated
    /// from code): `{file, format, effects, textures, materials, shaders, errors}`.
    #[wasm_bindgen(js_name = openDemoMaterials)]
    pub fn open_demo_materials(&mut self) -> Result<JsValue, JsError> {
        let bytes = crate::demo::demo_materials().map_err(js_error)?;
        let summary = self
            .library
            .open(crate::demo::DEMO_MATERIALS_NAME, &bytes)
            .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// The demo materials' names and descriptions: `[[name, text], ...]`.
    #[wasm_bindgen(js_name = demoMaterials)]
    pub fn demo_materials() -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(crate::demo::DEMO_MATERIALS).map_err(js_error)
    }
}
