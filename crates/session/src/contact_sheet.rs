//! A contact sheet: many effects, one still each, in a grid of labelled cells, as one image
//! (`fxr-view contact-sheet`, for wikis and CI). Every cell is drawn with one GPU device
//! and one renderer; an effect that cannot be compiled or draws nothing still gets its
//! labelled cell (empty), and the reason is returned, so nothing is dropped silently. The
//! grid and its labels are the GPU crate's (`fxr_gpu::contact_sheet`).

use fxr_draw::{DrawOptions, Player, RenderSettings};
use fxr_formats::images::RgbaImage;
use fxr_gpu::contact_sheet::{
    FAILED_LABEL_COLOR, LABEL_COLOR, STATE_LABEL_COLOR, blank_sheet, blit, cell_corner, draw_label,
    label_scale,
};
use fxr_gpu::effects::EffectRenderer;
use fxr_gpu::{Gpu, RenderError};
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};
use fxr_sim::still;

/// What the sheet is asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetOptions {
    /// The effects, in the order of their cells (left to right, top to bottom).
    pub effects: Vec<i32>,
    /// Seconds from the start; `None`: per effect, the still-time rule's
    /// (`fxr_sim::still::still_time`).
    pub time: Option<f32>,
    /// The playback seed.
    pub seed: u32,
    /// The external values the game would supply, for every effect.
    pub externals: fxr_sim::curve::ExternalValues,
    /// A cell's width and height in pixels.
    pub cell: (u32, u32),
    /// Cells a row.
    pub columns: u32,
    /// The background, straight sRGB RGBA.
    pub background: [u8; 4],
}

/// Why a cell is empty, or what is worth saying about it.
#[derive(Debug, Clone, PartialEq)]
pub struct CellNote {
    /// The effect.
    pub effect: i32,
    /// What happened ("does not compile: …", "draws nothing at 1.5 s").
    pub note: String,
}

/// The sheet and what went wrong in its cells.
#[derive(Debug, Clone, PartialEq)]
pub struct ContactSheet {
    /// The grid of cells.
    pub image: RgbaImage,
    /// One note per effect whose cell is empty.
    pub notes: Vec<CellNote>,
    /// One note per effect drawn in a state other than its first, with the external value
    /// set to show it (its label is yellow).
    pub states: Vec<CellNote>,
    /// The time each effect was drawn at, in cell order (effects that do not compile, whose
    /// cells are empty, are left out: their notes say why).
    pub times: Vec<(i32, f32)>,
    /// Textures the effects name that no opened file holds (drawn as the placeholder).
    pub missing_textures: Vec<i32>,
    /// Models the effects name that no opened file holds (drawn as placeholder cubes).
    pub missing_models: Vec<i32>,
    /// Models a file holds that cannot be drawn (drawn as the placeholder cube), with why.
    pub broken_models: Vec<(i32, String)>,
}

/// The still an effect is drawn at: at `time` with the sheet's values, or the still rule's
/// (shared with the visual index: `fxr_sim::still::choose_still`), which may set an external value
/// to show a state whose particles show; `Err` says why nothing shows.
fn representative_still(
    program: &std::sync::Arc<fxr_sim::program::EffectProgram>,
    time: Option<f32>,
    options: &PlaybackOptions,
    settings: &RenderSettings,
) -> Result<still::Still, String> {
    match time {
        Some(time) => Ok(still::Still {
            time,
            options: options.clone(),
            state_note: None,
        }),
        None => still::choose_still(program, options, &settings.view_info()),
    }
}

/// One cell's picture at `time` (`Err`: a note saying why the cell is empty).
async fn draw_cell(
    gpu: &Gpu,
    renderer: &mut EffectRenderer,
    library: &Library,
    player: &mut Player,
    time: f32,
    settings: &mut RenderSettings,
) -> Result<Result<RgbaImage, String>, RenderError> {
    let (_, list) = player.frame_and_draws(time, settings, &DrawOptions::default(), true, library);
    if list.draws.is_empty() {
        return Ok(Err(format!("draws nothing at {time} s")));
    }
    Ok(Ok(renderer
        .render_to_image(gpu, library, &list, settings)
        .await?))
}

/// Draws the sheet of `options.effects` (ids of `library`; the caller checks they are
/// there: an absent one gets an empty cell and a note).
pub async fn render_contact_sheet(
    gpu: &Gpu,
    library: &Library,
    options: &SheetOptions,
) -> Result<ContactSheet, RenderError> {
    let mut image = blank_sheet(
        options.effects.len(),
        options.cell,
        options.columns,
        options.background,
    )?;
    let mut renderer = EffectRenderer::new(gpu);
    let mut notes = Vec::new();
    let mut states = Vec::new();
    let mut times = Vec::new();
    for (k, &id) in options.effects.iter().enumerate() {
        let corner = cell_corner(k, options.cell, options.columns);
        let mut settings = RenderSettings {
            width: options.cell.0,
            height: options.cell.1,
            grid: false,
            background: options.background,
            ..Default::default()
        };
        let mut shown_in_state = false;
        let drawn = match fxr_sim::compile_effect(library, id) {
            Err(e) => Err(format!("does not compile: {e}")),
            Ok(program) => {
                let playback_options = PlaybackOptions {
                    seed: options.seed,
                    externals: options.externals.clone(),
                    ..Default::default()
                };
                match representative_still(&program, options.time, &playback_options, &settings) {
                    Err(why) => Err(why),
                    Ok(still) => {
                        times.push((id, still.time));
                        if let Some(note) = &still.state_note {
                            shown_in_state = true;
                            states.push(CellNote {
                                effect: id,
                                note: note.clone(),
                            });
                        }
                        let mut playback = Playback::new(program, still.options);
                        playback.set_gpu_particle_capacity(renderer.gpu_particle_capacity());
                        draw_cell(
                            gpu,
                            &mut renderer,
                            library,
                            &mut Player::new(playback),
                            still.time,
                            &mut settings,
                        )
                        .await
                        .map(|cell| cell.map(|cell| blit(&mut image, &cell, corner)))?
                    }
                }
            }
        };
        let color = match drawn {
            Ok(()) if shown_in_state => STATE_LABEL_COLOR,
            Ok(()) => LABEL_COLOR,
            Err(note) => {
                notes.push(CellNote { effect: id, note });
                FAILED_LABEL_COLOR
            }
        };
        let scale = label_scale(options.cell.1);
        draw_label(&mut image, corner, &id.to_string(), scale, color);
    }
    Ok(ContactSheet {
        image,
        notes,
        states,
        times,
        missing_textures: renderer.missing_textures().iter().copied().collect(),
        missing_models: renderer.missing_models().iter().copied().collect(),
        broken_models: renderer
            .broken_models()
            .iter()
            .map(|(&id, why)| (id, why.clone()))
            .collect(),
    })
}
