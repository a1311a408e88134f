//! The compiler: a file's node tree walked once, each config's actions turned into their
//! programs (`actions`), proxies (132) grafted from the referenced effects, what is not
//! simulated listed in words.

use crate::appearance::{Appearance, AppearanceKind, AppearanceParams};
use crate::curve::{Curve, CurveIds};
use fxr_formats::fxr::actions::ids;
use fxr_formats::fxr::{Fxr, Game, Node, STATE_CONFIG_MAP};

use super::actions::{
    Attachment, ChildSelection, Emitter, EmitterShape, InitialDirection, LevelsOfDetail,
    NodeAttributes, NodeMovement, NodeTransform, ParticleAttributes, ParticleForce,
    ParticleModifier, ParticleMovement, SoundActions, Spread, WaterPush,
};
use super::tree::{
    CompileError, ConditionProgram, ConfigProgram, EffectProgram, EffectResolver, NodeProgram,
    StateProgram, UnsupportedAction,
};
use crate::action::ActionData;
/// How deep proxies may nest (a reference cycle stops here too).
pub(crate) const MAX_REFERENCE_DEPTH: usize = 8;

pub(crate) struct Compiler<'a, 'r> {
    pub(crate) game: Game,
    pub(crate) ids: CurveIds,
    pub(crate) unsupported: &'a mut Vec<UnsupportedAction>,
    pub(crate) resolver: Option<&'r EffectResolver<'r>>,
    /// The ids of the effects being compiled, outermost first (to stop cycles).
    pub(crate) referencing: Vec<i32>,
}

pub(crate) fn c(value: f32) -> Curve {
    Curve::constant([value; 4], 1)
}

impl Compiler<'_, '_> {
    /// Reports an action playback ignores altogether.
    pub(crate) fn ignore(&mut self, node: &str, a: &ActionData, reason: &'static str) {
        self.unsupported
            .push(UnsupportedAction::new(node, a.action_type, &a.name, None, reason).ignored());
    }

    /// Reports what playback does not take of an action it plays.
    pub(crate) fn note(&mut self, node: &str, a: &ActionData, reason: &'static str) {
        self.unsupported.push(UnsupportedAction::new(
            node,
            a.action_type,
            &a.name,
            None,
            reason,
        ));
    }

    /// Reports each named field an appearance draws without, when the file sets it away from
    /// its definition's default (the `unk_*` fields are not read and not reported).
    pub(crate) fn note_fields(&mut self, path: &str, a: &ActionData, kind: AppearanceKind) {
        let reason_of: fn(i16, &str) -> Option<&'static str> = match kind {
            AppearanceKind::GpuParticles => |_, n| crate::gpu_particles::params::not_simulated(n),
            AppearanceKind::Force => |_, n| crate::gpu_particles::forces::not_simulated(n),
            AppearanceKind::LensFlare | AppearanceKind::LightShaft | AppearanceKind::SpotLight => {
                |t, n| match crate::flare_fields::field_use(t, n) {
                    Some(crate::flare_fields::FieldUse::NotSimulated(reason)) => Some(reason),
                    _ => None,
                }
            }
            _ => return,
        };
        for name in a.names() {
            if name.starts_with("unk") {
                continue;
            }
            if let Some(reason) = reason_of(a.action_type, name)
                && !a.is_default(name)
            {
                self.unsupported.push(UnsupportedAction::new(
                    path,
                    a.action_type,
                    &a.name,
                    Some(format!("{name} = {}", a.value_text(name))),
                    reason,
                ));
            }
        }
    }

    pub(crate) fn node(&mut self, node: &Node, path: String) -> Result<NodeProgram, CompileError> {
        let mut state_configs = Vec::new();
        let mut sfx_reference = None;
        for action in &node.actions {
            let a = ActionData::compile(action, self.game, &mut self.ids)?;
            match action.action_type {
                STATE_CONFIG_MAP => {
                    state_configs = action
                        .section10s
                        .first()
                        .map(|l| l.iter().map(|f| f.as_i32()).collect())
                        .unwrap_or_default();
                }
                ids::SFX_REFERENCE => {
                    sfx_reference = Some(a.int("sfx", a.fields1.first().map_or(0, |f| f.as_i32())))
                }
                // The root's actions.
                ids::SIMULATE_TERMINATION
                | ids::FADE_TERMINATION
                | ids::INSTANT_TERMINATION
                | ids::UNK10100
                | ids::UNK10400
                | ids::UNK10500 => {}
                _ => self.ignore(&path, &a, "is a node action fxr-view does not simulate yet"),
            }
        }
        let mut configs = Vec::with_capacity(node.configs.len());
        for config in &node.configs {
            configs.push(self.config(config, &path)?);
        }
        let mut children = Vec::with_capacity(node.children.len());
        for (i, child) in node.children.iter().enumerate() {
            let child_path = if path.is_empty() {
                i.to_string()
            } else {
                format!("{path}/{i}")
            };
            children.push(self.node(child, child_path)?);
        }
        if let Some(id) = sfx_reference {
            children.extend(self.referenced(id, &path)?);
        }
        Ok(NodeProgram {
            path,
            node_type: node.node_type,
            configs,
            state_configs,
            children,
            sfx_reference,
        })
    }

    /// A proxy's referenced effect: its top nodes become the proxy's children, so they play
    /// in its place (docs/fxr-actions.md, 132).
    pub(crate) fn referenced(
        &mut self,
        id: i32,
        path: &str,
    ) -> Result<Vec<NodeProgram>, CompileError> {
        let missing = |reason: &'static str| {
            UnsupportedAction::new(
                path,
                ids::SFX_REFERENCE,
                "SFXReference",
                Some(format!("effect {id}")),
                reason,
            )
        };
        if self.referencing.contains(&id) || self.referencing.len() >= MAX_REFERENCE_DEPTH {
            self.unsupported.push(missing(
                "is not played: the reference makes a cycle or nests too deep",
            ));
            return Ok(Vec::new());
        }
        let Some(fxr) = self.resolver.and_then(|r| r(id)) else {
            self.unsupported.push(missing(
                "is not played: the referenced effect is not among the opened files",
            ));
            return Ok(Vec::new());
        };
        self.referencing.push(id);
        let game = std::mem::replace(&mut self.game, fxr.game);
        let mut children = Vec::with_capacity(fxr.root.children.len());
        for (i, child) in fxr.root.children.iter().enumerate() {
            children.push(self.node(child, format!("{path}/@{id}/{i}"))?);
        }
        self.game = game;
        self.referencing.pop();
        Ok(children)
    }

    pub(crate) fn config(
        &mut self,
        config: &fxr_formats::fxr::Config,
        path: &str,
    ) -> Result<ConfigProgram, CompileError> {
        let mut program = ConfigProgram {
            config_type: config.config_type,
            attributes: NodeAttributes {
                delay: 0.0,
                duration: c(-1.0),
                attachment: Attachment::Parent,
            },
            transform: NodeTransform::default(),
            movement: None,
            emitter: Emitter::None,
            shape: EmitterShape::Point,
            direction: InitialDirection::Emitter,
            spread: Spread::None,
            modifier: ParticleModifier::neutral(),
            particle_attributes: ParticleAttributes {
                duration: c(-1.0),
                attachment: Attachment::Parent,
            },
            particle_movement: None,
            appearance: None,
            selection: None,
            particle_force: None,
            levels_of_detail: None,
            attach_to_camera: None,
            sounds: SoundActions::default(),
            water: None,
        };
        for action in &config.actions {
            if action.action_type == 0 {
                continue;
            }
            let a = ActionData::compile(action, self.game, &mut self.ids)?;
            match a.action_type {
                ids::NODE_ATTRIBUTES => {
                    program.attributes = NodeAttributes {
                        delay: a.float("delay", 0.0),
                        duration: a.curve_or("duration", -1.0),
                        attachment: Attachment::from_raw(a.int("attachment", 1)),
                    }
                }
                ids::PARTICLE_ATTRIBUTES => {
                    program.particle_attributes = ParticleAttributes {
                        duration: a.curve_or("duration", -1.0),
                        attachment: Attachment::from_raw(a.int("attachment", 1)),
                    }
                }
                ids::STATIC_NODE_TRANSFORM | ids::RANDOM_NODE_TRANSFORM => {
                    program.transform = NodeTransform::from_action(&a)
                }
                ids::NODE_ACCELERATION
                | ids::NODE_TRANSLATION
                | ids::NODE_SPIN
                | ids::NODE_ACCELERATION_RANDOM_TURNS
                | ids::NODE_ACCELERATION_PARTIAL_FOLLOW
                | ids::NODE_ACCELERATION_SPIN
                | ids::NODE_SPEED
                | ids::NODE_SPEED_RANDOM_TURNS
                | ids::NODE_SPEED_PARTIAL_FOLLOW
                | ids::NODE_SPEED_SPIN => program.movement = Some(node_movement(&a)),
                ids::PERIODIC_EMITTER => {
                    program.emitter = Emitter::Periodic {
                        interval: a.curve_or("interval", 1.0),
                        per_emission: a.curve_or("perEmission", 1.0),
                        total_emissions: a.curve_or("totalEmissions", -1.0),
                        max_concurrent: a.curve_or("maxConcurrent", -1.0),
                    }
                }
                ids::EQUAL_DISTANCE_EMITTER => {
                    program.emitter = Emitter::EqualDistance {
                        threshold: a.curve_or("threshold", 0.1),
                        max_concurrent: a.curve_or("maxConcurrent", -1.0),
                    }
                }
                ids::ONE_TIME_EMITTER => program.emitter = Emitter::OneTime,
                ids::POINT_EMITTER_SHAPE..=ids::CYLINDER_EMITTER_SHAPE => {
                    program.direction = InitialDirection::from_raw(a.int("direction", 0));
                    program.shape = emitter_shape(&a);
                }
                ids::NO_SPREAD => program.spread = Spread::None,
                ids::CIRCULAR_SPREAD => {
                    program.spread = Spread::Circular {
                        angle: a.curve_or("angle", 0.0),
                        distribution: a.curve_or("distribution", 0.0),
                    }
                }
                ids::ELLIPTICAL_SPREAD => {
                    program.spread = Spread::Elliptical {
                        angle: [a.curve_or("angleX", 0.0), a.curve_or("angleY", 0.0)],
                        distribution: a.curve_or("distribution", 0.0),
                    }
                }
                ids::RECTANGULAR_SPREAD => {
                    program.spread = Spread::Rectangular {
                        angle: [a.curve_or("angleX", 0.0), a.curve_or("angleY", 0.0)],
                        distribution: a.curve_or("distribution", 0.0),
                    }
                }
                ids::PARTICLE_MODIFIER => {
                    program.modifier = ParticleModifier {
                        speed: a.curve_or("speed", 0.0),
                        scale: [
                            a.curve_or("scaleX", 1.0),
                            a.curve_or("scaleY", 1.0),
                            a.curve_or("scaleZ", 1.0),
                        ],
                        color: a.curve_or("color", 1.0),
                        uniform_scale: a.flag("uniformScale", false),
                    }
                }
                ids::PARTICLE_ACCELERATION
                | ids::PARTICLE_SPEED
                | ids::PARTICLE_SPEED_RANDOM_TURNS
                | ids::PARTICLE_SPEED_PARTIAL_FOLLOW
                | ids::PARTICLE_ACCELERATION_RANDOM_TURNS
                | ids::PARTICLE_ACCELERATION_PARTIAL_FOLLOW => {
                    program.particle_movement = Some(particle_movement(&a))
                }
                ids::SELECT_ALL_NODES => program.selection = Some(ChildSelection::All),
                ids::SELECT_RANDOM_NODE => {
                    let weights = action
                        .section10s
                        .first()
                        .map(|l| l.iter().map(|f| f.as_i32()).collect())
                        .unwrap_or_default();
                    program.selection = Some(ChildSelection::Random { weights });
                }
                // 130 is in every basic config and nothing is known of it.
                ids::UNK130 => {}
                ids::NODE_SOUND => {
                    program.sounds.on_activation = Some(a.int("sound", 0));
                    self.note(path, &a, "is a sound: listed when it fires, not played");
                }
                ids::EMISSION_SOUND => {
                    program.sounds.on_emission = Some(a.int("sound", 0));
                    self.note(path, &a, "is a sound: listed when it fires, not played");
                }
                ids::PARTICLE_FORCE_SPEED | ids::PARTICLE_FORCE_ACCELERATION => {
                    let accelerates = a.action_type == ids::PARTICLE_FORCE_ACCELERATION;
                    let (amount, multiplier) = if accelerates {
                        ("acceleration", "accelerationMultiplier")
                    } else {
                        ("speed", "speedMultiplier")
                    };
                    program.particle_force = Some(ParticleForce {
                        accelerates,
                        amount: a.curve_or(amount, 0.0),
                        multiplier: a.curve_or(multiplier, 1.0),
                    });
                }
                ids::LEVELS_OF_DETAIL_THRESHOLDS => {
                    program.attributes.duration = a.curve_or("duration", -1.0);
                    let t = |name: &str| a.int(name, 10_000) as f32;
                    program.levels_of_detail = Some(LevelsOfDetail {
                        thresholds: [
                            t("threshold0"),
                            t("threshold1"),
                            t("threshold2"),
                            t("threshold3"),
                            t("threshold4"),
                        ],
                    });
                }
                ids::NODE_ATTACH_TO_CAMERA => {
                    program.attach_to_camera = Some(a.flag("followRotation", true))
                }
                ids::WATER_INTERACTION => {
                    program.water = Some(WaterPush {
                        texture: a.int("texture", 50004),
                        depth: a.float("depth", 1.0),
                        scale: a.float("scale", 1.0),
                        descent: a.float("descent", 0.15),
                        duration: a.float("duration", 0.15),
                    });
                    self.note(
                        path,
                        &a,
                        "pushes water, which a preview has none of: the push is listed with each frame, not drawn",
                    );
                }
                ids::FORCE_COLLISION => self.note(
                    path,
                    &a,
                    "only tells the game whether its node is inside a force volume: a preview has nothing to tell",
                ),
                t => match AppearanceKind::from_action(t) {
                    Some(kind) => {
                        // A model's animation is not read: it is drawn still, and said so.
                        let (anibnd, animation) = (a.int("anibnd", 0), a.int("animation", 0));
                        if kind == AppearanceKind::Model && (anibnd != 0 || animation != 0) {
                            self.unsupported.push(UnsupportedAction::new(
                                path,
                                a.action_type,
                                &a.name,
                                Some(format!("anibnd {anibnd}, animation {animation}")),
                                "plays an animation, which is not read: the model is drawn in its bind pose",
                            ));
                        }
                        self.note_fields(path, &a, kind);
                        let params = AppearanceParams::from_action(kind, &a);
                        program.appearance = Some(Appearance {
                            kind,
                            params,
                            action: a,
                        })
                    }
                    None => self.ignore(path, &a, "is not simulated by fxr-view yet"),
                },
            }
        }
        Ok(program)
    }
}

pub(crate) fn node_movement(a: &ActionData) -> NodeMovement {
    let accelerates = matches!(
        a.action_type,
        ids::NODE_ACCELERATION
            | ids::NODE_ACCELERATION_RANDOM_TURNS
            | ids::NODE_ACCELERATION_PARTIAL_FOLLOW
            | ids::NODE_ACCELERATION_SPIN
    );
    NodeMovement {
        action_type: a.action_type,
        speed_z: a.curve_or("speedZ", 0.0),
        acceleration_z: if accelerates {
            a.curve_or("accelerationZ", 0.0)
        } else {
            a.curve_or("speedMultiplierZ", 1.0)
        },
        acceleration_multiplier_z: a.curve_or("accelerationMultiplierZ", 1.0),
        accelerates,
        acceleration_y: a.curve_or("accelerationY", 0.0),
        angular_speed: [
            a.curve_or("angularSpeedX", 0.0),
            a.curve_or("angularSpeedY", 0.0),
            a.curve_or("angularSpeedZ", 0.0),
        ],
        angular_speed_multiplier: [
            a.curve_or("angularSpeedMultiplierX", 1.0),
            a.curve_or("angularSpeedMultiplierY", 1.0),
            a.curve_or("angularSpeedMultiplierZ", 1.0),
        ],
        translation: a.curve("translation").cloned(),
        max_turn_angle: a.curve_or("maxTurnAngle", 0.0),
        // The library gives the turn interval as an integer of 0.02 s steps (Inferred).
        turn_interval: a.int("turnInterval", 0).max(0) as f32 * 0.02,
        align_with_motion: a.int("alignWithMotion", 0) == 1,
    }
}

pub(crate) fn particle_movement(a: &ActionData) -> ParticleMovement {
    let accelerates = matches!(
        a.action_type,
        ids::PARTICLE_ACCELERATION
            | ids::PARTICLE_ACCELERATION_RANDOM_TURNS
            | ids::PARTICLE_ACCELERATION_PARTIAL_FOLLOW
    );
    ParticleMovement {
        action_type: a.action_type,
        gravity: a.curve_or("gravity", 0.0),
        along: if accelerates {
            a.curve_or("acceleration", 0.0)
        } else {
            a.curve_or("speed", 0.0)
        },
        along_multiplier: if accelerates {
            a.curve_or("accelerationMultiplier", 1.0)
        } else {
            a.curve_or("speedMultiplier", 1.0)
        },
        accelerates,
        max_turn_angle: a.curve_or("maxTurnAngle", 0.0),
        turn_interval: a.int("turnInterval", 0).max(0) as f32 * 0.02,
        follow_factor: a.curve_or("followFactor", 0.0),
    }
}

pub(crate) fn emitter_shape(a: &ActionData) -> EmitterShape {
    match a.action_type {
        ids::DISK_EMITTER_SHAPE => EmitterShape::Disk {
            radius: a.curve_or("radius", 1.0),
            distribution: a.curve_or("distribution", 0.0),
        },
        ids::RECTANGLE_EMITTER_SHAPE => EmitterShape::Rectangle {
            size: [a.curve_or("sizeX", 1.0), a.curve_or("sizeY", 1.0)],
            distribution: a.curve_or("distribution", 0.0),
        },
        ids::SPHERE_EMITTER_SHAPE => EmitterShape::Sphere {
            radius: a.curve_or("radius", 1.0),
            inside: a.flag("emitInside", true),
        },
        ids::BOX_EMITTER_SHAPE => EmitterShape::Box {
            size: [
                a.curve_or("sizeX", 1.0),
                a.curve_or("sizeY", 1.0),
                a.curve_or("sizeZ", 1.0),
            ],
            inside: a.flag("emitInside", true),
        },
        ids::CYLINDER_EMITTER_SHAPE => EmitterShape::Cylinder {
            radius: a.curve_or("radius", 1.0),
            height: a.curve_or("height", 1.0),
            inside: a.flag("emitInside", true),
            y_axis: a.flag("yAxis", true),
        },
        _ => EmitterShape::Point,
    }
}

/// Compiles an effect for playback; references to other effects are reported as missing.
pub fn compile(fxr: &Fxr) -> Result<EffectProgram, CompileError> {
    compile_with(fxr, None)
}

/// Compiles an effect, resolving its references to other effects with `resolver`.
pub fn compile_with(
    fxr: &Fxr,
    resolver: Option<&EffectResolver<'_>>,
) -> Result<EffectProgram, CompileError> {
    let mut unsupported = Vec::new();
    let mut compiler = Compiler {
        game: fxr.game,
        ids: CurveIds::default(),
        unsupported: &mut unsupported,
        resolver,
        referencing: vec![fxr.id],
    };
    let root = compiler.node(&fxr.root, String::new())?;
    let mut rate_of_time = c(1.0);
    let mut initial_simulation_time = 0.0;
    for action in &fxr.root.actions {
        if action.action_type == ids::UNK10500 {
            let a = ActionData::compile(action, fxr.game, &mut compiler.ids)?;
            rate_of_time = a.curve_or("rateOfTime", 1.0);
            // Stored in 1/30 s steps by DS3, Sekiro and Elden Ring, in seconds by AC6
            // (docs/fxr-actions.md, 10500).
            initial_simulation_time = if fxr.game == Game::ArmoredCore6 {
                a.float("initialSimulationTime", 0.0)
            } else {
                a.int("initialSimulationTime", 0) as f32 / 30.0
            };
        }
    }
    let states = fxr
        .states
        .iter()
        .map(|s| StateProgram {
            conditions: s
                .conditions
                .iter()
                .map(|c| ConditionProgram {
                    comparison: (c.operator.0 & 3) as u8,
                    negated: c.operator.0 & 0b1000 != 0,
                    next_state: c.next_state,
                    left: c.left,
                    right: c.right,
                })
                .collect(),
        })
        .collect();
    let mut nodes = Vec::new();
    root.walk(&mut nodes);
    let particles_feel_forces = nodes
        .iter()
        .any(|n| n.configs.iter().any(|c| c.particle_force.is_some()));
    Ok(EffectProgram {
        id: fxr.id,
        game: fxr.game,
        states,
        root,
        rate_of_time,
        initial_simulation_time: initial_simulation_time.clamp(0.0, 600.0),
        unsupported,
        particles_feel_forces,
    })
}
