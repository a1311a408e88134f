//! Writing the tree as an FXR file, laid out as the games' own files are.
//!
//! Sections follow the header in its order, each packed and padded to 16 bytes. Within them
//! (checked byte for byte against the Elden Ring, Armored Core 6 and Dark Souls 3 samples):
//!
//! - states, then conditions state by state;
//! - **nodes**: the root, then for each node, recursively from the root, its children as one
//!   block followed by each child's own descendants (so siblings are contiguous, as the
//!   children offset requires): `root; root's children; first child's children; its first
//!   child's children; …`;
//! - **configs**: nodes in depth-first pre-order (a node, then each child subtree in order),
//!   each node's configs in order;
//! - **actions**: nodes in pre-order, each node's own actions, then its configs' actions;
//! - properties (properties1 then properties2) action by action, modifiers property by
//!   property, modifier properties modifier by modifier; section 10s in the fields' action
//!   order (below);
//! - **fields**: the condition operand values (left, right) first; then nodes in pre-order,
//!   and for each node its configs' actions **before** its own actions (the generated
//!   StateConfigMap's section 10 values come after the config data); for each action its
//!   fields1 and fields2, then its section 10s' values, then each property's fields followed
//!   by its modifiers (each modifier's fields, then its properties' fields; a property sharing
//!   an earlier one's modifiers writes none);
//! - version 5: the referenced effect ids, external values 1 and 2, each padded to 16.
//!
//! SoulsFormats and EvenTorset/fxr write the fields section grouped by record kind instead;
//! this writer follows the game files. Where an empty list points is set by [`LayoutStyle`],
//! and a property's [`FieldsLayout`] reproduces the games' linked properties.

use std::collections::HashMap;

use super::property::{expected_field_count, modifiers_key, validate_modifier};
use super::read::MAX_NODE_DEPTH;
use super::{
    Action, FORMAT, Field, Fxr, FxrVersion, Game, LayoutStyle, ListKind, Node, Property,
    RecordOrder, STATE_CONFIG_MAP,
};
use crate::binary::Writer;
use crate::error::{FormatError, Result};

const HEADER_V4: usize = 0x70;
const HEADER_V5: usize = 0x90;

/// Writes an FXR file. Fails if a count or offset does not fit the format's i32 fields, the
/// tree is deeper than the reader accepts, a modifier-owned property has modifiers, or a
/// version 4 file has version 5 lists.
pub fn write(fxr: &Fxr) -> Result<Vec<u8>> {
    if fxr.version == FxrVersion::V4
        && !(fxr.sfx_references.is_empty()
            && fxr.external_values1.is_empty()
            && fxr.external_values2.is_empty())
    {
        return Err(unsupported(
            "version 4 lists",
            "version 4 files have no reference or external value lists",
        ));
    }
    let grouped = fxr
        .file_layout
        .as_ref()
        .is_some_and(|l| l.record_order == RecordOrder::Grouped);
    let flat = Flat::new(&fxr.root, grouped)?;
    for property in flat.properties.iter().chain(&flat.modifier_properties) {
        check_property(property)?;
    }
    for modifier in &flat.modifiers {
        if modifier.modifier_type.raw() > 63 {
            return Err(FormatError::invalid(
                FORMAT,
                0,
                "modifier type",
                "0..=63",
                modifier.modifier_type.raw(),
            ));
        }
        validate_modifier(modifier)?;
    }

    // Section starts, all computable before writing since records have fixed sizes.
    let header = if fxr.version == FxrVersion::V5 {
        HEADER_V5
    } else {
        HEADER_V4
    };
    let condition_count: usize = fxr.states.iter().map(|s| s.conditions.len()).sum();
    let state_list_at = header;
    let states_at = align(state_list_at + 0x10);
    let conditions_at = align(states_at + 0x10 * fxr.states.len());
    let nodes_at = align(conditions_at + 0x60 * condition_count);
    let configs_at = align(nodes_at + 0x30 * flat.nodes.len());
    let actions_at = align(configs_at + 0x20 * flat.config_count);
    let properties_at = align(actions_at + 0x40 * flat.actions.len());
    let modifiers_at = align(properties_at + 0x28 * flat.properties.len());
    let modifier_properties_at = align(modifiers_at + 0x20 * flat.modifiers.len());
    let section10s_at = align(modifier_properties_at + 0x18 * flat.modifier_properties.len());
    let fields_at = align(section10s_at + 0x10 * flat.section10s.len());

    let mut empty = EmptyLists::new(fxr);
    let records = RecordStarts {
        actions: actions_at as u64,
        properties: properties_at as u64,
        modifiers: modifiers_at as u64,
        modifier_properties: modifier_properties_at as u64,
        section10s: section10s_at as u64,
    };
    let stream = FieldStream::build(fxr, &flat, &empty, &records, fields_at as u64);
    let references_at = align(fields_at + 4 * stream.words.len());
    let external1_at = align(references_at + 4 * fxr.sfx_references.len());
    let external2_at = align(external1_at + 4 * fxr.external_values1.len());

    let mut w = Writer::new();
    w.bytes(b"FXR\0");
    w.i16(i16::from(fxr.game == Game::Nightreign));
    w.u16(fxr.version.raw());
    w.i32(1);
    w.i32(fxr.id);
    let pairs = [
        (state_list_at, 1),
        (states_at, fxr.states.len()),
        (conditions_at, condition_count),
        (nodes_at, flat.nodes.len()),
        (configs_at, flat.config_count),
        (actions_at, flat.actions.len()),
        (properties_at, flat.properties.len()),
        (modifiers_at, flat.modifiers.len()),
        (modifier_properties_at, flat.modifier_properties.len()),
        (section10s_at, flat.section10s.len()),
        (fields_at, stream.words.len()),
    ];
    empty.exact = fxr.file_layout.as_ref().is_some_and(|layout| {
        pairs
            .iter()
            .zip(&layout.sections)
            .all(|(&(at, count), &(old_at, old_count))| {
                (at, count) == (old_at as usize, old_count as usize)
            })
    });
    for (offset, count) in pairs {
        w.i32(to_i32(offset, "section offset")?);
        w.i32(to_i32(count, "section count")?);
    }
    w.i32(1);
    w.i32(0);
    if fxr.version == FxrVersion::V5 {
        for (offset, count) in [
            (references_at, fxr.sfx_references.len()),
            (external1_at, fxr.external_values1.len()),
            (external2_at, fxr.external_values2.len()),
            (0, 0),
        ] {
            w.i32(to_i32(offset, "list offset")?);
            w.i32(to_i32(count, "list count")?);
        }
    }

    // State list and states.
    w.i32(0);
    w.i32(to_i32(fxr.states.len(), "state count")?);
    w.u64(states_at as u64);
    pad_to(&mut w, states_at)?;
    let mut next_condition = conditions_at;
    for state in &fxr.states {
        w.i32(0);
        w.i32(to_i32(state.conditions.len(), "condition count")?);
        w.u64(next_condition as u64);
        next_condition += 0x60 * state.conditions.len();
    }
    pad_to(&mut w, conditions_at)?;
    let mut operand_index = 0;
    for condition in fxr.states.iter().flat_map(|s| &s.conditions) {
        let record = w.pos();
        w.i16(condition.operator.0);
        w.bytes(&[0, 1]);
        w.i32(0);
        w.i32(condition.next_state);
        w.i32(0);
        let operands = [
            (condition.left, ListKind::LeftOperandValue),
            (condition.right, ListKind::RightOperandValue),
        ];
        for (operand, kind) in operands {
            let (raw_type, value) = operand.raw();
            w.i16(raw_type);
            w.bytes(&[0, 1]);
            w.i32(0);
            w.i32(i32::from(value.is_some()));
            w.i32(0);
            let at = stream.operand_at.get(operand_index).copied().unwrap_or(0);
            w.u64(empty.place(kind, record, usize::from(value.is_some()), at));
            w.zeros(16);
            operand_index += 1;
        }
    }

    // Nodes, in record order.
    pad_to(&mut w, nodes_at)?;
    for &p in &flat.record_order {
        let node = flat.nodes[p];
        let first_child = flat.first_child_record[p];
        let record = w.pos();
        w.i16(node.node_type.raw());
        w.bytes(&[0, 1]);
        w.i32(0);
        w.i32(to_i32(node.configs.len(), "config count")?);
        w.i32(to_i32(node.actions.len(), "action count")?);
        w.i32(to_i32(node.children.len(), "child count")?);
        w.i32(0);
        let configs = empty.or(
            ListKind::NodeConfigs,
            record,
            node.configs.len(),
            configs_at + 0x20 * flat.first_config[p],
        );
        let actions = empty.or(
            ListKind::NodeActions,
            record,
            node.actions.len(),
            actions_at + 0x40 * flat.first_action[p],
        );
        // An empty children list has no record to point at: 0, unless the file had it elsewhere
        // (then where the node's children block would start: the end of the node records).
        let children = match first_child {
            Some(c) => nodes_at + 0x30 * c,
            None => empty.or(ListKind::NodeChildren, record, 0, configs_at),
        };
        w.u64(configs as u64);
        w.u64(actions as u64);
        w.u64(children as u64);
    }

    // Configs, node by node (`Flat::config_order`); their actions follow the node's own.
    pad_to(&mut w, configs_at)?;
    for &p in &flat.config_order {
        let node = flat.nodes[p];
        let mut action = flat.first_action[p] + node.actions.len();
        for config in &node.configs {
            let record = w.pos();
            w.i16(config.config_type.raw());
            w.bytes(&[0, 1]);
            w.i32(0);
            w.i32(0);
            w.i32(to_i32(config.actions.len(), "config action count")?);
            w.i32(0);
            w.i32(0);
            let at = empty.or(
                ListKind::ConfigActions,
                record,
                config.actions.len(),
                actions_at + 0x40 * action,
            );
            w.u64(at as u64);
            action += config.actions.len();
        }
    }

    // Actions.
    pad_to(&mut w, actions_at)?;
    let mut last_section10s = section10s_at;
    for (a, action) in flat.actions.iter().enumerate() {
        let generated = action.action_type == STATE_CONFIG_MAP;
        let record = w.pos();
        w.i16(action.action_type);
        w.u8(action.unk02);
        w.u8(action.unk03);
        w.i32(action.unk04);
        w.i32(to_i32(action.fields1.len(), "fields1 count")?);
        w.i32(to_i32(action.section10s.len(), "section 10 count")?);
        w.i32(to_i32(action.properties1.len(), "properties1 count")?);
        w.i32(to_i32(action.stored_fields2_len(), "fields2 count")?);
        w.i32(0);
        w.i32(to_i32(action.properties2.len(), "properties2 count")?);
        let field_count = action.fields1.len() + action.stored_fields2_len();
        w.u64(empty.place(
            ListKind::ActionFields,
            record,
            field_count,
            stream.action_at[a],
        ));
        let section10s = section10s_at + 0x10 * flat.first_section10[a];
        let section10s = if action.section10s.is_empty() {
            if empty.zero(ListKind::ActionSection10s, record, generated) {
                0
            } else if empty.style == LayoutStyle::Library {
                // The library points an empty list where its records would be.
                section10s
            } else {
                last_section10s
            }
        } else {
            last_section10s = section10s;
            section10s
        };
        w.u64(empty.place(
            ListKind::ActionSection10s,
            record,
            action.section10s.len(),
            section10s as u64,
        ));
        let has_properties = !(action.properties1.is_empty() && action.properties2.is_empty());
        let properties =
            if has_properties || !empty.zero(ListKind::ActionProperties, record, generated) {
                properties_at + 0x28 * flat.first_property[a]
            } else {
                0
            };
        let property_count = action.properties1.len() + action.properties2.len();
        w.u64(empty.place(
            ListKind::ActionProperties,
            record,
            property_count,
            properties as u64,
        ));
        w.u64(0);
    }

    // Properties and modifier properties.
    pad_to(&mut w, properties_at)?;
    for (i, property) in flat.properties.iter().enumerate() {
        let record = w.pos();
        let fields = empty.place(
            ListKind::PropertyFields,
            record,
            property.fields.len(),
            stream.property_at[i],
        );
        write_property_head(&mut w, property, fields)?;
        let modifiers = empty.or(
            ListKind::PropertyModifiers,
            record,
            property.modifiers.len(),
            modifiers_at + 0x20 * flat.first_modifier[i],
        );
        w.u64(modifiers as u64);
        w.i32(to_i32(property.modifiers.len(), "modifier count")?);
        w.i32(0);
    }
    pad_to(&mut w, modifiers_at)?;
    for (m, modifier) in flat.modifiers.iter().enumerate() {
        let record = w.pos();
        w.u16(modifier.enum_a());
        w.bytes(&[0, 1]);
        w.u32(modifier.type_enum_b);
        w.i32(to_i32(modifier.fields.len(), "modifier field count")?);
        w.i32(to_i32(
            modifier.properties.len(),
            "modifier property count",
        )?);
        w.u64(empty.place(
            ListKind::ModifierFields,
            record,
            modifier.fields.len(),
            stream.modifier_at[m],
        ));
        // The one list Armored Core 6 points where its records would be, and the older games at 0.
        let properties = empty.or(
            ListKind::ModifierProperties,
            record,
            modifier.properties.len(),
            modifier_properties_at + 0x18 * flat.first_modifier_property[m],
        );
        w.u64(properties as u64);
    }
    pad_to(&mut w, modifier_properties_at)?;
    for (i, property) in flat.modifier_properties.iter().enumerate() {
        if !property.modifiers.is_empty() {
            return Err(FormatError::invalid(
                FORMAT,
                w.pos() as u64,
                "modifier property",
                "no modifiers (its record has no room for them)",
                format!("{} modifiers", property.modifiers.len()),
            ));
        }
        let record = w.pos();
        let fields = empty.place(
            ListKind::PropertyFields,
            record,
            property.fields.len(),
            stream.modifier_property_at[i],
        );
        write_property_head(&mut w, property, fields)?;
    }

    // Section 10s.
    pad_to(&mut w, section10s_at)?;
    for (s, list) in flat.section10s.iter().enumerate() {
        let record = w.pos();
        w.u64(empty.place(
            ListKind::Section10Fields,
            record,
            list.len(),
            stream.section10_at[s],
        ));
        w.i32(to_i32(list.len(), "section 10 field count")?);
        w.i32(0);
    }

    // Fields, then the version 5 lists.
    pad_to(&mut w, fields_at)?;
    for &word in &stream.words {
        w.u32(word);
    }
    if fxr.version == FxrVersion::V5 {
        for (at, list) in [
            (references_at, &fxr.sfx_references),
            (external1_at, &fxr.external_values1),
            (external2_at, &fxr.external_values2),
        ] {
            pad_to(&mut w, at)?;
            for &v in list {
                w.i32(v);
            }
        }
    }
    w.pad_to(16);
    Ok(w.into_bytes())
}

/// Refuses a property the reader would refuse: fields that do not fit its function, or a
/// function that does not fit in 4 bits.
fn check_property(property: &Property) -> Result<()> {
    if property.function.raw() > 15 {
        return Err(FormatError::invalid(
            FORMAT,
            0,
            "property function",
            "0..=15",
            property.function.raw(),
        ));
    }
    match expected_field_count(property.value_type, property.function, &property.fields) {
        Ok(Some(expected)) if expected != property.fields.len() as u64 => {
            Err(FormatError::invalid(
                FORMAT,
                0,
                "property field count",
                format!(
                    "{expected} fields for a {:?} {:?} property",
                    property.value_type, property.function
                ),
                property.fields.len(),
            ))
        }
        Err(why) => Err(FormatError::invalid(
            FORMAT,
            0,
            "property fields",
            "a keyframe count of 0 or more",
            why,
        )),
        _ => Ok(()),
    }
}

fn write_property_head(w: &mut Writer, property: &Property, fields_at: u64) -> Result<()> {
    w.u16(property.enum_a());
    w.bytes(&[0, 1]);
    w.u32(property.type_enum_b);
    w.i32(to_i32(property.fields.len(), "property field count")?);
    w.i32(0);
    w.u64(fields_at);
    Ok(())
}

fn align(offset: usize) -> usize {
    offset.div_ceil(16) * 16
}

/// Pads to 16 and checks that the next section starts where the header says.
fn pad_to(w: &mut Writer, expected: usize) -> Result<()> {
    w.pad_to(16);
    if w.pos() != expected {
        return Err(FormatError::invalid(
            FORMAT,
            w.pos() as u64,
            "section start",
            format!("{expected:#x} (writer layout)"),
            format!("{:#x}", w.pos()),
        ));
    }
    Ok(())
}

fn to_i32(value: usize, what: &'static str) -> Result<i32> {
    i32::try_from(value).map_err(|_| FormatError::TooLarge {
        format: FORMAT,
        offset: 0,
        what,
        requested: value as u64,
        limit: i32::MAX as u64,
    })
}

fn unsupported(what: &'static str, detail: &str) -> FormatError {
    FormatError::Unsupported {
        format: FORMAT,
        offset: 0,
        what,
        detail: detail.to_string(),
    }
}

/// The tree flattened into the orders of the sections, with the index of each record's first
/// child record in the next section.
struct Flat<'a> {
    /// Nodes in pre-order.
    nodes: Vec<&'a Node>,
    /// Pre-order indices in node record order.
    record_order: Vec<usize>,
    /// Pre-order indices in the order their configs and actions are laid out.
    config_order: Vec<usize>,
    /// Per pre-order node: the record index of its first child.
    first_child_record: Vec<Option<usize>>,
    /// Per pre-order node: the index of its first config.
    first_config: Vec<usize>,
    config_count: usize,
    /// Per pre-order node: the index of its first action (its own actions, then its configs').
    first_action: Vec<usize>,
    /// Actions in record order.
    actions: Vec<&'a Action>,
    /// Per action: the index of its first property, section 10.
    first_property: Vec<usize>,
    first_section10: Vec<usize>,
    properties: Vec<&'a Property>,
    section10s: Vec<&'a [Field]>,
    /// Per property: the index of its first modifier (an earlier property's, when it shares
    /// that one's modifiers).
    first_modifier: Vec<usize>,
    /// Per property: the earlier property whose modifier records it points at, if it shares
    /// them; `None`: its modifiers (if any) are records of its own.
    modifier_owner: Vec<Option<usize>>,
    /// The actions in the order their fields are written ([`Flat::tree_order`]).
    tree_order: Vec<usize>,
    modifiers: Vec<&'a super::Modifier>,
    /// Per modifier: the index of its first property.
    first_modifier_property: Vec<usize>,
    modifier_properties: Vec<&'a Property>,
}

impl<'a> Flat<'a> {
    /// The tree's records in the games' order, or with `grouped` in the order of
    /// [`RecordOrder::Grouped`].
    fn new(root: &'a Node, grouped: bool) -> Result<Self> {
        let mut nodes = Vec::new();
        let mut children = Vec::new();
        preorder(root, 0, &mut nodes, &mut children)?;

        // Record order: the root, then recursively each node's children block.
        let mut record_order = vec![0];
        let mut first_child_record = vec![None; nodes.len()];
        let mut stack = vec![0usize];
        // Emulates the recursion "write my children, then recurse into each child" with an
        // explicit stack (children pushed in reverse so the first is handled first).
        while let Some(p) = stack.pop() {
            let kids: &Vec<usize> = &children[p];
            if kids.is_empty() {
                continue;
            }
            first_child_record[p] = Some(record_order.len());
            record_order.extend(kids.iter().copied());
            stack.extend(kids.iter().rev().copied());
        }

        // The nodes whose configs and actions come first: pre-order, or node record order.
        let config_order = if grouped {
            record_order.clone()
        } else {
            (0..nodes.len()).collect()
        };
        let mut flat = Flat {
            config_order,
            record_order,
            first_child_record,
            first_config: Vec::with_capacity(nodes.len()),
            config_count: 0,
            first_action: Vec::with_capacity(nodes.len()),
            actions: Vec::new(),
            first_property: Vec::new(),
            first_section10: Vec::new(),
            properties: Vec::new(),
            section10s: Vec::new(),
            first_modifier: Vec::new(),
            modifier_owner: Vec::new(),
            tree_order: Vec::new(),
            modifiers: Vec::new(),
            first_modifier_property: Vec::new(),
            modifier_properties: Vec::new(),
            nodes,
        };
        flat.first_config = vec![0; flat.nodes.len()];
        flat.first_action = vec![0; flat.nodes.len()];
        for &p in &flat.config_order {
            let node = flat.nodes[p];
            flat.first_config[p] = flat.config_count;
            flat.config_count += node.configs.len();
            flat.first_action[p] = flat.actions.len();
            flat.actions.extend(node.all_actions());
        }
        for a in 0..flat.actions.len() {
            let action = flat.actions[a];
            flat.first_property.push(flat.properties.len());
            flat.properties.extend(action.properties());
        }
        // Section 10 records in the fields' order: per node, its configs' actions before its
        // own (the generated StateConfigMap's come after the config data); grouped, in action
        // record order.
        flat.first_section10 = vec![0; flat.actions.len()];
        if grouped {
            for a in 0..flat.actions.len() {
                flat.first_section10[a] = flat.section10s.len();
                flat.section10s
                    .extend(flat.actions[a].section10s.iter().map(Vec::as_slice));
            }
        }
        flat.tree_order = flat.tree_order();
        for &a in flat.tree_order.iter().filter(|_| !grouped) {
            flat.first_section10[a] = flat.section10s.len();
            flat.section10s
                .extend(flat.actions[a].section10s.iter().map(Vec::as_slice));
        }
        // Modifier records property by property, of those that own theirs; a property that
        // shares points at its owner's (which may come later in record order).
        flat.modifier_owner = flat.modifier_owners();
        flat.first_modifier = vec![0; flat.properties.len()];
        for (i, owner) in flat.modifier_owner.iter().enumerate() {
            if owner.is_none() {
                flat.first_modifier[i] = flat.modifiers.len();
                flat.modifiers.extend(&flat.properties[i].modifiers);
            }
        }
        for (i, owner) in flat.modifier_owner.iter().enumerate() {
            if let Some(earlier) = *owner {
                flat.first_modifier[i] = flat.first_modifier[earlier];
            }
        }
        for m in 0..flat.modifiers.len() {
            let modifier = flat.modifiers[m];
            flat.first_modifier_property
                .push(flat.modifier_properties.len());
            flat.modifier_properties.extend(&modifier.properties);
        }
        Ok(flat)
    }
}

impl Flat<'_> {
    /// The actions in the order the games write their fields, and the reader reads them: per
    /// node in pre-order, its configs' actions before its own.
    fn tree_order(&self) -> Vec<usize> {
        let mut order = Vec::with_capacity(self.actions.len());
        for (p, node) in self.nodes.iter().enumerate() {
            let own = self.first_action[p];
            let configs = own + node.actions.len();
            let config_actions: usize = node.configs.iter().map(|c| c.actions.len()).sum();
            order.extend((configs..configs + config_actions).chain(own..configs));
        }
        order
    }

    /// Per property (record order): the earlier property whose modifier records it points at,
    /// if it shares them ([`FieldsLayout::shares_earlier_modifiers`](super::FieldsLayout)):
    /// the latest one, in `tree_order`, with identical modifiers of its own. A property whose
    /// modifiers changed since it was read no longer finds one and gets its own again.
    fn modifier_owners(&self) -> Vec<Option<usize>> {
        let mut owners = vec![None; self.properties.len()];
        let mut latest: HashMap<Vec<u32>, usize> = HashMap::new();
        for &a in &self.tree_order {
            let first = self.first_property[a];
            let count = self.actions[a].properties1.len() + self.actions[a].properties2.len();
            let properties = self.properties.iter().enumerate().skip(first).take(count);
            for (i, property) in properties {
                if property.modifiers.is_empty() {
                    continue;
                }
                let key = modifiers_key(&property.modifiers);
                let shares = property
                    .layout
                    .as_ref()
                    .is_some_and(|l| l.shares_earlier_modifiers);
                match latest.get(&key) {
                    Some(&earlier) if shares => owners[i] = Some(earlier),
                    _ => {
                        latest.insert(key, i);
                    }
                }
            }
        }
        owners
    }
}

/// Appends `node`'s subtree in pre-order, with each node's children's pre-order indices.
fn preorder<'a>(
    node: &'a Node,
    depth: usize,
    nodes: &mut Vec<&'a Node>,
    children: &mut Vec<Vec<usize>>,
) -> Result<usize> {
    if depth > MAX_NODE_DEPTH {
        return Err(FormatError::invalid(
            FORMAT,
            0,
            "node depth",
            format!("at most {MAX_NODE_DEPTH} levels (the reader's limit)"),
            "a deeper tree",
        ));
    }
    let index = nodes.len();
    nodes.push(node);
    children.push(Vec::new());
    let mut kids = Vec::with_capacity(node.children.len());
    for child in &node.children {
        kids.push(preorder(child, depth + 1, nodes, children)?);
    }
    children[index] = kids;
    Ok(index)
}

/// The fields section's contents and where each record's fields are.
/// Where the writer points each empty list. While the sections are laid out as in the file
/// read ([`FileLayout`](super::FileLayout)), where that file had it; otherwise at 0 or not as
/// the file had it, and where the effect's [`LayoutStyle`] puts it (its rule alone for lists
/// the file did not have).
struct EmptyLists {
    style: LayoutStyle,
    /// Where each empty list of the file read pointed, by (list, record offset).
    read: HashMap<(ListKind, u64), u64>,
    /// Whether the sections are those of the file read, so its offsets still hold.
    exact: bool,
}

impl EmptyLists {
    fn new(fxr: &Fxr) -> Self {
        let read = fxr.file_layout.iter().flat_map(|l| &l.empty_lists);
        EmptyLists {
            style: fxr.layout_style,
            read: read
                .map(|e| ((e.kind, u64::from(e.record)), u64::from(e.at)))
                .collect(),
            exact: false,
        }
    }

    /// Whether the empty list `kind` of the record at `record` points at 0.
    fn zero(&self, kind: ListKind, record: usize, generated: bool) -> bool {
        match self.read.get(&(kind, record as u64)) {
            Some(&at) => at == 0,
            None => self.style.zeroes_empty(kind, generated),
        }
    }

    /// Where a list of `count` entries points, given where the writer would point it: where
    /// the file read had it, if the list is empty and the sections are unchanged.
    fn place(&self, kind: ListKind, record: usize, count: usize, computed: u64) -> u64 {
        match self.read.get(&(kind, record as u64)) {
            Some(&at) if count == 0 && self.exact => at,
            _ => computed,
        }
    }

    /// Where a list of `count` records starting `at` points: `at`, or 0 when it is empty and
    /// [`EmptyLists::zero`] says so (then [`EmptyLists::place`]).
    fn or(&self, kind: ListKind, record: usize, count: usize, at: usize) -> usize {
        let computed = if count == 0 && self.zero(kind, record, false) {
            0
        } else {
            at
        };
        self.place(kind, record, count, computed as u64) as usize
    }
}

/// The offsets of the record sections whose records' empty field lists the field stream
/// places.
struct RecordStarts {
    actions: u64,
    properties: u64,
    modifiers: u64,
    modifier_properties: u64,
    section10s: u64,
}

struct FieldStream {
    words: Vec<u32>,
    base: u64,
    operand_at: Vec<u64>,
    action_at: Vec<u64>,
    property_at: Vec<u64>,
    modifier_at: Vec<u64>,
    modifier_property_at: Vec<u64>,
    section10_at: Vec<u64>,
    /// The offset of the most recent property fields run with each content, for linked
    /// properties (which point at the latest identical copy).
    latest_run: HashMap<Vec<u32>, u64>,
}

impl FieldStream {
    fn build(
        fxr: &Fxr,
        flat: &Flat<'_>,
        empty: &EmptyLists,
        records: &RecordStarts,
        base: u64,
    ) -> Self {
        let mut s = FieldStream {
            words: Vec::new(),
            base,
            operand_at: Vec::new(),
            action_at: vec![0; flat.actions.len()],
            property_at: vec![0; flat.properties.len()],
            modifier_at: vec![0; flat.modifiers.len()],
            modifier_property_at: vec![0; flat.modifier_properties.len()],
            section10_at: vec![0; flat.section10s.len()],
            latest_run: HashMap::new(),
        };
        for condition in fxr.states.iter().flat_map(|st| &st.conditions) {
            for operand in [condition.left, condition.right] {
                let at = match operand.raw().1 {
                    Some(value) => s.push(&[value]),
                    None => 0,
                };
                s.operand_at.push(at);
            }
        }
        let grouped = fxr
            .file_layout
            .as_ref()
            .is_some_and(|l| l.record_order == RecordOrder::Grouped);
        if grouped {
            s.grouped(flat, empty, records);
            return s;
        }
        for &a in &flat.tree_order {
            s.action(flat, a, empty, records);
        }
        s
    }

    /// The fields grouped by record kind ([`RecordOrder::Grouped`]), after the operands. Such
    /// files share no property fields and keep no stale values: each property its own run.
    fn grouped(&mut self, flat: &Flat<'_>, empty: &EmptyLists, records: &RecordStarts) {
        let record = |start: u64, size: u64, index: usize| (start + size * index as u64) as usize;
        for (a, action) in flat.actions.iter().enumerate() {
            let words: Vec<u32> = action.stored_fields().map(|f| f.0).collect();
            let generated = action.action_type == STATE_CONFIG_MAP;
            let at = record(records.actions, 0x40, a);
            self.action_at[a] = self.run_of(empty, ListKind::ActionFields, at, &words, generated);
        }
        for (i, property) in flat.properties.iter().enumerate() {
            let at = record(records.properties, 0x28, i);
            let words = words_of(&property.fields);
            self.property_at[i] = self.run_of(empty, ListKind::PropertyFields, at, &words, false);
        }
        for (m, modifier) in flat.modifiers.iter().enumerate() {
            let at = record(records.modifiers, 0x20, m);
            let words = words_of(&modifier.fields);
            self.modifier_at[m] = self.run_of(empty, ListKind::ModifierFields, at, &words, false);
        }
        for (q, property) in flat.modifier_properties.iter().enumerate() {
            let at = record(records.modifier_properties, 0x18, q);
            let words = words_of(&property.fields);
            self.modifier_property_at[q] =
                self.run_of(empty, ListKind::PropertyFields, at, &words, false);
        }
        for (s, list) in flat.section10s.iter().enumerate() {
            let at = record(records.section10s, 0x10, s);
            let words = words_of(list);
            self.section10_at[s] = self.run_of(empty, ListKind::Section10Fields, at, &words, false);
        }
    }

    /// [`FieldStream::run`] for the list `kind` of the record at `record`.
    fn run_of(
        &mut self,
        empty: &EmptyLists,
        kind: ListKind,
        record: usize,
        words: &[u32],
        generated: bool,
    ) -> u64 {
        self.run(words, empty.zero(kind, record, generated))
    }

    /// Where a run of `words` starts once pushed, or where it points when empty.
    fn run(&mut self, words: &[u32], zero_if_empty: bool) -> u64 {
        if words.is_empty() {
            self.empty(zero_if_empty)
        } else {
            self.push(words)
        }
    }

    fn pos(&self) -> u64 {
        self.base + 4 * self.words.len() as u64
    }

    fn push(&mut self, values: &[u32]) -> u64 {
        let at = self.pos();
        self.words.extend_from_slice(values);
        at
    }

    /// Where an empty list of fields points: 0, or here (where its fields would be).
    fn empty(&self, zero: bool) -> u64 {
        if zero { 0 } else { self.pos() }
    }

    /// The fields of action `a`, its properties' and modifiers', and its section 10s'.
    fn action(&mut self, flat: &Flat<'_>, a: usize, empty: &EmptyLists, records: &RecordStarts) {
        let action = flat.actions[a];
        let generated = action.action_type == STATE_CONFIG_MAP;
        let record = |start: u64, size: u64, index: usize| (start + size * index as u64) as usize;
        let words: Vec<u32> = action.stored_fields().map(|f| f.0).collect();
        self.action_at[a] = if words.is_empty() {
            let at = record(records.actions, 0x40, a);
            self.empty(empty.zero(ListKind::ActionFields, at, generated))
        } else {
            self.push(&words)
        };
        // Its section 10s' fields come right after its own, before its properties' (Nightreign's
        // 10015 writes them so; the other actions with section 10s have no properties).
        let first = flat.first_section10[a];
        for s in first..first + action.section10s.len() {
            let words: Vec<u32> = flat.section10s[s].iter().map(|f| f.0).collect();
            self.section10_at[s] = if words.is_empty() {
                let at = record(records.section10s, 0x10, s);
                self.empty(empty.zero(ListKind::Section10Fields, at, generated))
            } else {
                self.push(&words)
            };
        }
        let first = flat.first_property[a];
        for i in first..first + action.properties1.len() + action.properties2.len() {
            let zero = empty.zero(
                ListKind::PropertyFields,
                record(records.properties, 0x28, i),
                false,
            );
            let at = self.property(flat.properties[i], zero);
            self.property_at[i] = at;
            if flat.modifier_owner[i].is_some() {
                // Its modifiers' fields were written with the property that owns them.
                continue;
            }
            let first_modifier = flat.first_modifier[i];
            for m in first_modifier..first_modifier + flat.properties[i].modifiers.len() {
                let modifier = flat.modifiers[m];
                let words: Vec<u32> = modifier.fields.iter().map(|f| f.0).collect();
                self.modifier_at[m] = if words.is_empty() {
                    let at = record(records.modifiers, 0x20, m);
                    self.empty(empty.zero(ListKind::ModifierFields, at, false))
                } else {
                    self.push(&words)
                };
                let first_owned = flat.first_modifier_property[m];
                for q in first_owned..first_owned + modifier.properties.len() {
                    let at = record(records.modifier_properties, 0x18, q);
                    let zero = empty.zero(ListKind::PropertyFields, at, false);
                    self.modifier_property_at[q] = self.property(flat.modifier_properties[q], zero);
                }
            }
        }
    }

    /// Writes a property's fields (and stale values) and returns where its record points;
    /// `zero_if_empty`: where an empty list of fields points.
    fn property(&mut self, property: &Property, zero_if_empty: bool) -> u64 {
        let words: Vec<u32> = property.fields.iter().map(|f| f.0).collect();
        let shares = property
            .layout
            .as_ref()
            .is_some_and(|l| l.shares_earlier_copy);
        let earlier = if shares && !words.is_empty() {
            self.latest_run.get(&words).copied()
        } else {
            None
        };
        let at = match earlier {
            Some(at) => at,
            None if words.is_empty() => self.empty(zero_if_empty),
            None => {
                let at = self.push(&words);
                self.latest_run.insert(words, at);
                at
            }
        };
        if let Some(layout) = &property.layout {
            let stale: Vec<u32> = layout.unreferenced.iter().map(|f| f.0).collect();
            self.push(&stale);
        }
        at
    }
}

/// The raw words of fields.
fn words_of(fields: &[Field]) -> Vec<u32> {
    fields.iter().map(|f| f.0).collect()
}
