//! The material previews against the notes' formulas (seeds 002 water, seeds 004 character
//! detail): designed inputs are rendered on the GPU (lavapipe natively) and every term read
//! back is compared with the CPU evaluation in `fxr_library::materials`; the notes' own numbers
//! are asserted on what the GPU drew. Golden images of both previews close the file (rewritten
//! only with BLESS=1).
//!
//! One trial per check and per case (a `harness = false` runner, libtest-mimic): each detail
//! switch, each golden and each demo material case is its own trial, so one failure does not
//! hide the others. `cargo test --test conformance_materials -- detail_chain` runs a group.

// A test file: with `harness = false` its checks are not `#[test]` functions, so clippy's
// allow-unwrap-in-tests (clippy.toml) does not see that they are tests.
#![allow(clippy::unwrap_used)]

use fxr_test_support as common;

use fxr_draw::materials::detail::{self, DetailParams, DetailSample, MAX_DETAILS, srgb_to_linear};
use fxr_draw::materials::water::{self, WaterParams};
use fxr_formats::images::Tolerance;
use fxr_gpu::Gpu;
use fxr_gpu::detail::{DetailLane, DetailRenderer, DetailSettings, DetailShape, DetailTextures};
use fxr_gpu::texture::GpuTexture;
use fxr_gpu::water::{
    WaterLane, WaterRenderer, WaterScene, WaterSettings, WaterTextures, WaterView,
};
use fxr_library::materials::DetailForm;
use glam::Vec3;
use libtest_mimic::{Arguments, Trial};

/// f16 targets: about 3 significant digits.
fn close(gpu: f32, cpu: f32, what: &str) {
    let tolerance = 1.5e-3 + 2e-3 * cpu.abs();
    assert!(
        (gpu - cpu).abs() <= tolerance,
        "{what}: GPU {gpu} against CPU {cpu}"
    );
}

fn f16(v: f32) -> f32 {
    half::f16::from_f32(v).to_f32()
}

/// A small deterministic hash in 0..1.
fn hash(x: u32, y: u32, seed: u32) -> f32 {
    let mut h =
        x.wrapping_mul(0x27d4_eb2d) ^ y.wrapping_mul(0x1656_67b1) ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

/// Stored (reversed) depth of a view depth, as the renderer's projection stores it.
fn stored_of(view: &WaterView, depth: f32) -> f32 {
    let (near, far) = (view.near, view.far);
    near / (near - far) + near * far / (far - near) / depth
}

fn water_flat(gpu: &Gpu, encoded: [f32; 2]) -> WaterTextures {
    WaterTextures::uniform(
        gpu,
        [encoded[0], encoded[1], 1.0, 1.0],
        [0.0; 4],
        [0.5, 0.5, 0.5, 1.0],
    )
}

/// Designed water inputs: a grey picture and a stored depth per pixel.
fn designed(
    view: &WaterView,
    width: u32,
    height: u32,
    depth: impl Fn(u32, u32) -> f32,
) -> (Vec<f32>, Vec<f32>) {
    let colour = vec![0.5f32; (width * height * 4) as usize];
    let mut stored = Vec::new();
    for y in 0..height {
        for x in 0..width {
            stored.push(stored_of(view, depth(x, y)));
        }
    }
    (colour, stored)
}

/// seeds 002: the body blend with m10_00_692's (120, 700, 0.2, 6, 0.2) is 0 at 4 m, about
/// 0.012 at 10 m and a fifth from 101 m on; the middle pixel of a 9x9 picture looking
/// straight down is at exactly that distance.
fn water_body_blend_by_distance_on_the_gpu() {
    let gpu = common::gpu();
    let renderer = WaterRenderer::new(&gpu);
    let params = WaterParams::default();
    let textures = water_flat(&gpu, [0.5, 0.5]);
    let settings = WaterSettings::default();
    for (distance, notes) in [
        (4.0f32, 0.0f32),
        (10.0, 0.012),
        (60.0, f32::NAN),
        (101.0, 0.2),
        (300.0, 0.2),
    ] {
        let view = WaterView::looking_down(Vec3::ZERO, distance, 0.8, 9, 9);
        let (colour, stored) = designed(&view, 9, 9, |_, _| 10_000.0);
        let targets = renderer
            .render(
                &gpu,
                &params,
                &textures,
                &view,
                &settings,
                WaterScene::Designed {
                    colour: &colour,
                    stored_depth: &stored,
                },
                9,
                9,
            )
            .unwrap();
        let out = pollster::block_on(renderer.read_back(&gpu, &targets)).unwrap();
        let blend = out.texel(2, 4, 4)[0];
        close(
            blend,
            water::body_blend(&params, distance),
            &format!("body blend at {distance} m"),
        );
        if !notes.is_nan() {
            assert!(
                (blend - notes).abs() < 5e-4,
                "the notes' {notes} at {distance} m, GPU {blend}"
            );
        }
    }
}

/// seeds 002: absorption exp2(-1.4427 * sigma * max(0, behind - surface)) with sigma (0.215,
/// 0.115, 0.09) over depths of water from -1 to 11 m, the shore alpha, and the depth copy read
/// back as -z / (x - stored).
fn water_absorption_and_shore_alpha_over_a_depth() {
    let gpu = common::gpu();
    let renderer = WaterRenderer::new(&gpu);
    let params = WaterParams {
        shore: 0.5,
        ..WaterParams::default()
    };
    assert_eq!(params.sigma, [0.215, 0.115, 0.09]);
    let (w, h) = (13u32, 9u32);
    let view = WaterView::looking_down(Vec3::ZERO, 5.0, 0.8, w, h);
    // Looking straight down at the plane, every pixel's surface depth is 5 m.
    let behind = |x: u32, y: u32| 4.0 + x as f32 + 0.125 * y as f32;
    let (colour, stored) = designed(&view, w, h, behind);
    let targets = renderer
        .render(
            &gpu,
            &params,
            &water_flat(&gpu, [0.5, 0.5]),
            &view,
            &WaterSettings::default(),
            WaterScene::Designed {
                colour: &colour,
                stored_depth: &stored,
            },
            w,
            h,
        )
        .unwrap();
    let out = pollster::block_on(renderer.read_back(&gpu, &targets)).unwrap();
    let (x, z) = water::depth_constants(view.near, view.far);
    for y in 0..h {
        for x_px in 0..w {
            let back = water::view_depth_from_stored(x, z, stored[(y * w + x_px) as usize]);
            let expected = water::absorption(params.sigma, back, 5.0);
            let t = out.texel(1, x_px, y);
            for c in 0..3 {
                close(
                    t[c],
                    expected[c],
                    &format!(
                        "absorption channel {c} at ({x_px}, {y}), {} m of water",
                        back - 5.0
                    ),
                );
            }
            close(
                out.texel(3, x_px, y)[3],
                back - 5.0,
                "the depth of water from the depth copy",
            );
            close(
                out.texel(2, x_px, y)[1],
                water::shore_alpha(1.0, back, 5.0, params.shore),
                "shore alpha",
            );
        }
    }
    // 2 m of water (pixel (3, 0): behind at 7 m): exp(-2 sigma) = (0.651, 0.794, 0.835).
    let two = out.texel(1, 3, 0);
    for (got, want) in two.iter().zip([0.6505f32, 0.7945, 0.8353]) {
        assert!((got - want).abs() < 2e-3, "{two:?}");
    }
}

/// seeds 002: the transmission weight 0.96 - 0.96 * (1 - |N.V|)^5: 0.96 at normal incidence,
/// 0 at grazing. The normal maps tilt the normal by a designed amount; the middle pixel looks
/// straight down.
fn water_schlick_weight_from_normal_to_grazing() {
    let gpu = common::gpu();
    let renderer = WaterRenderer::new(&gpu);
    let params = WaterParams {
        wave_b: 0.0,
        ..WaterParams::default()
    };
    let view = WaterView::looking_down(Vec3::ZERO, 5.0, 0.8, 9, 9);
    let (colour, stored) = designed(&view, 9, 9, |_, _| 8.0);
    for s in [0.0f32, 0.5, 0.9, 0.99, 1.0] {
        let enc = f16(0.5 + 0.5 * s);
        let targets = renderer
            .render(
                &gpu,
                &params,
                &water_flat(&gpu, [enc, 0.5]),
                &view,
                &WaterSettings::default(),
                WaterScene::Designed {
                    colour: &colour,
                    stored_depth: &stored,
                },
                9,
                9,
            )
            .unwrap();
        let out = pollster::block_on(renderer.read_back(&gpu, &targets)).unwrap();
        let t = 2.0 * enc - 1.0;
        let n_dot_v = (1.0 - (t * t).min(1.0)).sqrt();
        let weight = out.texel(1, 4, 4)[3];
        close(
            weight,
            water::transmission_weight(n_dot_v),
            &format!("transmission with tilt {s}"),
        );
        if s == 0.0 {
            assert!((weight - 0.96).abs() < 1e-3, "normal incidence: {weight}");
        }
        if s == 1.0 {
            assert!(weight.abs() < 1e-3, "grazing: {weight}");
        }
        // The normal is the tilt along the bitangent (x of the tangent-space normal).
        let n = out.texel(3, 4, 4);
        close(n[1], n_dot_v, "the normal's y");
    }
}

/// seeds 002: the refraction offset float_1 * 10 / (depth + 10), and the fall-back to the
/// straight coordinate where the offset sample is in front of the surface.
fn water_refraction_offset_and_its_fall_back() {
    let gpu = common::gpu();
    let renderer = WaterRenderer::new(&gpu);
    let params = WaterParams {
        wave_b: 0.0,
        refraction: 1.5,
        ..WaterParams::default()
    };
    let (w, h) = (12u32, 5u32);
    let view = WaterView::looking_down(Vec3::ZERO, 5.0, 0.8, w, h);
    // Columns 6 and 7 hold something in front of the water (3 m away: above it), the rest a
    // floor 8 m away.
    let depth = |x: u32, _y: u32| if (6..8).contains(&x) { 3.0 } else { 8.0 };
    let (colour, stored) = designed(&view, w, h, depth);
    let enc = f16(0.6);
    let targets = renderer
        .render(
            &gpu,
            &params,
            &water_flat(&gpu, [enc, 0.5]),
            &view,
            &WaterSettings::default(),
            WaterScene::Designed {
                colour: &colour,
                stored_depth: &stored,
            },
            w,
            h,
        )
        .unwrap();
    let out = pollster::block_on(renderer.read_back(&gpu, &targets)).unwrap();
    let t = 2.0 * enc - 1.0;
    let shift = t * water::refraction_scale(params.refraction, 5.0) * w as f32;
    assert!(
        (shift - 2.4).abs() < 0.01,
        "{shift} pixels: whole-pixel boundaries are far"
    );
    let mut fell_back = 0;
    for x in 0..w {
        let moved = ((x as f32 + 0.5 + shift).floor() as u32).min(w - 1);
        let use_offset = depth(moved, 0) >= 5.0;
        let read = if use_offset { moved } else { x };
        let got = out.texel(2, x, 2);
        assert_eq!(
            got[3],
            if use_offset { 1.0 } else { 0.0 },
            "column {x}: offset used"
        );
        fell_back += usize::from(!use_offset);
        close(
            out.texel(3, x, 2)[3],
            depth(read, 0) - 5.0,
            &format!("column {x}: the depth read"),
        );
        close(
            got[1],
            water::shore_alpha(1.0, depth(read, 0), 5.0, params.shore),
            &format!("column {x}: alpha"),
        );
    }
    assert_eq!(
        fell_back, 2,
        "columns 4 and 5 look through to the object and fall back"
    );
}

/// Designed detail textures: one texel a pixel, RGBA16F linear values (the CPU reads the same
/// f16 values). With `grey_details` the detail colours are sRGB bytes of 128 instead, decoded
/// by the GPU's sRGB view (lavapipe decodes sRGB with an approximation of about 0.5 %, which is
/// why the other inputs are floats).
struct Designed {
    textures: DetailTextures,
    samples: Vec<DetailSample>,
}

fn designed_detail(gpu: &Gpu, size: u32, grey_details: bool) -> Designed {
    let n = (size * size) as usize;
    let floats = |seed: u32| -> Vec<f32> {
        (0..n)
            .flat_map(|i| {
                let (x, y) = (i as u32 % size, i as u32 / size);
                // Column 0 holds N.z around switch 1's transition (1/22).
                let z = if x == 0 {
                    0.035 + 0.015 * hash(x, y, seed + 99)
                } else {
                    hash(x, y, seed * 4 + 2)
                };
                [
                    f16(hash(x, y, seed * 4)),
                    f16(hash(x, y, seed * 4 + 1)),
                    f16(z),
                    f16(hash(x, y, seed * 4 + 3)),
                ]
            })
            .collect()
    };
    let upload_f16 = |v: &[f32]| {
        let bytes: Vec<u8> = v
            .iter()
            .flat_map(|c| half::f16::from_f32(*c).to_le_bytes())
            .collect();
        GpuTexture::from_pixels(
            gpu,
            "designed",
            wgpu::TextureFormat::Rgba16Float,
            size,
            size,
            8,
            &bytes,
        )
    };
    let grey = srgb_to_linear(128);
    let albedo = floats(1);
    let colours: Vec<Vec<f32>> = (0..MAX_DETAILS as u32)
        .map(|i| {
            if grey_details {
                [grey, grey, grey, 1.0].repeat(n)
            } else {
                floats(10 + i)
            }
        })
        .collect();
    let normal = floats(20);
    let mask = floats(21);
    let knormals: Vec<Vec<f32>> = (0..MAX_DETAILS as u32).map(|i| floats(30 + i)).collect();
    let four = |v: &[f32], i: usize| [v[i * 4], v[i * 4 + 1], v[i * 4 + 2], v[i * 4 + 3]];
    let samples = (0..n)
        .map(|i| DetailSample {
            base_albedo: four(&albedo, i),
            base_normal: four(&normal, i),
            mask: four(&mask, i),
            colours: [
                four(&colours[0], i),
                four(&colours[1], i),
                four(&colours[2], i),
            ],
            normals: [
                four(&knormals[0], i),
                four(&knormals[1], i),
                four(&knormals[2], i),
            ],
        })
        .collect();
    let colour_texture = |v: &[f32]| {
        if grey_details {
            GpuTexture::from_pixels(
                gpu,
                "sRGB grey",
                wgpu::TextureFormat::Rgba8UnormSrgb,
                size,
                size,
                4,
                &[128u8, 128, 128, 255].repeat(n),
            )
        } else {
            upload_f16(v)
        }
    };
    let textures = DetailTextures {
        base_albedo: upload_f16(&albedo),
        base_normal: upload_f16(&normal),
        mask: upload_f16(&mask),
        colours: [
            colour_texture(&colours[0]),
            colour_texture(&colours[1]),
            colour_texture(&colours[2]),
        ],
        normals: [
            upload_f16(&knormals[0]),
            upload_f16(&knormals[1]),
            upload_f16(&knormals[2]),
        ],
    };
    Designed { textures, samples }
}

fn plane_settings() -> DetailSettings {
    DetailSettings {
        shape: DetailShape::Plane,
        detail_tiling: 1.0,
        nearest: true,
        ..DetailSettings::default()
    }
}

fn check_detail(
    gpu: &Gpu,
    renderer: &DetailRenderer,
    designed: &Designed,
    size: u32,
    params: &DetailParams,
    what: &str,
) {
    let targets = renderer
        .render(
            gpu,
            params,
            &designed.textures,
            &plane_settings(),
            size,
            size,
        )
        .expect("the detail preview renders");
    let out = pollster::block_on(renderer.read_back(gpu, &targets)).expect("read back");
    for (i, sample) in designed.samples.iter().enumerate() {
        let (x, y) = (i as u32 % size, i as u32 / size);
        let cpu = detail::evaluate(params, sample);
        let at = format!("{what}, pixel ({x}, {y}), {sample:?} gives {cpu:?}");
        let [albedo_gloss, normal_f, f0_metallic] = [0, 1, 2].map(|lane| out.texel(lane, x, y));
        for c in 0..3 {
            close(albedo_gloss[c], cpu.albedo[c], &format!("{at}: albedo {c}"));
            close(normal_f[c], cpu.normal[c], &format!("{at}: normal {c}"));
            close(f0_metallic[c], cpu.f0[c], &format!("{at}: F0 {c}"));
        }
        close(albedo_gloss[3], cpu.gloss, &format!("{at}: gloss"));
        close(normal_f[3], cpu.reflectance, &format!("{at}: f"));
        close(f0_metallic[3], cpu.metallic, &format!("{at}: metallic"));
    }
}

/// seeds 004: the colour, normal, gloss and reflectance chains of Sekiro's switches 0, 13, 6
/// and 1 (their slot orders, switch 1's transition, first scale and mask term), in Sekiro's
/// F0 form and Elden Ring's metallic form, on 256 designed samples each.
/// The detail chain of one form and switch against the CPU (Sekiro's with tints, desaturation
/// and biases set so every term shows; Elden Ring's at the switch's own values).
fn detail_chain_matches_the_cpu(form: DetailForm, switch: i32) {
    let gpu = common::gpu();
    let renderer = DetailRenderer::new(&gpu);
    let size = 16;
    let designed = designed_detail(&gpu, size, false);
    let mut params = DetailParams::for_switch(form, switch);
    if form == DetailForm::Sekiro {
        params.tints = [[1.0, 0.8, 0.6], [0.7, 1.0, 0.9], [0.5, 0.6, 1.0]];
        params.desaturation = 0.25;
        params.normal_strength = 0.8;
        params.gloss_bias = [0.1, -0.05, 0.2];
        params.reflectance_bias = [0.05, 0.3, 0.6];
        params.colour = [0.9, 1.0, 0.8];
    }
    check_detail(
        &gpu,
        &renderer,
        &designed,
        size,
        &params,
        &format!("{form:?} switch {switch}"),
    );
}

/// The Elden Ring switches the chain is checked at.
const ELDEN_RING_SWITCHES: [i32; 3] = [0, 13, 9];

/// seeds 004: an sRGB-128 grey detail is about 0.216 linear and 0.216 × 4.55 ≈ 0.98: the base
/// albedo comes out almost unchanged (f = 0: no mask, no bias).
fn detail_srgb_grey_leaves_the_base_almost_unchanged() {
    let gpu = common::gpu();
    let renderer = DetailRenderer::new(&gpu);
    let size = 8;
    let designed = designed_detail(&gpu, size, true);
    let params = DetailParams::for_switch(DetailForm::Sekiro, 6);
    let mut designed_no_f = designed;
    let zero_mask = vec![0u8; (size * size * 4) as usize];
    designed_no_f.textures.mask = GpuTexture::from_rgba8(&gpu, "no mask", size, size, &zero_mask);
    for s in &mut designed_no_f.samples {
        s.mask = [0.0; 4];
    }
    let targets = renderer
        .render(
            &gpu,
            &params,
            &designed_no_f.textures,
            &plane_settings(),
            size,
            size,
        )
        .unwrap();
    let out = pollster::block_on(renderer.read_back(&gpu, &targets)).unwrap();
    let mut checked = 0;
    for (i, s) in designed_no_f.samples.iter().enumerate() {
        let (x, y) = (i as u32 % size, i as u32 / size);
        let albedo = out.texel(0, x, y);
        for (c, &drawn) in albedo.iter().enumerate().take(3) {
            let base = s.base_albedo[c];
            if base < 0.05 {
                continue;
            }
            let ratio = drawn / base;
            assert!(
                (ratio - 0.216 * 4.55).abs() < 0.01,
                "pixel ({x}, {y}) channel {c}: ratio {ratio}"
            );
            let cpu = detail::evaluate(&params, s).albedo[c] / base;
            assert!(
                (ratio - cpu).abs() < 0.01,
                "pixel ({x}, {y}) channel {c}: GPU ratio {ratio}, CPU {cpu}"
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// The previews themselves (the water lit and its absorption lane, the detail sphere lit and
/// its albedo lane) against golden images.
/// lavapipe against lavapipe: small differences only (the tolerance also absorbs another
/// driver's rounding of the waves' sampling).
fn preview_tolerance(w: u32, h: u32) -> Tolerance {
    Tolerance {
        channel: 6,
        max_outliers: (w * h / 100) as usize,
    }
}

/// The water preview's `lane` against its golden.
fn water_preview_matches_its_golden(lane: WaterLane) {
    let gpu = common::gpu();
    let water = WaterRenderer::new(&gpu);
    let textures = WaterTextures::generated(&gpu);
    let settings = WaterSettings {
        time: 1.5,
        ..WaterSettings::default()
    };
    let (w, h) = (192, 128);
    let image = pollster::block_on(water.preview(
        &gpu,
        &WaterParams::default(),
        &textures,
        &settings,
        lane,
        w,
        h,
    ))
    .unwrap();
    assert!(
        image
            .pixels
            .chunks_exact(4)
            .filter(|p| p[..3].iter().any(|&c| c > 16))
            .count()
            > (w * h / 4) as usize,
        "the {} lane drew something",
        lane.name()
    );
    common::check_golden(
        &format!("material_water_{}", lane.name()),
        &image,
        preview_tolerance(w, h),
    );
}

/// The detail preview of a form and switch in `lane` against its golden.
fn detail_preview_matches_its_golden(form: DetailForm, switch: i32, lane: DetailLane) {
    let gpu = common::gpu();
    let detail = DetailRenderer::new(&gpu);
    let textures = DetailTextures::generated(&gpu);
    let size = 128;
    let params = DetailParams::for_switch(form, switch);
    let image = pollster::block_on(detail.preview(
        &gpu,
        &params,
        &textures,
        &DetailSettings::default(),
        lane,
        size,
        size,
    ))
    .unwrap();
    assert!(
        image.pixel(size / 2, size / 2)[..3].iter().any(|&c| c > 20),
        "the sphere is drawn"
    );
    common::check_golden(
        &detail_golden_name(form, switch, lane),
        &image,
        preview_tolerance(size, size),
    );
}

fn form_name(form: DetailForm) -> &'static str {
    match form {
        DetailForm::Sekiro => "sekiro",
        DetailForm::EldenRing => "er",
    }
}

fn detail_golden_name(form: DetailForm, switch: i32, lane: DetailLane) -> String {
    format!(
        "material_detail_{}{switch}_{}",
        form_name(form),
        lane.name()
    )
}

/// The detail previews with goldens.
const DETAIL_GOLDENS: [(DetailForm, i32, DetailLane); 3] = [
    (DetailForm::Sekiro, 6, DetailLane::Lit),
    (DetailForm::Sekiro, 6, DetailLane::Albedo),
    (DetailForm::EldenRing, 13, DetailLane::Lit),
];

#[derive(serde::Deserialize)]
struct Cases {
    tolerance: CaseTolerance,
    cases: Vec<Case>,
}

#[derive(serde::Deserialize)]
struct CaseTolerance {
    channel: u8,
    max_outliers_percent: f64,
}

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    material: String,
    lane: String,
    width: u32,
    height: u32,
    time: f32,
    /// This case's tolerance, where it needs its own.
    #[serde(default)]
    tolerance: Option<CaseTolerance>,
}

/// One demo material case through the path the viewer takes (index, view, previewer),
/// against the golden the browser test compares with too (`goldens/material_cases.json`); a
/// case's own `tolerance` replaces the file's.
fn demo_material_matches_its_golden(case: &Case, default: &CaseTolerance) {
    use fxr_gpu::material_preview::{MaterialPreviewer, PreviewOptions};
    let gpu = common::gpu();
    let bytes = fxr_demo::demo_materials().unwrap();
    let index = fxr_library::materials::MaterialIndex::open(
        "demo.matbinbnd.dcx",
        &bytes,
        &Default::default(),
    )
    .unwrap();
    let mut previewer = MaterialPreviewer::new();
    let view = index.view(index.find(&case.material).unwrap()).unwrap();
    let options = PreviewOptions {
        width: case.width,
        height: case.height,
        time: case.time,
        ..PreviewOptions::default()
    };
    let image = pollster::block_on(previewer.render(&gpu, &view, &case.lane, options)).unwrap();
    let tolerance = case.tolerance.as_ref().unwrap_or(default);
    let max_outliers =
        ((case.width * case.height) as f64 * tolerance.max_outliers_percent / 100.0) as usize;
    common::check_golden(
        &case.name,
        &image,
        Tolerance {
            channel: tolerance.channel,
            max_outliers,
        },
    );
}

fn main() {
    let args = Arguments::from_args();
    let unit = |name: &str, check: fn()| {
        Trial::test(name, move || {
            check();
            Ok(())
        })
    };
    let mut trials = vec![
        unit(
            "water::body_blend_by_distance_on_the_gpu",
            water_body_blend_by_distance_on_the_gpu,
        ),
        unit(
            "water::absorption_and_shore_alpha_over_a_depth",
            water_absorption_and_shore_alpha_over_a_depth,
        ),
        unit(
            "water::schlick_weight_from_normal_to_grazing",
            water_schlick_weight_from_normal_to_grazing,
        ),
        unit(
            "water::refraction_offset_and_its_fall_back",
            water_refraction_offset_and_its_fall_back,
        ),
        unit(
            "detail::srgb_grey_leaves_the_base_almost_unchanged",
            detail_srgb_grey_leaves_the_base_almost_unchanged,
        ),
    ];
    let chains = detail::SEKIRO_SWITCHES
        .iter()
        .map(|&s| (DetailForm::Sekiro, s))
        .chain(
            ELDEN_RING_SWITCHES
                .iter()
                .map(|&s| (DetailForm::EldenRing, s)),
        );
    for (form, switch) in chains {
        trials.push(Trial::test(
            format!("detail_chain::{}_{switch}", form_name(form)),
            move || {
                detail_chain_matches_the_cpu(form, switch);
                Ok(())
            },
        ));
    }
    for lane in [WaterLane::Lit, WaterLane::Absorption] {
        trials.push(Trial::test(
            format!("golden::material_water_{}", lane.name()),
            move || {
                water_preview_matches_its_golden(lane);
                Ok(())
            },
        ));
    }
    for (form, switch, lane) in DETAIL_GOLDENS {
        trials.push(Trial::test(
            format!("golden::{}", detail_golden_name(form, switch, lane)),
            move || {
                detail_preview_matches_its_golden(form, switch, lane);
                Ok(())
            },
        ));
    }
    let text = std::fs::read_to_string(common::goldens_dir().join("material_cases.json"))
        .expect("the cases file");
    let cases: Cases = serde_json::from_str(&text).expect("the cases parse");
    let default = std::sync::Arc::new(cases.tolerance);
    for case in cases.cases {
        let default = default.clone();
        trials.push(Trial::test(format!("golden::{}", case.name), move || {
            demo_material_matches_its_golden(&case, &default);
            Ok(())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
