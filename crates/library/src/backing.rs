//! Where an opened file's bytes live, and how the library reaches them without holding a
//! whole game install in memory.
//!
//! A [`Backing`] hands out byte ranges: a `Vec` (a file passed as bytes), a JavaScript buffer
//! (the page's), a file on disk (the command line reads a folder this way). A DCX file is
//! wrapped in a [`DcxBacking`]: its decompressed bytes are made when a range of them is first
//! read and kept in an [`UnpackCache`] shared by the whole library, which drops the least
//! recently used ones past its byte budget and decompresses them again when they are next
//! read. So opening a folder of hundreds of binders holds their index, not their bytes:
//! each binder is decompressed once to read its entries' names and headers, then lives in
//! the cache only while it fits.

use fxr_formats::{FormatError, Limits, dcx};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// What a [`Backing`] must be for a library to be shared between threads: `Send + Sync`
/// natively, so the command line's thread pool plays one library's effects on every core;
/// nothing in WebAssembly, where a page's JavaScript buffers are neither and there is one
/// thread.
#[cfg(not(target_arch = "wasm32"))]
pub trait ThreadSafe: Send + Sync {}
#[cfg(not(target_arch = "wasm32"))]
impl<T: Send + Sync + ?Sized> ThreadSafe for T {}
/// What a [`Backing`] must be for a library to be shared between threads: `Send + Sync`
/// natively, so the command line's thread pool plays one library's effects on every core;
/// nothing in WebAssembly, where a page's JavaScript buffers are neither and there is one
/// thread.
#[cfg(target_arch = "wasm32")]
pub trait ThreadSafe {}
#[cfg(target_arch = "wasm32")]
impl<T: ?Sized> ThreadSafe for T {}

/// A source of bytes the library reads ranges of.
pub trait Backing: fmt::Debug + ThreadSafe {
    /// The length in bytes.
    fn len(&self) -> usize;
    /// Whether there are no bytes.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The bytes of `range` (within `0..len()`), or why they cannot be read (a file on disk
    /// that shrank or went away since it was opened, a stream that no longer decompresses).
    fn read(&self, range: Range<usize>) -> Result<Cow<'_, [u8]>, FormatError>;
}

impl Backing for Vec<u8> {
    fn len(&self) -> usize {
        self.as_slice().len()
    }
    fn read(&self, range: Range<usize>) -> Result<Cow<'_, [u8]>, FormatError> {
        self.get(range.clone())
            .map(Cow::Borrowed)
            .ok_or_else(|| past_end(range, self.as_slice().len()))
    }
}

/// `range` checked to lie within a backing of `len` bytes (a backing's `read` starts so).
pub fn check_within(range: &Range<usize>, len: usize) -> Result<(), FormatError> {
    if range.end > len {
        return Err(past_end(range.clone(), len));
    }
    Ok(())
}

/// The error of a range that is not within a backing (the library's readers check their
/// offsets first, so this is a backing that changed under it).
pub fn past_end(range: Range<usize>, len: usize) -> FormatError {
    FormatError::Unreadable {
        format: "file",
        offset: range.start as u64,
        what: "bytes",
        detail: format!(
            "{} bytes asked for, the data is {len} bytes long",
            range.len()
        ),
    }
}

/// A part of an opened file: an entry of a binder, a texture of a pack.
#[derive(Debug, Clone)]
pub struct Stored {
    backing: Arc<dyn Backing>,
    range: Range<usize>,
}

impl Stored {
    /// All of `backing`.
    pub fn new(backing: Arc<dyn Backing>) -> Self {
        let range = 0..backing.len();
        Stored { backing, range }
    }

    /// The length in bytes.
    pub fn len(&self) -> usize {
        self.range.len()
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }

    /// Its bytes (copied out of the backing where that is not a `Vec`).
    pub fn bytes(&self) -> Result<Cow<'_, [u8]>, FormatError> {
        self.backing.read(self.range.clone())
    }

    /// Its first bytes, at most `n`.
    pub fn head(&self, n: usize) -> Result<Cow<'_, [u8]>, FormatError> {
        let end = self.range.start + n.min(self.len());
        self.backing.read(self.range.start..end)
    }

    /// The part at `offset..offset + len` of this one (checked by the caller's reader).
    pub fn part(&self, offset: u64, len: u64) -> Stored {
        let start = self.range.start + offset as usize;
        Stored {
            backing: self.backing.clone(),
            range: start..start + len as usize,
        }
    }
}

/// Decompressed DCX files, shared by a library's [`DcxBacking`]s: kept while their total
/// fits the budget, the least recently read dropped first. The one just read always stays,
/// even alone over the budget, so a binder larger than the budget is decompressed once per
/// run of reads, not once per read.
#[derive(Debug)]
pub struct UnpackCache {
    budget: usize,
    state: Mutex<CacheState>,
}

#[derive(Debug, Default)]
struct CacheState {
    clock: u64,
    held: usize,
    unpacked: HashMap<u64, (Arc<Vec<u8>>, u64)>,
    decompressions: u64,
}

/// The default budget (ours): room for an effect binder and a resource binder of the games at
/// once (a larger one is still kept while it is the one read, see [`UnpackCache`]), and a
/// bound a browser tab can afford beside the page's own memory.
pub const DEFAULT_UNPACK_BUDGET: usize = 256 << 20;

impl Default for UnpackCache {
    fn default() -> Self {
        UnpackCache::new(DEFAULT_UNPACK_BUDGET)
    }
}

impl UnpackCache {
    /// A cache that holds at most `budget` bytes of decompressed files (beyond the one last read).
    pub fn new(budget: usize) -> Self {
        UnpackCache {
            budget,
            state: Mutex::default(),
        }
    }

    /// The bytes held now.
    pub fn held(&self) -> usize {
        self.lock().held
    }

    /// How many decompressions it has made (a file dropped and read again counts twice).
    pub fn decompressions(&self) -> u64 {
        self.lock().decompressions
    }

    /// Drops everything held (each file is decompressed again when next read).
    pub fn clear(&self) {
        let mut state = self.lock();
        state.unpacked.clear();
        state.held = 0;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, CacheState> {
        // A panic while holding the lock leaves a consistent map (every change is one
        // insert or remove), so a poisoned lock is still usable.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The decompressed bytes of file `key`, made by `unpack` when not held.
    fn get_or_unpack(
        &self,
        key: u64,
        unpack: impl FnOnce() -> Result<Vec<u8>, FormatError>,
    ) -> Result<Arc<Vec<u8>>, FormatError> {
        {
            let mut state = self.lock();
            state.clock += 1;
            let now = state.clock;
            if let Some((bytes, used)) = state.unpacked.get_mut(&key) {
                *used = now;
                return Ok(bytes.clone());
            }
        }
        // Decompressed outside the lock: a long decompression does not block other reads.
        let bytes = Arc::new(unpack()?);
        let mut state = self.lock();
        state.decompressions += 1;
        state.clock += 1;
        let now = state.clock;
        if let Some((old, _)) = state.unpacked.insert(key, (bytes.clone(), now)) {
            state.held -= old.len();
        }
        state.held += bytes.len();
        while state.held > self.budget && state.unpacked.len() > 1 {
            let oldest = state
                .unpacked
                .iter()
                .filter(|(k, _)| **k != key)
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| *k);
            let Some(oldest) = oldest else { break };
            if let Some((old, _)) = state.unpacked.remove(&oldest) {
                state.held -= old.len();
            }
        }
        Ok(bytes)
    }
}

/// A DCX file read through the cache: its length is the header's decompressed size, its
/// bytes are decompressed when first read.
pub struct DcxBacking {
    key: u64,
    compressed: Stored,
    len: usize,
    cache: Arc<UnpackCache>,
    limits: Limits,
}

impl fmt::Debug for DcxBacking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DcxBacking")
            .field("compressed", &self.compressed.len())
            .field("len", &self.len)
            .finish()
    }
}

/// Tells the cache's files apart.
static NEXT_KEY: AtomicU64 = AtomicU64::new(1);

impl DcxBacking {
    /// The DCX file in `compressed`: its header is read and checked against `limits` now, its
    /// payload when first read.
    pub fn new(
        compressed: Stored,
        cache: Arc<UnpackCache>,
        limits: Limits,
    ) -> Result<Self, FormatError> {
        let header = dcx::peek(&compressed.head(dcx::HEADER_SIZE)?)?;
        let len = usize::try_from(header.uncompressed_size).unwrap_or(usize::MAX);
        limits.check("DCX", 0, "uncompressed size", len as u64)?;
        Ok(DcxBacking {
            key: NEXT_KEY.fetch_add(1, Ordering::Relaxed),
            compressed,
            len,
            cache,
            limits,
        })
    }

    fn unpacked(&self) -> Result<Arc<Vec<u8>>, FormatError> {
        self.cache.get_or_unpack(self.key, || {
            let plain = dcx::read_with_limits(&self.compressed.bytes()?, &self.limits)?;
            if plain.data.len() != self.len {
                return Err(FormatError::invalid(
                    "DCX",
                    0,
                    "decompressed size",
                    self.len,
                    plain.data.len(),
                ));
            }
            Ok(plain.data)
        })
    }
}

impl Backing for DcxBacking {
    fn len(&self) -> usize {
        self.len
    }
    fn read(&self, range: Range<usize>) -> Result<Cow<'_, [u8]>, FormatError> {
        let unpacked = self.unpacked()?;
        unpacked
            .get(range.clone())
            .map(|b| Cow::Owned(b.to_vec()))
            .ok_or_else(|| past_end(range, unpacked.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dcx_of(bytes: &[u8]) -> Stored {
        let packed = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::zstd(1),
            data: bytes.to_vec(),
        })
        .unwrap();
        Stored::new(Arc::new(packed))
    }

    #[test]
    fn a_dcx_file_is_decompressed_when_read_and_dropped_past_the_budget() {
        let cache = Arc::new(UnpackCache::new(1500));
        let a = DcxBacking::new(dcx_of(&[1u8; 1000]), cache.clone(), Limits::default()).unwrap();
        let b = DcxBacking::new(dcx_of(&[2u8; 1000]), cache.clone(), Limits::default()).unwrap();
        assert_eq!(a.len(), 1000);
        assert_eq!(
            cache.decompressions(),
            0,
            "nothing decompressed by the header"
        );
        assert_eq!(a.read(10..12).unwrap().as_ref(), &[1, 1]);
        assert_eq!(a.read(0..4).unwrap().as_ref(), &[1; 4]);
        assert_eq!(cache.decompressions(), 1, "read twice, decompressed once");
        assert_eq!(b.read(0..1).unwrap().as_ref(), &[2]);
        // Both do not fit: the older one went.
        assert_eq!(cache.held(), 1000);
        assert_eq!(a.read(999..1000).unwrap().as_ref(), &[1]);
        assert_eq!(cache.decompressions(), 3);
        assert!(
            a.read(999..1001).is_err(),
            "a range past the end is an error"
        );
    }

    #[test]
    fn a_file_over_the_budget_is_kept_while_it_is_the_one_read() {
        let cache = Arc::new(UnpackCache::new(10));
        let a = DcxBacking::new(dcx_of(&[7u8; 100]), cache.clone(), Limits::default()).unwrap();
        for i in 0..50 {
            assert_eq!(a.read(i..i + 1).unwrap().as_ref(), &[7]);
        }
        assert_eq!(cache.decompressions(), 1);
    }

    #[test]
    fn a_broken_payload_is_an_error_when_read_not_a_panic() {
        let good = dcx_of(&[5u8; 64]).bytes().unwrap().into_owned();
        let mut broken = good.clone();
        let n = broken.len();
        broken.truncate(n - 4);
        let cache = Arc::new(UnpackCache::default());
        let backing =
            DcxBacking::new(Stored::new(Arc::new(broken)), cache, Limits::default()).unwrap();
        assert!(backing.read(0..4).is_err());
    }
}
