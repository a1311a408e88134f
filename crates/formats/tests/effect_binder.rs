//! Saving an edited effect into its binder (`effect_binder`): one float edited gives a binder
//! whose decompressed payload differs from the original's in at most those four bytes, with
//! the original's DCX header fields; a Kraken binder is written only with another
//! compression chosen. On the generated demo binder and on the corpus's binders.

use fxr_formats::Limits;
use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use fxr_formats::dcx::{self, Dcx, DcxAlgorithm, DcxCompression};
use fxr_formats::effect_binder::{self, BinderError, EffectBinder, Output};
use fxr_formats::fxr::{self, Fxr, Game, actions::SlotKind};
use fxr_formats::testutil::shared_corpus;

/// Adds 1 to the first float field the action tables define in the effect (one below a
/// million, so that adding 1 changes it).
fn bump_first_float(effect: &mut Fxr) {
    let game = effect.game;
    let mut stack = vec![&mut effect.root];
    while let Some(node) = stack.pop() {
        let lists = node
            .actions
            .iter_mut()
            .chain(node.configs.iter_mut().flat_map(|c| c.actions.iter_mut()));
        for action in lists {
            let Some(def) = fxr::actions::definition_for_file(action.action_type, game) else {
                continue;
            };
            let slot = action
                .fields1
                .iter_mut()
                .zip(def.fields1)
                .find(|(f, d)| d.kind == SlotKind::Float && f.as_f32().abs() < 1e6);
            if let Some((field, _)) = slot {
                *field = fxr::Field::from_f32(field.as_f32() + 1.0);
                return;
            }
        }
        stack.extend(node.children.iter_mut());
    }
    panic!("effect {} has no float field", effect.id);
}

/// The binder's payload (decompressed) and DCX header.
fn opened(data: &[u8]) -> (Vec<u8>, Option<dcx::DcxHeader>) {
    if dcx::is_dcx(data) {
        let header = dcx::peek(data).expect("a DCX header");
        (dcx::read(data).expect("decompresses").data, Some(header))
    } else {
        (data.to_vec(), None)
    }
}

/// Edits one float of effect `id` in `data`, writes the binder with `output`, and checks
/// that the payloads differ in at most four bytes; returns the written binder.
fn edit_one_float(data: &[u8], id: i32, output: Output) -> Vec<u8> {
    let limits = Limits::default();
    let mut binder = EffectBinder::read(data, &limits).expect("the binder reads");
    let index = binder
        .effect_index(id, &limits)
        .expect("the binder holds the effect");
    let mut effect = binder.effect(index, &limits).expect("the effect reads");
    bump_first_float(&mut effect);
    binder
        .replace(index, fxr::write(&effect).expect("the effect writes"))
        .expect("the entry is replaced");
    let written = effect_binder::write(&binder, output).expect("the binder writes");
    let (before, _) = opened(data);
    let (after, _) = opened(&written);
    assert_eq!(
        before.len(),
        after.len(),
        "effect {id}: the payload's size changed"
    );
    let differing = before.iter().zip(&after).filter(|(a, b)| a != b).count();
    assert!(differing <= 4, "effect {id}: {differing} bytes differ");
    assert!(differing > 0, "effect {id}: nothing changed");
    written
}

#[test]
fn one_float_edited_in_the_demo_binder_changes_four_bytes_and_keeps_the_dcx_header() {
    let data = fxr_demo::demo_binder().expect("the demo binder builds");
    let written = edit_one_float(&data, 1000, Output::Keep);
    let (old, new) = (
        dcx::peek(&data).expect("DCX"),
        dcx::peek(&written).expect("DCX"),
    );
    assert_eq!(new.compression, old.compression);
    assert_eq!(new.uncompressed_size, old.uncompressed_size);
    // Uncompressed binder in, uncompressed binder out.
    let bare = dcx::read(&data).expect("decompresses").data;
    let written = edit_one_float(&bare, 1001, Output::Keep);
    assert!(written.starts_with(b"BND4"));
}

#[test]
fn an_unknown_effect_is_named_with_the_binders_effects() {
    let data = fxr_demo::demo_binder().expect("the demo binder builds");
    let binder = EffectBinder::read(&data, &Limits::default()).expect("reads");
    let error = binder.effect_index(4242, &Limits::default()).unwrap_err();
    assert!(
        matches!(error, BinderError::NoEffect { id: 4242, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("1000"), "{error}");
}

#[test]
fn an_entry_stored_as_a_dcx_is_compressed_again_with_its_header() {
    let effect = fxr_demo::demo_effects().expect("the demo builds").remove(0);
    let bytes = fxr::write(&effect).expect("writes");
    let compressed = dcx::write(&Dcx {
        compression: DcxCompression::DEFLATE_ER,
        data: bytes.clone(),
    })
    .expect("compresses");
    let mut bnd = Bnd4::new_elden_ring();
    let mut entry = BndEntry::new(Some(0), Some(r"N:\f.fxr".into()), compressed);
    entry.flags |= BndEntry::FLAG_COMPRESSED;
    entry.uncompressed_size = Some(bytes.len() as u64);
    bnd.entries.push(entry);
    let data = bnd4::write(&bnd).expect("the binder writes");
    let mut binder = EffectBinder::read(&data, &Limits::default()).expect("reads");
    binder.replace(0, bytes.clone()).expect("replaced");
    let stored = &binder.bnd.entries[0].data;
    assert_eq!(dcx::read(stored).expect("a DCX").data, bytes);
    assert_eq!(
        dcx::peek(stored).expect("a DCX").compression,
        DcxCompression::DEFLATE_ER
    );
}

#[test]
fn kraken_is_written_only_in_another_compression() {
    // A binder whose DCX says KRAK: fxr-view reads it but has no Kraken encoder.
    let data = fxr_demo::demo_binder().expect("the demo binder builds");
    let mut binder = EffectBinder::read(&data, &Limits::default()).expect("reads");
    binder.compression = Some(DcxCompression::KRAKEN_ER);
    let refused = effect_binder::write(&binder, Output::Keep).unwrap_err();
    assert_eq!(refused, BinderError::NoEncoder { algorithm: "KRAK" });
    let zstd = effect_binder::zstd_for(binder.compression);
    let written = effect_binder::write(&binder, Output::Dcx(zstd)).expect("ZSTD writes");
    let header = dcx::peek(&written).expect("a DCX");
    assert_eq!(header.compression.algorithm, DcxAlgorithm::Zstd);
    assert_eq!(header.compression.version, 0x11000);
    let deflate = effect_binder::deflate_for(binder.compression, Game::EldenRing);
    assert_eq!(deflate, DcxCompression::DEFLATE_ER);
    let bare = effect_binder::write(&binder, Output::Uncompressed).expect("writes");
    assert!(bare.starts_with(b"BND4"));
}

/// The first effect id of a binder file.
fn first_effect(data: &[u8]) -> i32 {
    let binder = EffectBinder::read(data, &Limits::default()).expect("the binder reads");
    let limits = Limits::default();
    binder
        .bnd
        .entries
        .iter()
        .find_map(|e| {
            let contents = e.contents(&limits).ok()?;
            fxr::peek_id(&contents).ok()
        })
        .expect("the binder holds an effect")
}

#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn on_the_corpus_binders_one_float_changes_four_bytes_of_the_payload() {
    let Some(corpus) = shared_corpus() else {
        return;
    };
    // Dark Souls 3's effect binder: DFLT, written back with its own header.
    let ds3 = corpus.join("ds3/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx");
    let data = std::fs::read(&ds3).expect("the DS3 binder reads");
    let id = first_effect(&data);
    let written = edit_one_float(&data, id, Output::Keep);
    let (old, new) = (
        dcx::peek(&data).expect("DCX"),
        dcx::peek(&written).expect("DCX"),
    );
    assert_eq!(new.compression, old.compression);
    assert_eq!(new.uncompressed_size, old.uncompressed_size);
    // A Nightreign binder: KRAK, refused as it is, written as ZSTD when asked.
    let nr = corpus.join("nr/sfxbnd_c5000.ffxbnd.dcx");
    let data = std::fs::read(&nr).expect("the NR binder reads");
    let binder = EffectBinder::read(&data, &Limits::default()).expect("reads");
    assert_eq!(
        effect_binder::write(&binder, Output::Keep).unwrap_err(),
        BinderError::NoEncoder { algorithm: "KRAK" }
    );
    let zstd = Output::Dcx(effect_binder::zstd_for(binder.compression));
    let id = first_effect(&data);
    let written = edit_one_float(&data, id, zstd);
    assert_eq!(
        dcx::peek(&written).expect("DCX").compression.algorithm,
        DcxAlgorithm::Zstd
    );
}
