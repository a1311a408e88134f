//! Opening files off the main thread: the wasm entry the page's worker calls
//! (`formats::unpack`), and listing or inspecting a file as the command line does.

use super::js_error;
use fxr_formats::binary::Limits;
use fxr_formats::{bnd4, dcx};
use wasm_bindgen::prelude::*;

/// `bytes` (of the file `name`) with every DCX removed: the file's own, and inside binders
/// every compressed entry's, the binder written back with its entries stored plain. Errors
/// name the file (and the entry) and the offset.
#[wasm_bindgen(js_name = unpackFile)]
pub fn unpack_file(name: &str, bytes: &[u8]) -> Result<Vec<u8>, JsError> {
    fxr_formats::unpack::unpack(bytes, &Limits::default(), 0).map_err(|(entry, e)| match entry {
        Some(entry) => js_error(format!("{name}!{entry}: {e}")),
        None => js_error(format!("{name}: {e}")),
    })
}

/// A file unpacked as it arrives, piece by piece (a download, a file read in chunks): what
/// [`unpack_file`] gives, without holding the whole file in wasm memory. A ZSTD or DFLT DCX
/// is decompressed as its pieces come, straight into a JavaScript buffer of the stated size
/// (so the worker's wasm memory stays small and the buffer can be handed to the page
/// without a copy); other files (plain, KRAK) are gathered and unpacked whole at the end, as
/// is a binder whose entries are themselves compressed.
#[wasm_bindgen(js_name = Unpacking)]
pub struct Unpacking {
    name: String,
    state: Gathering,
}

enum Gathering {
    /// Not yet known whether it streams.
    Head(Vec<u8>),
    Stream {
        decoder: Box<dcx::StreamDecoder>,
        out: js_sys::Uint8Array,
        at: u32,
    },
    Whole(Vec<u8>),
}

#[wasm_bindgen(js_class = Unpacking)]
impl Unpacking {
    /// Unpacking the file `name`.
    #[wasm_bindgen(constructor)]
    pub fn new(name: &str) -> Unpacking {
        Unpacking {
            name: name.to_string(),
            state: Gathering::Head(Vec::new()),
        }
    }

    /// The next piece of the file.
    pub fn push(&mut self, piece: &[u8]) -> Result<(), JsError> {
        let name = &self.name;
        match &mut self.state {
            Gathering::Head(head) => {
                head.extend_from_slice(piece);
                let dcx = dcx::is_dcx(head);
                if head.len() < dcx::HEADER_SIZE && (head.len() < 4 || dcx) {
                    return Ok(());
                }
                let decoder = if dcx {
                    dcx::StreamDecoder::new(&head[..dcx::HEADER_SIZE], &Limits::default())
                        .map_err(|e| js_error(format!("{name}: {e}")))?
                } else {
                    None
                };
                let Some(decoder) = decoder else {
                    self.state = Gathering::Whole(std::mem::take(head));
                    return Ok(());
                };
                let size = decoder.header().uncompressed_size;
                let rest = head.split_off(dcx::HEADER_SIZE);
                self.state = Gathering::Stream {
                    decoder: Box::new(decoder),
                    out: js_sys::Uint8Array::new_with_length(size),
                    at: 0,
                };
                self.push(&rest)
            }
            Gathering::Stream { decoder, out, at } => decoder
                .push(piece, &mut |bytes| {
                    let end = *at + bytes.len() as u32;
                    out.subarray(*at, end).copy_from(bytes);
                    *at = end;
                })
                .map_err(|e| js_error(format!("{name}: {e}"))),
            Gathering::Whole(all) => {
                all.extend_from_slice(piece);
                Ok(())
            }
        }
    }

    /// The whole file unpacked (as [`unpack_file`] gives it), after the last piece.
    pub fn finish(self) -> Result<js_sys::Uint8Array, JsError> {
        let name = &self.name;
        match self.state {
            Gathering::Head(all) | Gathering::Whole(all) => Ok(js_sys::Uint8Array::from(
                unpack_file(name, &all)?.as_slice(),
            )),
            Gathering::Stream { decoder, out, .. } => {
                decoder
                    .finish()
                    .map_err(|e| js_error(format!("{name}: {e}")))?;
                if has_packed_entries(&out) {
                    // Entries to decompress or binders to unpack inside: the whole path.
                    return Ok(js_sys::Uint8Array::from(
                        unpack_file(name, &out.to_vec())?.as_slice(),
                    ));
                }
                Ok(out)
            }
        }
    }
}

/// Whether a plain binder in a JavaScript buffer has entries [`unpack_file`] would rewrite
/// (compressed ones or binders), read from its headers and entries' first bytes only.
fn has_packed_entries(out: &js_sys::Uint8Array) -> bool {
    let len = out.length();
    let read = |start: u64, n: u64| -> Vec<u8> {
        let end = (start + n).min(u64::from(len)) as u32;
        out.subarray(start.min(u64::from(len)) as u32, end).to_vec()
    };
    let Some(end) = bnd4::headers_end(&read(0, 0x30)) else {
        return false;
    };
    let head = read(0, end.max(0x40));
    let Ok((_, spans)) = bnd4::read_index(&head, u64::from(len), &Limits::default()) else {
        // Headers that do not read here: let the whole path say why.
        return true;
    };
    spans.iter().any(|&(offset, size)| {
        let first = read(offset, size.min(4));
        dcx::is_dcx(&first) || first.starts_with(b"BND4")
    })
}

/// The format of a file the library reads (`"DCX"`, `"BND4"`, `"FXR"`, ...), told from its
/// first bytes (64 are enough), or nothing for any other file. A folder holds other things
/// (animations, lists, text): the page opens only what this names, and for a DCX asks again
/// of the decompressed bytes.
#[wasm_bindgen(js_name = readableFormat)]
pub fn readable_format(head: &[u8]) -> Option<String> {
    match fxr_formats::probe::probe(head) {
        fxr_formats::probe::Probe::Known(format) => Some(format.name().to_string()),
        _ => None,
    }
}

/// What a file is to the name index, by its path (`Regulation`, `TextBinder`,
/// `AnimationBinder`, `ParamdexNames`, `Aliases`), or undefined for a file it does not read:
/// the page opens those with `Viewer.openNames`.
#[wasm_bindgen(js_name = nameSourceKind)]
pub fn name_source_kind(path: &str) -> Option<String> {
    fxr_names::kind_of(path).map(|kind| match kind {
        fxr_names::SourceKind::ParamdexNames(_) => "ParamdexNames".to_string(),
        other => format!("{other:?}"),
    })
}

/// The entries of a binder or texture pack (through DCX), as `fxr-view list --json` prints
/// them.
#[wasm_bindgen(js_name = listFile, unchecked_return_type = "Listing")]
pub fn list_file(name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
    let (dcx, document) = fxr_formats::probe::open(bytes, &Limits::default())
        .map_err(|e| js_error(format!("{name}: {e}")))?;
    let listing = fxr_formats::probe::listing(dcx, &document).ok_or_else(|| {
        js_error(format!(
            "{name}: a {} file has no entries to list",
            document.format().name()
        ))
    })?;
    super::to_json_value(&listing)
}

/// Any supported file (through DCX) parsed, as `fxr-view inspect --json` prints it: the
/// document's content is an effect's whole tree, a material's params and samplers, a
/// texture's header, a program's reflection...
#[wasm_bindgen(js_name = inspectFile, unchecked_return_type = "InspectedFile")]
pub fn inspect_file(name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
    let (dcx, document) = fxr_formats::probe::open(bytes, &Limits::default())
        .map_err(|e| js_error(format!("{name}: {e}")))?;
    super::to_json_value(&crate::boundary::InspectedFile {
        dcx,
        document: &document,
    })
}

/// A JavaScript buffer as a library's [`Backing`](fxr_library::Backing): the page keeps
/// the unpacked file there (its worker made it) and the library copies out only the parts
/// it reads (headers, an effect's file, a texture when drawn).
#[derive(Debug)]
pub(crate) struct JsBytes(pub(crate) js_sys::Uint8Array);

impl fxr_library::Backing for JsBytes {
    fn len(&self) -> usize {
        self.0.length() as usize
    }
    fn read(
        &self,
        range: std::ops::Range<usize>,
    ) -> Result<std::borrow::Cow<'_, [u8]>, fxr_formats::FormatError> {
        fxr_library::check_within(&range, self.len())?;
        Ok(std::borrow::Cow::Owned(
            self.0
                .subarray(range.start as u32, range.end as u32)
                .to_vec(),
        ))
    }
}

/// The page's side of a [`ResidentFile`], as `www/src/core/resident.ts` implements it.
#[wasm_bindgen(typescript_custom_section)]
const RESIDENT_FILE: &str = r#"
/** A file of the page's that may be out of memory: its name, decompressed length, and bytes while held. */
export interface ResidentFile {
  readonly name: string;
  readonly length: number;
  read(start: number, end: number): Uint8Array | undefined;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// A file of the page's that may be out of memory (`www/src/core/resident.ts`): its
    /// decompressed length, and its bytes while the page holds them. A folder's binders are
    /// kept so, within the page's memory budget, instead of each one whole for good.
    #[wasm_bindgen(typescript_type = "ResidentFile")]
    #[derive(Debug)]
    pub type ResidentFile;

    /// The decompressed length in bytes.
    #[wasm_bindgen(method, getter)]
    fn length(this: &ResidentFile) -> u32;

    /// The bytes of `start..end` while the page holds the file (undefined when it does not:
    /// the page notes that it was asked for, reads it again and repeats what asked).
    #[wasm_bindgen(method)]
    fn read(this: &ResidentFile, start: u32, end: u32) -> Option<js_sys::Uint8Array>;

    /// The file's name, as the page opened it.
    #[wasm_bindgen(method, getter)]
    fn name(this: &ResidentFile) -> String;
}

/// A [`ResidentFile`] as a library's [`Backing`](fxr_library::Backing): a range it reads
/// while the page holds the file, an error naming the file while it does not.
#[derive(Debug)]
pub(crate) struct JsResident(pub(crate) ResidentFile);

impl fxr_library::Backing for JsResident {
    fn len(&self) -> usize {
        self.0.length() as usize
    }
    fn read(
        &self,
        range: std::ops::Range<usize>,
    ) -> Result<std::borrow::Cow<'_, [u8]>, fxr_formats::FormatError> {
        fxr_library::check_within(&range, self.len())?;
        match self.0.read(range.start as u32, range.end as u32) {
            Some(bytes) => Ok(std::borrow::Cow::Owned(bytes.to_vec())),
            None => Err(fxr_formats::FormatError::Unreadable {
                format: "file",
                offset: range.start as u64,
                what: "bytes",
                detail: format!(
                    "{} is not in memory now (the page reads it again when it is needed)",
                    self.0.name()
                ),
            }),
        }
    }
}
