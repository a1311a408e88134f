//! What the inspector and `fxr-view draws` show of a GPU particle draw (10000, 10001, 10008,
//! 10009): each system's constants (our layout of the engine's `ccbEmitionSeed`,
//! [`GpuSystemConstants`]) as a constant buffer whose every member names the file field(s) it
//! came from, the emission and particle counts, who evaluated the particles (the CPU or the
//! renderer's compute programs), the force volumes acting on them, and the layouts of every
//! buffer of the GPU particle pipeline ([`layout::buffers`]).

use fxr_draw::constants::{Buffer, Layout, Provenance, Row, Value, ValueType, Variable};
use fxr_sim::action::ActionData;
use fxr_sim::gpu_particles::forces::{self, ForceVolume};
use fxr_sim::gpu_particles::layout::{self, GpuBufferLayout};
use fxr_sim::gpu_particles::{GpuParticleDraw, GpuSystemConstants, GpuVariant};
use std::mem::offset_of;

/// The most systems (host particles) of one draw whose constants are listed: a draw can have
/// thousands of hosts, and the list is rebuilt every frame; the counts cover them all.
pub const MAX_SYSTEMS_SHOWN: usize = 16;

const fn var(name: &'static str, value_type: ValueType, offset: usize) -> Variable {
    Variable {
        name,
        value_type,
        offset,
    }
}

type C = GpuSystemConstants;

/// The layout of [`GpuSystemConstants`] as a constant buffer. Its members carry the Rust
/// struct's names; a matrix is listed by its rows and a vector of integers by its words (the
/// buffer table's types have no such vectors, and each word has a source of its own). The
/// reserved words at the end are left out (always zero).
pub const GPU_SYSTEM: Layout = Layout {
    name: "ccbEmitionSeed",
    size: std::mem::size_of::<GpuSystemConstants>(),
    variables: &[
        var(
            "emitter_rotation[0]",
            ValueType::Float4,
            offset_of!(C, emitter_rotation),
        ),
        var(
            "emitter_rotation[1]",
            ValueType::Float4,
            offset_of!(C, emitter_rotation) + 16,
        ),
        var(
            "emitter_rotation[2]",
            ValueType::Float4,
            offset_of!(C, emitter_rotation) + 32,
        ),
        var(
            "emitter_size",
            ValueType::Float4,
            offset_of!(C, emitter_size),
        ),
        var("shape.x", ValueType::Int, offset_of!(C, shape)),
        var("shape.y", ValueType::Int, offset_of!(C, shape) + 4),
        var("shape.z", ValueType::Int, offset_of!(C, shape) + 8),
        var("shape.w", ValueType::Int, offset_of!(C, shape) + 12),
        var("offset", ValueType::Float4, offset_of!(C, offset)),
        var("offset_min", ValueType::Float4, offset_of!(C, offset_min)),
        var("offset_max", ValueType::Float4, offset_of!(C, offset_max)),
        var("speed", ValueType::Float4, offset_of!(C, speed)),
        var("speed_min", ValueType::Float4, offset_of!(C, speed_min)),
        var("speed_max", ValueType::Float4, offset_of!(C, speed_max)),
        var(
            "acceleration",
            ValueType::Float4,
            offset_of!(C, acceleration),
        ),
        var(
            "acceleration_min",
            ValueType::Float4,
            offset_of!(C, acceleration_min),
        ),
        var(
            "acceleration_max",
            ValueType::Float4,
            offset_of!(C, acceleration_max),
        ),
        var(
            "rotation_variance",
            ValueType::Float4,
            offset_of!(C, rotation_variance),
        ),
        var(
            "angular_speed_variance",
            ValueType::Float4,
            offset_of!(C, angular_speed_variance),
        ),
        var(
            "angular_acceleration_min",
            ValueType::Float4,
            offset_of!(C, angular_acceleration_min),
        ),
        var(
            "angular_acceleration_max",
            ValueType::Float4,
            offset_of!(C, angular_acceleration_max),
        ),
        var("size", ValueType::Float4, offset_of!(C, size)),
        var("size_range", ValueType::Float4, offset_of!(C, size_range)),
        var("growth", ValueType::Float4, offset_of!(C, growth)),
        var(
            "growth_range",
            ValueType::Float4,
            offset_of!(C, growth_range),
        ),
        var(
            "growth_acceleration_range",
            ValueType::Float4,
            offset_of!(C, growth_acceleration_range),
        ),
        var("color", ValueType::Float4, offset_of!(C, color)),
        var("color_min", ValueType::Float4, offset_of!(C, color_min)),
        var("color_max", ValueType::Float4, offset_of!(C, color_max)),
        var("life", ValueType::Float4, offset_of!(C, life)),
        var("flipbook", ValueType::Float4, offset_of!(C, flipbook)),
        var("distance", ValueType::Float4, offset_of!(C, distance)),
        var("threshold", ValueType::Float4, offset_of!(C, threshold)),
        var(
            "camera_position",
            ValueType::Float4,
            offset_of!(C, camera_position),
        ),
        var(
            "camera_right",
            ValueType::Float4,
            offset_of!(C, camera_right),
        ),
        var("camera_up", ValueType::Float4, offset_of!(C, camera_up)),
        var(
            "camera_forward",
            ValueType::Float4,
            offset_of!(C, camera_forward),
        ),
        var("counts.x", ValueType::Int, offset_of!(C, counts)),
        var("counts.y", ValueType::Int, offset_of!(C, counts) + 4),
        var("counts.z", ValueType::Int, offset_of!(C, counts) + 8),
    ],
};

/// Who evaluated a GPU particle draw's particles into its instances.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ParticleEvaluator {
    /// The CPU (`sim::gpu_particles::evaluate`): the reference, and the WebGL2 path.
    Cpu,
    /// The renderer's compute programs (`shaders/gpu_particles.wgsl`).
    Gpu,
}

/// One system (one host particle) of a GPU particle draw.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GpuSystemInfo {
    /// Its constants ([`GPU_SYSTEM`]), each with where its value came from; serialised as the
    /// buffer's table rows (variable, type, offset, size, value, provenance).
    #[serde(serialize_with = "serialize_rows")]
    #[cfg_attr(feature = "typescript", ts(as = "Vec<Row>"))]
    pub constants: Buffer,
    /// Its live emissions.
    pub emissions: u32,
    /// Its candidate particles: the emissions' counts summed (alive or not).
    pub candidates: u32,
}

fn serialize_rows<S: serde::Serializer>(buffer: &Buffer, s: S) -> Result<S::Ok, S::Error> {
    let rows: Vec<Row> = buffer.rows();
    serde::Serialize::serialize(&rows, s)
}

/// A force volume acting on a GPU particle draw's particles (10200, 10300, 10301, 10303).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ForceInfo {
    /// The force action's type (from the volume's kind).
    pub action_type: i16,
    /// "cancel", "wind", "gravity" or "turbulence".
    pub kind: &'static str,
    /// "boundless", "sphere", "box", "cylinder" or "square prism" (the action's shape).
    pub shape: &'static str,
    /// The shape's sizes (sphereRadius; boxSize; cylinderRadius and cylinderHeight;
    /// squarePrismApothem and squarePrismHeight).
    pub size: [f32; 3],
    /// force × forceMultiplier × the mean random multiplier, at the frame drawn.
    pub strength: f32,
    /// The volume's centre of mass in the world.
    pub centre: [f32; 3],
    /// The path of the node whose particle is the volume.
    pub node: String,
}

/// A GPU particle draw's systems, counts, forces and buffer layouts, for the inspector and
/// `fxr-view draws`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GpuParticleInfo {
    /// The appearance action type (10000, 10001, 10008 or 10009).
    pub action_type: i16,
    /// Systems (host particles) drawn.
    pub system_count: usize,
    /// Live emissions, all systems together.
    pub emissions: usize,
    /// Candidate particles (alive or not), all systems together.
    pub candidates: usize,
    /// Live particles drawn: the CPU's evaluation; none when the compute programs evaluate
    /// them (the count is then only known on the GPU).
    pub instances: Option<usize>,
    /// Who evaluated the particles.
    pub evaluated_by: ParticleEvaluator,
    /// The first [`MAX_SYSTEMS_SHOWN`] systems, each with its constants.
    pub systems: Vec<GpuSystemInfo>,
    /// The force volumes acting on the particles (a Correct variant's; empty otherwise).
    pub forces: Vec<ForceInfo>,
    /// Every buffer of the GPU particle pipeline: name, usage, stride and members.
    pub buffers: Vec<GpuBufferLayout>,
    /// Whether the particles are sorted back to front (a blend that needs it), or drawn in
    /// their stable candidate order (additive, subtractive, multiplying blends).
    pub sorted: bool,
    /// Particles left out of this frame's draw (past the bound of a draw's candidates).
    pub left_out: u64,
    /// Force volumes left out (past the 16 a draw reads).
    pub forces_left_out: usize,
}

/// The file location of a named field (`rule`: how it became the member; empty when as
/// stored), as the PSCommonBuffer's provenance gives it.
fn file(action: &ActionData, name: &str, rule: &'static str) -> Provenance {
    file_any(action, &[name], rule)
}

/// The file location of the first of `names` the action has: a member made of several
/// fields some action types lack (the sparks have no particleUniformScale) names one it has.
fn file_any(action: &ActionData, names: &[&str], rule: &'static str) -> Provenance {
    match names.iter().find(|n| action.slot(n).is_some()) {
        Some(name) => fxr_draw::fields::Source::find(action, name)
            .provenance(Some(rule).filter(|r| !r.is_empty())),
        None => Provenance::Ours {
            note: "the action (this type, in this game) has no such field: the simulation's default is used",
        },
    }
}

/// A word of a vector of integers, as the buffer table's integer (the bits unchanged).
fn word(w: u32) -> Value {
    Value::Int(i32::from_ne_bytes(w.to_ne_bytes()))
}

/// One system's constants as a buffer, each member with the file field(s) it came from.
pub fn constants_buffer(c: &GpuSystemConstants, action: &ActionData) -> Buffer {
    let spark = GpuVariant::from_action(action.action_type).is_some_and(|v| v.is_spark());
    let a = action;
    let mut b = Buffer::new(GPU_SYSTEM);
    set_emitter_and_motion_rows(&mut b, c, a, spark);
    set_rotation_rows(&mut b, c, a);
    set_size_and_growth_rows(&mut b, c, a, spark);
    set_color_life_and_distance_rows(&mut b, c, a);
    set_camera_rows(&mut b, c);
    set_shape_words(&mut b, c, a);
    set_count_words(&mut b, c);
    b
}

/// The emitter's rotation and size, and the particles' offset, speed and acceleration rows.
fn set_emitter_and_motion_rows(
    b: &mut Buffer,
    c: &GpuSystemConstants,
    a: &ActionData,
    spark: bool,
) {
    let mut f4 = |name: &'static str, v: [f32; 4], p: Provenance| b.set(name, Value::Floats(v), p);
    for (row, name) in [
        "emitter_rotation[0]",
        "emitter_rotation[1]",
        "emitter_rotation[2]",
    ]
    .into_iter()
    .enumerate()
    {
        f4(
            name,
            c.emitter_rotation[row],
            file(
                a,
                "emitterRotation",
                "degrees, turned into the rows of a 3x3 rotation matrix (w unused)",
            ),
        );
    }
    f4(
        "emitter_size",
        c.emitter_size,
        file(a, "emitterSize", "xyz; w = emitterDistribution"),
    );
    f4("offset", c.offset, file(a, "particleOffset", ""));
    f4("offset_min", c.offset_min, file(a, "particleOffsetMin", ""));
    f4("offset_max", c.offset_max, file(a, "particleOffsetMax", ""));
    f4(
        "speed",
        c.speed,
        if spark {
            Provenance::Ours {
                note: "zero: the sparks have no particleSpeed; their speed is drawn between particleSpeedMin and particleSpeedMax",
            }
        } else {
            file(a, "particleSpeed", "")
        },
    );
    f4("speed_min", c.speed_min, file(a, "particleSpeedMin", ""));
    f4("speed_max", c.speed_max, file(a, "particleSpeedMax", ""));
    f4(
        "acceleration",
        c.acceleration,
        file(
            a,
            "particleAccelerationX",
            "particleAccelerationX/Y/Z at the active time, unkParticleAcceleration added to Z (Inferred); w = particleGravity",
        ),
    );
    f4(
        "acceleration_min",
        c.acceleration_min,
        file(a, "particleAccelerationMin", ""),
    );
    f4(
        "acceleration_max",
        c.acceleration_max,
        file(a, "particleAccelerationMax", ""),
    );
}

/// The particles' rotation, angular speed and angular acceleration rows.
fn set_rotation_rows(b: &mut Buffer, c: &GpuSystemConstants, a: &ActionData) {
    let mut f4 = |name: &'static str, v: [f32; 4], p: Provenance| b.set(name, Value::Floats(v), p);
    f4(
        "rotation_variance",
        c.rotation_variance,
        file(a, "particleRotationVariance", "degrees"),
    );
    f4(
        "angular_speed_variance",
        c.angular_speed_variance,
        file(a, "particleAngularSpeedVariance", "degrees per second"),
    );
    let angular_rule = "particleAngularAccelerationZ at the active time added to z";
    f4(
        "angular_acceleration_min",
        c.angular_acceleration_min,
        file(a, "particleAngularAccelerationMin", angular_rule),
    );
    f4(
        "angular_acceleration_max",
        c.angular_acceleration_max,
        file(a, "particleAngularAccelerationMax", angular_rule),
    );
}

/// The particles' size and growth rows (a spark's from its width and length).
fn set_size_and_growth_rows(b: &mut Buffer, c: &GpuSystemConstants, a: &ActionData, spark: bool) {
    let mut f4 = |name: &'static str, v: [f32; 4], p: Provenance| b.set(name, Value::Floats(v), p);
    if spark {
        f4(
            "size",
            c.size,
            file(
                a,
                "particleWidth",
                "particleWidth, particleLength at the active time; z 1",
            ),
        );
        f4(
            "size_range",
            c.size_range,
            file(
                a,
                "particleWidthMin",
                "particleWidthMin, particleLengthMin, particleWidthMax, particleLengthMax (multipliers)",
            ),
        );
        f4(
            "growth",
            c.growth,
            Provenance::Ours {
                note: "zero: the sparks have no growth rates",
            },
        );
    } else {
        f4(
            "size",
            c.size,
            file(
                a,
                "particleSizeX",
                "particleSizeX, particleSizeY, particleSizeMultiplier",
            ),
        );
        f4(
            "size_range",
            c.size_range,
            file(
                a,
                "particleSizeXMin",
                "particleSizeXMin, particleSizeYMin, particleSizeXMax, particleSizeYMax",
            ),
        );
        f4(
            "growth",
            c.growth,
            file(
                a,
                "particleGrowthRateX",
                "particleGrowthRateX/Y at the active time plus particleGrowthRateXStatic/YStatic",
            ),
        );
    }
    f4(
        "growth_range",
        c.growth_range,
        file(
            a,
            "particleGrowthRateXMin",
            "particleGrowthRateXMin, YMin, XMax, YMax",
        ),
    );
    f4(
        "growth_acceleration_range",
        c.growth_acceleration_range,
        file(
            a,
            "particleGrowthAccelerationXMin",
            "particleGrowthAccelerationXMin, YMin, XMax, YMax",
        ),
    );
}

/// The colour, life, flipbook, distance and threshold rows.
fn set_color_life_and_distance_rows(b: &mut Buffer, c: &GpuSystemConstants, a: &ActionData) {
    let mut f4 = |name: &'static str, v: [f32; 4], p: Provenance| b.set(name, Value::Floats(v), p);
    f4("color", c.color, file(a, "color", "at the active time"));
    f4("color_min", c.color_min, file(a, "colorMin", ""));
    f4("color_max", c.color_max, file(a, "colorMax", ""));
    f4(
        "life",
        c.life,
        file(
            a,
            "particleDuration",
            "x = particleDuration / 30 s × particleDurationMultiplier (at least one frame); y the host's age, z the integration step (1 / the playback rate): ours; w = desaturate",
        ),
    );
    f4(
        "flipbook",
        c.flipbook,
        file(
            a,
            "columns",
            "columns, totalFrames, maxFrameIndex, particleTraceLength / 30 s",
        ),
    );
    f4(
        "distance",
        c.distance,
        file(
            a,
            "minDistance",
            "minDistance, minFadeDistance, maxDistance, maxFadeDistance",
        ),
    );
    f4(
        "threshold",
        c.threshold,
        file(
            a,
            "minDistanceThreshold",
            "minDistanceThreshold, maxDistanceThreshold, particleFollowFactor at the active time (0 to 1)",
        ),
    );
}

/// The camera rows (from the view).
fn set_camera_rows(b: &mut Buffer, c: &GpuSystemConstants) {
    let mut f4 = |name: &'static str, v: [f32; 4], p: Provenance| b.set(name, Value::Floats(v), p);
    f4("camera_position", c.camera_position, Provenance::View);
    f4("camera_right", c.camera_right, Provenance::View);
    f4("camera_up", c.camera_up, Provenance::View);
    f4("camera_forward", c.camera_forward, Provenance::View);
}

/// The words of `shape`: the emitter shape, the variant, the flags and the force volumes.
fn set_shape_words(b: &mut Buffer, c: &GpuSystemConstants, a: &ActionData) {
    b.set(
        "shape.x",
        word(c.shape[0]),
        file(a, "emitterShape", "clamped to 0 to 5"),
    );
    b.set(
        "shape.y",
        word(c.shape[1]),
        Provenance::Ours {
            note: "the variant, from the action type: 0 standard (10000), 1 standard correct (10001), 2 spark (10008), 3 spark correct (10009)",
        },
    );
    b.set(
        "shape.z",
        word(c.shape[2]),
        file_any(
            a,
            &["particleUniformScale", "randomTextureFrame", "traceParticles"],
            "flags: 1 particleUniformScale, 2 randomTextureFrame, 4 traceParticles, 8 forces act (a Correct variant with force volumes: ours)",
        ),
    );
    b.set(
        "shape.w",
        word(c.shape[3]),
        Provenance::Ours {
            note: "the frame's force volumes (10200, 10300, 10301, 10303 nodes) acting on a Correct variant's particles, at most 16",
        },
    );
}

/// The words of `counts`: the host's seed, its live emissions and candidate particles.
fn set_count_words(b: &mut Buffer, c: &GpuSystemConstants) {
    b.set(
        "counts.x",
        word(c.counts[0]),
        Provenance::Ours {
            note: "the host particle's seed for the engine's generator (seeds 003), as a signed word: each particle's draws are keyed by it and the particle's number",
        },
    );
    b.set(
        "counts.y",
        word(c.counts[1]),
        Provenance::Ours {
            note: "the host's live emissions, scheduled on the CPU from the emission interval and count fields",
        },
    );
    b.set(
        "counts.z",
        word(c.counts[2]),
        Provenance::Ours {
            note: "candidate particles: the emissions' counts summed",
        },
    );
}

/// The names of a force kind and shape, and the action type of the kind.
fn force_names(volume: &ForceVolume) -> (i16, &'static str, &'static str) {
    use fxr_formats::fxr::actions::ids;
    let (action_type, kind) = match volume.kind_shape[0] {
        forces::kind::CANCEL => (ids::CANCEL_FORCE, "cancel"),
        forces::kind::WIND => (ids::WIND_FORCE, "wind"),
        forces::kind::GRAVITY => (ids::GRAVITY_FORCE, "gravity"),
        _ => (ids::TURBULENCE_FORCE, "turbulence"),
    };
    let shape = match volume.kind_shape[1] {
        0 => "boundless",
        1 => "sphere",
        2 => "box",
        3 => "cylinder",
        _ => "square prism",
    };
    (action_type, kind, shape)
}

/// The inspector's view of a GPU particle draw: `action` is its appearance action,
/// `instances` the live particles the CPU evaluated into the draw.
pub fn gpu_particle_info(
    gpu: &GpuParticleDraw,
    action: &ActionData,
    instances: usize,
) -> GpuParticleInfo {
    let forces = gpu
        .forces
        .iter()
        .zip(&gpu.force_nodes)
        .map(|(v, node)| {
            let (action_type, kind, shape) = force_names(v);
            ForceInfo {
                action_type,
                kind,
                shape,
                size: [v.size[0], v.size[1], v.size[2]],
                strength: v.centre[3],
                centre: [v.centre[0], v.centre[1], v.centre[2]],
                node: node.clone(),
            }
        })
        .collect();
    GpuParticleInfo {
        action_type: gpu.action_type,
        system_count: gpu.systems.len(),
        emissions: gpu.systems.iter().map(|s| s.emissions.len()).sum(),
        candidates: usize::try_from(gpu.candidates()).unwrap_or(usize::MAX),
        instances: gpu.evaluated_on_cpu.then_some(instances),
        evaluated_by: if gpu.evaluated_on_cpu {
            ParticleEvaluator::Cpu
        } else {
            ParticleEvaluator::Gpu
        },
        systems: gpu
            .systems
            .iter()
            .take(MAX_SYSTEMS_SHOWN)
            .map(|s| GpuSystemInfo {
                constants: constants_buffer(&s.constants, action),
                emissions: s.emissions.len() as u32,
                candidates: s.candidates,
            })
            .collect(),
        forces,
        buffers: layout::buffers(),
        sorted: gpu.sorted,
        left_out: gpu.left_out,
        forces_left_out: gpu.forces_left_out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draws::FrameView;
    use fxr_draw::{DrawList, DrawOptions, Player, RenderSettings};
    use fxr_library::Library;
    use fxr_sim::playback::{Frame, Playback, PlaybackOptions};
    use fxr_sim::program::EffectProgram;
    use std::sync::Arc;

    /// The program, frame and draw list of demo effect `id` at `time`, the particles
    /// evaluated on the CPU.
    fn demo_frame(id: i32, time: f32) -> (Arc<EffectProgram>, Frame, DrawList) {
        let mut library = Library::new();
        library
            .open(
                fxr_demo::DEMO_BINDER_NAME,
                &fxr_demo::demo_binder().unwrap(),
            )
            .unwrap();
        let program = fxr_sim::compile_effect(&library, id).unwrap();
        let mut player = Player::new(Playback::new(program.clone(), PlaybackOptions::default()));
        let (frame, list) = player.frame_and_draws(
            time,
            &mut RenderSettings::default(),
            &DrawOptions::default(),
            true,
            &library,
        );
        (program, frame, list)
    }

    fn slot_name(p: Option<&Provenance>) -> &'static str {
        match p {
            Some(Provenance::File { slot, .. }) => slot.name,
            other => panic!("not a file field: {other:?}"),
        }
    }

    /// Demo 1017 (10001, motes blown by a wind, stirred by turbulence, calmed in a sphere):
    /// its draw carries each system's constants, every member with its source, the speeds
    /// from particleSpeed..., and the three force volumes with their nodes.
    #[test]
    fn demo_1017_draw_names_its_constants_sources_and_forces() {
        let (program, frame, list) = demo_frame(1017, 1.0);
        let view = FrameView {
            program: &program,
            frame: &frame,
            list: &list,
        };
        let draw = list
            .draws
            .iter()
            .find(|d| d.action_type == 10001)
            .expect("a GPU particle draw");
        let info = view.gpu_particles(draw);
        let gpu = info.as_ref().expect("its GPU particle info");
        assert_eq!(gpu.action_type, 10001);
        assert_eq!(gpu.evaluated_by, ParticleEvaluator::Cpu);
        assert_eq!(gpu.instances, Some(draw.instance_count));
        assert!(draw.instance_count > 0);
        assert!(gpu.system_count >= 1 && gpu.systems.len() == gpu.system_count.min(16));
        assert!(gpu.emissions >= 1 && gpu.candidates >= draw.instance_count);

        let c = &gpu.systems[0].constants;
        assert!(slot_name(c.provenance("speed")).starts_with("particleSpeed"));
        assert!(slot_name(c.provenance("speed_min")).starts_with("particleSpeedMin"));
        assert!(slot_name(c.provenance("speed_max")).starts_with("particleSpeedMax"));
        assert_eq!(c.get("speed"), Some(&Value::Floats([0.0, 0.9, 0.0, 0.0])));
        assert!(slot_name(c.provenance("acceleration")).starts_with("particleAccelerationX"));
        assert_eq!(slot_name(c.provenance("life")), "particleDuration");
        // 60 frames × particleDurationMultiplier 1.
        assert_eq!(
            c.get("life")
                .map(|v| matches!(v, Value::Floats(l) if (l[0] - 2.0).abs() < 1e-6)),
            Some(true)
        );
        assert_eq!(c.get("shape.x"), Some(&Value::Int(4)));
        assert_eq!(c.get("shape.w"), Some(&Value::Int(3)));
        // Every member of the layout was set, with a source.
        for row in c.rows() {
            assert!(row.provenance.is_some(), "{} has no source", row.name);
        }

        let kinds: Vec<(i16, &str, &str)> = gpu
            .forces
            .iter()
            .map(|f| (f.action_type, f.kind, f.shape))
            .collect();
        assert_eq!(
            kinds,
            [
                (10300, "wind", "boundless"),
                (10303, "turbulence", "sphere"),
                (10200, "cancel", "sphere")
            ]
        );
        assert!((gpu.forces[0].strength - 0.6).abs() < 1e-6);
        // Each volume names its own node (the demo's force nodes are top nodes 1 to 3).
        let nodes: Vec<&str> = gpu.forces.iter().map(|f| f.node.as_str()).collect();
        assert_eq!(nodes, ["1", "2", "3"]);
        assert_eq!(
            gpu.buffers.iter().map(|b| b.name).collect::<Vec<_>>(),
            [
                "params",
                "systems",
                "emissions",
                "forces",
                "particles",
                "keys",
                "counters",
                "instances"
            ]
        );

        // The JSON of `fxr-view draws --json` and of the inspector carry it.
        let json = view.to_json();
        let d = json["draws"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["action_type"] == 10001)
            .unwrap();
        let rows = d["gpu_particles"]["systems"][0]["constants"]
            .as_array()
            .unwrap();
        let speed = rows.iter().find(|r| r["name"] == "speed").unwrap();
        assert_eq!(speed["provenance"]["from"], "file");
        assert_eq!(speed["provenance"]["action"], 10001);
        assert_eq!(d["gpu_particles"]["buffers"][1]["stride"], 576);
        assert_eq!(d["gpu_particles"]["evaluated_by"], "cpu");
    }

    /// The buffer's bytes are the constants' own: the table's layout is the struct's.
    #[test]
    fn the_table_layout_is_the_structs() {
        let (program, frame, list) = demo_frame(1019, 1.0);
        let view = FrameView {
            program: &program,
            frame: &frame,
            list: &list,
        };
        let mut seen = 0;
        for draw in &list.draws {
            let Some(gpu) = view.gpu_particles(draw) else {
                continue;
            };
            assert_eq!(gpu.forces.len(), 2);
            let systems = &frame.draws[draw.frame_draw].gpu.as_ref().unwrap().systems;
            for (s, simulated) in gpu.systems.iter().zip(systems) {
                // The reserved words are not in the table (always zero).
                assert_eq!(simulated.constants.reserved, [0; 4]);
                assert_eq!(s.constants.bytes, bytemuck::bytes_of(&simulated.constants));
                // Sparks: the speed is ours (zero), the size is particleWidth's.
                assert!(matches!(
                    s.constants.provenance("speed"),
                    Some(Provenance::Ours { .. })
                ));
                assert_eq!(slot_name(s.constants.provenance("size")), "particleWidth");
                seen += 1;
            }
        }
        assert!(seen > 0);
        let (program, frame, list) = demo_frame(1000, 0.5);
        let view = FrameView {
            program: &program,
            frame: &frame,
            list: &list,
        };
        assert!(list.draws.iter().all(|d| view.gpu_particles(d).is_none()));
    }
}
