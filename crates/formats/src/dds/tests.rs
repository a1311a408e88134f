//! Tests: the format tables both ways, decoding by hand, fixtures of every shape round
//! tripping, refusals, and ER's sysenvtex cubes.

use super::format::{ALL_FORMATS, MASK_FORMATS};
use super::header::write_header_fields;
use super::layout::mip_dim;
use super::*;
use crate::binary::{Limits, Writer};
use crate::error::FormatError;
use crate::testutil::{sample, sweep_corruptions};

/// The two DDS files inside ER's sysenvtex.tpf (offsets and sizes from its entry table).
fn sysenvtex_dds() -> Option<(Vec<u8>, Vec<u8>)> {
    let tpf = sample("er/sysenvtex.tpf")?;
    Some((tpf[108..3308].to_vec(), tpf[3308..].to_vec()))
}

/// Packs values LSB first into a 16-byte block, as BC6H and BC7 store their fields.
fn pack_bits(fields: &[(u32, u32)]) -> [u8; 16] {
    let mut value: u128 = 0;
    let mut at = 0;
    for &(v, bits) in fields {
        value |= u128::from(v) << at;
        at += bits;
    }
    assert_eq!(at, 128, "a block has 128 bits");
    value.to_le_bytes()
}

fn single_block(format: TextureFormat, block: &[u8]) -> Dds {
    Dds::new(format, TextureKind::Texture2D, 4, 4, 1, 1, block).unwrap()
}

#[test]
fn half_floats_convert_exactly() {
    let cases: [(u16, f32); 9] = [
        (0x0000, 0.0),
        (0x3C00, 1.0),
        (0xC000, -2.0),
        (0x3555, 0.333_251_95),
        (0x7BFF, 65504.0),
        (0x0400, 6.103_515_6e-5),
        (0x0001, 5.960_464_5e-8),
        (0x7C00, f32::INFINITY),
        (0xFC00, f32::NEG_INFINITY),
    ];
    for (bits, value) in cases {
        assert_eq!(half_to_f32(bits), value, "{bits:#06x}");
    }
    assert!(half_to_f32(0x7E00).is_nan());
    assert_eq!(half_to_f32(0x8000).to_bits(), 0x8000_0000, "negative zero");
}

#[test]
fn four_ccs_map_both_ways() {
    // (fourCC as stored at 0x54, format): reading maps the code to the format, and a
    // new texture of that format is written with the first code of the table.
    let cases: [(&[u8; 4], TextureFormat, bool); 14] = [
        (b"DXT1", TextureFormat::Bc1Unorm, true),
        (b"DXT3", TextureFormat::Bc2Unorm, true),
        (b"DXT5", TextureFormat::Bc3Unorm, true),
        (b"ATI1", TextureFormat::Bc4Unorm, true),
        (b"BC4U", TextureFormat::Bc4Unorm, false),
        (b"BC4S", TextureFormat::Bc4Snorm, true),
        (b"ATI2", TextureFormat::Bc5Unorm, true),
        (b"BC5U", TextureFormat::Bc5Unorm, false),
        (b"BC5S", TextureFormat::Bc5Snorm, true),
        (&[36, 0, 0, 0], TextureFormat::Rgba16Unorm, true),
        (&[111, 0, 0, 0], TextureFormat::R16Float, true),
        (&[113, 0, 0, 0], TextureFormat::Rgba16Float, true),
        (&[115, 0, 0, 0], TextureFormat::Rg32Float, true),
        (&[116, 0, 0, 0], TextureFormat::Rgba32Float, true),
    ];
    for (code, format, written) in cases {
        let chain = vec![0u8; format.surface_bytes(4, 4, 1).unwrap() as usize];
        let mut bytes =
            write(&Dds::new(format, TextureKind::Texture2D, 4, 4, 1, 1, &chain).unwrap()).unwrap();
        if written {
            assert_eq!(
                &bytes[0x54..0x58],
                code,
                "{format:?} is written with {code:?}"
            );
        }
        bytes[0x54..0x58].copy_from_slice(code);
        assert_eq!(read(&bytes).unwrap().format, format, "{code:?}");
    }
}

#[test]
fn bit_masks_map_both_ways() {
    for m in MASK_FORMATS {
        let chain = vec![0u8; m.format.surface_bytes(2, 2, 1).unwrap() as usize];
        let dds = Dds::new(m.format, TextureKind::Texture2D, 2, 2, 1, 1, &chain).unwrap();
        assert!(
            dds.header.dx10.is_none(),
            "{:?} has a legacy header",
            m.format
        );
        assert_eq!(dds.header.pixel_format.rgb_bit_count, m.bit_count);
        assert_eq!(read(&write(&dds).unwrap()).unwrap().format, m.format);
    }
    // BGRA8 as a DDS tool writes it: flags 0x41, 32 bits, masks at 0x5C.
    let chain = [0u8; 4];
    let bytes = write(
        &Dds::new(
            TextureFormat::Bgra8Unorm,
            TextureKind::Texture2D,
            1,
            1,
            1,
            1,
            &chain,
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(&bytes[0x50..0x54], &0x41u32.to_le_bytes());
    assert_eq!(
        &bytes[0x58..0x6C],
        &[
            32, 0, 0, 0, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0, 0, 0, 0, 0xFF
        ]
    );
}

#[test]
fn dxgi_numbers_are_the_discriminants() {
    assert_eq!(TextureFormat::Rgba16Float.dxgi(), 10);
    assert_eq!(TextureFormat::Bc1Unorm.dxgi(), 71);
    assert_eq!(TextureFormat::Bc6hUf16.dxgi(), 95);
    assert_eq!(TextureFormat::Bc7UnormSrgb.dxgi(), 99);
    assert_eq!(TextureFormat::B4G4R4A4Unorm.dxgi(), 115);
    for f in ALL_FORMATS {
        assert_eq!(TextureFormat::from_dxgi(f.dxgi()), Some(f));
    }
    assert_eq!(
        TextureFormat::from_dxgi(97),
        Some(TextureFormat::Bc7Unorm),
        "typeless"
    );
    assert_eq!(TextureFormat::from_dxgi(1000), None);
}

#[test]
fn surface_sizes_round_up_to_blocks() {
    assert_eq!(TextureFormat::Bc1Unorm.surface_bytes(1, 1, 1), Some(8));
    assert_eq!(TextureFormat::Bc1Unorm.surface_bytes(5, 4, 1), Some(16));
    assert_eq!(
        TextureFormat::Bc6hUf16.surface_bytes(128, 128, 1),
        Some(16384)
    );
    assert_eq!(TextureFormat::Rgba16Float.surface_bytes(8, 8, 1), Some(512));
    assert_eq!(TextureFormat::Rgba8Unorm.surface_bytes(3, 2, 5), Some(120));
    assert_eq!(
        TextureFormat::Rgba32Float.surface_bytes(u32::MAX, u32::MAX, u32::MAX),
        None
    );
}

#[test]
fn bc1_block_decodes_by_hand() {
    // Endpoints red (0xF800) and blue (0x001F); colour0 > colour1 selects four colours:
    // index 0 = red, 1 = blue, 2 = (2·red + blue)/3, 3 = (red + 2·blue)/3.
    // Row 0 uses indices 0,1,2,3 (0b11_10_01_00 = 0xE4); the other rows index 0.
    let block = [0x00, 0xF8, 0x1F, 0x00, 0xE4, 0x00, 0x00, 0x00];
    let image = single_block(TextureFormat::Bc1Unorm, &block)
        .decode_rgba8(0, 0)
        .unwrap();
    assert_eq!(
        &image.pixels[0..16],
        &[
            255, 0, 0, 255, 0, 0, 255, 255, 170, 0, 85, 255, 85, 0, 170, 255
        ]
    );
    assert_eq!(&image.pixels[16..20], &[255, 0, 0, 255]);
    // Swapped endpoints (colour0 <= colour1) select three colours and transparent black:
    // index 2 = (blue + red)/2, index 3 = (0, 0, 0, 0).
    let block = [0x1F, 0x00, 0x00, 0xF8, 0xE4, 0x00, 0x00, 0x00];
    let image = single_block(TextureFormat::Bc1Unorm, &block)
        .decode_rgba8(0, 0)
        .unwrap();
    assert_eq!(
        &image.pixels[0..16],
        &[0, 0, 255, 255, 255, 0, 0, 255, 128, 0, 128, 255, 0, 0, 0, 0]
    );
}

#[test]
fn bc7_mode6_block_decodes_by_hand() {
    // Mode 6 (bit 6 set): one subset, 7-bit RGBA endpoints plus one p-bit each, 4-bit
    // indices (the first one 3 bits). Endpoint 0 = (127, 0, 0, 127) with p-bit 1 →
    // (255, 1, 1, 255); endpoint 1 = (0, 127, 0, 127) with p-bit 0 → (0, 254, 0, 254).
    // Pixel 0 has index 0 (endpoint 0); pixel 1 has index 15 (endpoint 1); the rest 0.
    let block = pack_bits(&[
        (0b100_0000, 7),
        (127, 7),
        (0, 7), // R0, R1
        (0, 7),
        (127, 7), // G0, G1
        (0, 7),
        (0, 7), // B0, B1
        (127, 7),
        (127, 7), // A0, A1
        (1, 1),
        (0, 1),  // p-bits
        (0, 3),  // pixel 0
        (15, 4), // pixel 1
        (0, 56), // pixels 2..15
    ]);
    let image = single_block(TextureFormat::Bc7Unorm, &block)
        .decode_rgba8(0, 0)
        .unwrap();
    assert_eq!(&image.pixels[0..8], &[255, 1, 1, 255, 0, 254, 0, 254]);
    assert_eq!(&image.pixels[60..64], &[255, 1, 1, 255]);
}

#[test]
fn bc6h_mode11_block_decodes_by_hand() {
    // Mode 11 (5-bit mode field 0b00011): one region, two 10-bit endpoints, no
    // transform. Unsigned unquantizing maps x to (x·64 + 32), and the final scale ·31/64
    // gives half bits: x = 495 → 31712·31/64 = 15360 = 0x3C00 = 1.0.
    // Endpoint 0 = (495, 0, 0) = red 1.0; endpoint 1 = (0, 495, 0) = green 1.0.
    // Pixel 0 has index 0, pixel 1 index 15, the rest index 0.
    let block = pack_bits(&[
        (0b00011, 5),
        (495, 10),
        (0, 10),
        (0, 10), // rw gw bw
        (0, 10),
        (495, 10),
        (0, 10), // rx gx bx
        (0, 3),
        (15, 4),
        (0, 56),
    ]);
    let image = single_block(TextureFormat::Bc6hUf16, &block)
        .decode_rgba32f(0, 0)
        .unwrap();
    assert_eq!(
        &image.pixels[0..8],
        &[1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0]
    );
    assert_eq!(&image.pixels[8..12], &[1.0, 0.0, 0.0, 1.0]);
}

#[test]
fn uncompressed_formats_decode_by_hand() {
    let one = |format, bytes: &[u8]| {
        Dds::new(format, TextureKind::Texture2D, 1, 1, 1, 1, bytes)
            .unwrap()
            .decode_rgba32f(0, 0)
            .unwrap()
            .pixels
    };
    assert_eq!(
        one(TextureFormat::Bgra8Unorm, &[0, 51, 255, 102]),
        [1.0, 0.2, 0.0, 0.4]
    );
    assert_eq!(
        one(TextureFormat::Rgba8Snorm, &[127, 0x81, 0x80, 0]),
        [1.0, -1.0, -1.0, 0.0]
    );
    assert_eq!(
        one(
            TextureFormat::Rgba16Float,
            &[0x00, 0x3C, 0x00, 0xC0, 0x00, 0x00, 0x00, 0x38]
        ),
        [1.0, -2.0, 0.0, 0.5]
    );
    assert_eq!(
        one(TextureFormat::B5G6R5Unorm, &0xF800u16.to_le_bytes()),
        [1.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(one(TextureFormat::A8Unorm, &[255]), [0.0, 0.0, 0.0, 1.0]);
    // R11G11B10: red 1.0 = exponent 15, mantissa 0 → 15 << 6 = 0x3C0; green 2.0 → 16 << 6.
    let v: u32 = 0x3C0 | (0x400 << 11) | ((15 << 5) << 22);
    assert_eq!(
        one(TextureFormat::Rg11B10Float, &v.to_le_bytes()),
        [1.0, 2.0, 1.0, 1.0]
    );
}

/// Deterministic bytes for fixture surfaces.
fn pattern(len: usize, seed: u32) -> Vec<u8> {
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as u8
        })
        .collect()
}

/// Generated textures covering formats, kinds and sizes that are not multiples of 4.
fn fixtures() -> Vec<Dds> {
    let specs: [(TextureFormat, TextureKind, u32, u32, u32, u32); 8] = [
        (
            TextureFormat::Rgba8Unorm,
            TextureKind::Texture2D,
            16,
            8,
            1,
            5,
        ),
        (TextureFormat::Bc1Unorm, TextureKind::Texture2D, 10, 6, 1, 4),
        (TextureFormat::Bc3Unorm, TextureKind::Texture2D, 8, 8, 1, 2),
        (TextureFormat::Bc6hUf16, TextureKind::Cube, 8, 8, 1, 4),
        (TextureFormat::Rgba16Float, TextureKind::Cube, 4, 4, 1, 3),
        (
            TextureFormat::Bc7UnormSrgb,
            TextureKind::Array(3),
            4,
            4,
            1,
            1,
        ),
        (TextureFormat::Rgba8Unorm, TextureKind::Volume, 4, 4, 4, 3),
        (
            TextureFormat::Bc4Unorm,
            TextureKind::CubeArray(2),
            4,
            4,
            1,
            1,
        ),
    ];
    specs
        .iter()
        .enumerate()
        .map(|(i, &(format, kind, w, h, d, mips))| {
            let layers = kind.layer_count().unwrap();
            let per_layer: u64 = (0..mips)
                .map(|m| {
                    format
                        .surface_bytes(mip_dim(w, m), mip_dim(h, m), mip_dim(d, m))
                        .unwrap()
                })
                .sum();
            let chain = pattern((per_layer * u64::from(layers)) as usize, i as u32);
            Dds::new(format, kind, w, h, d, mips, &chain).unwrap()
        })
        .collect()
}

#[test]
fn fixtures_round_trip() {
    for dds in fixtures() {
        let bytes = write(&dds).unwrap();
        let again = read(&bytes).unwrap();
        assert_eq!(again, dds, "{}", dds.summary());
        assert_eq!(write(&again).unwrap(), bytes);
        for s in &dds.surfaces {
            let image = dds.decode_rgba32f(s.layer, s.mip).unwrap();
            assert_eq!(image.pixels.len() as u32, s.width * s.height * s.depth * 4);
        }
    }
}

#[test]
fn fixture_headers_are_standard() {
    let f = fixtures();
    // BC6H has no fourCC, so its cube uses a DX10 header with array size 1.
    let dx10 = f[3].header.dx10.unwrap();
    assert_eq!(
        (
            dx10.dxgi_format,
            dx10.resource_dimension,
            dx10.misc_flag,
            dx10.array_size
        ),
        (95, 3, 4, 1)
    );
    assert_eq!(f[3].header.caps2, 0xFE00);
    // RGBA16F uses fourCC 113 like the ER sample.
    assert_eq!(f[4].header.pixel_format.four_cc, 113);
    assert_eq!(f[4].header.dx10, None);
    // The volume announces its depth.
    assert_eq!(f[6].header.caps2, DDSCAPS2_VOLUME);
    assert_eq!(f[6].header.flags & DDSD_DEPTH, DDSD_DEPTH);
    assert_eq!(f[6].surfaces[1].data.len(), 2 * 2 * 2 * 4);
    // Mip sizes of the 10x6 BC1: 3x2 blocks, 2x1, 1x1, 1x1.
    let sizes: Vec<usize> = f[1].surfaces.iter().map(|s| s.data.len()).collect();
    assert_eq!(sizes, [48, 16, 8, 8]);
}

#[test]
fn new_refuses_shapes_that_do_not_read_back() {
    let chain = vec![0u8; 6 * 6 * 16];
    assert!(
        Dds::new(
            TextureFormat::Bc7Unorm,
            TextureKind::CubeArray(6),
            4,
            4,
            1,
            1,
            &chain
        )
        .is_err()
    );
    assert!(
        Dds::new(
            TextureFormat::Bc7Unorm,
            TextureKind::Array(1),
            4,
            4,
            1,
            1,
            &chain[..16]
        )
        .is_err()
    );
    // A chain one byte short, or one byte long.
    assert!(
        Dds::new(
            TextureFormat::Bc7Unorm,
            TextureKind::Texture2D,
            4,
            4,
            1,
            1,
            &chain[..15]
        )
        .is_err()
    );
    assert!(
        Dds::new(
            TextureFormat::Bc7Unorm,
            TextureKind::Texture2D,
            4,
            4,
            1,
            1,
            &chain[..17]
        )
        .is_err()
    );
}

#[test]
fn write_refuses_fields_that_disagree_with_the_header() {
    let mut dds = fixtures().remove(1);
    dds.width = 12;
    assert!(write(&dds).is_err());
    let mut dds = fixtures().remove(1);
    dds.surfaces[2].data.pop();
    assert!(write(&dds).is_err());
    let mut dds = fixtures().remove(1);
    dds.surfaces.swap(0, 1);
    assert!(write(&dds).is_err());
}

#[test]
fn short_data_is_refused_with_its_offset() {
    let bytes = write(&fixtures()[0]).unwrap();
    let err = read(&bytes[..bytes.len() - 1]).unwrap_err();
    match err {
        FormatError::UnexpectedEof {
            offset,
            needed,
            available,
            ..
        } => {
            assert_eq!(offset, 0x80);
            assert_eq!(available + 1, needed);
        }
        other => panic!("expected UnexpectedEof, got {other:?}"),
    }
}

#[test]
fn limits_refuse_huge_textures() {
    let mut header = fixtures()[0].header.clone();
    header.width = 1 << 20;
    header.height = 1 << 20;
    let mut w = Writer::new();
    write_header_fields(&mut w, &header);
    let bytes = w.into_bytes();
    assert!(matches!(read(&bytes), Err(FormatError::TooLarge { .. })));
    // Fixture 0 holds (128 + 32 + 8 + 2 + 1) × 4 = 684 bytes of surfaces.
    let small = Limits { max_alloc: 683 };
    assert!(matches!(
        read_with_limits(&write(&fixtures()[0]).unwrap(), &small),
        Err(FormatError::TooLarge { .. })
    ));
    // A huge array size cannot make the reader loop or allocate: the size check comes first.
    let mut header = fixtures()[5].header.clone();
    header.dx10.as_mut().unwrap().array_size = u32::MAX;
    let mut w = Writer::new();
    write_header_fields(&mut w, &header);
    assert!(read(&w.into_bytes()).is_err());
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn er_sysenvtex_cubes() {
    let Some((irradiance, reflection)) = sysenvtex_dds() else {
        return;
    };
    let a = read(&irradiance).unwrap();
    assert_eq!(a.format, TextureFormat::Rgba16Float);
    assert_eq!(a.header.pixel_format.four_cc, 113);
    assert_eq!(
        (a.kind, a.width, a.height, a.mip_count),
        (TextureKind::Cube, 8, 8, 1)
    );
    assert_eq!(a.surfaces.len(), 6);
    assert!(a.trailing.is_empty());

    let b = read(&reflection).unwrap();
    assert_eq!(b.format, TextureFormat::Bc6hUf16);
    let dx10 = b.header.dx10.unwrap();
    assert_eq!(
        (dx10.dxgi_format, dx10.misc_flag, dx10.array_size),
        (95, 4, 6),
        "the FromSoftware quirk"
    );
    assert_eq!(
        (b.kind, b.width, b.height, b.mip_count),
        (TextureKind::Cube, 128, 128, 7)
    );
    assert_eq!(b.surfaces.len(), 42);
    assert_eq!(
        b.surface(5, 6).unwrap().data.len(),
        16,
        "the 2x2 mip is one block"
    );
    assert!(b.trailing.is_empty());

    assert_eq!(write(&a).unwrap(), irradiance);
    assert_eq!(write(&b).unwrap(), reflection);
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn er_sysenvtex_decodes_to_plausible_hdr() {
    let Some((irradiance, reflection)) = sysenvtex_dds() else {
        return;
    };
    let mean_rgb = |dds: &Dds, layer, mip| {
        let image = dds.decode_rgba32f(layer, mip).unwrap();
        assert!(
            image
                .pixels
                .iter()
                .all(|v| v.is_finite() && *v >= 0.0 && *v < 1000.0)
        );
        assert!(image.pixels.chunks_exact(4).all(|p| p[3] == 1.0));
        let rgb: Vec<f32> = image
            .pixels
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        rgb.iter().sum::<f32>() / rgb.len() as f32
    };
    let a = read(&irradiance).unwrap();
    let b = read(&reflection).unwrap();
    let mut irradiance_means = Vec::new();
    for face in 0..6 {
        irradiance_means.push(mean_rgb(&a, face, 0));
        for mip in 0..7 {
            mean_rgb(&b, face, mip);
        }
    }
    // The irradiance cube averages about 0.005 (read as halves by hand).
    let irradiance_mean = irradiance_means.iter().sum::<f32>() / 6.0;
    assert!(
        (0.004..0.0055).contains(&irradiance_mean),
        "{irradiance_mean}"
    );
    // The reflection cube's 2x2 mips average the environment, as the irradiance cube
    // does: the two means agree within 25% (measured: 0.00466 against 0.00463), which a
    // wrong BC6H mode, scale or sign handling would not give.
    let reflection_mean = (0..6).map(|f| mean_rgb(&b, f, 6)).sum::<f32>() / 6.0;
    let ratio = reflection_mean / irradiance_mean;
    assert!(
        (0.8..1.25).contains(&ratio),
        "reflection {reflection_mean}, irradiance {irradiance_mean}"
    );
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn corruptions_never_panic() {
    if let Some((irradiance, reflection)) = sysenvtex_dds() {
        sweep_corruptions(&irradiance, false, read);
        sweep_corruptions(&reflection, false, read);
    }
    for dds in fixtures() {
        sweep_corruptions(&write(&dds).unwrap(), false, |d| {
            let dds = read(d)?;
            dds.decode_rgba32f(0, 0)
        });
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn fuzz_hook_accepts_samples_and_fixtures() {
    if let Some((irradiance, reflection)) = sysenvtex_dds() {
        fuzz(&irradiance);
        fuzz(&reflection);
    }
    for dds in fixtures() {
        fuzz(&write(&dds).unwrap());
    }
    fuzz(b"DDS ");
    fuzz(&[]);
}
