//! The fields of the GPU particle actions, resolved by name once when the effect is compiled
//! (names from the `fxr` library's definitions, `src/actions/10000.yml`, `10001.yml`,
//! `10008.yml`, `10009.yml`), and which of them fxr-view does not simulate, with the reason
//! (reported by `inspect --unsupported` when a file sets one away from its default).

use super::{GpuSystemConstants, flags};
use crate::action::ActionData;
use crate::curve::{Curve, ExternalValues, Inputs};
use fxr_formats::fxr::actions::ids;
use glam::{Mat3, Vec3};

/// Which of the four actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum GpuVariant {
    /// 10000: billboards.
    Standard,
    /// 10001: billboards that forces move (seeds 000: the `CS_VFX_StandardParticleCorrect*`
    /// programs come in collision, force and sway forms).
    StandardCorrect,
    /// 10008: sparks, stretched along their motion.
    Spark,
    /// 10009: sparks that forces move.
    SparkCorrect,
}

impl GpuVariant {
    /// The variant of an action type.
    pub fn from_action(action_type: i16) -> Option<Self> {
        Some(match action_type {
            ids::GPU_STANDARD_PARTICLE => GpuVariant::Standard,
            ids::GPU_STANDARD_CORRECT_PARTICLE => GpuVariant::StandardCorrect,
            ids::GPU_SPARK_PARTICLE => GpuVariant::Spark,
            ids::GPU_SPARK_CORRECT_PARTICLE => GpuVariant::SparkCorrect,
            _ => return None,
        })
    }

    /// Its number in the constants.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// Whether forces act on its particles. Inferred: the force programs of seeds 000 are
    /// among the Correct programs only.
    pub fn feels_forces(self) -> bool {
        matches!(self, GpuVariant::StandardCorrect | GpuVariant::SparkCorrect)
    }

    /// Whether it draws sparks.
    pub fn is_spark(self) -> bool {
        matches!(self, GpuVariant::Spark | GpuVariant::SparkCorrect)
    }
}

/// The most particles one emission makes (a bound on what a file can ask for).
pub const MAX_PER_EMISSION: u32 = 1 << 20;

/// Frames of the fields' time unit: "rounded to the nearest 1/30 s" (the library).
const FRAMES_PER_SECOND: f32 = 30.0;

/// A GPU particle action's parameters.
#[derive(Debug, Clone, serde::Serialize)]
pub struct GpuParticleParams {
    /// The variant.
    pub variant: GpuVariant,
    /// particleFollowFactor.
    pub follow_factor: Curve,
    /// particleAccelerationX/Y/Z.
    pub acceleration: [Curve; 3],
    /// unkParticleAcceleration ("seemingly identical to particleAccelerationZ": added to Z,
    /// Inferred).
    pub extra_acceleration_z: Curve,
    /// particleGravity.
    pub gravity: Curve,
    /// particleAngularAccelerationZ (standard).
    pub angular_acceleration_z: Curve,
    /// particleGrowthRateX/Y (standard).
    pub growth_rate: [Curve; 2],
    /// color.
    pub color: Curve,
    /// particleWidth, particleLength (sparks).
    pub spark_size: [Curve; 2],
    /// emitterShape.
    pub emitter_shape: u32,
    /// emitterSize.
    pub emitter_size: [f32; 3],
    /// emitterRotation (degrees).
    pub emitter_rotation: [f32; 3],
    /// Its rotation matrix, rows of a 3x3 (w unused): computed once, read every frame.
    pub emitter_rotation_rows: [[f32; 4]; 3],
    /// emitterDistribution.
    pub emitter_distribution: f32,
    /// emissionParticleCount, Min, Max.
    pub count: [i32; 3],
    /// The interval (seconds): sparks' emissionInterval (0 for the standard action) plus a
    /// random value between emissionIntervalMin and Max.
    pub interval: [f32; 3],
    /// The most emissions (limitEmissionCount / limitConcurrentEmissions), if limited.
    pub emission_limit: Option<u32>,
    /// The particles' lifetime: particleDuration × particleDurationMultiplier (seconds).
    pub lifetime: f32,
    /// particleOffset, Min, Max.
    pub offset: [[f32; 3]; 3],
    /// particleSpeed, Min, Max.
    pub speed: [[f32; 3]; 3],
    /// particleAccelerationMin, Max.
    pub acceleration_range: [[f32; 3]; 2],
    /// particleRotationVariance, particleAngularSpeedVariance.
    pub rotation_variance: [[f32; 3]; 2],
    /// particleAngularAccelerationMin, Max.
    pub angular_acceleration_range: [[f32; 3]; 2],
    /// particleUniformScale.
    pub uniform_scale: bool,
    /// particleSizeX, Y, particleSizeMultiplier (standard).
    pub size: [f32; 3],
    /// particleSizeXMin, YMin, XMax, YMax (standard); particleWidthMin, LengthMin, WidthMax,
    /// LengthMax (sparks).
    pub size_range: [f32; 4],
    /// particleGrowthRateXStatic, YStatic.
    pub growth_static: [f32; 2],
    /// particleGrowthRateXMin, YMin, XMax, YMax.
    pub growth_range: [f32; 4],
    /// particleGrowthAccelerationXMin, YMin, XMax, YMax.
    pub growth_acceleration_range: [f32; 4],
    /// colorMin, colorMax.
    pub color_range: [[f32; 4]; 2],
    /// columns, totalFrames, maxFrameIndex.
    pub flipbook: [i32; 3],
    /// randomTextureFrame.
    pub random_frame: bool,
    /// traceParticles.
    pub trace: bool,
    /// particleTraceLength, in seconds (the field counts 1/30 s, as the int durations do:
    /// Inferred from the library's `time: inv`).
    pub trace_length: f32,
    /// desaturate (10000).
    pub desaturate: f32,
    /// minDistance, minFadeDistance, maxDistance, maxFadeDistance.
    pub distance: [f32; 4],
    /// minDistanceThreshold, maxDistanceThreshold.
    pub threshold: [f32; 2],
    /// blendMode (Normal for the standard actions, Add for the sparks by default).
    pub blend_mode: i32,
}

fn three(a: &ActionData, name: &str, default: [f32; 3]) -> [f32; 3] {
    a.floats(name, default)
}

/// The rows of the rotation by `degrees` about z, y then x, as the nodes turn
/// (`node::euler_degrees`).
fn rotation_rows(degrees: [f32; 3]) -> [[f32; 4]; 3] {
    let r = Vec3::from(degrees) * (std::f32::consts::PI / 180.0);
    let m = Mat3::from_quat(glam::Quat::from_euler(glam::EulerRot::ZYX, r.z, r.y, r.x));
    [
        [m.x_axis.x, m.y_axis.x, m.z_axis.x, 0.0],
        [m.x_axis.y, m.y_axis.y, m.z_axis.y, 0.0],
        [m.x_axis.z, m.y_axis.z, m.z_axis.z, 0.0],
    ]
}

fn frames(a: &ActionData, name: &str, default: i32) -> f32 {
    a.int(name, default) as f32 / FRAMES_PER_SECOND
}

impl GpuParticleParams {
    /// Resolves a GPU particle action.
    pub fn from_action(variant: GpuVariant, a: &ActionData) -> Self {
        let spark = variant.is_spark();
        let zero3 = [0.0; 3];
        let interval = if spark {
            [
                frames(a, "emissionInterval", 0),
                frames(a, "emissionIntervalMin", 0),
                frames(a, "emissionIntervalMax", 0),
            ]
        } else {
            [
                0.0,
                frames(a, "emissionIntervalMin", 1),
                frames(a, "emissionIntervalMax", 1),
            ]
        };
        let emission_limit = if spark {
            a.flag("limitConcurrentEmissions", false)
                .then(|| a.int("concurrentEmissionsLimit", 0).max(0) as u32)
        } else {
            a.flag("limitEmissionCount", false)
                .then(|| a.int("emissionCountLimit", 0).max(0) as u32)
        };
        let size_range = if spark {
            [
                a.float("particleWidthMin", 1.0),
                a.float("particleLengthMin", 1.0),
                a.float("particleWidthMax", 1.0),
                a.float("particleLengthMax", 1.0),
            ]
        } else {
            [
                a.float("particleSizeXMin", 0.0),
                a.float("particleSizeYMin", 0.0),
                a.float("particleSizeXMax", 0.0),
                a.float("particleSizeYMax", 0.0),
            ]
        };
        GpuParticleParams {
            variant,
            follow_factor: a.curve_or("particleFollowFactor", 0.0),
            acceleration: [
                a.curve_or("particleAccelerationX", 0.0),
                a.curve_or("particleAccelerationY", 0.0),
                a.curve_or("particleAccelerationZ", 0.0),
            ],
            extra_acceleration_z: a.curve_or("unkParticleAcceleration", 0.0),
            gravity: a.curve_or("particleGravity", if spark { 1.0 } else { 0.0 }),
            angular_acceleration_z: a.curve_or("particleAngularAccelerationZ", 0.0),
            growth_rate: [
                a.curve_or("particleGrowthRateX", 0.0),
                a.curve_or("particleGrowthRateY", 0.0),
            ],
            color: a.curve_or("color", 1.0),
            spark_size: [
                a.curve_or("particleWidth", 0.1),
                a.curve_or("particleLength", 1.0),
            ],
            emitter_shape: a.int("emitterShape", 1).clamp(0, 5) as u32,
            emitter_size: three(a, "emitterSize", [1.0; 3]),
            emitter_rotation: three(a, "emitterRotation", zero3),
            emitter_rotation_rows: rotation_rows(three(a, "emitterRotation", zero3)),
            emitter_distribution: a.float("emitterDistribution", 0.0),
            count: [
                a.int("emissionParticleCount", 10),
                a.int("emissionParticleCountMin", 0),
                a.int("emissionParticleCountMax", 0),
            ],
            interval,
            emission_limit,
            lifetime: frames(a, "particleDuration", 1) * a.float("particleDurationMultiplier", 1.0),
            offset: [
                three(a, "particleOffset", zero3),
                three(a, "particleOffsetMin", zero3),
                three(a, "particleOffsetMax", zero3),
            ],
            speed: [
                if spark {
                    zero3
                } else {
                    three(a, "particleSpeed", zero3)
                },
                three(
                    a,
                    "particleSpeedMin",
                    if spark { [-0.01; 3] } else { zero3 },
                ),
                three(a, "particleSpeedMax", if spark { [0.01; 3] } else { zero3 }),
            ],
            acceleration_range: [
                three(a, "particleAccelerationMin", zero3),
                three(a, "particleAccelerationMax", zero3),
            ],
            rotation_variance: [
                three(a, "particleRotationVariance", zero3),
                three(a, "particleAngularSpeedVariance", zero3),
            ],
            angular_acceleration_range: [
                three(a, "particleAngularAccelerationMin", zero3),
                three(a, "particleAngularAccelerationMax", zero3),
            ],
            uniform_scale: a.flag("particleUniformScale", false),
            size: if spark {
                [1.0, 1.0, 1.0]
            } else {
                [
                    a.float("particleSizeX", 1.0),
                    a.float("particleSizeY", 1.0),
                    a.float("particleSizeMultiplier", 1.0),
                ]
            },
            size_range,
            growth_static: [
                a.float("particleGrowthRateXStatic", 0.0),
                a.float("particleGrowthRateYStatic", 0.0),
            ],
            growth_range: [
                a.float("particleGrowthRateXMin", 0.0),
                a.float("particleGrowthRateYMin", 0.0),
                a.float("particleGrowthRateXMax", 0.0),
                a.float("particleGrowthRateYMax", 0.0),
            ],
            growth_acceleration_range: [
                a.float("particleGrowthAccelerationXMin", 0.0),
                a.float("particleGrowthAccelerationYMin", 0.0),
                a.float("particleGrowthAccelerationXMax", 0.0),
                a.float("particleGrowthAccelerationYMax", 0.0),
            ],
            color_range: [
                a.floats("colorMin", [0.0; 4]),
                a.floats("colorMax", [0.0; 4]),
            ],
            flipbook: [
                a.int("columns", 1).max(1),
                a.int("totalFrames", 1).max(1),
                a.int("maxFrameIndex", 0).max(0),
            ],
            random_frame: a.flag("randomTextureFrame", false),
            trace: a.flag("traceParticles", false),
            trace_length: a.float("particleTraceLength", 1.0) / FRAMES_PER_SECOND,
            desaturate: a.float("desaturate", 0.0),
            distance: [
                a.float("minDistance", -1.0),
                a.float("minFadeDistance", -1.0),
                a.float("maxDistance", -1.0),
                a.float("maxFadeDistance", -1.0),
            ],
            threshold: [
                a.float("minDistanceThreshold", -1.0),
                a.float("maxDistanceThreshold", -1.0),
            ],
            blend_mode: a.int("blendMode", if spark { 4 } else { 2 }),
        }
    }

    /// Whether the draw needs its particles back to front: not for the blends whose result
    /// does not depend on the order (3 Multiply, 4 Add, 5 Subtract, 7 as Add; ours), where the
    /// candidates' order, stable from run to run, keeps the rounding the same.
    pub fn needs_sorting(&self) -> bool {
        blend_needs_sorting(self.blend_mode)
    }

    /// The particles' lifetime in seconds (at least one frame).
    pub fn lifetime(&self) -> f32 {
        self.lifetime.max(1.0 / FRAMES_PER_SECOND)
    }

    /// The constants of one system at the host's active time, for the camera `view`.
    #[allow(clippy::too_many_arguments)]
    pub fn constants(
        &self,
        inputs: &Inputs,
        externals: &ExternalValues,
        seed: u32,
        host_age: f32,
        step: f32,
        view: &crate::view::ViewInfo,
        force_count: u32,
        emissions: u32,
        candidates: u32,
    ) -> GpuSystemConstants {
        let e = |c: &Curve| c.eval(inputs, externals, seed);
        let e1 = |c: &Curve| e(c)[0];
        let v4 = |v: [f32; 3], w: f32| [v[0], v[1], v[2], w];
        let mut bits = 0;
        if self.uniform_scale {
            bits |= flags::UNIFORM_SCALE;
        }
        if self.random_frame {
            bits |= flags::RANDOM_FRAME;
        }
        if self.trace {
            bits |= flags::TRACE;
        }
        if self.variant.feels_forces() && force_count > 0 {
            bits |= flags::FORCES;
        }
        let angular_z = e1(&self.angular_acceleration_z);
        let mut angular_min = self.angular_acceleration_range[0];
        let mut angular_max = self.angular_acceleration_range[1];
        angular_min[2] += angular_z;
        angular_max[2] += angular_z;
        let (size, growth) = if self.variant.is_spark() {
            (
                // particleLength is a duration like particleTraceLength (the library marks
                // both `time: inv`): read in the int durations' unit, 1/30 s (Inferred).
                [
                    e1(&self.spark_size[0]),
                    e1(&self.spark_size[1]) / FRAMES_PER_SECOND,
                    1.0,
                    0.0,
                ],
                [0.0; 4],
            )
        } else {
            (
                [self.size[0], self.size[1], self.size[2], 0.0],
                [
                    e1(&self.growth_rate[0]) + self.growth_static[0],
                    e1(&self.growth_rate[1]) + self.growth_static[1],
                    0.0,
                    0.0,
                ],
            )
        };
        let camera = super::camera_words(view);
        GpuSystemConstants {
            emitter_rotation: self.emitter_rotation_rows,
            emitter_size: v4(self.emitter_size, self.emitter_distribution),
            shape: [self.emitter_shape, self.variant.code(), bits, force_count],
            offset: v4(self.offset[0], 0.0),
            offset_min: v4(self.offset[1], 0.0),
            offset_max: v4(self.offset[2], 0.0),
            speed: v4(self.speed[0], 0.0),
            speed_min: v4(self.speed[1], 0.0),
            speed_max: v4(self.speed[2], 0.0),
            acceleration: [
                e1(&self.acceleration[0]),
                e1(&self.acceleration[1]),
                e1(&self.acceleration[2]) + e1(&self.extra_acceleration_z),
                e1(&self.gravity),
            ],
            acceleration_min: v4(self.acceleration_range[0], 0.0),
            acceleration_max: v4(self.acceleration_range[1], 0.0),
            rotation_variance: v4(self.rotation_variance[0], 0.0),
            angular_speed_variance: v4(self.rotation_variance[1], 0.0),
            angular_acceleration_min: v4(angular_min, 0.0),
            angular_acceleration_max: v4(angular_max, 0.0),
            size,
            size_range: self.size_range,
            growth,
            growth_range: self.growth_range,
            growth_acceleration_range: self.growth_acceleration_range,
            color: e(&self.color),
            color_min: self.color_range[0],
            color_max: self.color_range[1],
            life: [self.lifetime(), host_age, step, self.desaturate],
            flipbook: [
                self.flipbook[0] as f32,
                self.flipbook[1] as f32,
                self.flipbook[2] as f32,
                self.trace_length,
            ],
            distance: self.distance,
            threshold: [
                self.threshold[0],
                self.threshold[1],
                e1(&self.follow_factor).clamp(0.0, 1.0),
                0.0,
            ],
            camera_position: camera[0],
            camera_right: camera[1],
            camera_up: camera[2],
            camera_forward: camera[3],
            counts: [seed, emissions, candidates, 0],
            reserved: [0; 4],
        }
    }
}

/// Whether a blendMode needs its particles back to front: not 3 Multiply, 4 Add, 5 Subtract
/// or 7 (as Add), whose result does not depend on the order (ours).
pub fn blend_needs_sorting(blend_mode: i32) -> bool {
    !matches!(blend_mode, 3 | 4 | 5 | 7)
}

/// Fields of the GPU particle actions fxr-view does not simulate, with the reason (the
/// `unk_*` ones aside: their meaning is unknown and they are not read). The compiler reports
/// one when a file sets it away from its definition's default.
pub const NOT_SIMULATED: &[(&str, &str)] = &[
    (
        "normalMap",
        "a normal map for lit particles: fxr-view draws GPU particles unlit",
    ),
    (
        "lighting",
        "fxr-view draws GPU particles unlit (the lit programs' inputs are not recorded)",
    ),
    ("specular", "fxr-view draws GPU particles unlit"),
    ("glossiness", "fxr-view draws GPU particles unlit"),
    ("specularity", "fxr-view draws GPU particles unlit"),
    ("shadowDarkness", "there is no shadow in a preview"),
    (
        "particleCollision",
        "the particles collide with the game's depth buffer, and a preview draws no scene",
    ),
    (
        "particleBounciness",
        "the particles collide with the game's depth buffer, and a preview draws no scene",
    ),
    (
        "particleRandomTurns",
        "the random turns' timing and angles are not described well enough to reproduce",
    ),
    (
        "particleRandomTurnAngle",
        "the random turns' timing and angles are not described well enough to reproduce",
    ),
    (
        "particleRandomTurnIntervalMax",
        "the random turns' timing and angles are not described well enough to reproduce",
    ),
    (
        "traceParticleHead",
        "the sprite at a trace particle's head is not drawn",
    ),
    (
        "traceParticlesThreshold",
        "every particle of a tracing system is traced, including those near the emitter's centre",
    ),
    (
        "limitUpdateDistance",
        "a preview always updates the system, whatever the camera's distance",
    ),
    (
        "updateDistance",
        "a preview always updates the system, whatever the camera's distance",
    ),
    ("unkHideIndoors", "a preview has no indoors"),
];

/// Why a named field of a GPU particle action is not simulated (`None`: it is, or it is an
/// `unk_*` field, which is not read).
pub fn not_simulated(name: &str) -> Option<&'static str> {
    NOT_SIMULATED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, reason)| *reason)
}

#[cfg(test)]
mod tests {
    use crate::program::compile;
    use fxr_demo::builder::{ActionBuilder, linear, single_node_effect};
    use fxr_formats::fxr::Game;

    /// A field fxr-view draws without is reported when the file sets it, with its value (a
    /// float as a float, a property as its constant or "a curve"); left at its default it is
    /// not; the unk_* fields are never reported.
    #[test]
    fn fields_drawn_without_are_reported_when_set() {
        let set = ActionBuilder::er(10000)
            .unwrap()
            .flag("particleCollision", true)
            .unwrap()
            .float("shadowDarkness", 0.5)
            .unwrap()
            .property(
                "particleRandomTurnAngle",
                linear(&[(0.0, 0.0), (1.0, 30.0)]),
            )
            .unwrap()
            .int("unk_ds3_f1_0", 77)
            .unwrap()
            .build();
        let program = compile(&single_node_effect(1, Game::EldenRing, [set]).unwrap()).unwrap();
        let mut details: Vec<String> = program
            .unsupported
            .iter()
            .map(|u| u.detail.clone().unwrap_or_default())
            .collect();
        details.sort();
        assert_eq!(
            details,
            [
                "particleCollision = 1",
                "particleRandomTurnAngle = a curve",
                "shadowDarkness = 0.5"
            ]
        );
        let plain = ActionBuilder::er(10000).unwrap().build();
        let program = compile(&single_node_effect(1, Game::EldenRing, [plain]).unwrap()).unwrap();
        assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);
        // A force's fadeOutTime is simulated (the force fades once the effect ends).
        let wind = ActionBuilder::er(10300)
            .unwrap()
            .int("fadeOutTime", 15)
            .unwrap()
            .build();
        let program = compile(&single_node_effect(1, Game::EldenRing, [wind]).unwrap()).unwrap();
        assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);
    }
}
