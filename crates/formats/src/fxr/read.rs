//! Reading an FXR file into the tree.
//!
//! Offsets are followed from the header into the tree. Every record read is charged against a
//! budget of twice the file size, so records that repeat (cyclic or shared offsets) cannot
//! make the reader loop or allocate without bound; node nesting is limited to
//! [`MAX_NODE_DEPTH`]. After the tree is read, the fields section is walked in the order the
//! games write it, to find the layout quirks a byte-exact writer must reproduce (see
//! [`FieldsLayout`]) and where the file points empty lists ([`LayoutStyle`]).

use super::property::{expected_field_count, modifiers_key, validate_modifier};
use super::{
    Action, Condition, ConditionOperator, Config, ConfigType, EmptyListAt, FORMAT, Field,
    FieldsLayout, FileLayout, Fxr, FxrVersion, LayoutStyle, ListKind, Modifier, ModifierType, Node,
    NodeType, Operand, Property, PropertyFunction, RecordOrder, STATE_CONFIG_MAP, State, ValueType,
    detect_game,
};
use crate::binary::{Limits, Reader};
use crate::error::{FormatError, Result};
use std::collections::{BTreeMap, HashMap};

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

/// The first 0x10 bytes of the header: what identifies the file.
struct HeaderStart {
    nightreign_flag: i16,
    version: FxrVersion,
    id: i32,
}

/// Reads and checks the header's first 0x10 bytes (magic, Nightreign flag, version, id).
fn header_start(r: &mut Reader) -> Result<HeaderStart> {
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
    Ok(HeaderStart {
        nightreign_flag,
        version,
        id,
    })
}

/// The bytes [`peek_id`] reads.
pub const ID_HEADER_SIZE: usize = 0x10;

/// The effect id of an FXR file from its first [`ID_HEADER_SIZE`] bytes (magic, flag and
/// version checked), without reading the rest: how a library indexes thousands of effects
/// and reads each one only when it is shown.
pub fn peek_id(head: &[u8]) -> Result<i32> {
    Ok(header_start(&mut Reader::new(head, FORMAT))?.id)
}

/// Reads an FXR file with the default limits.
pub fn read(data: &[u8]) -> Result<Fxr> {
    read_with_limits(data, &Limits::default())
}

/// Reads an FXR file; `limits` bounds the file size accepted.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Fxr> {
    limits.check(FORMAT, 0, "FXR file", data.len() as u64)?;
    let mut r = Reader::new(data, FORMAT);
    let HeaderStart {
        nightreign_flag,
        version,
        id,
    } = header_start(&mut r)?;
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
        walk: FieldWalk {
            r: r.clone(),
            cursor: fields.0,
            properties: 0,
            layouts: Vec::new(),
            last_property: None,
            latest_property_run: LatestRuns::default(),
            backward_runs: false,
            suspended: 0,
        },
        zeroed_votes: 0,
        legacy_votes: 0,
        empty_lists: Vec::new(),
        modifier_lists: ModifierLists::default(),
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

    let states = read_states(&mut ctx, state_list.0)?;
    let root = read_node(&mut ctx, nodes.0, 0)?;

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
        file_layout: None,
    };
    fxr.game = detect_game(&fxr, nightreign_flag);
    fxr.root.split_fields2_leads(fxr.game);
    fxr.layout_style =
        detect_style(ctx.zeroed_votes, ctx.legacy_votes).unwrap_or(LayoutStyle::for_game(fxr.game));
    // A run of fields before one read earlier: not the games' order, the one grouped by
    // record kind. Its walk found no stale values, only other records' fields.
    let record_order = if ctx.walk.backward_runs {
        RecordOrder::Grouped
    } else {
        RecordOrder::Game
    };
    fxr.file_layout = Some(FileLayout {
        sections: pairs.map(|(at, count)| (at as u32, count as u32)),
        empty_lists: std::mem::take(&mut ctx.empty_lists),
        record_order,
    });

    let fields_end = fields
        .1
        .saturating_mul(4)
        .saturating_add(fields.0)
        .min(data.len() as u64);
    let mut walk = ctx.walk;
    if fields_end > walk.cursor {
        walk.unreferenced_until(fields_end)?;
    }
    if record_order == RecordOrder::Game && !walk.layouts.is_empty() {
        apply_layouts(
            &mut fxr.root,
            &mut walk.layouts.into_iter().peekable(),
            &mut 0,
        );
    }
    Ok(fxr)
}

/// Reads a non-negative i32 of the header.
fn header_value(r: &mut Reader<'_>, what: &'static str) -> Result<u64> {
    let at = r.pos();
    let v = r.i32(what)?;
    u64::try_from(v).map_err(|_| r.invalid(at, what, "a value of 0 or more", v))
}

/// The reader state: the whole buffer, what is left of the record budget, and what the
/// records say about the fields section's layout.
struct Ctx<'a> {
    r: Reader<'a>,
    budget: u64,
    /// The walk over the fields section. Records are read in the order the games write their
    /// fields, so each run of fields is walked as soon as its record is read.
    walk: FieldWalk<'a>,
    /// The votes for [`detect_style`]: empty action-property and property-modifier lists
    /// pointed at 0, and pointed elsewhere.
    zeroed_votes: usize,
    legacy_votes: usize,
    /// Every empty list read, and where it pointed.
    empty_lists: Vec<EmptyListAt>,
    /// The properties' modifier lists read so far, for the ones a linked property shares.
    modifier_lists: ModifierLists,
}

/// The modifier lists of the properties read so far (in the order the writer lays out their
/// fields), as the writer tracks them to point a property at an earlier identical list.
#[derive(Default)]
struct ModifierLists {
    /// Each list's offset and its modifier count.
    read: HashMap<u64, usize>,
    /// Where the latest list of its own with each content (`modifiers_key`) is. Ordered, not
    /// hashed, for the reason given at [`FieldWalk::latest_property_run`].
    latest: BTreeMap<Vec<u32>, u64>,
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

    /// The bytes of `count` 4-byte fields at `offset`, after checking they fit and charging
    /// them (nothing, and no check of the offset, if 0).
    fn field_bytes(&mut self, offset: u64, count: usize, what: &'static str) -> Result<&'a [u8]> {
        if count == 0 {
            return Ok(&[]);
        }
        let bytes = self.r.check_count(offset, count as u64, 4, what)?;
        self.charge(offset, bytes, what)?;
        self.r.slice(offset, bytes, what)
    }

    /// Reads `count` 4-byte fields at `offset` (nothing, and no check of the offset, if 0).
    fn fields(&mut self, offset: u64, count: usize, what: &'static str) -> Result<Vec<Field>> {
        Ok(words(self.field_bytes(offset, count, what)?)
            .map(Field)
            .collect())
    }

    /// Reads one of the trailing i32 lists of version 5.
    fn i32_list(&mut self, offset: u64, count: u64, what: &'static str) -> Result<Vec<i32>> {
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        Ok(words(self.field_bytes(offset, count, what)?)
            .map(|w| w as i32)
            .collect())
    }

    /// Notes where an empty list of the record at `record` pointed (`at`), when `count` is 0.
    /// Offsets past 4 GiB cannot be in a file the reader accepts; such a list is not noted.
    fn empty_list(&mut self, kind: ListKind, record: u64, count: usize, at: u64) {
        if let (0, Ok(record), Ok(at)) = (count, u32::try_from(record), u32::try_from(at)) {
            self.empty_lists.push(EmptyListAt { kind, record, at });
        }
    }

    /// Counts an empty list's offset as a vote for [`detect_style`].
    fn vote(&mut self, empty_list_at: u64) {
        if empty_list_at == 0 {
            self.zeroed_votes += 1;
        } else {
            self.legacy_votes += 1;
        }
    }
}

/// The little-endian u32s of `bytes` (whose length is a multiple of 4), in order.
fn words(bytes: &[u8]) -> impl ExactSizeIterator<Item = u32> + '_ {
    bytes
        .as_chunks::<4>()
        .0
        .iter()
        .map(|w| u32::from_le_bytes(*w))
}

fn read_states(ctx: &mut Ctx<'_>, offset: u64) -> Result<Vec<State>> {
    let mut r = ctx.record(offset, 0x10, "state list")?;
    r.expect_i32(0, "state list")?;
    let count = r.count_i32("state count")?;
    let states_at = r.u64("states offset")?;
    ctx.array(states_at, count, STATE_SIZE, "states")?;
    let mut states = Vec::with_capacity(count);
    for i in 0..count as u64 {
        let mut r = ctx.record(states_at + i * STATE_SIZE, STATE_SIZE, "state")?;
        r.expect_i32(0, "state")?;
        let n = r.count_i32("condition count")?;
        let conditions_at = r.u64("conditions offset")?;
        ctx.array(conditions_at, n, CONDITION_SIZE, "conditions")?;
        let mut conditions = Vec::with_capacity(n);
        for j in 0..n as u64 {
            conditions.push(read_condition(ctx, conditions_at + j * CONDITION_SIZE)?);
        }
        states.push(State { conditions });
    }
    Ok(states)
}

/// Reads a condition; its operand values' runs go to the layout walk.
fn read_condition(ctx: &mut Ctx<'_>, offset: u64) -> Result<Condition> {
    let mut r = ctx.record(offset, CONDITION_SIZE, "condition")?;
    let operator = ConditionOperator(r.i16("condition operator")?);
    expect_marker(&mut r, "condition")?;
    r.expect_i32(0, "condition")?;
    let next_state = r.i32("next state")?;
    r.expect_i32(0, "condition")?;
    let mut operand = |r: &mut Reader<'_>, kind: ListKind| -> Result<Operand> {
        let raw_type = r.i16("operand type")?;
        expect_marker(r, "operand")?;
        r.expect_i32(0, "operand")?;
        let has_at = r.pos();
        let has_value = r.i32("operand has value")?;
        r.expect_i32(0, "operand")?;
        let value_at = r.u64("operand value offset")?;
        r.expect_zeros(16, "operand padding")?;
        let value = match has_value {
            0 => {
                ctx.empty_list(kind, offset, 0, value_at);
                None
            }
            1 => {
                let value = words(ctx.field_bytes(value_at, 1, "operand value")?).next();
                ctx.walk.run(value_at, 1)?;
                value
            }
            other => return Err(r.invalid(has_at, "operand has value", "0 or 1", other)),
        };
        Ok(Operand::from_raw(raw_type, value))
    };
    let left = operand(&mut r, ListKind::LeftOperandValue)?;
    let right = operand(&mut r, ListKind::RightOperandValue)?;
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

fn read_node(ctx: &mut Ctx<'_>, offset: u64, depth: usize) -> Result<Node> {
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
    ctx.empty_list(ListKind::NodeConfigs, offset, config_count, configs_at);
    ctx.empty_list(ListKind::NodeActions, offset, action_count, actions_at);
    ctx.empty_list(ListKind::NodeChildren, offset, child_count, children_at);

    let mut configs = Vec::with_capacity(config_count);
    for i in 0..config_count as u64 {
        configs.push(read_config(ctx, configs_at + i * CONFIG_SIZE)?);
    }
    let actions = read_actions(ctx, actions_at, action_count)?;
    let mut children = Vec::with_capacity(child_count);
    for i in 0..child_count as u64 {
        children.push(read_node(ctx, children_at + i * NODE_SIZE, depth + 1)?);
    }
    Ok(Node {
        node_type,
        configs,
        actions,
        children,
    })
}

fn read_config(ctx: &mut Ctx<'_>, offset: u64) -> Result<Config> {
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
    ctx.empty_list(ListKind::ConfigActions, offset, action_count, actions_at);
    let actions = read_actions(ctx, actions_at, action_count)?;
    Ok(Config {
        config_type,
        actions,
    })
}

fn read_actions(ctx: &mut Ctx<'_>, offset: u64, count: usize) -> Result<Vec<Action>> {
    let mut actions = Vec::with_capacity(count);
    for i in 0..count as u64 {
        actions.push(read_action(ctx, offset + i * ACTION_SIZE)?);
    }
    Ok(actions)
}

fn read_action(ctx: &mut Ctx<'_>, offset: u64) -> Result<Action> {
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
    let (bytes1, bytes2) = ctx
        .field_bytes(fields_at, field_count, "action fields")?
        .split_at(4 * fields1_count);
    let fields1: Vec<Field> = words(bytes1).map(Field).collect();
    let fields2: Vec<Field> = words(bytes2).map(Field).collect();
    ctx.walk.run(fields_at, field_count)?;
    ctx.empty_list(ListKind::ActionFields, offset, field_count, fields_at);

    let property_count = properties1_count + properties2_count;
    ctx.array(
        properties_at,
        property_count,
        PROPERTY_SIZE,
        "action properties",
    )?;
    if property_count == 0 && action_type != STATE_CONFIG_MAP {
        ctx.vote(properties_at);
    }
    let lists = [
        (ListKind::ActionProperties, property_count, properties_at),
        (ListKind::ActionSection10s, section10_count, section10s_at),
    ];
    for (kind, count, at) in lists {
        ctx.empty_list(kind, offset, count, at);
    }
    // The section 10s' fields before the properties': the order the games write them in.
    ctx.array(
        section10s_at,
        section10_count,
        SECTION10_SIZE,
        "section 10s",
    )?;
    let mut section10s = Vec::with_capacity(section10_count);
    for i in 0..section10_count as u64 {
        let mut r = ctx.record(
            section10s_at + i * SECTION10_SIZE,
            SECTION10_SIZE,
            "section 10",
        )?;
        let at = r.u64("section 10 fields offset")?;
        let count = r.count_i32("section 10 field count")?;
        r.expect_i32(0, "section 10")?;
        let record = section10s_at + i * SECTION10_SIZE;
        ctx.empty_list(ListKind::Section10Fields, record, count, at);
        section10s.push(ctx.fields(at, count, "section 10 fields")?);
        ctx.walk.run(at, count)?;
    }

    let mut properties1 = Vec::with_capacity(properties1_count);
    let mut properties2 = Vec::with_capacity(properties2_count);
    for i in 0..property_count {
        let property = read_property(ctx, properties_at + i as u64 * PROPERTY_SIZE, true)?;
        if i < properties1_count {
            properties1.push(property);
        } else {
            properties2.push(property);
        }
    }

    Ok(Action {
        action_type,
        unk02,
        unk03,
        unk04,
        fields1,
        fields2,
        fields2_lead: None,
        section10s,
        properties1,
        properties2,
    })
}

/// The bits of a property's type enum A that carry meaning (value type, function, loop).
const PROPERTY_ENUM_A_BITS: u16 = 0x0003 | 0x00F0 | 0x1000;

/// Reads a property; `is_main` for an action's property (0x28 bytes), false for a modifier's
/// (0x18 bytes, no modifiers).
fn read_property(ctx: &mut Ctx<'_>, offset: u64, is_main: bool) -> Result<Property> {
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
    ctx.walk.property(fields_at, field_count)?;
    if is_main && modifier_count == 0 {
        ctx.vote(modifiers_at);
    }
    ctx.empty_list(ListKind::PropertyFields, offset, field_count, fields_at);
    if is_main {
        ctx.empty_list(
            ListKind::PropertyModifiers,
            offset,
            modifier_count,
            modifiers_at,
        );
    }
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

    let (modifiers, shared) = read_property_modifiers(ctx, modifiers_at, modifier_count)?;
    Ok(Property {
        value_type,
        function,
        looped,
        type_enum_b,
        fields,
        modifiers,
        layout: shared.then(|| FieldsLayout {
            shares_earlier_modifiers: true,
            ..FieldsLayout::default()
        }),
    })
}

/// Reads a property's `count` modifiers at `at`, and whether the property shares them with an
/// earlier one, as the writer does: the list was read before (its fields are walked once, with
/// the property that owns it) and is the latest list of its own with that content.
fn read_property_modifiers(
    ctx: &mut Ctx<'_>,
    at: u64,
    count: usize,
) -> Result<(Vec<Modifier>, bool)> {
    ctx.array(at, count, MODIFIER_SIZE, "modifiers")?;
    if count == 0 {
        return Ok((Vec::new(), false));
    }
    let read_before = ctx.modifier_lists.read.get(&at).copied();
    // A list read before has its fields where they were walked: not a sign of another order.
    ctx.walk.suspended += u32::from(read_before.is_some());
    let mut modifiers = Vec::with_capacity(count);
    for i in 0..count as u64 {
        modifiers.push(read_modifier(ctx, at + i * MODIFIER_SIZE)?);
    }
    ctx.walk.suspended -= u32::from(read_before.is_some());
    let key = modifiers_key(&modifiers);
    let shared = read_before == Some(count) && ctx.modifier_lists.latest.get(&key) == Some(&at);
    if !shared {
        // The writer writes this list as one of its own: the latest with its content.
        ctx.modifier_lists.read.insert(at, count);
        ctx.modifier_lists.latest.insert(key, at);
    }
    Ok((modifiers, shared))
}

fn read_modifier(ctx: &mut Ctx<'_>, offset: u64) -> Result<Modifier> {
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
    ctx.walk.run(fields_at, field_count)?;
    ctx.empty_list(ListKind::ModifierFields, offset, field_count, fields_at);
    ctx.empty_list(
        ListKind::ModifierProperties,
        offset,
        property_count,
        properties_at,
    );
    ctx.array(
        properties_at,
        property_count,
        MODIFIER_PROPERTY_SIZE,
        "modifier properties",
    )?;
    let mut properties = Vec::with_capacity(property_count);
    for i in 0..property_count as u64 {
        properties.push(read_property(
            ctx,
            properties_at + i * MODIFIER_PROPERTY_SIZE,
            false,
        )?);
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
    Ok(modifier)
}

/// Decides where the file points empty lists from the votes of its empty property-modifier
/// and action-property lists (counted while reading); `None` if it has none.
fn detect_style(zeroed: usize, legacy: usize) -> Option<LayoutStyle> {
    match zeroed.cmp(&legacy) {
        std::cmp::Ordering::Greater => Some(LayoutStyle::Zeroed),
        std::cmp::Ordering::Less => Some(LayoutStyle::Legacy),
        std::cmp::Ordering::Equal => None,
    }
}

/// The walk over the fields section in the games' order, tracking where the next run of fields
/// should start.
struct FieldWalk<'a> {
    r: Reader<'a>,
    cursor: u64,
    /// How many properties the walk has met (the next one's index, in read order).
    properties: usize,
    /// The layouts other than the plain one, with the index of their property, in order.
    layouts: Vec<(usize, FieldsLayout)>,
    /// The property (its index) that unreferenced bytes found next belong to.
    last_property: Option<usize>,
    /// Where the latest property fields run with each content (its bytes in the file) is, as
    /// the writer tracks it (`latest_run` in write.rs): a property shares only the latest
    /// identical copy. Ordered, not hashed: the keys are the file's bytes, and a file crafted
    /// so that they collide would make a hash table quadratic (a hang on a large file); a tree
    /// stays n log n whatever the bytes.
    latest_property_run: LatestRuns<'a>,
    /// Whether a run that is not a property's pointed before the cursor: the fields are not in
    /// the games' order.
    backward_runs: bool,
    /// Above 0 while the modifiers of a list read before are read again: their runs are not
    /// walked (properties are still counted, so that indices stay those of the read order).
    suspended: u32,
}

/// Where the latest property fields run with each content is: the runs are noted in file
/// order, and ordered by their content only when a run pointing back asks (most files have
/// none, and then the tree is never built: it was a tenth of reading a file).
#[derive(Default)]
struct LatestRuns<'a> {
    by_content: BTreeMap<&'a [u8], u64>,
    /// Runs noted since the tree was last brought up to date, in file order.
    pending: Vec<(&'a [u8], u64)>,
}

impl<'a> LatestRuns<'a> {
    /// Notes the run of `words` at `at` as the latest with its content.
    fn insert(&mut self, words: &'a [u8], at: u64) {
        self.pending.push((words, at));
    }

    /// Where the latest run of `words` is.
    fn get(&mut self, words: &[u8]) -> Option<u64> {
        // In file order, so that a later run of the same content wins.
        self.by_content.extend(self.pending.drain(..));
        self.by_content.get(words).copied()
    }
}

impl<'a> FieldWalk<'a> {
    /// Accounts for a run of `count` fields pointed at `at` that is not a property's.
    fn run(&mut self, at: u64, count: usize) -> Result<()> {
        if self.suspended > 0 {
            return Ok(());
        }
        if count > 0 && at >= self.cursor {
            self.unreferenced_until(at)?;
            self.cursor = at + 4 * count as u64;
        } else if count > 0 {
            self.backward_runs = true;
        }
        Ok(())
    }

    /// Accounts for the fields run of the next property.
    fn property(&mut self, at: u64, count: usize) -> Result<()> {
        let index = self.properties;
        self.properties += 1;
        if self.suspended > 0 {
            return Ok(());
        }
        self.property_run(at, count, index)
    }

    /// Accounts for the fields run of the property `index`.
    ///
    /// A run pointing back, before the cursor, is a shared copy only if it is where the writer
    /// would point it: at the latest earlier property run with the same content. Anything
    /// else pointing back (not seen in game files) is read as a property with its own copy,
    /// which the writer then writes; otherwise the layout read from the written file would
    /// differ from the one that wrote it.
    fn property_run(&mut self, at: u64, count: usize, index: usize) -> Result<()> {
        if count > 0 {
            let words = self.r.slice(at, 4 * count as u64, "property fields")?;
            if at >= self.cursor {
                self.unreferenced_until(at)?;
                self.cursor = at + 4 * count as u64;
                self.latest_property_run.insert(words, at);
            } else if self.latest_property_run.get(words) == Some(at) {
                if self.layout_of(index).is_some() {
                    if let Some((_, layout)) = self.layouts.last_mut() {
                        layout.shares_earlier_copy = true;
                    }
                } else {
                    self.layouts.push((
                        index,
                        FieldsLayout {
                            shares_earlier_copy: true,
                            ..FieldsLayout::default()
                        },
                    ));
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
        let Some(index) = self.last_property else {
            return Ok(());
        };
        let layout = self.layout_of(index);
        let kept = 4 * layout.map_or(0, |l| l.unreferenced.len()) as u64;
        if kept.saturating_add(len) > MAX_UNREFERENCED_BYTES {
            return Ok(());
        }
        let values = words(self.r.slice(self.cursor, len, "unreferenced fields")?).map(Field);
        if layout.is_some() {
            if let Some((_, layout)) = self.layouts.last_mut() {
                layout.unreferenced.extend(values);
            }
        } else {
            self.layouts.push((
                index,
                FieldsLayout {
                    unreferenced: values.collect(),
                    ..FieldsLayout::default()
                },
            ));
        }
        Ok(())
    }

    /// The layout kept for the property `index`, if any: only the latest property's can be
    /// changed, so it can only be the last one.
    fn layout_of(&self, index: usize) -> Option<&FieldsLayout> {
        match self.layouts.last() {
            Some((i, layout)) if *i == index => Some(layout),
            _ => None,
        }
    }
}

/// The walk's layouts, in property order, as [`apply_layouts`] takes them.
type Layouts = std::iter::Peekable<std::vec::IntoIter<(usize, FieldsLayout)>>;

/// Gives each property its layout (`layouts`: the walk's, by property index), visiting them
/// in the order they were read; `next` is the index of the next property visited.
fn apply_layouts(node: &mut Node, layouts: &mut Layouts, next: &mut usize) {
    fn property(p: &mut Property, layouts: &mut Layouts, next: &mut usize) {
        let index = *next;
        *next += 1;
        if let Some((_, layout)) = layouts.next_if(|(i, _)| *i == index)
            && (layout.shares_earlier_copy || !layout.unreferenced.is_empty())
        {
            let shares_earlier_modifiers = p
                .layout
                .as_ref()
                .is_some_and(|l| l.shares_earlier_modifiers);
            p.layout = Some(FieldsLayout {
                shares_earlier_modifiers,
                ..layout
            });
        }
        for modifier in &mut p.modifiers {
            for owned in &mut modifier.properties {
                property(owned, layouts, next);
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
            property(p, layouts, next);
        }
    }
    for child in children {
        apply_layouts(child, layouts, next);
    }
}
