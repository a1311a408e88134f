//! Missing textures look missing and never flood the frame: an Armored Core 6 effect built in
//! code in the shape of one opened without its resource binder (four lens flare layers with
//! bloom, a tracer, point sprites and a model particle, every texture and the model absent),
//! rendered natively as `fxr-view render` does (the camera framing the particles) at five times.
//!
//! Its flare layers are tens of metres across, as real ones are (Nightreign's 653075 has layers
//! of 30 × 20 and 80 × 5): world units at the source's depth (the `fxr` library marks the layer
//! sizes `scale: instanceSize`, as it does the particles' sizes), so from the few metres away
//! the framing camera stands, each layer is several frames wide and the frame sees only the
//! middle of its texture. Its colour multipliers are 4 and 6 and its glow colours (1, 1, 1, 1),
//! the values of the Armored Core 6 sample's billboards (`ac6/f006081003.fxr`: rgbMultiplier 6,
//! bloomColor (1, 1, 1, 1)).
//!
//! Each frame is drawn four times with the same particles and camera: whole, flares alone,
//! particles alone and empty, so the test can say where the particles are and whether they
//! still change the picture there.

use fxr_test_support as common;

use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, linear, playing_state, root_node,
};
use fxr_draw::settings::RenderSettings;
use fxr_draw::{DrawList, DrawOptions, Family};
use fxr_formats::fxr::{Action, Fxr, Game, Node, Property};
use fxr_formats::images::RgbaImage;
use fxr_gpu::effects::EffectRenderer;
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};

const AC6: Game = Game::ArmoredCore6;
const EFFECT: i32 = 662_900;
/// BlendMode 2: alpha blending.
const NORMAL: i32 = 2;
/// BlendMode 4: additive.
const ADD: i32 = 4;
/// The flare layers' textures (none of them opened).
const FLARE_TEXTURES: [i32; 4] = [10020, 10030, 10040, 10050];
/// The frame size.
const SIZE: u32 = 256;
/// A pixel is near white when its darkest channel is at least this (of 255): a pale pixel,
/// which reads as white beside the others.
const NEAR_WHITE: u8 = 200;
/// At most this share of a frame may be near white.
const MAX_WHITE_SHARE: f64 = 0.25;
/// The particles' bright pixels: those the particles alone move by more than this many levels
/// (of 255, the largest channel) from the empty frame.
const BRIGHT: u8 = 96;
/// The particles must light at least this many pixels brightly (they are there).
const MIN_PARTICLE_PIXELS: usize = 16;
/// Over their bright pixels, the particles must keep at least this share of their contrast when
/// drawn over the flares: the mean change they make to the flares' picture over the mean change
/// they make to the empty frame.
const MIN_CONTRAST_KEPT: f64 = 0.2;

type Built = Result<Action, fxr_demo::DemoError>;

fn act(action_type: u16) -> Result<ActionBuilder, fxr_demo::DemoError> {
    ActionBuilder::new(action_type, AC6)
}

/// A node whose one config holds `actions`.
fn node(actions: Vec<Action>) -> Result<Node, fxr_demo::DemoError> {
    let config = ConfigBuilder::basic(AC6)?.with(actions)?.build();
    basic_node(AC6, vec![config], &[0], Vec::new())
}

fn place(offset: [f32; 3]) -> Built {
    Ok(act(35)?
        .floats("offset", &offset)?
        .floats("rotation", &[0.0; 3])?
        .build())
}

fn lifetime(seconds: f32) -> Built {
    Ok(act(129)?
        .property("duration", Property::scalar(seconds))?
        .build())
}

fn periodic(interval: f32, per_emission: f32) -> Built {
    Ok(act(300)?
        .constant("interval", &[interval])?
        .constant("perEmission", &[per_emission])?
        .build())
}

/// The lens flare: four layers with bloom, every texture missing. Layer 1 grows from 10 to 40
/// metres over 0.2 s, layer 2 is an 80 × 5 streak, layer 3 a 30 × 20 glow, layer 4 a 12 metre
/// ghost on the line through the screen's centre.
fn lens_flare() -> Built {
    let mut a = act(10014)?
        .int("blendMode", ADD)?
        .float("sourceSize", 2.0)?
        .flag("bloom", true)?
        .property("layer1Width", linear(&[(0.0, 10.0), (0.2, 40.0)]))?
        .flag("layer1UniformScale", true)?
        .constant("layer1Color", &[1.0, 0.9, 0.8, 1.0])?
        .floats("layer1ColorMultiplier", &[6.0, 6.0, 6.0, 1.0])?
        .constant("layer2Width", &[80.0])?
        .property("layer2Height", linear(&[(0.0, 2.0), (0.2, 5.0)]))?
        .constant("layer2Color", &[0.6, 0.8, 1.0, 1.0])?
        .floats("layer2ColorMultiplier", &[6.0, 6.0, 6.0, 1.0])?
        .constant("layer3Width", &[30.0])?
        .constant("layer3Height", &[20.0])?
        .constant("layer3Color", &[1.0, 1.0, 1.0, 0.8])?
        .floats("layer3ColorMultiplier", &[4.0, 4.0, 4.0, 1.0])?
        .constant("layer4Width", &[12.0])?
        .flag("layer4UniformScale", true)?
        .constant("layer4Color", &[1.0, 0.7, 0.5, 1.0])?
        .floats("layer4ColorMultiplier", &[4.0, 4.0, 4.0, 1.0])?
        .int("layer4Reflection", 1)?
        .float("layer4Offset", 0.7)?;
    for (k, texture) in FLARE_TEXTURES.iter().enumerate() {
        a = a
            .int(&format!("layer{}", k + 1), *texture)?
            .floats(&format!("layer{}BloomColor", k + 1), &[1.0; 4])?;
    }
    Ok(a.build())
}

/// A tracer (10012) on a node circling the source, texture 10060 missing.
fn tracer() -> Built {
    Ok(act(10012)?
        .int("texture", 10060)?
        .int("blendMode", ADD)?
        .int("orientation", 0)?
        .float("segmentInterval", 0.0)?
        .float("segmentDuration", 0.5)?
        .int("concurrentSegments", 30)?
        .constant("width", &[0.4])?
        .constant("startFadeEndpoint", &[5.0])?
        .constant("endFadeEndpoint", &[60.0])?
        .constant("color1", &[1.0, 0.6, 0.3, 1.0])?
        .flag("bloom", true)?
        .floats("bloomColor", &[1.0; 4])?
        .constant("rgbMultiplier", &[6.0])?
        .build())
}

/// Point sprites (600), texture 10070 missing.
fn sprites() -> Built {
    Ok(act(600)?
        .int("texture", 10070)?
        .int("blendMode", ADD)?
        .constant("size", &[0.25])?
        .constant("color1", &[0.5, 0.8, 1.0, 1.0])?
        .constant("rgbMultiplier", &[6.0])?
        .build())
}

/// A model particle (605) whose model 10080 is missing (drawn as the placeholder cube).
fn model() -> Built {
    Ok(act(605)?
        .int("model", 10080)?
        .int("blendMode", NORMAL)?
        .flag("uniformScale", true)?
        .constant("sizeX", &[1.5])?
        .constant("angularSpeedY", &[90.0])?
        .constant("rgbMultiplier", &[6.0])?
        .build())
}

/// The effect: the flare's source at (0, 1, 0), the tracer circling it, sprites rising beside
/// it, the model below it.
fn effect_shaped_like_a_flare_without_its_textures() -> Result<Fxr, fxr_demo::DemoError> {
    let flare = node(vec![
        place([0.0, 1.0, 0.0])?,
        lifetime(-1.0)?,
        lens_flare()?,
    ])?;
    let circling = act(34)?.constant("angularSpeedY", &[180.0])?.build();
    let trail = node(vec![place([1.2, 0.0, 0.0])?, lifetime(-1.0)?, tracer()?])?;
    let orbit = basic_node(
        AC6,
        vec![
            ConfigBuilder::basic(AC6)?
                .with([place([0.0, 1.0, 0.0])?, circling])?
                .build(),
        ],
        &[0],
        vec![trail],
    )?;
    let fountain = node(vec![
        place([-1.0, 0.3, 0.0])?,
        periodic(0.05, 2.0)?,
        act(400)?.int("direction", 1)?.build(),
        act(131)?.constant("speed", &[1.5])?.build(),
        lifetime(1.2)?,
        sprites()?,
        act(55)?.constant("gravity", &[0.5])?.build(),
    ])?;
    let statue = node(vec![place([0.0, 0.2, 0.5])?, lifetime(-1.0)?, model()?])?;
    let root = root_node(AC6, vec![flare, orbit, fountain, statue])?;
    let mut fxr = effect(EFFECT, vec![playing_state()], root);
    fxr.game = AC6;
    armored_core_6_form(&mut fxr.root);
    Ok(fxr)
}

/// Stores every property's type enum B as Armored Core 6 does, 0 (the builder writes Elden
/// Ring's form; `fxr_formats::fxr::detect` rule 3), so the file reads back as that game's.
fn armored_core_6_form(node: &mut Node) {
    let actions = node
        .actions
        .iter_mut()
        .chain(node.configs.iter_mut().flat_map(|c| c.actions.iter_mut()));
    for action in actions {
        for p in action.properties1.iter_mut().chain(&mut action.properties2) {
            p.type_enum_b = 0;
        }
    }
    node.children.iter_mut().for_each(armored_core_6_form);
}

/// The effect written by the project's writer and opened as a user's file is.
fn library() -> Library {
    let fxr = effect_shaped_like_a_flare_without_its_textures().expect("the effect builds");
    let bytes = fxr_formats::fxr::write(&fxr).expect("the effect writes");
    let mut library = Library::new();
    library
        .open(&format!("f{EFFECT:09}.fxr"), &bytes)
        .expect("the effect opens");
    library
}

/// One frame's four pictures.
struct Pictures {
    whole: RgbaImage,
    flares: RgbaImage,
    particles: RgbaImage,
    empty: RgbaImage,
}

/// What a frame shows.
#[derive(Debug)]
struct Figures {
    /// The share of the whole picture's pixels that are near white.
    white: f64,
    /// The pixels the particles alone light brightly.
    particles: usize,
    /// The share of their contrast the particles keep over the flares, on those pixels.
    contrast_kept: f64,
}

/// The largest channel difference between two pixels.
fn difference(a: &[u8], b: &[u8]) -> u8 {
    a.iter()
        .zip(b)
        .take(3)
        .map(|(x, y)| x.abs_diff(*y))
        .max()
        .unwrap_or(0)
}

fn pixels(image: &RgbaImage) -> Vec<&[u8]> {
    image.pixels.chunks_exact(4).collect()
}

impl Pictures {
    fn figures(&self) -> Figures {
        let n = (SIZE * SIZE) as f64;
        let (whole, flares, particles, empty) = (
            pixels(&self.whole),
            pixels(&self.flares),
            pixels(&self.particles),
            pixels(&self.empty),
        );
        let white = whole
            .iter()
            .filter(|p| p[..3].iter().all(|&c| c >= NEAR_WHITE))
            .count();
        let bright: Vec<usize> = (0..whole.len())
            .filter(|&i| difference(particles[i], empty[i]) > BRIGHT)
            .collect();
        let sum = |a: &[&[u8]], b: &[&[u8]]| -> f64 {
            bright
                .iter()
                .map(|&i| f64::from(difference(a[i], b[i])))
                .sum()
        };
        Figures {
            white: white as f64 / n,
            particles: bright.len(),
            contrast_kept: sum(&whole, &flares) / sum(&particles, &empty).max(1.0),
        }
    }
}

impl Figures {
    /// Whether the frame passes: not flooded, the particles there and shown.
    fn pass(&self) -> bool {
        self.white < MAX_WHITE_SHARE
            && self.particles >= MIN_PARTICLE_PIXELS
            && self.contrast_kept >= MIN_CONTRAST_KEPT
    }
}

/// The frame at `time`, framed on its particles as `fxr-view render` frames it, drawn whole,
/// with its flares alone, its particles alone and empty.
fn pictures(
    gpu: &fxr_gpu::Gpu,
    library: &Library,
    renderer: &mut EffectRenderer,
    time: f32,
) -> Pictures {
    let program = fxr_sim::compile_effect(library, EFFECT).expect("the program");
    let mut playback = Playback::new(
        program,
        PlaybackOptions {
            seed: 1,
            ..Default::default()
        },
    );
    playback.set_gpu_particle_capacity(renderer.gpu_particle_capacity());
    let mut settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        grid: false,
        ..Default::default()
    };
    let (_, list) = fxr_draw::Player::new(playback).frame_and_draws(
        time,
        &mut settings,
        &DrawOptions::default(),
        true,
        library,
    );
    let keep = |f: &dyn Fn(Family) -> bool| DrawList {
        draws: list.draws.iter().filter(|d| f(d.family)).cloned().collect(),
        ..list.clone()
    };
    let mut draw = |l: &DrawList| {
        pollster::block_on(renderer.render_to_image(gpu, library, l, &settings))
            .expect("the frame renders")
    };
    let flares = keep(&|f| f == Family::LensFlare);
    assert_eq!(
        flares.draws.len(),
        4,
        "{time} s: one draw per flare layer, each with its missing texture"
    );
    Pictures {
        whole: draw(&list),
        flares: draw(&flares),
        particles: draw(&keep(&|f| f != Family::LensFlare)),
        empty: draw(&keep(&|_| false)),
    }
}

/// At 0.05, 0.2, 0.4, 1 and 2 s: fewer than a quarter of the pixels are near white (every
/// channel at least 200 of 255), and where the particles alone are bright (more than 96 levels
/// over the empty frame, at least 16 pixels) they keep at least a fifth of that contrast
/// over the flares. With an opaque white disc as the placeholder, 97 % to 100 % of each frame
/// is near white and the particles keep 5 % to 10 % of their contrast.
#[test]
fn lens_flares_without_their_textures_leave_the_frame_and_the_particles_visible() {
    let library = library();
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let mut failures = Vec::new();
    for time in [0.05, 0.2, 0.4, 1.0, 2.0] {
        let p = pictures(&gpu, &library, &mut renderer, time);
        let f = p.figures();
        eprintln!("{time} s: {f:?}");
        if !f.pass() {
            let saved = std::env::temp_dir().join(format!("missing_textures_t{time}.png"));
            let _ = std::fs::write(&saved, p.whole.to_png().expect("the image encodes"));
            failures.push(format!("{time} s: {f:?} (the frame: {})", saved.display()));
        }
    }
    for id in FLARE_TEXTURES.iter().chain(&[10060, 10070]) {
        assert!(
            renderer.missing_textures().contains(id),
            "texture {id} is listed as missing"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
