//! An FXR file compiled for playback: the node tree with each config's actions turned into
//! typed parameters and curves. Built once per effect; playback only reads it.
//!
//! What each action means comes from the `fxr` library's definitions (docs/fxr-actions.md);
//! where the library is silent the choice is ours and says so at the place it is made.

use super::action::ActionData;
use super::appearance::{Appearance, AppearanceKind, AppearanceParams};
use super::curve::{Curve, CurveIds};
use fxr_formats::FormatError;
use fxr_formats::fxr::actions::ids;
use fxr_formats::fxr::{ConfigType, Fxr, Game, Node, NodeType, Operand, STATE_CONFIG_MAP};
use glam::Vec3;

/// A whole effect ready to play.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EffectProgram {
    /// The effect id.
    pub id: i32,
    /// The game the file was made for.
    pub game: Game,
    /// The state machine.
    pub states: Vec<StateProgram>,
    /// The root node.
    pub root: NodeProgram,
    /// 10500's rate of time: the effect's whole clock runs this much faster (1 when absent).
    pub rate_of_time: Curve,
    /// 10500's initial simulation time: the effect starts as if it had run this long.
    pub initial_simulation_time: f32,
    /// Actions that playback does not simulate, with where they are.
    pub unsupported: Vec<UnsupportedAction>,
    /// Whether some config's particles feel the force volumes (732/734): the step gathers
    /// the volumes only then.
    pub particles_feel_forces: bool,
}

/// An action playback ignores, reported so nothing is dropped silently.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct UnsupportedAction {
    /// The node's path ("0/2/1": child indices from the root).
    pub node: String,
    /// The action type.
    pub action_type: i16,
    /// Its name in the definitions (`SFXReference`).
    pub name: String,
    /// What the action refers to, where that matters to the reason (`effect 523740`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub detail: Option<String>,
    /// Why it is not simulated, as the end of a sentence ("is a sound: not played").
    pub reason: &'static str,
    /// Whether playback takes the action in part (a sound listed but not played, a field
    /// not read); false when it ignores the action altogether.
    pub partial: bool,
    /// The whole sentence, for people: where, what, why
    /// ("Node 0/2: SFXReference (action 132, effect 523740) is not played: ...").
    pub message: String,
}

impl UnsupportedAction {
    /// The report of action `action_type` (named `name`) of the node at `node`.
    pub fn new(
        node: &str,
        action_type: i16,
        name: &str,
        detail: Option<String>,
        reason: &'static str,
    ) -> Self {
        let place = if node.is_empty() {
            "The root node".to_string()
        } else {
            format!("Node {node}")
        };
        let what = match &detail {
            Some(d) => format!("action {action_type}, {d}"),
            None => format!("action {action_type}"),
        };
        UnsupportedAction {
            node: node.to_string(),
            action_type,
            name: name.to_string(),
            message: format!("{place}: {name} ({what}) {reason}."),
            detail,
            reason,
            partial: true,
        }
    }

    /// The same report for an action playback ignores altogether.
    pub fn ignored(self) -> Self {
        UnsupportedAction {
            partial: false,
            ..self
        }
    }
}

/// One state: conditions tried in order; the first true one moves to its next state.
#[derive(Debug, Clone, serde::Serialize)]
pub struct StateProgram {
    /// The conditions.
    pub conditions: Vec<ConditionProgram>,
}

/// A state transition condition.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ConditionProgram {
    /// The comparison: 0 `!=`, 1 `==`, 2 `>=`, 3 `>` (bits 0-1 of the stored operator).
    pub comparison: u8,
    /// Whether the result is negated. Inferred from the data: every sample stores 11
    /// (`>` with bit 3 set) comparing the literal 1 with the Terminate external value (0
    /// while an effect plays), which only makes sense as "terminate when Terminate >= 1",
    /// i.e. bit 3 negates.
    pub negated: bool,
    /// The state to go to (-1 ends the effect).
    pub next_state: i32,
    /// Left operand.
    pub left: Operand,
    /// Right operand.
    pub right: Operand,
}

/// A node of the tree.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NodeProgram {
    /// Child indices from the root, joined by '/' ("" for the root).
    pub path: String,
    /// The node's type.
    pub node_type: NodeType,
    /// Its configs.
    pub configs: Vec<ConfigProgram>,
    /// From the StateConfigMap (199): the config index for each state; empty means config 0.
    pub state_configs: Vec<i32>,
    /// Its children.
    pub children: Vec<NodeProgram>,
    /// For a proxy node (2001): the referenced effect's id (action 132).
    pub sfx_reference: Option<i32>,
}

impl NodeProgram {
    /// The config index active in `state`: the StateConfigMap's entry (none: config 0, a
    /// negative entry: the node is off in that state).
    pub fn config_index(&self, state: usize) -> Option<usize> {
        let index = if self.state_configs.is_empty() {
            0
        } else {
            usize::try_from(*self.state_configs.get(state)?).ok()?
        };
        (index < self.configs.len()).then_some(index)
    }

    /// Every node of the subtree, depth first.
    pub fn walk<'a>(&'a self, out: &mut Vec<&'a NodeProgram>) {
        out.push(self);
        for c in &self.children {
            c.walk(out);
        }
    }
}

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
    fn from_raw(v: i32) -> Self {
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
    fn from_action(a: &ActionData) -> Self {
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
    fn from_raw(v: i32) -> Self {
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
    fn neutral() -> Self {
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

/// One config of a node: its actions, compiled.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ConfigProgram {
    /// The config's type.
    pub config_type: ConfigType,
    /// NodeAttributes.
    pub attributes: NodeAttributes,
    /// NodeTransform.
    pub transform: NodeTransform,
    /// Node movement.
    pub movement: Option<NodeMovement>,
    /// Emitter.
    pub emitter: Emitter,
    /// Emitter shape.
    pub shape: EmitterShape,
    /// The shape's initial direction rule.
    pub direction: InitialDirection,
    /// Spread.
    pub spread: Spread,
    /// Particle modifier.
    pub modifier: ParticleModifier,
    /// Particle attributes.
    pub particle_attributes: ParticleAttributes,
    /// Particle movement.
    pub particle_movement: Option<ParticleMovement>,
    /// Appearance.
    pub appearance: Option<Appearance>,
    /// Node emitter selection.
    pub selection: Option<ChildSelection>,
    /// 732/734: how force volumes move the particles.
    pub particle_force: Option<ParticleForce>,
    /// 133: the levels of detail (a LevelsOfDetail config).
    pub levels_of_detail: Option<LevelsOfDetail>,
    /// 46 NodeAttachToCamera: the node sits at the camera (true: it turns with it too).
    pub attach_to_camera: Option<bool>,
    /// 75/81: sounds.
    pub sounds: SoundActions,
    /// 10013: a water push.
    pub water: Option<WaterPush>,
}

/// Why compiling an effect failed: a property the reader accepted but playback cannot decode.
pub type CompileError = FormatError;

/// Finds a referenced effect by id (action 132), e.g. among the files a user opened.
pub type EffectResolver<'r> = dyn Fn(i32) -> Option<std::sync::Arc<Fxr>> + 'r;

/// How deep proxies may nest (a reference cycle stops here too).
const MAX_REFERENCE_DEPTH: usize = 8;

struct Compiler<'a, 'r> {
    game: Game,
    ids: CurveIds,
    unsupported: &'a mut Vec<UnsupportedAction>,
    resolver: Option<&'r EffectResolver<'r>>,
    /// The ids of the effects being compiled, outermost first (to stop cycles).
    referencing: Vec<i32>,
}

fn c(value: f32) -> Curve {
    Curve::constant([value; 4], 1)
}

impl Compiler<'_, '_> {
    /// Reports an action playback ignores altogether.
    fn ignore(&mut self, node: &str, a: &ActionData, reason: &'static str) {
        self.unsupported
            .push(UnsupportedAction::new(node, a.action_type, &a.name, None, reason).ignored());
    }

    /// Reports what playback does not take of an action it plays.
    fn note(&mut self, node: &str, a: &ActionData, reason: &'static str) {
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
    fn note_fields(&mut self, path: &str, a: &ActionData, kind: AppearanceKind) {
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

    fn node(&mut self, node: &Node, path: String) -> Result<NodeProgram, CompileError> {
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
    fn referenced(&mut self, id: i32, path: &str) -> Result<Vec<NodeProgram>, CompileError> {
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

    fn config(
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

fn node_movement(a: &ActionData) -> NodeMovement {
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

fn particle_movement(a: &ActionData) -> ParticleMovement {
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

fn emitter_shape(a: &ActionData) -> EmitterShape {
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

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::fxr::{Action, Config, Field, FxrVersion, LayoutStyle};
    use fxr_formats::testutil::sample;
    use std::sync::Arc;

    fn effect_with_proxy(id: i32, target: i32) -> Fxr {
        let mut proxy = Node::new(NodeType::Proxy);
        let mut reference = Action::new(132);
        reference.fields1 = vec![Field::from_i32(target)];
        proxy.actions.push(reference);
        let mut root = Node::new(NodeType::Root);
        root.children.push(proxy);
        Fxr {
            version: FxrVersion::V5,
            id,
            game: Game::EldenRing,
            states: vec![],
            root,
            sfx_references: vec![target],
            external_values1: vec![],
            external_values2: vec![],
            layout_style: LayoutStyle::Legacy,
            file_layout: None,
        }
    }

    fn effect_with_basic_node(id: i32) -> Fxr {
        let mut basic = Node::new(NodeType::Basic);
        basic.configs.push(Config {
            config_type: ConfigType::Basic,
            actions: vec![Action::new(128)],
        });
        let mut fxr = effect_with_proxy(id, 0);
        fxr.root.children = vec![basic];
        fxr
    }

    #[test]
    fn references_are_grafted_under_the_proxy_and_reported_when_missing_or_cyclic() {
        let target = Arc::new(effect_with_basic_node(2));
        let lookup = |id: i32| (id == 2).then(|| target.clone());
        let program = compile_with(&effect_with_proxy(1, 2), Some(&lookup)).unwrap();
        let proxy = &program.root.children[0];
        assert_eq!(proxy.sfx_reference, Some(2));
        assert_eq!(proxy.children.len(), 1);
        assert_eq!(proxy.children[0].path, "0/@2/0");
        assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);

        let missing = compile(&effect_with_proxy(1, 9)).unwrap();
        assert_eq!(
            missing.unsupported[0].message,
            "Node 0: SFXReference (action 132, effect 9) is not played: the referenced effect is not among the opened files."
        );

        let cyclic = Arc::new(effect_with_proxy(3, 3));
        let lookup = |id: i32| (id == 3).then(|| cyclic.clone());
        let program = compile_with(&cyclic, Some(&lookup)).unwrap();
        assert!(
            program
                .unsupported
                .iter()
                .any(|u| u.reason.contains("reference makes a cycle"))
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn compiles_the_real_effects_and_lists_what_it_does_not_simulate() {
        for path in [
            "er/f000523390.fxr",
            "ac6/f006081003.fxr",
            "ds3/f000032210.fxr",
        ] {
            let Some(data) = sample(path) else { return };
            let fxr = fxr_formats::fxr::read(&data).unwrap();
            let program = compile(&fxr).unwrap();
            let mut nodes = Vec::new();
            program.root.walk(&mut nodes);
            assert_eq!(nodes.len(), fxr.nodes().len(), "{path}");
            let appearances = nodes
                .iter()
                .flat_map(|n| &n.configs)
                .filter(|c| c.appearance.is_some())
                .count();
            assert!(appearances > 0, "{path}");
            if path.starts_with("er") {
                // The Elden Ring sample's sound node (75) is reported, not dropped.
                assert!(
                    program.unsupported.iter().any(|u| u.action_type == 75),
                    "{:?}",
                    program.unsupported
                );
                assert_eq!(program.states.len(), 1);
                assert!(program.states[0].conditions[0].negated);
            }
            if path.starts_with("ac6") {
                // Its model (605) is simulated.
                assert!(
                    !program.unsupported.iter().any(|u| u.action_type == 605),
                    "{:?}",
                    program.unsupported
                );
            }
        }
    }

    /// A model that plays an animation is drawn still and reported; one that does not, not.
    #[test]
    fn an_animated_model_is_reported_and_still_drawn() {
        use fxr_demo::builder::{ActionBuilder, single_node_effect};
        for animation in [0, 3] {
            let model = ActionBuilder::new(605, Game::EldenRing)
                .and_then(|a| a.int("animation", animation))
                .unwrap()
                .build();
            let fxr = single_node_effect(7, Game::EldenRing, [model]).unwrap();
            let bytes = fxr_formats::fxr::write(&fxr).unwrap();
            let mut read = fxr_formats::fxr::read(&bytes).unwrap();
            read.game = Game::EldenRing;
            let program = compile(&read).unwrap();
            let reported: Vec<_> = program
                .unsupported
                .iter()
                .filter(|u| u.action_type == 605)
                .collect();
            assert_eq!(reported.len(), usize::from(animation != 0), "{reported:?}");
            if let Some(u) = reported.first() {
                assert_eq!(u.detail.as_deref(), Some("anibnd 0, animation 3"));
            }
            let appearance = program.root.children[0].configs[0].appearance.as_ref();
            assert_eq!(appearance.map(|a| a.kind), Some(AppearanceKind::Model));
        }
    }
}
