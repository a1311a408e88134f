//! A state's frame: every node's instances in tree order (the draws), the GPU particle
//! systems with the force volumes that reach them, the level each levels-of-detail node shows
//! and the water pushes under way.

use super::state::{PlaybackOptions, SimState};
use crate::appearance::AppearanceKind;
use crate::curve::{ExternalValues, Inputs};
use crate::gpu_particles::{self, ForceVolume, GpuParticleDraw, GpuSystemFrame};
use crate::instances::{self, Instances, NodeFrame, SpareInstances, ViewInfo};
use crate::node::NodeState;
use crate::program::{EffectProgram, LevelsOfDetail, NodeProgram};
use fxr_formats::fxr::NodeType;
use glam::{Affine3A, Vec3};

/// One draw's worth of particles: a node's appearance and its instances.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct NodeDraw {
    /// The node's path ("0/2/1"); a spawned instance adds "#k".
    pub node: String,
    /// The active config's index.
    pub config: usize,
    /// The appearance action type.
    pub action_type: i16,
    /// Its kind.
    pub kind: AppearanceKind,
    /// The config's active time (for per-draw constants).
    pub active_time: f32,
    /// The instances.
    pub instances: Instances,
    /// A GPU particle draw's systems and forces (10000 to 10009): what the compute programs
    /// read. Its instances are the CPU's evaluation, unless the playback leaves that to them.
    pub gpu: Option<Box<GpuParticleDraw>>,
}

/// A frame: every node's instances, in tree order (depth first, as the file lists nodes).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Frame {
    /// The wall time asked for.
    pub time: f32,
    /// Effect time.
    pub effect_time: f32,
    /// The state machine's state at this frame (-1 once terminated).
    pub state: i32,
    /// The draws, in order.
    pub draws: Vec<NodeDraw>,
    /// Each levels-of-detail node's level shown, and why.
    pub levels_of_detail: Vec<LevelOfDetailShown>,
    /// The water pushes (10013) under way: a preview has no water to push.
    pub water_pushes: Vec<WaterPushShown>,
    /// GPU particle candidates left out of this frame by the draw and frame bounds
    /// ([`gpu_particles::MAX_FRAME_CANDIDATES`]), all draws together (a draw left with none
    /// is not in `draws`: it is counted here).
    pub gpu_particles_left_out: u64,
}

/// The level a levels-of-detail node (2002) shows in a frame.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct LevelOfDetailShown {
    /// The node's path.
    pub node: String,
    /// The camera's distance from the node (metres).
    pub distance: f32,
    /// Its thresholds (133).
    pub thresholds: [f32; 5],
    /// The child shown (`None`: the camera is beyond every threshold, or the forced level
    /// has no child).
    pub level: Option<u32>,
    /// Whether the level is forced by the view rather than picked by the distance.
    pub forced: bool,
}

/// A water push (10013) in a frame: where, how large, how deep now.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WaterPushShown {
    /// The node's path.
    pub node: String,
    /// Where (world).
    pub position: [f32; 3],
    /// The texture giving its shape.
    pub texture: i32,
    /// The area's size.
    pub scale: f32,
    /// How far down the water is now.
    pub depth: f32,
}

impl Frame {
    /// Live instances in all draws. GPU particles left to the renderer's compute programs
    /// count their candidates (their live count is only known on the GPU).
    pub fn instance_count(&self) -> usize {
        self.draws
            .iter()
            .map(|d| match d.gpu.as_deref() {
                Some(g) if !g.evaluated_on_cpu => g.candidates() as usize,
                _ => d.instances.len(),
            })
            .sum()
    }

    /// A 64-bit FNV-1a hash of every instance byte of every draw, in order: equal digests
    /// mean bit-identical particles (used to compare native and wasm playback).
    pub fn digest(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for d in &self.draws {
            for b in d.node.bytes().chain(d.instances.bytes().iter().copied()) {
                h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
            }
        }
        h
    }
}

pub(crate) fn frame_of(
    program: &EffectProgram,
    options: &PlaybackOptions,
    state: &SimState,
    t: f32,
    view: &ViewInfo,
    spare: &mut SpareInstances,
    gpu_particle_capacity: u64,
) -> Frame {
    let mut draws = Vec::new();
    let mut forces = Vec::new();
    gather_forces(
        &program.root,
        &state.root,
        state.time,
        &options.externals,
        state.ended_for(),
        ("", true),
        &mut forces,
    );
    let mut levels_of_detail = Vec::new();
    let mut water_pushes = Vec::new();
    let mut gpu_left_out = 0;
    let mut out = Collected {
        draws: &mut draws,
        levels_of_detail: &mut levels_of_detail,
        water_pushes: &mut water_pushes,
        step: 1.0 / options.rate.max(1) as f32,
        space: Affine3A::IDENTITY,
        candidates_left: gpu_particles::MAX_FRAME_CANDIDATES,
        gpu_left_out: &mut gpu_left_out,
    };
    collect(
        &program.root,
        &state.root,
        &Affine3A::IDENTITY,
        state.time,
        &options.externals,
        view,
        "",
        spare,
        &mut out,
    );
    // The GPU particle systems: the frame's force volumes reach the Correct variants (their
    // constants count them), then the CPU evaluates the particles unless the renderer will.
    let forces_left_out = forces
        .len()
        .saturating_sub(gpu_particles::forces::MAX_FORCES);
    forces.truncate(gpu_particles::forces::MAX_FORCES);
    draws.retain_mut(|d| {
        let Some(gpu) = d.gpu.as_mut() else {
            return true;
        };
        let feels = gpu_particles::GpuVariant::from_action(gpu.action_type)
            .is_some_and(|v| v.feels_forces());
        if feels && !forces.is_empty() {
            gpu.forces_left_out = forces_left_out;
            gpu.forces = forces.iter().map(|f| f.0).collect();
            gpu.force_nodes = forces.iter().map(|f| f.1.clone()).collect();
            for system in &mut gpu.systems {
                system.constants.shape[2] |= gpu_particles::flags::FORCES;
                system.constants.shape[3] = forces.len() as u32;
            }
        }
        // Past what the compute programs hold, the CPU evaluates the same function.
        gpu.evaluated_on_cpu = gpu.candidates() > gpu_particle_capacity;
        if !gpu.evaluated_on_cpu {
            return true;
        }
        if let Instances::Billboard(out) = &mut d.instances {
            gpu_particles::evaluate(gpu, out);
            return !out.is_empty();
        }
        true
    });
    Frame {
        time: t,
        effect_time: state.time,
        state: state.state,
        draws,
        levels_of_detail,
        water_pushes,
        gpu_particles_left_out: gpu_left_out,
    }
}

/// What [`collect`] gathers: the draws, the levels of detail shown and the water pushes.
pub(crate) struct Collected<'a> {
    draws: &'a mut Vec<NodeDraw>,
    levels_of_detail: &'a mut Vec<LevelOfDetailShown>,
    water_pushes: &'a mut Vec<WaterPushShown>,
    /// The simulation step (the GPU particles integrate forces by it).
    step: f32,
    /// Where the simulation's world is drawn (see [`NodeFrame::space`]).
    space: Affine3A,
    /// GPU particle candidates the frame may still hold ([`gpu_particles::MAX_FRAME_CANDIDATES`]).
    candidates_left: u64,
    /// Candidates left out so far.
    gpu_left_out: &'a mut u64,
}

/// The particles of a node: those of the configs it switched away from first (they were
/// made before the current ones), each with its config's index.
pub(crate) fn particle_groups(
    state: &NodeState,
) -> impl Iterator<Item = (usize, &crate::particle_arrays::Particles)> {
    state
        .retired
        .iter()
        .map(|(c, p)| (*c, p))
        .chain(state.config.map(|c| (c, &state.particles)))
}

/// The force volumes of the subtree's force nodes (10200, 10300, 10301, 10303), one per
/// particle, with their nodes' paths; `ended_for` fades them once the effect has ended.
pub(crate) fn gather_forces(
    program: &NodeProgram,
    state: &NodeState,
    time: f32,
    externals: &ExternalValues,
    ended_for: Option<f32>,
    (suffix, named): (&str, bool),
    out: &mut Vec<(ForceVolume, String)>,
) {
    for (config_index, particles) in particle_groups(state) {
        let Some(crate::appearance::AppearanceParams::Force(f)) = program
            .configs
            .get(config_index)
            .and_then(|c| c.appearance.as_ref())
            .map(|a| &a.params)
        else {
            continue;
        };
        let fade = f.fade(ended_for);
        let active_time = state.active_time(time);
        for p in particles.iter() {
            let inputs = Inputs {
                particle_age: p.age,
                active_time,
                emission_time: p.emission_time,
            };
            let at = p.host_transform(&state.world);
            // The step reads the volumes alone: only the frame names their nodes.
            let path = if named {
                format!("{}{suffix}", program.path)
            } else {
                String::new()
            };
            out.push((f.volume(&at, &inputs, externals, p.seed, fade), path));
        }
    }
    if program.node_type != NodeType::NodeEmitter {
        for (p, s) in program.children.iter().zip(&state.children) {
            gather_forces(p, s, time, externals, ended_for, (suffix, named), out);
        }
    }
    for (k, (index, s)) in state.spawned.iter().enumerate() {
        if let Some(p) = program.children.get(*index) {
            let suffix = format!("{suffix}#{k}");
            gather_forces(p, s, time, externals, ended_for, (&suffix, named), out);
        }
    }
}

/// The child a levels-of-detail node shows: the forced level, or the first whose threshold
/// is beyond the camera's distance from the node.
pub(crate) fn level_shown(
    lod: &LevelsOfDetail,
    at: Vec3,
    view: &ViewInfo,
    path: &str,
) -> LevelOfDetailShown {
    let distance = view.position.distance(at);
    let (level, forced) = match view.forced_level_of_detail {
        Some(level) => (Some(usize::from(level)), true),
        None => (lod.level_at(distance), false),
    };
    LevelOfDetailShown {
        node: path.to_string(),
        distance,
        thresholds: lod.thresholds,
        level: level.map(|l| l as u32),
        forced,
    }
}

/// A GPU particle draw's systems, one per host particle (the CPU evaluation comes later, once
/// the frame's forces are known). `frame_left`: the candidates the frame may still hold.
pub(crate) fn gpu_draw(
    params: &gpu_particles::GpuParticleParams,
    action_type: i16,
    particles: &crate::particle_arrays::Particles,
    node: &NodeFrame<'_>,
    step: f32,
    frame_left: &mut u64,
) -> GpuParticleDraw {
    let mut systems = Vec::new();
    // Candidates of the draw so far (all systems), bounded by the draw's and the frame's
    // bounds: the newest emissions past them are left out and counted.
    let cap = u64::from(gpu_particles::MAX_DRAW_CANDIDATES).min(*frame_left);
    let mut total: u32 = 0;
    let mut left_out: u64 = 0;
    for (i, p) in particles.iter().enumerate() {
        let Some(emitter) = particles.gpu(i) else {
            continue;
        };
        let now = p.host_transform(node.world);
        let mut emissions = Vec::with_capacity(emitter.log.len());
        let mut candidates: u32 = 0;
        for e in &emitter.log {
            if u64::from(total) + u64::from(e.count) > cap {
                left_out += u64::from(e.count);
                continue;
            }
            // The emission's world as drawn (under a node attached to the camera, moved).
            let emitted = *node.space * e.world;
            let follow = now * emitted.inverse();
            emissions.push(gpu_particles::GpuEmission {
                start: [candidates, e.count, e.first, 0],
                time: [e.time, 0.0, 0.0, 0.0],
                world: gpu_particles::rows(&emitted),
                follow: gpu_particles::rows(&follow),
                reserved: [0.0; 4],
            });
            candidates += e.count;
            total += e.count;
        }
        if emissions.is_empty() {
            continue;
        }
        let inputs = Inputs {
            particle_age: p.age,
            active_time: node.active_time,
            emission_time: p.emission_time,
        };
        let constants = params.constants(
            &inputs,
            node.externals,
            p.seed,
            p.age,
            step,
            node.view,
            0,
            emissions.len() as u32,
            candidates,
        );
        systems.push(GpuSystemFrame {
            constants,
            emissions,
            candidates,
        });
    }
    *frame_left = frame_left.saturating_sub(u64::from(total));
    GpuParticleDraw {
        action_type,
        systems,
        forces: Vec::new(),
        force_nodes: Vec::new(),
        left_out,
        forces_left_out: 0,
        evaluated_on_cpu: true,
        sorted: params.needs_sorting(),
    }
}

/// The frame's draws of a node and its subtree. `parent_world` is the parent's world in the
/// simulation (a node attached to the camera is drawn there instead of under its parent).
#[allow(clippy::too_many_arguments)]
pub(crate) fn collect(
    program: &NodeProgram,
    state: &NodeState,
    parent_world: &Affine3A,
    time: f32,
    externals: &ExternalValues,
    view: &ViewInfo,
    suffix: &str,
    spare: &mut SpareInstances,
    out: &mut Collected<'_>,
) {
    let config = state.config.and_then(|c| program.configs.get(c));
    // 46: the node is drawn where the camera is, its subtree with it (the simulation placed
    // it under its parent; the frame moves it, so the camera never changes the simulation).
    let outer_space = out.space;
    if let Some(turn) = config.and_then(|c| c.attach_to_camera) {
        out.space = view.placement(turn) * parent_world.inverse();
    }
    let world = out.space * state.world;
    for (config_index, particles) in particle_groups(state) {
        let Some(config) = program.configs.get(config_index) else {
            continue;
        };
        if particles.is_empty() {
            continue;
        }
        let active_time = state.active_time(time);
        let node = NodeFrame {
            world: &world,
            space: &out.space,
            active_time,
            externals,
            view,
        };
        if let Some(push) = &config.water {
            for p in particles.iter() {
                out.water_pushes.push(WaterPushShown {
                    node: format!("{}{suffix}", program.path),
                    position: node.position_of(&p).into(),
                    texture: push.texture,
                    scale: push.scale,
                    depth: push.depth_at(p.age),
                });
            }
        }
        let Some(appearance) = config.appearance.as_ref() else {
            continue;
        };
        match &appearance.params {
            // Forces draw nothing (gathered apart, see `gather_forces`).
            crate::appearance::AppearanceParams::Force(_) => continue,
            crate::appearance::AppearanceParams::GpuParticles(g) => {
                let gpu = gpu_draw(
                    g,
                    appearance.action.action_type,
                    particles,
                    &node,
                    out.step,
                    &mut out.candidates_left,
                );
                *out.gpu_left_out += gpu.left_out;
                if gpu.systems.is_empty() {
                    continue;
                }
                out.draws.push(NodeDraw {
                    node: format!("{}{suffix}", program.path),
                    config: config_index,
                    action_type: appearance.action.action_type,
                    kind: appearance.kind,
                    active_time,
                    instances: Instances::Billboard(spare.billboard()),
                    gpu: Some(Box::new(gpu)),
                });
                continue;
            }
            _ => {}
        }
        let instances =
            instances::build(appearance.kind, &appearance.params, particles, &node, spare);
        if instances.is_empty() {
            spare.keep(instances);
        } else {
            out.draws.push(NodeDraw {
                node: format!("{}{suffix}", program.path),
                config: config_index,
                action_type: appearance.action.action_type,
                kind: appearance.kind,
                active_time,
                instances,
                gpu: None,
            });
        }
    }
    // A levels-of-detail node draws one child (every level is simulated).
    let shown = match config.and_then(|c| c.levels_of_detail.as_ref()) {
        Some(lod) if program.node_type == NodeType::LevelsOfDetail => {
            let level = level_shown(lod, world.translation.into(), view, &program.path);
            let shown = level.level.map(|l| l as usize);
            out.levels_of_detail.push(level);
            shown
        }
        _ => None,
    };
    if program.node_type != NodeType::NodeEmitter {
        for (i, (p, s)) in program.children.iter().zip(&state.children).enumerate() {
            if program.node_type == NodeType::LevelsOfDetail && shown != Some(i) {
                continue;
            }
            collect(
                p,
                s,
                &state.world,
                time,
                externals,
                view,
                suffix,
                spare,
                out,
            );
        }
    }
    for (k, (index, s)) in state.spawned.iter().enumerate() {
        if let Some(p) = program.children.get(*index) {
            collect(
                p,
                s,
                &state.world,
                time,
                externals,
                view,
                &format!("{suffix}#{k}"),
                spare,
                out,
            );
        }
    }
    out.space = outer_space;
}

impl Frame {
    /// The box around every instance's centre (quad centres, line and trail points, lights,
    /// and each model's unit box), or `None` for an empty frame: what a camera frames the
    /// effect by.
    pub fn bounds(&self) -> Option<(glam::Vec3, glam::Vec3)> {
        use crate::instances::Instances;
        let mut points: Vec<glam::Vec3> = Vec::new();
        let centre = |rows: &[[f32; 4]; 3]| glam::Vec3::new(rows[0][3], rows[1][3], rows[2][3]);
        // A quad's four corners: its local square from -1/2 to 1/2 through its rows, as the
        // programs place it (`corner_position` in shaders/common.wgsl), so the box holds the
        // particles' sizes, not only their centres.
        let quad = |r: &[[f32; 4]; 3]| {
            let axis = |k: usize| glam::Vec3::new(r[0][k], r[1][k], r[2][k]);
            let (c, x, y) = (centre(r), axis(0) * 0.5, axis(1) * 0.5);
            [c - x - y, c + x - y, c - x + y, c + x + y]
        };
        for d in &self.draws {
            match &d.instances {
                Instances::Billboard(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::MultiTexture(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::Distortion(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::RadialBlur(v) => points.extend(v.iter().map(|i| centre(&i.rows))),
                // A model's extent is not known here (the frame holds no geometry): the
                // corners of the box from -1 to 1 on each of its axes, through its matrix,
                // stand for it (ours: effect models are a metre or two across).
                Instances::Model(v) => points.extend(v.iter().flat_map(|i| {
                    let r = &i.rows;
                    let axis = |k: usize| glam::Vec3::new(r[0][k], r[1][k], r[2][k]);
                    (0..8).map(move |corner| {
                        let sign = |bit: usize| if corner & (1 << bit) == 0 { -1.0 } else { 1.0 };
                        centre(r) + axis(0) * sign(0) + axis(1) * sign(1) + axis(2) * sign(2)
                    })
                })),
                Instances::Line(v) => points.extend(v.iter().flat_map(|i| {
                    [
                        glam::Vec3::new(i.start[0], i.start[1], i.start[2]),
                        glam::Vec3::new(i.end[0], i.end[1], i.end[2]),
                    ]
                })),
                Instances::Tracer(v) => {
                    points.extend(v.iter().map(|i| glam::Vec3::new(i.a[0], i.a[1], i.a[2])))
                }
                Instances::Light(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.position[0], i.position[1], i.position[2])),
                ),

                Instances::LensFlare(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.source[0], i.source[1], i.source[2])),
                ),
                Instances::LightShaft(v) => points.extend(v.iter().map(|i| centre(&i.rows))),
                Instances::SpotLight(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.position[0], i.position[1], i.position[2])),
                ),
            }
        }
        let finite: Vec<glam::Vec3> = points.into_iter().filter(|p| p.is_finite()).collect();
        let first = *finite.first()?;
        Some(
            finite
                .iter()
                .fold((first, first), |(lo, hi), p| (lo.min(*p), hi.max(*p))),
        )
    }
}
