//! The lens flare and spot light programs against CPU evaluations of the same formulas
//! (crates/sim/src/flares.rs; ours, docs/flares-shafts-spots.md): designed inputs rendered
//! through the effect renderer and read back.

use fxr_test_support as common;

use common::pixel_view;

use fxr_draw::constants::{Buffer, Provenance, Value};
use fxr_draw::families::lights::SpotLightValues;
use fxr_draw::source::TextureSource;
use fxr_draw::{Depth, Draw, DrawList, Family, Lights, Variant, blend_for_mode};
use fxr_formats::dds::{Dds, TextureFormat, TextureKind};
use fxr_gpu::effects::{EffectRenderer, ProbeDraw, ProbeTarget};
use fxr_gpu::texture::GpuTexture;
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::flares::{FlareInstance, SpotLightInstance, flare_centre, spot_factor};
use fxr_sim::instances::{BillboardInstance, Instances};
use fxr_sim::playback::{Frame, NodeDraw};
use glam::Vec3;

fn ours() -> Provenance {
    common::designed()
}

/// Constants that pass a colour through: g_ps_ColorBlendType 0 (rgb = n² |colour| for a white
/// texel, n the colour's direction; opacity = the colour's), scale 1.
fn plain_ps() -> Buffer {
    common::pass_through_ps(0)
}

fn depth_texture(gpu: &fxr_gpu::Gpu, size: u32, depth: impl Fn(u32) -> f32) -> GpuTexture {
    let mut bytes = Vec::new();
    for _ in 0..size {
        for x in 0..size {
            bytes.extend_from_slice(&depth(x).to_le_bytes());
        }
    }
    GpuTexture::from_pixels(
        gpu,
        "depth",
        wgpu::TextureFormat::R32Float,
        size,
        size,
        4,
        &bytes,
    )
}

/// Three flares of a Radial layer, offsets 0, ¼ and 1, land where `flare_centre` puts them on
/// the line from the source through the screen's centre; with the scene nearer than the source
/// over the left half of its disc, 8 of the 16 samples see it and every flare's opacity halves.
#[test]
fn flares_lie_on_the_line_through_the_centre_and_fade_with_the_hidden_share_of_the_source() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let size = 128u32;
    let s = size as f32;
    let white = GpuTexture::from_rgba8(&gpu, "white", 1, 1, &[255; 4]);
    // The source at pixel (96, 40) at view depth 1 (the designed view), radius 8 pixels.
    let source = [96.0, 40.0, 0.0, 8.0];
    let offsets = [0.0, 0.25, 1.0];
    let instances: Vec<FlareInstance> = offsets
        .iter()
        .map(|&offset| FlareInstance {
            source,
            shape: [5.0, 5.0, offset, -1.0],
            color: [1.0; 4],
            params: [1.0, 0.0, 0.0, 0.0],
        })
        .collect();
    let ps = plain_ps();
    let to_pixel = |c: [f32; 2]| ((c[0] + 1.0) * 0.5 * s, (1.0 - c[1]) * 0.5 * s);
    let ndc = [2.0 * source[0] / s - 1.0, 1.0 - 2.0 * source[1] / s];
    for (hidden_left, visibility) in [(false, 1.0), (true, 0.5)] {
        let depth = depth_texture(&gpu, size, |x| {
            // In the designed view a metre is a pixel, so the sphere's front is at 1 - 8: the
            // hiding scene must be nearer than that.
            if hidden_left && (x as f32) < source[0] {
                -100.0
            } else {
                10_000.0
            }
        });
        let target = ProbeTarget {
            width: size,
            height: size,
            blendable: false,
            clear: [0.0; 4],
            linear_depth: Some(&depth),
        };
        let draw = ProbeDraw {
            family: Family::LensFlare,
            variant: Variant::default(),
            ps: &ps,
            instances: bytemuck::cast_slice(&instances),
            count: instances.len() as u32,
            textures: vec![&white],
            blend: None,
        };
        let out = pollster::block_on(renderer.render_probe_with(
            &gpu,
            &pixel_view(size, size),
            &target,
            &[draw],
        ))
        .expect("render")
        .color;
        let alpha = |x: u32, y: u32| out[((y * size + x) * 4 + 3) as usize];
        for &offset in &offsets {
            let (px, py) = to_pixel(flare_centre(ndc, 1, offset));
            // The opacity over the flare's 5 x 5 pixels is the visible share; the centroid of
            // the covered pixels is the flare's centre.
            let (mut sum, mut sx, mut sy) = (0.0, 0.0, 0.0);
            for y in (py as i32 - 6)..(py as i32 + 6) {
                for x in (px as i32 - 6)..(px as i32 + 6) {
                    if x < 0 || y < 0 || x >= size as i32 || y >= size as i32 {
                        continue;
                    }
                    let a = alpha(x as u32, y as u32);
                    sum += a;
                    sx += a * (x as f32 + 0.5);
                    sy += a * (y as f32 + 0.5);
                }
            }
            assert!(
                sum > 0.0,
                "offset {offset}: nothing drawn near ({px}, {py})"
            );
            let (cx, cy) = (sx / sum, sy / sum);
            assert!(
                (cx - px).abs() < 0.6 && (cy - py).abs() < 0.6,
                "offset {offset}: drawn at ({cx}, {cy}), expected ({px}, {py})"
            );
            let centre = alpha(px as u32, py as u32);
            assert!(
                (centre - visibility).abs() < 0.01,
                "offset {offset}: opacity {centre}, expected the visible share {visibility}"
            );
        }
        // Between the flares, nothing.
        let (mx, my) = to_pixel(flare_centre(ndc, 1, 0.6));
        assert_eq!(alpha(mx as u32, my as u32), 0.0);
    }
}

/// Textures by id for a frame drawn through the whole renderer.
struct Designed(Vec<(i32, Dds)>);

impl TextureSource for Designed {
    fn dds(&self, id: i32) -> Option<&Dds> {
        self.0.iter().find(|(i, _)| *i == id).map(|(_, d)| d)
    }
}

/// A row of lit billboards under one spot light: each shows the light's colour times
/// `spot_factor` at its centre (lit per vertex at the particle, as the point lights), full on
/// the cone's axis, falling as (1 − e²) across it, nothing outside; the colour reaches the
/// picture as n² |colour| (g_ps_ColorBlendType 0: 1/√3 of a grey light).
#[test]
fn a_spot_lights_cone_falloff_on_lit_quads_matches_the_cpu_formula() {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let size = 128u32;
    let white = Dds::new(
        TextureFormat::Rgba8Unorm,
        TextureKind::Texture2D,
        4,
        4,
        1,
        1,
        &[255u8; 64],
    )
    .expect("dds");
    let textures = Designed(vec![(1, white)]);
    // The light 10 in front of the quads' plane, pointing at it, through pixel (40, 64); at
    // depth 10 of far 20 its cone's X radius is 30 pixels and its Y radius 15.
    let light = SpotLightInstance {
        position: [40.0, 64.0, -10.0, 0.5],
        direction: [0.0, 0.0, 1.0, 20.0],
        x_axis: [1.0, 0.0, 0.0, 60.0],
        diffuse: [1.0, 1.0, 1.0, 30.0],
        specular: [0.0; 4],
        params: [1.0, 0.0, 0.0, 0.0],
    };
    let xs: Vec<f32> = (0..9).map(|k| 40.5 + 4.0 * k as f32).collect();
    let quads: Vec<BillboardInstance> = xs
        .iter()
        .map(|&x| BillboardInstance {
            rows: [
                [3.0, 0.0, 0.0, x],
                [0.0, 3.0, 0.0, 64.5],
                [0.0, 0.0, 1.0, 0.0],
            ],
            color: [255; 4],
            color_scale: [1.0; 4],
            cell: [0.0; 4],
            cell_size: [1.0, 1.0, 0.0, 0.0],
            params: [0.0; 4],
        })
        .collect();
    let frame = Frame {
        time: 0.0,
        effect_time: 0.0,
        state: 0,
        levels_of_detail: Vec::new(),
        water_pushes: Vec::new(),
        gpu_particles_left_out: 0,
        draws: vec![NodeDraw {
            node: "0".into(),
            config: 0,
            action_type: 603,
            kind: AppearanceKind::Billboard,
            active_time: 0.0,
            instances: Instances::Billboard(quads.clone()),
            gpu: None,
        }],
    };
    let mut ps = plain_ps();
    ps.set("g_ps_bEnableLighting", Value::Int(1), ours());
    let (blend, _, rule) = blend_for_mode(2, false);
    let (instances, runs) = fxr_draw::build::frame_instances(&frame);
    let draw = Draw {
        instance_bytes: runs[0].clone(),
        program: "test".into(),
        family: Family::Billboard,
        variant: Variant::default(),
        node: "0".into(),
        action_type: 603,
        frame_draw: 0,
        first_instance: 0,
        instance_count: quads.len(),
        textures: vec![fxr_draw::TextureBinding {
            slot: "g_diffuseTexture",
            id: 1,
            provenance: ours(),
        }],
        columns: 1,
        blend,
        blend_rule: rule,
        depth: Depth {
            compare: "GreaterEqual",
            write: false,
        },
        ps,
        model: None,
        gpu_particles: None,
    };
    let spot = SpotLightValues {
        node: "1".into(),
        position: [40.0, 64.0, -10.0],
        direction: [0.0, 0.0, 1.0],
        x_axis: [1.0, 0.0, 0.0],
        near: 0.5,
        far: 20.0,
        radius: [60.0, 30.0],
        diffuse: [1.0; 4],
        provenance: Vec::new(),
    };
    let list = DrawList {
        vs: pixel_view(size, size),
        draws: vec![draw],
        lights: Lights {
            ambient: 0.0,
            directional: 0.0,
            points: Vec::new(),
            spots: vec![spot],
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
    let mut seen_falloff = false;
    for &x in &xs {
        let factor = spot_factor(&light, Vec3::new(x, 64.5, 0.0));
        let expected = factor / 3f32.sqrt();
        let got = linear(image.pixel(x as u32, 64)[0]);
        // The scene target's half floats and the 8-bit output round by up to about 0.01.
        assert!(
            (got - expected).abs() < 0.015,
            "quad at x {x}: {got}, expected {expected} (spot factor {factor})"
        );
        seen_falloff |= factor > 0.05 && factor < 0.2;
    }
    // The designed row crosses the cone's edge: full, falling, and dark quads.
    assert!(seen_falloff);
    assert_eq!(spot_factor(&light, Vec3::new(xs[8], 64.5, 0.0)), 0.0);
}

/// A light shaft's sheets: each is its width × height quad, its opacity the colour's times
/// |cos| of the angle between its normal and the view ray (a sheet facing the viewer keeps it
/// all, one turned 60° about its axis half of it).
#[test]
fn light_shaft_sheets_fade_as_they_turn_edge_on() {
    use fxr_sim::flares::ShaftInstance;
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let size = 128u32;
    let white = GpuTexture::from_rgba8(&gpu, "white", 1, 1, &[255; 4]);
    let mut vs = pixel_view(size, size);
    // The viewer far in front of the sheets' plane, so every view ray is along +Z.
    vs.set(
        "g_cameraPosition",
        Value::Floats([64.0, 64.0, -1.0e6, 1.0]),
        ours(),
    );
    let sheet = |x: f32, turn_degrees: f32| {
        let t = turn_degrees.to_radians();
        // X turned about the shaft's axis (Y); the normal is X × Y.
        let across = Vec3::new(t.cos(), 0.0, t.sin());
        let normal = across.cross(Vec3::Y);
        let (w, h) = (20.0 / t.cos(), 40.0);
        ShaftInstance {
            rows: [
                [across.x * w, 0.0, normal.x, x],
                [0.0, h, normal.y, 64.0],
                [across.z * w, 0.0, normal.z, 0.0],
            ],
            color: [1.0, 1.0, 1.0, 0.5],
            params: [0.0; 4],
        }
    };
    let sheets = [sheet(32.0, 0.0), sheet(96.0, 60.0)];
    let ps = plain_ps();
    let out = pollster::block_on(renderer.render_probe(
        &gpu,
        &vs,
        size,
        size,
        &[ProbeDraw {
            family: Family::LightShaft,
            variant: Variant::default(),
            ps: &ps,
            instances: bytemuck::cast_slice(&sheets),
            count: 2,
            textures: vec![&white],
            blend: None,
        }],
    ))
    .expect("render");
    let alpha = |x: u32, y: u32| out[((y * size + x) * 4 + 3) as usize];
    for (s, x) in sheets.iter().zip([32u32, 96]) {
        let normal = Vec3::new(s.rows[0][2], s.rows[1][2], s.rows[2][2]);
        let expected = 0.5 * normal.dot(Vec3::Z).abs();
        for (px, py) in [(x, 64), (x - 8, 50), (x + 8, 80)] {
            let got = alpha(px, py);
            assert!(
                (got - expected).abs() < 0.01,
                "sheet at {x}: opacity {got} at ({px}, {py}), expected {expected}"
            );
        }
        // Outside its 20 × 40 pixels, nothing.
        assert_eq!(alpha(x + 12, 64), 0.0);
        assert_eq!(alpha(x, 64 + 22), 0.0);
    }
}
