//! What the fuzz targets share.

/// Lets panics raised inside the Oodle (Kraken) decoder unwind, as they do outside the fuzzer.
///
/// `oozextract` is a port of C code that answers some corrupt streams with a panic (an
/// `assert!` or an overflow) rather than an error. The DCX reader catches those panics
/// (`catch_unwind` in `dcx::unkraken`) and reports a `FormatError`, so natively they are not
/// bugs. libfuzzer-sys, however, installs a panic hook that aborts before any unwinding, which
/// would report every such input as a crash and stop the run. This hook lets a panic whose
/// location is in the decoder's source unwind to that `catch_unwind`; every other panic still
/// goes to libfuzzer-sys's hook and aborts. Call it from the target's `init`.
pub fn let_oodle_decoder_panics_unwind() {
    let aborting = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let in_decoder = info
            .location()
            .is_some_and(|at| at.file().contains("/oozextract-"));
        if !in_decoder {
            aborting(info);
        }
    }));
}
