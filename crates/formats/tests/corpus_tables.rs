//! The action tables on the real-file corpus (`../shared/corpus`, docs/corpus.md): Nightreign
//! files read with Nightreign's own layouts, and Dark Souls 3's Tracer records whose fields2
//! open with a -2 the definitions skip. Ignored, with the reason, when the corpus is absent.

use fxr_formats::Limits;
use fxr_formats::fxr::actions::{self, SlotKind, SlotValue};
use fxr_formats::fxr::{self, Field, Fxr, Game, TRACER_FIELDS2_LEAD};
use fxr_formats::probe::{Document, open};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus")
}

/// Every effect of a file (loose, or the entries of a binder, through DCX) with its bytes
/// and a name for messages.
fn effects_in(path: &Path) -> Vec<(String, Vec<u8>, Fxr)> {
    let data = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let limits = Limits::default();
    let name = path
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .to_string();
    match open(&data, &limits) {
        Ok((None, Document::Fxr(f))) => vec![(name, data, *f)],
        Ok((_, Document::Bnd4(b))) => b
            .entries
            .iter()
            .filter_map(|e| match open(&e.data, &limits) {
                Ok((None, Document::Fxr(f))) => Some((
                    format!("{name}!{}", e.name.as_deref().unwrap_or("?")),
                    e.data.clone(),
                    *f,
                )),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Every effect of a corpus folder (not recursive).
fn effects_of_folder(folder: &str) -> Vec<(String, Vec<u8>, Fxr)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(corpus().join(folder))
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    paths.iter().flat_map(|p| effects_in(p)).collect()
}

/// Every Dark Souls 3 Tracer of the corpus opens its fields2 with the -2 the library skips;
/// read past it, `bloom` and `bloomColor` come from their own slots (before, each was read
/// from the slot before its own: `bloom` from `unk_ds3_f2_3`, `bloomColor` from `bloom` and
/// three of its own), and the files are written back byte for byte.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn dark_souls_3_tracers_read_past_their_lead_word() {
    let def = actions::definition(10012, Game::DarkSouls3).expect("DS3 has the Tracer");
    let bloom = def.field2_index("bloom").expect("bloom");
    let colour = def.field2_index("bloomColor").expect("bloomColor");
    let (mut tracers, mut with_lead, mut files) = (0, 0, 0);
    for (name, bytes, f) in effects_of_folder("ds3") {
        let mut here = 0;
        for a in f.actions().into_iter().filter(|a| a.action_type == 10012) {
            tracers += 1;
            if a.fields2_lead.is_some() {
                assert_eq!(a.fields2_lead, Some(Field::from_i32(TRACER_FIELDS2_LEAD)));
                with_lead += 1;
                here += 1;
            }
            assert_eq!(a.fields2.len(), def.fields2.len(), "{name}");
            for (slot, value) in def.fields2.iter().zip(&a.fields2) {
                if slot.kind == SlotKind::Bool {
                    assert!(value.0 <= 1, "{name}: {} holds {:#x}", slot.name, value.0);
                }
            }
        }
        if here > 0 {
            files += 1;
            assert_eq!(
                fxr::write(&f).expect("writes"),
                bytes,
                "{name}: byte for byte"
            );
        }
        if name.ends_with("f000440603.fxr") {
            let a = f.actions().into_iter().find(|a| a.action_type == 10012);
            let a = a.expect("f000440603 has a Tracer");
            assert!(a.fields2[bloom].as_bool(), "bloom is on");
            let rgba: Vec<f32> = a.fields2[colour..colour + 4]
                .iter()
                .map(|f| f.as_f32())
                .collect();
            assert_eq!(rgba, [1.3, 1.0, 1.0, 0.03], "bloomColor");
        }
    }
    assert_eq!((tracers, with_lead, files), (16, 16, 10));
}

/// Nightreign's RichModel (10015) as the library gives it: its UV properties are vec2s
/// (`offsetUV`, `speedUV`, `speedMultiplierUV`, as Armored Core 6's), it has 20 more fields1
/// and properties1 and 4 section 10 lists, and its fields1[25] is `unk_ac6_f1_25`, a float
/// (Elden Ring's table, used for Nightreign before, called it `unk_er_f1_25` and read it as
/// an integer: 2.5 read as 1075838976).
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn a_nightreign_rich_model_reads_with_nightreign_names_and_types() {
    let (name, _, f) = effects_in(&corpus().join("nr/f000807455.fxr")).remove(0);
    assert_eq!(f.game, Game::Nightreign, "{name}");
    let def = actions::definition(10015, Game::Nightreign).expect("NR has the RichModel");
    let models: Vec<_> = f
        .actions()
        .into_iter()
        .filter(|a| a.action_type == 10015)
        .collect();
    assert_eq!(models.len(), 8);
    for a in models {
        assert_eq!(a.fields1.len(), def.fields1.len());
        assert_eq!(a.properties1.len(), def.properties1.len());
        assert_eq!(a.section10s.len(), 4);
        let slot = def.fields1[25];
        assert_eq!((slot.name, slot.kind), ("unk_ac6_f1_25", SlotKind::Float));
        assert_eq!(
            SlotValue::from_bits(slot.kind, a.fields1[25].0),
            SlotValue::Float(2.5)
        );
        for (i, name) in [(21, "offsetUV"), (22, "speedUV"), (23, "speedMultiplierUV")] {
            assert_eq!(def.properties1[i].name, name);
            assert_eq!(a.properties1[i].components(), 2, "{name} is a vec2");
        }
        assert_eq!(def.fields1[7].name, "dither");
        assert_eq!(def.fields1[23].name, "unkBlendMode");
    }
}

/// Every action of every corpus file detected as Nightreign's has a Nightreign definition,
/// and its record stores the counts and property component counts that definition gives.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn every_nightreign_action_matches_its_nightreign_layout() {
    let mut checked = 0;
    for (name, _, f) in effects_of_folder("nr") {
        if f.game != Game::Nightreign {
            continue;
        }
        for a in f.actions().into_iter().filter(|a| a.action_type != 0) {
            let def = actions::definition_for_file(a.action_type, Game::Nightreign)
                .unwrap_or_else(|| panic!("{name}: no definition of {}", a.action_type));
            let counts = [
                a.fields1.len(),
                a.fields2.len(),
                a.properties1.len(),
                a.properties2.len(),
                a.section10s.len(),
            ];
            let expected = [
                def.fields1.len(),
                def.fields2.len(),
                def.properties1.len(),
                def.properties2.len(),
                def.section10s.len(),
            ];
            assert_eq!(counts, expected, "{name}: {} {}", a.action_type, def.name);
            let components: Vec<usize> = a.properties().map(|p| p.components()).collect();
            let defined: Vec<usize> = def
                .properties1
                .iter()
                .chain(def.properties2)
                .map(|p| usize::from(p.components))
                .collect();
            assert_eq!(
                components, defined,
                "{name}: {} {}",
                a.action_type, def.name
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 3420);
}

/// Every effect of the corpus survives JSON (as `fxr-view to-json` prints it and `from-json`
/// reads it): the tree and where the file put its empty lists come back, and writing gives
/// the file's bytes.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn every_corpus_effect_round_trips_through_json_byte_for_byte() {
    let mut count = 0;
    for folder in ["er", "nr", "ds3"] {
        for (name, bytes, effect) in effects_of_folder(folder) {
            let json = serde_json::to_string_pretty(&effect).expect("serialises");
            let back: Fxr = serde_json::from_str(&json).expect("reads back");
            assert_eq!(back.file_layout, effect.file_layout, "{name}");
            assert_eq!(fxr::write(&back).expect("writes"), bytes, "{name}");
            count += 1;
        }
    }
    assert!(count > 800, "{count} effects");
}
