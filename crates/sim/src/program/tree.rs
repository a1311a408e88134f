//! The compiled effect's tree: the effect, its states and their conditions, its nodes and
//! their configs, and what playback does not simulate.

use crate::appearance::Appearance;
use crate::curve::Curve;
use fxr_formats::FormatError;
use fxr_formats::fxr::{ConfigType, Fxr, Game, NodeType, Operand};

use super::actions::{
    ChildSelection, Emitter, EmitterShape, InitialDirection, LevelsOfDetail, NodeAttributes,
    NodeMovement, NodeTransform, ParticleAttributes, ParticleForce, ParticleModifier,
    ParticleMovement, SoundActions, Spread, WaterPush,
};
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
