//! Any input, as the command line and the browser open it: recognise by magic, decompress a
//! DCX (nested ones too), parse, then write back what has a writer and print it as JSON.
//! Small limits keep one input's allocations far below libFuzzer's memory limit.
#![no_main]

use fxr_view::formats::Limits;
use fxr_view::formats::probe;
use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: fxr_view_fuzz::let_oodle_decoder_panics_unwind(),
    |data: &[u8]| {
        let limits = Limits { max_alloc: 16 << 20 };
        let Ok((_dcx, document)) = probe::open(data, &limits) else {
            return;
        };
        // Writing may fail with an error (never panic); the round-trip oracles are in the
        // per-format targets.
        let _ = document.write();
        let _ = serde_json::to_string(&document);
    }
);
