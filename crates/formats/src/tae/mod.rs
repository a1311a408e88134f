//! TAE: the animation event files ("time act") of `chr/cXXXX.anibnd.dcx` binders, the 64-bit
//! `TAE ` layout of Dark Souls 3 (version 0x1000C) and of Sekiro, Elden Ring, Nightreign and
//! Armored Core 6 (0x1000D). Each animation of a character lists timed events: spawn an
//! effect on a dummy poly, play a sound, open an input window… [`spawns`] decodes the ones
//! that spawn effects; [`anibnd`] reads and builds the binders.
//!
//! Little-endian (the big-endian and 32-bit layouts of older games are refused); offsets are
//! absolute i64. Layout facts: SoulsFormats `TAE3.cs` and SoulsFormatsNEXT `Formats/TAE/`
//! (`TAE.cs`, `Animation.cs`, `Event.cs`, `EventGroup.cs`), checked against WitchyBND's
//! sample binders of the four games.
//!
//! | offset | type | meaning |
//! |---|---|---|
//! | 0x00 | char[4] | `TAE ` |
//! | 0x04 | u8×4 | 0 (little-endian), 0, 0, 0xFF (64-bit) |
//! | 0x08 | i32 | version: 0x1000C (DS3) or 0x1000D (Sekiro onwards) |
//! | 0x0C | i32 | file size |
//! | 0x10 | i64×4 | 0x40, 1, 0x50, 0x80 |
//! | 0x30 | i64 | event bank: which event template applies (characters: DS3 21, Sekiro 14, ER and AC6 36 in the samples) |
//! | 0x38 | i64 | 0 |
//! | 0x40 | u8[8] | flags (1 0 1 2 2 1 1 1 in every sample) |
//! | 0x48 | u8×8 | 1, then 0s |
//! | 0x50 | i32 | id (the file's: 2000 + its `aNN` number for `aNN.tae`, 200000 + the character for `cXXXX.tae`) |
//! | 0x54 | i32 | animation count |
//! | 0x58 | i64 | offset of the animation table (0 when there are none) |
//! | 0x60 | i64 | offset of the animation groups header |
//! | 0x68 | i64 | 0xA0 |
//! | 0x70 | i64 | the animation count again (a few files differ: kept) |
//! | 0x78 | i64 | offset of the first animation body (0 when none) |
//! | 0x80 | i64×2 | 1, 0x90 |
//! | 0x90 | i32×2 | the id twice |
//! | 0x98 | i64×3 | 0x50, 0, 0xB0 |
//! | 0xB0 | i64 | skeleton name offset (UTF-16, `skeleton.hkt`) |
//! | 0xB8 | i64 | SIB name offset (`c9990.SIB`) |
//! | 0xC0 | i64×2 | 0 |
//!
//! Then, as written: the two names (each zero-terminated, padded to 16); the **animation
//! table** (i64 id, i64 body offset each); the **animation groups** header (i64 count, i64
//! offset) and the groups (i32 first id, i32 last id, i64 offset of the first's table entry
//! for each run of consecutive ids; derived, not kept); the **bodies**, 48 bytes each: i64
//! offsets of the event headers, event groups, times and the animation's file header, then
//! i32 event count, group count, time count and 0. Then per animation:
//!
//! - the **file header** (at the body's fourth offset): i32 kind (0 the animation's own
//!   motion, 1 imported from another), i32 0, i64 offset of what follows (this + 16, or 0 for
//!   a header with nothing more); then i64 name offset (this + 32), 8 bytes (kind 0: u8 loops,
//!   u8 imports HKX, u8 allows delay load, u8 0, i32 HKX source; kind 1: i32 animation
//!   imported from, i32 unknown), i64 0, i64 0, and the file name (`a000_003000.hkt`, padded
//!   to 16; nothing when empty: the offset then points at what follows);
//! - the **times**: the distinct start and end times, f32, ascending, padded to 16;
//! - the **event headers**, 24 bytes each: i64 offsets of the start time, the end time and
//!   the event's data;
//! - each event's **data**: i32 type, i32 (0 but for 15 Sekiro events), i64 offset of the
//!   parameters (data + 16; 0 in two Sekiro events of type 943), the parameters, padding to
//!   16. The file does not store the parameters' length: they are read up to the next
//!   structure, so [`Event::params`] includes that padding;
//! - the **event groups**, 32 bytes each: i64 event count, i64 offset of the events, i64
//!   offset of the group's type, i64 0; then per group the type (i32, i32 0, i64 0) and its
//!   events (i32 event header offsets, padded to 16). Every sampled event is in exactly one
//!   group (the editors' "tracks").
//!
//! Empty names are written as nothing, their offset pointing at the next structure: the
//! reader takes a name offset that is a structure's start as an empty name (Armored Core 6
//! files point both header names at the animation table so). [`write`] reproduces this
//! layout; every sampled game file writes back byte for byte.

pub mod anibnd;
pub mod spawns;

use std::collections::{BTreeSet, HashMap, HashSet};

use super::binary::{Reader, Writer};
use super::error::{FormatError, Result};

/// The name errors are reported under.
pub const FORMAT: &str = "TAE";

/// The size of the fixed header.
const HEADER_SIZE: u64 = 0xD0;
/// An animation table entry, a body, an event header, an event group header.
const ANIMATION_ENTRY: u64 = 16;
const BODY: u64 = 48;
const EVENT_HEADER: u64 = 24;
const GROUP_HEADER: u64 = 32;

/// The layout version (0x08).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TaeFormat {
    /// 0x1000C: Dark Souls 3 (and Bloodborne).
    DarkSouls3,
    /// 0x1000D: Sekiro, Elden Ring, Nightreign, Armored Core 6.
    Sekiro,
}

impl TaeFormat {
    /// The version number.
    pub fn raw(self) -> i32 {
        match self {
            TaeFormat::DarkSouls3 => 0x1000C,
            TaeFormat::Sekiro => 0x1000D,
        }
    }
}

/// An animation event file.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Tae {
    /// The layout version.
    pub format: TaeFormat,
    /// The file's id (0x50).
    pub id: i32,
    /// Which event template applies (0x30).
    pub event_bank: i64,
    /// Unknown flags (0x40).
    pub flags: [u8; 8],
    /// The skeleton file's name; `None` for offset 0, `Some("")` for a name not written.
    pub skeleton_name: Option<String>,
    /// The SIB file's name, likewise.
    pub sib_name: Option<String>,
    /// The count at 0x70 when it differs from the number of animations.
    pub second_animation_count: Option<i64>,
    /// The animations, in file order.
    pub animations: Vec<Animation>,
}

/// One animation and its events.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Animation {
    /// The animation id (`a000_003000` is 3000 in `a00.tae`).
    pub id: i64,
    /// Where its motion comes from.
    pub header: AnimationHeader,
    /// The motion file's name (`a000_003000.hkt`), empty when not written.
    pub file_name: String,
    /// The events, in file order.
    pub events: Vec<Event>,
    /// The event groups (tracks), each naming events by index.
    pub groups: Vec<EventGroup>,
}

/// An animation's file header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum AnimationHeader {
    /// Kind 0: the animation's own motion.
    Standard {
        /// Plays in a loop.
        loops: bool,
        /// Takes its motion from the HKX of [`AnimationHeader::Standard::hkx_source`].
        imports_hkx: bool,
        /// May be loaded late.
        allows_delay_load: bool,
        /// The animation whose HKX is used.
        hkx_source: i32,
    },
    /// Kind 1: events and motion of another animation.
    Import {
        /// The animation imported.
        from: i32,
        /// Unknown (-1 or an id).
        unknown: i32,
    },
    /// A header with its kind only (its "what follows" offset is 0).
    Bare {
        /// The kind.
        kind: u32,
    },
}

/// One timed event.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Event {
    /// The event type (96 spawns an effect, 129 plays a sound…; per game template).
    pub event_type: i32,
    /// The i32 after the type (0 but in a few Sekiro events).
    pub unk04: i32,
    /// Start, in seconds.
    pub start: f32,
    /// End, in seconds (Elden Ring stores f32::MAX for "until the animation ends").
    pub end: f32,
    /// The parameter bytes, up to the next structure (padding included).
    pub params: Vec<u8>,
    /// The data's parameter offset is 0 (two Sekiro events); the bytes still follow.
    pub params_offset_absent: bool,
}

impl Event {
    /// An event with these parameters.
    pub fn new(event_type: i32, start: f32, end: f32, params: Vec<u8>) -> Event {
        Event {
            event_type,
            unk04: 0,
            start,
            end,
            params,
            params_offset_absent: false,
        }
    }
}

/// An event group: a type and the events in it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct EventGroup {
    /// The group's type (often an event type, or 0 or 128).
    pub group_type: i32,
    /// Indices into the animation's events.
    pub events: Vec<usize>,
}

impl Animation {
    /// A standard animation (its own motion, no loop) with these events, grouped one group
    /// per event type in order of first appearance, as the games group most events.
    pub fn new(id: i64, file_name: impl Into<String>, events: Vec<Event>) -> Animation {
        let mut groups: Vec<EventGroup> = Vec::new();
        for (i, e) in events.iter().enumerate() {
            match groups.iter_mut().find(|g| g.group_type == e.event_type) {
                Some(g) => g.events.push(i),
                None => groups.push(EventGroup {
                    group_type: e.event_type,
                    events: vec![i],
                }),
            }
        }
        Animation {
            id,
            header: AnimationHeader::Standard {
                loops: false,
                imports_hkx: false,
                allows_delay_load: false,
                hkx_source: 0,
            },
            file_name: file_name.into(),
            events,
            groups,
        }
    }
}

impl Tae {
    /// A file with the header values every sample has (flags, names `skeleton.hkt` and
    /// `cXXXX.sib` left to the caller), no animations.
    pub fn new(format: TaeFormat, id: i32, event_bank: i64) -> Tae {
        Tae {
            format,
            id,
            event_bank,
            flags: [1, 0, 1, 2, 2, 1, 1, 1],
            skeleton_name: Some("skeleton.hkt".into()),
            sib_name: Some(String::new()),
            second_animation_count: None,
            animations: Vec::new(),
        }
    }

    /// The animation with this id.
    pub fn animation(&self, id: i64) -> Option<&Animation> {
        self.animations.iter().find(|a| a.id == id)
    }
}

// ----------------------------------------------------------------------------------------
// Reading

fn nonneg(r: &mut Reader<'_>, what: &'static str) -> Result<u64> {
    let at = r.pos();
    let v = r.i64(what)?;
    u64::try_from(v).map_err(|_| r.invalid(at, what, "an offset ≥ 0", v))
}

/// An animation body as stored.
struct Body {
    id: i64,
    headers: u64,
    groups: u64,
    times: u64,
    file_header: u64,
    event_count: usize,
    group_count: usize,
    time_count: usize,
}

/// An event header and its data's fixed part.
struct RawEvent {
    header: u64,
    start_at: u64,
    end_at: u64,
    data: u64,
    event_type: i32,
    unk04: i32,
    params_offset_absent: bool,
}

/// A group as stored.
struct RawGroup {
    count: usize,
    values: u64,
    type_at: u64,
}

/// An animation's file header as stored.
struct RawFileHeader {
    header: AnimationHeader,
    name_at: Option<u64>,
}

/// Structures already claimed by an animation or event: sharing them would let a small file
/// ask for work that grows with the square of its size.
#[derive(Default)]
struct Seen {
    data: HashSet<u64>,
    group_tables: HashSet<u64>,
}

/// Everything read before the variable-length parts (names, parameters) can be cut.
struct RawAnimation {
    body: Body,
    events: Vec<RawEvent>,
    groups: Vec<RawGroup>,
    file: RawFileHeader,
}

/// Reads a TAE. The file size field must equal the data's length; structures may not be
/// shared between animations or events (the games never do, and sharing would let a small
/// file ask for unbounded work).
pub fn read(data: &[u8]) -> Result<Tae> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(b"TAE ")?;
    let order_at = r.pos();
    match r.u8("byte order")? {
        0 => {}
        1 => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: order_at as u64,
                what: "byte order",
                detail: "big-endian TAE (console files)".into(),
            });
        }
        other => return Err(r.invalid(order_at, "byte order", "0 or 1", other)),
    }
    r.expect_zeros(2, "header bytes 0x05..0x07")?;
    let width_at = r.pos();
    match r.u8("offset width")? {
        0xFF => {}
        0 => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: width_at as u64,
                what: "offset width",
                detail: "32-bit TAE (Demon's Souls, Dark Souls 1)".into(),
            });
        }
        other => return Err(r.invalid(width_at, "offset width", "0xFF (64-bit)", other)),
    }
    let version_at = r.pos();
    let format = match r.i32("version")? {
        0x1000C => TaeFormat::DarkSouls3,
        0x1000D => TaeFormat::Sekiro,
        other => {
            return Err(r.invalid(
                version_at,
                "version",
                "0x1000C or 0x1000D",
                format!("{other:#x}"),
            ));
        }
    };
    let size_at = r.pos();
    let size = r.i32("file size")?;
    if i64::from(size) != data.len() as i64 {
        return Err(r.invalid(size_at, "file size", data.len(), size));
    }
    for (value, what) in [
        (0x40, "header constant 0x40"),
        (1, "header constant 1"),
        (0x50, "header constant 0x50"),
        (0x80, "header constant 0x80"),
    ] {
        r.expect_u64(value, what)?;
    }
    let event_bank = r.i64("event bank")?;
    r.expect_u64(0, "header zero at 0x38")?;
    let flags = r.array::<8>("flags")?;
    let pair_at = r.pos();
    let pair = r.array::<2>("flag pair at 0x48")?;
    if pair != [1, 0] {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: pair_at as u64,
            what: "flag pair at 0x48",
            detail: format!(
                "{pair:?}; only [1, 0] (Dark Souls 3 onwards) is read, [0, 1] is Dark Souls 2"
            ),
        });
    }
    r.expect_zeros(6, "header bytes 0x4A..0x50")?;
    let id = r.i32("id")?;
    let animation_count = r.count_i32("animation count")?;
    let table = nonneg(&mut r, "animation table offset")?;
    let groups_header = nonneg(&mut r, "animation groups offset")?;
    r.expect_u64(0xA0, "header constant 0xA0")?;
    let second_count = r.i64("second animation count")?;
    let _first_body = nonneg(&mut r, "first animation offset")?;
    r.expect_u64(1, "header constant 1 at 0x80")?;
    r.expect_u64(0x90, "header constant 0x90")?;
    r.expect_i32(id, "id repeated")?;
    r.expect_i32(id, "id repeated")?;
    r.expect_u64(0x50, "header constant 0x50 at 0x98")?;
    r.expect_u64(0, "header zero at 0xA0")?;
    r.expect_u64(0xB0, "header constant 0xB0")?;
    let skeleton_at = nonneg(&mut r, "skeleton name offset")?;
    let sib_at = nonneg(&mut r, "SIB name offset")?;
    r.expect_u64(0, "header zero at 0xC0")?;
    r.expect_u64(0, "header zero at 0xC8")?;

    // Every structure's start, to tell empty names and to cut names and parameters.
    let mut starts: BTreeSet<u64> = BTreeSet::new();
    starts.insert(data.len() as u64);
    starts.insert(groups_header);
    let mut g = r.at(groups_header, "animation groups header")?;
    let run_count = nonneg(&mut g, "animation group count")?;
    let runs_at = nonneg(&mut g, "animation groups offset")?;
    if run_count > 0 {
        r.check_count(runs_at, run_count, 16, "animation groups")?;
        starts.insert(runs_at);
    }

    let bodies = if animation_count > 0 {
        r.check_count(
            table,
            animation_count as u64,
            ANIMATION_ENTRY,
            "animation table",
        )?;
        starts.insert(table);
        read_bodies(&r, table, animation_count)?
    } else {
        Vec::new()
    };
    let mut seen = Seen::default();
    let mut raw = Vec::with_capacity(bodies.len());
    for body in bodies {
        raw.push(read_animation_parts(&r, body, &mut starts, &mut seen)?);
    }

    // Names: every name start cuts the one before it; a name at a structure is empty.
    let mut name_starts = starts.clone();
    name_starts.extend([skeleton_at, sib_at].into_iter().filter(|&o| o != 0));
    let mut file_names = HashSet::new();
    for a in &raw {
        if let Some(at) = a.file.name_at {
            if !starts.contains(&at) && !file_names.insert(at) {
                return Err(r.invalid(
                    at as usize,
                    "animation file name",
                    "a name of its own",
                    "one shared with another animation",
                ));
            }
            name_starts.insert(at);
        }
    }
    let name = |at: u64, what: &'static str| -> Result<Option<String>> {
        if at == 0 {
            return Ok(None);
        }
        if starts.contains(&at) {
            return Ok(Some(String::new()));
        }
        let limit = next_start(&name_starts, at + 1);
        read_utf16(&r, at, limit, what).map(Some)
    };
    let skeleton_name = name(skeleton_at, "skeleton name")?;
    let sib_name = name(sib_at, "SIB name")?;

    let mut animations = Vec::with_capacity(raw.len());
    for a in raw {
        let file_name = match a.file.name_at {
            Some(at) => name(at, "animation file name")?.unwrap_or_default(),
            None => String::new(),
        };
        animations.push(finish_animation(&r, a, file_name, &name_starts)?);
    }
    Ok(Tae {
        format,
        id,
        event_bank,
        flags,
        skeleton_name,
        sib_name,
        second_animation_count: (second_count != animation_count as i64).then_some(second_count),
        animations,
    })
}

/// The first structure start at or after `at`.
fn next_start(starts: &BTreeSet<u64>, at: u64) -> u64 {
    starts.range(at..).next().copied().unwrap_or(u64::MAX)
}

/// A zero-terminated UTF-16 name at `at` that must end before `limit`.
fn read_utf16(r: &Reader<'_>, at: u64, limit: u64, what: &'static str) -> Result<String> {
    let mut t = r.at(at, what)?;
    let mut units = Vec::new();
    loop {
        if t.pos() as u64 + 2 > limit {
            return Err(FormatError::invalid(
                FORMAT,
                at,
                what,
                format!("a terminator before the next structure at {limit:#x}"),
                "none",
            ));
        }
        match t.u16(what)? {
            0 => break,
            u => units.push(u),
        }
    }
    String::from_utf16(&units)
        .map_err(|_| r.invalid(at as usize, what, "UTF-16 text", "an unpaired surrogate"))
}

/// The animation table and bodies; no two animations may share a body or a file header.
fn read_bodies(r: &Reader<'_>, table: u64, count: usize) -> Result<Vec<Body>> {
    let mut t = r.at(table, "animation table")?;
    let mut bodies = Vec::with_capacity(count);
    let mut seen = HashSet::new();
    for _ in 0..count {
        let id = t.i64("animation id")?;
        let entry_at = t.pos();
        let at = nonneg(&mut t, "animation offset")?;
        r.check_count(at, 1, BODY, "animation body")?;
        let mut b = r.at(at, "animation body")?;
        let headers = nonneg(&mut b, "event headers offset")?;
        let groups = nonneg(&mut b, "event groups offset")?;
        let times = nonneg(&mut b, "times offset")?;
        let file_header = nonneg(&mut b, "animation file header offset")?;
        let event_count = b.count_i32("event count")?;
        let group_count = b.count_i32("event group count")?;
        let time_count = b.count_i32("time count")?;
        b.expect_i32(0, "animation body padding")?;
        if !seen.insert(at) || !seen.insert(file_header) {
            return Err(r.invalid(
                entry_at,
                "animation offset",
                "a body and file header of its own",
                "one shared with another animation",
            ));
        }
        bodies.push(Body {
            id,
            headers,
            groups,
            times,
            file_header,
            event_count,
            group_count,
            time_count,
        });
    }
    Ok(bodies)
}

/// An animation's fixed-size parts: event headers and data heads, groups, file header.
fn read_animation_parts(
    r: &Reader<'_>,
    body: Body,
    starts: &mut BTreeSet<u64>,
    seen: &mut Seen,
) -> Result<RawAnimation> {
    // Room made only once the file is known to hold the count's headers: a count is
    // whatever the file says, up to 2³¹.
    let mut events = Vec::new();
    if body.event_count > 0 {
        r.check_count(
            body.headers,
            body.event_count as u64,
            EVENT_HEADER,
            "event headers",
        )?;
        events.reserve_exact(body.event_count);
        starts.insert(body.headers);
        let mut h = r.at(body.headers, "event headers")?;
        for _ in 0..body.event_count {
            let header = h.pos() as u64;
            let start_at = nonneg(&mut h, "event start time offset")?;
            let end_at = nonneg(&mut h, "event end time offset")?;
            let data_at = h.pos();
            let data = nonneg(&mut h, "event data offset")?;
            if !seen.data.insert(data) {
                return Err(r.invalid(
                    data_at,
                    "event data offset",
                    "data of the event's own",
                    "data shared with another event",
                ));
            }
            let mut d = r.at(data, "event data")?;
            let event_type = d.i32("event type")?;
            let unk04 = d.i32("event field 0x04")?;
            let params_at = d.pos();
            let params = d.i64("event parameters offset")?;
            let params_offset_absent = params == 0;
            if !params_offset_absent && params != data as i64 + 16 {
                return Err(r.invalid(
                    params_at,
                    "event parameters offset",
                    format!("{:#x} (the data + 16) or 0", data + 16),
                    params,
                ));
            }
            starts.insert(data);
            events.push(RawEvent {
                header,
                start_at,
                end_at,
                data,
                event_type,
                unk04,
                params_offset_absent,
            });
        }
    }
    if body.time_count > 0 {
        r.check_count(body.times, body.time_count as u64, 4, "times")?;
        starts.insert(body.times);
    }
    let mut groups = Vec::new();
    if body.group_count > 0 {
        r.check_count(
            body.groups,
            body.group_count as u64,
            GROUP_HEADER,
            "event groups",
        )?;
        groups.reserve_exact(body.group_count);
        if !seen.group_tables.insert(body.groups) {
            return Err(r.invalid(
                body.groups as usize,
                "event groups",
                "a group table of the animation's own",
                "one shared with another animation",
            ));
        }
        starts.insert(body.groups);
        let mut g = r.at(body.groups, "event groups")?;
        for _ in 0..body.group_count {
            let count_at = g.pos();
            let count = g.i64("event group size")?;
            let values = nonneg(&mut g, "event group events offset")?;
            let type_at = nonneg(&mut g, "event group type offset")?;
            g.expect_u64(0, "event group zero")?;
            let count = usize::try_from(count)
                .ok()
                .filter(|&c| c <= body.event_count)
                .ok_or_else(|| {
                    r.invalid(
                        count_at,
                        "event group size",
                        format!("0 to the event count {}", body.event_count),
                        count,
                    )
                })?;
            r.check_count(type_at, 1, 8, "event group type")?;
            starts.insert(type_at);
            if count > 0 {
                r.check_count(values, count as u64, 4, "event group events")?;
                starts.insert(values);
            }
            groups.push(RawGroup {
                count,
                values,
                type_at,
            });
        }
    }
    starts.insert(body.file_header);
    let file = read_file_header(r, body.file_header)?;
    Ok(RawAnimation {
        body,
        events,
        groups,
        file,
    })
}

fn read_file_header(r: &Reader<'_>, at: u64) -> Result<RawFileHeader> {
    let mut h = r.at(at, "animation file header")?;
    let kind_at = h.pos();
    let kind = h.u32("animation file header kind")?;
    h.expect_u32(0, "animation file header padding")?;
    let next_at = h.pos();
    let next = h.i64("animation file header continuation")?;
    if next == 0 {
        return Ok(RawFileHeader {
            header: AnimationHeader::Bare { kind },
            name_at: None,
        });
    }
    if next != at as i64 + 16 {
        return Err(r.invalid(
            next_at,
            "animation file header continuation",
            format!("{:#x} (the header + 16) or 0", at + 16),
            next,
        ));
    }
    let name_at = nonneg(&mut h, "animation file name offset")?;
    let header = match kind {
        0 => {
            let loops = h.bool("loops")?;
            let imports_hkx = h.bool("imports HKX")?;
            let allows_delay_load = h.bool("allows delay load")?;
            h.expect_u8(0, "animation file header byte 0x1B")?;
            AnimationHeader::Standard {
                loops,
                imports_hkx,
                allows_delay_load,
                hkx_source: h.i32("HKX source animation")?,
            }
        }
        1 => AnimationHeader::Import {
            from: h.i32("imported animation")?,
            unknown: h.i32("import field")?,
        },
        other => {
            return Err(r.invalid(kind_at, "animation file header kind", "0 or 1", other));
        }
    };
    h.expect_u64(0, "animation file header zero")?;
    h.expect_u64(0, "animation file header zero")?;
    Ok(RawFileHeader {
        header,
        name_at: Some(name_at),
    })
}

/// Times, parameters and group members, once every structure's start is known.
fn finish_animation(
    r: &Reader<'_>,
    a: RawAnimation,
    file_name: String,
    starts: &BTreeSet<u64>,
) -> Result<Animation> {
    let time = |at: u64| -> Result<f32> { r.at(at, "event time")?.f32("event time") };
    let mut events = Vec::with_capacity(a.events.len());
    for e in &a.events {
        let params_start = e.data + 16;
        let end = next_start(starts, params_start).min(r.len() as u64);
        let params = r
            .slice(
                params_start,
                end.saturating_sub(params_start),
                "event parameters",
            )?
            .to_vec();
        events.push(Event {
            event_type: e.event_type,
            unk04: e.unk04,
            start: time(e.start_at)?,
            end: time(e.end_at)?,
            params,
            params_offset_absent: e.params_offset_absent,
        });
    }
    let index: HashMap<u64, usize> = a
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| (e.header, i))
        .collect();
    let mut grouped = vec![false; events.len()];
    let mut groups = Vec::with_capacity(a.groups.len());
    for g in &a.groups {
        let mut t = r.at(g.type_at, "event group type")?;
        let group_type = t.i32("event group type")?;
        t.expect_i32(0, "event group type padding")?;
        let mut v = r.at(g.values, "event group events")?;
        let mut members = Vec::with_capacity(g.count);
        for _ in 0..g.count {
            let at = v.pos();
            let header = v.u32("event group member")?;
            let i = index
                .get(&u64::from(header))
                .copied()
                .filter(|&i| !std::mem::replace(&mut grouped[i], true))
                .ok_or_else(|| {
                    r.invalid(
                        at,
                        "event group member",
                        "the header of one of the animation's events, in one group only",
                        format!("{header:#x}"),
                    )
                })?;
            members.push(i);
        }
        groups.push(EventGroup {
            group_type,
            events: members,
        });
    }
    Ok(Animation {
        id: a.body.id,
        header: a.file.header,
        file_name,
        events,
        groups,
    })
}

// ----------------------------------------------------------------------------------------
// Writing

fn write_error(
    at: usize,
    what: &'static str,
    expected: &str,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, at as u64, what, expected, found)
}

/// Writes a name: UTF-16 and a terminator padded to 16, or nothing when empty (unless
/// `terminate_empty`, where the next thing written is another name).
fn write_name(w: &mut Writer, name: &str, terminate_empty: bool, what: &'static str) -> Result<()> {
    if name.contains('\0') {
        return Err(write_error(
            w.pos(),
            what,
            "no NUL character",
            format!("{name:?}"),
        ));
    }
    if !name.is_empty() || terminate_empty {
        w.utf16z(name);
        w.pad_to(16);
    }
    Ok(())
}

/// Writes a TAE in the layout of the module table. Fails when a group names an event the
/// animation lacks (or one event twice), an animation id for the animation groups does not
/// fit an i32, a name holds a NUL, or the file outgrows its 32-bit size field.
pub fn write(tae: &Tae) -> Result<Vec<u8>> {
    let mut w = Writer::new();
    w.bytes(b"TAE ");
    w.bytes(&[0, 0, 0, 0xFF]);
    w.i32(tae.format.raw());
    let size_slot = w.reserve_i32();
    for v in [0x40, 1, 0x50, 0x80] {
        w.u64(v);
    }
    w.i64(tae.event_bank);
    w.u64(0);
    w.bytes(&tae.flags);
    w.bytes(&[1, 0, 0, 0, 0, 0, 0, 0]);
    w.i32(tae.id);
    let count = i32::try_from(tae.animations.len()).map_err(|_| {
        write_error(
            0x54,
            "animation count",
            "at most i32::MAX",
            tae.animations.len(),
        )
    })?;
    w.i32(count);
    let table_slot = w.reserve_u64();
    let groups_slot = w.reserve_u64();
    w.u64(0xA0);
    w.i64(tae.second_animation_count.unwrap_or(i64::from(count)));
    let first_body_slot = w.reserve_u64();
    w.u64(1);
    w.u64(0x90);
    w.i32(tae.id);
    w.i32(tae.id);
    w.u64(0x50);
    w.u64(0);
    w.u64(0xB0);
    let skeleton_slot = w.reserve_u64();
    let sib_slot = w.reserve_u64();
    w.u64(0);
    w.u64(0);
    debug_assert_eq!(w.pos() as u64, HEADER_SIZE);

    let sib_follows = tae.sib_name.as_deref().is_some_and(|s| !s.is_empty());
    if let Some(name) = &tae.skeleton_name {
        w.fill_u64(skeleton_slot, w.pos() as u64);
        write_name(&mut w, name, sib_follows, "skeleton name")?;
    }
    if let Some(name) = &tae.sib_name {
        w.fill_u64(sib_slot, w.pos() as u64);
        write_name(&mut w, name, false, "SIB name")?;
    }

    let mut entry_at = Vec::with_capacity(tae.animations.len());
    let mut body_slots = Vec::with_capacity(tae.animations.len());
    if !tae.animations.is_empty() {
        w.fill_u64(table_slot, w.pos() as u64);
    }
    for a in &tae.animations {
        entry_at.push(w.pos() as u64);
        w.i64(a.id);
        body_slots.push(w.reserve_u64());
    }
    w.fill_u64(groups_slot, w.pos() as u64);
    let runs = animation_runs(tae)?;
    w.u64(runs.len() as u64);
    let runs_slot = w.reserve_u64();
    if !runs.is_empty() {
        w.fill_u64(runs_slot, w.pos() as u64);
    }
    for &(first, last, index) in &runs {
        w.i32(first);
        w.i32(last);
        w.u64(entry_at[index]);
    }

    if !tae.animations.is_empty() {
        w.fill_u64(first_body_slot, w.pos() as u64);
    }
    let mut bodies = Vec::with_capacity(tae.animations.len());
    for (a, slot) in tae.animations.iter().zip(body_slots) {
        w.fill_u64(slot, w.pos() as u64);
        let headers = w.reserve_u64();
        let groups = w.reserve_u64();
        let times = w.reserve_u64();
        let file_header = w.reserve_u64();
        w.i32(a.events.len() as i32);
        w.i32(a.groups.len() as i32);
        let time_count = w.reserve_i32();
        w.i32(0);
        bodies.push([headers, groups, times, file_header, time_count]);
    }
    for (a, slots) in tae.animations.iter().zip(bodies) {
        write_animation(&mut w, a, slots)?;
    }
    let size = i32::try_from(w.pos())
        .map_err(|_| write_error(0x0C, "file size", "at most i32::MAX bytes", w.pos()))?;
    w.fill_i32(size_slot, size);
    Ok(w.into_bytes())
}

/// The runs of consecutive animation ids: (first id, last id, index of the first).
fn animation_runs(tae: &Tae) -> Result<Vec<(i32, i32, usize)>> {
    let mut runs: Vec<(i32, i32, usize)> = Vec::new();
    for (i, a) in tae.animations.iter().enumerate() {
        let id = i32::try_from(a.id)
            .map_err(|_| write_error(0, "animation id", "an id that fits an i32", a.id))?;
        match runs.last_mut() {
            Some(run) if i64::from(run.1) + 1 == a.id => run.1 = id,
            _ => runs.push((id, id, i)),
        }
    }
    Ok(runs)
}

fn write_animation(w: &mut Writer, a: &Animation, slots: [super::binary::Slot; 5]) -> Result<()> {
    let [
        headers_slot,
        groups_slot,
        times_slot,
        file_slot,
        time_count_slot,
    ] = slots;
    let header_at = w.pos() as u64;
    w.fill_u64(file_slot, header_at);
    match a.header {
        AnimationHeader::Bare { kind } => {
            w.u32(kind);
            w.u32(0);
            w.u64(0);
        }
        AnimationHeader::Standard {
            loops,
            imports_hkx,
            allows_delay_load,
            hkx_source,
        } => {
            file_header_start(w, 0, header_at);
            w.bytes(&[
                u8::from(loops),
                u8::from(imports_hkx),
                u8::from(allows_delay_load),
                0,
            ]);
            w.i32(hkx_source);
            file_header_end(w, &a.file_name)?;
        }
        AnimationHeader::Import { from, unknown } => {
            file_header_start(w, 1, header_at);
            w.i32(from);
            w.i32(unknown);
            file_header_end(w, &a.file_name)?;
        }
    }

    let mut times: Vec<f32> = a.events.iter().flat_map(|e| [e.start, e.end]).collect();
    times.sort_by(f32::total_cmp);
    times.dedup_by(|x, y| x.to_bits() == y.to_bits());
    w.fill_i32(time_count_slot, times.len() as i32);
    let mut time_at = HashMap::new();
    if !times.is_empty() {
        w.fill_u64(times_slot, w.pos() as u64);
    }
    for t in &times {
        time_at.insert(t.to_bits(), w.pos() as u64);
        w.f32(*t);
    }
    w.pad_to(16);

    let mut header_at = Vec::with_capacity(a.events.len());
    let mut data_slots = Vec::with_capacity(a.events.len());
    if !a.events.is_empty() {
        w.fill_u64(headers_slot, w.pos() as u64);
    }
    for e in &a.events {
        header_at.push(w.pos() as u64);
        w.u64(time_at[&e.start.to_bits()]);
        w.u64(time_at[&e.end.to_bits()]);
        data_slots.push(w.reserve_u64());
    }
    for (e, slot) in a.events.iter().zip(data_slots) {
        let data = w.pos() as u64;
        w.fill_u64(slot, data);
        w.i32(e.event_type);
        w.i32(e.unk04);
        w.u64(if e.params_offset_absent { 0 } else { data + 16 });
        w.bytes(&e.params);
        w.pad_to(16);
    }

    let mut member = vec![false; a.events.len()];
    for g in &a.groups {
        for &i in &g.events {
            if i >= a.events.len() || std::mem::replace(&mut member[i], true) {
                return Err(write_error(
                    w.pos(),
                    "event group member",
                    &format!("one of the {} events, in one group only", a.events.len()),
                    format!("event {i} of animation {}", a.id),
                ));
            }
        }
    }
    let mut group_slots = Vec::with_capacity(a.groups.len());
    if !a.groups.is_empty() {
        w.fill_u64(groups_slot, w.pos() as u64);
    }
    for g in &a.groups {
        w.u64(g.events.len() as u64);
        let values = w.reserve_u64();
        let type_at = w.reserve_u64();
        w.u64(0);
        group_slots.push((values, type_at));
    }
    for (g, (values, type_at)) in a.groups.iter().zip(group_slots) {
        w.fill_u64(type_at, w.pos() as u64);
        w.i32(g.group_type);
        w.i32(0);
        w.u64(0);
        w.fill_u64(values, w.pos() as u64);
        for &i in &g.events {
            let header = u32::try_from(header_at[i]).map_err(|_| {
                write_error(
                    w.pos(),
                    "event group member",
                    "a header below 4 GiB",
                    header_at[i],
                )
            })?;
            w.u32(header);
        }
        w.pad_to(16);
    }
    Ok(())
}

/// The kind, padding and continuation of a file header with a body.
fn file_header_start(w: &mut Writer, kind: u32, header_at: u64) {
    w.u32(kind);
    w.u32(0);
    w.u64(header_at + 16);
    w.u64(header_at + 48);
}

/// The two zeros and the name after a file header's 8 bytes.
fn file_header_end(w: &mut Writer, name: &str) -> Result<()> {
    w.u64(0);
    w.u64(0);
    write_name(w, name, false, "animation file name")
}

/// Fuzzing entry point: a file that reads must write, read back, and write the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let Ok(tae) = read(data) else { return };
    // An id beyond i32 (kept by the reader, not storable in the animation groups) or a
    // file grown past 2 GiB by its padding cannot be written: not a failure of the oracle.
    if super::oracle::stable_write("TAE", &tae, read, write, true).is_some() {
        let _ = spawns::effect_spawns(&tae, crate::fxr::Game::EldenRing);
    }
}

#[cfg(test)]
mod tests;
