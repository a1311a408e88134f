//! What each action of a config becomes for playback: typed parameters and curves, per
//! slot of the basic config (node attributes and transform, emitter, shape, spread, particle
//! modifier, attributes and movement) and the other actions playback reads.

use crate::curve::Curve;
use glam::Vec3;

use crate::action::ActionData;
/// How particles and child nodes follow their parent (AttachMode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Attachment {
    /// Stays where it was created.
    None,
    /// Moves and turns with the parent.
    Parent,
    /// Moves with the parent, not turning.
    ParentTranslation,
}

impl Attachment {
    pub(crate) fn from_raw(v: i32) -> Self {
        // The dummy-poly modes follow an attachment point of the model the effect is on;
        // a preview has no model, so they follow the parent as the point would.
        match v {
            0 => Attachment::None,
            3 | 4 => Attachment::ParentTranslation,
            _ => Attachment::Parent,
        }
    }
}

/// NodeAttributes (128).
#[derive(Debug, Clone, serde::Serialize)]
pub struct NodeAttributes {
    /// Seconds after the parent activates.
    pub delay: f32,
    /// Seconds the node lives (negative: forever).
    pub duration: Curve,
    /// How the node follows its parent.
    pub attachment: Attachment,
}

/// NodeTransform (35 static, 36 random).
#[derive(Debug, Clone, Copy, Default, serde::Serialize)]
pub struct NodeTransform {
    /// Offset from the parent (x already negated: see [`NodeTransform::from_action`]).
    pub offset: Vec3,
    /// Rotation in degrees (x already negated).
    pub rotation: Vec3,
    /// Random extra offset, each component in ±variance.
    pub offset_variance: Vec3,
    /// Random extra rotation, each component in ±variance (degrees).
    pub rotation_variance: Vec3,
}

impl NodeTransform {
    /// The `fxr` library negates the x of a static transform's offset and rotation, and of a
    /// random transform's offset only (docs/fxr-evaluation-notes.md), as the engine negates a
    /// billboard's x rotation (seeds 003); we follow it (Inferred).
    pub(crate) fn from_action(a: &ActionData) -> Self {
        let offset = Vec3::from(a.floats("offset", [0.0; 3]));
        let rotation = Vec3::from(a.floats("rotation", [0.0; 3]));
        let random = a.action_type == 36;
        NodeTransform {
            offset: Vec3::new(-offset.x, offset.y, offset.z),
            rotation: if random {
                rotation
            } else {
                Vec3::new(-rotation.x, rotation.y, rotation.z)
            },
            offset_variance: Vec3::from(a.floats("offsetVariance", [0.0; 3])),
            rotation_variance: Vec3::from(a.floats("rotationVariance", [0.0; 3])),
        }
    }
}

/// Node movement (slot 2).
#[derive(Debug, Clone, serde::Serialize)]
pub struct NodeMovement {
    /// The action type.
    pub action_type: i16,
    /// Initial speed along local Z.
    pub speed_z: Curve,
    /// Speed multiplier (speed types) or acceleration along Z (acceleration types).
    pub acceleration_z: Curve,
    /// Its multiplier.
    pub acceleration_multiplier_z: Curve,
    /// Whether `acceleration_z` is an acceleration (1, 83, 106, 113) rather than a speed
    /// multiplier (120-123).
    pub accelerates: bool,
    /// Acceleration along Y.
    pub acceleration_y: Curve,
    /// Angular speeds (degrees per second) about X, Y, Z and their multipliers.
    pub angular_speed: [Curve; 3],
    /// Multipliers of `angular_speed`.
    pub angular_speed_multiplier: [Curve; 3],
    /// A translation curve added to the position (15 NodeTranslation).
    pub translation: Option<Curve>,
    /// Largest random turn (degrees) every `turn_interval` seconds.
    pub max_turn_angle: Curve,
    /// Seconds between random turns (0: none).
    pub turn_interval: f32,
    /// Turn to face the direction of motion.
    pub align_with_motion: bool,
}

/// Emitter (slot 4).
// One per node, never per particle: the variants' size difference costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, serde::Serialize)]
pub enum Emitter {
    /// None in the slot: nothing is emitted.
    None,
    /// 399: one particle, once, when the config activates.
    OneTime,
    /// 300: `per_emission` particles every `interval` seconds, `total_emissions` times
    /// (negative: forever), with at most `max_concurrent` alive (negative: no limit).
    Periodic {
        /// Seconds between bursts.
        interval: Curve,
        /// Particles per burst.
        per_emission: Curve,
        /// Bursts before stopping.
        total_emissions: Curve,
        /// Cap on live particles.
        max_concurrent: Curve,
    },
    /// 301: a particle each time the emitter has moved `threshold` since the last.
    EqualDistance {
        /// Distance between emissions.
        threshold: Curve,
        /// Cap on live particles.
        max_concurrent: Curve,
    },
}

/// Where particles start (slot 5) and which way they face.
#[derive(Debug, Clone, serde::Serialize)]
pub enum EmitterShape {
    /// 400: the node's origin.
    Point,
    /// 401: a disk in the node's XY plane (our choice of plane: its default direction is the
    /// node's +Z, so the disk faces it).
    Disk {
        /// Radius.
        radius: Curve,
        /// 0 uniform, 1 all at the centre, -1 all on the rim.
        distribution: Curve,
    },
    /// 402: a rectangle in the node's XY plane (as the disk).
    Rectangle {
        /// Width and height.
        size: [Curve; 2],
        /// As the disk's.
        distribution: Curve,
    },
    /// 403: a sphere's surface or volume.
    Sphere {
        /// Radius.
        radius: Curve,
        /// Volume rather than surface.
        inside: bool,
    },
    /// 404: a box's surface or volume.
    Box {
        /// Sizes along X, Y, Z.
        size: [Curve; 3],
        /// Volume rather than surface.
        inside: bool,
    },
    /// 405: a cylinder's side or volume.
    Cylinder {
        /// Radius.
        radius: Curve,
        /// Height.
        height: Curve,
        /// Volume rather than side.
        inside: bool,
        /// The axis is the node's Y (else Z).
        y_axis: bool,
    },
}

/// Direction spread (slot 6): tilts of the initial direction.
#[derive(Debug, Clone, serde::Serialize)]
pub enum Spread {
    /// 500 (or nothing in the slot).
    None,
    /// 501: within a cone of `angle` degrees.
    Circular {
        /// Half-angle.
        angle: Curve,
        /// 0 uniform, 1 never tilted, -1 always at the full angle.
        distribution: Curve,
    },
    /// 502: within an elliptical cone.
    Elliptical {
        /// Half-angles about X and Y.
        angle: [Curve; 2],
        /// As the circular one's.
        distribution: Curve,
    },
    /// 503: within a rectangular cone.
    Rectangular {
        /// Half-angles about X and Y.
        angle: [Curve; 2],
        /// As the circular one's.
        distribution: Curve,
    },
}

/// The initial direction rule of a shape (InitialDirection).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum InitialDirection {
    /// Decided by the shape.
    Emitter,
    /// World +Y.
    Up,
    /// World -Y.
    Down,
    /// World +Z.
    North,
    /// Node +Y.
    LocalUp,
    /// Node -Y.
    LocalDown,
    /// Node +Z.
    LocalNorth,
}

impl InitialDirection {
    pub(crate) fn from_raw(v: i32) -> Self {
        match v {
            1 => InitialDirection::Up,
            2 => InitialDirection::Down,
            3 => InitialDirection::North,
            4 => InitialDirection::LocalUp,
            5 => InitialDirection::LocalDown,
            6 => InitialDirection::LocalNorth,
            _ => InitialDirection::Emitter,
        }
    }
}

/// ParticleModifier (131): multipliers of the node's particles.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ParticleModifier {
    /// Initial speed along the initial direction (active time at emission).
    pub speed: Curve,
    /// Size multipliers X, Y, Z.
    pub scale: [Curve; 3],
    /// Colour multiplier.
    pub color: Curve,
    /// X drives all three scales.
    pub uniform_scale: bool,
}

impl ParticleModifier {
    pub(crate) fn neutral() -> Self {
        ParticleModifier {
            speed: Curve::constant([0.0; 4], 1),
            scale: [
                Curve::constant([1.0; 4], 1),
                Curve::constant([1.0; 4], 1),
                Curve::constant([1.0; 4], 1),
            ],
            color: Curve::constant([1.0; 4], 4),
            uniform_scale: false,
        }
    }
}

/// ParticleAttributes (129).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ParticleAttributes {
    /// Particle lifetime in seconds (negative: forever).
    pub duration: Curve,
    /// How emitted particles follow the node.
    pub attachment: Attachment,
}

/// Particle movement (slot 10).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ParticleMovement {
    /// The action type.
    pub action_type: i16,
    /// Gravity along world -Y.
    pub gravity: Curve,
    /// Acceleration (55, 84, 105) or speed (60, 64, 65) along the current direction.
    pub along: Curve,
    /// Its multiplier.
    pub along_multiplier: Curve,
    /// Whether `along` is an acceleration.
    pub accelerates: bool,
    /// Largest random turn (degrees).
    pub max_turn_angle: Curve,
    /// Seconds between turns (0: none).
    pub turn_interval: f32,
    /// Share of the node's motion unattached particles follow.
    pub follow_factor: Curve,
}

/// 732 ParticleForceSpeed / 734 ParticleForceAcceleration: how the force volumes of the
/// effect (10200, 10300, 10301, 10303) move the node's particles (the `fxr` library's
/// definitions: a speed, or an acceleration, in the direction of the force).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ParticleForce {
    /// 734: the force accelerates the particles (the library: only with a particle movement
    /// that accelerates); 732: it moves them at a speed.
    pub accelerates: bool,
    /// speed (732) or acceleration (734), times the force's strength.
    pub amount: Curve,
    /// Its multiplier.
    pub multiplier: Curve,
}

/// 133 LevelsOfDetailThresholds: a levels-of-detail node (2002) shows one child by the camera's
/// distance. The library says only "distance threshold for child node N". Inferred from real
/// files (Elden Ring and Nightreign: the thresholds rise from 0 or 1 m, the content is in
/// the first children and the later ones are empty nodes): threshold N is where child N
/// starts, so a child shows from its threshold to the next one's, and nothing shows nearer
/// than threshold 0.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct LevelsOfDetail {
    /// threshold0..4, in metres.
    pub thresholds: [f32; 5],
}

impl LevelsOfDetail {
    /// The level shown at `distance` from the camera: the last whose threshold it has
    /// reached (`None`: nearer than threshold 0).
    pub fn level_at(&self, distance: f32) -> Option<usize> {
        self.thresholds.iter().rposition(|t| distance >= *t)
    }
}

/// What the node's sound actions ask for: 75 NodeSound when the node activates, 81
/// EmissionSound at each emission. Sounds are listed (inspector, timeline), not played.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize)]
pub struct SoundActions {
    /// 75's sound event id.
    pub on_activation: Option<i32>,
    /// 81's sound event id.
    pub on_emission: Option<i32>,
}

/// 10013 WaterInteraction: pushes water down in a texture-shaped area. A preview has no
/// water; the push (where, how deep, how large, when) is reported with each frame.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct WaterPush {
    /// The texture giving the push its shape.
    pub texture: i32,
    /// How deep the water is pushed.
    pub depth: f32,
    /// The area's size.
    pub scale: f32,
    /// Seconds to push down to `depth`.
    pub descent: f32,
    /// Seconds held down.
    pub duration: f32,
}

impl WaterPush {
    /// How far down the water is `age` seconds after the push began: down to `depth` over
    /// `descent`, held for `duration`, then released (the library's description; the
    /// straight ramp is ours).
    pub fn depth_at(&self, age: f32) -> f32 {
        if age < 0.0 || age > self.descent + self.duration {
            return 0.0;
        }
        if self.descent > 0.0 && age < self.descent {
            self.depth * age / self.descent
        } else {
            self.depth
        }
    }
}

/// Which children a node emitter (2202) emits per emission (200/201).
#[derive(Debug, Clone, serde::Serialize)]
pub enum ChildSelection {
    /// 200: all children.
    All,
    /// 201: one child, by integer weights.
    Random {
        /// One weight per child.
        weights: Vec<i32>,
    },
}
