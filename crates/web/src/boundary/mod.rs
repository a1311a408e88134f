//! The values the wasm API (`web`) exchanges with JavaScript that no other module defines:
//! plain serde types, so they are built (and the inspector's view of a frame tested) natively.
//!
//! Their TypeScript declarations, and those of every other type that crosses the boundary,
//! are generated into `www/src/generated/types.ts` by the test in [`typescript`] (test
//! builds only), which fails when the committed file no longer matches the Rust types.

use fxr_draw::settings::ToneCurve;
use fxr_formats::dcx::DcxHeader;
use fxr_library::materials::{MaterialRow, MaterialView};

#[cfg(test)]
mod typescript;

/// An opened texture as the inspector shows it (`Viewer.texture`, whose object also carries
/// the decoded `pixels`, which are bytes rather than a serde value).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TextureInfo {
    /// The texture id (`sNNNNN`).
    pub id: i32,
    /// Its name in the file that holds it.
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// The DDS format's name (`BC7_UNORM`...).
    pub format: String,
    /// Width in pixels of the decoded (first) mip.
    pub width: u32,
    /// Height in pixels of the decoded (first) mip.
    pub height: u32,
    /// Mips the file holds.
    pub mips: u32,
}

/// An opened texture or model a value can name (`Viewer.openedResources`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ResourceInfo {
    /// The id (`sNNNNN` of its name).
    pub id: i32,
    /// Its name in the file that holds it.
    pub name: String,
    /// Where it came from.
    pub source: String,
}

/// How the viewer presents its frames (`Viewer.setView`): the background, the grid, the
/// exposure and the tone curve.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ViewSettings {
    /// Straight sRGB RGBA bytes; an alpha below 255 gives a transparent output.
    pub background: [u8; 4],
    /// Whether the ground grid is drawn.
    pub grid: bool,
    /// Multiplier before the tone curve (0 to 1000; not finite: 1).
    pub exposure: f32,
    /// The tone curve.
    pub curve: ToneCurve,
}

/// A material list row (`Viewer.materials`): its position in the index and its names.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MaterialListRow<'a> {
    /// The material's position in the index (`Viewer.material` takes it as a name too).
    pub index: usize,
    /// Its names.
    #[serde(flatten)]
    pub row: &'a MaterialRow,
}

/// A material with the lanes its preview can show (`Viewer.material`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MaterialDetails<'a> {
    /// The material's position in the index.
    pub index: usize,
    /// Everything it states.
    #[serde(flatten)]
    pub view: &'a MaterialView,
    /// The preview's lanes (`lit` first); empty without a preview program.
    pub lanes: Vec<&'static str>,
}

/// Any supported file parsed (`inspectFile`), as `fxr-view inspect --json` prints it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct InspectedFile<'a> {
    /// The DCX compression around it, if any.
    pub dcx: Option<DcxHeader>,
    /// The parsed file: `format` ("FXR", "DDS", ...) and its whole tree as `content`.
    // The trees of the many formats (some being reorganised) are not declared for
    // TypeScript: the front end only shows them.
    #[cfg_attr(test, ts(type = "{ format: string, content: unknown }"))]
    pub document: &'a fxr_formats::probe::Document,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Viewer.setView` reads the object the TypeScript declaration describes.
    #[test]
    fn view_settings_read_the_declared_shape() {
        let view: ViewSettings = serde_json::from_str(
            r#"{"background": [20, 22, 28, 0], "grid": false, "exposure": 2, "curve": "aces"}"#,
        )
        .unwrap();
        assert_eq!(view.background, [20, 22, 28, 0]);
        assert_eq!(view.curve, ToneCurve::Aces);
        let unknown = serde_json::from_str::<ViewSettings>(
            r#"{"background": [0, 0, 0, 255], "grid": true, "exposure": 1, "curve": "sepia"}"#,
        );
        assert!(
            unknown
                .unwrap_err()
                .to_string()
                .contains("unknown variant `sepia`")
        );
    }
}
