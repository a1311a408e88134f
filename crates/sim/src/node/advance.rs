//! Advancing a config's particles one step: ageing, moving and turning them, the forces that
//! push them, the expired dropped, and the tracers' trails laid.

use super::state::StepContext;
use crate::appearance::AppearanceKind;
use crate::curve::{ExternalValues, Inputs, StepScalar};
use crate::particle::{self, BillboardRecord, Kinematics, Particle, TrailPoint};
use crate::particle_arrays::Particles;
use crate::program::{Attachment, ConfigProgram};
use glam::{Affine3A, Vec3};

/// Ages, moves and turns a config's particles, drops the expired and lays tracers' trails.
pub(crate) fn advance_particles(
    config: &ConfigProgram,
    particles: &mut Particles,
    world: &Affine3A,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    let appearance = config.appearance.as_ref();
    let shape = appearance.and_then(|a| a.params.record());
    let local_down = gravity_in_node_space(world);
    let faces_travel = appearance.is_some_and(reads_travel);
    // The curves read per particle, prepared once for the step (constants computed once).
    let movement = config
        .particle_movement
        .as_ref()
        .map(|m| particle::MovementStep::new(m, ctx.externals, faces_travel));
    let spin = shape.map(|q| {
        (
            StepScalar::each(&q.turning.angular_speed, ctx.externals),
            StepScalar::each(&q.turning.angular_speed_multiplier, ctx.externals),
        )
    });
    let tracer = appearance.filter(|a| a.kind == AppearanceKind::Tracer);
    let gpu = appearance.and_then(gpu_particle_params);
    // 734 acts only through a movement that accelerates (the `fxr` library's definition).
    let pushed = config.particle_force.as_ref().filter(|f| {
        !ctx.forces.is_empty()
            && (!f.accelerates
                || config
                    .particle_movement
                    .as_ref()
                    .is_some_and(|m| m.accelerates))
    });
    let to_node = pushed.map(|_| world.inverse());
    // A GPU particle system emits until the effect terminates (its particles live on).
    let emitting = ctx.state >= 0;
    let linger = tracer
        .and_then(trail_params)
        .map_or(0.0, |t| t.fade_out_time);
    let dt = ctx.dt;
    let externals = ctx.externals;
    // Every live particle in order (the random turns draw from the node's generator
    // particle by particle), each array walked once; the expired are dropped after.
    let c = particles.step_columns();
    // Each array cut to the same length, so that the compiler drops the bounds checks.
    let n = c.age.len();
    let (ages, seeds, emission_times) = (&mut c.age[..n], &c.seed[..n], &c.emission_time[..n]);
    let (attachments, kinematics) = (&c.attachment[..n], &mut c.kinematics[..n]);
    let (records, gpu_systems) = (&mut c.record[..n], &mut c.gpu[..n]);
    for i in 0..n {
        let age = &mut ages[i];
        *age += dt;
        let seed = seeds[i];
        let inputs = Inputs {
            particle_age: *age,
            active_time,
            emission_time: emission_times[i],
        };
        if let Some(m) = &movement {
            // Gravity is a world direction; attached particles live in the node's space,
            // where "down" is `local_down`.
            let down = match attachments[i] {
                Attachment::Parent => local_down,
                _ => Vec3::NEG_Y,
            };
            particle::advance(
                &mut kinematics[i],
                m,
                down,
                seed,
                &inputs,
                externals,
                ctx.rng,
                dt,
            );
        }
        if let (Some(f), Some(to_node)) = (pushed, &to_node) {
            push_by_forces(
                &mut kinematics[i],
                attachments[i],
                f,
                world,
                to_node,
                ctx.forces,
                (&inputs, externals, seed),
                dt,
            );
        }
        if let Some((speed, multiplier)) = &spin {
            spin_record(
                &mut records[i],
                speed,
                multiplier,
                &inputs,
                externals,
                seed,
                dt,
            );
        }
        if let Some(g) = gpu {
            let host = particle::host_transform(attachments[i], kinematics[i].position, world);
            gpu_systems[i]
                .get_or_insert_with(Default::default)
                .advance(g, seed, *age, host, emitting);
        }
    }
    particles.remove_dead(|age, lifetime| lifetime >= 0.0 && age >= lifetime + linger);
    if let Some(a) = tracer {
        lay_trails(a, particles, world, ctx);
    }
}

/// Moves a particle by the force volumes it is in (732: at a speed along the force; 734: by
/// accelerating it, which its movement integrates). The force is a world vector; attached
/// particles live in the node's space (`to_node`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn push_by_forces(
    k: &mut Kinematics,
    attachment: Attachment,
    f: &crate::program::ParticleForce,
    world: &Affine3A,
    to_node: &Affine3A,
    forces: &[crate::gpu_particles::ForceVolume],
    (inputs, externals, seed): (&Inputs, &ExternalValues, u32),
    dt: f32,
) {
    let at = particle::world_position(attachment, k.position, world);
    let force = crate::gpu_particles::forces::force_at(forces, at);
    if force == Vec3::ZERO {
        return;
    }
    let amount =
        f.amount.eval1(inputs, externals, seed) * f.multiplier.eval1(inputs, externals, seed);
    let push = match attachment {
        Attachment::Parent => to_node.transform_vector3(force),
        _ => force,
    } * amount;
    if f.accelerates {
        k.fall += push * dt;
    } else {
        k.position += push * dt;
    }
}

/// "Down" in the node's space, for the gravity of attached particles.
#[inline]
pub(crate) fn gravity_in_node_space(world: &Affine3A) -> Vec3 {
    // Gravity in the node's space, for attached particles: one inverse per node and step,
    // not one per particle (the same numbers; the benchmark found the inverse a quarter of
    // a step's time).
    world
        .matrix3
        .inverse()
        .mul_vec3(glam::Vec3::NEG_Y)
        .normalize_or_zero()
}

/// Whether an appearance reads a particle's direction of travel.
#[inline]
pub(crate) fn reads_travel(a: &crate::appearance::Appearance) -> bool {
    // Only lines and models read a particle's direction of travel.
    matches!(
        a.params,
        crate::appearance::AppearanceParams::Line(_)
            | crate::appearance::AppearanceParams::Model(_)
    )
}

/// A GPU particle system's parameters, for an appearance that is one.
#[inline]
pub(crate) fn gpu_particle_params(
    a: &crate::appearance::Appearance,
) -> Option<&crate::gpu_particles::GpuParticleParams> {
    match &a.params {
        crate::appearance::AppearanceParams::GpuParticles(g) => Some(g.as_ref()),
        _ => None,
    }
}

/// Turns a particle's record by its angular speeds over the step.
#[inline]
pub(crate) fn spin_record(
    record: &mut BillboardRecord,
    speed: &[StepScalar<'_>; 3],
    multiplier: &[StepScalar<'_>; 3],
    inputs: &Inputs,
    externals: &ExternalValues,
    seed: u32,
    dt: f32,
) {
    let e = |c: &StepScalar<'_>| c.get(inputs, externals, seed);
    record.advance_rotation(
        [e(&speed[0]), e(&speed[1]), e(&speed[2])],
        [e(&multiplier[0]), e(&multiplier[1]), e(&multiplier[2])],
        dt,
    );
}

/// Lays the trail of every live tracer particle.
pub(crate) fn lay_trails(
    a: &crate::appearance::Appearance,
    particles: &mut Particles,
    world: &Affine3A,
    ctx: &StepContext<'_>,
) {
    let Some(trail) = trail_params(a) else {
        return;
    };
    for i in 0..particles.len() {
        let p = particles.get(i);
        lay_trail(
            trail,
            &p,
            &mut particles.step_columns().trail[i],
            world,
            ctx,
        );
    }
}

/// How a tracer appearance lays its trail.
pub(crate) fn trail_params(
    a: &crate::appearance::Appearance,
) -> Option<&crate::appearance::TrailParams> {
    match &a.params {
        crate::appearance::AppearanceParams::Tracer(t) => Some(&t.trail),
        _ => None,
    }
}

/// Adds trail points to a tracer particle: a point every `segmentInterval` seconds while it
/// lives, points older than `segmentDuration` dropped, at most `concurrentSegments` + 1 kept.
pub(crate) fn lay_trail(
    rule: &crate::appearance::TrailParams,
    p: &Particle,
    trail: &mut Vec<TrailPoint>,
    node_world: &Affine3A,
    ctx: &StepContext<'_>,
) {
    let (interval, duration) = (rule.segment_interval, rule.segment_duration);
    let max_segments = rule.concurrent_segments;
    let position = p.world_position(node_world);
    let axis = node_world.transform_vector3(Vec3::Z).normalize_or(Vec3::Z);
    let alive = !p.expired();
    let due = trail
        .last()
        .is_none_or(|last| ctx.time - last.time >= interval);
    if alive && due {
        trail.push(TrailPoint {
            position,
            axis,
            time: ctx.time,
        });
    }
    if duration > 0.0 {
        trail.retain(|pt| ctx.time - pt.time <= duration);
    }
    if trail.len() > max_segments + 1 {
        let excess = trail.len() - (max_segments + 1);
        trail.drain(..excess);
    }
}
