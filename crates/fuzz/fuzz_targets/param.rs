//! PARAM row tables: read (with and without names), then write → read → write.
//! The module's `fuzz` hook panics where the module misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_formats::param::fuzz(data);
});
