//! TAE animation events: read, then write → read → write, and the effect spawns decoded.
//! The module's `fuzz` hook panics where the module misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_formats::tae::fuzz(data);
});
