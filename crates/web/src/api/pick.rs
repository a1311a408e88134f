//! Choosing a texture or a model among the opened files for a value that names one: the
//! lists, and small pictures of each (a texture's mip nearest a size, a model's triangles
//! seen from a three-quarter view) for the inspector's picker.

use super::viewer::Viewer;
use super::{js_error, to_json_value};
use crate::boundary::ResourceInfo;
use fxr_draw::model_picture::picture;
use wasm_bindgen::prelude::*;

/// The most pixels a texture's picture decodes (a 1024 × 1024 mip).
const MAX_THUMBNAIL_PIXELS: u64 = 1 << 20;

#[wasm_bindgen]
impl Viewer {
    /// The opened textures (`kind` "texture") or models ("model"), in id order.
    #[wasm_bindgen(js_name = openedResources, unchecked_return_type = "ResourceInfo[]")]
    pub fn opened_resources(&self, kind: &str) -> Result<JsValue, JsError> {
        let list: Vec<ResourceInfo> = match kind {
            "texture" => self
                .session
                .library()
                .textures()
                .map(|(&id, t)| ResourceInfo {
                    id,
                    name: t.name.clone(),
                    source: t.source.clone(),
                })
                .collect(),
            "model" => self
                .session
                .library()
                .models()
                .map(|(&id, m)| ResourceInfo {
                    id,
                    name: m.name.clone(),
                    source: m.source.clone(),
                })
                .collect(),
            other => {
                return Err(js_error(format!(
                    "kind: expected texture or model, found {other:?}"
                )));
            }
        };
        to_json_value(&list)
    }

    /// Opened texture `id` small: its first mip no larger than `size` on its longer side
    /// (the last mip when none is), as straight RGBA bytes; undefined when not opened. A
    /// texture whose smallest mip is above `MAX_THUMBNAIL_PIXELS` is refused (decoding it
    /// whole for a picture would take hundreds of megabytes).
    #[wasm_bindgen(
        js_name = textureThumbnail,
        unchecked_return_type = "{ width: number; height: number; pixels: Uint8Array } | undefined"
    )]
    pub fn texture_thumbnail(&self, id: i32, size: u32) -> Result<JsValue, JsError> {
        let Some(entry) = self.session.library().texture(id) else {
            return Ok(JsValue::UNDEFINED);
        };
        let dds = entry.dds().map_err(js_error)?;
        let mips = dds.mip_count.max(1);
        let mip = (0..mips)
            .find(|&m| (dds.width.max(dds.height) >> m).max(1) <= size.max(1))
            .unwrap_or(mips - 1);
        let pixels = u64::from((dds.width >> mip).max(1)) * u64::from((dds.height >> mip).max(1));
        if pixels > MAX_THUMBNAIL_PIXELS {
            return Err(js_error(format!(
                "{}: no mip small enough for a picture (the smallest is {pixels} pixels)",
                entry.source
            )));
        }
        let image = dds
            .decode_rgba8(0, mip)
            .map_err(|e| js_error(format!("{}: {e}", entry.source)))?;
        let object = js_sys::Object::new();
        let set = |key: &str, value: JsValue| {
            js_sys::Reflect::set(&object, &key.into(), &value)
                .map_err(|_| js_error("thumbnail object"))
        };
        set("width", image.width.into())?;
        set("height", image.height.into())?;
        set(
            "pixels",
            js_sys::Uint8Array::from(image.pixels.as_slice()).into(),
        )?;
        Ok(object.into())
    }

    /// Opened model `id`'s triangles seen from a three-quarter view above
    /// (`fxr_draw::model_picture`): nine numbers per triangle, `x`, `y` and a shade per corner,
    /// the nearest last. Undefined when not opened.
    #[wasm_bindgen(js_name = modelPicture)]
    pub fn model_picture(&self, id: i32) -> Result<Option<Vec<f32>>, JsError> {
        let Some(entry) = self.session.library().model(id) else {
            return Ok(None);
        };
        let geometry = entry.geometry().map_err(js_error)?;
        Ok(Some(picture(geometry)))
    }
}
