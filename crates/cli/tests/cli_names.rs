//! `fxr-view names` and `fxr-view uses` over a generated game folder of each game the index
//! reads (its regulation encrypted with that game's key, an item text binder, an animation
//! binder and the demo's effect binder): every expected use and name, the search by name, and
//! a damaged regulation said on stderr while the other files still name what they can.

mod common;

use common::{fxr_view, stderr, stdout, temp_dir};
use fxr_formats::regulation::RegulationGame;
use fxr_names::fixtures::{self, *};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn s(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// A game folder laid out as the games lay theirs out (`fxr-view demo --names`), its
/// regulation replaced by `regulation` when given.
fn game_folder(name: &str, game: RegulationGame, regulation: Option<&[u8]>) -> PathBuf {
    let dir = temp_dir(name).join("game");
    let made = fxr_view(&["demo", "--names", game.short_name(), "--out", s(&dir)]);
    assert!(made.status.success(), "{}", stderr(&made));
    if let Some(bytes) = regulation {
        std::fs::write(dir.join("regulation.bin"), bytes).expect("the folder is writable");
    }
    dir
}

fn json(args: &[&str]) -> Value {
    let out = fxr_view(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("JSON on stdout")
}

const GAMES: [RegulationGame; 4] = [
    RegulationGame::EldenRing,
    RegulationGame::Nightreign,
    RegulationGame::DarkSouls3,
    RegulationGame::ArmoredCore6,
];

#[test]
fn names_and_uses_of_a_generated_game_folder_for_each_regulation_game() {
    for game in GAMES {
        let files = fixtures::game_files(game);
        let dir = game_folder(&format!("names-{}", game.short_name()), game, None);
        let names = json(&["names", s(&dir), "--json"]);
        assert_eq!(names["problems"], Value::Array(vec![]), "{game:?}");
        let effects = names["effects"]
            .as_array()
            .expect("as the fixture was made");
        let named = |id: i32| effects.iter().find(|e| e["effect"] == id).cloned();
        // Every effect field set is listed with a name; the demo's effects are listed too.
        for &(_, _, _, effect) in &files.effects {
            let e = named(effect).unwrap_or_else(|| panic!("{game:?}: {effect} listed"));
            assert!(e["name"].is_string(), "{game:?}: {e}");
        }
        let anim = named(ANIMATION_EFFECT).expect("as the fixture was made");
        assert_eq!(anim["origin"], "animation");
        assert!(
            effects
                .iter()
                .any(|e| e["in_files"] == true && e["uses"] == 0),
            "{game:?}: the demo's effects"
        );
        // Every use of the bullet's hit effect, with the spell it is reached from.
        if let Some(&(_, _, field, _)) = files.effects.iter().find(|e| e.3 == HIT_EFFECT) {
            let uses = json(&[
                "uses",
                s(&dir),
                "--effect",
                &HIT_EFFECT.to_string(),
                "--json",
            ]);
            let u = &uses["uses"][0];
            assert_eq!(
                (u["kind"].as_str(), u["param"].as_str()),
                (Some("param"), Some("Bullet"))
            );
            assert_eq!(u["row"], BULLET_ROW);
            assert_eq!(u["field"], field);
            let spell_links = files.links.iter().any(|l| l.1 == "Bullet");
            if spell_links {
                assert_eq!(u["owners"][0]["name"], SPELL_NAME, "{game:?}: {u}");
                assert_eq!(
                    uses["name"],
                    format!("{SPELL_NAME} — bullet hit (Bullet {BULLET_ROW} {field})")
                );
                // And the other way: every effect of the spell.
                let found = json(&["uses", s(&dir), "--name", "Rock Sling", "--json"]);
                let effects: Vec<i64> = found["found"]
                    .as_array()
                    .expect("as the fixture was made")
                    .iter()
                    .flat_map(|f| {
                        f["effects"]
                            .as_array()
                            .expect("as the fixture was made")
                            .iter()
                            .map(|e| e["effect"].as_i64().expect("as the fixture was made"))
                    })
                    .collect();
                assert!(
                    effects.contains(&i64::from(HIT_EFFECT)),
                    "{game:?}: {found}"
                );
                // Every matching row is returned (fewer than the search's cap) and counted.
                assert_eq!(
                    found["matched"].as_u64(),
                    found["found"].as_array().map(|f| f.len() as u64)
                );
            }
        }
        // The text forms print the same.
        let text = fxr_view(&["uses", s(&dir), "--effect", &ANIMATION_EFFECT.to_string()]);
        assert!(
            stdout(&text).contains("animation 3003000 event 96"),
            "{}",
            stdout(&text)
        );
    }
}

#[test]
fn a_damaged_regulation_is_said_and_the_other_files_still_name_effects() {
    let files = fixtures::game_files(RegulationGame::EldenRing);
    let mut flipped = files.regulation.clone();
    let at = flipped.len() / 3;
    flipped[at] ^= 1;
    let dir = game_folder("names-damaged", RegulationGame::EldenRing, Some(&flipped));
    let out = fxr_view(&["names", s(&dir), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("regulation.bin"), "{}", stderr(&out));
    let names: Value = serde_json::from_str(&stdout(&out)).expect("as the fixture was made");
    assert!(
        names["problems"][0]["error"]
            .as_str()
            .expect("as the fixture was made")
            .contains("offset"),
        "{names}"
    );
    let effects = names["effects"]
        .as_array()
        .expect("as the fixture was made");
    assert!(
        effects
            .iter()
            .any(|e| e["effect"] == ANIMATION_EFFECT && e["name"].is_string())
    );
    // Nothing the index reads: an error naming what was given.
    let empty = temp_dir("names-empty");
    std::fs::write(empty.join("readme.txt"), "nothing").expect("as the fixture was made");
    let out = fxr_view(&["uses", s(&empty), "--effect", "1"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("no regulation.bin"),
        "{}",
        stderr(&out)
    );
    // The folder is never written over.
    let again = fxr_view(&["demo", "--names", "er", "--out", s(&dir)]);
    assert!(
        stderr(&again).contains("already exists"),
        "{}",
        stderr(&again)
    );
    // --effect or --name is required.
    assert!(!fxr_view(&["uses", s(&empty)]).status.success());
}
