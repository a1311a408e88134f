//! Building FXR trees in code: actions with every slot of their definition filled in and
//! named setters, Basic configs in their 15 fixed slots, nodes, the root and the effect.
//!
//! What a builder makes follows the Elden Ring sample (`er/f000523390.fxr`), whose structure
//! the tests compare against:
//!
//! | item | as built |
//! |---|---|
//! | root node | actions 700, 10100, 10400, 10500 with their definitions' defaults (equal to the sample's, except 10500's `initialSimulationTime`) |
//! | Basic node | one 199 StateConfigMap action whose one section 10 list holds a config index per state |
//! | Basic config | 15 slots: 128, 35, movement or 0, 0, emitter (399 when unset), shape (400), spread (500), 131, 129, appearance or 0, particle movement or 0, 0, 130, 0, 0 |
//! | action | every field slot at its default, every property a Zero/One/Constant of its default with the definition's component count, the record's unknown i32 at 0x04 as the sample stores it (2 for 399, 1 for 501, 5 for 105, else 0) |
//! | state | while playing: "not (1 > external value 0)", i.e. Terminate ≥ 1 ends the effect (the sample's operator 11, next state -1) |

use super::DemoError;
use fxr_formats::fxr::actions::{
    self, ActionDef, ActionSlot, FieldDef, Location, PropertyDef, SlotKind,
};
use fxr_formats::fxr::{
    Action, Comparison, Condition, ConditionOperator, Config, ConfigType, Field, Fxr, FxrVersion,
    Game, Keyframes, LayoutStyle, Modifier, ModifierType, Node, NodeType, Operand, Property,
    PropertyFunction, STATE_CONFIG_MAP, State, ValueType,
};

/// The external value the games set to 1 when an effect should end ("Terminate").
pub const TERMINATE: i32 = 0;

/// The non-zero values the Elden Ring sample stores in an action record's unknown i32 at
/// 0x04, by action type (every other action type there stores 0). Their meaning is unknown;
/// the builder copies them so its records look like the game's.
pub const ELDEN_RING_UNK04: &[(u16, i32)] = &[(399, 2), (501, 1), (105, 5)];

/// Builds one action of a type for a game: starts with every slot of the definition at its
/// default, then sets values by the definition's names. Every setter checks the name, the
/// slot's kind and the component count, so a misspelt or misplaced value is an error rather
/// than a silently ignored slot.
#[derive(Debug, Clone)]
pub struct ActionBuilder {
    def: ActionDef,
    action: Action,
}

fn default_property(def: &PropertyDef) -> Property {
    let n = usize::from(def.components.clamp(1, 4));
    Property::from_constant(def.default.get(..n).unwrap_or(&def.default))
}

fn default_fields(defs: &[FieldDef]) -> Vec<Field> {
    defs.iter().map(|f| Field(f.default.to_bits())).collect()
}

fn kind_name(kind: SlotKind) -> &'static str {
    match kind {
        SlotKind::Int => "an int field",
        SlotKind::Float => "a float field",
        SlotKind::Bool => "a bool field",
    }
}

impl ActionBuilder {
    /// An action of `action_type` with every slot at its default in `game`.
    pub fn new(action_type: u16, game: Game) -> Result<Self, DemoError> {
        let def = actions::definition(action_type, game)
            .ok_or(DemoError::UnknownAction { action_type, game })?;
        let raw_type = i16::try_from(action_type)
            .map_err(|_| DemoError::UnknownAction { action_type, game })?;
        let mut action = Action::new(raw_type);
        action.fields1 = default_fields(def.fields1);
        action.fields2 = default_fields(def.fields2);
        action.properties1 = def.properties1.iter().map(default_property).collect();
        action.properties2 = def.properties2.iter().map(default_property).collect();
        action.section10s = vec![Vec::new(); def.section10s.len()];
        if let Some(&(_, unk04)) = ELDEN_RING_UNK04
            .iter()
            .find(|(t, _)| *t == action_type && game == Game::EldenRing)
        {
            action.unk04 = unk04;
        }
        Ok(ActionBuilder { def, action })
    }

    /// An Elden Ring action (the game the demo is made for).
    pub fn er(action_type: u16) -> Result<Self, DemoError> {
        Self::new(action_type, Game::EldenRing)
    }

    /// Sets the action record's unknown i32 at 0x04.
    pub fn unk04(mut self, value: i32) -> Self {
        self.action.unk04 = value;
        self
    }

    /// The definition the builder follows.
    pub fn definition(&self) -> &ActionDef {
        &self.def
    }

    fn unknown(&self, name: &str) -> DemoError {
        DemoError::UnknownName {
            action: self.def.name,
            name: name.to_string(),
        }
    }

    fn wrong_kind(&self, name: &str, expected: &'static str, found: &'static str) -> DemoError {
        DemoError::WrongKind {
            action: self.def.name,
            name: name.to_string(),
            expected,
            found,
        }
    }

    fn locate(&self, name: &str) -> Result<Location, DemoError> {
        self.def.locate(name).ok_or_else(|| self.unknown(name))
    }

    /// The field slots of a located field: its definitions and its values.
    fn field_slot(
        &mut self,
        location: Location,
    ) -> Option<(&'static [FieldDef], &mut Vec<Field>, usize)> {
        match location {
            Location::Field1(i) => Some((self.def.fields1, &mut self.action.fields1, i)),
            Location::Field2(i) => Some((self.def.fields2, &mut self.action.fields2, i)),
            Location::Property1(_) | Location::Property2(_) => None,
        }
    }

    fn property_slot(
        &mut self,
        location: Location,
    ) -> Option<(&'static PropertyDef, &mut Property)> {
        match location {
            Location::Property1(i) => Some((
                self.def.properties1.get(i)?,
                self.action.properties1.get_mut(i)?,
            )),
            Location::Property2(i) => Some((
                self.def.properties2.get(i)?,
                self.action.properties2.get_mut(i)?,
            )),
            Location::Field1(_) | Location::Field2(_) => None,
        }
    }

    /// Sets consecutive field slots starting at `name`'s, checking each slot's kind.
    fn set_fields(&mut self, name: &str, kind: SlotKind, bits: &[u32]) -> Result<(), DemoError> {
        let location = self.locate(name)?;
        let action = self.def.name;
        let Some((defs, fields, start)) = self.field_slot(location) else {
            return Err(DemoError::WrongKind {
                action,
                name: name.to_string(),
                expected: kind_name(kind),
                found: "a property",
            });
        };
        let first = defs.get(start).copied();
        let room = first.map_or(0, |f| usize::from(f.components.saturating_sub(f.component)));
        if bits.len() > room || bits.is_empty() {
            return Err(DemoError::WrongComponents {
                action,
                name: name.to_string(),
                expected: room,
                found: bits.len(),
            });
        }
        for (k, &b) in bits.iter().enumerate() {
            let (Some(def), Some(slot)) = (defs.get(start + k), fields.get_mut(start + k)) else {
                return Err(DemoError::WrongComponents {
                    action,
                    name: name.to_string(),
                    expected: room,
                    found: bits.len(),
                });
            };
            if def.kind != kind {
                return Err(DemoError::WrongKind {
                    action,
                    name: def.name.to_string(),
                    expected: kind_name(kind),
                    found: kind_name(def.kind),
                });
            }
            *slot = Field(b);
        }
        Ok(())
    }

    /// Sets an int field, or a scalar property to a constant integer (texture ids and blend
    /// modes are int fields in Dark Souls 3 and float properties later; one call serves both).
    pub fn int(mut self, name: &str, value: i32) -> Result<Self, DemoError> {
        match self.locate(name)? {
            Location::Property1(_) | Location::Property2(_) => self.constant(name, &[value as f32]),
            _ => {
                self.set_fields(name, SlotKind::Int, &[value as u32])?;
                Ok(self)
            }
        }
    }

    /// Sets a float field, or a scalar property to a constant.
    pub fn float(self, name: &str, value: f32) -> Result<Self, DemoError> {
        self.floats(name, &[value])
    }

    /// Sets a bool field.
    pub fn flag(mut self, name: &str, value: bool) -> Result<Self, DemoError> {
        self.set_fields(name, SlotKind::Bool, &[u32::from(value)])?;
        Ok(self)
    }

    /// Sets a vector of float fields by its base name (`"bloomColor"` takes 4 values), or a
    /// property to a constant with as many components.
    pub fn floats(mut self, name: &str, values: &[f32]) -> Result<Self, DemoError> {
        match self.locate(name)? {
            Location::Property1(_) | Location::Property2(_) => self.constant(name, values),
            _ => {
                let bits: Vec<u32> = values.iter().map(|v| v.to_bits()).collect();
                self.set_fields(name, SlotKind::Float, &bits)?;
                Ok(self)
            }
        }
    }

    /// Sets a property to a constant; `values` must have the property's component count.
    pub fn constant(self, name: &str, values: &[f32]) -> Result<Self, DemoError> {
        self.property(name, Property::from_constant(values))
    }

    /// Sets a property (a curve, a constant with modifiers…); its component count must be
    /// the definition's.
    pub fn property(mut self, name: &str, property: Property) -> Result<Self, DemoError> {
        let location = self.locate(name)?;
        let action = self.def.name;
        let found = property.components();
        let Some((def, slot)) = self.property_slot(location) else {
            return Err(self.wrong_kind(name, "a property", "a field"));
        };
        let expected = usize::from(def.components);
        if found != expected {
            return Err(DemoError::WrongComponents {
                action,
                name: name.to_string(),
                expected,
                found,
            });
        }
        *slot = property;
        Ok(self)
    }

    /// Sets the section 10 list at `index` (a StateConfigMap's config per state, a random
    /// node selector's weights).
    pub fn section10(mut self, index: usize, values: &[i32]) -> Result<Self, DemoError> {
        let action = self.def.name;
        let count = self.action.section10s.len();
        let list = self
            .action
            .section10s
            .get_mut(index)
            .ok_or(DemoError::WrongComponents {
                action,
                name: format!("section 10 list {index}"),
                expected: count,
                found: index + 1,
            })?;
        *list = values.iter().map(|&v| Field::from_i32(v)).collect();
        Ok(self)
    }

    /// The finished action.
    pub fn build(self) -> Action {
        self.action
    }
}

/// The Basic config slot (0..15) an action type belongs in, per its definition.
pub fn basic_slot(action_type: u16) -> Option<usize> {
    Some(match actions::action_info(action_type)?.slot? {
        ActionSlot::NodeAttributes => 0,
        ActionSlot::NodeTransform => 1,
        ActionSlot::NodeMovement => 2,
        ActionSlot::NodeAudio => 3,
        ActionSlot::Emitter => 4,
        ActionSlot::EmitterShape => 5,
        ActionSlot::DirectionSpread => 6,
        ActionSlot::ParticleModifier => 7,
        ActionSlot::ParticleAttributes => 8,
        ActionSlot::Appearance => 9,
        ActionSlot::ParticleMovement => 10,
        ActionSlot::EmissionAudio => 11,
        ActionSlot::Unknown130 => 12,
        ActionSlot::NodeForceMovement => 13,
        ActionSlot::ParticleForceMovement => 14,
        _ => return None,
    })
}

/// The number of action slots of a Basic config.
pub const BASIC_SLOTS: usize = 15;

/// A Basic config (type 1004) being filled slot by slot.
#[derive(Debug, Clone)]
pub struct ConfigBuilder {
    slots: Vec<Action>,
}

impl ConfigBuilder {
    /// A Basic config with the sample's defaults: 128, 35, 399, 400, 500, 131, 129 and 130 at
    /// their definitions' defaults, the other slots empty (action type 0).
    pub fn basic(game: Game) -> Result<Self, DemoError> {
        let mut slots: Vec<Action> = (0..BASIC_SLOTS).map(|_| Action::new(0)).collect();
        for t in [128u16, 35, 399, 400, 500, 131, 129, 130] {
            let action = ActionBuilder::new(t, game)?.build();
            if let Some(s) = basic_slot(t).and_then(|i| slots.get_mut(i)) {
                *s = action;
            }
        }
        Ok(ConfigBuilder { slots })
    }

    /// An Elden Ring Basic config.
    pub fn er() -> Result<Self, DemoError> {
        Self::basic(Game::EldenRing)
    }

    /// Puts an action in the slot its type belongs in (replacing what was there).
    pub fn set(mut self, action: Action) -> Result<Self, DemoError> {
        let action_type = u16::try_from(action.action_type).unwrap_or(u16::MAX);
        let slot = basic_slot(action_type).ok_or(DemoError::NotABasicSlot { action_type })?;
        if let Some(s) = self.slots.get_mut(slot) {
            *s = action;
        }
        Ok(self)
    }

    /// Puts several actions in their slots.
    pub fn with(mut self, actions: impl IntoIterator<Item = Action>) -> Result<Self, DemoError> {
        for a in actions {
            self = self.set(a)?;
        }
        Ok(self)
    }

    /// The finished config.
    pub fn build(self) -> Config {
        Config {
            config_type: ConfigType::Basic,
            actions: self.slots,
        }
    }
}

/// A Basic node (2200) with its configs, the config index for each state (its 199
/// StateConfigMap; -1 turns the node off in that state), and its children.
pub fn basic_node(
    game: Game,
    configs: Vec<Config>,
    state_configs: &[i32],
    children: Vec<Node>,
) -> Result<Node, DemoError> {
    let map = ActionBuilder::new(STATE_CONFIG_MAP as u16, game)?
        .section10(0, state_configs)?
        .build();
    Ok(Node {
        node_type: NodeType::Basic,
        configs,
        actions: vec![map],
        children,
    })
}

/// A Proxy node (2001) that plays effect `sfx` in its place (action 132).
pub fn proxy_node(game: Game, sfx: i32) -> Result<Node, DemoError> {
    let reference = ActionBuilder::new(132, game)?.int("sfx", sfx)?.build();
    Ok(Node {
        node_type: NodeType::Proxy,
        configs: Vec::new(),
        actions: vec![reference],
        children: Vec::new(),
    })
}

/// The root node (2000): the game's root actions at their defaults (Elden Ring: 700
/// SimulateTermination, 10100, 10400, 10500), and the children.
pub fn root_node(game: Game, children: Vec<Node>) -> Result<Node, DemoError> {
    let mut actions = Vec::new();
    for t in [700u16, 10100, 10400, 10500] {
        if actions::definition(t, game).is_some() {
            actions.push(ActionBuilder::new(t, game)?.build());
        }
    }
    Ok(Node {
        node_type: NodeType::Root,
        configs: Vec::new(),
        actions,
        children,
    })
}

/// `not (left > right)`: operator 11 as the games store it (comparison `>` with bits 2–3 at
/// 2, which playback reads as a negation; see `sim::program::ConditionProgram`).
pub fn not_greater(left: Operand, right: Operand, next_state: i32) -> Condition {
    Condition {
        operator: ConditionOperator::new(Comparison::Greater),
        next_state,
        left,
        right,
    }
}

/// The condition every sample state has: the effect ends (next state -1) once the
/// Terminate external value reaches 1.
pub fn terminate_condition() -> Condition {
    not_greater(Operand::Literal(1.0), Operand::External(TERMINATE), -1)
}

/// A state that plays until the effect is told to terminate.
pub fn playing_state() -> State {
    State {
        conditions: vec![terminate_condition()],
    }
}

/// A state that moves to `next` after `seconds` in it (and ends on Terminate first).
pub fn timed_state(seconds: f32, next: i32) -> State {
    State {
        conditions: vec![
            terminate_condition(),
            not_greater(Operand::Literal(seconds), Operand::StateTime, next),
        ],
    }
}

fn collect_externals(fxr_root: &Node, states: &[State]) -> (Vec<i32>, Vec<i32>) {
    let (mut first, mut second) = (Vec::new(), Vec::new());
    for c in states.iter().flat_map(|s| &s.conditions) {
        for o in [c.left, c.right] {
            if let Operand::External(id) = o {
                first.push(id);
            }
        }
    }
    fn walk(node: &Node, first: &mut Vec<i32>, second: &mut Vec<i32>) {
        for a in node.all_actions() {
            for p in a.properties() {
                for m in &p.modifiers {
                    let Some(id) = m.external_value() else {
                        continue;
                    };
                    match m.modifier_type {
                        ModifierType::ExternalValue2 => second.push(id),
                        _ => first.push(id),
                    }
                }
            }
        }
        for c in &node.children {
            walk(c, first, second);
        }
    }
    walk(fxr_root, &mut first, &mut second);
    for list in [&mut first, &mut second] {
        list.sort_unstable();
        list.dedup();
    }
    (first, second)
}

fn collect_references(node: &Node, out: &mut Vec<i32>) {
    if node.node_type == NodeType::Proxy {
        for a in node.actions.iter().filter(|a| a.action_type == 132) {
            if let Some(f) = a.fields1.first() {
                out.push(f.as_i32());
            }
        }
    }
    for c in &node.children {
        collect_references(c, out);
    }
}

/// An Elden Ring effect (FXR version 5) from its states and root. The lists of referenced
/// effects and of external values are gathered from the tree (ours: the conditions' and
/// ExternalValue1 modifiers' ids go in the first list, ExternalValue2's in the second, as
/// the sample lists the Terminate value its condition reads in the first).
pub fn effect(id: i32, states: Vec<State>, root: Node) -> Fxr {
    let (external_values1, external_values2) = collect_externals(&root, &states);
    let mut sfx_references = Vec::new();
    collect_references(&root, &mut sfx_references);
    sfx_references.sort_unstable();
    sfx_references.dedup();
    Fxr {
        version: FxrVersion::V5,
        id,
        game: Game::EldenRing,
        states,
        root,
        sfx_references,
        external_values1,
        external_values2,
        layout_style: LayoutStyle::Legacy,
        file_layout: None,
    }
}

/// The smallest effect that plays: one Basic node whose one config holds `actions` (each in
/// its slot, the rest at the defaults of [`ConfigBuilder::basic`]), under the root, in one
/// playing state, made for `game`: a version 5 game (Dark Souls 3's version 4 is refused).
/// Fixtures for tests of one action's fields.
pub fn single_node_effect(
    id: i32,
    game: Game,
    actions: impl IntoIterator<Item = Action>,
) -> Result<Fxr, DemoError> {
    if game == Game::DarkSouls3 {
        return Err(DemoError::Version5Only { game });
    }
    let config = ConfigBuilder::basic(game)?.with(actions)?.build();
    let node = basic_node(game, vec![config], &[0], Vec::new())?;
    let mut fxr = effect(id, vec![playing_state()], root_node(game, vec![node])?);
    fxr.game = game;
    Ok(fxr)
}

fn rows(values: &[[f32; 4]]) -> Vec<[f32; 4]> {
    values.to_vec()
}

fn keyframes(times: Vec<f32>, values: Vec<[f32; 4]>) -> Keyframes {
    Keyframes {
        times,
        values,
        ..Default::default()
    }
}

/// A linearly interpolated scalar curve through `(time, value)` keys.
pub fn linear(keys: &[(f32, f32)]) -> Property {
    let k = keyframes(
        keys.iter().map(|k| k.0).collect(),
        keys.iter().map(|k| [k.1, 0.0, 0.0, 0.0]).collect(),
    );
    Property::keyframed(ValueType::Scalar, PropertyFunction::Linear, false, &k)
}

/// A linearly interpolated curve of `components` (1..=4) components through `(time, value)`
/// keys (components past the count are ignored).
pub fn linear_n(components: usize, keys: &[(f32, [f32; 4])]) -> Property {
    let value_type = ValueType::from_bits(components.clamp(1, 4) as u16 - 1);
    let values: Vec<[f32; 4]> = keys.iter().map(|k| k.1).collect();
    let k = keyframes(keys.iter().map(|k| k.0).collect(), rows(&values));
    Property::keyframed(value_type, PropertyFunction::Linear, false, &k)
}

/// A linearly interpolated colour (vec4) curve.
pub fn linear4(keys: &[(f32, [f32; 4])]) -> Property {
    linear_n(4, keys)
}

/// A curve that holds each key's value until the next key (Stepped).
pub fn stepped(keys: &[(f32, f32)]) -> Property {
    let k = keyframes(
        keys.iter().map(|k| k.0).collect(),
        keys.iter().map(|k| [k.1, 0.0, 0.0, 0.0]).collect(),
    );
    Property::keyframed(ValueType::Scalar, PropertyFunction::Stepped, false, &k)
}

/// The same keyframed curve repeating over its last key's time.
pub fn looped(property: Property) -> Property {
    Property::new(
        property.value_type,
        property.function,
        true,
        property.fields,
    )
    .with_modifiers(property.modifiers)
}

fn seeded(property: &Property, seed: i32) -> Vec<Field> {
    (0..property.components())
        .map(|c| Field::from_i32(seed.wrapping_add(c as i32)))
        .collect()
}

fn repeated(property: &Property, value: f32) -> Vec<Field> {
    (0..property.components())
        .map(|_| Field::from_f32(value))
        .collect()
}

fn with_modifier(
    property: Property,
    modifier_type: ModifierType,
    fields: Vec<Field>,
    properties: Vec<Property>,
) -> Property {
    let modifier = Modifier::new(
        modifier_type,
        property.value_type,
        Game::EldenRing,
        fields,
        properties,
    );
    property.with_modifiers(vec![modifier])
}

/// Adds a random offset in `[min, max]` (each component; seeds `seed`, `seed + 1`, …).
pub fn random_range(property: Property, seed: i32, min: f32, max: f32) -> Property {
    let mut fields = seeded(&property, seed);
    fields.extend(repeated(&property, min));
    fields.extend(repeated(&property, max));
    with_modifier(property, ModifierType::RandomRange, fields, Vec::new())
}

/// Adds a random offset in `[-max, max]`.
pub fn random_delta(property: Property, seed: i32, max: f32) -> Property {
    let mut fields = seeded(&property, seed);
    fields.extend(repeated(&property, max));
    with_modifier(property, ModifierType::RandomDelta, fields, Vec::new())
}

/// Multiplies by a random factor in `[1 - max, 1 + max]`.
pub fn random_fraction(property: Property, seed: i32, max: f32) -> Property {
    let mut fields = seeded(&property, seed);
    fields.extend(repeated(&property, max));
    with_modifier(property, ModifierType::RandomFraction, fields, Vec::new())
}

/// Multiplies by `factor` evaluated at external value `id` (ExternalValue1); `factor` must
/// have the property's component count.
pub fn external(property: Property, id: i32, factor: Property) -> Property {
    with_modifier(
        property,
        ModifierType::ExternalValue1,
        vec![Field::from_i32(id)],
        vec![factor],
    )
}
