//! The index over generated game files of each game the index reads: every use and name it
//! should find, the search by name, and bad files kept as problems while the rest still
//! names what it can.

use crate::fixtures::{self, *};
use crate::index::{EffectUse, NameOrigin};
use crate::{NameIndex, NameSources};
use fxr_formats::binary::Limits;
use fxr_formats::regulation::RegulationGame;

const GAMES: [RegulationGame; 4] = [
    RegulationGame::EldenRing,
    RegulationGame::Nightreign,
    RegulationGame::DarkSouls3,
    RegulationGame::ArmoredCore6,
];

fn index_of(files: &[(&str, &[u8])]) -> NameIndex {
    let mut sources = NameSources::new(Limits::default());
    for (path, data) in files {
        assert!(
            sources.add(path, data).is_some(),
            "{path} is a file the index reads"
        );
    }
    NameIndex::build(&sources)
}

fn game_index(files: &GameFiles) -> NameIndex {
    index_of(&[
        ("game/regulation.bin", &files.regulation),
        ("game/msg/engus/item.msgbnd.dcx", &files.texts),
        ("game/chr/c0000.anibnd.dcx", &files.animations),
    ])
}

fn param_uses(index: &NameIndex, effect: i32) -> Vec<crate::ParamUse> {
    index
        .uses(effect)
        .into_iter()
        .filter_map(|u| match u {
            EffectUse::Param(p) => Some(p),
            EffectUse::Animation(_) => None,
        })
        .collect()
}

#[test]
fn every_regulation_game_names_its_effects_from_params_texts_and_animations() {
    for game in GAMES {
        let files = fixtures::game_files(game);
        let index = game_index(&files);
        assert!(
            index.problems().is_empty(),
            "{game:?}: {:?}",
            index.problems()
        );
        // Every effect field set is a use of its effect, in its row and field.
        assert!(
            !files.effects.is_empty(),
            "{game:?}: the layouts hold effect fields"
        );
        for &(param, row, field, effect) in &files.effects {
            let uses = param_uses(&index, effect);
            assert!(
                uses.iter()
                    .any(|u| u.param == param && u.row == row && u.field == field),
                "{game:?}: {param} {row} {field} → {effect}: {uses:?}"
            );
        }
        // The spell's bullet: named by the spell through its link, where the layout links.
        let spell_links = files.links.contains(&("Magic", "Bullet"))
            || files.links.contains(&("EquipParamGoods", "Bullet"));
        if let Some(&(_, _, hit_field, _)) = files.effects.iter().find(|e| e.3 == HIT_EFFECT) {
            let name = index.name(HIT_EFFECT).expect("the hit effect has a name");
            if spell_links {
                assert_eq!(
                    name.name,
                    format!("{SPELL_NAME} — bullet hit (Bullet {BULLET_ROW} {hit_field})"),
                    "{game:?}"
                );
                assert_eq!(name.origin, NameOrigin::Owner);
                let owner = &param_uses(&index, HIT_EFFECT)[0].owners[0];
                assert_eq!(owner.name, SPELL_NAME);
                assert_eq!(owner.via.last().map(|s| s.row), Some(BULLET_ROW));
            } else {
                assert_eq!(name.origin, NameOrigin::Use, "{game:?}: {name:?}");
            }
        }
        // The item's special effect, two links away.
        if files.links.contains(&("EquipParamGoods", "SpEffectParam"))
            && files.links.contains(&("SpEffectParam", "SpEffectVfxParam"))
        {
            let use_ = &param_uses(&index, MIDST_EFFECT)[0];
            let owner = &use_.owners[0];
            assert_eq!(
                (owner.param.as_str(), owner.row),
                ("EquipParamGoods", ITEM_ROW)
            );
            assert_eq!(owner.name, ITEM_NAME);
            let path: Vec<&str> = owner.via.iter().map(|s| s.param.as_str()).collect();
            assert_eq!(
                path,
                ["EquipParamGoods", "SpEffectParam", "SpEffectVfxParam"]
            );
            assert!(
                index
                    .name(MIDST_EFFECT)
                    .unwrap()
                    .name
                    .starts_with(ITEM_NAME)
            );
        }
        // The weapon's own effect names it directly.
        if files.effects.iter().any(|e| e.3 == WEAPON_EFFECT) {
            let name = index.name(WEAPON_EFFECT).unwrap();
            assert!(
                name.name
                    .starts_with(&format!("{WEAPON_NAME} — on the weapon")),
                "{name:?}"
            );
        }
        // The animation's effect.
        let anim = index.uses(ANIMATION_EFFECT);
        assert!(
            matches!(&anim[..], [EffectUse::Animation(a)] if a.animation == ANIMATION
                && a.event_type == 96 && a.dummy_poly == Some(220)
                && a.character.as_deref() == Some("c0000")),
            "{game:?}: {anim:?}"
        );
        assert_eq!(
            index.name(ANIMATION_EFFECT).unwrap().origin,
            NameOrigin::Animation
        );
    }
}

#[test]
fn a_name_search_finds_the_effects_a_spell_or_an_item_leads_to() {
    for game in GAMES {
        let files = fixtures::game_files(game);
        let index = game_index(&files);
        let found = index.find("rock SLING").found;
        let effects: Vec<i32> = found
            .iter()
            .flat_map(|f| f.effects.iter().map(|e| e.effect))
            .collect();
        if files.links.contains(&("Magic", "Bullet"))
            || files.links.contains(&("EquipParamGoods", "Bullet"))
        {
            assert!(effects.contains(&HIT_EFFECT), "{game:?}: {found:?}");
            let hit = found
                .iter()
                .flat_map(|f| &f.effects)
                .find(|e| e.effect == HIT_EFFECT)
                .unwrap();
            assert_eq!(
                hit.via.last().map(|s| (s.param.as_str(), s.row)),
                Some(("Bullet", BULLET_ROW))
            );
        }
        if files.effects.iter().any(|e| e.3 == CAST_EFFECT) && fixtures::spell_row_named(game) {
            assert!(effects.contains(&CAST_EFFECT), "{game:?}: {found:?}");
        }
        assert_eq!(index.find("nothing of the sort").matched, 0);
        assert!(index.find("   ").found.is_empty());
    }
}

#[test]
fn a_bad_regulation_is_a_problem_naming_it_and_the_other_files_still_name_effects() {
    let files = fixtures::game_files(RegulationGame::EldenRing);
    let mut truncated = files.regulation.clone();
    truncated.truncate(truncated.len() - 5);
    let mut flipped = files.regulation.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x40;
    let other_key = fixtures::game_files(RegulationGame::DarkSouls3).regulation;
    for (what, bad) in [
        ("truncated", truncated),
        ("bit-flipped", flipped),
        ("short", vec![1, 2, 3]),
    ] {
        let index = index_of(&[
            ("ER/regulation.bin", &bad),
            ("ER/msg/engus/item.msgbnd.dcx", &files.texts),
            ("ER/chr/c0000.anibnd.dcx", &files.animations),
        ]);
        let problem = index
            .problems()
            .first()
            .unwrap_or_else(|| panic!("{what}: a problem"));
        assert_eq!(problem.file, "ER/regulation.bin", "{what}");
        assert!(problem.error.contains("offset"), "{what}: {problem}");
        assert_eq!(index.uses(ANIMATION_EFFECT).len(), 1, "{what}");
    }
    // A Dark Souls 3 regulation read as Elden Ring's: refused for the key.
    let mut sources = NameSources::new(Limits::default());
    sources.game = Some(fxr_formats::fxr::Game::EldenRing);
    sources.add("regulation.bin", &other_key);
    assert_eq!(sources.problems.len(), 1);
    assert!(
        sources.problems[0].error.contains("Elden Ring"),
        "{}",
        sources.problems[0]
    );
}

#[test]
fn a_param_whose_rows_disagree_with_its_layout_is_named_and_the_others_are_read() {
    let game = RegulationGame::EldenRing;
    let bullet = fixtures::layout(game, "Bullet").unwrap();
    let vfx = fixtures::layout(game, "SpEffectVfxParam").unwrap();
    let format = fixtures::param_format(game);
    let mut short = fxr_formats::param::Param::new(format, bullet.param_type, bullet.data_version);
    short.rows.push(fxr_formats::param::ParamRow {
        id: 1,
        name: None,
        data: vec![0; 8],
    });
    let mut good = fxr_formats::param::Param::new(format, vfx.param_type, vfx.data_version);
    let mut row = vfx.empty_row();
    vfx.set(&mut row, "midstSfxId", i64::from(MIDST_EFFECT))
        .unwrap();
    good.rows.push(fxr_formats::param::ParamRow {
        id: VFX_ROW,
        name: None,
        data: row,
    });
    let built = fxr_formats::regulation::build(
        game,
        fixtures::version_string(game),
        vec![("Bullet".into(), short), ("SpEffectVfxParam".into(), good)],
    );
    let bytes = fxr_formats::regulation::write(&built, [7; 16]).unwrap();
    let index = index_of(&[("regulation.bin", &bytes)]);
    let problem = &index.problems()[0];
    assert_eq!(problem.file, "regulation.bin: Bullet");
    assert!(
        problem.error.contains("row size") && problem.error.contains("offset"),
        "{problem}"
    );
    assert_eq!(param_uses(&index, MIDST_EFFECT).len(), 1);
}

#[test]
fn community_names_fill_in_where_the_game_text_has_none() {
    let files = fixtures::game_files(RegulationGame::EldenRing);
    let aliases = format!(
        r#"[{{"ID": "{ANIMATION_EFFECT}", "Name": "Dust puff", "Tags": ["fxr"]}}, {{"ID": "999", "Name": "Unused", "Tags": []}}]"#
    );
    let names = format!("{BULLET_ROW} Pebble bullet\n");
    let index = index_of(&[
        ("regulation.bin", &files.regulation),
        ("Aliases/ER/Particles.json", aliases.as_bytes()),
        ("Paramdex/ER/Names/Bullet.txt", names.as_bytes()),
    ]);
    // Without texts: the community row name names the bullet's effects.
    let hit = index.name(HIT_EFFECT).unwrap();
    assert!(
        hit.name.starts_with("Pebble bullet — bullet hit"),
        "{hit:?}"
    );
    // The alias names an effect nothing else names.
    let dust = index.name(ANIMATION_EFFECT).unwrap();
    assert_eq!(
        (dust.name.as_str(), dust.origin),
        ("Dust puff", NameOrigin::Community)
    );
    assert!(index.effects().contains(&999));
}

/// The fuzz hook over each fixture file as each kind, whole and with every 97th byte changed
/// or the file cut there: never a panic.
#[test]
fn the_fuzz_hook_takes_damaged_game_files() {
    let files = fixtures::game_files(RegulationGame::EldenRing);
    for file in [&files.regulation, &files.texts, &files.animations] {
        for kind in 0..5u8 {
            let mut input = vec![kind];
            input.extend_from_slice(file);
            crate::fuzz(&input);
            for at in (1..input.len()).step_by(97) {
                let mut changed = input.clone();
                changed[at] ^= 0xA5;
                crate::fuzz(&changed);
                crate::fuzz(&input[..at]);
            }
        }
    }
    crate::fuzz(&[]);
}
