//! A node's step: its state machine followed, its place, its particles advanced, its
//! emissions made and its sub-nodes stepped in turn (a proxy's referenced effect too).

use super::state::{NodeState, StepContext, inputs_at};
use crate::curve::Inputs;
use crate::node::advance::advance_particles;
use crate::node::emission::{
    activate, emissions, emit_particle, local_transform, move_node, sound_on_activation,
    spawn_children, spawned_delay,
};
use crate::program::{Attachment, ConfigProgram, NodeProgram};
use fxr_formats::fxr::NodeType;
use glam::Affine3A;

/// Advances a node (and its subtree) by one step. `parent_world` is the parent's world
/// transform and `parent_active` whether the parent is active (a child activates only then).
pub fn step_node(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) {
    ctx.nodes_stepped += 1;
    if program.configs.is_empty() {
        step_proxy_node(program, state, parent_world, parent_active_time, ctx);
        return;
    }
    if !follow_state_machine(program, state, parent_world, parent_active_time, ctx) {
        return;
    }
    let Some(config) = state.config.and_then(|i| program.configs.get(i)) else {
        return;
    };
    let active_time = state.active_time(ctx.time);
    let inputs = inputs_at(active_time, ctx.time);

    // Lifetime of the node.
    let duration = config
        .attributes
        .duration
        .eval1(&inputs, ctx.externals, state.seed);
    // Its first step always runs (Inferred): a node that lives one step (1/30 s, a burst the
    // games' files use: Dark Souls 3's 440604 emits 15 point sprites that live 1 s from
    // such a node) would otherwise end before it ever emitted, its active time already one
    // step when it is first checked.
    let first_step = active_time <= ctx.dt * 1.001;
    if duration >= 0.0 && active_time >= duration && !(first_step && duration > 0.0) {
        state.ended = true;
    }
    if ctx.state < 0 {
        // Terminating: nothing new is emitted (700 SimulateTermination lets the rest run out).
        state.ended = true;
    }

    // Where the node is.
    place_node(config, state, parent_world, &inputs, ctx);

    // Particles: age, move, turn, expire, lay trails; retired ones by their own config.
    advance_node_particles(program, config, state, active_time, ctx);

    // Emission.
    if !state.ended {
        make_emissions(program, config, state, &inputs, active_time, ctx);
    }
    step_sub_nodes(program, state, active_time, ctx);
}

/// Steps a node without configs: it follows its parent and steps its children.
pub(crate) fn step_proxy_node(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) {
    // A node without configs (a proxy, whose children are the referenced effect's top
    // nodes): it is where its parent is, active while its parent is.
    state.world = *parent_world;
    if state.config_since.is_none() && parent_active_time.is_some() {
        state.config_since = Some(ctx.time - parent_active_time.unwrap_or(0.0));
    }
    for (child_program, child) in program.children.iter().zip(state.children.iter_mut()) {
        step_node(child_program, child, parent_world, parent_active_time, ctx);
    }
}

/// Activates, switches or turns off the node's config as the state machine wants; false
/// while the node has not activated (nothing more to do this step).
pub(crate) fn follow_state_machine(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) -> bool {
    // Which config the current state wants (terminating keeps the last one).
    let wanted = if ctx.state >= 0 {
        program.config_index(ctx.state as usize)
    } else {
        state.config
    };
    match (state.config_since, wanted) {
        (None, Some(index)) => {
            // Activation: the parent is active and its active time has passed the delay.
            let config = &program.configs[index];
            let Some(parent_time) = parent_active_time else {
                return false;
            };
            if parent_time < config.attributes.delay {
                return false;
            }
            activate(
                config,
                state,
                index,
                ctx.time - (parent_time - config.attributes.delay),
                parent_world,
                ctx.rng,
            );
            sound_on_activation(program, config, ctx);
        }
        (None, None) => return false,
        (Some(_), Some(index)) if Some(index) != state.config || state.off => {
            // The state machine switched configs (or turned the node back on): active time
            // starts again; the old config's particles live on with it.
            if let Some(old) = state.config {
                let particles = std::mem::take(&mut state.particles);
                if !particles.is_empty() {
                    state.retired.push((old, particles));
                }
            }
            activate(
                &program.configs[index],
                state,
                index,
                ctx.time,
                parent_world,
                ctx.rng,
            );
            sound_on_activation(program, &program.configs[index], ctx);
        }
        // Off in this state: it ends (its particles live on) until a state turns it on.
        (Some(_), None) => {
            state.ended = true;
            state.off = true;
        }
        _ => {}
    }
    true
}

/// Moves the node by its own motion and sets its world transform.
pub(crate) fn place_node(
    config: &ConfigProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) {
    if let Some(m) = &config.movement {
        move_node(
            m,
            &mut state.motion,
            inputs,
            ctx.externals,
            state.seed,
            ctx.rng,
            ctx.dt,
        );
    }
    let placement = state
        .spawn_frame
        .unwrap_or(match config.attributes.attachment {
            Attachment::Parent => *parent_world,
            Attachment::ParentTranslation => {
                Affine3A::from_translation(parent_world.translation.into())
            }
            Attachment::None => state.anchor,
        });
    state.world = placement * local_transform(config, state);
}

/// Advances the current config's particles, then each retired config's by that config, and
/// drops the retired sets left empty.
pub(crate) fn advance_node_particles(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    advance_particles(config, &mut state.particles, &state.world, active_time, ctx);
    let world = state.world;
    for (index, particles) in &mut state.retired {
        if let Some(old) = program.configs.get(*index) {
            advance_particles(old, particles, &world, active_time, ctx);
        } else {
            particles.clear();
        }
    }
    state.retired.retain(|(_, p)| !p.is_empty());
}

/// Makes this step's emissions: node instances for a node emitter, otherwise particles
/// within the limits.
pub(crate) fn make_emissions(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    // A particle shows an appearance or pushes water; a container node's would be nothing.
    let shows = config.appearance.is_some() || config.water.is_some();
    // No step emits more than a node may hold (a file can ask for billions).
    let count = emissions(config, state, inputs, ctx).min(ctx.limits.particles_per_node as u32);
    if count > 0
        && let Some(sound) = config.sounds.on_emission
    {
        ctx.sounds.fire(
            ctx.wall_time,
            &program.path,
            sound,
            fxr_formats::fxr::actions::ids::EMISSION_SOUND,
        );
    }
    for _ in 0..count {
        if program.node_type == NodeType::NodeEmitter {
            if !spawn_children(program, config, state, inputs, ctx) {
                // A limit is reached: the rest of the count cannot spawn either.
                break;
            }
        } else if !shows {
            break;
        } else {
            if state.particles.len() >= ctx.limits.particles_per_node
                || ctx.particle_count >= ctx.limits.particles_total
            {
                break;
            }
            let p = emit_particle(config, state, active_time, ctx);
            state.particles.push(p);
            ctx.particle_count += 1;
        }
    }
}

/// Steps the sub-nodes (the shown ones) and the spawned instances, and drops the finished
/// instances.
pub(crate) fn step_sub_nodes(
    program: &NodeProgram,
    state: &mut NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    let world = state.world;
    // Sub-nodes: a child activates only while this node is active (not ended); once active
    // it goes on by its own duration.
    let me_active = (!state.ended).then_some(active_time);
    // A levels-of-detail node shows one child by the camera's distance, which is known only
    // when a frame is drawn: every level runs, and the frame shows one (ours: the camera
    // moves freely and a level must not restart when it comes into view).
    for (child_program, child) in program.children.iter().zip(state.children.iter_mut()) {
        step_node(child_program, child, &world, me_active, ctx);
    }
    for (index, spawned) in &mut state.spawned {
        if let Some(child_program) = program.children.get(*index) {
            step_node(
                child_program,
                spawned,
                &world,
                Some(spawned.active_time(ctx.time) + spawned_delay(child_program)),
                ctx,
            );
        }
    }
    state.spawned.retain(|(_, s)| !s.finished());
}
