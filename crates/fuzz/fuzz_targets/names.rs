//! The name index: any bytes as a regulation, a text or animation binder or a community
//! names file (the first byte picks), the index built and every effect's uses and name asked.
//! The crate's `fuzz` hook panics where the index misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_names::fuzz(data);
});
