//! Effect resource lists (`.ffxreslist`): read, written back as the input itself, then
//! write → read → write. The module's `fuzz` hook panics where the module misbehaves;
//! libFuzzer reports it as a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fxr_formats::resource_list::fuzz(data);
});
