//! Reading a file: the header, then every surface in file order and the bytes after them.

use super::header::read_header;
use super::layout::Layout;
use super::{Dds, FORMAT, Surface};
use crate::binary::{Limits, Reader};
use crate::error::{FormatError, Result};

/// Reads a DDS file with the default limits.
pub fn read(data: &[u8]) -> Result<Dds> {
    read_with_limits(data, &Limits::default())
}

/// Checks a DDS file as [`read_with_limits`] does without reading its surfaces: `head` is its
/// first bytes (the header: 148 bytes are enough), `len` the whole file's length. An error
/// here is the one [`read_with_limits`] gives for the whole file.
pub fn check_with_limits(head: &[u8], len: u64, limits: &Limits) -> Result<()> {
    let mut r = Reader::new(head, FORMAT);
    let header = read_header(&mut r)?;
    let layout = Layout::of(&header, limits)?;
    let data_start = r.pos() as u64;
    surfaces_fit(&layout, data_start, len.saturating_sub(data_start))
}

/// Whether every surface of `layout` fits in the `available` bytes after the header.
fn surfaces_fit(layout: &Layout, data_start: u64, available: u64) -> Result<()> {
    if layout.total_bytes > available {
        return Err(FormatError::UnexpectedEof {
            format: FORMAT,
            offset: data_start,
            what: "surfaces (every mip of every layer)",
            needed: layout.total_bytes,
            available,
        });
    }
    Ok(())
}

/// Reads a DDS file, refusing textures whose surfaces (bytes or texels) exceed `limits`.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Dds> {
    let mut r = Reader::new(data, FORMAT);
    let header = read_header(&mut r)?;
    let layout = Layout::of(&header, limits)?;
    let data_start = r.pos() as u64;
    surfaces_fit(&layout, data_start, r.remaining() as u64)?;
    // Every surface holds at least one byte and all of them fit in the data, so this count
    // is bounded by the input length.
    let surface_count = u64::from(layout.layer_count) * u64::from(layout.mip_count);
    let mut surfaces = Vec::with_capacity(usize::try_from(surface_count).unwrap_or(0));
    for layer in 0..layout.layer_count {
        for mip in 0..layout.mip_count {
            let (width, height, depth, bytes) = layout.mip(mip);
            let data = r.bytes(bytes, "surface")?.to_vec();
            surfaces.push(Surface {
                layer,
                mip,
                width,
                height,
                depth,
                data,
            });
        }
    }
    let trailing = r.bytes(r.remaining() as u64, "trailing bytes")?.to_vec();
    Ok(Dds {
        header,
        width: layout.width,
        height: layout.height,
        depth: layout.depth,
        mip_count: layout.mip_count,
        format: layout.format,
        kind: layout.kind,
        surfaces,
        trailing,
    })
}
