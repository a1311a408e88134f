//! The material browser's surface: the viewer's opened materials listed and filtered, one
//! material's parameters (stored and bound) and samplers, its preview rendered to pixels, and
//! the demo materials.
//!
//! The index over the viewer's library is built once per set of opened materials and kept
//! (wasm runs on one thread); the preview programs are made on first use and kept with the
//! device they were made on.

use super::{from_js, js_error, to_json_value};
use crate::boundary::{MaterialDetails, MaterialListRow};
use fxr_gpu::material_preview::{MaterialPreviewer, PreviewOptions, lanes};
use fxr_library::materials::{MaterialFilter, MaterialIndex};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

use super::viewer::Viewer;

/// Which library state an index was built from: where its materials live and how many.
type IndexKey = (usize, usize);

thread_local! {
    static INDEX: RefCell<Option<(IndexKey, std::rc::Rc<MaterialIndex>)>> = const { RefCell::new(None) };
    static PREVIEWER: RefCell<Option<(wgpu::Device, MaterialPreviewer)>> = const { RefCell::new(None) };
}

impl Viewer {
    fn material_index(&self) -> std::rc::Rc<MaterialIndex> {
        let materials = self.session.library().materials();
        let key = (materials.as_ptr() as usize, materials.len());
        INDEX.with(|cell| {
            let mut cell = cell.borrow_mut();
            match &*cell {
                Some((k, index)) if *k == key => index.clone(),
                _ => {
                    let index =
                        std::rc::Rc::new(MaterialIndex::from_library(self.session.library()));
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
    /// The opened materials that pass `filter` (a part of the name, a part of the family,
    /// `NAME=VALUE` parameter conditions; each may be left out; no filter: all).
    #[wasm_bindgen(unchecked_return_type = "Array<MaterialListRow>")]
    pub fn materials(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "Partial<MaterialFilter>")] filter: JsValue,
    ) -> Result<JsValue, JsError> {
        let filter: MaterialFilter = if filter.is_undefined() || filter.is_null() {
            MaterialFilter::default()
        } else {
            from_js(filter, "material filter")?
        };
        let index = self.material_index();
        let chosen = index.filter(&filter).map_err(js_error)?;
        let rows: Vec<MaterialListRow<'_>> = chosen
            .into_iter()
            .filter_map(|i| index.row(i).map(|row| MaterialListRow { index: i, row }))
            .collect();
        to_json_value(&rows)
    }

    /// One material (by name, source or index), with the lanes its preview can show.
    #[wasm_bindgen(unchecked_return_type = "MaterialDetails")]
    pub fn material(&self, name: &str) -> Result<JsValue, JsError> {
        let index = self.material_index();
        let i = self.find_material(&index, name)?;
        let view = index.view(i).map_err(js_error)?;
        to_json_value(&MaterialDetails {
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
    /// from code).
    #[wasm_bindgen(js_name = openDemoMaterials, unchecked_return_type = "OpenSummary")]
    pub fn open_demo_materials(&mut self) -> Result<JsValue, JsError> {
        let bytes = fxr_demo::demo_materials().map_err(js_error)?;
        let summary = self
            .session
            .open_owned(fxr_demo::DEMO_MATERIALS_NAME, bytes)
            .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// The demo materials' names and descriptions: `[[name, text], ...]`.
    #[wasm_bindgen(js_name = demoMaterials, unchecked_return_type = "Array<[string, string]>")]
    pub fn demo_materials() -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(fxr_demo::DEMO_MATERIALS).map_err(js_error)
    }
}
