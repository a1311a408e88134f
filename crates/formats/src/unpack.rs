//! Unpacking a file for the browser: every DCX removed, the file's own and, inside binders,
//! every compressed entry's (nested binders included), each binder written back with its
//! entries stored plain. The page's worker does this off the main thread, so the page never
//! decompresses, and a Kraken stream that makes the decoder fail takes down only the
//! worker's module, which the page replaces.

use super::binary::Limits;
use super::error::FormatError;
use super::{bnd4, probe};

/// Binders inside binders are followed this deep (the games nest at most two).
const MAX_DEPTH: usize = 4;

/// `bytes` with every DCX removed: the file's own, and inside binders every compressed
/// entry's (nested binders too), each binder written back with its entries stored plain.
/// The error carries the entry (`a.tpf.dcx` or `outer!inner`) it happened in, if any.
pub fn unpack(
    bytes: &[u8],
    limits: &Limits,
    depth: usize,
) -> Result<Vec<u8>, (Option<String>, FormatError)> {
    let plain = probe::unwrap_dcx(bytes, limits)
        .map_err(|e| (None, e))?
        .data
        .into_owned();
    if depth >= MAX_DEPTH
        || !matches!(
            probe::probe(&plain),
            probe::Probe::Known(probe::Format::Bnd4)
        )
    {
        return Ok(plain);
    }
    let mut binder = bnd4::read_with_limits(&plain, limits).map_err(|e| (None, e))?;
    let mut changed = false;
    for entry in &mut binder.entries {
        let label = entry
            .name
            .clone()
            .or_else(|| entry.id.map(|id| format!("#{id}")))
            .unwrap_or_else(|| "?".into());
        let is_binder =
            |data: &[u8]| matches!(probe::probe(data), probe::Probe::Known(probe::Format::Bnd4));
        if !entry.is_dcx() && !is_binder(&entry.data) {
            continue;
        }
        let inner = unpack(&entry.data, limits, depth + 1).map_err(|(inner, e)| {
            (
                Some(inner.map_or(label.clone(), |i| format!("{label}!{i}"))),
                e,
            )
        })?;
        if inner != entry.data {
            entry.data = inner;
            entry.flags &= !bnd4::BndEntry::FLAG_COMPRESSED;
            entry.uncompressed_size = None;
            changed = true;
        }
    }
    if !changed {
        return Ok(plain);
    }
    bnd4::write(&binder).map_err(|e| (None, e))
}

/// The fuzzing hook: unpacking never panics, and what it gives back is no longer a DCX.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    if let Ok(plain) = unpack(data, &Limits::default(), 0) {
        assert!(
            !super::dcx::is_dcx(&plain) || super::dcx::is_dcx(data),
            "unpacking made a DCX out of plain bytes"
        );
        if super::dcx::is_dcx(data) {
            // Up to the nesting bound, a DCX inside a DCX is unwrapped as well.
            let _ = probe::unwrap_dcx(&plain, &Limits::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcx;

    fn compressed(data: Vec<u8>) -> Vec<u8> {
        dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data,
        })
        .unwrap()
    }

    #[test]
    fn nested_compressed_entries_come_out_plain() {
        // outer.dcx → BND4 { a (DCX of bytes), inner (DCX of a BND4 { b (DCX of bytes) }) }
        let mut inner = bnd4::Bnd4::new_elden_ring();
        inner.entries.push(bnd4::BndEntry::new(
            Some(0),
            Some("b.bin".into()),
            compressed(b"second".to_vec()),
        ));
        let mut outer = bnd4::Bnd4::new_elden_ring();
        outer.entries.push(bnd4::BndEntry::new(
            Some(0),
            Some("a.bin".into()),
            compressed(b"first".to_vec()),
        ));
        outer.entries.push(bnd4::BndEntry::new(
            Some(1),
            Some("inner.bnd".into()),
            compressed(bnd4::write(&inner).unwrap()),
        ));
        outer.entries.push(bnd4::BndEntry::new(
            Some(2),
            Some("plain.bin".into()),
            b"third".to_vec(),
        ));
        let packed = compressed(bnd4::write(&outer).unwrap());

        let plain = unpack(&packed, &Limits::default(), 0).unwrap();
        let binder = bnd4::read(&plain).unwrap();
        let data: Vec<&[u8]> = binder.entries.iter().map(|e| e.data.as_slice()).collect();
        assert_eq!(data[0], b"first");
        assert_eq!(data[2], b"third");
        let nested = bnd4::read(data[1]).unwrap();
        assert_eq!(nested.entries[0].data, b"second");
        assert!(
            binder
                .entries
                .iter()
                .chain(&nested.entries)
                .all(|e| !e.is_compressed() && !e.is_dcx())
        );
    }

    #[test]
    fn a_file_without_dcx_comes_back_as_it_was() {
        let mut binder = bnd4::Bnd4::new_elden_ring();
        binder.entries.push(bnd4::BndEntry::new(
            Some(0),
            Some("a.bin".into()),
            b"abc".to_vec(),
        ));
        let bytes = bnd4::write(&binder).unwrap();
        assert_eq!(unpack(&bytes, &Limits::default(), 0).unwrap(), bytes);
        assert_eq!(
            unpack(b"not a container", &Limits::default(), 0).unwrap(),
            b"not a container"
        );
    }

    #[test]
    fn a_broken_entry_is_named_with_its_binder() {
        let mut binder = bnd4::Bnd4::new_elden_ring();
        let mut bad = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: vec![7; 100],
        })
        .unwrap();
        let len = bad.len();
        bad.truncate(len - 20);
        binder.entries.push(bnd4::BndEntry::new(
            Some(1),
            Some("broken.fxr.dcx".into()),
            bad,
        ));
        let bytes = bnd4::write(&binder).unwrap();
        let (entry, _) = unpack(&bytes, &Limits::default(), 0).unwrap_err();
        assert_eq!(entry.as_deref(), Some("broken.fxr.dcx"));
        let packed = compressed(bytes);
        crate::testutil::sweep_corruptions(&packed, true, |d| {
            unpack(d, &Limits::default(), 0)
                .map(|_| ())
                .map_err(|(_, e)| e)
        });
        fuzz(&packed);
    }
}
