//! The built-in demo binder: effects and textures generated in code (no game file is
//! embedded), laid out as an Elden Ring effect binder: a DCX (DFLT, Elden Ring's header)
//! around a BND4 (UTF-16 names, IDs, hash table) holding one FXR per effect, one TPF per
//! texture and one FLVER per model.
//!
//! The effects exercise every appearance type playback draws (600–604, 606, 10012,
//! 607–609, 10003, 10014, 11000), the model particles (605, 10015) with the binder's models, flipbooks,
//! multi-texture layers, lighting, soft particles, states, an external value, a reference to
//! another effect and most emitter shapes and movements; they are also the fixtures of the
//! renderer's golden images.
//!
//! Binder entries (ids and folders as WitchyBND's modern ffxbnd layout):
//!
//! | id | name |
//! |---|---|
//! | 0, 1, … | `N:\GR\data\INTERROOT_win64\sfx\effect\f000001000.fxr`, … (effect id order) |
//! | 100000, 100001, … | `N:\GR\data\INTERROOT_win64\sfx\tex\s90001_a.tpf`, … (texture id order) |
//! | 200000, 200001 | `N:\GR\data\INTERROOT_win64\sfx\model\s90101.flver`, `…\s90102.flver` (model id order; see [`models`]) |
//!
//! Generation is deterministic: every call gives the same bytes, on every platform.

#![forbid(unsafe_code)]

pub mod builder;
pub mod effects;
pub mod materials;
pub mod models;
pub mod scale;
pub mod shaders;
pub mod textures;

pub use builder::{ActionBuilder, ConfigBuilder};
pub use effects::demo_effects;
pub use materials::{DEMO_MATERIALS, DEMO_MATERIALS_NAME, demo_materials};
pub use models::{DemoModel, demo_models};
pub use shaders::{DEMO_SHADER_BUNDLE_NAME, demo_shader_bundle};
pub use textures::{DemoTexture, demo_textures};

use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use fxr_formats::dcx::{self, Dcx, DcxCompression};
use fxr_formats::fxr::Game;
use fxr_formats::{FormatError, fxr};

/// Why the demo could not be built. Only a bug in the demo's own code produces one; the tests
/// build everything.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DemoError {
    /// The action type has no definition for the game.
    #[error("action {action_type} has no definition for {game:?}")]
    UnknownAction {
        /// The action type.
        action_type: u16,
        /// The game.
        game: Game,
    },
    /// The action's definition has no field or property of that name.
    #[error("{action} has no field or property named {name:?}")]
    UnknownName {
        /// The action's name.
        action: &'static str,
        /// The name asked for.
        name: String,
    },
    /// The slot is of another kind than the setter writes.
    #[error("{action}.{name} is {found}, not {expected}")]
    WrongKind {
        /// The action's name.
        action: &'static str,
        /// The slot's name.
        name: String,
        /// What the setter writes.
        expected: &'static str,
        /// What the slot is.
        found: &'static str,
    },
    /// A value with another number of components than the slot has.
    #[error("{action}.{name} takes {expected} components, not {found}")]
    WrongComponents {
        /// The action's name.
        action: &'static str,
        /// The slot's name.
        name: String,
        /// The slot's component count.
        expected: usize,
        /// The value's.
        found: usize,
    },
    /// The builder makes version 5 effects; this game's files are another version.
    #[error("effects for {game:?} are not version 5: not built")]
    Version5Only {
        /// The game asked for.
        game: Game,
    },
    /// The action type does not belong in a Basic config slot.
    #[error("action {action_type} has no Basic config slot")]
    NotABasicSlot {
        /// The action type.
        action_type: u16,
    },
    /// Writing a file failed.
    #[error(transparent)]
    Format(#[from] FormatError),
}

/// The demo effects: id and what each shows (for the effect list).
pub const DEMO_EFFECTS: &[(i32, &str)] = &[
    (
        1000,
        "Billboards (603): rising flipbook embers with bloom, colour curves and spin",
    ),
    (
        1001,
        "Multi-texture billboards (604): a turning circle with scrolling layers; flipbook sparks",
    ),
    (1002, "Point sprites (600): a fountain under gravity"),
    (
        1003,
        "Lines (601) bursting and quad lines (602) rising with random turns",
    ),
    (
        1004,
        "Tracers (10012 and 606) on nodes circling a spinning parent",
    ),
    (
        1005,
        "Distortion (607, normal map) in front of drifting rings",
    ),
    (
        1006,
        "Radial blur (608) over a wheel of flipbook billboards",
    ),
    (
        1007,
        "Point light (609) circling lit smoke with a normal map",
    ),
    (1008, "Soft particles (603 depthBlend): fog on the ground"),
    (
        1009,
        "Two states taking turns; colour by time of day (external value 2)",
    ),
    (
        1010,
        "A proxy playing 1002, and particles dropped by distance",
    ),
    (1011, "Models (605): spinning rings and a burst of shards"),
    (1012, "Rich models (10015): a ring with UV scroll"),
    (
        1013,
        "Lens flare (10014): four layers along the line through the screen's centre",
    ),
    (1014, "Light shafts (10003): two fans of textured sheets"),
    (1015, "Spot light (11000) sweeping over lit smoke"),
    (1016, "GPU particles (10000): a fountain of flipbook embers"),
    (
        1017,
        "GPU particles moved by forces (10001): wind, turbulence and a calm sphere",
    ),
    (
        1018,
        "GPU sparks (10008): welding sparks under gravity from three moving spots",
    ),
    (
        1019,
        "GPU sparks moved by forces (10009): pulled round a point and shaken",
    ),
    (
        1020,
        "Levels of detail (133) by camera distance; embers a wind pushes (732); a sound (75)",
    ),
];

/// The file name to offer for the demo binder.
pub const DEMO_BINDER_NAME: &str = "fxr-view-demo.ffxbnd.dcx";

/// The folder of the effects inside the binder.
pub const EFFECT_FOLDER: &str = r"N:\GR\data\INTERROOT_win64\sfx\effect\";

/// The folder of the textures inside the binder.
pub const TEXTURE_FOLDER: &str = r"N:\GR\data\INTERROOT_win64\sfx\tex\";

/// The first binder entry id of the textures (effects count from 0).
pub const TEXTURE_ENTRY_ID: i32 = 100_000;

/// The folder of the models inside the binder.
pub const MODEL_FOLDER: &str = r"N:\GR\data\INTERROOT_win64\sfx\model\";

/// The first binder entry id of the models.
pub const MODEL_ENTRY_ID: i32 = 200_000;

/// An effect's file name (`f000001000.fxr`).
pub fn effect_file_name(id: i32) -> String {
    format!("f{id:09}.fxr")
}

/// The demo's files, as the binder holds them: (binder entry id, file name, bytes), the
/// effects first, in id order, then the textures' TPFs, then the models.
pub fn demo_entries() -> Result<Vec<(i32, String, Vec<u8>)>, DemoError> {
    let mut out = Vec::new();
    for (index, effect) in demo_effects()?.iter().enumerate() {
        out.push((
            index as i32,
            effect_file_name(effect.id),
            fxr::write(effect)?,
        ));
    }
    for (index, texture) in demo_textures()?.iter().enumerate() {
        out.push((
            TEXTURE_ENTRY_ID + index as i32,
            format!("{}.tpf", texture.name),
            textures::texture_tpf(texture)?,
        ));
    }
    for (index, model) in demo_models()?.iter().enumerate() {
        out.push((
            MODEL_ENTRY_ID + index as i32,
            models::model_file_name(model.id),
            models::model_bytes(model)?,
        ));
    }
    Ok(out)
}

/// The demo's files by name (`f000001000.fxr`, `s90001_a.tpf`, `s90101.flver`, …) with their
/// bytes.
pub fn demo_files() -> Result<Vec<(String, Vec<u8>)>, DemoError> {
    Ok(demo_entries()?
        .into_iter()
        .map(|(_, name, bytes)| (name, bytes))
        .collect())
}

/// The demo binder, uncompressed.
pub fn demo_bnd() -> Result<Bnd4, DemoError> {
    let mut bnd = Bnd4::new_elden_ring();
    for (id, name, bytes) in demo_entries()? {
        let folder = if name.ends_with(".fxr") {
            EFFECT_FOLDER
        } else if name.ends_with(".flver") {
            MODEL_FOLDER
        } else {
            TEXTURE_FOLDER
        };
        bnd.entries.push(BndEntry::new(
            Some(id),
            Some(format!("{folder}{name}")),
            bytes,
        ));
    }
    bnd.rebuild_hash_table();
    Ok(bnd)
}

/// The demo binder as an `.ffxbnd.dcx` file: Elden Ring's deflate header with level 1.
pub fn demo_binder() -> Result<Vec<u8>, DemoError> {
    let data = bnd4::write(&demo_bnd()?)?;
    Ok(dcx::write(&Dcx {
        compression: DEMO_COMPRESSION,
        data,
    })?)
}

/// How the demo binder is compressed: Elden Ring's deflate at level 1, not 9. The viewer
/// makes the binder on every start; at level 9 deflating its 0.8 MB took 0.35 s of the
/// page's start in wasm (Chromium), and `fxr-view demo` took 0.10 s natively, 0.01 s at
/// level 1, for a file of 200 KB instead of 136 KB that nothing downloads.
pub const DEMO_COMPRESSION: DcxCompression = DcxCompression {
    level: 1,
    ..DcxCompression::DEFLATE_ER
};

#[cfg(test)]
mod tests;
