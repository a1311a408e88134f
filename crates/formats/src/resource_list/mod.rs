//! Effect resource lists (`.ffxreslist`): the textures, models and skeletons one effect of an
//! Elden Ring, Armored Core 6 or Nightreign effect binder uses, which the game loads with it.
//!
//! An effect binder (`*.ffxbnd.dcx`) holds, beside each effect `…\sfx\effect\fNNNNNNNNN.fxr`
//! (binder ids from 0), an entry `…\sfx\ResourceList\fNNNNNNNNN.ffxreslist` with the same
//! file name (binder ids from 400000; textures are from 100000, models from 200000, animation
//! binders from 300000). Every effect has one, empty when it uses nothing of its own (a
//! reference to another effect adds nothing to it). Dark Souls 3 and Bloodborne binders have
//! none. What a list names, and in what order, is [`uses`]; keeping the lists of a binder in
//! step with its effects is [`binder`].
//!
//! # Layout
//!
//! Plain text, one file name per line, no header and no other content:
//!
//! | item | in the games' files |
//! |---|---|
//! | encoding | ASCII (every name is `s` and digits, a suffix and an extension) |
//! | line ending | CR LF, after every line, the last included |
//! | an empty list | zero bytes |
//! | names | `sNNNNN_a.tif` (a texture: its source file name, with the type suffix `_a`, `_n`, `_m`, `_3m`, `_em`, `_r`, `_d`…), `sNNNNN.sib` (a model: the name of its source scene), `sNNNNN_skeleton.hkt` (a model's skeleton, for an animated model) |
//! | case | lower case; the lists of one other tool write `.SIB` |
//!
//! The game looks files up without regard to case, so names compare so here. Other tools
//! write other text: WitchyBND writes a lone LF for the list of an effect that lacked one.
//! The reader therefore accepts LF as well as CR LF, a last line without an ending and
//! empty lines, and records which ([`TextStyle`], empty entries), so that whatever it reads
//! is written back byte for byte. It refuses a file mixing the two endings, a CR not
//! followed by LF, and bytes that are not UTF-8.

pub mod binder;
pub mod uses;

use crate::binary::Limits;
use crate::error::{FormatError, Result};

/// The format name errors are reported under.
pub const FORMAT: &str = "FFXRESLIST";

/// The first binder id of the resource lists in an effect binder.
pub const FIRST_LIST_ID: i32 = 400_000;

/// A resource list: the names, in order, and how the file wrote them.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct ResourceList {
    /// The lines, in file order, without their endings. An empty line (rare: only in files
    /// not written by the games' tools) is an empty string, kept so it is written back.
    pub entries: Vec<String>,
    /// How the lines end.
    pub style: TextStyle,
}

/// How a list's lines end: what the reader found, so that the writer reproduces it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TextStyle {
    /// The line ending.
    pub line_ending: LineEnding,
    /// Whether the last line has one too (the games': yes). Meaningless for an empty list,
    /// which is zero bytes.
    pub last_line_ended: bool,
}

impl Default for TextStyle {
    /// The games' style: CR LF after every line.
    fn default() -> Self {
        TextStyle {
            line_ending: LineEnding::CrLf,
            last_line_ended: true,
        }
    }
}

/// A line ending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LineEnding {
    /// CR LF, the games'.
    CrLf,
    /// A lone LF.
    Lf,
}

impl LineEnding {
    /// The bytes of the ending.
    pub const fn bytes(self) -> &'static [u8] {
        match self {
            LineEnding::CrLf => b"\r\n",
            LineEnding::Lf => b"\n",
        }
    }
}

impl ResourceList {
    /// A list of these names in the games' style.
    pub fn new(entries: Vec<String>) -> Self {
        ResourceList {
            entries,
            style: TextStyle::default(),
        }
    }

    /// The names, without the empty lines.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries
            .iter()
            .map(String::as_str)
            .filter(|n| !n.is_empty())
    }
}

/// Reads a resource list with the default limits.
pub fn read(data: &[u8]) -> Result<ResourceList> {
    read_with_limits(data, &Limits::default())
}

/// Reads a resource list; `limits` bounds the size accepted.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<ResourceList> {
    limits.check(FORMAT, 0, "resource list", data.len() as u64)?;
    let text = std::str::from_utf8(data).map_err(|e| {
        FormatError::invalid(
            FORMAT,
            e.valid_up_to() as u64,
            "text",
            "UTF-8 (the games' lists are ASCII)",
            "a byte sequence that is not",
        )
    })?;
    let mut entries = Vec::new();
    let mut ending = None;
    let mut start = 0;
    let mut last_line_ended = true;
    while start < text.len() {
        let rest = &text[start..];
        let Some(lf) = rest.find('\n') else {
            check_no_cr(rest, start)?;
            entries.push(rest.to_string());
            last_line_ended = false;
            break;
        };
        let (line, this_ending) = match rest[..lf].strip_suffix('\r') {
            Some(line) => (line, LineEnding::CrLf),
            None => (&rest[..lf], LineEnding::Lf),
        };
        check_no_cr(line, start)?;
        match ending {
            None => ending = Some(this_ending),
            Some(e) if e != this_ending => {
                return Err(FormatError::Unsupported {
                    format: FORMAT,
                    offset: (start + lf) as u64,
                    what: "line ending",
                    detail: "the file mixes CR LF and LF line endings".to_string(),
                });
            }
            Some(_) => {}
        }
        entries.push(line.to_string());
        start += lf + 1;
    }
    Ok(ResourceList {
        entries,
        style: TextStyle {
            line_ending: ending.unwrap_or(LineEnding::CrLf),
            last_line_ended,
        },
    })
}

/// Refuses a CR inside a line (`line` starts at byte `start` of the file).
fn check_no_cr(line: &str, start: usize) -> Result<()> {
    match line.find('\r') {
        Some(at) => Err(FormatError::invalid(
            FORMAT,
            (start + at) as u64,
            "line",
            "no CR except before LF",
            "a lone CR",
        )),
        None => Ok(()),
    }
}

/// Writes a resource list: each entry followed by the line ending (the last one only if
/// [`TextStyle::last_line_ended`]); no entries give zero bytes. Fails on an entry holding a
/// line break (it would read back as two), or, without a final ending, a last entry that is
/// empty (it would read back as nothing).
pub fn write(list: &ResourceList) -> Result<Vec<u8>> {
    let ending = list.style.line_ending.bytes();
    let mut out = Vec::new();
    for (i, entry) in list.entries.iter().enumerate() {
        if let Some(at) = entry.find(['\r', '\n']) {
            return Err(FormatError::invalid(
                FORMAT,
                (out.len() + at) as u64,
                "entry",
                "a name without line breaks",
                format!("{entry:?}"),
            ));
        }
        out.extend_from_slice(entry.as_bytes());
        let last = i + 1 == list.entries.len();
        if !last || list.style.last_line_ended {
            out.extend_from_slice(ending);
        } else if entry.is_empty() {
            return Err(FormatError::invalid(
                FORMAT,
                out.len() as u64,
                "last entry",
                "a name, or a line ending after an empty line",
                "an empty line without one",
            ));
        }
    }
    Ok(out)
}

/// Fuzzing hook: reads `data`; if that succeeds, the written bytes must be `data` itself, and
/// write → read → write stable.
#[cfg(any(test, feature = "fuzzing"))]
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let Ok(list) = read(data) else { return };
    let written = super::oracle::stable_write(FORMAT, &list, read, write, false);
    if let Some((bytes, _)) = written {
        assert_eq!(
            bytes, data,
            "{FORMAT}: what was read is not written back as it was"
        );
    }
}

#[cfg(test)]
mod tests;
