//! A contact sheet: many effects, one still each, in a grid of labelled cells, as one image
//! (`fxr-view contact-sheet`, for wikis and CI). Every cell is drawn with one GPU device
//! and one renderer; an effect that cannot be compiled or draws nothing still gets its
//! labelled cell (empty), and the reason is returned, so nothing is dropped silently.
//!
//! Labels are drawn with a built-in 3x5 pixel digit font (no font file), scaled up for
//! larger cells, white on a dark box in the cell's top-left corner.

use super::Gpu;
use super::RenderError;
use super::effects::EffectRenderer;
use fxr_draw::draws::DrawOptions;
use fxr_draw::preview;
use fxr_draw::settings::RenderSettings;
use fxr_formats::images::RgbaImage;
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};

/// The 3x5 digit glyphs, one row a byte (bit 2 the left column), top row first; index 10
/// is the minus sign (effect ids are positive, but an id is an i32).
const GLYPHS: [[u8; 5]; 11] = [
    [0b111, 0b101, 0b101, 0b101, 0b111], // 0
    [0b010, 0b110, 0b010, 0b010, 0b111], // 1
    [0b111, 0b001, 0b111, 0b100, 0b111], // 2
    [0b111, 0b001, 0b111, 0b001, 0b111], // 3
    [0b101, 0b101, 0b111, 0b001, 0b001], // 4
    [0b111, 0b100, 0b111, 0b001, 0b111], // 5
    [0b111, 0b100, 0b111, 0b101, 0b111], // 6
    [0b111, 0b001, 0b010, 0b010, 0b010], // 7
    [0b111, 0b101, 0b111, 0b101, 0b111], // 8
    [0b111, 0b101, 0b111, 0b001, 0b111], // 9
    [0b000, 0b000, 0b111, 0b000, 0b000], // -
];

/// A glyph's width and height in font pixels.
pub const GLYPH_SIZE: (u32, u32) = (3, 5);

/// The label's colour when the effect was drawn.
pub const LABEL_COLOR: [u8; 4] = [255, 255, 255, 255];
/// The label's colour when the effect was drawn in another state than its first (an external
/// value set to show its particles: the sheet's `states` say which).
pub const STATE_LABEL_COLOR: [u8; 4] = [255, 220, 96, 255];
/// The label's colour when the effect could not be drawn (its cell is empty).
pub const FAILED_LABEL_COLOR: [u8; 4] = [255, 96, 96, 255];
/// The box behind a label, so it reads on any effect.
pub const LABEL_BOX_COLOR: [u8; 4] = [0, 0, 0, 255];

/// The glyph of a character, if the font has one (digits and '-').
fn glyph(c: char) -> Option<&'static [u8; 5]> {
    match c {
        '-' => GLYPHS.get(10),
        _ => c.to_digit(10).and_then(|d| GLYPHS.get(d as usize)),
    }
}

/// Fills a rectangle, clipped to the image.
fn fill(image: &mut RgbaImage, (x, y): (u32, u32), (w, h): (u32, u32), color: [u8; 4]) {
    let x_end = x.saturating_add(w).min(image.width);
    let y_end = y.saturating_add(h).min(image.height);
    for py in y.min(y_end)..y_end {
        for px in x.min(x_end)..x_end {
            let i = ((py as usize) * (image.width as usize) + px as usize) * 4;
            if let Some(p) = image.pixels.get_mut(i..i + 4) {
                p.copy_from_slice(&color);
            }
        }
    }
}

/// Draws `text` (digits and '-'; other characters are left as a blank glyph) with its top
/// left at (x, y), each font pixel `scale` pixels a side, on a box one font pixel wider
/// all round; clipped to the image. Glyphs are one font pixel apart.
pub fn draw_label(
    image: &mut RgbaImage,
    (x, y): (u32, u32),
    text: &str,
    scale: u32,
    color: [u8; 4],
) {
    let scale = scale.max(1);
    let (gw, gh) = GLYPH_SIZE;
    let count = text.chars().count() as u32;
    let width = (count * (gw + 1) + 1) * scale;
    let height = (gh + 2) * scale;
    fill(image, (x, y), (width, height), LABEL_BOX_COLOR);
    for (k, c) in text.chars().enumerate() {
        let Some(rows) = glyph(c) else { continue };
        let left = x + (1 + k as u32 * (gw + 1)) * scale;
        for (row, bits) in rows.iter().enumerate() {
            for col in 0..gw {
                if bits & (1 << (gw - 1 - col)) != 0 {
                    let at = (left + col * scale, y + (1 + row as u32) * scale);
                    fill(image, at, (scale, scale), color);
                }
            }
        }
    }
}

/// The label scale for a cell: 1 font pixel per pixel up to 47 pixels high, then one more
/// per 48 (a 96-pixel cell's digits are 6 pixels wide and 10 high).
pub fn label_scale(cell_height: u32) -> u32 {
    (cell_height / 48).max(1)
}

/// What the sheet is asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetOptions {
    /// The effects, in the order of their cells (left to right, top to bottom).
    pub effects: Vec<i32>,
    /// Seconds from the start; `None`: per effect, the still-time rule's
    /// (`preview::still_time`).
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

/// The sheet's size for `count` cells, or an error when it is larger than a PNG we write
/// (16384 pixels a side, as `render`'s largest size).
pub fn sheet_size(count: usize, cell: (u32, u32), columns: u32) -> Result<(u32, u32), String> {
    const LARGEST: u64 = 16384;
    let columns = u64::from(columns.max(1));
    let count = count.max(1) as u64;
    let rows = count.div_ceil(columns);
    let used_columns = columns.min(count);
    let width = used_columns * u64::from(cell.0);
    let height = rows * u64::from(cell.1);
    if width > LARGEST || height > LARGEST {
        return Err(format!(
            "the sheet would be {width}x{height} pixels ({count} cells of {}x{} in {used_columns} columns); \
             the largest is {LARGEST} a side: use smaller cells or other --columns",
            cell.0, cell.1
        ));
    }
    Ok((width as u32, height as u32))
}

/// Copies `cell` into `sheet` with its top left at (x, y).
fn blit(sheet: &mut RgbaImage, cell: &RgbaImage, (x, y): (u32, u32)) {
    let row_bytes = cell.width as usize * 4;
    for row in 0..cell.height {
        let from = row as usize * row_bytes;
        let to = (((y + row) as usize) * sheet.width as usize + x as usize) * 4;
        if let (Some(dst), Some(src)) = (
            sheet.pixels.get_mut(to..to + row_bytes),
            cell.pixels.get(from..from + row_bytes),
        ) {
            dst.copy_from_slice(src);
        }
    }
}

/// The still an effect is drawn at: at `time` with the sheet's values, or the still rule's
/// (shared with the visual index: `preview::choose_still`), which may set an external value
/// to show a state whose particles show; `Err` says why nothing shows.
fn representative_still(
    program: &std::sync::Arc<fxr_sim::program::EffectProgram>,
    time: Option<f32>,
    options: &PlaybackOptions,
    settings: &RenderSettings,
) -> Result<preview::Still, String> {
    match time {
        Some(time) => Ok(preview::Still {
            time,
            options: options.clone(),
            state_note: None,
        }),
        None => preview::choose_still(program, options, &settings.view_info()),
    }
}

/// One cell's picture at `time` (`Err`: a note saying why the cell is empty).
async fn draw_cell(
    gpu: &Gpu,
    renderer: &mut EffectRenderer,
    library: &Library,
    playback: &mut Playback,
    time: f32,
    settings: &mut RenderSettings,
) -> Result<Result<RgbaImage, String>, RenderError> {
    let (frame, list) = preview::frame_and_draws(
        playback,
        time,
        settings,
        &DrawOptions::default(),
        true,
        library,
    );
    if list.draws.is_empty() {
        return Ok(Err(format!("draws nothing at {time} s")));
    }
    Ok(Ok(renderer
        .render_to_image(gpu, library, &frame, &list, settings)
        .await?))
}

/// Draws the sheet of `options.effects` (ids of `library`; the caller checks they are
/// there: an absent one gets an empty cell and a note).
pub async fn render_contact_sheet(
    gpu: &Gpu,
    library: &Library,
    options: &SheetOptions,
) -> Result<ContactSheet, RenderError> {
    let (width, height) = sheet_size(options.effects.len(), options.cell, options.columns)
        .map_err(RenderError::Unsupported)?;
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    for _ in 0..u64::from(width) * u64::from(height) {
        pixels.extend_from_slice(&options.background);
    }
    let mut image = RgbaImage::new(width, height, pixels)
        .ok_or_else(|| RenderError::Device("sheet size".into()))?;
    let mut renderer = EffectRenderer::new(gpu);
    let mut notes = Vec::new();
    let mut states = Vec::new();
    let mut times = Vec::new();
    let columns = options.columns.max(1);
    for (k, &id) in options.effects.iter().enumerate() {
        let k = k as u32;
        let corner = (
            (k % columns) * options.cell.0,
            (k / columns) * options.cell.1,
        );
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
                        playback.set_gpu_particles_on_cpu(!renderer.computes_particles());
                        draw_cell(
                            gpu,
                            &mut renderer,
                            library,
                            &mut playback,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn blank(width: u32, height: u32) -> RgbaImage {
        RgbaImage::new(width, height, vec![0; (width * height * 4) as usize]).expect("size")
    }

    /// The label's pixels as text: '#' the label colour, '.' the box, ' ' untouched.
    fn picture(image: &RgbaImage) -> Vec<String> {
        (0..image.height)
            .map(|y| {
                (0..image.width)
                    .map(|x| match image.pixel(x, y) {
                        [255, 255, 255, 255] => '#',
                        [0, 0, 0, 255] => '.',
                        _ => ' ',
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_label_draws_its_digits_on_a_box() {
        let mut image = blank(11, 8);
        draw_label(&mut image, (1, 0), "10", 1, LABEL_COLOR);
        assert_eq!(
            picture(&image),
            [
                " ......... ",
                " ..#..###. ",
                " .##..#.#. ",
                " ..#..#.#. ",
                " ..#..#.#. ",
                " .###.###. ",
                " ......... ",
                "           ",
            ]
        );
    }

    #[test]
    fn a_scaled_label_doubles_every_font_pixel() {
        let mut image = blank(10, 14);
        draw_label(&mut image, (0, 0), "7", 2, LABEL_COLOR);
        let rows = picture(&image);
        assert_eq!(rows[2], "..######..");
        assert_eq!(rows[3], "..######..");
        assert_eq!(rows[4], "......##..");
        assert_eq!(rows[13], "..........");
        assert_eq!(label_scale(96), 2);
        assert_eq!(label_scale(20), 1);
    }

    #[test]
    fn a_label_is_clipped_to_the_image() {
        let mut image = blank(4, 3);
        draw_label(&mut image, (2, 1), "888", 3, LABEL_COLOR);
        assert_eq!(image.pixel(0, 0), [0, 0, 0, 0]);
        assert_eq!(image.pixel(3, 2), LABEL_BOX_COLOR);
    }

    #[test]
    fn the_sheet_size_is_the_grid_of_cells_and_bounded() {
        assert_eq!(sheet_size(13, (96, 96), 4), Ok((384, 384)));
        assert_eq!(sheet_size(2, (96, 64), 4), Ok((192, 64)));
        let too_large = sheet_size(1000, (1024, 1024), 10).expect_err("too large");
        assert!(too_large.contains("10240x102400"), "{too_large}");
    }
}
