//! The billboard programs against the notes' formulas: designed inputs are rendered into a
//! float target and each pixel is compared with a CPU evaluation of the same formula
//! (`render::reference`, written from seeds 000 independently of the WGSL).

use fxr_test_support as common;

use common::pixel_view;

use fxr_draw::constants::{Buffer, PS_COMMON, Provenance, Value};
use fxr_draw::reference::{
    BlendWords, LayerInput, apply_particle_color, compose_multi_texture, glow_steps,
};
use fxr_draw::{Family, Variant};
use fxr_gpu::Gpu;
use fxr_gpu::effects::{EffectRenderer, ProbeDraw};
use fxr_gpu::texture::GpuTexture;
use fxr_sim::instances::{BillboardInstance, MultiTextureInstance};

/// A quad covering pixel `k` of a `width`-wide target, of `size` pixels.
fn pixel_rows(k: u32, width: u32, size: f32) -> [[f32; 4]; 3] {
    let (x, y) = ((k % width) as f32 + 0.5, (k / width) as f32 + 0.5);
    // The quad's +v edge points up the screen (towards smaller y).
    [
        [size, 0.0, 0.0, x],
        [0.0, -size, 0.0, y],
        [0.0, 0.0, 1.0, 0.0],
    ]
}

fn ps(words: BlendWords, color_blend_type: i32, color_scale: [f32; 4]) -> Buffer {
    let mut b = Buffer::new(PS_COMMON);
    let p = Provenance::Ours {
        note: "designed input",
    };
    b.set(
        "g_ps_TexBlendType",
        Value::Int(words.tex_blend_type),
        p.clone(),
    );
    b.set("g_ps_TexBlendType2", Value::Int(words.op2), p.clone());
    b.set("g_ps_TexBlendType3", Value::Int(words.op3), p.clone());
    b.set(
        "g_ps_ColorBlendType",
        Value::Int(color_blend_type),
        p.clone(),
    );
    b.set(
        "g_ps_bPreAlphaMult",
        Value::Int(i32::from(words.premultiply)),
        p.clone(),
    );
    b.set("g_ps_BlendingMode", Value::Int(1), p.clone());
    b.set("g_vColorScale", Value::Floats(color_scale), p.clone());
    b.set("g_psGlowScale", Value::Floats([1.0; 4]), p.clone());
    b.set("g_ps_preExposure", Value::Float(1.0), p.clone());
    b.set("g_ps_invPreExposure", Value::Float(1.0), p.clone());
    b.set("g_transductionAlphaToColorScale", Value::Float(1.0), p);
    b
}

/// A 1x1 RGBA16F texture holding one texel (values chosen exact in half precision).
fn texel(gpu: &Gpu, v: [f32; 4]) -> GpuTexture {
    let bytes: Vec<u8> = v
        .iter()
        .flat_map(|c| half::f16::from_f32(*c).to_le_bytes())
        .collect();
    GpuTexture::from_pixels(
        gpu,
        "texel",
        wgpu::TextureFormat::Rgba16Float,
        1,
        1,
        8,
        &bytes,
    )
}

fn byte(v: u8) -> f32 {
    f32::from(v) / 255.0
}

/// Eight designed sets of texels and layer colours (texels exact in half precision, colours
/// as the bytes the vertex carries).
/// Three texels (RGBA) and three layer colours (bytes).
type TexelSet = ([[f32; 4]; 3], [[u8; 4]; 3]);

fn texel_sets() -> Vec<TexelSet> {
    vec![
        (
            [
                [0.5, 0.25, 0.75, 1.0],
                [0.25, 0.5, 1.0, 0.5],
                [1.0, 0.75, 0.25, 0.25],
            ],
            [
                [255, 255, 255, 255],
                [255, 255, 255, 255],
                [255, 255, 255, 255],
            ],
        ),
        (
            [
                [0.125, 0.875, 0.5, 0.75],
                [0.625, 0.375, 0.125, 1.0],
                [0.25, 0.25, 0.75, 0.5],
            ],
            [[204, 102, 51, 255], [51, 153, 255, 128], [255, 0, 128, 200]],
        ),
        (
            [
                [1.0, 1.0, 1.0, 0.25],
                [0.0, 0.0, 0.0, 0.75],
                [0.5, 0.5, 0.5, 1.0],
            ],
            [[255, 128, 0, 0], [128, 128, 128, 255], [64, 192, 32, 96]],
        ),
        (
            [
                [0.75, 0.5, 0.25, 0.5],
                [0.875, 0.125, 0.625, 0.375],
                [0.0625, 0.9375, 0.4375, 0.8125],
            ],
            [[10, 250, 120, 33], [200, 30, 90, 170], [90, 90, 240, 255]],
        ),
        (
            [
                [0.375, 0.375, 0.375, 0.625],
                [0.5, 0.5, 0.5, 0.5],
                [0.75, 0.25, 0.5, 0.875],
            ],
            [[255, 255, 255, 0], [0, 0, 0, 255], [128, 255, 64, 64]],
        ),
        (
            [
                [0.9375, 0.0625, 0.5, 0.125],
                [0.3125, 0.6875, 0.8125, 0.9375],
                [0.5625, 0.4375, 0.1875, 0.0625],
            ],
            [
                [77, 177, 27, 127],
                [255, 200, 150, 100],
                [50, 100, 150, 200],
            ],
        ),
        (
            [
                [0.0, 0.25, 1.0, 1.0],
                [1.0, 0.25, 0.0, 0.25],
                [0.25, 1.0, 0.25, 0.75],
            ],
            [[128, 128, 255, 255], [255, 64, 64, 192], [32, 255, 32, 32]],
        ),
        (
            [
                [0.6875, 0.8125, 0.9375, 0.4375],
                [0.1875, 0.3125, 0.4375, 0.5625],
                [0.8125, 0.6875, 0.5625, 0.3125],
            ],
            [[240, 200, 160, 120], [80, 40, 20, 240], [160, 240, 80, 140]],
        ),
    ]
}

/// The rule on the note's 768 cases: g_ps_TexBlendType 0..2 x both operation words 0..3 x
/// premultiply off/on x 8 sets of texels and layer colours, with the particle colour not
/// applied (g_ps_ColorBlendType 1), within 1e-4 (seeds 000: Proven on these 768 pixels).
#[test]
fn multi_texture_rule_matches_the_proven_768_cases() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let (width, height) = (32u32, 24u32);
    let sets = texel_sets();
    let textures: Vec<[GpuTexture; 3]> = sets
        .iter()
        .map(|(t, _)| [texel(&gpu, t[0]), texel(&gpu, t[1]), texel(&gpu, t[2])])
        .collect();
    let mut cases = Vec::new();
    for tex_blend_type in 0..3 {
        for op2 in 0..4 {
            for op3 in 0..4 {
                for premultiply in [false, true] {
                    for set in 0..sets.len() {
                        cases.push((
                            BlendWords {
                                tex_blend_type,
                                op2,
                                op3,
                                premultiply,
                            },
                            set,
                        ));
                    }
                }
            }
        }
    }
    assert_eq!(cases.len(), 768);
    let buffers: Vec<Buffer> = cases.iter().map(|(w, _)| ps(*w, 1, [1.0; 4])).collect();
    let instances: Vec<MultiTextureInstance> = cases
        .iter()
        .enumerate()
        .map(|(k, (_, set))| MultiTextureInstance {
            rows: pixel_rows(k as u32, width, 0.9),
            color: [255; 4],
            layer_colors: sets[*set].1,
            color_scale: [1.0; 4],
            tex0: [0.0, 0.0, 0.0, 0.0],
            tex1: [0.0, 0.0, 1.0, 1.0],
            tex2: [1.0, 1.0, 1.0, 1.0],
            tex3: [0.0, 0.0, 0.0, 0.0],
            params: [0.0; 4],
        })
        .collect();
    let draws: Vec<ProbeDraw<'_>> = cases
        .iter()
        .enumerate()
        .map(|(k, (_, set))| ProbeDraw {
            family: Family::MultiTexture,
            variant: Variant::default(),
            ps: &buffers[k],
            instances: bytemuck::bytes_of(&instances[k]),
            count: 1,
            textures: textures[*set].iter().collect(),
            blend: None,
        })
        .collect();
    let pixels = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &draws,
    ))
    .expect("render");
    let mut worst = 0.0f32;
    for (k, (words, set)) in cases.iter().enumerate() {
        let (t, c) = &sets[*set];
        let layers = [0, 1, 2].map(|i| LayerInput {
            texel: t[i],
            color: c[i].map(byte),
        });
        let expected = compose_multi_texture(layers, *words, 0.0);
        let got = &pixels[k * 4..k * 4 + 4];
        for ch in 0..4 {
            let d = (got[ch] - expected[ch]).abs();
            worst = worst.max(d);
            assert!(
                d <= 1e-4,
                "case {k} {words:?} set {set} channel {ch}: GPU {got:?} CPU {expected:?}"
            );
        }
    }
    eprintln!("768 cases, largest difference {worst:e}");
}

/// TEXCOORD2.z, the offset the multi-texture program adds to each texel's alpha before
/// clamping it (seeds 000, Observed in the disassembly), on the GPU against the CPU rule with
/// the same offset: the proven rule composes what the offset leaves, with no step of ours
/// after it. And what fills it (ours, Unknown in the notes): minus alphaFadeThreshold / 255
/// of the played effect.
#[test]
fn the_alpha_offset_enters_each_texel_before_the_proven_rule() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let (width, height) = (32u32, 16u32);
    let sets = texel_sets();
    let textures: Vec<[GpuTexture; 3]> = sets
        .iter()
        .map(|(t, _)| [texel(&gpu, t[0]), texel(&gpu, t[1]), texel(&gpu, t[2])])
        .collect();
    let mut cases = Vec::new();
    for tex_blend_type in 0..3 {
        for op in [0, 1] {
            for premultiply in [false, true] {
                for set in 0..sets.len() {
                    for offset in [-0.6f32, -0.2, 0.25] {
                        let words = BlendWords {
                            tex_blend_type,
                            op2: op,
                            op3: op,
                            premultiply,
                        };
                        cases.push((words, set, offset));
                    }
                }
            }
        }
    }
    assert_eq!(cases.len(), 288);
    let buffers: Vec<Buffer> = cases.iter().map(|(w, ..)| ps(*w, 1, [1.0; 4])).collect();
    let instances: Vec<MultiTextureInstance> = cases
        .iter()
        .enumerate()
        .map(|(k, (_, set, offset))| MultiTextureInstance {
            rows: pixel_rows(k as u32, width, 0.9),
            color: [255; 4],
            layer_colors: sets[*set].1,
            color_scale: [1.0; 4],
            tex0: [0.0; 4],
            tex1: [0.0, 0.0, 1.0, 1.0],
            tex2: [1.0; 4],
            tex3: [0.0; 4],
            params: [*offset, 0.0, 0.0, 0.0],
        })
        .collect();
    let draws: Vec<ProbeDraw<'_>> = cases
        .iter()
        .enumerate()
        .map(|(k, (_, set, _))| ProbeDraw {
            family: Family::MultiTexture,
            variant: Variant::default(),
            ps: &buffers[k],
            instances: bytemuck::bytes_of(&instances[k]),
            count: 1,
            textures: textures[*set].iter().collect(),
            blend: None,
        })
        .collect();
    let pixels = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &draws,
    ))
    .expect("render");
    for (k, (words, set, offset)) in cases.iter().enumerate() {
        let (t, c) = &sets[*set];
        let layers = [0, 1, 2].map(|i| LayerInput {
            texel: t[i],
            color: c[i].map(byte),
        });
        let expected = compose_multi_texture(layers, *words, *offset);
        let got = &pixels[k * 4..k * 4 + 4];
        for ch in 0..4 {
            assert!(
                (got[ch] - expected[ch]).abs() <= 1e-4,
                "case {k} {words:?} set {set} offset {offset} channel {ch}: GPU {got:?} CPU {expected:?}"
            );
        }
    }

    // What the simulation puts there: minus alphaFadeThreshold / 255 (51 -> -0.2).
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    use fxr_sim::instances::{Instances, ViewInfo};
    use fxr_sim::playback::{Playback, PlaybackOptions};
    let er = Game::EldenRing;
    let layers = ActionBuilder::new(604, er)
        .and_then(|a| a.constant("alphaFadeThreshold", &[51.0]))
        .expect("a multi-texture billboard")
        .build();
    let fxr = single_node_effect(1, er, [layers]).expect("an effect");
    let program = fxr_sim::program::compile(&fxr).expect("compiles");
    let mut playback = Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
    let frame = playback.frame(0.1, &ViewInfo::default());
    let offsets: Vec<f32> = frame
        .draws
        .iter()
        .filter_map(|n| match &n.instances {
            Instances::MultiTexture(v) => Some(v.iter().map(|i| i.params[0])),
            _ => None,
        })
        .flatten()
        .collect();
    assert!(!offsets.is_empty());
    assert!(
        offsets.iter().all(|&o| (o + 0.2).abs() < 1e-6),
        "{offsets:?}"
    );
}

/// g_ps_ColorBlendType 0 and 2 (and 1, which leaves the colour) on designed particle colours
/// and colour scales, through the single-texture program.
#[test]
fn particle_colour_modes_match_the_cpu_formula() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let texels = [
        [0.5, 0.25, 0.75, 0.5],
        [1.0, 1.0, 1.0, 1.0],
        [0.25, 0.5, 0.125, 0.75],
    ];
    let colours: [([u8; 4], [f32; 4]); 4] = [
        ([255, 128, 64, 255], [1.0, 1.0, 1.0, 1.0]),
        ([51, 102, 204, 128], [2.0, 1.5, 1.0, 0.5]),
        ([200, 200, 200, 200], [0.5, 0.5, 0.5, 1.0]),
        ([0, 255, 0, 64], [1.0, 3.0, 1.0, 1.0]),
    ];
    let scales = [[1.0, 1.0, 1.0, 1.0], [1.58285, 1.58285, 1.58285, 0.3]];
    let width = 16u32;
    let textures: Vec<GpuTexture> = texels.iter().map(|t| texel(&gpu, *t)).collect();
    let mut cases = Vec::new();
    for mode in [0, 1, 2] {
        for (ti, _) in texels.iter().enumerate() {
            for (ci, _) in colours.iter().enumerate() {
                for (si, _) in scales.iter().enumerate() {
                    cases.push((mode, ti, ci, si));
                }
            }
        }
    }
    let words = BlendWords {
        tex_blend_type: 0,
        op2: 0,
        op3: 0,
        premultiply: false,
    };
    let buffers: Vec<Buffer> = cases
        .iter()
        .map(|&(mode, _, _, si)| ps(words, mode, scales[si]))
        .collect();
    let instances: Vec<BillboardInstance> = cases
        .iter()
        .enumerate()
        .map(|(k, &(_, _, ci, _))| BillboardInstance {
            rows: pixel_rows(k as u32, width, 0.9),
            color: colours[ci].0,
            color_scale: colours[ci].1,
            cell: [0.0; 4],
            cell_size: [1.0, 1.0, 0.0, 0.0],
            params: [0.0; 4],
        })
        .collect();
    let draws: Vec<ProbeDraw<'_>> = cases
        .iter()
        .enumerate()
        .map(|(k, &(_, ti, _, _))| ProbeDraw {
            family: Family::Billboard,
            variant: Variant::default(),
            ps: &buffers[k],
            instances: bytemuck::bytes_of(&instances[k]),
            count: 1,
            textures: vec![&textures[ti], &textures[ti]],
            blend: None,
        })
        .collect();
    let height = (cases.len() as u32).div_ceil(width);
    let pixels = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &draws,
    ))
    .expect("render");
    for (k, &(mode, ti, ci, si)) in cases.iter().enumerate() {
        // The vertex colour: COLOR0 (bytes) times COLOR1 (floats).
        let particle: [f32; 4] = std::array::from_fn(|c| byte(colours[ci].0[c]) * colours[ci].1[c]);
        let expected = apply_particle_color(mode, texels[ti], particle, scales[si]);
        let expected = [
            expected[0].max(0.0),
            expected[1].max(0.0),
            expected[2].max(0.0),
            expected[3].clamp(0.0, 1.0),
        ];
        let got = &pixels[k * 4..k * 4 + 4];
        for ch in 0..4 {
            let tolerance = 1e-4 * expected[ch].abs().max(1.0);
            assert!(
                (got[ch] - expected[ch]).abs() <= tolerance,
                "mode {mode} texel {ti} colour {ci} scale {si} ch {ch}: GPU {got:?} CPU {expected:?}"
            );
        }
    }
}

/// The GlowD steps (seeds 000): pre-exposure unless g_ps_BlendingMode is 4, an opacity above
/// 1 multiplying the colour in modes 1 and 2, and the transduction scale s below 1, on the
/// GPU (the glow billboard program) against the CPU (`reference::glow_steps` after the
/// particle colour). The opacity goes above 1 through the colour scale's alpha.
#[test]
fn glow_steps_match_the_cpu() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let texel_value = [0.5, 0.25, 0.75, 0.8];
    let texture = texel(&gpu, texel_value);
    let colour = ([200u8, 150, 100, 255], [1.0f32, 1.0, 1.0, 1.0]);
    let mut cases = Vec::new();
    for mode in [1, 2, 4] {
        for pre_exposure in [1.0f32, 1.5] {
            for s in [1.0f32, 0.5] {
                for alpha_scale in [0.5f32, 3.0] {
                    cases.push((mode, pre_exposure, s, [2.5, 2.5, 2.5, alpha_scale]));
                }
            }
        }
    }
    let words = BlendWords {
        tex_blend_type: 0,
        op2: 0,
        op3: 0,
        premultiply: false,
    };
    let designed = Provenance::Ours {
        note: "designed input",
    };
    let buffers: Vec<Buffer> = cases
        .iter()
        .map(|&(mode, pre, s, scale)| {
            let mut b = ps(words, 0, scale);
            b.set("g_ps_BlendingMode", Value::Int(mode), designed.clone());
            b.set("g_ps_preExposure", Value::Float(pre), designed.clone());
            b.set(
                "g_transductionAlphaToColorScale",
                Value::Float(s),
                designed.clone(),
            );
            b
        })
        .collect();
    let width = 8u32;
    let instances: Vec<BillboardInstance> = (0..cases.len())
        .map(|k| BillboardInstance {
            rows: pixel_rows(k as u32, width, 0.9),
            color: colour.0,
            color_scale: colour.1,
            cell: [0.0; 4],
            cell_size: [1.0, 1.0, 0.0, 0.0],
            params: [0.0; 4],
        })
        .collect();
    let draws: Vec<ProbeDraw<'_>> = (0..cases.len())
        .map(|k| ProbeDraw {
            family: Family::Billboard,
            variant: Variant {
                glow: true,
                ..Variant::default()
            },
            ps: &buffers[k],
            instances: bytemuck::bytes_of(&instances[k]),
            count: 1,
            textures: vec![&texture, &texture],
            blend: None,
        })
        .collect();
    let height = (cases.len() as u32).div_ceil(width);
    let pixels = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &draws,
    ))
    .expect("render");
    let particle: [f32; 4] = std::array::from_fn(|c| byte(colour.0[c]) * colour.1[c]);
    for (k, &(mode, pre, s, scale)) in cases.iter().enumerate() {
        let coloured = apply_particle_color(0, texel_value, particle, scale);
        let expected = glow_steps(coloured, mode, pre, s);
        let got = &pixels[k * 4..k * 4 + 4];
        for ch in 0..4 {
            // Values above 0.5 land on half floats' steps of 2^-11 (relative 4.9e-4).
            let tolerance = 6e-4 * expected[ch].abs().max(1.0);
            assert!(
                (got[ch] - expected[ch]).abs() <= tolerance,
                "mode {mode} pre-exposure {pre} s {s} alpha scale {}: GPU {got:?} CPU {expected:?}",
                scale[3]
            );
        }
    }
    // The cases reach every step: an opacity above 1 (alpha scale 3) in modes 1 and 2.
    assert!(
        cases
            .iter()
            .any(|c| c.3[3] * byte(255) * texel_value[3] > 1.0)
    );
}

/// seeds 000: each corner is the particle's matrix applied to (u - 1/2, v - 1/2, 0, 1); the
/// octagon variant trims the corners. A quad of 8 x 8 pixels at a known place covers exactly
/// those pixels; the octagon leaves its corner pixels empty.
#[test]
fn corners_are_placed_by_the_matrix_and_the_octagon_trims_them() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let white = texel(&gpu, [1.0; 4]);
    let words = BlendWords {
        tex_blend_type: 0,
        op2: 0,
        op3: 0,
        premultiply: false,
    };
    let buffer = ps(words, 1, [1.0; 4]);
    let (width, height) = (32u32, 16u32);
    let quad = |x: f32, y: f32| BillboardInstance {
        rows: [
            [8.0, 0.0, 0.0, x],
            [0.0, -8.0, 0.0, y],
            [0.0, 0.0, 1.0, 0.0],
        ],
        color: [255; 4],
        color_scale: [1.0; 4],
        cell: [0.0; 4],
        cell_size: [1.0, 1.0, 0.0, 0.0],
        params: [0.0; 4],
    };
    let (square, octagon) = (quad(8.0, 8.0), quad(24.0, 8.0));
    let draws = [
        ProbeDraw {
            family: Family::Billboard,
            variant: Variant::default(),
            ps: &buffer,
            instances: bytemuck::bytes_of(&square),
            count: 1,
            textures: vec![&white, &white],
            blend: None,
        },
        ProbeDraw {
            family: Family::Billboard,
            variant: Variant {
                octagon: true,
                ..Default::default()
            },
            ps: &buffer,
            instances: bytemuck::bytes_of(&octagon),
            count: 1,
            textures: vec![&white, &white],
            blend: None,
        },
    ];
    let pixels = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &draws,
    ))
    .expect("render");
    let alpha = |x: u32, y: u32| pixels[((y * width + x) * 4 + 3) as usize];
    for y in 0..height {
        for x in 0..16 {
            let inside = (4..12).contains(&x) && (4..12).contains(&y);
            assert_eq!(
                alpha(x, y),
                if inside { 1.0 } else { 0.0 },
                "square at ({x}, {y})"
            );
        }
    }
    // The octagon: its centre is drawn, its corner pixels are not, its edge midpoints are.
    assert_eq!(alpha(24, 8), 1.0);
    assert_eq!(alpha(20, 4), 0.0);
    assert_eq!(alpha(27, 11), 0.0);
    assert_eq!(alpha(24, 4), 1.0);
    assert_eq!(alpha(20, 8), 1.0);
}

/// seeds 000, how the layers' coordinates are made: layer 2 = (c - 1/2) x TEXCOORD2.xy + 1/2 +
/// TEXCOORD0.zw. A texture whose texels hold their own coordinates shows which coordinate
/// each pixel of a quad samples; the note's Sekiro values (cell size 0.125, a cell at
/// (0.875, 0.625)) are used for layer 1.
#[test]
fn layer_coordinates_follow_the_domain_program() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    // 64 x 64 texels holding (u, v) of their centres.
    let n = 64u32;
    let mut bytes = Vec::new();
    for y in 0..n {
        for x in 0..n {
            let (u, v) = ((x as f32 + 0.5) / n as f32, (y as f32 + 0.5) / n as f32);
            for c in [u, v, 0.0, 1.0] {
                bytes.extend_from_slice(&half::f16::from_f32(c).to_le_bytes());
            }
        }
    }
    let coords = GpuTexture::from_pixels(
        &gpu,
        "coordinates",
        wgpu::TextureFormat::Rgba16Float,
        n,
        n,
        8,
        &bytes,
    );
    let white = texel(&gpu, [1.0; 4]);
    let mut buffer = ps(
        BlendWords {
            tex_blend_type: 0,
            op2: 9,
            op3: 9,
            premultiply: false,
        },
        1,
        [1.0; 4],
    );
    buffer.set(
        "g_ps_TexBlendType2",
        Value::Int(9),
        Provenance::Ours {
            note: "layers 2 and 3 change nothing",
        },
    );
    let (width, height) = (16u32, 16u32);
    // One quad of 16 x 16 pixels, layer 1 = the Sekiro cell, layer 2 scaled by 0.5 and offset.
    let instance = MultiTextureInstance {
        rows: [
            [16.0, 0.0, 0.0, 8.0],
            [0.0, -16.0, 0.0, 8.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
        color: [255; 4],
        layer_colors: [[255; 4]; 3],
        color_scale: [1.0; 4],
        tex0: [0.875, 0.625, 0.1, 0.2],
        tex1: [0.0, 0.0, 0.125, 0.125],
        tex2: [0.5, 0.5, 1.0, 1.0],
        tex3: [0.0, 0.75, 0.0, 0.0],
        params: [0.0; 4],
    };
    fn draw<'a>(
        ps: &'a Buffer,
        instance: &'a MultiTextureInstance,
        textures: Vec<&'a GpuTexture>,
    ) -> ProbeDraw<'a> {
        ProbeDraw {
            family: Family::MultiTexture,
            variant: Variant::default(),
            ps,
            instances: bytemuck::bytes_of(instance),
            count: 1,
            textures,
            blend: None,
        }
    }
    let check = |pixels: &[f32], expected: &dyn Fn(f32, f32) -> (f32, f32), what: &str| {
        for (px, py) in [(2u32, 3u32), (8, 8), (13, 11), (5, 14)] {
            // The pixel centre's corner coordinate c (the quad spans the target).
            let c = ((px as f32 + 0.5) / 16.0, (py as f32 + 0.5) / 16.0);
            let (u, v) = expected(c.0, c.1);
            let got = &pixels[((py * width + px) * 4) as usize..][..2];
            // Sampling a 64-texel coordinate texture linearly returns the coordinate itself.
            let wrap = |x: f32| x - x.floor();
            assert!(
                (got[0] - wrap(u)).abs() < 2e-3 && (got[1] - wrap(v)).abs() < 2e-3,
                "{what} at ({px}, {py}): got {got:?}, expected ({u}, {v})"
            );
        }
    };
    let layer1 = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &[draw(&buffer, &instance, vec![&coords, &white, &white])],
    ))
    .expect("render");
    check(
        &layer1,
        &|cu, cv| (0.125 * cu + 0.875, 0.125 * cv + 0.625),
        "layer 1 (cell (0.875, 0.625), size 0.125)",
    );
    // Layer 2 seen through layer 1: make layer 1 white and let layer 2 multiply the colour.
    buffer.set(
        "g_ps_TexBlendType2",
        Value::Int(0),
        Provenance::Ours {
            note: "layer 2 multiplies the colour",
        },
    );
    let layer2 = pollster::block_on(renderer.render_probe(
        &gpu,
        &pixel_view(width, height),
        width,
        height,
        &[draw(&buffer, &instance, vec![&white, &coords, &white])],
    ))
    .expect("render");
    check(
        &layer2,
        &|cu, cv| ((cu - 0.5) * 0.5 + 0.5 + 0.1, (cv - 0.5) * 0.5 + 0.5 + 0.2),
        "layer 2 (scale 0.5, offset (0.1, 0.2))",
    );
}
