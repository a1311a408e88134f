//! The demo's textures, drawn procedurally: small, deterministic (integer hashing and the
//! `libm` functions, so native and wasm builds give the same bytes), each with a full mip
//! chain, each packed alone in a TPF as the games' effect binders do.
//!
//! | id | name | size | format | what |
//! |---|---|---|---|---|
//! | 90001 | `s90001_a` | 64×64 | RGBA8 | soft radial glow |
//! | 90002 | `s90002_a` | 192×192 | RGBA8 | 4×4 flipbook: frame k is a ring growing with k, its hue k/16, its number in the corner |
//! | 90003 | `s90003_a` | 128×128 | RGBA8 | tileable cloud noise (grey and alpha), for scrolling layers |
//! | 90004 | `s90004_a` | 128×32 | RGBA8 | tracer streak: bright along V = 0.5, four stripes along U (tiles in U) |
//! | 90005 | `s90005_n` | 128×128 | BC1 | normal map of 4×4 round bumps (tiles) |
//! | 90006 | `s90006_a` | 128×128 | RGBA8 | a ring with an inner ring and twelve ticks |
//! | 90007 | `s90007_a` | 64×64 | RGBA8 | soft round mask (white centre, black edge; alpha the same) |
//! | 90008 | `s90008_a` | 128×128 | RGBA8 | smoke puff: cloud noise inside a soft disc |
//! | 90009 | `s90009_a` | 128×64 | RGBA8 | eight bands along U, each bright at its leading edge (a scroll shows its direction), gold to blue down V, brightest across the middle; tiles in U (the demo models' texture) |

use super::DemoError;
use fxr_formats::dds::{self, Dds, TextureFormat, TextureKind};
use fxr_formats::tpf::{self, Platform, TextureType, Tpf, TpfTexture};

/// Texture id of the soft glow.
pub const GLOW: i32 = 90001;
/// Texture id of the 4×4 flipbook atlas.
pub const FLIPBOOK: i32 = 90002;
/// Texture id of the tileable cloud noise.
pub const CLOUD: i32 = 90003;
/// Texture id of the tracer streak.
pub const STREAK: i32 = 90004;
/// Texture id of the bump normal map (`s90005_n`).
pub const NORMAL_MAP: i32 = 90005;
/// Texture id of the ring.
pub const RING: i32 = 90006;
/// Texture id of the round mask.
pub const MASK: i32 = 90007;
/// Texture id of the smoke puff.
pub const SMOKE: i32 = 90008;
/// Texture id of the banded gradient the demo models wear.
pub const BANDS: i32 = 90009;

/// Columns (and rows) of the flipbook atlas.
pub const FLIPBOOK_COLUMNS: i32 = 4;
/// Frames of the flipbook atlas.
pub const FLIPBOOK_FRAMES: i32 = 16;
/// Pixels per side of a flipbook frame.
pub const FLIPBOOK_CELL: u32 = 48;

/// One generated texture.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoTexture {
    /// The texture id effects name it by.
    pub id: i32,
    /// Its name in its TPF (`s90001_a`).
    pub name: String,
    /// What it shows.
    pub description: &'static str,
    /// The texture.
    pub dds: Dds,
}

/// An image of linear RGBA values in 0..1, row by row.
#[derive(Debug, Clone)]
struct Image {
    width: u32,
    height: u32,
    pixels: Vec<[f32; 4]>,
}

impl Image {
    /// Fills an image from a function of the pixel centre (u, v in 0..1) and the pixel.
    fn generate(width: u32, height: u32, f: impl Fn(f32, f32, u32, u32) -> [f32; 4]) -> Image {
        let mut pixels = Vec::with_capacity((width * height) as usize);
        for y in 0..height {
            for x in 0..width {
                let u = (x as f32 + 0.5) / width as f32;
                let v = (y as f32 + 0.5) / height as f32;
                pixels.push(f(u, v, x, y));
            }
        }
        Image {
            width,
            height,
            pixels,
        }
    }

    /// The pixel at (x, y), coordinates clamped to the image.
    fn at(&self, x: u32, y: u32) -> [f32; 4] {
        let x = x.min(self.width.saturating_sub(1));
        let y = y.min(self.height.saturating_sub(1));
        self.pixels
            .get((y * self.width + x) as usize)
            .copied()
            .unwrap_or([0.0; 4])
    }

    /// The next mip: each pixel the mean of the 2×2 above it.
    fn half(&self) -> Image {
        let (w, h) = ((self.width / 2).max(1), (self.height / 2).max(1));
        Image::generate(w, h, |_, _, x, y| {
            let mut sum = [0.0f32; 4];
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = self.at(2 * x + dx, 2 * y + dy);
                for c in 0..4 {
                    sum[c] += p[c] * 0.25;
                }
            }
            sum
        })
    }

    /// The image and its mips down to 1×1.
    fn mip_chain(self) -> Vec<Image> {
        let mut chain = vec![self];
        while let Some(last) = chain.last() {
            if last.width == 1 && last.height == 1 {
                break;
            }
            let next = last.half();
            chain.push(next);
        }
        chain
    }
}

fn byte(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8
}

fn rgba8(image: &Image) -> Vec<u8> {
    image.pixels.iter().flat_map(|p| p.map(byte)).collect()
}

fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A hash of lattice coordinates to 0..1 (integer arithmetic only).
fn lattice(x: u32, y: u32, seed: u32) -> f32 {
    let mut h =
        x.wrapping_mul(0x8da6_b343) ^ y.wrapping_mul(0xd816_3841) ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h >> 8) as f32 / (1u32 << 24) as f32
}

/// Tileable fractal value noise at (u, v) in 0..1: four octaves of 4, 8, 16 and 32 cells.
fn cloud_noise(u: f32, v: f32, seed: u32) -> f32 {
    let mut sum = 0.0;
    let mut weight = 0.0;
    let mut amplitude = 1.0;
    for octave in 0..4u32 {
        let cells = 4u32 << octave;
        let (x, y) = (u * cells as f32, v * cells as f32);
        let (ix, iy) = (libm::floorf(x), libm::floorf(y));
        let (fx, fy) = (smoothstep(0.0, 1.0, x - ix), smoothstep(0.0, 1.0, y - iy));
        let (x0, y0) = (
            (ix as i64).rem_euclid(i64::from(cells)) as u32,
            (iy as i64).rem_euclid(i64::from(cells)) as u32,
        );
        let (x1, y1) = ((x0 + 1) % cells, (y0 + 1) % cells);
        let s = seed.wrapping_add(octave * 101);
        let top = lattice(x0, y0, s) + (lattice(x1, y0, s) - lattice(x0, y0, s)) * fx;
        let bottom = lattice(x0, y1, s) + (lattice(x1, y1, s) - lattice(x0, y1, s)) * fx;
        sum += amplitude * (top + (bottom - top) * fy);
        weight += amplitude;
        amplitude *= 0.5;
    }
    sum / weight
}

/// Hue (0..1, wrapping) at full value and the given saturation to RGB.
fn hue(h: f32, saturation: f32) -> [f32; 3] {
    let h6 = (h - libm::floorf(h)) * 6.0;
    let f = |offset: f32| {
        let k = (offset + h6) % 6.0;
        1.0 - saturation * (k.min(4.0 - k).clamp(0.0, 1.0))
    };
    [f(5.0), f(3.0), f(1.0)]
}

/// Distance of (u, v) from the centre, 1 at the middle of an edge.
fn radius(u: f32, v: f32) -> f32 {
    let (x, y) = (u * 2.0 - 1.0, v * 2.0 - 1.0);
    libm::sqrtf(x * x + y * y)
}

fn glow() -> Image {
    Image::generate(64, 64, |u, v, _, _| {
        let d = radius(u, v);
        let a = (1.0 - d * d).max(0.0);
        [1.0, 1.0, 1.0, a * a * a]
    })
}

fn mask() -> Image {
    Image::generate(64, 64, |u, v, _, _| {
        let m = 1.0 - smoothstep(0.35, 1.0, radius(u, v));
        [m, m, m, m]
    })
}

/// 3×5 digits, three bits a row (left bit highest), rows from the top.
const DIGITS: [[u8; 5]; 10] = [
    [7, 5, 5, 5, 7],
    [2, 6, 2, 2, 7],
    [7, 1, 7, 4, 7],
    [7, 1, 7, 1, 7],
    [5, 5, 7, 1, 1],
    [7, 4, 7, 1, 7],
    [7, 4, 7, 5, 7],
    [7, 1, 1, 1, 1],
    [7, 5, 7, 5, 7],
    [7, 5, 7, 1, 7],
];

/// Whether cell pixel (x, y) lies on the printed frame number (0..99; digits of 3×5 dots,
/// 2 pixels a dot, from (3, 3)).
fn on_number(number: u32, x: u32, y: u32) -> bool {
    let (ox, oy, scale) = (3u32, 3u32, 2u32);
    if x < ox || y < oy {
        return false;
    }
    let (gx, gy) = ((x - ox) / scale, (y - oy) / scale);
    let (which, column) = (gx / 4, gx % 4);
    let digit = match (number >= 10, which) {
        (true, 0) => number / 10,
        (true, 1) | (false, 0) => number % 10,
        _ => return false,
    };
    if gy >= 5 || column == 3 {
        return false;
    }
    let row = DIGITS
        .get(digit as usize)
        .and_then(|d| d.get(gy as usize))
        .copied()
        .unwrap_or(0);
    row >> (2 - column) & 1 == 1
}

/// The radius in pixels of the ring in flipbook frame `frame` (0..16) of its 48-pixel cell.
pub fn flipbook_ring_radius(frame: u32) -> f32 {
    4.0 + frame as f32 * 1.07
}

fn flipbook() -> Image {
    let cell = FLIPBOOK_CELL;
    let half = cell as f32 / 2.0;
    Image::generate(cell * 4, cell * 4, |_, _, x, y| {
        let frame = (y / cell) * 4 + x / cell;
        let (cx, cy) = (x % cell, y % cell);
        if on_number(frame, cx, cy) {
            return [1.0; 4];
        }
        let (dx, dy) = (cx as f32 + 0.5 - half, cy as f32 + 0.5 - half);
        let d = libm::sqrtf(dx * dx + dy * dy);
        let ring_radius = flipbook_ring_radius(frame);
        let band = (d - ring_radius) / 2.5;
        let ring = libm::expf(-band * band);
        let fill = 0.25 * (1.0 - d / ring_radius).max(0.0);
        let [r, g, b] = hue(frame as f32 / 16.0, 0.8);
        [r, g, b, (ring + fill).min(1.0)]
    })
}

fn cloud() -> Image {
    Image::generate(128, 128, |u, v, _, _| {
        let n = cloud_noise(u, v, 7);
        let a = smoothstep(0.25, 0.8, n);
        [n, n, n, a]
    })
}

fn smoke() -> Image {
    Image::generate(128, 128, |u, v, _, _| {
        let n = cloud_noise(u, v, 23);
        let disc = 1.0 - smoothstep(0.3, 1.0, radius(u, v));
        let a = (disc * (0.35 + 1.1 * n)).clamp(0.0, 1.0);
        let grey = 0.8 + 0.2 * n;
        [grey, grey, grey, a]
    })
}

fn streak() -> Image {
    Image::generate(128, 32, |u, v, _, _| {
        let across = (v - 0.5) * 2.0;
        let core = libm::expf(-across * across * 8.0);
        let stripes = 0.7 + 0.3 * libm::cosf(u * 4.0 * std::f32::consts::TAU);
        let white = 0.6 + 0.4 * core;
        [white, white, 1.0, core * stripes]
    })
}

fn ring() -> Image {
    Image::generate(128, 128, |u, v, _, _| {
        let d = radius(u, v);
        let outer = libm::expf(-((d - 0.8) / 0.05) * ((d - 0.8) / 0.05));
        let inner = 0.6 * libm::expf(-((d - 0.55) / 0.03) * ((d - 0.55) / 0.03));
        let angle = libm::atan2f(v - 0.5, u - 0.5) / std::f32::consts::TAU * 12.0;
        let tick_phase = (angle - libm::floorf(angle) - 0.5).abs();
        let tick = if tick_phase > 0.42 && d > 0.6 && d < 0.74 {
            0.9
        } else {
            0.0
        };
        let a = (outer + inner + tick).min(1.0);
        [1.0, 1.0, 1.0, a]
    })
}

/// Eight bands along U, each falling off behind a sharp leading edge, so a UV scroll shows
/// both its speed and its direction; a colour gradient down V shows which way V runs.
fn bands() -> Image {
    Image::generate(128, 64, |u, v, _, _| {
        let phase = u * 8.0 - libm::floorf(u * 8.0);
        let band = 0.3 + 0.7 * (1.0 - phase) * (1.0 - phase);
        let across = (v - 0.5) * 2.0;
        let core = 1.0 - 0.6 * across * across;
        let (gold, blue) = ([1.0, 0.8, 0.35], [0.35, 0.7, 1.0]);
        let [r, g, b]: [f32; 3] = std::array::from_fn(|c| gold[c] + (blue[c] - gold[c]) * v);
        let light = 0.5 + 0.5 * band;
        [r * light, g * light, b * light, band * core]
    })
}

/// Round bumps on a 4×4 grid; green is +Y towards the top of the image.
fn normal_map() -> Image {
    let (cell, bump_radius, height) = (32.0f32, 13.0f32, 8.0f32);
    Image::generate(128, 128, move |_, _, x, y| {
        let (dx, dy) = (
            (x as f32 + 0.5) % cell - cell / 2.0,
            (y as f32 + 0.5) % cell - cell / 2.0,
        );
        let d = libm::sqrtf(dx * dx + dy * dy);
        let (mut gx, mut gy) = (0.0, 0.0);
        if d < bump_radius && d > 1e-4 {
            // h = cos²(a·d) with a = π / 2R; dh/dd = -a·sin(2a·d).
            let a = std::f32::consts::FRAC_PI_2 / bump_radius;
            let slope = -a * libm::sinf(2.0 * a * d) * height;
            gx = slope * dx / d;
            gy = slope * dy / d;
        }
        // Image y grows downwards; the normal's Y points up.
        let n = [-gx, gy, 1.0];
        let len = libm::sqrtf(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        [
            n[0] / len * 0.5 + 0.5,
            n[1] / len * 0.5 + 0.5,
            n[2] / len * 0.5 + 0.5,
            1.0,
        ]
    })
}

/// 5:6:5 colour from bytes, rounded.
fn to_565(p: [u8; 4]) -> u16 {
    let r = (u16::from(p[0]) * 31 + 127) / 255;
    let g = (u16::from(p[1]) * 63 + 127) / 255;
    let b = (u16::from(p[2]) * 31 + 127) / 255;
    r << 11 | g << 5 | b
}

fn from_565(c: u16) -> [i32; 3] {
    let (r, g, b) = (
        i32::from(c >> 11 & 31),
        i32::from(c >> 5 & 63),
        i32::from(c & 31),
    );
    [r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2]
}

fn distance2(a: [i32; 3], b: [i32; 3]) -> i32 {
    (0..3).map(|c| (a[c] - b[c]) * (a[c] - b[c])).sum()
}

/// One BC1 block in four-colour mode: the two farthest pixels as endpoints, each pixel the
/// nearest of the four palette colours. Alpha is not kept (opaque images only).
fn bc1_block(pixels: &[[u8; 4]; 16]) -> [u8; 8] {
    let rgb = |p: [u8; 4]| [i32::from(p[0]), i32::from(p[1]), i32::from(p[2])];
    let (mut a, mut b, mut farthest) = (0usize, 0usize, -1i32);
    for i in 0..16 {
        for j in i + 1..16 {
            let d = distance2(rgb(pixels[i]), rgb(pixels[j]));
            if d > farthest {
                (a, b, farthest) = (i, j, d);
            }
        }
    }
    let (mut c0, mut c1) = (to_565(pixels[a]), to_565(pixels[b]));
    if c0 < c1 {
        std::mem::swap(&mut c0, &mut c1);
    }
    let mut indices = 0u32;
    if c0 != c1 {
        let (p0, p1) = (from_565(c0), from_565(c1));
        let palette = [
            p0,
            p1,
            std::array::from_fn(|c| (2 * p0[c] + p1[c]) / 3),
            std::array::from_fn(|c| (p0[c] + 2 * p1[c]) / 3),
        ];
        for (k, p) in pixels.iter().enumerate() {
            let best = (0..4u32)
                .min_by_key(|&i| distance2(palette[i as usize], rgb(*p)))
                .unwrap_or(0);
            indices |= best << (2 * k);
        }
    }
    let mut out = [0u8; 8];
    out[..2].copy_from_slice(&c0.to_le_bytes());
    out[2..4].copy_from_slice(&c1.to_le_bytes());
    out[4..].copy_from_slice(&indices.to_le_bytes());
    out
}

fn bc1(image: &Image) -> Vec<u8> {
    let (bw, bh) = (image.width.div_ceil(4), image.height.div_ceil(4));
    let mut out = Vec::with_capacity((bw * bh * 8) as usize);
    for by in 0..bh {
        for bx in 0..bw {
            let block: [[u8; 4]; 16] = std::array::from_fn(|k| {
                image
                    .at(bx * 4 + k as u32 % 4, by * 4 + k as u32 / 4)
                    .map(byte)
            });
            out.extend_from_slice(&bc1_block(&block));
        }
    }
    out
}

fn to_dds(image: Image, format: TextureFormat) -> Result<Dds, DemoError> {
    let (width, height) = (image.width, image.height);
    let chain = image.mip_chain();
    let mut data = Vec::new();
    for mip in &chain {
        match format {
            TextureFormat::Bc1Unorm => data.extend(bc1(mip)),
            _ => data.extend(rgba8(mip)),
        }
    }
    Ok(Dds::new(
        format,
        TextureKind::Texture2D,
        width,
        height,
        1,
        chain.len() as u32,
        &data,
    )?)
}

/// Every demo texture, in id order.
pub fn demo_textures() -> Result<Vec<DemoTexture>, DemoError> {
    let rgba = TextureFormat::Rgba8Unorm;
    let list: [(i32, &str, &'static str, Image, TextureFormat); 9] = [
        (GLOW, "a", "soft radial glow", glow(), rgba),
        (
            FLIPBOOK,
            "a",
            "4x4 flipbook: a numbered ring growing and changing hue per frame",
            flipbook(),
            rgba,
        ),
        (CLOUD, "a", "tileable cloud noise", cloud(), rgba),
        (STREAK, "a", "tracer streak, tiling along U", streak(), rgba),
        (
            NORMAL_MAP,
            "n",
            "normal map of round bumps (BC1)",
            normal_map(),
            TextureFormat::Bc1Unorm,
        ),
        (RING, "a", "ring with ticks", ring(), rgba),
        (MASK, "a", "soft round mask", mask(), rgba),
        (SMOKE, "a", "smoke puff", smoke(), rgba),
        (
            BANDS,
            "a",
            "bands along U, gold to blue down V (the models' texture)",
            bands(),
            rgba,
        ),
    ];
    list.into_iter()
        .map(|(id, suffix, description, image, format)| {
            Ok(DemoTexture {
                id,
                name: format!("s{id:05}_{suffix}"),
                description,
                dds: to_dds(image, format)?,
            })
        })
        .collect()
}

/// FromSoftware's format code for a TPF entry (on PC the DDS header is what readers use):
/// 0 for BC1 as WitchyBND writes it, 10 for RGBA8 (formats.md §6).
fn tpf_format_code(format: TextureFormat) -> u8 {
    match format {
        TextureFormat::Bc1Unorm => 0,
        _ => 10,
    }
}

/// A PC TPF holding one texture, as the effect binders store each texture.
pub fn texture_tpf(texture: &DemoTexture) -> Result<Vec<u8>, DemoError> {
    let data = dds::write(&texture.dds)?;
    let tpf = Tpf {
        platform: Platform::Pc,
        flag2: 3,
        encoding: tpf::ENCODING_UTF16,
        textures: vec![TpfTexture {
            name: texture.name.clone(),
            format: tpf_format_code(texture.dds.format),
            texture_type: TextureType::Texture,
            mip_count: u8::try_from(texture.dds.mip_count).unwrap_or(u8::MAX),
            flags1: 0,
            console_header: None,
            float_struct: None,
            data,
        }],
        packed_data: false,
    };
    Ok(tpf::write(&tpf)?)
}

#[cfg(test)]
pub(super) mod tests_support {
    /// The normal map before BC1 compression, as bytes.
    pub fn normal_map_rgba8() -> Vec<u8> {
        super::rgba8(&super::normal_map())
    }
}
