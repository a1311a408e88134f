//! DXBC shader containers: read, summarise, print as JSON (no writer).
//! The module's `fuzz` hook panics where the module misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_formats::dxbc::fuzz(data);
});
