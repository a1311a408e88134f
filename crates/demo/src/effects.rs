//! The demo effects, each small and alive: centred on the origin between y = 0 and 2 (a
//! camera about 6 away looking at (0, 1, 0) frames it), emitting without end so any moment
//! after the first half second shows particles. See [`super::DEMO_EFFECTS`] for the list.
//!
//! Unlit appearances set `rgbMultiplier` near 12: Elden Ring scales unlit colours by a
//! frame-wide factor of about 0.075 (the renderer's `default_unlit_factor`), which is why
//! the game's own files carry multipliers of 5 to 50. Lit ones keep 1.

use super::DemoError;
use super::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, external, linear, linear_n, linear4, looped,
    playing_state, proxy_node, random_delta, random_fraction, random_range, root_node, stepped,
    timed_state,
};
use super::models::{RING_MODEL, SHARD_MODEL};
use super::textures::{
    CLOUD, FLIPBOOK, FLIPBOOK_COLUMNS, FLIPBOOK_FRAMES, GLOW, MASK, NORMAL_MAP, RING, SMOKE, STREAK,
};
use fxr_formats::fxr::Game;
use fxr_formats::fxr::actions::ids;
use fxr_formats::fxr::{
    Action, Config, ConfigType, Fxr, Node, NodeType, Property, STATE_CONFIG_MAP,
};

type R<T> = Result<T, DemoError>;

const ER: Game = Game::EldenRing;

/// BlendMode 2: ordinary alpha blending.
const NORMAL: i32 = 2;
/// BlendMode 4: additive.
const ADD: i32 = 4;
/// BlendMode 6: like Normal (the renderer's blending mode 1).
const NORMAL_6: i32 = 6;

/// ModelOrientationMode / RichModelOrientationMode 0: the model's own axes in the world
/// (the demo ring, in the XY plane, then faces the camera).
const NORTH: i32 = 0;

/// InitialDirection 1: world up.
const UP: i32 = 1;
/// InitialDirection 2: world down.
const DOWN: i32 = 2;

/// The external value Elden Ring gives the time of day (0–24 hours).
pub const TIME_OF_DAY: i32 = 2;

/// An Elden Ring action of a type, every slot at its default except those the simulation or
/// the renderer reads whose default changed after the demo was designed (library 31.0.1's
/// defaults): those keep the values the demo's effects were made and drawn with.
fn act(action_type: u16) -> R<ActionBuilder> {
    let action = ActionBuilder::er(action_type)?;
    Ok(match i16::try_from(action_type).unwrap_or(0) {
        ids::BILLBOARD_EX | ids::MULTI_TEXTURE_BILLBOARD_EX => {
            action.flag("scaleBeforeRotation", false)?
        }
        ids::LINE | ids::TRACER => action.flag("bloom", true)?,
        ids::LENS_FLARE => (1..=4).try_fold(action, |a, layer| {
            a.floats(&format!("layer{layer}BloomColor"), &[1.0; 4])
        })?,
        _ => action,
    })
}

/// 35 StaticNodeTransform.
fn place(offset: [f32; 3], rotation: [f32; 3]) -> R<Action> {
    Ok(act(35)?
        .floats("offset", &offset)?
        .floats("rotation", &rotation)?
        .build())
}

/// 129 ParticleAttributes with a lifetime (negative: for ever).
fn lifetime(seconds: Property) -> R<Action> {
    Ok(act(129)?.property("duration", seconds)?.build())
}

/// 300 PeriodicEmitter.
fn periodic(interval: f32, per_emission: f32) -> R<Action> {
    Ok(act(300)?
        .constant("interval", &[interval])?
        .constant("perEmission", &[per_emission])?
        .build())
}

/// 34 NodeSpin about Y, degrees per second.
fn spin_y(degrees_per_second: f32) -> R<Action> {
    Ok(act(34)?
        .constant("angularSpeedY", &[degrees_per_second])?
        .build())
}

/// A glowing round billboard (603) of `width`, coloured `color1`, bright by `rgb`: the light
/// bulbs and trail heads of the demo.
fn glow_bulb(width: f32, color1: [f32; 4], rgb: f32) -> R<Action> {
    Ok(act(603)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .flag("uniformScale", true)?
        .constant("width", &[width])?
        .constant("color1", &color1)?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[rgb])?
        .build())
}

/// A node with one Basic config, the same in every state.
fn node(config: ConfigBuilder, children: Vec<Node>) -> R<Node> {
    basic_node(ER, vec![config.build()], &[0], children)
}

/// A config holding the given actions in their slots.
fn config(actions: impl IntoIterator<Item = Action>) -> R<ConfigBuilder> {
    ConfigBuilder::er()?.with(actions)
}

/// Colour over a particle's life: fades in over `fade_in`, holds `color` until `hold`,
/// fades out by `end`.
fn fade(color: [f32; 3], fade_in: f32, hold: f32, end: f32) -> Property {
    let [r, g, b] = color;
    linear4(&[
        (0.0, [r, g, b, 0.0]),
        (fade_in, [r, g, b, 1.0]),
        (hold, [r, g, b, 1.0]),
        (end, [r, g, b, 0.0]),
    ])
}

/// A hue cycle over `period` seconds, repeating (for color2, over emission time).
fn hue_cycle(period: f32) -> Property {
    looped(linear4(&[
        (0.0, [1.0, 0.55, 0.25, 1.0]),
        (period / 3.0, [1.0, 0.9, 0.35, 1.0]),
        (2.0 * period / 3.0, [0.45, 0.7, 1.0, 1.0]),
        (period, [1.0, 0.55, 0.25, 1.0]),
    ]))
}

fn root(children: Vec<Node>) -> R<Node> {
    root_node(ER, children)
}

fn playing(id: i32, children: Vec<Node>) -> R<Fxr> {
    Ok(effect(id, vec![playing_state()], root(children)?))
}

/// 1000: flipbook billboards rising from a disc.
fn billboards() -> R<Fxr> {
    let ember = act(603)?
        .int("texture", FLIPBOOK)?
        .int("blendMode", ADD)?
        .int("columns", FLIPBOOK_COLUMNS)?
        .int("totalFrames", FLIPBOOK_FRAMES)?
        .flag("interpolateFrames", true)?
        .property("frameIndex", linear(&[(0.0, 0.0), (1.8, 15.99)]))?
        .flag("uniformScale", true)?
        .property("width", linear(&[(0.0, 0.2), (1.8, 0.55)]))?
        .property(
            "color1",
            linear4(&[
                (0.0, [1.0, 1.0, 1.0, 0.0]),
                (0.2, [1.0, 1.0, 1.0, 1.0]),
                (1.2, [1.0, 0.9, 0.7, 0.8]),
                (1.8, [1.0, 0.6, 0.3, 0.0]),
            ]),
        )?
        .property("color2", hue_cycle(3.0))?
        .constant("color3", &[1.5, 1.5, 1.5, 1.0])?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), 1000, 0.0, 360.0),
        )?
        .constant("angularSpeedZ", &[90.0])?
        .flag("bloom", true)?
        .floats("bloomColor", &[1.0, 0.7, 0.4, 0.6])?
        .flag("premultiplyAlpha", false)?
        .float("unkDepthBlend1", 0.25)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let rising = node(
        config([
            place([0.0, 0.2, 0.0], [90.0, 0.0, 0.0])?,
            periodic(0.08, 2.0)?,
            act(401)?
                .int("direction", UP)?
                .constant("radius", &[0.6])?
                .build(),
            act(501)?.constant("angle", &[12.0])?.build(),
            lifetime(random_fraction(Property::scalar(1.8), 1001, 0.15))?,
            ember,
            act(60)?
                .property("speed", linear(&[(0.0, 0.9), (1.8, 0.3)]))?
                .build(),
        ])?,
        vec![],
    )?;
    let core = act(603)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .flag("uniformScale", true)?
        .property(
            "width",
            looped(linear(&[(0.0, 0.9), (1.0, 1.2), (2.0, 0.9)])),
        )?
        .constant("color1", &[1.0, 0.6, 0.3, 0.7])?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let glow = node(
        config([
            place([0.0, 0.6, 0.0], [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            core,
        ])?,
        vec![],
    )?;
    playing(1000, vec![rising, glow])
}

/// 1001: multi-texture billboards: a slowly turning, growing circle whose cloud layer scrolls,
/// and small flipbook sparks.
fn multi_texture() -> R<Fxr> {
    let circle = act(604)?
        .int("layer1", RING)?
        .int("layer2", CLOUD)?
        .int("layer3", MASK)?
        .int("blendMode", NORMAL_6)?
        .flag("uniformScale", true)?
        .property("width", linear(&[(0.0, 0.8), (2.4, 2.0)]))?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), 1100, 0.0, 360.0),
        )?
        .constant("angularSpeedZ", &[40.0])?
        .property(
            "color1",
            linear4(&[
                (0.0, [0.6, 0.8, 1.0, 0.0]),
                (0.4, [0.6, 0.8, 1.0, 1.0]),
                (1.6, [0.5, 0.7, 1.0, 0.9]),
                (2.4, [0.3, 0.5, 1.0, 0.0]),
            ]),
        )?
        .constant("layer1Color", &[0.7, 0.9, 1.0, 1.0])?
        .constant("layer2Color", &[1.0, 1.0, 1.0, 1.0])?
        .constant("layer3Color", &[1.0, 0.8, 0.5, 1.0])?
        .constant("layer2SpeedU", &[0.3])?
        .constant("layer2SpeedV", &[0.1])?
        .constant("layer2OffsetU", &[0.25])?
        .constant("layer2ScaleU", &[2.0])?
        .constant("layer2ScaleV", &[2.0])?
        .constant("layer3SpeedV", &[-0.2])?
        .constant("layer3OffsetV", &[0.5])?
        .constant("layer3ScaleU", &[1.5])?
        .constant("layer3ScaleV", &[1.5])?
        .int("unk_ds3_f2_10", 2)?
        .int("unk_ds3_f2_11", 0)?
        .int("unk_ds3_f2_12", 1)?
        .int("unk_ds3_f2_13", 0)?
        .flag("premultiplyAlpha", true)?
        .flag("bloom", true)?
        .floats("bloomColor", &[0.6, 0.8, 1.0, 0.5])?
        .constant("rgbMultiplier", &[15.0])?
        .constant("alphaMultiplier", &[1.5])?
        .build();
    let circles = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            act(300)?
                .constant("interval", &[0.8])?
                .constant("maxConcurrent", &[3.0])?
                .build(),
            lifetime(Property::scalar(2.4))?,
            circle,
        ])?,
        vec![],
    )?;
    let spark = act(604)?
        .int("layer1", FLIPBOOK)?
        .int("layer2", CLOUD)?
        .int("layer3", GLOW)?
        .int("blendMode", ADD)?
        .int("columns", FLIPBOOK_COLUMNS)?
        .int("totalFrames", FLIPBOOK_FRAMES)?
        .property("frameIndex", linear(&[(0.0, 0.0), (1.5, 15.99)]))?
        .flag("uniformScale", true)?
        .constant("width", &[0.35])?
        .property("color1", fade([1.0, 0.8, 0.6], 0.15, 1.0, 1.5))?
        .constant("layer2SpeedU", &[-0.5])?
        .constant("layer2ScaleU", &[0.5])?
        .constant("layer2ScaleV", &[0.5])?
        .int("unk_ds3_f2_10", 0)?
        .int("unk_ds3_f2_11", 0)?
        .int("unk_ds3_f2_12", 1)?
        .int("unk_ds3_f2_13", 0)?
        .flag("premultiplyAlpha", false)?
        .flag("bloom", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let sparks = node(
        config([
            place([0.0, 1.0, -0.2], [0.0; 3])?,
            periodic(0.15, 1.0)?,
            act(403)?
                .flag("emitInside", false)?
                .constant("radius", &[0.9])?
                .build(),
            act(131)?.constant("speed", &[0.3])?.build(),
            lifetime(Property::scalar(1.5))?,
            spark,
            act(55)?.build(),
        ])?,
        vec![],
    )?;
    playing(1001, vec![circles, sparks])
}

/// 1002: a fountain of point sprites under gravity, from a randomly placed node.
fn point_sprites() -> R<Fxr> {
    let sprite = act(600)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .property(
            "size",
            random_delta(linear(&[(0.0, 0.14), (1.5, 0.05)]), 1200, 0.03),
        )?
        .property("color1", fade([1.0, 1.0, 1.0], 0.05, 1.0, 1.5))?
        .property("color2", hue_cycle(2.0))?
        .constant("color3", &[2.0, 2.0, 2.0, 1.0])?
        .flag("bloom", false)?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let fountain = node(
        config([
            act(36)?
                .floats("offset", &[0.0, 0.3, 0.0])?
                .floats("offsetVariance", &[0.1, 0.0, 0.1])?
                .build(),
            periodic(0.03, 2.0)?,
            act(400)?.int("direction", UP)?.build(),
            act(501)?.constant("angle", &[20.0])?.build(),
            act(131)?
                .property("speed", random_fraction(Property::scalar(2.6), 1201, 0.15))?
                .build(),
            lifetime(Property::scalar(1.5))?,
            sprite,
            act(55)?.constant("gravity", &[3.0])?.build(),
        ])?,
        vec![],
    )?;
    playing(1002, vec![fountain])
}

/// 1003: bursts of lines (601) and rising, wandering quad lines (602).
fn lines() -> R<Fxr> {
    let line = act(601)?
        .int("blendMode", ADD)?
        .constant("length", &[0.3])?
        .property("lengthMultiplier", linear(&[(0.0, 1.0), (0.9, 0.2)]))?
        .property(
            "color1",
            linear4(&[(0.0, [1.0; 4]), (0.9, [1.0, 1.0, 1.0, 0.0])]),
        )?
        .constant("color2", &[1.0, 0.8, 0.4, 1.0])?
        .constant("startColor", &[1.0, 1.0, 0.8, 1.0])?
        .constant("endColor", &[1.0, 0.4, 0.1, 0.0])?
        .floats("bloomColor", &[1.0, 0.6, 0.2, 0.5])?
        .constant("rgbMultiplier", &[15.0])?
        .build();
    let burst = node(
        config([
            place([0.8, 1.2, 0.0], [0.0; 3])?,
            periodic(0.4, 16.0)?,
            act(403)?
                .flag("emitInside", false)?
                .constant("radius", &[0.05])?
                .build(),
            act(131)?
                .property("speed", random_fraction(Property::scalar(3.0), 1300, 0.3))?
                .build(),
            lifetime(Property::scalar(0.9))?,
            line,
            act(55)?
                .constant("gravity", &[2.5])?
                .constant("acceleration", &[-2.0])?
                .build(),
        ])?,
        vec![],
    )?;
    let quad_line = act(602)?
        .int("blendMode", ADD)?
        .constant("width", &[0.06])?
        .property("widthMultiplier", linear(&[(0.0, 1.0), (1.4, 0.3)]))?
        .constant("length", &[0.4])?
        .property("color1", fade([1.0, 1.0, 1.0], 0.1, 1.0, 1.4))?
        .constant("startColor", &[0.5, 0.9, 1.0, 1.0])?
        .constant("endColor", &[0.2, 0.3, 1.0, 0.0])?
        .flag("bloom", false)?
        .constant("rgbMultiplier", &[15.0])?
        .build();
    let rising = node(
        config([
            place([-0.8, 0.3, 0.0], [0.0; 3])?,
            periodic(0.06, 1.0)?,
            act(404)?
                .int("direction", UP)?
                .constant("sizeX", &[0.8])?
                .constant("sizeY", &[0.05])?
                .constant("sizeZ", &[0.8])?
                .build(),
            lifetime(Property::scalar(1.4))?,
            quad_line,
            act(64)?
                .int("turnInterval", 5)?
                .constant("speed", &[1.2])?
                .constant("maxTurnAngle", &[25.0])?
                .build(),
        ])?,
        vec![],
    )?;
    playing(1003, vec![burst, rising])
}

/// 1004: two trails on nodes circling a spinning parent: a Tracer (10012) bobbing up and
/// down with a glow at its head, and a LegacyTracer (606) facing world up.
fn tracers() -> R<Fxr> {
    let forever = || lifetime(Property::scalar(-1.0));
    let modern = act(10012)?
        .int("texture", STREAK)?
        .int("blendMode", ADD)?
        .int("orientation", 0)?
        .float("segmentInterval", 0.0)?
        .float("segmentDuration", 0.6)?
        .int("concurrentSegments", 40)?
        .int("segmentSubdivision", 1)?
        .float("fadeOutTime", 0.3)?
        .flag("attachedUV", false)?
        .constant("textureFraction", &[0.05])?
        .constant("speedU", &[-0.5])?
        .constant("width", &[0.2])?
        .constant("startFadeEndpoint", &[5.0])?
        .constant("endFadeEndpoint", &[60.0])?
        .constant("color1", &[0.4, 0.8, 1.0, 1.0])?
        .constant("color3", &[1.5, 1.5, 1.5, 1.0])?
        .floats("bloomColor", &[0.5, 0.8, 1.0, 0.5])?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[15.0])?
        .build();
    let head = glow_bulb(0.35, [0.6, 0.9, 1.0, 1.0], 12.0)?;
    let head = node(config([forever()?, head])?, vec![])?;
    let bob = looped(linear_n(
        3,
        &[
            (0.0, [0.0; 4]),
            (0.75, [0.0, 0.35, 0.0, 0.0]),
            (1.5, [0.0; 4]),
            (2.25, [0.0, -0.35, 0.0, 0.0]),
            (3.0, [0.0; 4]),
        ],
    ));
    let comet = node(
        config([
            place([0.9, 0.0, 0.0], [0.0; 3])?,
            act(15)?.property("translation", bob)?.build(),
            forever()?,
            modern,
        ])?,
        vec![head],
    )?;
    let legacy = act(606)?
        .int("texture", STREAK)?
        .int("blendMode", ADD)?
        .int("orientation", 2)?
        .float("segmentDuration", 0.8)?
        .int("concurrentSegments", 30)?
        .flag("attachedUV", true)?
        .constant("textureFraction", &[0.1])?
        .constant("width", &[0.3])?
        .constant("endFadeEndpoint", &[80.0])?
        .constant("color1", &[1.0, 0.6, 0.3, 1.0])?
        .flag("premultiplyAlpha", false)?
        .flag("bloom", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let ribbon = node(
        config([place([-0.9, 0.0, 0.0], [0.0; 3])?, forever()?, legacy])?,
        vec![],
    )?;
    let spinner = node(
        config([place([0.0, 1.1, 0.0], [0.0; 3])?, spin_y(200.0)?])?,
        vec![comet, ribbon],
    )?;
    playing(1004, vec![spinner])
}

/// 1005: a normal-map distortion sheet (607, mode 1) in front of drifting rings.
fn distortion() -> R<Fxr> {
    let ring = act(603)?
        .int("texture", RING)?
        .int("blendMode", NORMAL)?
        .flag("uniformScale", true)?
        .constant("width", &[0.6])?
        .property("color1", fade([1.0, 1.0, 1.0], 0.3, 1.7, 2.0))?
        .property("color2", hue_cycle(1.5))?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), 1500, 0.0, 360.0),
        )?
        .constant("angularSpeedZ", &[30.0])?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let backdrop = node(
        config([
            place([0.0, 1.0, 0.8], [0.0; 3])?,
            periodic(0.25, 1.0)?,
            act(402)?
                .constant("sizeX", &[2.4])?
                .constant("sizeY", &[1.4])?
                .build(),
            lifetime(Property::scalar(2.0))?,
            ring,
        ])?,
        vec![],
    )?;
    let sheet = act(607)?
        .int("mode", 1)?
        .int("shape", 0)?
        .int("normalMap", NORMAL_MAP)?
        .int("mask", MASK)?
        .constant("sizeX", &[1.6])?
        .constant("sizeY", &[1.6])?
        .constant("intensity", &[0.6])?
        .constant("normalMapSpeedU", &[0.1])?
        .constant("normalMapSpeedV", &[0.15])?
        .constant("normalMapScaleU", &[1.5])?
        .constant("normalMapScaleV", &[1.5])?
        .build();
    let sheet = node(
        config([
            place([0.0, 1.0, -0.2], [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            sheet,
        ])?,
        vec![],
    )?;
    playing(1005, vec![backdrop, sheet])
}

/// 1006: a pulsing radial blur (608) over a wheel of flipbook billboards.
fn radial_blur() -> R<Fxr> {
    let spark = act(603)?
        .int("texture", FLIPBOOK)?
        .int("blendMode", ADD)?
        .int("columns", FLIPBOOK_COLUMNS)?
        .int("totalFrames", FLIPBOOK_FRAMES)?
        .property("frameIndex", linear(&[(0.0, 0.0), (1.5, 15.99)]))?
        .flag("uniformScale", true)?
        .constant("width", &[0.4])?
        .property("color1", fade([1.0, 1.0, 1.0], 0.1, 1.2, 1.5))?
        .property("color2", hue_cycle(1.0))?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let wheel = node(
        config([
            place([0.0, 1.0, 0.6], [0.0; 3])?,
            periodic(0.05, 1.0)?,
            act(401)?
                .constant("radius", &[1.0])?
                .constant("distribution", &[-1.0])?
                .build(),
            lifetime(Property::scalar(1.5))?,
            spark,
        ])?,
        vec![],
    )?;
    let blur = act(608)?
        .int("mask", MASK)?
        .int("iterations", 6)?
        .constant("width", &[2.2])?
        .constant("height", &[2.2])?
        .property(
            "blurRadius",
            looped(linear(&[(0.0, 0.1), (1.0, 0.5), (2.0, 0.1)])),
        )?
        .build();
    let blur = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            blur,
        ])?,
        vec![],
    )?;
    playing(1006, vec![wheel, blur])
}

/// Rising smoke puffs with a normal map, lit (`lighting` 0 or -2).
fn lit_smoke(x: f32, lighting: i32, seed: i32) -> R<Node> {
    let puff = act(603)?
        .int("texture", SMOKE)?
        .int("normalMap", NORMAL_MAP)?
        .int("blendMode", NORMAL)?
        .int("lighting", lighting)?
        .flag("uniformScale", true)?
        .property("width", linear(&[(0.0, 0.6), (3.0, 1.0)]))?
        .property("color1", fade([0.8, 0.8, 0.85], 0.5, 2.0, 3.0))?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), seed, 0.0, 360.0),
        )?
        .constant("angularSpeedZ", &[15.0])?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .build();
    node(
        config([
            place([x, 0.6, 0.3], [0.0; 3])?,
            periodic(0.2, 1.0)?,
            act(404)?
                .int("direction", UP)?
                .constant("sizeX", &[0.6])?
                .constant("sizeY", &[0.2])?
                .constant("sizeZ", &[0.4])?
                .build(),
            lifetime(Property::scalar(3.0))?,
            puff,
            act(60)?.constant("speed", &[0.3])?.build(),
        ])?,
        vec![],
    )
}

/// 1007: a pulsing point light (609) circling between two columns of lit smoke.
fn point_light() -> R<Fxr> {
    let forever = || lifetime(Property::scalar(-1.0));
    let light = act(609)?
        .constant("diffuseColor", &[1.0, 0.7, 0.4, 1.0])?
        .constant("specularColor", &[1.0, 0.8, 0.6, 1.0])?
        .constant("radius", &[3.0])?
        .property(
            "diffuseMultiplier",
            looped(linear(&[(0.0, 2.0), (0.5, 3.0), (1.0, 2.0)])),
        )?
        .build();
    let bulb = glow_bulb(0.3, [1.0, 0.75, 0.5, 1.0], 15.0)?;
    let bulb = node(config([forever()?, bulb])?, vec![])?;
    let lamp = node(
        config([place([1.0, 0.2, 0.0], [0.0; 3])?, forever()?, light])?,
        vec![bulb],
    )?;
    let orbit = node(
        config([place([0.0, 1.0, 0.0], [0.0; 3])?, spin_y(90.0)?])?,
        vec![lamp],
    )?;
    playing(
        1007,
        vec![orbit, lit_smoke(0.5, 0, 1700)?, lit_smoke(-0.5, -2, 1701)?],
    )
}

/// 1008: soft (depth-blended) fog puffs drifting on the ground.
fn soft_particles() -> R<Fxr> {
    let fog = act(603)?
        .int("texture", SMOKE)?
        .int("blendMode", NORMAL)?
        .flag("depthBlend", true)?
        .float("unkDepthBlend1", 0.5)?
        .flag("uniformScale", true)?
        .constant("width", &[1.4])?
        .property("color1", fade([0.7, 0.75, 0.8], 1.0, 3.0, 4.0))?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), 1800, 0.0, 360.0),
        )?
        .property(
            "angularSpeedZ",
            random_range(Property::scalar(0.0), 1801, -10.0, 10.0),
        )?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[10.0])?
        .constant("alphaMultiplier", &[0.6])?
        .build();
    let ground = node(
        config([
            place([0.0, 0.15, 0.0], [0.0; 3])?,
            periodic(0.2, 1.0)?,
            act(405)?
                .flag("yAxis", true)?
                .constant("radius", &[1.6])?
                .constant("height", &[0.1])?
                .build(),
            lifetime(Property::scalar(4.0))?,
            fog,
            act(60)?.constant("speed", &[0.08])?.build(),
        ])?,
        vec![],
    )?;
    playing(1008, vec![ground])
}

/// 1009: two states that take turns every 2 seconds (blue orbs rising, then red sparks
/// falling), the orbs' colour scaled by the time of day (external value 2).
fn states_and_externals() -> R<Fxr> {
    let day_tint = linear4(&[
        (0.0, [0.5, 0.7, 1.0, 1.0]),
        (12.0, [1.0, 0.9, 0.6, 1.0]),
        (24.0, [0.5, 0.7, 1.0, 1.0]),
    ]);
    let orb = act(603)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .flag("uniformScale", true)?
        .constant("width", &[0.25])?
        .property(
            "color1",
            external(fade([0.5, 0.8, 1.0], 0.1, 1.0, 1.5), TIME_OF_DAY, day_tint),
        )?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let rising = config([
        place([0.0, 0.3, 0.0], [90.0, 0.0, 0.0])?,
        periodic(0.1, 2.0)?,
        act(401)?
            .int("direction", UP)?
            .constant("radius", &[0.5])?
            .build(),
        lifetime(Property::scalar(1.5))?,
        orb,
        act(60)?.constant("speed", &[0.8])?.build(),
    ])?;
    let spark = act(603)?
        .int("texture", FLIPBOOK)?
        .int("blendMode", ADD)?
        .int("columns", FLIPBOOK_COLUMNS)?
        .int("totalFrames", FLIPBOOK_FRAMES)?
        .property(
            "frameIndex",
            stepped(&[(0.0, 3.0), (0.5, 7.0), (1.0, 11.0)]),
        )?
        .flag("uniformScale", true)?
        .constant("width", &[0.3])?
        .property("color1", fade([1.0, 0.35, 0.2], 0.1, 1.2, 1.6))?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let falling = config([
        place([0.0, 1.8, 0.0], [0.0; 3])?,
        periodic(0.05, 1.0)?,
        act(404)?
            .int("direction", DOWN)?
            .constant("sizeX", &[1.2])?
            .constant("sizeY", &[0.1])?
            .constant("sizeZ", &[1.2])?
            .build(),
        lifetime(Property::scalar(1.6))?,
        spark,
        act(55)?.constant("gravity", &[0.6])?.build(),
    ])?;
    let switching = basic_node(ER, vec![rising.build(), falling.build()], &[0, 1], vec![])?;
    Ok(effect(
        1009,
        vec![timed_state(2.0, 1), timed_state(2.0, 0)],
        root(vec![switching])?,
    ))
}

/// 1010: a proxy playing 1002 in its place, next to particles dropped by distance from a
/// node carried round a circle (301).
fn references_and_distance() -> R<Fxr> {
    let dot = act(603)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .flag("uniformScale", true)?
        .property("width", linear(&[(0.0, 0.25), (1.2, 0.05)]))?
        .property("color1", fade([0.6, 1.0, 0.6], 0.05, 0.6, 1.2))?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let dropper = node(
        config([
            place([0.7, 0.0, 0.0], [0.0; 3])?,
            act(301)?.constant("threshold", &[0.08])?.build(),
            act(129)?
                .int("attachment", 0)?
                .constant("duration", &[1.2])?
                .build(),
            dot,
        ])?,
        vec![],
    )?;
    let carrier = node(
        config([place([0.0, 1.4, 0.0], [0.0; 3])?, spin_y(150.0)?])?,
        vec![dropper],
    )?;
    playing(1010, vec![proxy_node(ER, 1002)?, carrier])
}

/// 1011: model particles (605): a ring every 1.2 s growing and turning with its texture
/// scrolling round it, and bursts of shards thrown out with random rotations, spinning and
/// falling, added to the frame (additive blend).
fn models() -> R<Fxr> {
    let ring = act(605)?
        .int("model", RING_MODEL)?
        .int("blendMode", NORMAL)?
        .int("orientation", NORTH)?
        .flag("uniformScale", true)?
        .property("sizeX", linear(&[(0.0, 0.4), (2.4, 1.0)]))?
        .constant("angularSpeedY", &[75.0])?
        .constant("speedU", &[0.5])?
        .constant("speedMultiplierU", &[1.0])?
        .property("color1", fade([0.9, 0.95, 1.0], 0.3, 1.8, 2.4))?
        .property("color2", hue_cycle(3.6))?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let rings = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            periodic(1.2, 1.0)?,
            lifetime(Property::scalar(2.4))?,
            ring,
        ])?,
        vec![],
    )?;
    let shard = act(605)?
        .int("model", SHARD_MODEL)?
        .int("blendMode", ADD)?
        .int("orientation", NORTH)?
        .flag("uniformScale", true)?
        .constant("sizeX", &[0.8])?
        .float("scaleVariationX", 0.5)?
        .property(
            "rotationX",
            random_range(Property::scalar(0.0), 1110, 0.0, 360.0),
        )?
        .property(
            "rotationY",
            random_range(Property::scalar(0.0), 1111, 0.0, 360.0),
        )?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), 1112, 0.0, 360.0),
        )?
        .constant("angularSpeedX", &[180.0])?
        .constant("angularSpeedY", &[240.0])?
        .property("color1", fade([1.0, 0.85, 0.6], 0.05, 0.9, 1.2))?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let shards = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            periodic(0.6, 8.0)?,
            act(403)?
                .flag("emitInside", false)?
                .constant("radius", &[0.1])?
                .build(),
            act(131)?
                .property("speed", random_fraction(Property::scalar(0.8), 1113, 0.3))?
                .build(),
            lifetime(Property::scalar(1.2))?,
            shard,
            // Slow enough to stay in the frame for their life (the demo's tests check it).
            act(55)?.constant("gravity", &[0.5])?.build(),
        ])?,
        vec![],
    )?;
    playing(1011, vec![rings, shards])
}

/// 1012: a rich model particle (10015): one ring for ever, pulsing, turning in its plane,
/// its texture scrolling round it and offset across it.
fn rich_models() -> R<Fxr> {
    let ring = act(10015)?
        .int("model", RING_MODEL)?
        .int("orientation", NORTH)?
        .flag("uniformScale", true)?
        .property(
            "sizeX",
            looped(linear(&[(0.0, 0.8), (1.0, 0.95), (2.0, 0.8)])),
        )?
        .constant("angularSpeedZ", &[30.0])?
        .constant("offsetV", &[0.25])?
        .constant("speedU", &[-0.4])?
        .constant("speedMultiplierU", &[1.0])?
        .constant("color1", &[0.7, 0.9, 1.0, 1.0])?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let ring = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            ring,
        ])?,
        vec![],
    )?;
    playing(1012, vec![ring])
}

/// 1013: a lens flare (10014) whose source circles above the origin: a glow at the source, a
/// ring at its reflection through the screen's centre, five small glows scattered along that
/// line and a streak mirrored across the screen's vertical centre line.
fn lens_flare() -> R<Fxr> {
    let flare = act(10014)?
        .int("layer1", GLOW)?
        .int("layer2", RING)?
        .int("layer3", GLOW)?
        .int("layer4", STREAK)?
        .int("blendMode", ADD)?
        .float("sourceSize", 0.4)?
        .constant("layer1Width", &[1.4])?
        .flag("layer1UniformScale", true)?
        .constant("layer1Color", &[1.0, 0.85, 0.6, 1.0])?
        .floats("layer1ColorMultiplier", &[14.0, 14.0, 14.0, 1.0])?
        .constant("layer2Width", &[0.9])?
        .flag("layer2UniformScale", true)?
        .constant("layer2Color", &[0.5, 0.8, 1.0, 0.8])?
        .floats("layer2ColorMultiplier", &[10.0, 10.0, 10.0, 1.0])?
        .int("layer2Reflection", 1)?
        .float("layer2Offset", 1.0)?
        .constant("layer3Width", &[0.35])?
        .flag("layer3UniformScale", true)?
        .constant("layer3Color", &[1.0, 0.6, 0.9, 0.7])?
        .floats("layer3ColorMultiplier", &[10.0, 10.0, 10.0, 1.0])?
        .int("layer3Count", 5)?
        .float("layer3ScaleVariationX", 0.4)?
        .int("layer3Reflection", 1)?
        .float("layer3Offset", 0.8)?
        .float("layer3OffsetVariation", 0.1)?
        .constant("layer4Width", &[2.4])?
        .constant("layer4Height", &[0.25])?
        .constant("layer4Color", &[0.9, 0.9, 1.0, 0.8])?
        .floats("layer4ColorMultiplier", &[10.0, 10.0, 10.0, 1.0])?
        .int("layer4Reflection", 2)?
        .float("layer4Offset", 0.5)?
        .build();
    let source = node(
        config([
            place([1.2, 0.0, 0.0], [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            flare,
        ])?,
        vec![],
    )?;
    let orbit = node(
        config([place([0.0, 1.7, 0.0], [0.0; 3])?, spin_y(45.0)?])?,
        vec![source],
    )?;
    // Faint motes filling the scene around the source, so the camera that frames an effect by
    // its particles frames the flare's surroundings and not its source alone.
    let mote = act(603)?
        .int("texture", GLOW)?
        .int("blendMode", ADD)?
        .flag("uniformScale", true)?
        .constant("width", &[0.12])?
        .property("color1", fade([0.6, 0.7, 1.0], 0.5, 1.5, 2.0))?
        .flag("bloom", false)?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[6.0])?
        .build();
    let motes = node(
        config([
            place([0.0, 1.0, 0.0], [0.0; 3])?,
            periodic(0.05, 1.0)?,
            act(404)?
                .constant("sizeX", &[3.0])?
                .constant("sizeY", &[2.0])?
                .constant("sizeZ", &[2.0])?
                .build(),
            lifetime(Property::scalar(2.0))?,
            mote,
        ])?,
        vec![],
    )?;
    playing(1013, vec![orbit, motes])
}

/// 1014: two light shafts (10003) slanting down, each a fan of twelve textured sheets. The
/// library defines 10003 for Dark Souls 3 and Sekiro only, so the action is Sekiro's layout in
/// this Elden Ring binder (read back with Sekiro's definition: `sim::action::definition_for`).
fn light_shafts() -> R<Fxr> {
    let shaft = |x: f32, tilt: f32, color: [f32; 4]| -> R<Node> {
        let sheets = ActionBuilder::new(10003, Game::Sekiro)?
            .int("texture", CLOUD)?
            .int("blendMode", ADD)?
            .int("layers", 12)?
            .constant("width", &[0.7])?
            .constant("height", &[2.2])?
            .constant("color1", &color)?
            .property(
                "color2",
                looped(linear4(&[
                    (0.0, [1.0, 1.0, 1.0, 0.8]),
                    (1.5, [1.0, 1.0, 1.0, 1.0]),
                    (3.0, [1.0, 1.0, 1.0, 0.8]),
                ])),
            )?
            .constant("color3", &[12.0, 12.0, 12.0, 1.0])?
            .build();
        node(
            config([
                place([x, 1.1, 0.0], [0.0, 0.0, tilt])?,
                lifetime(Property::scalar(-1.0))?,
                sheets,
            ])?,
            vec![],
        )
    };
    playing(
        1014,
        vec![
            shaft(-0.6, -15.0, [1.0, 0.9, 0.6, 1.0])?,
            shaft(0.7, -15.0, [0.7, 0.85, 1.0, 1.0])?,
        ],
    )
}

/// 1015: a spot light (11000) above the origin, tilted down and turning about Y, sweeping its
/// elliptic cone over three columns of lit smoke (the spot light's counterpart of 1007).
fn spot_light() -> R<Fxr> {
    let forever = || lifetime(Property::scalar(-1.0));
    let light = act(11000)?
        .constant("diffuseColor", &[0.6, 0.8, 1.0, 1.0])?
        .constant("diffuseMultiplier", &[5.0])?
        .constant("near", &[0.1])?
        .constant("far", &[4.0])?
        .constant("radiusX", &[1.6])?
        .constant("radiusY", &[1.0])?
        .build();
    let bulb = glow_bulb(0.3, [0.7, 0.85, 1.0, 1.0], 15.0)?;
    let bulb = node(config([forever()?, bulb])?, vec![])?;
    let lamp = node(
        // -55° about X turns the node's Z (the cone's axis) down (the rotation's sign as the
        // playback applies it).
        config([
            place([0.0, 0.0, 0.0], [-55.0, 0.0, 0.0])?,
            forever()?,
            light,
        ])?,
        vec![bulb],
    )?;
    let sweep = node(
        config([place([0.0, 2.6, 0.0], [0.0; 3])?, spin_y(60.0)?])?,
        vec![lamp],
    )?;
    playing(
        1015,
        vec![
            sweep,
            lit_smoke(-1.0, 0, 1750)?,
            lit_smoke(0.0, 0, 1751)?,
            lit_smoke(1.0, -2, 1752)?,
        ],
    )
}

/// A node holding one force volume (10200, 10300, 10301, 10303) for ever, placed and turned.
fn force_node(force: Action, offset: [f32; 3], rotation: [f32; 3]) -> R<Node> {
    node(
        config([
            place(offset, rotation)?,
            lifetime(Property::scalar(-1.0))?,
            force,
        ])?,
        vec![],
    )
}

/// A node hosting one GPU particle system for ever.
fn gpu_system(system: Action, offset: [f32; 3]) -> R<Node> {
    node(
        config([
            place(offset, [0.0; 3])?,
            lifetime(Property::scalar(-1.0))?,
            system,
        ])?,
        vec![],
    )
}

/// 1016: a GPU particle fountain (10000): bursts of flipbook embers from a flat box every two
/// frames, under gravity, shrinking as they fall.
fn gpu_standard() -> R<Fxr> {
    let fountain = act(10000)?
        .int("texture", FLIPBOOK)?
        .int("emitterShape", 1)?
        .floats("emitterSize", &[0.6, 0.1, 0.6])?
        .int("emissionParticleCount", 30)?
        .int("emissionParticleCountMin", -10)?
        .int("emissionParticleCountMax", 10)?
        .int("emissionIntervalMin", 2)?
        .int("emissionIntervalMax", 2)?
        .int("particleDuration", 45)?
        .floats("particleSpeed", &[0.0, 3.2, 0.0])?
        .floats("particleSpeedMin", &[-0.9, -0.6, -0.9])?
        .floats("particleSpeedMax", &[0.9, 0.6, 0.9])?
        .constant("particleGravity", &[3.5])?
        .floats("particleRotationVariance", &[0.0, 0.0, 180.0])?
        .floats("particleAngularSpeedVariance", &[0.0, 0.0, 120.0])?
        .flag("particleUniformScale", true)?
        .float("particleSizeX", 0.12)?
        .float("particleSizeXMin", -0.03)?
        .float("particleSizeXMax", 0.03)?
        .float("particleGrowthRateXStatic", -0.05)?
        .constant("color", &[1.0, 0.6, 0.25, 1.0])?
        .floats("colorMin", &[-0.2, -0.2, -0.1, 0.0])?
        .floats("colorMax", &[0.0, 0.3, 0.2, 0.0])?
        .int("blendMode", ADD)?
        .int("columns", FLIPBOOK_COLUMNS)?
        .int("totalFrames", FLIPBOOK_FRAMES)?
        .flag("randomTextureFrame", true)?
        .int("maxFrameIndex", FLIPBOOK_FRAMES - 1)?
        .float("rgbMultiplier", 12.0)?
        .flag("bloom", true)?
        .floats("bloomColor", &[1.0, 0.7, 0.4, 0.5])?
        .build();
    playing(1016, vec![gpu_system(fountain, [0.0, 0.2, 0.0])?])
}

/// 1017: GPU particles that forces move (10001): glowing motes rising from a disc, blown
/// sideways by a wind (10300) and stirred by turbulence (10303), except inside a calm sphere
/// (10200) on the left.
fn gpu_standard_forces() -> R<Fxr> {
    let motes = act(10001)?
        .int("texture", GLOW)?
        .int("emitterShape", 4)?
        .floats("emitterSize", &[1.6, 1.0, 0.05])?
        .floats("emitterRotation", &[90.0, 0.0, 0.0])?
        .int("emissionParticleCount", 24)?
        .int("emissionIntervalMin", 1)?
        .int("emissionIntervalMax", 3)?
        .int("particleDuration", 60)?
        .floats("particleSpeed", &[0.0, 0.9, 0.0])?
        .floats("particleSpeedMin", &[-0.2, -0.3, -0.2])?
        .floats("particleSpeedMax", &[0.2, 0.3, 0.2])?
        .flag("particleUniformScale", true)?
        .float("particleSizeX", 0.07)?
        .float("particleSizeXMax", 0.04)?
        .constant("color", &[0.5, 0.85, 1.0, 1.0])?
        .floats("colorMax", &[0.3, 0.1, 0.0, 0.0])?
        .int("blendMode", ADD)?
        .float("rgbMultiplier", 10.0)?
        .build();
    let wind = act(10300)?
        .constant("force", &[0.6])?
        .int("shape", 0)?
        .build();
    let turbulence = act(10303)?
        .constant("force", &[1.5])?
        .int("shape", 1)?
        .float("sphereRadius", 3.0)?
        .float("noiseScale", 0.6)?
        .property("noiseOffsetY", linear(&[(0.0, 0.0), (10.0, -5.0)]))?
        .build();
    let calm = act(10200)?
        .int("shape", 1)?
        .float("sphereRadius", 0.6)?
        .build();
    playing(
        1017,
        vec![
            gpu_system(motes, [0.0, 0.1, 0.0])?,
            // The wind blows along its node's +Z: turned to blow towards +X.
            force_node(wind, [0.0; 3], [0.0, 90.0, 0.0])?,
            force_node(turbulence, [0.0, 1.0, 0.0], [0.0; 3])?,
            force_node(calm, [-0.8, 1.2, 0.0], [0.0; 3])?,
        ],
    )
}

/// 1018: GPU sparks (10008): welding sparks thrown up and out every three frames, falling,
/// stretched along their motion, from three hosts at once: a new spot every half second, each
/// living 1.5 s (so one draw holds three systems, and a host's sparks go with it).
fn gpu_sparks() -> R<Fxr> {
    let sparks = act(10008)?
        .int("texture", STREAK)?
        .int("emitterShape", 1)?
        .floats("emitterSize", &[0.05, 0.05, 0.05])?
        .int("emissionParticleCount", 24)?
        .int("emissionParticleCountMax", 12)?
        .int("emissionIntervalMin", 3)?
        .int("emissionIntervalMax", 3)?
        .int("particleDuration", 28)?
        .floats("particleSpeedMin", &[-1.2, 2.0, -1.2])?
        .floats("particleSpeedMax", &[1.2, 4.0, 1.2])?
        .constant("particleGravity", &[6.0])?
        .constant("particleLength", &[2.5])?
        .constant("particleWidth", &[0.04])?
        .float("particleLengthMin", 0.6)?
        .float("particleLengthMax", 1.4)?
        .constant("color", &[1.0, 0.85, 0.5, 1.0])?
        .floats("colorMin", &[0.0, -0.3, -0.3, 0.0])?
        .floats("colorMax", &[0.0, 0.1, 0.2, 0.0])?
        .int("blendMode", ADD)?
        .float("rgbMultiplier", 14.0)?
        .build();
    let spots = node(
        config([
            place([0.0, 0.4, 0.0], [0.0; 3])?,
            periodic(0.5, 1.0)?,
            act(404)?
                .int("direction", UP)?
                .constant("sizeX", &[1.4])?
                .constant("sizeY", &[0.0])?
                .constant("sizeZ", &[0.8])?
                .build(),
            lifetime(Property::scalar(1.5))?,
            sparks,
        ])?,
        vec![],
    )?;
    playing(1018, vec![spots])
}

/// 1019: GPU sparks that forces move (10009): sparks thrown out of a box, pulled back round a
/// point by a gravity volume (10301) and shaken by turbulence (10303).
fn gpu_sparks_forces() -> R<Fxr> {
    let sparks = act(10009)?
        .int("texture", STREAK)?
        .int("emitterShape", 2)?
        .floats("emitterSize", &[1.2, 0.4, 1.2])?
        .float("emitterDistribution", 1.0)?
        .int("emissionParticleCount", 12)?
        .int("emissionIntervalMin", 1)?
        .int("emissionIntervalMax", 2)?
        .int("particleDuration", 75)?
        .floats("particleSpeedMin", &[-1.5, -0.5, -1.5])?
        .floats("particleSpeedMax", &[1.5, 1.5, 1.5])?
        .constant("particleGravity", &[0.0])?
        .constant("particleLength", &[2.5])?
        .constant("particleWidth", &[0.02])?
        .constant("color", &[0.6, 0.7, 1.0, 1.0])?
        .floats("colorMax", &[0.4, 0.2, 0.0, 0.0])?
        .int("blendMode", ADD)?
        .float("rgbMultiplier", 12.0)?
        .build();
    let pull = act(10301)?
        .constant("force", &[5.0])?
        .int("shape", 1)?
        .float("sphereRadius", 4.0)?
        .build();
    let shake = act(10303)?
        .constant("force", &[3.0])?
        .int("shape", 0)?
        .float("noiseScale", 0.4)?
        .build();
    playing(
        1019,
        vec![
            gpu_system(sparks, [0.0, 1.0, 0.0])?,
            force_node(pull, [0.0, 1.0, 0.0], [0.0; 3])?,
            force_node(shake, [0.0; 3], [0.0; 3])?,
        ],
    )
}

/// Every demo effect, in id order.
/// 1020: a levels-of-detail node (2002, its thresholds in 133) showing a large amber bulb
/// within 8 m of the camera and a small blue one from 8 m to 1 km (nothing beyond); beside it, embers a wind
/// blows towards +X, moved by 732 ParticleForceSpeed; a sound (75) when the embers' node
/// activates, a second later.
fn levels_forces_sound() -> R<Fxr> {
    let mut thresholds = act(133)?.constant("duration", &[-1.0])?;
    for (i, t) in [0, 8, 1000, 1000, 1000].into_iter().enumerate() {
        thresholds = thresholds.int(&format!("threshold{i}"), t)?;
    }
    let level = |width: f32, color: [f32; 4]| -> R<Node> {
        node(
            config([
                place([-0.8, 1.0, 0.0], [0.0; 3])?,
                act(399)?.build(),
                lifetime(Property::scalar(-1.0))?,
                glow_bulb(width, color, 4.0)?,
            ])?,
            vec![],
        )
    };
    let map = act(STATE_CONFIG_MAP as u16)?.section10(0, &[0])?.build();
    let levels = Node {
        node_type: NodeType::LevelsOfDetail,
        configs: vec![Config {
            config_type: ConfigType::LevelsOfDetail,
            actions: vec![thresholds.build()],
        }],
        actions: vec![map],
        children: vec![
            level(0.9, [1.0, 0.6, 0.2, 1.0])?,
            level(0.3, [0.3, 0.6, 1.0, 1.0])?,
        ],
    };
    let wind = act(10300)?
        .constant("force", &[1.0])?
        .int("shape", 0)?
        .build();
    let embers = node(
        config([
            place([0.6, 0.3, 0.0], [0.0; 3])?,
            act(128)?.float("delay", 1.0)?.build(),
            act(75)?.int("sound", 520_000)?.build(),
            periodic(0.1, 1.0)?,
            lifetime(Property::scalar(2.0))?,
            glow_bulb(0.12, [1.0, 0.45, 0.15, 1.0], 6.0)?,
            act(60)?.constant("speed", &[0.6])?.build(),
            act(400)?.int("direction", UP)?.build(),
            act(732)?.constant("speed", &[0.8])?.build(),
        ])?,
        vec![],
    )?;
    playing(
        1020,
        vec![
            levels,
            // The wind blows along its node's +Z: turned to blow towards +X.
            force_node(wind, [0.0; 3], [0.0, 90.0, 0.0])?,
            embers,
        ],
    )
}

pub fn demo_effects() -> Result<Vec<Fxr>, DemoError> {
    Ok(vec![
        billboards()?,
        multi_texture()?,
        point_sprites()?,
        lines()?,
        tracers()?,
        distortion()?,
        radial_blur()?,
        point_light()?,
        soft_particles()?,
        states_and_externals()?,
        references_and_distance()?,
        models()?,
        rich_models()?,
        lens_flare()?,
        light_shafts()?,
        spot_light()?,
        gpu_standard()?,
        gpu_standard_forces()?,
        gpu_sparks()?,
        gpu_sparks_forces()?,
        levels_forces_sound()?,
    ])
}
