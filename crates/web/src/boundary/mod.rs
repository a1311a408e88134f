//! The values the wasm API (`web`) exchanges with JavaScript that no other module defines:
//! plain serde types, so they are built (and the inspector's view of a frame tested) natively.
//!
//! Their TypeScript declarations, and those of every other type that crosses the boundary,
//! are generated into `www/src/generated/types.ts` by the test in [`typescript`] (test
//! builds only), which fails when the committed file no longer matches the Rust types.

use fxr_draw::constants::{ReflectedRow, Row, reflected_rows};
use fxr_draw::draws::{Draw, DrawList, DrawSummary, Lights};
use fxr_draw::settings::ToneCurve;
use fxr_formats::dcx::DcxHeader;
use fxr_library::Library;
use fxr_library::materials::{MaterialRow, MaterialView};

#[cfg(test)]
mod typescript;

/// A node of the playing effect as the inspector lists it (`Viewer.nodes`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct NodeState {
    /// Its path, as the draw list names it ("0/2/1"; "…/@id/…" through a proxy).
    pub path: String,
    /// Its live particles at the time asked for.
    pub particles: usize,
    /// Whether its draws are hidden.
    pub hidden: bool,
}

/// What the last frame drawn shows beyond its draws (`Viewer.effectEvents`): the sounds
/// fired so far (listed, not played), the level each levels-of-detail node shows, the water
/// pushes under way, and whether the work bound cut the warm-up short.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct EffectEvents {
    /// Sounds fired up to the frame's time, in order.
    pub sounds: Vec<fxr_sim::node::SoundEvent>,
    /// Sounds past the kept number, counted only.
    pub sounds_dropped: u32,
    /// Each levels-of-detail node's level shown.
    pub levels_of_detail: Vec<fxr_sim::playback::LevelOfDetailShown>,
    /// The water pushes under way.
    pub water_pushes: Vec<fxr_sim::playback::WaterPushShown>,
    /// The initial simulation time, when the work bound cut it short.
    pub warmup_cut: Option<fxr_sim::playback::WarmupCut>,
}

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

/// The last drawn frame as the inspector shows it (`Viewer.inspect`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Inspection<'a> {
    /// The frame's VSCommonBuffer in our layout.
    #[serde(rename = "VSCommonBuffer")]
    pub vs_common_buffer: Vec<Row>,
    /// The lights the lit draws see, and where they come from.
    pub lights: &'a Lights,
    /// The draws, in order.
    pub draws: Vec<InspectedDraw<'a>>,
}

/// One draw of an [`Inspection`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct InspectedDraw<'a> {
    /// Its index in the frame's draw list.
    pub index: usize,
    /// Its program, node and pipeline state.
    #[serde(flatten)]
    pub draw: DrawSummary<'a>,
    /// Its PSCommonBuffer, in the layout `layout` names.
    #[serde(rename = "PSCommonBuffer")]
    pub ps_common_buffer: ConstantRows,
    /// Which layout `PSCommonBuffer` is shown in.
    pub layout: BufferLayout,
}

/// A constant buffer's rows: in our layout, or in the engine's when a program reflects it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ConstantRows {
    /// Our layout ([`fxr_draw::constants::Buffer::rows`]).
    Ours(Vec<Row>),
    /// The engine's layout with our values matched by name ([`reflected_rows`]).
    Engine(Vec<ReflectedRow>),
}

/// Which layout a draw's PSCommonBuffer is shown in.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum BufferLayout {
    /// The reflection of the engine's program, from an opened shader bundle.
    Engine {
        /// The program's name.
        program: String,
        /// The file it came from.
        file: String,
        /// The compiler's creator string.
        creator: String,
        /// The buffer's size in bytes.
        size: u32,
    },
    /// Ours, with the reason no engine program is used.
    Ours {
        /// Why (no bundle open, or the bundle lacks the program or its reflection).
        reason: String,
    },
}

/// The inspector's view of `list`: each draw with its buffers as tables, PSCommonBuffer in the
/// engine's layout when an opened shader bundle reflects the draw's program.
pub fn inspection<'a>(list: &'a DrawList, library: &Library) -> Inspection<'a> {
    Inspection {
        vs_common_buffer: list.vs.rows(),
        lights: &list.lights,
        draws: list
            .draws
            .iter()
            .enumerate()
            .map(|(index, draw)| {
                let (layout, ps_common_buffer) = engine_layout(draw, library);
                InspectedDraw {
                    index,
                    draw: draw.summary(),
                    ps_common_buffer,
                    layout,
                }
            })
            .collect(),
    }
}

/// The layout a draw's PSCommonBuffer is shown in, with its rows: the engine's when an opened
/// shader bundle reflects its pixel program (`<program>.ppo`), ours otherwise.
fn engine_layout(draw: &Draw, library: &Library) -> (BufferLayout, ConstantRows) {
    let file = format!(
        "{}{}",
        draw.program,
        fxr_demo::shaders::PIXEL_PROGRAM_EXTENSION
    );
    let ours = |reason: String| {
        (
            BufferLayout::Ours { reason },
            ConstantRows::Ours(draw.ps.rows()),
        )
    };
    let Some(entry) = library.shader(&file) else {
        return ours(if library.shaders().is_empty() {
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
    (
        BufferLayout::Engine {
            program: entry.name.clone(),
            file: entry.source.clone(),
            creator: reflection.creator.clone(),
            size: cb.size,
        },
        ConstantRows::Engine(reflected_rows(&draw.ps, cb)),
    )
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
    use fxr_draw::draws::DrawOptions;
    use fxr_draw::settings::RenderSettings;
    use fxr_sim::playback::{Playback, PlaybackOptions};

    /// The inspector's view of a demo effect: our layout until a shader bundle reflects the
    /// draw's program, the engine's after, as the page shows it.
    #[test]
    fn inspection_shows_the_engine_layout_once_a_bundle_reflects_the_program() {
        let mut library = Library::new();
        library
            .open(
                fxr_demo::DEMO_BINDER_NAME,
                &fxr_demo::demo_binder().unwrap(),
            )
            .unwrap();
        let program = fxr_sim::compile_effect(&library, 1000).unwrap();
        let mut playback = Playback::new(program, PlaybackOptions::default());
        let (_, list) = fxr_draw::preview::frame_and_draws(
            &mut playback,
            0.5,
            &mut RenderSettings::default(),
            &DrawOptions::default(),
            true,
            &library,
        );
        assert!(!list.draws.is_empty());

        let ours = inspection(&list, &library);
        assert_eq!(ours.draws.len(), list.draws.len());
        assert!(matches!(
            &ours.draws[0].layout,
            BufferLayout::Ours { reason } if reason.contains("no effect shader bundle")
        ));
        assert!(matches!(
            ours.draws[0].ps_common_buffer,
            ConstantRows::Ours(_)
        ));
        let json = serde_json::to_value(&ours).unwrap();
        assert_eq!(json["draws"][0]["layout"]["source"], "ours");
        assert_eq!(json["draws"][0]["program"], list.draws[0].program.as_str());
        assert!(
            json["VSCommonBuffer"]
                .as_array()
                .is_some_and(|r| !r.is_empty())
        );

        library
            .open(
                fxr_demo::shaders::DEMO_SHADER_BUNDLE_NAME,
                &fxr_demo::shaders::demo_shader_bundle().unwrap(),
            )
            .unwrap();
        let engine = inspection(&list, &library);
        assert!(matches!(
            engine.draws[0].layout,
            BufferLayout::Engine { .. }
        ));
        assert!(matches!(
            engine.draws[0].ps_common_buffer,
            ConstantRows::Engine(_)
        ));
        let json = serde_json::to_value(&engine).unwrap();
        assert_eq!(json["draws"][0]["layout"]["source"], "engine");
    }

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
