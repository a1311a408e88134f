//! The page's unpacking (every DCX removed, binders written back plain): never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: fxr_view_fuzz::let_oodle_decoder_panics_unwind(),
    |data: &[u8]| {
        fxr_formats::unpack::fuzz(data);
    }
);
