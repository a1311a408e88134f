//! DCX: read, then write → read → write.
//! The module's `fuzz` hook panics where the module misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: fxr_view_fuzz::let_oodle_decoder_panics_unwind(),
    |data: &[u8]| {
        fxr_formats::dcx::fuzz(data);
    }
);
