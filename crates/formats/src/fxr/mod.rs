//! FXR effect files: version 5 (Sekiro, Elden Ring, Armored Core 6, Nightreign) and version 4
//! (Dark Souls 3), read into a tree and written back byte for byte.
//!
//! An effect is a tree of [`Node`]s. Each node holds node-level [`Action`]s and [`Config`]s (a
//! Basic config holds 15 action slots: attributes, transform, emitter, appearance, …). An
//! action holds untyped 4-byte [`Field`]s and animatable [`Property`]s; a property may carry
//! [`Modifier`]s. The file's [`State`]s (with their [`Condition`]s) select which config of
//! each node is active.
//!
//! # Layout (little-endian; offsets are absolute)
//!
//! Header (0x70 bytes in version 4, 0x90 in version 5); every (offset, count) pair is two i32:
//!
//! | offset | type | meaning |
//! |---|---|---|
//! | 0x00 | 4 bytes | `"FXR\0"` |
//! | 0x04 | i16 | 0, or 1 in Nightreign |
//! | 0x06 | u16 | version: 4 (Dark Souls 3) or 5 |
//! | 0x08 | i32 | 1 |
//! | 0x0C | i32 | effect id |
//! | 0x10 | i32, i32 | state list offset, 1 |
//! | 0x18 | i32, i32 | states offset, count |
//! | 0x20 | i32, i32 | conditions offset, count |
//! | 0x28 | i32, i32 | nodes offset (the root is the first), count |
//! | 0x30 | i32, i32 | configs offset, count |
//! | 0x38 | i32, i32 | actions offset, count |
//! | 0x40 | i32, i32 | properties offset, count |
//! | 0x48 | i32, i32 | modifiers offset, count |
//! | 0x50 | i32, i32 | modifier properties offset, count |
//! | 0x58 | i32, i32 | section 10 offset, count |
//! | 0x60 | i32, i32 | fields offset, count (4-byte slots) |
//! | 0x68 | i32, i32 | 1, 0 |
//! | 0x70 | i32, i32 | v5: referenced effect ids offset, count |
//! | 0x78 | i32, i32 | v5: external values 1 offset, count |
//! | 0x80 | i32, i32 | v5: external values 2 offset, count |
//! | 0x88 | i32, i32 | v5: unknown offset (0), count (0) |
//!
//! Records (record offsets are u64; "0/1" are the bytes 0 and 1):
//!
//! | record | size | layout |
//! |---|---|---|
//! | state list | 0x10 | i32 0, i32 state count, u64 states offset |
//! | state | 0x10 | i32 0, i32 condition count, u64 conditions offset |
//! | condition | 0x60 | i16 operator, 0/1, i32 0, i32 next state @0x08, i32 0; left operand @0x10, right operand @0x38 |
//! | operand | 0x28 | i16 type, 0/1, i32 0, i32 has value @0x08, i32 0, u64 value offset @0x10, 16 zero bytes |
//! | node | 0x30 | i16 type, 0/1, i32 0, i32 config count, i32 action count, i32 child count, i32 0, u64 configs, u64 actions, u64 children |
//! | config | 0x20 | i16 type, 0/1, i32 0, i32 0, i32 action count, i32 0, i32 0, u64 actions |
//! | action | 0x40 | i16 type, u8 unk02, u8 unk03, i32 unk04, i32 fields1 count, i32 section 10 count, i32 properties1 count, i32 fields2 count, i32 0, i32 properties2 count, u64 fields (fields1 then fields2), u64 section 10s, u64 properties (properties1 then properties2), u64 0 |
//! | property | 0x28 | u16 type enum A (bits 0–1 value type, 4–7 function, 12 loop), 0/1, u32 type enum B, i32 field count, i32 0, u64 fields, u64 modifiers, i32 modifier count, i32 0 |
//! | modifier property | 0x18 | the first 0x18 bytes of a property |
//! | modifier | 0x20 | u16 type enum A, 0/1, u32 type enum B, i32 field count, i32 property count, u64 fields, u64 properties |
//! | section 10 | 0x10 | u64 fields, i32 count, i32 0 |
//!
//! Each section is a packed array padded to 16 bytes, in the header's order, followed in
//! version 5 by the three i32 lists. The order of records within the sections, and where an
//! empty list points, is what the games' own files do; see `write.rs` for the exact traversal.

pub mod actions;
mod detect;
pub mod diff;
pub mod edit;
pub mod library_json;
pub mod property;
mod read;
pub mod transform;
mod write;

pub use detect::detect_game;
pub use diff::{ChangeKind, EffectChange, EffectDiff, diff};
pub use property::{
    ComponentCurve, ComponentKeyframes, FieldsLayout, Keyframes, Modifier, ModifierType,
    ModifierValue, Property, PropertyFunction, PropertyValue, ValueType,
};
pub use read::{ID_HEADER_SIZE, MAX_NODE_DEPTH, peek_id, read, read_with_limits};
pub use write::write;

/// The format name errors are reported under.
pub const FORMAT: &str = "FXR";

/// The file format version (the u16 at 0x06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FxrVersion {
    /// 4: Dark Souls 3 (0x70-byte header, no trailing lists).
    V4 = 4,
    /// 5: Sekiro, Elden Ring, Armored Core 6, Nightreign.
    V5 = 5,
}

impl FxrVersion {
    /// The raw value.
    pub const fn raw(self) -> u16 {
        self as u16
    }
}

/// The game a file was made for, detected from the file (see [`detect_game`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum Game {
    /// Dark Souls 3 (version 4).
    DarkSouls3,
    /// Sekiro: Shadows Die Twice.
    Sekiro,
    /// Elden Ring.
    EldenRing,
    /// Armored Core 6.
    ArmoredCore6,
    /// Elden Ring Nightreign (the i16 at 0x04 is 1).
    Nightreign,
    /// A version 5 file with no decisive sign of its game.
    Unknown,
}

impl Game {
    /// The games the action tables describe, in the order of
    /// [`actions::ActionInfo::layouts`].
    pub const WITH_TABLES: [Game; 5] = [
        Game::DarkSouls3,
        Game::Sekiro,
        Game::EldenRing,
        Game::ArmoredCore6,
        Game::Nightreign,
    ];

    /// Where the game's layouts are in [`actions::ActionInfo::layouts`]. A version 5 file
    /// with no decisive sign of its game is read with Elden Ring's (ours to choose: Elden
    /// Ring's tables are the most complete, and its layouts agree with Sekiro's and Armored
    /// Core 6's for most actions).
    pub fn table_index(self) -> usize {
        match self {
            Game::DarkSouls3 => 0,
            Game::Sekiro => 1,
            Game::EldenRing | Game::Unknown => 2,
            Game::ArmoredCore6 => 3,
            Game::Nightreign => 4,
        }
    }
}

/// Where the writer points empty lists. The games' tools differ here; the reader detects the
/// style of a file so that writing it back reproduces it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LayoutStyle {
    /// Dark Souls 3 and Elden Ring files: an empty list of action fields, action properties
    /// or property modifiers points where its records would be; an empty section 10 list
    /// points at the last non-empty one; empty property fields and modifier properties point
    /// at 0; the generated StateConfigMap (199) actions point their empty lists at 0.
    Legacy,
    /// Armored Core 6 files: every empty list points at 0, except a modifier's properties,
    /// which point where the records would be.
    Zeroed,
    /// What the `fxr` library's writer does (`FXR.toArrayBuffer` in its `src/fxr.ts`): a
    /// node's configs and children, an action's fields, a property's fields and modifiers, a
    /// section 10's fields and an operand's value point at 0 when empty; a node's and a
    /// config's actions, an action's section 10s and properties, and a modifier's fields and
    /// properties point where their records would be.
    Library,
}

impl LayoutStyle {
    /// The style the given game's files use (Armored Core 6 and later: [`LayoutStyle::Zeroed`]).
    pub fn for_game(game: Game) -> Self {
        match game {
            Game::ArmoredCore6 | Game::Nightreign => LayoutStyle::Zeroed,
            _ => LayoutStyle::Legacy,
        }
    }

    /// Whether this style points an empty list of `kind` at 0 (otherwise where its records
    /// would be, or for section 10s at the last non-empty list). `generated`: the list is a
    /// generated StateConfigMap (199) action's.
    pub fn zeroes_empty(self, kind: ListKind, generated: bool) -> bool {
        if self == LayoutStyle::Library {
            return matches!(
                kind,
                ListKind::NodeConfigs
                    | ListKind::NodeChildren
                    | ListKind::ActionFields
                    | ListKind::PropertyFields
                    | ListKind::PropertyModifiers
                    | ListKind::Section10Fields
                    | ListKind::LeftOperandValue
                    | ListKind::RightOperandValue
            );
        }
        let legacy = self == LayoutStyle::Legacy;
        match kind {
            ListKind::NodeConfigs
            | ListKind::NodeChildren
            | ListKind::PropertyFields
            | ListKind::LeftOperandValue
            | ListKind::RightOperandValue => true,
            ListKind::ActionFields | ListKind::ActionProperties => !legacy || generated,
            ListKind::NodeActions
            | ListKind::ConfigActions
            | ListKind::ActionSection10s
            | ListKind::PropertyModifiers
            | ListKind::ModifierFields
            | ListKind::Section10Fields => !legacy,
            ListKind::ModifierProperties => legacy,
        }
    }
}

/// A list of an FXR record (an offset and a count), as [`EmptyListAt`] names it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum ListKind {
    /// A node's configs.
    NodeConfigs,
    /// A node's own actions.
    NodeActions,
    /// A node's children.
    NodeChildren,
    /// A config's actions.
    ConfigActions,
    /// An action's fields (fields1 and fields2 together).
    ActionFields,
    /// An action's section 10 lists.
    ActionSection10s,
    /// An action's properties (properties1 and properties2 together).
    ActionProperties,
    /// A property's fields.
    PropertyFields,
    /// A property's modifiers.
    PropertyModifiers,
    /// A modifier's fields.
    ModifierFields,
    /// A modifier's properties.
    ModifierProperties,
    /// A section 10 list's fields.
    Section10Fields,
    /// A condition's left operand value (a list of none or one field).
    LeftOperandValue,
    /// A condition's right operand value.
    RightOperandValue,
}

/// How the file read laid out what carries no meaning to the game: where each of its empty
/// lists pointed, and the sections those offsets assume. The games' own files do not agree
/// within one game (some were written by other tools, and the games' exporters point some
/// lists differently by action), so the reader records each and the writer reproduces it.
/// Kept only to write files back byte for byte: while the sections are unchanged (values
/// edited, no record added or removed) every empty list points where it did; otherwise each
/// keeps pointing at 0 or not, as before, where the [`LayoutStyle`] puts it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FileLayout {
    /// The header's (offset, count) of each section, states to fields.
    pub sections: [(u32, u32); 11],
    /// Every empty list of the file, in the order read.
    pub empty_lists: Vec<EmptyListAt>,
    /// The order of the records and fields.
    #[serde(default)]
    pub record_order: RecordOrder,
}

/// The order of a file's records and fields: the games' own, or as some modding tools write
/// them. Either reads the same; the writer keeps a file's own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RecordOrder {
    /// The games' order: configs and actions node by node in pre-order; fields: the condition
    /// operands, then per node in pre-order its configs' actions before its own, each action's
    /// fields followed by its section 10s' and its properties' (each with its modifiers'; the
    /// write module's documentation); section 10 records in that order too.
    #[default]
    Game,
    /// As some modding tools write them: configs and actions node by node in node record order,
    /// section 10 records in action order, and the fields grouped by record kind, each kind in
    /// record order (the condition operands, every action's fields, every property's, every
    /// modifier's, every modifier property's, every section 10's). Files written so share no
    /// property fields and keep no stale values. Where a modifier's properties go is Inferred
    /// (no such file with one was seen): after the modifiers'.
    Grouped,
}

/// Where an empty list of the file read pointed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EmptyListAt {
    /// Which list of the record.
    pub kind: ListKind,
    /// The record's offset in the file.
    pub record: u32,
    /// The offset the list held (0, or somewhere its records are not).
    pub at: u32,
}

/// A parsed FXR file. Two are equal when everything but [`Fxr::file_layout`] is (where a
/// file's empty lists pointed means nothing to the game).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Fxr {
    /// The format version.
    pub version: FxrVersion,
    /// The effect id (also the number in the file name, `f000523390.fxr`).
    pub id: i32,
    /// The game the file was made for. Writing uses it only for the Nightreign marker at 0x04.
    pub game: Game,
    /// The states; a node's StateConfigMap action maps each state to one of its configs.
    pub states: Vec<State>,
    /// The root node (type Root).
    pub root: Node,
    /// Ids of the effects this one references (v5; empty in v4).
    pub sfx_references: Vec<i32>,
    /// The external values the effect reads (v5; empty in v4).
    pub external_values1: Vec<i32>,
    /// The second list of external values (v5; empty in v4).
    pub external_values2: Vec<i32>,
    /// Where the writer points empty lists.
    pub layout_style: LayoutStyle,
    /// How the file read laid out its empty lists; `None` for anything built in code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_layout: Option<FileLayout>,
}

impl PartialEq for Fxr {
    fn eq(&self, other: &Self) -> bool {
        // Spelled out so that a field added later is compared unless it is left out here.
        let Fxr {
            version,
            id,
            game,
            states,
            root,
            sfx_references,
            external_values1,
            external_values2,
            layout_style,
            file_layout: _,
        } = self;
        *version == other.version
            && *id == other.id
            && *game == other.game
            && *states == other.states
            && *root == other.root
            && *sfx_references == other.sfx_references
            && *external_values1 == other.external_values1
            && *external_values2 == other.external_values2
            && *layout_style == other.layout_style
    }
}

impl Fxr {
    /// Every node of the tree, the root first, in depth-first order.
    pub fn nodes(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        self.root.collect_nodes(&mut out);
        out
    }

    /// Every action of the tree (node actions and config actions), depth first.
    pub fn actions(&self) -> Vec<&Action> {
        self.nodes()
            .into_iter()
            .flat_map(Node::all_actions)
            .collect()
    }

    /// Every property of the tree, including modifier-owned ones.
    pub fn properties(&self) -> Vec<&Property> {
        fn add<'a>(p: &'a Property, out: &mut Vec<&'a Property>) {
            out.push(p);
            for m in &p.modifiers {
                for q in &m.properties {
                    add(q, out);
                }
            }
        }
        let mut out = Vec::new();
        for action in self.actions() {
            for p in action.properties() {
                add(p, &mut out);
            }
        }
        out
    }
}

/// A state: it stays active while all its conditions hold.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct State {
    /// The conditions, checked in order.
    pub conditions: Vec<Condition>,
}

/// A condition of a state; when it fails, `next_state` becomes active.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Condition {
    /// The operator, raw.
    pub operator: ConditionOperator,
    /// The state to move to when the condition fails; -1 for none (the effect ends).
    pub next_state: i32,
    /// The left operand.
    pub left: Operand,
    /// The right operand.
    pub right: Operand,
}

/// A condition's operator i16: bits 0–1 the comparison, bits 2–3 unknown (2 in vanilla
/// Elden Ring; 3 reportedly makes the condition always true).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ConditionOperator(pub i16);

/// The comparison of a condition (`left OP right`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Comparison {
    /// 0: `!=`.
    NotEqual,
    /// 1: `==`.
    Equal,
    /// 2: `>=`.
    GreaterOrEqual,
    /// 3: `>`.
    Greater,
}

impl ConditionOperator {
    /// An operator with the given comparison and the unknown bits set to 2, as in Elden Ring.
    pub const fn new(comparison: Comparison) -> Self {
        ConditionOperator(comparison as i16 | 2 << 2)
    }

    /// The comparison (bits 0–1).
    pub const fn comparison(self) -> Comparison {
        match self.0 & 3 {
            0 => Comparison::NotEqual,
            1 => Comparison::Equal,
            2 => Comparison::GreaterOrEqual,
            _ => Comparison::Greater,
        }
    }

    /// The unknown bits 2–3.
    pub const fn unknown_bits(self) -> u8 {
        ((self.0 >> 2) & 3) as u8
    }
}

/// An operand of a condition.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Operand {
    /// Type -4: a literal float.
    Literal(f32),
    /// Type -3: the value of an external value (its id).
    External(i32),
    /// Type -1: the time the state has been active, in seconds.
    StateTime,
    /// Any other combination of type and value (type -2 is unknown, possibly time of day),
    /// kept raw: the type and the value's raw bits if the operand has one.
    Unknown {
        /// The operand's type.
        raw_type: i16,
        /// The value's 4 raw bytes, if the operand has a value.
        value: Option<u32>,
    },
}

impl Operand {
    /// The operand's type value and its value's raw bits, as stored.
    pub fn raw(self) -> (i16, Option<u32>) {
        match self {
            Operand::Literal(v) => (-4, Some(v.to_bits())),
            Operand::External(id) => (-3, Some(id as u32)),
            Operand::StateTime => (-1, None),
            Operand::Unknown { raw_type, value } => (raw_type, value),
        }
    }

    /// The operand for a stored type and value.
    pub fn from_raw(raw_type: i16, value: Option<u32>) -> Self {
        match (raw_type, value) {
            (-4, Some(bits)) => Operand::Literal(f32::from_bits(bits)),
            (-3, Some(id)) => Operand::External(id as i32),
            (-1, None) => Operand::StateTime,
            (raw_type, value) => Operand::Unknown { raw_type, value },
        }
    }
}

/// The type of a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum NodeType {
    /// 2000: the root of the tree.
    Root,
    /// 2001: shows another effect (action 132 SFXReference).
    Proxy,
    /// 2002: shows one child at a time by distance.
    LevelsOfDetail,
    /// 2200: transforms, emits particles, has children.
    Basic,
    /// 2202: an emitter shared by its children.
    NodeEmitter,
    /// Any other value, kept raw.
    Unknown(i16),
}

impl NodeType {
    /// The type for a raw value.
    pub const fn from_raw(raw: i16) -> Self {
        match raw {
            2000 => NodeType::Root,
            2001 => NodeType::Proxy,
            2002 => NodeType::LevelsOfDetail,
            2200 => NodeType::Basic,
            2202 => NodeType::NodeEmitter,
            other => NodeType::Unknown(other),
        }
    }

    /// The raw value.
    pub const fn raw(self) -> i16 {
        match self {
            NodeType::Root => 2000,
            NodeType::Proxy => 2001,
            NodeType::LevelsOfDetail => 2002,
            NodeType::Basic => 2200,
            NodeType::NodeEmitter => 2202,
            NodeType::Unknown(raw) => raw,
        }
    }
}

/// A node of the effect tree.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Node {
    /// The node's type.
    pub node_type: NodeType,
    /// The configs; the state selects one (through the node's StateConfigMap action).
    pub configs: Vec<Config>,
    /// Node-level actions: the root's 700–702/10100/10400/10500, or a StateConfigMap (199).
    pub actions: Vec<Action>,
    /// Child nodes.
    pub children: Vec<Node>,
}

impl Node {
    /// An empty node of a type.
    pub fn new(node_type: NodeType) -> Self {
        Node {
            node_type,
            configs: Vec::new(),
            actions: Vec::new(),
            children: Vec::new(),
        }
    }

    /// This node's actions followed by its configs' actions.
    pub fn all_actions(&self) -> impl Iterator<Item = &Action> {
        self.actions
            .iter()
            .chain(self.configs.iter().flat_map(|c| c.actions.iter()))
    }

    /// The number of nodes in this subtree, this one included.
    pub fn count_nodes(&self) -> usize {
        1 + self.children.iter().map(Node::count_nodes).sum::<usize>()
    }

    fn collect_nodes<'a>(&'a self, out: &mut Vec<&'a Node>) {
        out.push(self);
        for child in &self.children {
            child.collect_nodes(out);
        }
    }
}

/// The type of a config (called "effect" in other tools).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ConfigType {
    /// 1002: the thresholds of a LevelsOfDetail node.
    LevelsOfDetail,
    /// 1004: 15 action slots (attributes, transform, movement, audio, emitter, emitter shape,
    /// direction spread, particle modifier, particle attributes, appearance, particle movement,
    /// emission audio, unk130, node force movement, particle force movement).
    Basic,
    /// 1005: the config of a NodeEmitter node.
    NodeEmitter,
    /// Any other value, kept raw.
    Unknown(i16),
}

impl ConfigType {
    /// The type for a raw value.
    pub const fn from_raw(raw: i16) -> Self {
        match raw {
            1002 => ConfigType::LevelsOfDetail,
            1004 => ConfigType::Basic,
            1005 => ConfigType::NodeEmitter,
            other => ConfigType::Unknown(other),
        }
    }

    /// The raw value.
    pub const fn raw(self) -> i16 {
        match self {
            ConfigType::LevelsOfDetail => 1002,
            ConfigType::Basic => 1004,
            ConfigType::NodeEmitter => 1005,
            ConfigType::Unknown(raw) => raw,
        }
    }
}

/// A config: a list of actions (in a Basic config, 15 slots in fixed order; type 0 fills an
/// empty slot and is kept).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// The config's type.
    pub config_type: ConfigType,
    /// The actions (slots).
    pub actions: Vec<Action>,
}

/// An action: what a node or a config does, parametrised by fields and properties whose
/// meaning depends on the action type (see the action definitions).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Action {
    /// The action type (0 = empty slot, 603 = BillboardEx, …).
    pub action_type: i16,
    /// The byte at 0x02: 0, or 1 in the generated StateConfigMap (199) actions.
    pub unk02: u8,
    /// The byte at 0x03: 1, or 0 in the generated StateConfigMap (199) actions.
    pub unk03: u8,
    /// The i32 at 0x04 (0 in most actions; small numbers in some Dark Souls 3/Elden Ring ones).
    pub unk04: i32,
    /// The first field list.
    pub fields1: Vec<Field>,
    /// The second field list.
    pub fields2: Vec<Field>,
    /// A word the file stores before `fields2` that the action definitions leave out: some
    /// Dark Souls 3 Tracer (10012) records start their fields2 with -2, which shifts every
    /// later slot by one (the EvenTorset/fxr library skips it the same way: a version 4
    /// file's Tracer whose fields2 starts with -2). The reader moves it here so that
    /// `fields2` lines up with the definitions; the writer puts it back before `fields2` and
    /// counts it with them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fields2_lead: Option<Field>,
    /// The section 10 lists (a StateConfigMap's config index per state).
    pub section10s: Vec<Vec<Field>>,
    /// The first property list.
    pub properties1: Vec<Property>,
    /// The second property list.
    pub properties2: Vec<Property>,
}

/// The action type of a node's StateConfigMap, which the games' exporters generate.
pub const STATE_CONFIG_MAP: i16 = 199;

impl Action {
    /// An empty action of a type with the usual header bytes (those of a generated
    /// StateConfigMap for type 199).
    pub fn new(action_type: i16) -> Self {
        let generated = action_type == STATE_CONFIG_MAP;
        Action {
            action_type,
            unk02: u8::from(generated),
            unk03: u8::from(!generated),
            unk04: 0,
            fields1: Vec::new(),
            fields2: Vec::new(),
            fields2_lead: None,
            section10s: Vec::new(),
            properties1: Vec::new(),
            properties2: Vec::new(),
        }
    }

    /// Both property lists, properties1 first.
    pub fn properties(&self) -> impl Iterator<Item = &Property> {
        self.properties1.iter().chain(&self.properties2)
    }

    /// How many words the record's fields2 count says: `fields2` and its lead word.
    pub fn stored_fields2_len(&self) -> usize {
        self.fields2.len() + usize::from(self.fields2_lead.is_some())
    }

    /// The fields as the file stores them: fields1, the lead word of fields2, fields2.
    pub fn stored_fields(&self) -> impl Iterator<Item = Field> + '_ {
        self.fields1
            .iter()
            .chain(&self.fields2_lead)
            .chain(&self.fields2)
            .copied()
    }

    /// Moves a leading -2 of a Dark Souls 3 Tracer's fields2 to [`Action::fields2_lead`]
    /// (see there); `game` is the file's.
    fn split_fields2_lead(&mut self, game: Game) {
        if game == Game::DarkSouls3
            && self.action_type == actions::ids::TRACER
            && self.fields2_lead.is_none()
            && self.fields2.first() == Some(&Field::from_i32(TRACER_FIELDS2_LEAD))
        {
            self.fields2_lead = Some(self.fields2.remove(0));
        }
    }
}

/// The word some Dark Souls 3 Tracer records store before their fields2 (see
/// [`Action::fields2_lead`]).
pub const TRACER_FIELDS2_LEAD: i32 = -2;

impl Node {
    /// Moves the lead word of every Dark Souls 3 Tracer's fields2 in this subtree out of
    /// `fields2` (see [`Action::fields2_lead`]).
    pub(crate) fn split_fields2_leads(&mut self, game: Game) {
        for action in self
            .actions
            .iter_mut()
            .chain(self.configs.iter_mut().flat_map(|c| c.actions.iter_mut()))
        {
            action.split_fields2_lead(game);
        }
        for child in &mut self.children {
            child.split_fields2_leads(game);
        }
    }
}

/// An untyped 4-byte field: int, float or bool according to the action's definition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Field(pub u32);

impl Field {
    /// A float field.
    pub fn from_f32(v: f32) -> Self {
        Field(v.to_bits())
    }

    /// An int field.
    pub const fn from_i32(v: i32) -> Self {
        Field(v as u32)
    }

    /// A bool field (1 or 0).
    pub const fn from_bool(v: bool) -> Self {
        Field(v as u32)
    }

    /// The bits as an i32.
    pub const fn as_i32(self) -> i32 {
        self.0 as i32
    }

    /// The bits as an f32.
    pub fn as_f32(self) -> f32 {
        f32::from_bits(self.0)
    }

    /// Whether the field is non-zero (bool fields hold 0 or 1).
    pub const fn as_bool(self) -> bool {
        self.0 != 0
    }
}

impl std::fmt::Debug for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Field({:#x}: i32 {}, f32 {})",
            self.0,
            self.as_i32(),
            self.as_f32()
        )
    }
}

/// Fuzzing hook: reads `data`; if that succeeds, writes it, reads the written bytes (which must
/// succeed), writes again and checks that both written buffers are equal.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let Ok(fxr) = read(data) else { return };
    super::oracle::stable_write("FXR", &fxr, read, write, false);
}

#[cfg(test)]
mod tests;
