//! The last drawn frame as the viewer's inspector shows it: each draw's constant buffers as
//! tables, PSCommonBuffer in the engine program's own layout when an opened effect shader
//! bundle reflects the draw's program (its order, offsets and types, our values matched by
//! name), in ours otherwise, with the reason.

use crate::draws::{DrawSummary, FrameView};
use fxr_draw::constants::{ReflectedRow, Row, reflected_rows};
use fxr_draw::{Draw, Lights};
use fxr_library::Library;

/// The last drawn frame as the inspector shows it (`Viewer.inspect`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
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
    pub layout: PsCommonLayout,
}

/// A constant buffer's rows: in our layout, or in the engine's when a program reflects it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ConstantRows {
    /// Our layout ([`fxr_draw::constants::Buffer::rows`]).
    Ours(Vec<Row>),
    /// The engine's layout with our values matched by name ([`reflected_rows`]).
    Engine(Vec<ReflectedRow>),
}

/// Which layout a draw's PSCommonBuffer is shown in.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum PsCommonLayout {
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

/// The inspector's view of a frame's draw list: each draw with its buffers as tables, PSCommonBuffer in the
/// engine's layout when an opened shader bundle reflects the draw's program.
pub fn inspection<'a>(frame: &FrameView<'a>, library: &Library) -> Inspection<'a> {
    Inspection {
        vs_common_buffer: frame.list.vs.rows(),
        lights: &frame.list.lights,
        draws: frame
            .list
            .draws
            .iter()
            .enumerate()
            .map(|(index, draw)| {
                let (layout, ps_common_buffer) = engine_layout(draw, library);
                InspectedDraw {
                    index,
                    draw: frame.summary(draw),
                    ps_common_buffer,
                    layout,
                }
            })
            .collect(),
    }
}

/// The layout a draw's PSCommonBuffer is shown in, with its rows: the engine's when an opened
/// shader bundle reflects its pixel program (`<program>.ppo`), ours otherwise.
fn engine_layout(draw: &Draw, library: &Library) -> (PsCommonLayout, ConstantRows) {
    let file = format!(
        "{}{}",
        draw.program,
        fxr_formats::dxbc::PIXEL_PROGRAM_EXTENSION
    );
    let ours = |reason: String| {
        (
            PsCommonLayout::Ours { reason },
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
        PsCommonLayout::Engine {
            program: entry.name.clone(),
            file: entry.source.clone(),
            creator: reflection.creator.clone(),
            size: cb.size,
        },
        ConstantRows::Engine(reflected_rows(&draw.ps, cb)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_draw::{DrawOptions, RenderSettings};
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
        let playback = Playback::new(program.clone(), PlaybackOptions::default());
        let (frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
            0.5,
            &mut RenderSettings::default(),
            &DrawOptions::default(),
            true,
            &library,
        );
        assert!(!list.draws.is_empty());
        let view = FrameView {
            program: &program,
            frame: &frame,
            list: &list,
        };

        let ours = inspection(&view, &library);
        assert_eq!(ours.draws.len(), list.draws.len());
        assert!(matches!(
            &ours.draws[0].layout,
            PsCommonLayout::Ours { reason } if reason.contains("no effect shader bundle")
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
        let engine = inspection(&view, &library);
        assert!(matches!(
            engine.draws[0].layout,
            PsCommonLayout::Engine { .. }
        ));
        assert!(matches!(
            engine.draws[0].ps_common_buffer,
            ConstantRows::Engine(_)
        ));
        let json = serde_json::to_value(&engine).unwrap();
        assert_eq!(json["draws"][0]["layout"]["source"], "engine");
    }
}
