//! RGBA images: PNG encoding and decoding, and the comparison of a render with a golden image.
//!
//! Golden images are compared per channel with a tolerance, allowing a bounded number of
//! outlier pixels (rasterisers differ on edges: lavapipe, SwiftShader and real GPUs sample
//! triangle edges and filter textures slightly differently). This follows Ruffle's and
//! wgpu's image tests.

/// An 8-bit RGBA image, rows top to bottom, straight (not premultiplied) alpha.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RgbaImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes.
    pub pixels: Vec<u8>,
}

/// Why a PNG could not be read.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The PNG decoder refused the data.
    #[error("not a readable PNG: {0}")]
    Decode(String),
    /// The PNG is valid but not 8-bit RGB or RGBA.
    #[error("unsupported PNG pixel layout {0}")]
    Layout(String),
    /// The encoder refused the image (a zero width or height).
    #[error("cannot encode a {0} PNG")]
    Encode(String),
}

impl RgbaImage {
    /// Wraps pixels, checking the length.
    pub fn new(width: u32, height: u32, pixels: Vec<u8>) -> Option<Self> {
        (pixels.len() as u64 == u64::from(width) * u64::from(height) * 4).then_some(RgbaImage {
            width,
            height,
            pixels,
        })
    }

    /// Encodes as an 8-bit RGBA PNG; an error for an image the encoder refuses (zero width
    /// or height).
    pub fn to_png(&self) -> Result<Vec<u8>, PngError> {
        let refused = |e: png::EncodingError| {
            PngError::Encode(format!("{}x{}: {e}", self.width, self.height))
        };
        let mut out = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
            encoder.set_color(png::ColorType::Rgba);
            encoder.set_depth(png::BitDepth::Eight);
            let mut writer = encoder.write_header().map_err(refused)?;
            writer.write_image_data(&self.pixels).map_err(refused)?;
        }
        Ok(out)
    }

    /// Decodes an 8-bit RGB or RGBA PNG.
    pub fn from_png(bytes: &[u8]) -> Result<Self, PngError> {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder
            .read_info()
            .map_err(|e| PngError::Decode(e.to_string()))?;
        let size = reader
            .output_buffer_size()
            .ok_or_else(|| PngError::Decode("image too large".into()))?;
        let mut buf = vec![0; size];
        let info = reader
            .next_frame(&mut buf)
            .map_err(|e| PngError::Decode(e.to_string()))?;
        buf.truncate(info.buffer_size());
        let pixels = match (info.color_type, info.bit_depth) {
            (png::ColorType::Rgba, png::BitDepth::Eight) => buf,
            (png::ColorType::Rgb, png::BitDepth::Eight) => buf
                .chunks_exact(3)
                .flat_map(|p| [p[0], p[1], p[2], 255])
                .collect(),
            (c, d) => return Err(PngError::Layout(format!("{c:?} {d:?}"))),
        };
        RgbaImage::new(info.width, info.height, pixels)
            .ok_or_else(|| PngError::Decode("pixel buffer length".into()))
    }

    /// The pixel at (x, y).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * self.width + x) * 4) as usize;
        [
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
            self.pixels[i + 3],
        ]
    }
}

/// How close a render must be to its golden image.
#[derive(Debug, Clone, Copy, PartialEq, serde::Deserialize, serde::Serialize)]
pub struct Tolerance {
    /// The largest difference allowed in any channel of a pixel (0..255).
    pub channel: u8,
    /// How many pixels may exceed `channel`.
    pub max_outliers: usize,
}

/// The outcome of comparing two images.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    /// Pixels whose largest channel difference exceeds the tolerance.
    pub outliers: usize,
    /// The largest channel difference anywhere.
    pub max_difference: u8,
    /// An image of the differences (red where a pixel is an outlier), for people to look at.
    pub difference_image: RgbaImage,
}

impl Comparison {
    /// Whether the comparison is within the tolerance.
    pub fn passes(&self, tolerance: Tolerance) -> bool {
        self.outliers <= tolerance.max_outliers
    }
}

/// Compares `actual` with `expected`; `None` when the sizes differ.
pub fn compare(
    actual: &RgbaImage,
    expected: &RgbaImage,
    tolerance: Tolerance,
) -> Option<Comparison> {
    if (actual.width, actual.height) != (expected.width, expected.height) {
        return None;
    }
    let mut outliers = 0;
    let mut max_difference = 0;
    let mut diff = Vec::with_capacity(actual.pixels.len());
    for (a, e) in actual
        .pixels
        .chunks_exact(4)
        .zip(expected.pixels.chunks_exact(4))
    {
        let d = a
            .iter()
            .zip(e)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        max_difference = max_difference.max(d);
        if d > tolerance.channel {
            outliers += 1;
            diff.extend_from_slice(&[255, 0, 0, 255]);
        } else {
            let g = d.saturating_mul(16);
            diff.extend_from_slice(&[g, g, g, 255]);
        }
    }
    Some(Comparison {
        outliers,
        max_difference,
        difference_image: RgbaImage {
            width: actual.width,
            height: actual.height,
            pixels: diff,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solid(w: u32, h: u32, px: [u8; 4]) -> RgbaImage {
        RgbaImage::new(w, h, px.repeat((w * h) as usize)).unwrap()
    }

    #[test]
    fn png_round_trips() {
        let mut img = solid(3, 2, [10, 20, 30, 40]);
        img.pixels[4] = 200;
        assert_eq!(RgbaImage::from_png(&img.to_png().unwrap()).unwrap(), img);
    }

    #[test]
    fn an_image_without_pixels_is_an_encoding_error_not_a_panic() {
        let empty = RgbaImage::new(0, 4, Vec::new()).unwrap();
        assert!(matches!(empty.to_png(), Err(PngError::Encode(ref why)) if why.starts_with("0x4")));
    }

    #[test]
    fn comparison_counts_outliers_beyond_the_channel_tolerance() {
        let a = solid(4, 4, [100, 100, 100, 255]);
        let mut b = a.clone();
        b.pixels[0] = 103; // within 3
        b.pixels[4] = 110; // outlier
        let tol = Tolerance {
            channel: 3,
            max_outliers: 0,
        };
        let c = compare(&a, &b, tol).unwrap();
        assert_eq!(c.outliers, 1);
        assert_eq!(c.max_difference, 10);
        assert!(!c.passes(tol));
        assert!(c.passes(Tolerance {
            channel: 3,
            max_outliers: 1
        }));
        assert!(compare(&a, &solid(4, 3, [0; 4]), tol).is_none());
    }
}
