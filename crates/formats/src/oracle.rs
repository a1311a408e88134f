//! The fuzz oracle every format's `fuzz` hook shares: what was read must write, the written
//! bytes must read back, and writing that again must give the same bytes. A failure is a
//! panic on purpose: the hooks run under the fuzzer (and `tests/fuzz_regressions.rs`), where a
//! panic is how a broken writer is reported. Nothing here runs on user input in the viewer.

use super::error::Result;

/// Writes `value`, reads the bytes back and writes again; panics (naming `format`) if a step
/// fails or the two writes differ. With `write_may_fail`, a first write that fails (a value
/// the format cannot hold, e.g. a size the reader accepts but the writer bounds) ends the
/// check quietly. Returns the first write and the value read back from it.
pub fn stable_write<T>(
    format: &str,
    value: &T,
    read: impl Fn(&[u8]) -> Result<T>,
    write: impl Fn(&T) -> Result<Vec<u8>>,
    write_may_fail: bool,
) -> Option<(Vec<u8>, T)> {
    let first = match write(value) {
        Ok(bytes) => bytes,
        Err(_) if write_may_fail => return None,
        Err(e) => panic!("{format}: read, but cannot be written: {e}"),
    };
    let again = match read(&first) {
        Ok(v) => v,
        Err(e) => panic!("{format}: the written bytes do not read back: {e}"),
    };
    let second = match write(&again) {
        Ok(bytes) => bytes,
        Err(e) => panic!("{format}: what was read back cannot be written: {e}"),
    };
    assert_eq!(
        first, second,
        "{format}: write → read → write changed the bytes"
    );
    Some((first, again))
}
