//! Particles: where they start (emitter shape and spread), how they move, and the per-particle
//! state an appearance keeps (seeds 003: the billboard's 24-byte record).

use super::curve::{ExternalValues, Inputs, StepScalar};
use super::program::{
    Attachment, ConfigProgram, EmitterShape, InitialDirection, ParticleMovement, Spread,
};
use super::rng::EngineRng;
use glam::{Affine3A, Quat, Vec3};

/// The engine's degree factor, as the executable stores it (seeds 003: "0.0174533 for the
/// degree factor").
pub const DEGREES_TO_RADIANS: f32 = 0.017_453_3;

/// The per-particle record of a billboard (seeds 003, Observed in Sekiro): two scale
/// multipliers, three rotations in radians and a packed colour. 24 bytes, as the engine's.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct BillboardRecord {
    /// Width and height multipliers: the particle modifier's scale times a random factor
    /// between 1 and scaleVariationX / scaleVariationY.
    pub scale: [f32; 2],
    /// Rotations about x, y and z in radians; x negated.
    pub rotation: [f32; 3],
    /// The particle modifier's colour times color2, each channel clamped to 0..1, times 255,
    /// rounded, packed red, green, blue, alpha from the lowest byte.
    pub color: u32,
}

impl BillboardRecord {
    /// The record's size in bytes, as the engine's.
    pub const SIZE: usize = 24;

    /// Packs a colour as the record does: clamp to 0..1, times 255, rounded, red lowest.
    pub fn pack_color(c: [f32; 4]) -> u32 {
        // `(v.clamp(0.0, 1.0) * 255.0).round() as u32` without the call to `roundf` (a
        // library call on x86-64 without SSE4.1 and in wasm, a twentieth of building a
        // frame's billboards in the profile): for v in 0..=255 the integer part is exact and
        // so is the remainder, so adding one when it is at least a half rounds halves away
        // from zero as `round` does; NaN gives 0 both ways.
        let byte = |v: f32| {
            let v = v.clamp(0.0, 1.0) * 255.0;
            let whole = v as u32;
            whole + u32::from(v - whole as f32 >= 0.5)
        };
        byte(c[0]) | byte(c[1]) << 8 | byte(c[2]) << 16 | byte(c[3]) << 24
    }

    /// The packed colour's bytes, red first.
    pub fn color_bytes(&self) -> [u8; 4] {
        self.color.to_le_bytes()
    }

    /// Degrees to the record's radians: times the engine's factor, x negated (seeds 003).
    pub fn rotation_from_degrees(degrees: [f32; 3]) -> [f32; 3] {
        [
            -degrees[0] * DEGREES_TO_RADIANS,
            degrees[1] * DEGREES_TO_RADIANS,
            degrees[2] * DEGREES_TO_RADIANS,
        ]
    }

    /// One update step: each rotation advances by the angular speed times its multiplier
    /// times the degree factor times the step, the x speed negated like the x rotation
    /// (seeds 003, the update method).
    pub fn advance_rotation(&mut self, speed: [f32; 3], multiplier: [f32; 3], dt: f32) {
        self.rotation[0] -= speed[0] * multiplier[0] * DEGREES_TO_RADIANS * dt;
        self.rotation[1] += speed[1] * multiplier[1] * DEGREES_TO_RADIANS * dt;
        self.rotation[2] += speed[2] * multiplier[2] * DEGREES_TO_RADIANS * dt;
    }
}

/// A live particle's values, read out of a node's [`Particles`](super::particle_arrays::Particles)
/// (which keeps them one array per group of fields) or made at emission. Its trail and the
/// GPU particle system it may host are kept beside it there.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Particle {
    /// The particle's own seed (for random modifiers of its properties).
    pub seed: u32,
    /// Effect time at emission (the EmissionTime argument).
    pub emission_time: f32,
    /// The emitting config's active time at emission.
    pub emission_active_time: f32,
    /// Seconds since emission.
    pub age: f32,
    /// Lifetime in seconds (negative: until the effect ends).
    pub lifetime: f32,
    /// How it follows its node.
    pub attachment: Attachment,
    /// Where it is and how it moves.
    pub kinematics: Kinematics,
    /// The billboard record (seeds 003); also used for the other quad appearances.
    pub record: BillboardRecord,
    /// A model's depth multiplier (the record holds width and height only; 1 for others).
    pub depth_scale: f32,
}

/// What a step of the particle movement reads and writes (slot 10), kept together: the
/// step's hot loop touches these and the age, not the rest of a particle.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Kinematics {
    /// Position: in the node's space when attached, else in the world.
    pub position: Vec3,
    /// The heading (unit) speed acts along; random turns rotate it. Same space.
    pub direction: Vec3,
    /// The direction of travel (unit): heading and fall together. Lines and models face it;
    /// the step keeps it only for those appearances (for the others it stays the initial
    /// direction: nothing reads it, and its normalisation was a sixth of a step).
    pub travel: Vec3,
    /// Speed along `direction` (acceleration movements integrate it).
    pub speed: f32,
    /// Velocity from gravity, accumulated, same space.
    pub fall: Vec3,
    /// Time until the next random turn.
    pub turn_clock: f32,
}

/// A point of a tracer's trail.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct TrailPoint {
    /// World position.
    pub position: Vec3,
    /// The node's local Z (world) when laid, for LocalZ orientation.
    pub axis: Vec3,
    /// Effect time when laid.
    pub time: f32,
}

impl Particle {
    /// Whether the particle has outlived its lifetime.
    pub fn expired(&self) -> bool {
        self.lifetime >= 0.0 && self.age >= self.lifetime
    }

    /// The transform of what it hosts (a GPU particle system, a force volume): its node's
    /// world orientation, at its world position.
    pub fn host_transform(&self, node_world: &Affine3A) -> Affine3A {
        host_transform(self.attachment, self.kinematics.position, node_world)
    }

    /// Its position in the world, given its node's world transform.
    pub fn world_position(&self, node_world: &Affine3A) -> Vec3 {
        world_position(self.attachment, self.kinematics.position, node_world)
    }
}

/// [`Particle::host_transform`] from a particle's attachment and position.
pub fn host_transform(attachment: Attachment, position: Vec3, node_world: &Affine3A) -> Affine3A {
    Affine3A::from_mat3_translation(
        node_world.matrix3.into(),
        world_position(attachment, position, node_world),
    )
}

/// A particle's position in the world from its own (`position`, in the space `attachment`
/// says) and its node's world transform.
pub fn world_position(attachment: Attachment, position: Vec3, node_world: &Affine3A) -> Vec3 {
    match attachment {
        Attachment::None => position,
        Attachment::Parent => node_world.transform_point3(position),
        Attachment::ParentTranslation => position + Vec3::from(node_world.translation),
    }
}

/// A point and direction picked on an emitter shape, in the node's space.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Emission {
    /// Position.
    pub position: Vec3,
    /// Initial direction (unit), in the node's space unless `world_direction`.
    pub direction: Vec3,
    /// The direction is already a world direction (Up, Down, North).
    pub world_direction: bool,
}

/// Blends a radius fraction by a distribution: 0 uniform over the area, 1 all at the centre,
/// -1 all on the rim, values between blend (ours: the library gives only the three ends).
fn distributed(u: f32, distribution: f32) -> f32 {
    let uniform = libm::sqrtf(u);
    if distribution >= 0.0 {
        uniform * (1.0 - distribution.min(1.0))
    } else {
        uniform + (1.0 - uniform) * (-distribution).min(1.0)
    }
}

/// Picks an emission point on the config's shape. Random numbers come from the effect's
/// shared generator, in a fixed order, so playback is deterministic.
pub fn pick_emission(
    config: &ConfigProgram,
    inputs: &Inputs,
    externals: &ExternalValues,
    node_seed: u32,
    rng: &mut EngineRng,
) -> Emission {
    let eval = |c: &super::curve::Curve| c.eval1(inputs, externals, node_seed);
    let north = Vec3::Z;
    let (position, shape_direction) = match &config.shape {
        EmitterShape::Point => (Vec3::ZERO, north),
        EmitterShape::Disk {
            radius,
            distribution,
        } => {
            let angle = rng.next_unit() * std::f32::consts::TAU;
            let r = eval(radius) * distributed(rng.next_unit(), eval(distribution));
            (
                Vec3::new(r * libm::cosf(angle), r * libm::sinf(angle), 0.0),
                north,
            )
        }
        EmitterShape::Rectangle { size, distribution } => {
            let d = eval(distribution);
            let (u, v) = (rng.next_unit() * 2.0 - 1.0, rng.next_unit() * 2.0 - 1.0);
            // The same centre/rim blend per axis, keeping the sign.
            let shape = |x: f32| x.signum() * distributed(x * x, d);
            (
                Vec3::new(
                    0.5 * eval(&size[0]) * shape(u),
                    0.5 * eval(&size[1]) * shape(v),
                    0.0,
                ),
                north,
            )
        }
        EmitterShape::Sphere { radius, inside } => {
            let z = rng.next_unit() * 2.0 - 1.0;
            let angle = rng.next_unit() * std::f32::consts::TAU;
            let ring = libm::sqrtf((1.0 - z * z).max(0.0));
            let dir = Vec3::new(ring * libm::cosf(angle), ring * libm::sinf(angle), z);
            let r = eval(radius)
                * if *inside {
                    libm::cbrtf(rng.next_unit())
                } else {
                    1.0
                };
            (dir * r, dir)
        }
        EmitterShape::Box { size, inside } => {
            let half = Vec3::new(eval(&size[0]), eval(&size[1]), eval(&size[2])) * 0.5;
            let mut p = Vec3::new(
                rng.next_unit() * 2.0 - 1.0,
                rng.next_unit() * 2.0 - 1.0,
                rng.next_unit() * 2.0 - 1.0,
            );
            let axis = ((rng.next_unit() * 3.0) as usize).min(2);
            let sign = if rng.next_unit() < 0.5 { -1.0 } else { 1.0 };
            let mut dir = Vec3::ZERO;
            dir[axis] = sign;
            if !*inside {
                // On the face the direction leaves from.
                p[axis] = sign;
            }
            (p * half, dir)
        }
        EmitterShape::Cylinder {
            radius,
            height,
            inside,
            y_axis,
        } => {
            let angle = rng.next_unit() * std::f32::consts::TAU;
            let along = (rng.next_unit() - 0.5) * eval(height);
            let r = eval(radius)
                * if *inside {
                    libm::sqrtf(rng.next_unit())
                } else {
                    1.0
                };
            let (c, s) = (libm::cosf(angle), libm::sinf(angle));
            if *y_axis {
                (Vec3::new(r * c, along, r * s), Vec3::new(c, 0.0, s))
            } else {
                (Vec3::new(r * c, r * s, along), Vec3::new(c, s, 0.0))
            }
        }
    };
    let (direction, world_direction) = match config.direction {
        InitialDirection::Emitter => (shape_direction, false),
        InitialDirection::Up => (Vec3::Y, true),
        InitialDirection::Down => (Vec3::NEG_Y, true),
        InitialDirection::North => (Vec3::Z, true),
        InitialDirection::LocalUp => (Vec3::Y, false),
        InitialDirection::LocalDown => (Vec3::NEG_Y, false),
        InitialDirection::LocalNorth => (Vec3::Z, false),
    };
    let direction = spread(&config.spread, direction, inputs, externals, node_seed, rng);
    Emission {
        position,
        direction,
        world_direction,
    }
}

/// Tilts a direction by the config's spread.
fn spread(
    spread: &Spread,
    direction: Vec3,
    inputs: &Inputs,
    externals: &ExternalValues,
    seed: u32,
    rng: &mut EngineRng,
) -> Vec3 {
    let eval = |c: &super::curve::Curve| c.eval1(inputs, externals, seed);
    // The fraction of the full angle: 0 uniform over the cone's solid angle, 1 never tilted,
    // -1 always at the full angle (ours, blending like the shapes' distribution).
    let fraction = |u: f32, distribution: f32| distributed(u, distribution);
    let (tilt_x, tilt_y) = match spread {
        Spread::None => return direction,
        Spread::Circular {
            angle,
            distribution,
        } => {
            let theta =
                eval(angle) * DEGREES_TO_RADIANS * fraction(rng.next_unit(), eval(distribution));
            let phi = rng.next_unit() * std::f32::consts::TAU;
            (theta * libm::cosf(phi), theta * libm::sinf(phi))
        }
        Spread::Elliptical {
            angle,
            distribution,
        } => {
            let f = fraction(rng.next_unit(), eval(distribution));
            let phi = rng.next_unit() * std::f32::consts::TAU;
            (
                eval(&angle[0]) * DEGREES_TO_RADIANS * f * libm::cosf(phi),
                eval(&angle[1]) * DEGREES_TO_RADIANS * f * libm::sinf(phi),
            )
        }
        Spread::Rectangular {
            angle,
            distribution,
        } => {
            let d = eval(distribution);
            let signed = |u: f32| {
                let x = u * 2.0 - 1.0;
                x.signum() * distributed(x * x, d)
            };
            (
                eval(&angle[0]) * DEGREES_TO_RADIANS * signed(rng.next_unit()),
                eval(&angle[1]) * DEGREES_TO_RADIANS * signed(rng.next_unit()),
            )
        }
    };
    // Tilt about two axes perpendicular to the direction.
    let side = if direction.y.abs() < 0.99 {
        direction.cross(Vec3::Y).normalize()
    } else {
        direction.cross(Vec3::X).normalize()
    };
    let up = side.cross(direction);
    let q = Quat::from_axis_angle(up, tilt_x) * Quat::from_axis_angle(side, tilt_y);
    (q * direction).normalize_or(direction)
}

/// A particle movement's curves prepared for one step ([`StepScalar`]: the constant ones
/// computed once for all the node's particles).
#[derive(Debug, Clone)]
pub struct MovementStep<'a> {
    along: StepScalar<'a>,
    along_multiplier: StepScalar<'a>,
    gravity: StepScalar<'a>,
    max_turn_angle: StepScalar<'a>,
    accelerates: bool,
    turn_interval: f32,
    keeps_travel: bool,
}

impl<'a> MovementStep<'a> {
    /// Prepares `m` for a step; `keeps_travel` when the particles' appearance reads their
    /// direction of travel ([`Kinematics::travel`]).
    pub fn new(m: &'a ParticleMovement, externals: &ExternalValues, keeps_travel: bool) -> Self {
        MovementStep {
            keeps_travel,
            along: StepScalar::new(&m.along, externals),
            along_multiplier: StepScalar::new(&m.along_multiplier, externals),
            gravity: StepScalar::new(&m.gravity, externals),
            max_turn_angle: StepScalar::new(&m.max_turn_angle, externals),
            accelerates: m.accelerates,
            turn_interval: m.turn_interval,
        }
    }
}

/// Advances a particle's motion by `dt` (slot 10 particle movement).
///
/// Each particle has a current direction, starting as its initial direction. The speed (or
/// acceleration) acts along it; gravity accelerates along world -Y (positive = down) and
/// bends the direction of travel; random turns rotate it by up to `maxTurnAngle` every
/// `turnInterval` (docs/fxr-actions.md, §6). Without a movement action particles keep still
/// (the particle modifier's speed only takes effect with one, per the library). `down` is
/// world down in the particle's space (the node's for attached particles).
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn advance(
    k: &mut Kinematics,
    m: &MovementStep<'_>,
    down: Vec3,
    seed: u32,
    inputs: &Inputs,
    externals: &ExternalValues,
    rng: &mut EngineRng,
    dt: f32,
) {
    let eval = |c: &StepScalar<'_>| c.get(inputs, externals, seed);
    let along = eval(&m.along) * eval(&m.along_multiplier);
    if m.accelerates {
        k.speed += along * dt;
    } else {
        k.speed = along;
    }
    k.fall += down * eval(&m.gravity) * dt;
    if m.turn_interval > 0.0 {
        k.turn_clock -= dt;
        if k.turn_clock <= 0.0 {
            k.turn_clock += m.turn_interval;
            let max = eval(&m.max_turn_angle) * DEGREES_TO_RADIANS;
            let axis = Vec3::new(
                rng.next_unit() * 2.0 - 1.0,
                rng.next_unit() * 2.0 - 1.0,
                rng.next_unit() * 2.0 - 1.0,
            );
            let angle = max * (rng.next_unit() * 2.0 - 1.0);
            if let Some(axis) = axis.try_normalize() {
                k.direction =
                    (Quat::from_axis_angle(axis, angle) * k.direction).normalize_or(k.direction);
            }
        }
    }
    let velocity = k.direction * k.speed + k.fall;
    k.position += velocity * dt;
    if m.keeps_travel
        && let Some(d) = velocity.try_normalize()
    {
        k.travel = d;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packing rounds exactly as `f32::round` would, for every value the clamp lets
    /// through: the quarter-steps around each byte, the neighbours of each half, and a
    /// dense sweep of 0..1.
    #[test]
    fn record_colour_rounds_as_f32_round_does() {
        let reference = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u32;
        let mut values = vec![f32::NAN, -0.0, 0.0, 1.0, -1.0, 2.0, f32::INFINITY];
        for k in 0..=1020u32 {
            let v = k as f32 / 1020.0;
            values.extend([
                v,
                f32::from_bits(v.to_bits() + 1),
                f32::from_bits(v.to_bits().saturating_sub(1)),
            ]);
            let half = (k as f32 + 0.5) / 255.0;
            values.extend([
                half,
                f32::from_bits(half.to_bits() + 1),
                f32::from_bits(half.to_bits() - 1),
            ]);
        }
        values.extend((0..2_000_000u32).map(|i| i as f32 / 2_000_000.0));
        for v in values {
            assert_eq!(
                BillboardRecord::pack_color([v, 0.0, 0.0, 0.0]),
                reference(v),
                "{v:e} ({:#x})",
                v.to_bits()
            );
        }
    }

    /// seeds 003: red in the lowest byte, channels clamped to 0..1, times 255, rounded.
    #[test]
    fn record_colour_packs_red_lowest_clamped_and_rounded() {
        let packed = BillboardRecord::pack_color([1.0, 0.5, 0.0, 2.0]);
        assert_eq!(packed & 0xFF, 255);
        assert_eq!((packed >> 8) & 0xFF, 128); // 127.5 rounds to 128
        assert_eq!((packed >> 16) & 0xFF, 0);
        assert_eq!(packed >> 24, 255); // 2.0 clamped to 1
        assert_eq!(BillboardRecord::pack_color([-1.0, 0.0, 0.0, 0.0]), 0);
        assert_eq!(
            BillboardRecord::pack_color([0.2, 0.4, 0.6, 0.8]).to_le_bytes(),
            [51, 102, 153, 204]
        );
    }

    /// seeds 003: degrees times pi/180 with the factor 0.0174533; the x rotation negated.
    #[test]
    fn record_rotation_negates_x_and_uses_the_engines_degree_factor() {
        assert_eq!(DEGREES_TO_RADIANS, 0.017_453_3);
        let r = BillboardRecord::rotation_from_degrees([90.0, 90.0, -45.0]);
        assert_eq!(
            r,
            [-90.0 * 0.017_453_3, 90.0 * 0.017_453_3, -45.0 * 0.017_453_3]
        );
        assert!(r[0] < 0.0 && r[1] > 0.0);
    }

    /// seeds 003: each step adds speed x multiplier x pi/180 x dt, the x speed negated.
    #[test]
    fn angular_speed_update_negates_x() {
        let mut rec = BillboardRecord {
            scale: [1.0; 2],
            rotation: [0.0; 3],
            color: 0,
        };
        rec.advance_rotation([100.0, 100.0, 100.0], [1.0, 0.5, 2.0], 0.5);
        assert_eq!(
            rec.rotation,
            [
                -100.0 * 0.017_453_3 * 0.5,
                50.0 * 0.017_453_3 * 0.5,
                200.0 * 0.017_453_3 * 0.5
            ]
        );
    }

    #[test]
    fn the_record_is_24_bytes_like_the_engines() {
        assert_eq!(
            std::mem::size_of::<BillboardRecord>(),
            BillboardRecord::SIZE
        );
    }

    #[test]
    fn distribution_ends() {
        assert_eq!(distributed(0.25, 0.0), 0.5);
        assert_eq!(distributed(0.25, 1.0), 0.0);
        assert_eq!(distributed(0.25, -1.0), 1.0);
    }
}
