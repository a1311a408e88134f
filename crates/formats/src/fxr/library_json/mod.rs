//! Reading an effect in the JSON of the `fxr` library (EvenTorset/fxr, npm `@cccode/fxr`):
//! what its `FXR.toJSON()` writes and its `FXR.fromJSON` reads (`src/fxr.ts`, its published
//! schema `src/schema/base.json` and `generics.json`), so that effects made by the library's
//! scripts open here and can be written as `.fxr` files.
//!
//! The library's JSON names what the file leaves implicit; it is made into this crate's tree
//! for a game chosen by the caller (the JSON names none: the library asks for one when it
//! writes, `FXR.toArrayBuffer(game)`), as the library's writer lays it out:
//!
//! | JSON | tree |
//! |---|---|
//! | `{id, states, root}`, or `{version, fxr: {…}}` | [`Fxr`]; version 4 for Dark Souls 3, else 5 |
//! | a state: `""`, a condition, or a list of them | [`super::State`] ([`states`]) |
//! | `"ext(0) > 1 else 2"` | a [`super::Condition`]: `<` and `<=` swap their operands; the unknown operator bits are 2 (the library's `StateCondition.from`) |
//! | root `{type: 2000, termination, unk10100, unk10400, unk10500, nodes}` | the root's actions (no termination in Dark Souls 3 and Sekiro) and children |
//! | `{type: 2001, sfx}` | a Proxy node with its 132 SFXReference |
//! | `{type: 2002 / 2200 / 2202, stateConfigMap, configs, nodes}` | the node, its 199 StateConfigMap (default `[0]`), configs and children |
//! | a config `{type: 1002, duration, thresholds}` | a levels-of-detail config with its 133 action |
//! | `{type: 1004, nodeAttributes, …}` / `{type: 1005, …}` | the 15 (Dark Souls 3: 13) / 10 (9) action slots, absent ones as the library's classes default them |
//! | an action `{type: 603, width: …}` | the game's layout of it, every field and property by the library's name, absent ones at their defaults, with the library's write conversions ([`conversions`]) |
//! | `{$generic: true, …}` node, config, action or modifier | its lists as given |
//! | a property: a number or vector; `{value, modifiers}`; `{function, loop, keyframes}` | [`super::Property`] ([`properties`]) |
//!
//! The lists of referenced effects and external values are gathered from the tree, sorted and
//! without repeats, as the library's `getReferences` does; records are laid out as the games'
//! writers do (the library writes them grouped by kind; either reads the same).
//!
//! What cannot be carried is refused with [`LibraryJsonError::NotCarried`], naming the value
//! and why: a value the chosen game has no slot for (unless it is the default), an action the
//! game lacks (the library writes a fallback for some), the library's Dark Souls 3 rewrites
//! (the rate of time applied to the effect's times; light multipliers folded into curves),
//! RandomRange modifiers in Dark Souls 3 and Sekiro, per-component curves outside Armored
//! Core 6, and vector properties split by a conversion when they carry modifiers.

mod actions;
mod conversions;
mod fields;
mod nodes;
mod properties;
mod states;
mod values;

use super::{FileLayout, Fxr, FxrVersion, Game, LayoutStyle, Node, RecordOrder};
use serde_json::Value;

/// Why a library JSON could not be read: where in the JSON (`root.nodes[0].configs[1]…`) and
/// what.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LibraryJsonError {
    /// The JSON does not follow the library's schema there.
    #[error("{path}: {what}")]
    Invalid {
        /// Where, as a path into the JSON.
        path: String,
        /// What was expected.
        what: String,
    },
    /// The value is valid for the library but cannot be written for the game here.
    #[error("{path}: cannot be carried to {game:?}: {why}")]
    NotCarried {
        /// Where, as a path into the JSON.
        path: String,
        /// The game written for.
        game: Game,
        /// Why.
        why: String,
    },
}

type Result<T> = std::result::Result<T, LibraryJsonError>;

/// A path into the JSON and the game written for, carried down the tree for errors.
#[derive(Debug, Clone)]
struct At {
    path: String,
    game: Game,
}

impl At {
    fn new(game: Game) -> Self {
        At {
            path: String::new(),
            game,
        }
    }

    /// The path of a key below this one.
    fn key(&self, key: &str) -> At {
        let path = if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        };
        At {
            path,
            game: self.game,
        }
    }

    /// The path of a list item below this one.
    fn index(&self, i: usize) -> At {
        At {
            path: format!("{}[{i}]", self.path),
            game: self.game,
        }
    }

    fn game(&self) -> Game {
        self.game
    }

    fn invalid(&self, what: impl Into<String>) -> LibraryJsonError {
        LibraryJsonError::Invalid {
            path: self.shown(),
            what: what.into(),
        }
    }

    fn not_carried(&self, why: impl Into<String>) -> LibraryJsonError {
        LibraryJsonError::NotCarried {
            path: self.shown(),
            game: self.game(),
            why: why.into(),
        }
    }

    fn shown(&self) -> String {
        if self.path.is_empty() {
            "(top)".into()
        } else {
            self.path.clone()
        }
    }
}

/// Whether `json` is the library's form of an effect rather than this crate's (`fxr-view
/// to-json`): a `{version, fxr}` wrapper, a root with a numeric `type`, or states written as
/// text. This crate's form has a root with `node_type`.
pub fn is_library_json(json: &Value) -> bool {
    if json.get("fxr").is_some_and(Value::is_object) {
        return true;
    }
    if json.pointer("/root/node_type").is_some() {
        return false;
    }
    json.pointer("/root/type").is_some_and(Value::is_number)
        || json
            .get("states")
            .and_then(Value::as_array)
            .is_some_and(|s| s.iter().any(|v| v.is_string() || v.is_array()))
        || (json.get("id").is_some_and(Value::is_number) && json.get("version").is_none())
}

/// The effect a library JSON describes, laid out for `game` (see the module's doc).
pub fn from_library_json(json: &Value, game: Game) -> Result<Fxr> {
    if game == Game::Unknown {
        return Err(At::new(game).invalid("a game to write for is needed"));
    }
    let top = At::new(game);
    let (body, at) = match json.get("fxr") {
        Some(inner) => (inner, top.key("fxr")),
        None => (json, top),
    };
    let object = body
        .as_object()
        .ok_or_else(|| at.invalid("expected an object {id, states, root}"))?;
    let id = object
        .get("id")
        .and_then(Value::as_i64)
        .and_then(|id| i32::try_from(id).ok())
        .filter(|id| (1..=999_999_999).contains(id))
        .ok_or_else(|| {
            at.key("id")
                .invalid("expected an integer from 1 to 999999999")
        })?;
    let states = states::states(object.get("states"), &at.key("states"))?;
    let root = match object.get("root") {
        Some(root) => nodes::root(root, &at.key("root"))?,
        None => nodes::root(&serde_json::json!({"type": 2000}), &at.key("root"))?,
    };
    Ok(effect(id, game, states, root))
}

/// The effect, with the lists the library's `getReferences` gathers from the tree.
fn effect(id: i32, game: Game, states: Vec<super::State>, root: Node) -> Fxr {
    let version = if game == Game::DarkSouls3 {
        FxrVersion::V4
    } else {
        FxrVersion::V5
    };
    let (sfx_references, external_values1, external_values2) = match version {
        FxrVersion::V5 => nodes::references(&root, &states),
        FxrVersion::V4 => Default::default(),
    };
    Fxr {
        version,
        id,
        game,
        states,
        root,
        sfx_references,
        external_values1,
        external_values2,
        layout_style: LayoutStyle::Library,
        // The library's writer groups records and fields by kind (`FXR.toArrayBuffer`).
        file_layout: Some(FileLayout {
            sections: [(0, 0); 11],
            empty_lists: Vec::new(),
            record_order: RecordOrder::Grouped,
        }),
    }
}
