//! One GPU particle as a pure function of its system's constants, its emission and its
//! number: the CPU reference of `shaders/gpu_particles.wgsl`, which computes the same steps in
//! the same order (keep the two in step; the test `gpu_particles_match_the_cpu` compares them).
//!
//! The random numbers are draws of the engine's generator (seeds 003: xorshift128 with shifts
//! 11, 8 and 19, a draw becoming the float "1.0's bits plus the draw modulo 0x800001, minus
//! 1"), seeded per particle from the system's seed and the particle's number (ours: the
//! engine's seeding is not recorded), always 33 draws in the order of [`Draws`], whatever the
//! variant uses, so a particle's values never depend on another's or on thread order.
//!
//! What each field does follows the `fxr` library's descriptions; where a description leaves
//! the formula open the choice is ours and said (docs/gpu-particles.md).

use super::forces::{self, ForceVolume};
use super::{GpuEmission, GpuSystemConstants, flags};
use crate::billboard::BillboardInstance;
use crate::rng::EngineRng;
use glam::{Vec3, Vec4};

/// The most integration steps of one particle: past it the steps lengthen (age / MAX_STEPS),
/// so a long-lived particle under forces costs a bounded amount each frame.
pub const MAX_STEPS: u32 = 1024;

/// A particle's seed: its system's seed mixed with its number (ours).
pub fn particle_seed(system_seed: u32, number: u32) -> u32 {
    system_seed ^ number.wrapping_mul(0x9E37_79B9).rotate_left(7) ^ 0x85EB_CA6B
}

/// The 33 draws of a particle, in order.
pub struct Draws {
    /// 0..4: the emitter shape.
    pub shape: [f32; 4],
    /// 4..7: the offset.
    pub offset: [f32; 3],
    /// 7..10: the speed.
    pub speed: [f32; 3],
    /// 10..13: the acceleration.
    pub acceleration: [f32; 3],
    /// 13..16: the rotation.
    pub rotation: [f32; 3],
    /// 16..19: the angular speed.
    pub angular_speed: [f32; 3],
    /// 19..22: the angular acceleration.
    pub angular_acceleration: [f32; 3],
    /// 22..24: the size (x, y).
    pub size: [f32; 2],
    /// 24..26: the growth rate.
    pub growth: [f32; 2],
    /// 26..28: the growth acceleration.
    pub growth_acceleration: [f32; 2],
    /// 28..32: the colour.
    pub color: [f32; 4],
    /// 32: the flipbook frame.
    pub frame: f32,
}

impl Draws {
    /// The draws of a particle's generator.
    pub fn new(seed: u32) -> Self {
        let mut rng = EngineRng::from_seed(seed);
        let mut n = || rng.next_unit();
        Draws {
            shape: [n(), n(), n(), n()],
            offset: [n(), n(), n()],
            speed: [n(), n(), n()],
            acceleration: [n(), n(), n()],
            rotation: [n(), n(), n()],
            angular_speed: [n(), n(), n()],
            angular_acceleration: [n(), n(), n()],
            size: [n(), n()],
            growth: [n(), n()],
            growth_acceleration: [n(), n()],
            color: [n(), n(), n(), n()],
            frame: n(),
        }
    }
}

fn v3(v: [f32; 4]) -> Vec3 {
    Vec3::new(v[0], v[1], v[2])
}

fn mix3(a: [f32; 4], b: [f32; 4], u: [f32; 3]) -> Vec3 {
    Vec3::new(
        a[0] + (b[0] - a[0]) * u[0],
        a[1] + (b[1] - a[1]) * u[1],
        a[2] + (b[2] - a[2]) * u[2],
    )
}

fn row_transform(rows: &[[f32; 4]; 3], p: Vec3, w: f32) -> Vec3 {
    let r = |k: usize| rows[k][0] * p.x + rows[k][1] * p.y + rows[k][2] * p.z + rows[k][3] * w;
    Vec3::new(r(0), r(1), r(2))
}

/// A point on the emitter (emitterShape, emitterSize, emitterDistribution), before the
/// emitter's rotation. The library describes what the distribution blocks; the sampling is
/// ours: Line and Unk3 along +Z from the origin (the distribution the blocked near part);
/// Box uniform with the inner box of the distribution's fraction pushed outwards along its
/// largest axis; Box2 uniform at 1 and drawn to the centre below; Cylinder about Z (diameter
/// sizeX, height sizeZ, the inner cylinder blocked); Unk5 (untested in the library) as Box.
pub fn shape_point(c: &GpuSystemConstants, u: [f32; 4]) -> Vec3 {
    let size = v3(c.emitter_size);
    let d = c.emitter_size[3].clamp(0.0, 1.0);
    match c.shape[0] {
        0 | 3 => Vec3::new(0.0, 0.0, size.z * (d + (1.0 - d) * u[0])),
        2 => {
            let r = d + (1.0 - d) * u[3];
            Vec3::new(u[0] - 0.5, u[1] - 0.5, u[2] - 0.5) * size * r
        }
        4 => {
            let radius = 0.5 * size.x * (d + (1.0 - d) * u[0].sqrt());
            let angle = u[1] * std::f32::consts::TAU;
            Vec3::new(
                radius * libm::cosf(angle),
                radius * libm::sinf(angle),
                (u[2] - 0.5) * size.z,
            )
        }
        _ => {
            let mut p = Vec3::new(u[0] - 0.5, u[1] - 0.5, u[2] - 0.5) * 2.0;
            // Push the largest axis out of the inner box.
            let a = p.abs();
            let axis = if a.x >= a.y && a.x >= a.z {
                0
            } else if a.y >= a.z {
                1
            } else {
                2
            };
            let s = if p[axis] < 0.0 { -1.0 } else { 1.0 };
            p[axis] = s * (d + (1.0 - d) * a[axis]);
            p * size * 0.5
        }
    }
}

/// A particle's birth: where, how fast and how it accelerates, in the world.
pub struct Birth {
    /// World position.
    pub position: Vec3,
    /// World velocity.
    pub velocity: Vec3,
    /// World acceleration (the particle's own and gravity).
    pub acceleration: Vec3,
}

/// The particle's birth from its draws and emission.
pub fn birth(c: &GpuSystemConstants, e: &GpuEmission, d: &Draws) -> Birth {
    let local = shape_point(c, d.shape);
    let rotated = row_transform(&c.emitter_rotation, local, 0.0);
    let offset = v3(c.offset) + mix3(c.offset_min, c.offset_max, d.offset);
    let position = row_transform(&e.world, rotated + offset, 1.0);
    let speed = v3(c.speed) + mix3(c.speed_min, c.speed_max, d.speed);
    let velocity = row_transform(&e.world, speed, 0.0);
    let own = v3(c.acceleration) + mix3(c.acceleration_min, c.acceleration_max, d.acceleration);
    let acceleration = row_transform(&e.world, own, 0.0) + Vec3::new(0.0, -c.acceleration[3], 0.0);
    Birth {
        position,
        velocity,
        acceleration,
    }
}

/// Position and velocity at `age`: in closed form, or by steps of the constants' step with
/// the force volumes (semi-implicit Euler: velocity first, then position; the last step the
/// remainder).
pub fn motion(
    c: &GpuSystemConstants,
    b: &Birth,
    age: f32,
    forces_on: &[ForceVolume],
) -> (Vec3, Vec3) {
    if c.shape[2] & flags::FORCES == 0 || forces_on.is_empty() {
        let p = b.position + b.velocity * age + b.acceleration * (0.5 * age * age);
        return (p, b.velocity + b.acceleration * age);
    }
    let step = c.life[2].max(1e-3).max(age / MAX_STEPS as f32);
    let full = ((age / step).floor() as u32).min(MAX_STEPS);
    let mut p = b.position;
    let mut v = b.velocity;
    for k in 0..=full {
        let dt = if k < full {
            step
        } else {
            age - full as f32 * step
        };
        if dt <= 0.0 {
            break;
        }
        let a = b.acceleration + forces::force_at(forces_on, p);
        v += a * dt;
        p += v * dt;
    }
    (p, v)
}

/// A particle evaluated for drawing.
pub struct Evaluated {
    /// Back to front: larger view depth first (a float's bits made to sort as integers,
    /// inverted).
    pub sort_key: u32,
    /// The billboard instance.
    pub instance: BillboardInstance,
}

/// A float's bits as an integer that sorts in the float's order.
pub fn ordered_bits(f: f32) -> u32 {
    let b = f.to_bits();
    if b & 0x8000_0000 != 0 {
        !b
    } else {
        b | 0x8000_0000
    }
}

fn between(min: f32, max: f32, u: f32) -> f32 {
    min + (max - min) * u
}

/// Turns a vector about x, then y, then z (radians): the billboards' order (`quad_rows`).
fn turn(v: Vec3, r: Vec3) -> Vec3 {
    // libm, not the platform's functions: the same bits natively and in wasm.
    let (sx, cx) = (libm::sinf(r.x), libm::cosf(r.x));
    let (sy, cy) = (libm::sinf(r.y), libm::cosf(r.y));
    let (sz, cz) = (libm::sinf(r.z), libm::cosf(r.z));
    let a = Vec3::new(v.x, cx * v.y - sx * v.z, sx * v.y + cx * v.z);
    let b = Vec3::new(cy * a.x + sy * a.z, a.y, -sy * a.x + cy * a.z);
    Vec3::new(cz * b.x - sz * b.y, sz * b.x + cz * b.y, b.z)
}

const DEGREES: f32 = std::f32::consts::PI / 180.0;

/// Particle `i` of emission `e` (candidate number `candidate` of its draw), or `None` when it
/// is dead, not yet born or hidden by distance: [`birth`], [`motion`], then [`appearance`].
pub fn evaluate(
    c: &GpuSystemConstants,
    e: &GpuEmission,
    i: u32,
    candidate: u32,
    forces_on: &[ForceVolume],
) -> Option<Evaluated> {
    let age = c.life[1] - e.time[0];
    if !(0.0..c.life[0]).contains(&age) {
        return None;
    }
    let d = Draws::new(particle_seed(c.counts[0], e.start[2].wrapping_add(i)));
    let b = birth(c, e, &d);
    let (moved, velocity) = motion(c, &b, age, forces_on);
    appearance(c, e, &d, moved, velocity, age, candidate)
}

/// What a particle looks like at `age`, from where [`motion`] moved it (`moved`, in the world
/// as if its host had stayed where it emitted it): followed, faded by
/// distance, coloured, sized, turned, its flipbook cell; `candidate` is kept in the
/// instance (`params.w`) so the GPU's result can be matched particle by particle.
pub fn appearance(
    c: &GpuSystemConstants,
    e: &GpuEmission,
    d: &Draws,
    moved: Vec3,
    velocity: Vec3,
    age: f32,
    candidate: u32,
) -> Option<Evaluated> {
    let lifetime = c.life[0];
    // particleFollowFactor: 0 stays where emitted, 1 moves with the node (the blend between
    // is ours).
    let follow = c.threshold[2];
    let followed = row_transform(&e.follow, moved, 1.0);
    let position = moved + (followed - moved) * follow;
    let camera = v3(c.camera_position);
    let distance = (position - camera).length();
    let fade = distance_fade(c, distance)?;
    let life = age / lifetime;
    let spark = c.shape[1] >= 2;
    let color = particle_color(c, d, life, spark, fade);

    let axes = CameraAxes {
        right: v3(c.camera_right),
        up: v3(c.camera_up),
        forward: v3(c.camera_forward),
    };
    let (centre, x_edge, y_edge, facing) = if spark || c.shape[2] & flags::TRACE != 0 {
        stretched_quad(c, d, spark, position, camera, velocity, &axes)
    } else {
        facing_quad(c, d, position, age, &axes)
    };
    let forward = axes.forward;
    let (here, there, columns) = flipbook_cells(c, d, life);

    let depth = (centre - camera).dot(forward);
    // A particle whose numbers overflowed is dropped, by the same test on the GPU: one sum of
    // what it draws with is finite (so no NaN reaches the draw, and no key can read as dead).
    let probe = depth
        + x_edge.dot(x_edge)
        + y_edge.dot(y_edge)
        + (color[0] + color[1] + color[2] + color[3]);
    if !probe.is_finite() {
        return None;
    }
    let instance = BillboardInstance {
        rows: [
            [x_edge.x, y_edge.x, facing.x, centre.x],
            [x_edge.y, y_edge.y, facing.y, centre.y],
            [x_edge.z, y_edge.z, facing.z, centre.z],
        ],
        color: [255; 4],
        color_scale: Vec4::from(color).to_array(),
        cell: [here[0], here[1], there[0], there[1]],
        cell_size: [1.0 / columns, 1.0 / columns, 0.0, 0.0],
        params: [0.0, 0.0, age, candidate as f32],
    };
    Some(Evaluated {
        sort_key: !ordered_bits(depth),
        instance,
    })
}

/// The fade of a particle at `distance` from the camera, or `None` past a hard cut-off.
#[inline]
fn distance_fade(c: &GpuSystemConstants, distance: f32) -> Option<f32> {
    // The hard cut-offs, then the fades (distances below 0 are off).
    let [min_threshold, max_threshold] = [c.threshold[0], c.threshold[1]];
    if (min_threshold >= 0.0 && distance < min_threshold)
        || (max_threshold >= 0.0 && distance > max_threshold)
    {
        return None;
    }
    let [min_distance, min_fade, max_distance, max_fade] = c.distance;
    let mut fade = 1.0f32;
    if min_distance >= 0.0 && min_fade > min_distance {
        fade *= ((distance - min_distance) / (min_fade - min_distance)).clamp(0.0, 1.0);
    }
    if max_distance >= 0.0 && max_fade >= 0.0 && max_distance > max_fade {
        fade *= ((max_distance - distance) / (max_distance - max_fade)).clamp(0.0, 1.0);
    }
    Some(fade)
}

/// A particle's colour at `life` (0 to 1), faded by `fade`.
#[inline]
fn particle_color(
    c: &GpuSystemConstants,
    d: &Draws,
    life: f32,
    spark: bool,
    fade: f32,
) -> [f32; 4] {
    // Colour: color plus a random value between colorMin and colorMax (fading out over the
    // life for the sparks, as the library says), desaturated towards its luminance (ours:
    // Rec. 709 weights).
    let variation = if spark { 1.0 - life } else { 1.0 };
    let mut color = [0.0f32; 4];
    for (k, channel) in color.iter_mut().enumerate() {
        *channel = c.color[k] + between(c.color_min[k], c.color_max[k], d.color[k]) * variation;
    }
    let luma = 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2];
    let desaturate = c.life[3].clamp(0.0, 1.0);
    for channel in color.iter_mut().take(3) {
        *channel += (luma - *channel) * desaturate;
    }
    color[3] *= fade;

    color
}

/// The camera's axes in world space, which the quads are laid along.
#[derive(Clone, Copy)]
struct CameraAxes {
    right: Vec3,
    up: Vec3,
    forward: Vec3,
}

/// A spark's or trace's quad, stretched along its motion: (centre, x edge, y edge, facing).
#[inline]
fn stretched_quad(
    c: &GpuSystemConstants,
    d: &Draws,
    spark: bool,
    position: Vec3,
    camera: Vec3,
    velocity: Vec3,
    axes: &CameraAxes,
) -> (Vec3, Vec3, Vec3, Vec3) {
    let CameraAxes { right, up, forward } = *axes;
    // Stretched along the motion: the tail `length` seconds of travel behind (the
    // fields' time unit makes the length a time, Inferred), as wide as `width`.
    let (width, length) = if spark {
        (
            c.size[0] * between(c.size_range[0], c.size_range[2], d.size[0]),
            c.size[1] * between(c.size_range[1], c.size_range[3], d.size[1]),
        )
    } else {
        let w = (c.size[0] + between(c.size_range[0], c.size_range[2], d.size[0])) * c.size[2];
        (w, c.flipbook[3])
    };
    let along = velocity * length;
    let to_camera = (camera - position).normalize_or(-forward);
    let side = along.cross(to_camera).normalize_or(right);
    let along = if along.length_squared() > 1e-12 {
        along
    } else {
        up * 1e-3
    };
    (position - along * 0.5, side * width, along, to_camera)
}

/// A billboard's quad facing the camera, sized and turned by its age: (centre, x edge, y
/// edge, facing).
#[inline]
fn facing_quad(
    c: &GpuSystemConstants,
    d: &Draws,
    position: Vec3,
    age: f32,
    axes: &CameraAxes,
) -> (Vec3, Vec3, Vec3, Vec3) {
    let CameraAxes { right, up, forward } = *axes;
    let sx0 = c.size[0] + between(c.size_range[0], c.size_range[2], d.size[0]);
    let sy0 = c.size[1] + between(c.size_range[1], c.size_range[3], d.size[1]);
    let rate = [
        c.growth[0] + between(c.growth_range[0], c.growth_range[2], d.growth[0]),
        c.growth[1] + between(c.growth_range[1], c.growth_range[3], d.growth[1]),
    ];
    let accel = [
        between(
            c.growth_acceleration_range[0],
            c.growth_acceleration_range[2],
            d.growth_acceleration[0],
        ),
        between(
            c.growth_acceleration_range[1],
            c.growth_acceleration_range[3],
            d.growth_acceleration[1],
        ),
    ];
    let half_age_sq = 0.5 * age * age;
    let width = ((sx0 + rate[0] * age + accel[0] * half_age_sq) * c.size[2]).max(0.0);
    let height = if c.shape[2] & flags::UNIFORM_SCALE != 0 {
        width
    } else {
        ((sy0 + rate[1] * age + accel[1] * half_age_sq) * c.size[2]).max(0.0)
    };
    // Rotation: a random angle within ±variance, turning at a random speed within
    // ±variance and accelerating by a random value between the minimum and maximum
    // (the ± reading of "variance" is ours).
    let mut angle = Vec3::ZERO;
    for k in 0..3 {
        let start = (d.rotation[k] * 2.0 - 1.0) * c.rotation_variance[k];
        let speed = (d.angular_speed[k] * 2.0 - 1.0) * c.angular_speed_variance[k];
        let acceleration = between(
            c.angular_acceleration_min[k],
            c.angular_acceleration_max[k],
            d.angular_acceleration[k],
        );
        angle[k] = (start + speed * age + acceleration * 0.5 * age * age) * DEGREES;
    }
    // Facing the camera (the billboards' default orientation), turned in its frame.
    let to_world = |v: Vec3| right * v.x + up * v.y - forward * v.z;
    (
        position,
        to_world(turn(Vec3::new(width, 0.0, 0.0), angle)),
        to_world(turn(Vec3::new(0.0, height, 0.0), angle)),
        to_world(turn(Vec3::Z, angle)),
    )
}

/// The flipbook cells a particle blends between at `life`, and the column count.
#[inline]
fn flipbook_cells(c: &GpuSystemConstants, d: &Draws, life: f32) -> ([f32; 2], [f32; 2], f32) {
    // The flipbook: a random frame up to maxFrameIndex, or the frames over the life (ours).
    let columns = c.flipbook[0].max(1.0);
    let total = c.flipbook[1].max(1.0);
    let frame = if c.shape[2] & flags::RANDOM_FRAME != 0 {
        (d.frame * (c.flipbook[2] + 1.0))
            .floor()
            .min(c.flipbook[2])
            .min(total - 1.0)
    } else {
        (life * total).floor().min(total - 1.0)
    };
    let next = if frame + 1.0 >= total {
        0.0
    } else {
        frame + 1.0
    };
    let cell = |f: f32| {
        let row = (f / columns).floor();
        [(f - row * columns) / columns, row / columns]
    };
    let (here, there) = (cell(frame), cell(next));

    (here, there, columns)
}
