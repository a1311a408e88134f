//! The multi-target and screen-space programs against the notes' formulas (seeds 000): the
//! glow target's two outputs under both blends, the distortion's falloff, its three moves
//! (the twist on a view that is not square) and its depth fall-back, and the frame copied
//! before each sheet. Designed inputs are rendered and compared with CPU evaluations.

use fxr_test_support as common;

use common::pixel_view;

use fxr_draw::constants::{Buffer, Provenance, Value};
use fxr_draw::source::TextureSource;
use fxr_draw::{Depth, Draw, DrawList, Family, Lights, Variant, blend_for_mode};
use fxr_formats::dds::{Dds, TextureFormat, TextureKind};
use fxr_gpu::Gpu;
use fxr_gpu::effects::{EffectRenderer, ProbeDraw, ProbeTarget};
use fxr_gpu::texture::GpuTexture;
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::instances::{BillboardInstance, DistortionInstance, Instances};
use fxr_sim::playback::{Frame, NodeDraw};

fn ours() -> Provenance {
    common::designed()
}

fn base_ps() -> Buffer {
    let mut b = common::pass_through_ps(1);
    b.set(
        "g_dynamicResolution_UVScale",
        Value::Floats([1.0, 1.0, 0.0, 0.0]),
        ours(),
    );
    b.set(
        "g_resolveRectUV",
        Value::Floats([0.0, 0.0, 1.0, 1.0]),
        ours(),
    );
    b.set("g_clampDistanceInverse", Value::Float(1.0), ours());
    b.set("g_waveTime", Value::Float(1.0), ours());
    b.set(
        "g_stirTexcoord1YZ",
        Value::Floats([1.0, 0.0, 0.0, 0.0]),
        ours(),
    );
    b.set("g_distortionTexcoord5", Value::Float(1.0), ours());
    b.set(
        "g_normalMapScrollScale",
        Value::Floats([1.0, 1.0, 0.0, 0.0]),
        ours(),
    );
    b
}

fn texture(gpu: &Gpu, width: u32, height: u32, texel: impl Fn(u32, u32) -> [f32; 4]) -> GpuTexture {
    let mut bytes = Vec::new();
    for y in 0..height {
        for x in 0..width {
            for c in texel(x, y) {
                bytes.extend_from_slice(&half::f16::from_f32(c).to_le_bytes());
            }
        }
    }
    GpuTexture::from_pixels(
        gpu,
        "designed",
        wgpu::TextureFormat::Rgba16Float,
        width,
        height,
        8,
        &bytes,
    )
}

/// A texture whose texels hold their own coordinates: sampling at p returns p.
fn coordinates(gpu: &Gpu, width: u32, height: u32) -> GpuTexture {
    texture(gpu, width, height, |x, y| {
        [
            (x as f32 + 0.5) / width as f32,
            (y as f32 + 0.5) / height as f32,
            0.0,
            1.0,
        ]
    })
}

fn depth_texture(
    gpu: &Gpu,
    width: u32,
    height: u32,
    depth: impl Fn(u32, u32) -> f32,
) -> GpuTexture {
    let mut bytes = Vec::new();
    for y in 0..height {
        for x in 0..width {
            bytes.extend_from_slice(&depth(x, y).to_le_bytes());
        }
    }
    GpuTexture::from_pixels(
        gpu,
        "depth",
        wgpu::TextureFormat::R32Float,
        width,
        height,
        4,
        &bytes,
    )
}

/// seeds 000, the glow target: the GlowD program writes colour x g_psGlowScale.rgb and
/// opacity x g_psGlowScale.a to the second target, with the colour target's blend on both
/// (over: source alpha and its inverse; additive: source alpha and one).
#[test]
fn glow_target_gets_both_outputs_under_both_blends() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let texel = [0.5, 0.25, 0.75, 0.6];
    let tex = texture(&gpu, 1, 1, |_, _| texel);
    let glow_scale = [0.5, 0.75, 1.0, 0.4];
    let clear = [0.2, 0.3, 0.4, 1.0];
    let instance = BillboardInstance {
        rows: [
            [16.0, 0.0, 0.0, 8.0],
            [0.0, -16.0, 0.0, 8.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
        color: [255; 4],
        color_scale: [1.0; 4],
        cell: [0.0; 4],
        cell_size: [1.0, 1.0, 0.0, 0.0],
        params: [0.0; 4],
    };
    for (mode, blending_mode) in [(6, 1), (4, 2)] {
        let mut ps = base_ps();
        ps.set("g_psGlowScale", Value::Floats(glow_scale), ours());
        ps.set("g_ps_BlendingMode", Value::Int(blending_mode), ours());
        let (blend, _, _) = blend_for_mode(mode, false);
        let draw = ProbeDraw {
            family: Family::Billboard,
            variant: Variant {
                glow: true,
                ..Default::default()
            },
            ps: &ps,
            instances: bytemuck::bytes_of(&instance),
            count: 1,
            textures: vec![&tex, &tex],
            blend: Some(blend),
        };
        let target = ProbeTarget {
            width: 16,
            height: 16,
            blendable: true,
            clear: clear.map(f64::from),
            linear_depth: None,
        };
        let out = pollster::block_on(renderer.render_probe_with(
            &gpu,
            &pixel_view(16, 16),
            &target,
            &[draw],
        ))
        .expect("render");
        let a = texel[3];
        let glow_rgb: [f32; 3] = std::array::from_fn(|c| glow_scale[c] * texel[c]);
        let glow_a = glow_scale[3] * a;
        for c in 0..3 {
            let (color, glow) = if mode == 6 {
                (
                    texel[c] * a + clear[c] * (1.0 - a),
                    glow_rgb[c] * glow_a + clear[c] * (1.0 - glow_a),
                )
            } else {
                (texel[c] * a + clear[c], glow_rgb[c] * glow_a + clear[c])
            };
            let (got_color, got_glow) = (
                out.color[(8 * 16 + 8) * 4 + c],
                out.glow[(8 * 16 + 8) * 4 + c],
            );
            assert!(
                (got_color - color).abs() < 2e-3,
                "mode {mode} colour {c}: {got_color} vs {color}"
            );
            assert!(
                (got_glow - glow).abs() < 2e-3,
                "mode {mode} glow {c}: {got_glow} vs {glow}"
            );
        }
    }
}

/// One distortion sheet over the whole view: its own coordinates equal the pixel's place.
fn full_sheet(width: u32, height: u32) -> DistortionInstance {
    let (w, h) = (width as f32, height as f32);
    DistortionInstance {
        rows: [
            [w, 0.0, 0.0, w / 2.0],
            [0.0, -h, 0.0, h / 2.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
        color: [255; 4],
        params: [10.0, 1.0, 0.0, 0.0],
        params2: [0.0, 1.0, 1.0, 1.0],
        pad: [0.0; 3],
    }
}

/// The distortion's strength at sheet coordinates `uv` (seeds 000).
fn strength(uv: [f32; 2], clamp_inverse: f32, wave_strength: f32) -> f32 {
    let q = [((uv[0] - 0.5).abs()) * 2.0, ((uv[1] - 0.5).abs()) * 2.0];
    let r = (q[0] * q[0] + q[1] * q[1]).sqrt();
    (1.0 - clamp_inverse * r).max(0.0) * 0.01 * wave_strength
}

fn render_sheet(
    renderer: &mut EffectRenderer,
    gpu: &Gpu,
    width: u32,
    height: u32,
    ps: &Buffer,
    normal: &GpuTexture,
    depth: Option<&GpuTexture>,
) -> Vec<f32> {
    let frame = coordinates(gpu, width, height);
    let sheet = full_sheet(width, height);
    let draw = ProbeDraw {
        family: Family::Distortion,
        variant: Variant::default(),
        ps,
        instances: bytemuck::bytes_of(&sheet),
        count: 1,
        textures: vec![&frame, normal],
        blend: None,
    };
    let target = ProbeTarget {
        width,
        height,
        blendable: false,
        clear: [0.0; 4],
        linear_depth: depth,
    };
    pollster::block_on(renderer.render_probe_with(
        gpu,
        &pixel_view(width, height),
        &target,
        &[draw],
    ))
    .expect("render")
    .color
}

/// Checks every pixel's sampled point against `expected(own, uv)`.
fn check_moves(
    pixels: &[f32],
    width: u32,
    height: u32,
    what: &str,
    expected: impl Fn([f32; 2]) -> [f32; 2],
) {
    let (w, h) = (width as f32, height as f32);
    let mut worst = 0.0f32;
    for y in 0..height {
        for x in 0..width {
            let own = [(x as f32 + 0.5) / w, (y as f32 + 0.5) / h];
            let e = expected(own);
            // The coordinate texture returns a point clamped to its texel centres.
            let e = [
                e[0].clamp(0.5 / w, 1.0 - 0.5 / w),
                e[1].clamp(0.5 / h, 1.0 - 0.5 / h),
            ];
            let at = ((y * width + x) * 4) as usize;
            let got = [pixels[at], pixels[at + 1]];
            let d = (got[0] - e[0]).abs().max((got[1] - e[1]).abs());
            worst = worst.max(d);
            assert!(
                d < 2e-3,
                "{what} at ({x}, {y}): sampled {got:?}, expected {e:?}"
            );
        }
    }
    eprintln!("{what}: largest difference {worst:e}");
}

#[test]
fn distortion_push_moves_by_the_normal_map_within_the_falloff() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    // A normal map whose xy x 2 - 1 is (0.5, -0.5).
    let normal = texture(&gpu, 1, 1, |_, _| [0.75, 0.25, 1.0, 1.0]);
    let mut ps = base_ps();
    ps.set("g_distortionMode", Value::Int(1), ours());
    ps.set("g_waveStrength", Value::Float(10.0), ours());
    let pixels = render_sheet(&mut renderer, &gpu, 64, 64, &ps, &normal, None);
    check_moves(&pixels, 64, 64, "push", |own| {
        let s = strength(own, 1.0, 10.0);
        [own[0] + 0.5 * s, own[1] - 0.5 * s]
    });
    // g_clampDistanceInverse 2: the move ends at half the radius.
    ps.set("g_clampDistanceInverse", Value::Float(2.0), ours());
    let pixels = render_sheet(&mut renderer, &gpu, 64, 64, &ps, &normal, None);
    check_moves(&pixels, 64, 64, "push, clamp 2", |own| {
        let s = strength(own, 2.0, 10.0);
        [own[0] + 0.5 * s, own[1] - 0.5 * s]
    });
}

/// The push sheet's normal map read at the sheet's coordinates scrolled by g_waveTime times
/// the two scroll distances (g_vNormalMapScrollDistance added to u, g_hNormalMapScrollDistance
/// taken from v) and scaled about the centre by g_normalMapScrollScale (seeds 000), on the GPU
/// against the CPU. The normal map holds its own coordinates, so the move tells where it was
/// read (kept inside the texture: no wrapping).
#[test]
fn distortion_push_scrolls_and_scales_the_normal_map() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let normal = coordinates(&gpu, 64, 64);
    for (v_distance, h_distance, wave_time, scale) in [
        (0.1f32, 0.05f32, 1.0f32, [0.5f32, 0.5]),
        (0.2, -0.1, 0.5, [0.6, 0.4]),
    ] {
        let mut ps = base_ps();
        ps.set("g_distortionMode", Value::Int(1), ours());
        ps.set("g_waveStrength", Value::Float(6.0), ours());
        ps.set("g_waveTime", Value::Float(wave_time), ours());
        ps.set(
            "g_vNormalMapScrollDistance",
            Value::Float(v_distance),
            ours(),
        );
        ps.set(
            "g_hNormalMapScrollDistance",
            Value::Float(h_distance),
            ours(),
        );
        ps.set(
            "g_normalMapScrollScale",
            Value::Floats([scale[0], scale[1], 0.0, 0.0]),
            ours(),
        );
        let pixels = render_sheet(&mut renderer, &gpu, 64, 64, &ps, &normal, None);
        check_moves(&pixels, 64, 64, "push scrolled", |own| {
            let s = strength(own, 1.0, 6.0);
            let nuv = [
                (own[0] + v_distance * wave_time - 0.5) * scale[0] + 0.5,
                (own[1] - h_distance * wave_time - 0.5) * scale[1] + 0.5,
            ];
            // The texture's texel centres hold their coordinates: what a read returns.
            let n = nuv.map(|c| (c.clamp(0.5 / 64.0, 1.0 - 0.5 / 64.0)) * 2.0 - 1.0);
            [own[0] + n[0] * s, own[1] + n[1] * s]
        });
    }
}

/// Both of the stir's pairs (TEXCOORD1.y, TEXCOORD1.z): (1, 0) and (-1, pi), which the
/// engine's vertex program picks between by a condition the notes do not record (an option
/// here). The second is not the first: it points the other way and turns the other way.
#[test]
fn distortion_stir_moves_along_the_angle_for_both_pairs() {
    use fxr_draw::StirPair;
    use fxr_draw::reference::stir_angle;
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let normal = texture(&gpu, 1, 1, |_, _| [0.5, 0.5, 1.0, 1.0]);
    for pair in [StirPair::Forward, StirPair::Reverse] {
        let yz = pair.texcoord1_yz();
        let mut ps = base_ps();
        ps.set("g_distortionMode", Value::Int(0), ours());
        ps.set("g_waveStrength", Value::Float(8.0), ours());
        ps.set("g_waveTime", Value::Float(0.7), ours());
        ps.set("g_waveNum", Value::Float(3.0), ours());
        ps.set(
            "g_stirTexcoord1YZ",
            Value::Floats([yz[0], yz[1], 0.0, 0.0]),
            ours(),
        );
        let pixels = render_sheet(&mut renderer, &gpu, 64, 64, &ps, &normal, None);
        check_moves(&pixels, 64, 64, &format!("stir {pair:?}"), |own| {
            let s = strength(own, 1.0, 8.0);
            let q = [((own[0] - 0.5).abs()) * 2.0, ((own[1] - 0.5).abs()) * 2.0];
            let r = (q[0] * q[0] + q[1] * q[1]).sqrt();
            let angle = stir_angle(yz, 0.7, 3.0, r);
            [own[0] + angle.cos() * s, own[1] + angle.sin() * s]
        });
    }
    // At time 0 and the centre, the two pairs point opposite ways.
    let forward = stir_angle(StirPair::Forward.texcoord1_yz(), 0.0, 0.0, 0.0);
    let reverse = stir_angle(StirPair::Reverse.texcoord1_yz(), 0.0, 0.0, 0.0);
    assert!((forward.cos() + reverse.cos()).abs() < 1e-6);
}

/// The opacity g_color.a × g_vColorScale.a × TEXCOORD5 (seeds 000), TEXCOORD5 an option.
#[test]
fn distortion_opacity_takes_the_texcoord5_factor() {
    use fxr_draw::reference::distortion_opacity;
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let normal = texture(&gpu, 1, 1, |_, _| [0.5, 0.5, 1.0, 1.0]);
    for (color_a, scale_a, texcoord5) in [(1.0, 1.0, 1.0), (0.8, 0.5, 0.5), (0.6, 1.0, 0.25)] {
        let mut ps = base_ps();
        ps.set("g_distortionMode", Value::Int(1), ours());
        ps.set("g_color", Value::Floats([1.0, 1.0, 1.0, color_a]), ours());
        ps.set(
            "g_vColorScale",
            Value::Floats([1.0, 1.0, 1.0, scale_a]),
            ours(),
        );
        ps.set("g_distortionTexcoord5", Value::Float(texcoord5), ours());
        let pixels = render_sheet(&mut renderer, &gpu, 16, 16, &ps, &normal, None);
        let expected = distortion_opacity(color_a, scale_a, texcoord5, 0.0);
        for a in pixels.chunks(4).map(|p| p[3]) {
            assert!(
                (a - expected).abs() < 1e-5,
                "alpha {a}, expected {expected}"
            );
        }
    }
}

/// The twist turns about the sheet's projected centre in the view's coordinates, so on a view
/// twice as wide as high the turn is not round.
#[test]
fn distortion_twist_turns_in_view_coordinates_on_a_wide_view() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let normal = texture(&gpu, 1, 1, |_, _| [0.5, 0.5, 1.0, 1.0]);
    let mut ps = base_ps();
    ps.set("g_distortionMode", Value::Int(2), ours());
    ps.set("g_waveStrength", Value::Float(40.0), ours());
    let (w, h) = (96u32, 48u32);
    let pixels = render_sheet(&mut renderer, &gpu, w, h, &ps, &normal, None);
    check_moves(&pixels, w, h, "twist", |own| {
        let s = strength(own, 1.0, 40.0);
        let d = [own[0] - 0.5, own[1] - 0.5];
        [
            0.5 + s.cos() * d[0] - s.sin() * d[1],
            0.5 + s.sin() * d[0] + s.cos() * d[1],
        ]
    });
}

/// Where the depth at the moved point is nearer than the sheet, the pixel's own place is
/// sampled, so a nearer surface is not pulled in behind the sheet.
#[test]
fn distortion_falls_back_where_a_nearer_surface_is() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let normal = texture(&gpu, 1, 1, |_, _| [1.0, 0.5, 1.0, 1.0]); // moves along +x
    let mut ps = base_ps();
    ps.set("g_distortionMode", Value::Int(1), ours());
    ps.set("g_waveStrength", Value::Float(20.0), ours());
    // The right half of the view is nearer (0.5) than the sheet (view depth 1).
    let depth = depth_texture(&gpu, 64, 64, |x, _| if x >= 32 { 0.5 } else { 100.0 });
    let pixels = render_sheet(&mut renderer, &gpu, 64, 64, &ps, &normal, Some(&depth));
    check_moves(&pixels, 64, 64, "depth fall-back", |own| {
        let s = strength(own, 1.0, 20.0);
        let moved = [own[0] + s, own[1]];
        if moved[0] * 64.0 >= 32.0 { own } else { moved }
    });
}

/// Textures by id for a frame drawn through the whole renderer.
struct Designed(Vec<(i32, Dds)>);

impl TextureSource for Designed {
    fn dds(&self, id: i32) -> Option<&Dds> {
        self.0.iter().find(|(i, _)| *i == id).map(|(_, d)| d)
    }
}

/// seeds 000: the frame is copied just before each sheet, so each sheet moves the picture
/// with the sheets drawn before it. Two sheets each pushing by 0.1 of the view over a
/// horizontal gradient move its centre by 0.2 (one copy for both would give 0.1).
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn each_sheet_moves_the_picture_with_the_sheets_before_it() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let size = 128u32;
    let gradient: Vec<u8> = (0..size * size)
        .flat_map(|i| {
            let v = ((i % size) as f32 / (size - 1) as f32 * 255.0).round() as u8;
            [v, v, v, 255]
        })
        .collect();
    let gradient = Dds::new(
        TextureFormat::Rgba8Unorm,
        TextureKind::Texture2D,
        size,
        size,
        1,
        1,
        &gradient,
    )
    .expect("dds");
    let normal = Dds::new(
        TextureFormat::Rgba8Unorm,
        TextureKind::Texture2D,
        4,
        4,
        1,
        1,
        &[255, 128, 255, 255].repeat(16),
    )
    .expect("dds");
    let textures = Designed(vec![(1, gradient), (2, normal)]);
    let s = size as f32;
    let background = BillboardInstance {
        rows: [
            [s, 0.0, 0.0, s / 2.0],
            [0.0, -s, 0.0, s / 2.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
        color: [255; 4],
        color_scale: [1.0; 4],
        cell: [0.0; 4],
        cell_size: [1.0, 1.0, 0.0, 0.0],
        params: [0.0; 4],
    };
    let sheet = DistortionInstance {
        params: [10.0, 1.0, 0.0, 0.0],
        ..full_sheet(size, size)
    };
    let frame = Frame {
        time: 0.0,
        effect_time: 0.0,
        state: 0,
        levels_of_detail: Vec::new(),
        water_pushes: Vec::new(),
        gpu_particles_left_out: 0,
        draws: vec![
            NodeDraw {
                node: "0".into(),
                config: 0,
                action_type: 603,
                kind: AppearanceKind::Billboard,
                active_time: 0.0,
                instances: Instances::Billboard(vec![background]),
                gpu: None,
            },
            NodeDraw {
                node: "1".into(),
                config: 0,
                action_type: 607,
                kind: AppearanceKind::Distortion,
                active_time: 0.0,
                instances: Instances::Distortion(vec![sheet, sheet]),
                gpu: None,
            },
        ],
    };
    let binding = |slot, id| fxr_draw::TextureBinding {
        slot,
        id,
        provenance: ours(),
    };
    let (over, _, rule) = blend_for_mode(6, false);
    let (instances, runs) = fxr_draw::build::frame_instances(&frame);
    let make =
        |family: Family, frame_draw: usize, first_instance: usize, textures, ps: Buffer| Draw {
            instance_bytes: {
                let start = runs[frame_draw].start + first_instance * family.instance_size();
                start..start + family.instance_size()
            },
            program: "test".into(),
            family,
            variant: Variant::default(),
            node: "test".into(),
            action_type: 0,
            frame_draw,
            first_instance,
            instance_count: 1,
            textures,
            columns: 1,
            blend: over,
            blend_rule: rule.clone(),
            depth: Depth {
                compare: "GreaterEqual",
                write: false,
            },
            ps,
            model: None,
            gpu_particles: None,
        };
    let mut sheet_ps = base_ps();
    sheet_ps.set("g_distortionMode", Value::Int(1), ours());
    sheet_ps.set("g_waveStrength", Value::Float(10.0), ours());
    let list = DrawList {
        vs: pixel_view(size, size),
        draws: vec![
            make(
                Family::Billboard,
                0,
                0,
                vec![binding("g_diffuseTexture", 1)],
                base_ps(),
            ),
            make(
                Family::Distortion,
                1,
                0,
                vec![binding("g_normalTexture", 2)],
                sheet_ps.clone(),
            ),
            make(
                Family::Distortion,
                1,
                1,
                vec![binding("g_normalTexture", 2)],
                sheet_ps,
            ),
        ],
        lights: Lights {
            ambient: 1.0,
            directional: 0.0,
            points: Vec::new(),
            spots: Vec::new(),
            note: "test",
        },
        instances,
        gpu_particles: Vec::new(),
    };
    // The picture's values as computed: read back through sRGB alone.
    let settings = common::clamped_settings(size);
    let image = pollster::block_on(renderer.render_to_image(&gpu, &textures, &list, &settings))
        .expect("render");
    let linear = fxr_draw::materials::detail::srgb_to_linear;
    // The CPU model along the centre row: the background shows texel i at pixel i, each
    // sheet samples the copy of what was drawn before it, moved by its strength.
    let n = size as usize;
    let moved_by = |i: usize| {
        let own = [(i as f32 + 0.5) / s, (s / 2.0 + 0.5) / s];
        own[0] + strength(own, 1.0, 10.0)
    };
    let sample = |row: &[f32], u: f32| {
        let p = (u * s - 0.5).clamp(0.0, s - 1.0);
        let (i, f) = (p.floor() as usize, p.fract());
        row[i] * (1.0 - f) + row[(i + 1).min(n - 1)] * f
    };
    let drawn: Vec<f32> = (0..n).map(|i| i as f32 / (s - 1.0)).collect();
    let one: Vec<f32> = (0..n).map(|i| sample(&drawn, moved_by(i))).collect();
    let two: Vec<f32> = (0..n).map(|i| sample(&one, moved_by(i))).collect();
    for x in (40..88).step_by(4) {
        let got = linear(image.pixel(x, size / 2)[0]);
        let (one, two) = (one[x as usize], two[x as usize]);
        // The scene target's 6-bit mantissas and the 8-bit output round by up to about 0.015.
        assert!(
            (got - two).abs() < 0.025,
            "pixel {x} shows the gradient at {got}, expected {two} (two moves), not {one} (one)"
        );
        assert!(
            (one - two).abs() > 0.05,
            "the designed input separates one move from two at {x}"
        );
    }
}
