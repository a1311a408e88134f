//! Model particles (605 Model, 10015 RichModel) drawn natively, with designed inputs: a
//! square model of known size textured white, one particle at the origin, and the picture's
//! extent compared with a CPU projection of the square's corners through the same camera
//! (the particle's world matrix: sizeX, sizeY times the mesh). A model no opened file has is
//! drawn as the placeholder cube and listed as missing.

use fxr_test_support as common;

use fxr_demo::builder::{ActionBuilder, single_node_effect};
use fxr_draw::constants::Provenance;
use fxr_draw::settings::RenderSettings;
use fxr_draw::source::TextureSource;
use fxr_draw::{DrawList, DrawOptions, Family, Override};
use fxr_formats::dds::{self, Dds};
use fxr_formats::flver::{BoundingBox, MeshGeometry, ModelGeometry, ModelTexture, ModelVertex};
use fxr_formats::fxr::{self, Game};
use fxr_formats::images::RgbaImage;
use fxr_gpu::effects::EffectRenderer;
use fxr_sim::playback::{Playback, PlaybackOptions};
use glam::Vec3;
use std::collections::HashMap;
use std::sync::Arc;

const SIZE: u32 = 96;
const MODEL: i32 = 4242;
const TEXTURE: i32 = 4243;
/// The default background (straight sRGB bytes).
const BACKGROUND: [u8; 3] = [20, 22, 28];

/// The opened files of these tests: a white texture and, when given, the square model.
struct Files {
    white: Dds,
    models: HashMap<i32, ModelGeometry>,
}

impl TextureSource for Files {
    fn dds(&self, id: i32) -> Option<&Dds> {
        (id == TEXTURE).then_some(&self.white)
    }

    fn model(&self, id: i32) -> Option<&ModelGeometry> {
        self.models.get(&id)
    }

    fn model_problem(&self, id: i32) -> Option<String> {
        (id == BROKEN).then(|| "s04244.flver: FLVER: invalid mesh".to_string())
    }
}

/// A model the files hold that does not read.
const BROKEN: i32 = 4244;

/// A 4x4 white RGBA8 DDS (legacy header, RGBA masks).
fn white_dds() -> Dds {
    let mut b = Vec::new();
    let mut u32s = |values: &[u32]| values.iter().for_each(|v| b.extend(v.to_le_bytes()));
    u32s(&[0x2053_4444, 124, 0x100F, 4, 4, 16, 0, 1]);
    u32s(&[0; 11]);
    u32s(&[32, 0x41, 0, 32, 0xFF, 0xFF00, 0xFF_0000, 0xFF00_0000]);
    u32s(&[0x1000, 0, 0, 0, 0]);
    b.extend([255u8; 64]);
    dds::read(&b).expect("the white texture reads")
}

/// A square of half size 0.5 in the model's XY plane, facing -Z, UVs 0..1, whose material
/// names the white texture.
fn square() -> ModelGeometry {
    let corner = |x: f32, y: f32| ModelVertex {
        position: [x, y, 0.0],
        normal: [0.0, 0.0, -1.0],
        uv: [x + 0.5, 0.5 - y],
        color: [255; 4],
    };
    ModelGeometry {
        meshes: vec![MeshGeometry {
            material: "square".into(),
            material_path: "square.mtd".into(),
            vertices: vec![
                corner(-0.5, -0.5),
                corner(0.5, -0.5),
                corner(0.5, 0.5),
                corner(-0.5, 0.5),
            ],
            indices: vec![0, 1, 2, 0, 2, 3],
            cull_backfaces: false,
            textures: vec![ModelTexture {
                slot: "g_DiffuseTexture".into(),
                path: format!(r"N:\x\sfx\tex\s{TEXTURE:05}.tif"),
                id: Some(TEXTURE),
            }],
        }],
        bounds: BoundingBox {
            min: [-0.5, -0.5, 0.0],
            max: [0.5, 0.5, 0.0],
        },
    }
}

/// An effect of one model particle at the origin, facing north (the world's axes), sized
/// `size`: action 605 (`rich` false) or 10015.
fn model_effect(rich: bool, size: [f32; 3]) -> fxr::Fxr {
    model_effect_of(MODEL, rich, size)
}

/// [`model_effect`] drawing model `model`.
fn model_effect_of(model: i32, rich: bool, size: [f32; 3]) -> fxr::Fxr {
    let er = Game::EldenRing;
    let action = ActionBuilder::new(if rich { 10015 } else { 605 }, er)
        .and_then(|a| a.int("orientation", 0))
        .and_then(|a| a.constant("model", &[model as f32]))
        .and_then(|a| a.constant("sizeX", &[size[0]]))
        .and_then(|a| a.constant("sizeY", &[size[1]]))
        .and_then(|a| a.constant("sizeZ", &[size[2]]))
        .expect("a model action")
        .build();
    single_node_effect(7, er, [action]).expect("an effect")
}

/// A drawn frame and what the renderer listed.
struct Drawn {
    image: RgbaImage,
    list: DrawList,
    settings: RenderSettings,
    missing_models: Vec<i32>,
    broken_models: Vec<i32>,
    missing_textures: Vec<i32>,
}

/// Plays `effect` to 0.2 s and draws it with `files`.
fn render(effect: &fxr::Fxr, files: &Files) -> Drawn {
    let bytes = fxr::write(effect).expect("writes");
    let mut read = fxr::read(&bytes).expect("reads back");
    read.game = effect.game;
    let program = fxr_sim::program::compile(&read).expect("compiles");
    assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);
    draw(Arc::new(program), files, false, &[])
}

/// Plays `program` to 0.2 s with one live particle and draws it with `source`'s files (the
/// camera framing the particle with `auto_camera`).
fn draw(
    program: Arc<fxr_sim::program::EffectProgram>,
    source: &dyn TextureSource,
    auto_camera: bool,
    overrides: &[Override],
) -> Drawn {
    let playback = Playback::new(program, PlaybackOptions::default());
    let mut settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        grid: false,
        ..Default::default()
    };
    let (frame, mut list) = fxr_draw::Player::new(playback).frame_and_draws(
        0.2,
        &mut settings,
        &DrawOptions::default(),
        auto_camera,
        source,
    );
    list.apply_overrides(overrides);
    assert_eq!(frame.instance_count(), 1);
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let image = pollster::block_on(renderer.render_to_image(&gpu, source, &list, &settings))
        .expect("renders");
    Drawn {
        image,
        list,
        settings,
        missing_models: renderer.missing_models().iter().copied().collect(),
        broken_models: renderer.broken_models().keys().copied().collect(),
        missing_textures: renderer.missing_textures().iter().copied().collect(),
    }
}

/// The columns and rows (first, last) of pixels that differ from the background by more than
/// 24 levels.
fn drawn_extent(image: &RgbaImage) -> Option<([u32; 2], [u32; 2])> {
    drawn_extent_over(image, 24)
}

/// The columns and rows (first, last) of pixels that differ from the background by more than
/// `levels` in a channel.
fn drawn_extent_over(image: &RgbaImage, levels: u8) -> Option<([u32; 2], [u32; 2])> {
    let mut x = [u32::MAX, 0];
    let mut y = [u32::MAX, 0];
    for row in 0..image.height {
        for col in 0..image.width {
            let at = ((row * image.width + col) * 4) as usize;
            let p = &image.pixels[at..at + 3];
            if (0..3).any(|c| p[c].abs_diff(BACKGROUND[c]) > levels) {
                x = [x[0].min(col), x[1].max(col)];
                y = [y[0].min(row), y[1].max(row)];
            }
        }
    }
    (x[0] != u32::MAX).then_some((x, y))
}

/// Where a world point lands in the image (pixel coordinates, y down).
fn project(settings: &RenderSettings, p: Vec3) -> [f32; 2] {
    let m = settings
        .camera
        .projection(settings.width as f32 / settings.height as f32)
        * settings.camera.view();
    let clip = m * p.extend(1.0);
    let ndc = clip.truncate() / clip.w;
    [
        (ndc.x * 0.5 + 0.5) * settings.width as f32,
        (0.5 - ndc.y * 0.5) * settings.height as f32,
    ]
}

#[test]
fn a_model_draws_its_mesh_with_its_material_texture_at_its_size() {
    let files = Files {
        white: white_dds(),
        models: HashMap::from([(MODEL, square())]),
    };
    for (rich, size) in [
        (false, [1.0, 1.0, 1.0]),
        (false, [2.0, 1.0, 1.0]),
        (true, [1.0, 2.0, 1.0]),
    ] {
        let Drawn {
            image,
            list,
            settings,
            missing_models: missing,
            ..
        } = render(&model_effect(rich, size), &files);
        let _ = std::fs::write(
            std::env::temp_dir().join(format!("fxr-view-model-{rich}-{}.png", size[0])),
            image.to_png().expect("the image encodes"),
        );
        assert!(missing.is_empty(), "{missing:?}");
        assert_eq!(list.draws.len(), 1);
        let d = &list.draws[0];
        assert_eq!(d.family, Family::Model);
        let mesh = d.model.as_ref().expect("a model draw");
        assert_eq!((mesh.model, mesh.mesh, mesh.triangles), (MODEL, Some(0), 2));
        assert_eq!(d.textures[0].id, TEXTURE);
        assert!(matches!(
            &d.textures[0].provenance,
            Provenance::Model { model: MODEL, material, .. } if material == "square"
        ));
        // The CPU's projection of the sized square's corners (the particle is at the origin,
        // the world's axes: north).
        let (w, h) = (0.5 * size[0], 0.5 * size[1]);
        let corners = [
            project(&settings, Vec3::new(-w, -h, 0.0)),
            project(&settings, Vec3::new(w, h, 0.0)),
        ];
        let expected_x = [
            corners[0][0].min(corners[1][0]),
            corners[0][0].max(corners[1][0]),
        ];
        let expected_y = [
            corners[0][1].min(corners[1][1]),
            corners[0][1].max(corners[1][1]),
        ];
        let (x, y) = drawn_extent(&image).expect("something is drawn");
        // Within a pixel and a half of the projection (rasterisation and filtering).
        for (got, want) in [(x[0], expected_x[0]), (y[0], expected_y[0])] {
            assert!(
                (got as f32 - want).abs() <= 1.5,
                "{rich} {size:?}: {got} vs {want}"
            );
        }
        for (got, want) in [(x[1], expected_x[1]), (y[1], expected_y[1])] {
            assert!(
                (got as f32 + 1.0 - want).abs() <= 1.5,
                "{rich} {size:?}: {got} vs {want}"
            );
        }
        // The particle's origin is the white texture times the unlit frame factor: grey, well
        // above the background.
        let o = project(&settings, Vec3::ZERO).map(|c| c as u32);
        let at = ((o[1] * SIZE + o[0]) * 4) as usize;
        let middle = &image.pixels[at..at + 3];
        assert!((0..3).all(|c| middle[c] > BACKGROUND[c] + 24), "{middle:?}");
        assert!(middle[0].abs_diff(middle[2]) < 8, "{middle:?}");
    }
}

#[test]
fn a_missing_model_draws_the_placeholder_cube_and_is_listed() {
    let files = Files {
        white: white_dds(),
        models: HashMap::new(),
    };
    let Drawn {
        image,
        list,
        settings,
        missing_models: missing,
        ..
    } = render(&model_effect(false, [1.0; 3]), &files);
    assert_eq!(missing, vec![MODEL]);
    let d = &list.draws[0];
    let mesh = d.model.as_ref().expect("a model draw");
    assert_eq!((mesh.mesh, mesh.triangles), (None, 12));
    // The cube's front face spans the placeholder's size around the origin. Its texture is
    // the missing texture's placeholder (a missing model names none), a dim checker that
    // fades out towards each face's rim: any visible change counts.
    let h = fxr_gpu::effects::PLACEHOLDER_HALF_SIZE;
    let (x, _) = drawn_extent_over(&image, 1).expect("the cube is drawn");
    let left = project(&settings, Vec3::new(-h, 0.0, -h))[0];
    let right = project(&settings, Vec3::new(h, 0.0, -h))[0];
    assert!((x[0] as f32 - left).abs() <= 1.5, "{} vs {left}", x[0]);
    assert!(
        (x[1] as f32 + 1.0 - right).abs() <= 1.5,
        "{} vs {right}",
        x[1]
    );
}

/// A binder holding an effect, the real Bloodborne model s00436 and a texture named as the
/// model's material names it (`s00436`, generated: the samples' own textures are PS4 files)
/// draws the model with that texture: nothing is missing and the model covers pixels.
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn a_binder_of_an_effect_a_real_model_and_its_texture_draws_the_model_textured() {
    use fxr_formats::bnd4::{self, Bnd4, BndEntry};
    let Some(model) = common::shared_sample("bb/s00436.flver") else {
        eprintln!("skipped: ../shared/testdata is absent");
        return;
    };
    let er = Game::EldenRing;
    let action = ActionBuilder::new(605, er)
        .and_then(|a| a.constant("model", &[436.0]))
        .and_then(|a| a.int("orientation", 0))
        .expect("a model action")
        .build();
    let effect =
        fxr::write(&single_node_effect(7, er, [action]).expect("an effect")).expect("writes");
    let mut texture = fxr_demo::demo_textures()
        .expect("the demo textures")
        .into_iter()
        .find(|t| t.id == fxr_demo::textures::GLOW)
        .expect("the glow");
    texture.id = 436;
    texture.name = "s00436".into();
    let tpf = fxr_demo::textures::texture_tpf(&texture).expect("the texture pack");
    let folder = r"N:\GR\data\INTERROOT_win64\sfx";
    let mut bnd = Bnd4::new_elden_ring();
    for (id, name, bytes) in [
        (0, format!(r"{folder}\effect\f000000007.fxr"), effect),
        (100_000, format!(r"{folder}\tex\s00436.tpf"), tpf),
        (200_000, format!(r"{folder}\model\s00436.flver"), model),
    ] {
        bnd.entries.push(BndEntry::new(Some(id), Some(name), bytes));
    }
    bnd.rebuild_hash_table();
    let bytes = bnd4::write(&bnd).expect("the binder writes");
    let mut library = fxr_library::Library::new();
    let summary = library.open("bb.ffxbnd", &bytes).expect("opens");
    assert_eq!(
        (summary.effects, summary.textures, summary.models),
        (1, 1, 1)
    );

    let Drawn {
        image,
        list,
        missing_models,
        broken_models,
        missing_textures,
        ..
    } = draw(
        fxr_sim::compile_effect(&library, 7).expect("compiles"),
        &library,
        true,
        &[],
    );
    assert_eq!(list.draws.len(), 1);
    let d = &list.draws[0];
    assert_eq!(
        d.model.as_ref().map(|m| (m.model, m.mesh)),
        Some((436, Some(0)))
    );
    assert_eq!(d.textures[0].id, 436);
    let _ = std::fs::write(
        std::env::temp_dir().join("fxr-view-model-bb.png"),
        image.to_png().expect("the image encodes"),
    );
    assert!(missing_models.is_empty() && broken_models.is_empty() && missing_textures.is_empty());
    let (x, y) = drawn_extent(&image).expect("the model is drawn");
    // s00436 is two standing planes about a metre across, textured by a soft glow: a patch
    // of the view, not a speck.
    assert!(
        x[1] - x[0] > SIZE / 10 && y[1] - y[0] > SIZE / 10,
        "{x:?} {y:?}"
    );
}

/// A model a file holds that does not read is drawn as the placeholder cube and listed with
/// its error, not as missing.
#[test]
fn a_model_that_does_not_read_is_drawn_as_the_cube_and_said() {
    let files = Files {
        white: white_dds(),
        models: HashMap::new(),
    };
    let Drawn {
        image,
        list,
        missing_models,
        broken_models,
        ..
    } = render(&model_effect_of(BROKEN, false, [1.0; 3]), &files);
    assert_eq!((missing_models, broken_models), (vec![], vec![BROKEN]));
    assert_eq!(list.draws[0].model.as_ref().map(|m| m.mesh), Some(None));
    assert!(drawn_extent(&image).is_some());
}

/// Lit, a model is lit by its normals (ours: lit billboards, which have no normals, take the
/// light whole): the same square facing the directional light is brighter than facing away.
/// No model action of the supported games carries a lighting field, so a model draw is lit
/// only when the inspector's override turns g_ps_bEnableLighting on, as here.
#[test]
fn a_lit_model_is_lit_by_its_normals() {
    let lit = Override {
        node: None,
        buffer: "PSCommonBuffer".into(),
        name: "g_ps_bEnableLighting".into(),
        values: vec![1.0],
    };
    let brightness = |normal_z: f32| {
        let mut square = square();
        for v in &mut square.meshes[0].vertices {
            v.normal = [0.0, 0.0, normal_z];
        }
        let files = Files {
            white: white_dds(),
            models: HashMap::from([(MODEL, square)]),
        };
        // Bright enough to measure: lit draws are in the frame's light units.
        let action = ActionBuilder::new(605, Game::EldenRing)
            .and_then(|a| a.int("orientation", 0))
            .and_then(|a| a.constant("model", &[MODEL as f32]))
            .and_then(|a| a.constant("rgbMultiplier", &[8.0]))
            .expect("a model action")
            .build();
        let effect = single_node_effect(7, Game::EldenRing, [action]).expect("an effect");
        let mut read = fxr::read(&fxr::write(&effect).expect("writes")).expect("reads back");
        read.game = effect.game;
        let program = fxr_sim::program::compile(&read).expect("compiles");
        let drawn = draw(Arc::new(program), &files, false, std::slice::from_ref(&lit));
        let o = project(&drawn.settings, Vec3::ZERO).map(|c| c as u32);
        let at = ((o[1] * SIZE + o[0]) * 4) as usize;
        drawn.image.pixels[at..at + 3]
            .iter()
            .map(|&c| u32::from(c))
            .sum::<u32>()
    };
    // The directional light comes down along (0.3, -1, 0.4): a normal of -Z faces it (N·L
    // 0.4), one of +Z faces away (ambient only).
    let (facing, away) = (brightness(-1.0), brightness(1.0));
    // Without the normals both would take the same light (equal pixels).
    assert!(facing > away + 15, "facing {facing}, away {away}");
}
