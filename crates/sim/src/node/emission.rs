//! A node's emissions: when its emitter fires and how many particles, each new particle's
//! record and placement by the emitter shape and spread, and the children a node emitter
//! spawns at its emissions.

use super::state::{EmitterState, Motion, NodeState, StepContext, euler_degrees, inputs_at};
use crate::appearance::AppearanceKind;
use crate::curve::{ExternalValues, Inputs};
use crate::particle::{self, BillboardRecord, Kinematics, Particle};
use crate::program::{
    Attachment, ChildSelection, ConfigProgram, Emitter, NodeMovement, NodeProgram,
};
use crate::rng::EngineRng;
use glam::{Affine3A, EulerRot, Quat, Vec3};

/// A spawned instance is active from its creation: give it its delay as parent time.
pub(crate) fn spawned_delay(program: &NodeProgram) -> f32 {
    program.configs.first().map_or(0.0, |c| c.attributes.delay)
}

/// 75 NodeSound fires when its node's config activates.
pub(crate) fn sound_on_activation(
    program: &NodeProgram,
    config: &ConfigProgram,
    ctx: &mut StepContext<'_>,
) {
    if let Some(sound) = config.sounds.on_activation {
        ctx.sounds.fire(
            ctx.wall_time,
            &program.path,
            sound,
            fxr_formats::fxr::actions::ids::NODE_SOUND,
        );
    }
}

pub(crate) fn activate(
    config: &ConfigProgram,
    state: &mut NodeState,
    index: usize,
    since: f32,
    parent_world: &Affine3A,
    rng: &mut EngineRng,
) {
    state.config = Some(index);
    state.config_since = Some(since);
    state.ended = false;
    state.off = false;
    state.emitter = EmitterState::default();
    state.anchor = *parent_world;
    state.motion = Motion::default();
    let t = config.transform;
    let mut spread = |v: Vec3| {
        Vec3::new(
            v.x * (rng.next_unit() * 2.0 - 1.0),
            v.y * (rng.next_unit() * 2.0 - 1.0),
            v.z * (rng.next_unit() * 2.0 - 1.0),
        )
    };
    state.random_offset = spread(t.offset_variance);
    state.random_rotation = spread(t.rotation_variance);
    if let Some(m) = &config.movement {
        let inputs = inputs_at(0.0, since);
        state.motion.speed = m
            .speed_z
            .eval1(&inputs, &ExternalValues::default(), state.seed);
    }
}

pub(crate) fn local_transform(config: &ConfigProgram, state: &NodeState) -> Affine3A {
    let t = config.transform;
    let placed = Affine3A::from_rotation_translation(
        euler_degrees(t.rotation + state.random_rotation),
        t.offset + state.random_offset,
    );
    let m = state.motion;
    let moved = Affine3A::from_rotation_translation(m.heading * euler_degrees(m.spin), m.position);
    placed * moved
}

pub(crate) fn move_node(
    m: &NodeMovement,
    motion: &mut Motion,
    inputs: &Inputs,
    externals: &ExternalValues,
    seed: u32,
    rng: &mut EngineRng,
    dt: f32,
) {
    let eval = |c: &crate::curve::Curve| c.eval1(inputs, externals, seed);
    if let Some(translation) = &m.translation {
        let v = translation.eval(inputs, externals, seed);
        motion.position = Vec3::new(v[0], v[1], v[2]);
    }
    if m.accelerates {
        motion.speed += eval(&m.acceleration_z) * eval(&m.acceleration_multiplier_z) * dt;
    } else if matches!(m.action_type, 120..=123) {
        motion.speed = eval(&m.speed_z) * eval(&m.acceleration_z);
    }
    motion.rise += eval(&m.acceleration_y) * dt;
    for axis in 0..3 {
        motion.spin[axis] +=
            eval(&m.angular_speed[axis]) * eval(&m.angular_speed_multiplier[axis]) * dt;
    }
    if m.turn_interval > 0.0 {
        motion.turn_clock -= dt;
        if motion.turn_clock <= 0.0 {
            motion.turn_clock += m.turn_interval;
            let max = eval(&m.max_turn_angle) * particle::DEGREES_TO_RADIANS;
            let turn = Quat::from_euler(
                EulerRot::YXZ,
                max * (rng.next_unit() * 2.0 - 1.0),
                max * (rng.next_unit() * 2.0 - 1.0),
                0.0,
            );
            motion.heading = (motion.heading * turn).normalize();
        }
    }
    // The node travels along its own Z, which its spin turns.
    let facing = motion.heading * euler_degrees(motion.spin);
    motion.position += facing * Vec3::Z * motion.speed * dt + Vec3::Y * motion.rise * dt;
}

/// How many particles (or node emissions) to make this step.
pub(crate) fn emissions(
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) -> u32 {
    let eval = |c: &crate::curve::Curve| c.eval1(inputs, ctx.externals, state.seed);
    match &config.emitter {
        Emitter::None => 0,
        Emitter::OneTime => {
            if state.emitter.bursts == 0 {
                state.emitter.bursts = 1;
                1
            } else {
                0
            }
        }
        Emitter::Periodic {
            interval,
            per_emission,
            total_emissions,
            max_concurrent,
        } => {
            // Our reading of the timing: a burst when the config activates, then one every
            // interval, `totalEmissions` bursts in all (negative: no end).
            let total = eval(total_emissions);
            let cap = eval(max_concurrent);
            let mut count = 0u32;
            let mut bursts_now = 0;
            while inputs.active_time >= state.emitter.next_burst
                && bursts_now < ctx.limits.bursts_per_step
            {
                if total >= 0.0 && state.emitter.bursts as f32 >= total {
                    break;
                }
                state.emitter.bursts += 1;
                bursts_now += 1;
                // A random count differs per burst: the burst number joins the node's seed.
                let burst_seed = state.seed ^ state.emitter.bursts.wrapping_mul(0x9E37_79B9);
                // Saturating: a burst of any size is cut by the limits below.
                count = count.saturating_add(
                    per_emission
                        .eval1(inputs, ctx.externals, burst_seed)
                        .max(0.0)
                        .round() as u32,
                );
                let step = eval(interval);
                if step <= 0.0 {
                    // A zero interval bursts every step.
                    state.emitter.next_burst = inputs.active_time + ctx.dt * 0.5;
                    break;
                }
                state.emitter.next_burst += step;
            }
            if cap >= 0.0 {
                let room =
                    (cap as usize).saturating_sub(state.particles.len() + state.spawned.len());
                count = count.min(room as u32);
            }
            count
        }
        Emitter::EqualDistance {
            threshold,
            max_concurrent,
        } => {
            let here: Vec3 = state.world.translation.into();
            let step = eval(threshold).max(1e-4);
            let mut count = 0;
            match state.emitter.last_position {
                None => {
                    state.emitter.last_position = Some(here);
                    count = 1;
                }
                Some(last) => {
                    let travelled = here.distance(last);
                    if travelled >= step {
                        count = ((travelled / step) as u32).min(ctx.limits.bursts_per_step);
                        state.emitter.last_position = Some(here);
                    }
                }
            }
            let cap = eval(max_concurrent);
            if cap >= 0.0 {
                count = count.min((cap as usize).saturating_sub(state.particles.len()) as u32);
            }
            count
        }
    }
}

/// Makes one particle (seeds 003 for the billboard record).
pub(crate) fn emit_particle(
    config: &ConfigProgram,
    state: &NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) -> Particle {
    let seed = ctx.rng.next_u32();
    let inputs = Inputs {
        particle_age: 0.0,
        active_time,
        emission_time: ctx.time,
    };
    let e = particle::pick_emission(config, &inputs, ctx.externals, state.seed, ctx.rng);
    let (record, depth_scale) = emission_record(config, seed, &inputs, ctx.externals, ctx.rng);
    let attachment = config.particle_attributes.attachment;
    let (position, direction) = emission_placement(attachment, &state.world, &e);
    let eval = |c: &crate::curve::Curve, s: u32| c.eval(&inputs, ctx.externals, s);
    let lifetime = eval(&config.particle_attributes.duration, seed)[0];
    let speed = eval(&config.modifier.speed, seed)[0];
    Particle {
        seed,
        emission_time: ctx.time,
        emission_active_time: active_time,
        age: 0.0,
        lifetime,
        attachment,
        kinematics: Kinematics {
            position,
            direction,
            travel: direction,
            speed,
            fall: Vec3::ZERO,
            turn_clock: 0.0,
        },
        record,
        depth_scale,
    }
}

/// A new particle's billboard record (two draws of the shared generator) and its depth
/// scale (a model's).
#[inline]
pub(crate) fn emission_record(
    config: &ConfigProgram,
    seed: u32,
    inputs: &Inputs,
    externals: &ExternalValues,
    rng: &mut EngineRng,
) -> (BillboardRecord, f32) {
    let eval = |c: &crate::curve::Curve, s: u32| c.eval(inputs, externals, s);

    // The record (seeds 003, Observed): scale multipliers from the modifier's scale times a
    // random factor between 1 and scaleVariationX/Y (two draws of the shared generator). Two
    // separate flags: the appearance's uniformScale makes the height reuse the width's random
    // factor; "a further flag" makes the height's property the width's. That flag is taken
    // to be the particle modifier's (131) uniformScale, which the fxr library documents as
    // "scaleX scales all three axes, scaleY/scaleZ ignored" (Inferred). Rotations from
    // degrees, x negated; the colour is the modifier's colour times color2, clamped, packed.
    let shape = config.appearance.as_ref().and_then(|a| a.params.record());
    let same_factor = shape.is_some_and(|q| q.uniform_scale);
    let same_property = config.modifier.uniform_scale;
    let variation = shape.map_or([1.0; 3], |q| q.scale_variation);
    let (draw_x, draw_y) = (rng.next_unit(), rng.next_unit());
    let factor_x = 1.0 + (variation[0] - 1.0) * draw_x;
    let factor_y = if same_factor {
        factor_x
    } else {
        1.0 + (variation[1] - 1.0) * draw_y
    };
    let scale_x = eval(&config.modifier.scale[0], seed)[0];
    let scale_y = if same_property {
        scale_x
    } else {
        eval(&config.modifier.scale[1], seed)[0]
    };
    // A model's depth (ours, Inferred: the record the notes trace is a quad's and has two
    // scales): the modifier's Z scale times a factor between 1 and scaleVariationZ, drawn
    // from the particle's seed rather than the shared generator, so that the quads'
    // sequence of draws stays the engine's.
    let is_model = config
        .appearance
        .as_ref()
        .is_some_and(|a| a.kind == AppearanceKind::Model);
    let depth_scale = if !is_model {
        1.0
    } else {
        let factor_z = if same_factor {
            factor_x
        } else {
            1.0 + (variation[2] - 1.0) * crate::rng::hashed_unit(seed, 0x5A, 0)
        };
        let scale_z = if same_property {
            scale_x
        } else {
            eval(&config.modifier.scale[2], seed)[0]
        };
        scale_z * factor_z
    };
    let modifier_color = eval(&config.modifier.color, seed);
    let color2 = shape.map_or([1.0; 4], |q| eval(q.color2, seed));
    let mut color = [0.0; 4];
    for c in 0..4 {
        color[c] = modifier_color[c] * color2[c];
    }
    let rotation = shape.map_or([0.0; 3], |q| {
        BillboardRecord::rotation_from_degrees([
            eval(&q.turning.rotation[0], seed)[0],
            eval(&q.turning.rotation[1], seed)[0],
            eval(&q.turning.rotation[2], seed)[0],
        ])
    });
    let record = BillboardRecord {
        scale: [scale_x * factor_x, scale_y * factor_y],
        rotation,
        color: BillboardRecord::pack_color(color),
    };
    (record, depth_scale)
}

/// A new particle's position and unit direction in the space of its attachment.
#[inline]
pub(crate) fn emission_placement(
    attachment: Attachment,
    world: &Affine3A,
    e: &particle::Emission,
) -> (Vec3, Vec3) {
    match attachment {
        Attachment::Parent => {
            let d = if e.world_direction {
                world.matrix3.inverse().mul_vec3(e.direction)
            } else {
                e.direction
            };
            (e.position, d.normalize_or(Vec3::Z))
        }
        Attachment::ParentTranslation => {
            let d = if e.world_direction {
                e.direction
            } else {
                world.transform_vector3(e.direction)
            };
            (world.transform_vector3(e.position), d.normalize_or(Vec3::Z))
        }
        Attachment::None => {
            let d = if e.world_direction {
                e.direction
            } else {
                world.transform_vector3(e.direction)
            };
            (world.transform_point3(e.position), d.normalize_or(Vec3::Z))
        }
    }
}

/// A node emitter's emission: instances of all children, or of one by weight.
/// Spawns one emission's children; false when a limit (or no child) stops it.
pub(crate) fn spawn_children(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) -> bool {
    if state.spawned.len() >= ctx.limits.spawned_per_node
        || ctx.node_count >= ctx.limits.nodes_total
        || program.children.is_empty()
    {
        return false;
    }
    let e = particle::pick_emission(config, inputs, ctx.externals, state.seed, ctx.rng);
    let facing = Quat::from_rotation_arc(Vec3::Z, e.direction.normalize_or(Vec3::Z));
    let frame = state.world * Affine3A::from_rotation_translation(facing, e.position);
    let chosen: Vec<usize> = match &config.selection {
        Some(ChildSelection::Random { weights }) => {
            let total: i64 = weights.iter().map(|&w| i64::from(w.max(0))).sum();
            if total <= 0 {
                vec![0]
            } else {
                let mut pick = (ctx.rng.next_unit() * total as f32) as i64;
                let mut index = 0;
                for (i, &w) in weights.iter().enumerate() {
                    if pick < i64::from(w.max(0)) {
                        index = i;
                        break;
                    }
                    pick -= i64::from(w.max(0));
                    index = i;
                }
                vec![index.min(program.children.len() - 1)]
            }
        }
        _ => (0..program.children.len()).collect(),
    };
    for index in chosen {
        let Some(child_program) = program.children.get(index) else {
            continue;
        };
        let mut child = NodeState::new(child_program, ctx.rng);
        ctx.node_count += child.load().0;
        child.spawn_frame = Some(frame);
        state.spawned.push((index, child));
    }
    true
}
