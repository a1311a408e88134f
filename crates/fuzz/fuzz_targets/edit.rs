//! What a modder's script or link hands the editor: JSON (ours and the `fxr` library's, for
//! every game), whole-effect changes (recolour, scale, rate of time) on whatever tree it
//! reads to, then the writer; and edit lines (`PATH=VALUE`: values, constants, keys, whole-
//! effect lines) parsed and applied to an effect read from the input. Any panic is a crash;
//! errors are the expected answer to bad input.
#![no_main]

use fxr_formats::fxr::edit::{Assignment, apply};
use fxr_formats::fxr::library_json::from_library_json;
use fxr_formats::fxr::transform::{self, Recolor, ScaleOptions, TimeScaleOptions};
use fxr_formats::fxr::{self, Fxr, Game};
use libfuzzer_sys::fuzz_target;

const GAMES: [Game; 5] = [
    Game::DarkSouls3,
    Game::Sekiro,
    Game::EldenRing,
    Game::ArmoredCore6,
    Game::Nightreign,
];

/// Transforms and writes an effect read from the input.
fn change_and_write(mut effect: Fxr) {
    let _ = fxr::write(&effect);
    let recolor = Recolor {
        hue: 97.0,
        saturation: 1.3,
        brightness: 0.7,
        ..Default::default()
    };
    let _ = transform::recolor(&mut effect, &recolor);
    let _ = transform::scale(&mut effect, 2.5, &ScaleOptions::default());
    let _ = transform::time_scale(&mut effect, 0.5, &TimeScaleOptions::default());
    let _ = fxr::write(&effect);
}

fuzz_target!(|data: &[u8]| {
    if let Ok(json) = serde_json::from_slice::<serde_json::Value>(data) {
        for game in GAMES {
            if let Ok(effect) = from_library_json(&json, game) {
                change_and_write(effect);
            }
        }
        if let Ok(effect) = serde_json::from_value::<Fxr>(json) {
            change_and_write(effect);
        }
        return;
    }
    // Otherwise: the length of the edit lines (two bytes, little-endian), the lines, then an
    // FXR file's bytes (`examples/seed.rs` writes these from every sample effect).
    let Some((head, rest)) = data.split_first_chunk::<2>() else {
        return;
    };
    let lines = usize::from(u16::from_le_bytes(*head)).min(rest.len());
    let (edits, file) = rest.split_at(lines);
    let edits = String::from_utf8_lossy(edits);
    let Ok(mut effect) = fxr::read(file) else {
        // Edit lines alone are still parsed.
        for line in edits.lines() {
            let _ = line.parse::<Assignment>();
        }
        return;
    };
    for line in edits.lines().take(64) {
        if let Ok(assignment) = line.parse::<Assignment>() {
            let _ = apply(&mut effect, &assignment);
        }
    }
    change_and_write(effect);
});
