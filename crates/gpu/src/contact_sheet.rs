//! A contact sheet's image: a grid of cells, each labelled with its effect's id (the session
//! draws the cells: `fxr_session::contact_sheet`).
//!
//! Labels are drawn with a built-in 3x5 pixel digit font (no font file), scaled up for
//! larger cells, white on a dark box in the cell's top-left corner.

use crate::error::RenderError;
use fxr_formats::images::RgbaImage;

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
pub fn blit(sheet: &mut RgbaImage, cell: &RgbaImage, (x, y): (u32, u32)) {
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

/// A sheet of `count` cells of `cell` pixels in `columns` columns, filled with `background`
/// (straight sRGB RGBA); an error when it is larger than [`sheet_size`] allows.
pub fn blank_sheet(
    count: usize,
    cell: (u32, u32),
    columns: u32,
    background: [u8; 4],
) -> Result<RgbaImage, RenderError> {
    let (width, height) = sheet_size(count, cell, columns).map_err(RenderError::Unsupported)?;
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    for _ in 0..u64::from(width) * u64::from(height) {
        pixels.extend_from_slice(&background);
    }
    RgbaImage::new(width, height, pixels).ok_or_else(|| RenderError::Device("sheet size".into()))
}

/// The top left corner of cell `k` in a sheet of `columns` columns of `cell` pixels.
pub fn cell_corner(k: usize, cell: (u32, u32), columns: u32) -> (u32, u32) {
    let columns = columns.max(1);
    let k = k as u32;
    ((k % columns) * cell.0, (k / columns) * cell.1)
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
