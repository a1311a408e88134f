//! Regulations: the input read as an encrypted file, then (after its first byte, which picks
//! the game's key) encrypted and read; write → read → write where that works.
//! The module's `fuzz` hook panics where the module misbehaves; libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_formats::regulation::fuzz(data);
});
