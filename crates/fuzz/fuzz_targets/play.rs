//! FXR effects played: read, compile, then frames at a few times with every GPU particle
//! evaluated on the CPU. Seeded with the demo's effects (`fxr-view demo` then `unpack`), the
//! mutations reach the emitters, the particle function and the force volumes with the values
//! a file can hold (huge counts, zero intervals, NaN fields): none may panic, hang or allocate
//! without bound.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_sim::playback::fuzz(data);
});
