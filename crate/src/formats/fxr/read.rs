//! Reading an FXR file into the tree.
//!
//! Offsets are followed from the header into the tree. Every record read is charged against a
//! budget of twice the file size, so records that repeat (cyclic or shared offsets) cannot
//! make the reader loop or allocate without bound; node nesting is limited to
//! [`MAX_NODE_DEPTH`]. After the tree is read, the fields section is walked in the order the
//! games write it, to find the layout quirks a byte-exact writer must reproduce (see
//! [`FieldsLayout`]) and where the file points empty lists ([`LayoutStyle`]).

use super::property::{expected_field_count, validate_modifier};
use super::{
    Action, Condition, ConditionOperator, Config, ConfigType, FORMAT, Field, FieldsLayout, Fxr,
    FxrVersion, LayoutStyle, Modifier, ModifierType, Node, NodeType, Operand, Property,
    PropertyFunction, STATE_CONFIG_MAP, State, ValueType, detect_game,
};
use crate::formats::binary::{Limits, Reader};
use crate::formats::error::{FormatError, Result};
use std::collections::HashMap;

/// The deepest node nesting the reader accepts (the root is depth 0).
pub const MAX_NODE_DEPTH: usize = 64;

/// Unreferenced bytes in the fields section beyond this many for one property are dropped
/// rather than kept as its stale values: they are not the small stale copies the games leave.
const MAX_UNREFERENCED_BYTES: u64 = 256;

const NODE_SIZE: u64 = 0x30;
const CONFIG_SIZE: u64 = 0x20;
const ACTION_SIZE: u64 = 0x40;
const PROPERTY_SIZE: u64 = 0x28;
const MODIFIER_PROPERTY_SIZE: u64 = 0x18;
const MODIFIER_SIZE: u64 = 0x20;
const SECTION10_SIZE: u64 = 0x10;
const STATE_SIZE: u64 = 0x10;
const CONDITION_SIZE: u64 = 0x60;

/// Reads an FXR file with the default limits.
pub fn read(data: &[u8]) -> Result<Fxr> {
    read_with_limits(data, &Limits::default())
}

/// Reads an FXR file; `limits` bounds the file size accepted.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Fxr> {
    limits.check(FORMAT, 0, "FXR file", data.len() as u64)?;
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(b"FXR\0")?;
    let flag_at = r.pos();
    let nightreign_flag = r.i16("Nightreign flag")?;
    if !(0..=1).contains(&nightreign_flag) {
        return Err(r.invalid(flag_at, "Nightreign flag", "0 or 1", nightreign_flag));
    }
    let version_at = r.pos();
    let version = match r.u16("version")? {
        4 => FxrVersion::V4,
        5 => FxrVersion::V5,
        other => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: version_at as u64,
                what: "version",
                detail: format!("version {other} (only 4 and 5 are known)"),
            });
        }
    };
    r.expect_i32(1, "header constant at 0x08")?;
    let id = r.i32("effect id")?;
    // Eleven (offset, count) pairs from 0x10 to 0x67.
    let mut pairs = [(0u64, 0u64); 11];
    for pair in &mut pairs {
        *pair = (
            header_value(&mut r, "section offset")?,
            header_value(&mut r, "section count")?,
        );
    }
    let [state_list, _, _, nodes, _, _, _, _, _, _, fields] = pairs;
    if state_list.1 != 1 {
        return Err(r.invalid(0x14, "state list count", 1, state_list.1));
    }
    r.expect_i32(1, "header constant at 0x68")?;
    r.expect_i32(0, "header constant at 0x6C")?;

    let mut ctx = Ctx {
        r: r.clone(),
        budget: 2 * data.len() as u64 + 0x1000,
    };
    let (mut sfx_references, mut external_values1, mut external_values2) = (vec![], vec![], vec![]);
    if version == FxrVersion::V5 {
        let mut tail = [(0u64, 0u64); 4];
        for pair in &mut tail {
            *pair = (
                header_value(&mut r, "list offset")?,
                header_value(&mut r, "list count")?,
            );
        }
        if tail[3].1 != 0 {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 0x8C,
                what: "fourth list",
                detail: format!("{} entries (no known file has any)", tail[3].1),
            });
        }
        sfx_references = ctx.i32_list(tail[0].0, tail[0].1, "referenced effect ids")?;
        external_values1 = ctx.i32_list(tail[1].0, tail[1].1, "external values 1")?;
        external_values2 = ctx.i32_list(tail[2].0, tail[2].1, "external values 2")?;
    }

    let (states, raw_conditions) = read_states(&mut ctx, state_list.0)?;
    let (root, raw_root) = read_node(&mut ctx, nodes.0, 0)?;

    let mut fxr = Fxr {
        version,
        id,
        game: super::Game::Unknown,
        states,
        root,
        sfx_references,
        external_values1,
        external_values2,
        layout_style: LayoutStyle::Legacy,
    };
    fxr.game = detect_game(&fxr, nightreign_flag);
    fxr.layout_style = detect_style(&raw_root).unwrap_or(LayoutStyle::for_game(fxr.game));

    let fields_end = fields
        .1
        .saturating_mul(4)
        .saturating_add(fields.0)
        .min(data.len() as u64);
    let layouts = find_field_layouts(&ctx.r, &raw_conditions, &raw_root, fields.0, fields_end)?;
    apply_layouts(&mut fxr.root, &mut layouts.into_iter());
    Ok(fxr)
}

/// Reads a non-negative i32 of the header.
fn header_value(r: &mut Reader<'_>, what: &'static str) -> Result<u64> {
    let at = r.pos();
    let v = r.i32(what)?;
    u64::try_from(v).map_err(|_| r.invalid(at, what, "a value of 0 or more", v))
}

/// The reader state: the whole buffer and what is left of the record budget.
struct Ctx<'a> {
    r: Reader<'a>,
    budget: u64,
}

impl<'a> Ctx<'a> {
    /// Charges `bytes` read at `offset` against the budget.
    fn charge(&mut self, offset: u64, bytes: u64, what: &'static str) -> Result<()> {
        if bytes > self.budget {
            return Err(FormatError::TooLarge {
                format: FORMAT,
                offset,
                what,
                requested: bytes,
                limit: self.budget,
            });
        }
        self.budget -= bytes;
        Ok(())
    }

    /// A reader at a record of `size` bytes, after checking it fits and charging it.
    fn record(&mut self, offset: u64, size: u64, what: &'static str) -> Result<Reader<'a>> {
        self.r.check_count(offset, 1, size, what)?;
        self.charge(offset, size, what)?;
        self.r.at(offset, what)
    }

    /// Checks that `count` records of `size` bytes fit at `offset` (before allocating for them).
    fn array(&self, offset: u64, count: usize, size: u64, what: &'static str) -> Result<()> {
        if count > 0 {
            self.r.check_count(offset, count as u64, size, what)?;
        }
        Ok(())
    }

    /// Reads `count` 4-byte fields at `offset` (nothing, and no check of the offset, if 0).
    fn fields(&mut self, offset: u64, count: usize, what: &'static str) -> Result<Vec<Field>> {
        if count == 0 {
            return Ok(Vec::new());
        }
        let bytes = self.r.check_count(offset, count as u64, 4, what)?;
        self.charge(offset, bytes, what)?;
        let mut r = self.r.at(offset, what)?;
        (0..count).map(|_| r.u32(what).map(Field)).collect()
    }

    /// Reads one of the trailing i32 lists of version 5.
    fn i32_list(&mut self, offset: u64, count: u64, what: &'static str) -> Result<Vec<i32>> {
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        Ok(self
            .fields(offset, count, what)?
            .into_iter()
            .map(Field::as_i32)
            .collect())
    }
}

/// Where a property's fields and modifiers were, for the layout walk.
struct RawProperty {
    fields_at: u64,
    field_count: usize,
    modifiers_at: u64,
    is_main: bool,
    modifiers: Vec<RawModifier>,
}

struct RawModifier {
    fields_at: u64,
    field_count: usize,
    properties: Vec<RawProperty>,
}

struct RawAction {
    action_type: i16,
    fields_at: u64,
    field_count: usize,
    properties_at: u64,
    properties: Vec<RawProperty>,
    section10s: Vec<(u64, usize)>,
}

struct RawNode {
    config_actions: Vec<Vec<RawAction>>,
    actions: Vec<RawAction>,
    children: Vec<RawNode>,
}

fn read_states(ctx: &mut Ctx<'_>, offset: u64) -> Result<(Vec<State>, Vec<u64>)> {
    let mut r = ctx.record(offset, 0x10, "state list")?;
    r.expect_i32(0, "state list")?;
    let count = r.count_i32("state count")?;
    let states_at = r.u64("states offset")?;
    ctx.array(states_at, count, STATE_SIZE, "states")?;
    let mut states = Vec::with_capacity(count);
    let mut operand_values = Vec::new();
    for i in 0..count as u64 {
        let mut r = ctx.record(states_at + i * STATE_SIZE, STATE_SIZE, "state")?;
        r.expect_i32(0, "state")?;
        let n = r.count_i32("condition count")?;
        let conditions_at = r.u64("conditions offset")?;
        ctx.array(conditions_at, n, CONDITION_SIZE, "conditions")?;
        let mut conditions = Vec::with_capacity(n);
        for j in 0..n as u64 {
            conditions.push(read_condition(
                ctx,
                conditions_at + j * CONDITION_SIZE,
                &mut operand_values,
            )?);
        }
        states.push(State { conditions });
    }
    Ok((states, operand_values))
}

/// Reads a condition; the offsets of its operand values go to `values_at` (for the layout walk).
fn read_condition(ctx: &mut Ctx<'_>, offset: u64, values_at: &mut Vec<u64>) -> Result<Condition> {
    let mut r = ctx.record(offset, CONDITION_SIZE, "condition")?;
    let operator = ConditionOperator(r.i16("condition operator")?);
    expect_marker(&mut r, "condition")?;
    r.expect_i32(0, "condition")?;
    let next_state = r.i32("next state")?;
    r.expect_i32(0, "condition")?;
    let mut operand = |r: &mut Reader<'_>| -> Result<Operand> {
        let raw_type = r.i16("operand type")?;
        expect_marker(r, "operand")?;
        r.expect_i32(0, "operand")?;
        let has_at = r.pos();
        let has_value = r.i32("operand has value")?;
        r.expect_i32(0, "operand")?;
        let value_at = r.u64("operand value offset")?;
        r.expect_zeros(16, "operand padding")?;
        let value = match has_value {
            0 => None,
            1 => {
                values_at.push(value_at);
                ctx.fields(value_at, 1, "operand value")?
                    .first()
                    .map(|f| f.0)
            }
            other => return Err(r.invalid(has_at, "operand has value", "0 or 1", other)),
        };
        Ok(Operand::from_raw(raw_type, value))
    };
    let left = operand(&mut r)?;
    let right = operand(&mut r)?;
    Ok(Condition {
        operator,
        next_state,
        left,
        right,
    })
}

/// Reads the bytes 0 and 1 that follow the type of most records.
fn expect_marker(r: &mut Reader<'_>, what: &'static str) -> Result<()> {
    r.expect_u8(0, what)?;
    r.expect_u8(1, what)
}

fn read_node(ctx: &mut Ctx<'_>, offset: u64, depth: usize) -> Result<(Node, RawNode)> {
    if depth > MAX_NODE_DEPTH {
        return Err(FormatError::invalid(
            FORMAT,
            offset,
            "node depth",
            format!("at most {MAX_NODE_DEPTH} levels"),
            "a deeper node (cyclic offsets?)",
        ));
    }
    let mut r = ctx.record(offset, NODE_SIZE, "node")?;
    let node_type = NodeType::from_raw(r.i16("node type")?);
    expect_marker(&mut r, "node")?;
    r.expect_i32(0, "node")?;
    let config_count = r.count_i32("node config count")?;
    let action_count = r.count_i32("node action count")?;
    let child_count = r.count_i32("node child count")?;
    r.expect_i32(0, "node")?;
    let configs_at = r.u64("node configs offset")?;
    let actions_at = r.u64("node actions offset")?;
    let children_at = r.u64("node children offset")?;

    ctx.array(configs_at, config_count, CONFIG_SIZE, "configs")?;
    ctx.array(actions_at, action_count, ACTION_SIZE, "node actions")?;
    ctx.array(children_at, child_count, NODE_SIZE, "child nodes")?;

    let mut configs = Vec::with_capacity(config_count);
    let mut config_actions = Vec::with_capacity(config_count);
    for i in 0..config_count as u64 {
        let (config, raw) = read_config(ctx, configs_at + i * CONFIG_SIZE)?;
        configs.push(config);
        config_actions.push(raw);
    }
    let (actions, raw_actions) = read_actions(ctx, actions_at, action_count)?;
    let mut children = Vec::with_capacity(child_count);
    let mut raw_children = Vec::with_capacity(child_count);
    for i in 0..child_count as u64 {
        let (child, raw) = read_node(ctx, children_at + i * NODE_SIZE, depth + 1)?;
        children.push(child);
        raw_children.push(raw);
    }
    Ok((
        Node {
            node_type,
            configs,
            actions,
            children,
        },
        RawNode {
            config_actions,
            actions: raw_actions,
            children: raw_children,
        },
    ))
}

fn read_config(ctx: &mut Ctx<'_>, offset: u64) -> Result<(Config, Vec<RawAction>)> {
    let mut r = ctx.record(offset, CONFIG_SIZE, "config")?;
    let config_type = ConfigType::from_raw(r.i16("config type")?);
    expect_marker(&mut r, "config")?;
    r.expect_i32(0, "config")?;
    r.expect_i32(0, "config")?;
    let action_count = r.count_i32("config action count")?;
    r.expect_i32(0, "config")?;
    r.expect_i32(0, "config")?;
    let actions_at = r.u64("config actions offset")?;
    ctx.array(actions_at, action_count, ACTION_SIZE, "config actions")?;
    let (actions, raw) = read_actions(ctx, actions_at, action_count)?;
    Ok((
        Config {
            config_type,
            actions,
        },
        raw,
    ))
}

fn read_actions(
    ctx: &mut Ctx<'_>,
    offset: u64,
    count: usize,
) -> Result<(Vec<Action>, Vec<RawAction>)> {
    let mut actions = Vec::with_capacity(count);
    let mut raws = Vec::with_capacity(count);
    for i in 0..count as u64 {
        let (action, raw) = read_action(ctx, offset + i * ACTION_SIZE)?;
        actions.push(action);
        raws.push(raw);
    }
    Ok((actions, raws))
}

fn read_action(ctx: &mut Ctx<'_>, offset: u64) -> Result<(Action, RawAction)> {
    let mut r = ctx.record(offset, ACTION_SIZE, "action")?;
    let action_type = r.i16("action type")?;
    let unk02 = r.u8("action unk02")?;
    let unk03 = r.u8("action unk03")?;
    let unk04 = r.i32("action unk04")?;
    let fields1_count = r.count_i32("action fields1 count")?;
    let section10_count = r.count_i32("action section 10 count")?;
    let properties1_count = r.count_i32("action properties1 count")?;
    let fields2_count = r.count_i32("action fields2 count")?;
    r.expect_i32(0, "action")?;
    let properties2_count = r.count_i32("action properties2 count")?;
    let fields_at = r.u64("action fields offset")?;
    let section10s_at = r.u64("action section 10 offset")?;
    let properties_at = r.u64("action properties offset")?;
    r.expect_u64(0, "action")?;

    // Counts are at most i32::MAX each, so their sums fit in usize on 32- and 64-bit targets.
    let field_count = fields1_count + fields2_count;
    let mut fields1 = ctx.fields(fields_at, field_count, "action fields")?;
    let fields2 = fields1.split_off(fields1_count);

    let property_count = properties1_count + properties2_count;
    ctx.array(
        properties_at,
        property_count,
        PROPERTY_SIZE,
        "action properties",
    )?;
    let mut properties1 = Vec::with_capacity(properties1_count);
    let mut properties2 = Vec::with_capacity(properties2_count);
    let mut raw_properties = Vec::with_capacity(property_count);
    for i in 0..property_count {
        let (property, raw) = read_property(ctx, properties_at + i as u64 * PROPERTY_SIZE, true)?;
        if i < properties1_count {
            properties1.push(property);
        } else {
            properties2.push(property);
        }
        raw_properties.push(raw);
    }

    ctx.array(
        section10s_at,
        section10_count,
        SECTION10_SIZE,
        "section 10s",
    )?;
    let mut section10s = Vec::with_capacity(section10_count);
    let mut raw_section10s = Vec::with_capacity(section10_count);
    for i in 0..section10_count as u64 {
        let mut r = ctx.record(
            section10s_at + i * SECTION10_SIZE,
            SECTION10_SIZE,
            "section 10",
        )?;
        let at = r.u64("section 10 fields offset")?;
        let count = r.count_i32("section 10 field count")?;
        r.expect_i32(0, "section 10")?;
        section10s.push(ctx.fields(at, count, "section 10 fields")?);
        raw_section10s.push((at, count));
    }

    Ok((
        Action {
            action_type,
            unk02,
            unk03,
            unk04,
            fields1,
            fields2,
            section10s,
            properties1,
            properties2,
        },
        RawAction {
            action_type,
            fields_at,
            field_count,
            properties_at,
            properties: raw_properties,
            section10s: raw_section10s,
        },
    ))
}

/// The bits of a property's type enum A that carry meaning (value type, function, loop).
const PROPERTY_ENUM_A_BITS: u16 = 0x0003 | 0x00F0 | 0x1000;

/// Reads a property; `is_main` for an action's property (0x28 bytes), false for a modifier's
/// (0x18 bytes, no modifiers).
fn read_property(ctx: &mut Ctx<'_>, offset: u64, is_main: bool) -> Result<(Property, RawProperty)> {
    let size = if is_main {
        PROPERTY_SIZE
    } else {
        MODIFIER_PROPERTY_SIZE
    };
    let mut r = ctx.record(offset, size, "property")?;
    let enum_a = r.u16("property type enum A")?;
    if enum_a & !PROPERTY_ENUM_A_BITS != 0 {
        return Err(r.invalid(
            offset as usize,
            "property type enum A",
            "only bits 0-1, 4-7 and 12 set",
            format!("{enum_a:#06x}"),
        ));
    }
    expect_marker(&mut r, "property")?;
    let type_enum_b = r.u32("property type enum B")?;
    let field_count = r.count_i32("property field count")?;
    r.expect_i32(0, "property")?;
    let fields_at = r.u64("property fields offset")?;
    let (modifiers_at, modifier_count) = if is_main {
        let at = r.u64("property modifiers offset")?;
        let count = r.count_i32("property modifier count")?;
        r.expect_i32(0, "property")?;
        (at, count)
    } else {
        (0, 0)
    };

    let value_type = ValueType::from_bits(enum_a);
    let function = PropertyFunction::from_raw(((enum_a >> 4) & 0xF) as u8);
    let looped = enum_a & 0x1000 != 0;
    let fields = ctx.fields(fields_at, field_count, "property fields")?;
    match expected_field_count(value_type, function, &fields) {
        Ok(Some(expected)) if expected != fields.len() as u64 => {
            return Err(FormatError::invalid(
                FORMAT,
                offset,
                "property field count",
                format!("{expected} fields for a {value_type:?} {function:?} property"),
                fields.len(),
            ));
        }
        Err(why) => {
            return Err(FormatError::invalid(
                FORMAT,
                offset,
                "property fields",
                "a keyframe count of 0 or more",
                why,
            ));
        }
        _ => {}
    }

    ctx.array(modifiers_at, modifier_count, MODIFIER_SIZE, "modifiers")?;
    let mut modifiers = Vec::with_capacity(modifier_count);
    let mut raw_modifiers = Vec::with_capacity(modifier_count);
    for i in 0..modifier_count as u64 {
        let (modifier, raw) = read_modifier(ctx, modifiers_at + i * MODIFIER_SIZE)?;
        modifiers.push(modifier);
        raw_modifiers.push(raw);
    }
    Ok((
        Property {
            value_type,
            function,
            looped,
            type_enum_b,
            fields,
            modifiers,
            layout: None,
        },
        RawProperty {
            fields_at,
            field_count,
            modifiers_at,
            is_main,
            modifiers: raw_modifiers,
        },
    ))
}

fn read_modifier(ctx: &mut Ctx<'_>, offset: u64) -> Result<(Modifier, RawModifier)> {
    let mut r = ctx.record(offset, MODIFIER_SIZE, "modifier")?;
    let enum_a = r.u16("modifier type enum A")?;
    let Some((modifier_type, value_type)) = ModifierType::from_enum_a(enum_a) else {
        return Err(r.invalid(
            offset as usize,
            "modifier type enum A",
            "bits 14-15 set and only the type and value type bits besides",
            format!("{enum_a:#06x}"),
        ));
    };
    expect_marker(&mut r, "modifier")?;
    let type_enum_b = r.u32("modifier type enum B")?;
    let field_count = r.count_i32("modifier field count")?;
    let property_count = r.count_i32("modifier property count")?;
    let fields_at = r.u64("modifier fields offset")?;
    let properties_at = r.u64("modifier properties offset")?;
    let fields = ctx.fields(fields_at, field_count, "modifier fields")?;
    ctx.array(
        properties_at,
        property_count,
        MODIFIER_PROPERTY_SIZE,
        "modifier properties",
    )?;
    let mut properties = Vec::with_capacity(property_count);
    let mut raw_properties = Vec::with_capacity(property_count);
    for i in 0..property_count as u64 {
        let (property, raw) =
            read_property(ctx, properties_at + i * MODIFIER_PROPERTY_SIZE, false)?;
        properties.push(property);
        raw_properties.push(raw);
    }
    let modifier = Modifier {
        modifier_type,
        value_type,
        type_enum_b,
        fields,
        properties,
    };
    validate_modifier(&modifier).map_err(|e| match e {
        FormatError::Invalid {
            what,
            expected,
            found,
            ..
        } => FormatError::Invalid {
            format: FORMAT,
            offset,
            what,
            expected,
            found,
        },
        other => other,
    })?;
    Ok((
        modifier,
        RawModifier {
            fields_at,
            field_count,
            properties: raw_properties,
        },
    ))
}

/// Decides where the file points empty lists from the votes of its empty property-modifier
/// and action-property lists; `None` if it has none.
fn detect_style(root: &RawNode) -> Option<LayoutStyle> {
    fn visit(node: &RawNode, zeroed: &mut usize, legacy: &mut usize) {
        for action in node
            .actions
            .iter()
            .chain(node.config_actions.iter().flatten())
        {
            if action.properties.is_empty() && action.action_type != STATE_CONFIG_MAP {
                if action.properties_at == 0 {
                    *zeroed += 1
                } else {
                    *legacy += 1
                }
            }
            for property in &action.properties {
                if property.is_main && property.modifiers.is_empty() {
                    if property.modifiers_at == 0 {
                        *zeroed += 1
                    } else {
                        *legacy += 1
                    }
                }
            }
        }
        for child in &node.children {
            visit(child, zeroed, legacy);
        }
    }
    let (mut zeroed, mut legacy) = (0, 0);
    visit(root, &mut zeroed, &mut legacy);
    match zeroed.cmp(&legacy) {
        std::cmp::Ordering::Greater => Some(LayoutStyle::Zeroed),
        std::cmp::Ordering::Less => Some(LayoutStyle::Legacy),
        std::cmp::Ordering::Equal => None,
    }
}

/// The walk over the fields section in the games' order, tracking where the next run of fields
/// should start.
struct FieldWalk<'r, 'a> {
    r: &'r Reader<'a>,
    cursor: u64,
    layouts: Vec<FieldsLayout>,
    /// The property (index into `layouts`) that unreferenced bytes found next belong to.
    last_property: Option<usize>,
    /// Where the latest property fields run with each content is, as the writer tracks it
    /// (`latest_run` in write.rs): a property shares only the latest identical copy.
    latest_property_run: HashMap<Vec<u32>, u64>,
}

impl FieldWalk<'_, '_> {
    /// Accounts for a run of `count` fields pointed at `at` that is not a property's.
    fn run(&mut self, at: u64, count: usize) -> Result<()> {
        if count > 0 && at >= self.cursor {
            self.unreferenced_until(at)?;
            self.cursor = at + 4 * count as u64;
        }
        Ok(())
    }

    /// Accounts for the fields run of the property `index` (into `layouts`).
    ///
    /// A run pointing back, before the cursor, is a shared copy only if it is where the writer
    /// would point it: at the latest earlier property run with the same content. Anything
    /// else pointing back (not seen in game files) is read as a property with its own copy,
    /// which the writer then writes; otherwise the layout read from the written file would
    /// differ from the one that wrote it.
    fn property_run(&mut self, at: u64, count: usize, index: usize) -> Result<()> {
        if count > 0 {
            let mut r = self.r.at(at, "property fields")?;
            let mut words = Vec::with_capacity(count);
            for _ in 0..count {
                words.push(r.u32("property fields")?);
            }
            if at >= self.cursor {
                self.unreferenced_until(at)?;
                self.cursor = at + 4 * count as u64;
                self.latest_property_run.insert(words, at);
            } else if self.latest_property_run.get(&words) == Some(&at) {
                if let Some(layout) = self.layouts.get_mut(index) {
                    layout.shares_earlier_copy = true;
                }
            } else {
                // Written as a copy of its own, this becomes the latest run with its content.
                self.latest_property_run.insert(words, at);
            }
        }
        self.last_property = Some(index);
        Ok(())
    }

    /// Gives the bytes from the cursor to `end`, if any, to the last property. A property's
    /// unreferenced values are written as one run, so together they must stay within
    /// [`MAX_UNREFERENCED_BYTES`] for the written file to read back the same.
    fn unreferenced_until(&mut self, end: u64) -> Result<()> {
        let len = end - self.cursor;
        if len == 0 || !len.is_multiple_of(4) {
            return Ok(());
        }
        let Some(layout) = self.last_property.and_then(|i| self.layouts.get_mut(i)) else {
            return Ok(());
        };
        let kept = 4 * layout.unreferenced.len() as u64;
        if kept.saturating_add(len) > MAX_UNREFERENCED_BYTES {
            return Ok(());
        }
        let mut r = self.r.at(self.cursor, "unreferenced fields")?;
        for _ in 0..len / 4 {
            layout
                .unreferenced
                .push(Field(r.u32("unreferenced fields")?));
        }
        Ok(())
    }

    fn property(&mut self, property: &RawProperty) -> Result<()> {
        let index = self.layouts.len();
        self.layouts.push(FieldsLayout {
            shares_earlier_copy: false,
            unreferenced: Vec::new(),
        });
        self.property_run(property.fields_at, property.field_count, index)?;
        for modifier in &property.modifiers {
            self.run(modifier.fields_at, modifier.field_count)?;
            for owned in &modifier.properties {
                self.property(owned)?;
            }
        }
        Ok(())
    }

    fn action(&mut self, action: &RawAction) -> Result<()> {
        self.run(action.fields_at, action.field_count)?;
        for property in &action.properties {
            self.property(property)?;
        }
        for &(at, count) in &action.section10s {
            self.run(at, count)?;
        }
        Ok(())
    }

    fn node(&mut self, node: &RawNode) -> Result<()> {
        // The games write a node's config actions' data before its own actions' data.
        for action in node.config_actions.iter().flatten().chain(&node.actions) {
            self.action(action)?;
        }
        for child in &node.children {
            self.node(child)?;
        }
        Ok(())
    }
}

/// Walks the fields section in write order and returns each property's layout (in the order
/// [`apply_layouts`] visits them).
fn find_field_layouts(
    r: &Reader<'_>,
    condition_values: &[u64],
    root: &RawNode,
    fields_start: u64,
    fields_end: u64,
) -> Result<Vec<FieldsLayout>> {
    let mut walk = FieldWalk {
        r,
        cursor: fields_start,
        layouts: Vec::new(),
        last_property: None,
        latest_property_run: HashMap::new(),
    };
    for &at in condition_values {
        walk.run(at, 1)?;
    }
    walk.node(root)?;
    if fields_end > walk.cursor {
        walk.unreferenced_until(fields_end)?;
    }
    Ok(walk.layouts)
}

/// Gives each property its layout, visiting them in the same order as [`FieldWalk`].
fn apply_layouts(node: &mut Node, layouts: &mut impl Iterator<Item = FieldsLayout>) {
    fn property(p: &mut Property, layouts: &mut impl Iterator<Item = FieldsLayout>) {
        if let Some(layout) = layouts.next()
            && (layout.shares_earlier_copy || !layout.unreferenced.is_empty())
        {
            p.layout = Some(layout);
        }
        for modifier in &mut p.modifiers {
            for owned in &mut modifier.properties {
                property(owned, layouts);
            }
        }
    }
    let Node {
        configs,
        actions,
        children,
        ..
    } = node;
    let config_actions = configs.iter_mut().flat_map(|c| c.actions.iter_mut());
    for action in config_actions.chain(actions.iter_mut()) {
        for p in action
            .properties1
            .iter_mut()
            .chain(action.properties2.iter_mut())
        {
            property(p, layouts);
        }
    }
    for child in children {
        apply_layouts(child, layouts);
    }
}
