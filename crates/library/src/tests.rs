//! The library's tests: opening, indexing, lazy reading, replaced effects.

use super::*;
use fxr_formats::flver::{self, ModelGeometry};
use fxr_formats::testutil::sample;
use fxr_formats::{FormatError, Limits, dcx, fxr, tpf};
use std::sync::Arc;

/// A library with the demo binder open.
fn demo_library() -> Library {
    let mut library = Library::new();
    library
        .open(
            fxr_demo::DEMO_BINDER_NAME,
            &fxr_demo::demo_binder().unwrap(),
        )
        .unwrap();
    library
}

/// Two versions of one effect id, from two sources, are told apart by their libraries.
#[test]
fn two_versions_of_one_effect_are_compared_from_two_libraries() {
    let effects = fxr_demo::demo_effects().expect("the demo effects build");
    let original = effects.into_iter().next().expect("a demo effect");
    let mut edited = original.clone();
    edited.external_values2.push(77);
    let (mut a, mut b) = (Library::new(), Library::new());
    a.open("a.fxr", &fxr::write(&original).expect("writes"))
        .expect("opens");
    b.open("b.fxr", &fxr::write(&edited).expect("writes"))
        .expect("opens");
    let id = original.id;
    let d = a.diff_effects(id, &b, id).expect("both have the effect");
    let paths: Vec<&str> = d.changes.iter().map(|c| c.path.as_str()).collect();
    assert_eq!(paths, ["external_values2"]);
    assert!(a.diff_effects(id, &a, id).expect("same").changes.is_empty());
    let missing = a.diff_effects(id, &b, 4242).expect_err("no such effect");
    assert!(missing.to_string().contains("4242"), "{missing}");
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn opens_effects_textures_and_materials_through_containers() {
    let mut library = Library::new();
    let Some(fxr) = sample("er/f000523390.fxr") else {
        return;
    };
    let s = library.open("f000523390.fxr", &fxr).unwrap();
    assert_eq!((s.format.as_str(), s.effects), ("FXR", 1));
    let summary = library.summary(523390).unwrap();
    assert!(summary.appearances.contains(&603) && summary.appearances.contains(&604));
    assert!(
        summary.textures.contains(&31421) && summary.textures.contains(&31211),
        "{:?}",
        summary.textures
    );
    assert_eq!(summary.nodes, 12);

    let Some(mtdbnd) = sample("sdt/allmaterialbnd.mtdbnd") else {
        return;
    };
    let s = library.open("allmaterialbnd.mtdbnd", &mtdbnd).unwrap();
    assert_eq!(s.materials, 33);
    let Some(matbnd) = sample("er/allmaterial.matbinbnd.dcx") else {
        return;
    };
    assert_eq!(
        library
            .open("allmaterial.matbinbnd.dcx", &matbnd)
            .unwrap()
            .materials,
        22
    );
    assert_eq!(library.materials().len(), 55);
    let Some(tpf) = sample("er/systex.tpf.dcx") else {
        return;
    };
    let s = library.open("systex.tpf.dcx", &tpf).unwrap();
    assert_eq!(s.format, "TPF");
    let Some(shader) = sample("dxbc/shader.dxbc") else {
        return;
    };
    library.open("shader.dxbc", &shader).unwrap();
    assert!(library.shader("shader").is_some());
}

/// Bytes held as a page holds them: each read counted, and readable only while held (the
/// owner can take them out of memory and put them back, as the page does with a folder's
/// binders within its memory budget; while out, a read is an error).
#[derive(Debug)]
struct PageBytes {
    bytes: Vec<u8>,
    read: std::sync::atomic::AtomicUsize,
    held: std::sync::atomic::AtomicBool,
}

impl PageBytes {
    fn new(bytes: Vec<u8>) -> Arc<PageBytes> {
        Arc::new(PageBytes {
            bytes,
            read: Default::default(),
            held: true.into(),
        })
    }
}

impl Backing for PageBytes {
    fn len(&self) -> usize {
        self.bytes.len()
    }
    fn read(
        &self,
        range: std::ops::Range<usize>,
    ) -> Result<std::borrow::Cow<'_, [u8]>, FormatError> {
        use std::sync::atomic::Ordering;
        if !self.held.load(Ordering::Relaxed) {
            return Err(crate::past_end(range, 0));
        }
        self.read.fetch_add(range.len(), Ordering::Relaxed);
        // Owned, as a JavaScript buffer's parts are.
        Ok(std::borrow::Cow::Owned(self.bytes[range].to_vec()))
    }
}

/// Opening a binder reads its headers, its effects' files and its textures' headers,
/// not the textures' surfaces: those are read when a texture is first used. The index
/// is the one the whole bytes give.
#[test]
fn a_binder_is_indexed_without_reading_its_textures() {
    use std::sync::atomic::Ordering;
    let binder = fxr_demo::scale::scale_effect_binder(30, 20, 64).unwrap();
    let plain = dcx::read(&binder).unwrap().data;
    let backing = PageBytes::new(plain.clone());
    let mut lazy = Library::new();
    let summary = lazy.open_backed("scale.ffxbnd", backing.clone()).unwrap();
    let mut whole = Library::new();
    assert_eq!(whole.open("scale.ffxbnd", &binder).unwrap(), summary);
    assert_eq!(summary.effects, 30);
    assert!(summary.errors.is_empty(), "{:?}", summary.errors);
    let read_at_open = backing.read.load(Ordering::Relaxed);
    // The 20 generated textures alone are 20 * 64 * 64 * 4 bytes.
    assert!(
        read_at_open + 20 * 64 * 64 * 4 <= plain.len(),
        "{read_at_open} of {} bytes read",
        plain.len()
    );
    let rows = |l: &Library| -> Vec<EffectSummary> {
        l.effects().filter_map(|(&id, _)| l.summary(id)).collect()
    };
    assert_eq!(rows(&lazy), rows(&whole));
    let id = fxr_demo::scale::SCALE_FIRST_TEXTURE + 3;
    let texture = lazy.texture(id).unwrap();
    assert_eq!(
        texture.dds().unwrap(),
        whole.texture(id).unwrap().dds().unwrap()
    );
    assert!(backing.read.load(Ordering::Relaxed) >= read_at_open + 64 * 64 * 4);
    // An effect is parsed again when needed, as the whole bytes give it.
    let first = fxr_demo::scale::SCALE_FIRST_EFFECT;
    assert_eq!(
        lazy.effect(first).unwrap().fxr().unwrap(),
        whole.effect(first).unwrap().fxr().unwrap()
    );
}

/// The effect said to play next is read once for its row and its playback together; the
/// others' trees are dropped after their rows and read again when played. Unsaid, every
/// tree is dropped.
#[test]
fn the_effect_about_to_play_is_parsed_once_for_its_row_and_its_playback() {
    use std::sync::atomic::Ordering;
    let binder = fxr_demo::scale::scale_effect_binder(4, 1, 8).unwrap();
    let plain = dcx::read(&binder).unwrap().data;
    let first = fxr_demo::scale::SCALE_FIRST_EFFECT;
    // reads(will, played): the bytes read by listing every row, then by playing `played`.
    let reads = |will: Option<Option<i32>>, played: i32| -> (usize, usize) {
        let backing = PageBytes::new(plain.clone());
        let mut library = Library::new();
        library
            .open_backed("scale.ffxbnd", backing.clone())
            .unwrap();
        if let Some(effect) = will {
            library.will_play(effect);
        }
        let at_open = backing.read.load(Ordering::Relaxed);
        let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
        for id in ids {
            library.summary(id).unwrap();
        }
        let listed = backing.read.load(Ordering::Relaxed);
        library.effect(played).unwrap().fxr().unwrap();
        (
            listed - at_open,
            backing.read.load(Ordering::Relaxed) - listed,
        )
    };
    let (listed, played) = reads(None, first + 2);
    assert!(
        listed > 0 && played > 0,
        "unsaid: {listed} listing, {played} playing"
    );
    assert_eq!(reads(Some(Some(first + 2)), first + 2), (listed, 0));
    assert_eq!(reads(Some(None), first), (listed, 0), "the first listed");
    // Another effect than the one said is read again.
    assert!(reads(Some(Some(first + 2)), first + 1).1 > 0);
    // Once played, rows drop their trees again.
    let mut library = Library::new();
    let backing = PageBytes::new(plain.clone());
    library
        .open_backed("scale.ffxbnd", backing.clone())
        .unwrap();
    library.will_play(Some(first + 3));
    library.played();
    library.summary(first + 3).unwrap();
    let listed = backing.read.load(Ordering::Relaxed);
    library.effect(first + 3).unwrap().fxr().unwrap();
    assert!(backing.read.load(Ordering::Relaxed) > listed);
}

/// A texture whose header or size is wrong is said when the file is opened (naming the
/// entry and the offset), as when textures were read whole at opening.
#[test]
fn a_broken_texture_is_an_error_at_opening() {
    use fxr_formats::bnd4::{Bnd4, BndEntry};
    let mut tpf_bytes =
        fxr_demo::textures::texture_tpf(&fxr_demo::demo_textures().unwrap()[0]).unwrap();
    // Cut the file: the last texture's surfaces no longer fit.
    let (t, spans) =
        tpf::read_index(&tpf_bytes, tpf_bytes.len() as u64, &Limits::default()).unwrap();
    let (offset, size) = spans[0];
    // The DDS's height field (at 0x0C of its header) made huge.
    let at = (offset + 0x0C) as usize;
    tpf_bytes[at..at + 4].copy_from_slice(&4096u32.to_le_bytes());
    assert!(size > 0);
    let mut bnd = Bnd4::new_elden_ring();
    bnd.entries.push(BndEntry::new(
        Some(0),
        Some("N:\\tex\\broken.tpf".into()),
        tpf_bytes,
    ));
    bnd.rebuild_hash_table();
    let bytes = fxr_formats::bnd4::write(&bnd).unwrap();
    let summary = Library::new().open("t.ffxbnd", &bytes).unwrap();
    assert_eq!(summary.textures, 0);
    assert_eq!(summary.errors.len(), 1, "{:?}", summary.errors);
    assert!(
        summary.errors[0].starts_with(&format!("t.ffxbnd!broken.tpf!{}: DDS", t.textures[0].name)),
        "{:?}",
        summary.errors
    );
}

/// A binder of `(name, bytes)` entries under an Elden Ring model folder.
fn model_binder(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
    use fxr_formats::bnd4::{Bnd4, BndEntry};
    let mut bnd = Bnd4::new_elden_ring();
    for (id, (name, bytes)) in entries.iter().enumerate() {
        bnd.entries.push(BndEntry::new(
            Some(200_000 + id as i32),
            Some(format!("N:\\GR\\data\\INTERROOT_win64\\sfx\\model\\{name}")),
            bytes.clone(),
        ));
    }
    bnd.rebuild_hash_table();
    fxr_formats::bnd4::write(&bnd).unwrap()
}

fn fixture_bytes() -> Vec<u8> {
    flver::write(&flver::fixture(0x2001A).unwrap()).unwrap()
}

#[test]
fn an_effect_s_textures_are_looked_for_in_its_binder_s_resource_binder() {
    use fxr::Game;
    let homes = |source: &str, game| resource_binders_of(source, game);
    assert_eq!(
        homes(
            "sfx/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx!f000441303.fxr",
            Game::DarkSouls3
        ),
        [
            "frpg_sfxbnd_dlc2_resource.ffxbnd.dcx",
            "frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"
        ]
    );
    assert_eq!(
        homes(
            "sfx/sfxbnd_c6250.ffxbnd.dcx!f000662571.fxr",
            Game::ArmoredCore6
        ),
        ["sfxbnd_commoneffects_resource.ffxbnd.dcx"]
    );
    assert_eq!(
        homes(
            "sfxbnd_commoneffects_dlc02.ffxbnd.dcx!f000523390.fxr",
            Game::EldenRing
        ),
        [
            "sfxbnd_commoneffects_dlc02_resource.ffxbnd.dcx",
            "sfxbnd_commoneffects_resource.ffxbnd.dcx"
        ]
    );
    assert!(homes("f000523390.fxr", Game::EldenRing).is_empty());
}

/// With an effect binder's own resource binder open, what is still missing is looked
/// for in the common one.
#[test]
fn the_next_usual_binder_is_named_once_the_first_is_open() {
    let binder = fxr_demo::demo_binder().unwrap();
    let mut library = Library::new();
    library
        .open("sfx/frpg_sfxbnd_m30_effect.ffxbnd.dcx", &binder)
        .unwrap();
    let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
    let first = |l: &Library| l.usual_resource_binders(ids.iter().copied());
    assert_eq!(first(&library), ["frpg_sfxbnd_m30_resource.ffxbnd.dcx"]);
    library
        .open("sfx/frpg_sfxbnd_m30_resource.ffxbnd.dcx", &binder)
        .unwrap();
    assert_eq!(
        first(&library),
        ["frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"]
    );
}

/// Opening a binder reads its effects' headers only: an effect whose body is broken is
/// still listed (by its header's id), its row says why, and playing it is an error naming
/// the entry and the offset.
#[test]
fn an_effect_that_does_not_read_is_listed_with_why() {
    let mut broken = fxr::write(&fxr_demo::demo_effects().unwrap()[0]).unwrap();
    let id = fxr::peek_id(&broken).unwrap();
    // The node list's offset (0x28) past the end of the file.
    broken[0x28..0x2C].copy_from_slice(&0x7FFF_FFF0u32.to_le_bytes());
    let binder = model_binder(&[("f000000001.fxr", broken)]);
    let mut library = Library::new();
    let summary = library.open("sfx.ffxbnd", &binder).unwrap();
    assert_eq!(summary.effects, 1);
    let row = library.summary(id).unwrap();
    let error = row.error.expect("the row says why");
    assert!(
        error.starts_with("sfx.ffxbnd!f000000001.fxr: FXR"),
        "{error}"
    );
    let played = library.effect(id).unwrap().fxr().unwrap_err().to_string();
    assert!(played.contains("offset 0x"), "{played}");
}

/// An edited effect plays in place of the opened one, through `forget_read`; the file's
/// own version stays readable and comes back when the edit is dropped.
#[test]
fn an_edited_effect_replaces_the_opened_one_and_the_original_stays_readable() {
    let mut library = demo_library();
    let original = library.original_effect(1001).unwrap();
    let mut edited = original.clone();
    edited.root.children.clear();
    assert!(library.replace_effect(1001, Some(edited.clone())).is_some());
    library.forget_read();
    assert_eq!(
        library.effect(1001).unwrap().fxr().unwrap().as_ref(),
        &edited
    );
    assert_eq!(library.summary(1001).unwrap().nodes, edited.nodes().len());
    assert_eq!(library.original_effect(1001).unwrap(), original);
    library.replace_effect(1001, None).unwrap();
    assert_eq!(
        library.effect(1001).unwrap().fxr().unwrap().as_ref(),
        &original
    );
    assert!(library.replace_effect(4242, Some(original)).is_none());
}

/// What an effect names that no opened file holds is known from its rows, before a
/// frame is drawn, references included.
#[test]
fn an_effect_s_missing_textures_are_known_before_it_is_drawn() {
    let library = demo_library();
    assert_eq!(library.missing_of(1001), (Vec::new(), Vec::new()));
    // The effects alone, without the binder's textures and models.
    let mut effects_only = Library::new();
    for (&id, _) in library.effects() {
        let bytes = fxr::write(&library.original_effect(id).unwrap()).unwrap();
        effects_only.open(&format!("f{id:09}.fxr"), &bytes).unwrap();
    }
    let (textures, _) = effects_only.missing_of(1001);
    assert_eq!(textures, library.summary(1001).unwrap().textures);
    // 1010 draws 1002 by reference: 1002's textures are its too.
    let (proxy, _) = effects_only.missing_of(1010);
    for t in library.summary(1002).unwrap().textures {
        assert!(
            proxy.contains(&t),
            "{t} of 1002 missing for 1010: {proxy:?}"
        );
    }
    let (_, models) = effects_only.missing_of(1011);
    assert_eq!(models, library.summary(1011).unwrap().models);
}

#[test]
fn model_ids_are_the_digits_of_an_s_name() {
    assert_eq!(model_id("s90101.flver"), Some(90101));
    assert_eq!(model_id("s00436.flver.dcx"), Some(436));
    assert_eq!(model_id("S12"), Some(12));
    assert_eq!(model_id("a.ffxbnd.dcx!s80201.flver"), Some(80201));
    assert_eq!(model_id("N:\\sfx\\model\\s80201.flver"), Some(80201));
    for name in [
        "ring.flver",
        "s.flver",
        "s12a.flver",
        "s1234567890.flver",
        "x12.flver",
    ] {
        assert_eq!(model_id(name), None, "{name}");
    }
}

/// A binder's models (plain and DCX-compressed entries) are indexed by the ids their
/// names give, with only their headers read at opening; the meshes are read when the
/// geometry is first asked for, and give what the model decodes to. A model without an
/// `sNNNNN` name is said in the notes.
#[test]
fn a_binder_s_models_are_indexed_by_id_and_read_when_first_drawn() {
    use std::sync::atomic::Ordering;
    let model = fixture_bytes();
    let compressed = dcx::write(&dcx::Dcx {
        compression: dcx::DcxCompression::DEFLATE_ER,
        data: model.clone(),
    })
    .unwrap();
    let binder = model_binder(&[
        ("s00123.flver", model.clone()),
        ("s00124.flver.dcx", compressed),
        ("ring.flver", model.clone()),
    ]);
    let backing = PageBytes::new(binder.clone());
    let mut library = Library::new();
    let summary = library.open_backed("m.ffxbnd", backing.clone()).unwrap();
    assert_eq!(summary.models, 2);
    assert!(summary.errors.is_empty(), "{:?}", summary.errors);
    assert_eq!(
        summary.notes,
        ["m.ffxbnd!ring.flver: a model without an sNNNNN name: not indexed"]
    );
    // The binder's headers, each entry's first bytes (a few hundred in all) and the
    // compressed entry (decompressed at opening), not the plain models.
    let read_at_open = backing.read.load(Ordering::Relaxed);
    assert!(
        read_at_open + 2 * model.len() <= binder.len() + 1024,
        "{read_at_open} of {} bytes read ({} a model)",
        binder.len(),
        model.len()
    );
    let ids: Vec<i32> = library.models().map(|(&id, _)| id).collect();
    assert_eq!(ids, [123, 124]);
    let entry = library.model(123).unwrap();
    assert_eq!(
        (entry.name.as_str(), entry.source.as_str()),
        ("s00123.flver", "m.ffxbnd!s00123.flver")
    );
    assert_eq!(library.model(124).unwrap().name, "s00124.flver.dcx");
    let expected =
        ModelGeometry::from_flver(&flver::fixture(0x2001A).unwrap(), &Limits::default()).unwrap();
    assert_eq!(entry.geometry().unwrap(), &expected);
    assert!(backing.read.load(Ordering::Relaxed) >= read_at_open + model.len());
    assert_eq!(library.model(124).unwrap().geometry().unwrap(), &expected);
    assert!(library.model(125).is_none());
}

/// A model opened on its own, plain or compressed, is indexed by its file name's id; one
/// without such a name is said, not indexed.
#[test]
fn a_lone_model_is_indexed_by_its_file_name() {
    let model = fixture_bytes();
    let mut library = Library::new();
    let s = library.open("s00436.flver", &model).unwrap();
    assert_eq!((s.format.as_str(), s.models), ("FLVER", 1));
    assert!(s.notes.is_empty(), "{:?}", s.notes);
    let geometry = library.model(436).unwrap().geometry().unwrap();
    assert!(geometry.triangle_count() > 0);
    let compressed = dcx::write(&dcx::Dcx {
        compression: dcx::DcxCompression::DEFLATE_ER,
        data: model.clone(),
    })
    .unwrap();
    assert_eq!(
        library
            .open("s00437.flver.dcx", &compressed)
            .unwrap()
            .models,
        1
    );
    assert!(library.model(437).unwrap().geometry().is_ok());
    let s = library.open("ring.flver", &model).unwrap();
    assert_eq!(s.models, 0);
    assert_eq!(
        s.notes,
        ["ring.flver: a model without an sNNNNN name: not indexed"]
    );
}

/// A model whose header is right but whose body is broken opens (it is not read whole
/// then); asking for its geometry gives the error, naming the entry and the offset.
#[test]
fn a_broken_model_is_an_error_when_first_drawn_not_at_opening() {
    let mut broken = fixture_bytes();
    // The mesh count (0x20) made more than the file can hold.
    broken[0x20..0x24].copy_from_slice(&0x0100_0000i32.to_le_bytes());
    let binder = model_binder(&[("s00125.flver", broken)]);
    let mut library = Library::new();
    let summary = library.open("b.ffxbnd", &binder).unwrap();
    assert_eq!(summary.models, 1);
    assert!(summary.errors.is_empty(), "{:?}", summary.errors);
    let error = library.model(125).unwrap().geometry().unwrap_err();
    assert!(
        error.starts_with("b.ffxbnd!s00125.flver: FLVER") && error.contains("offset 0x"),
        "{error}"
    );
    // Asked again, the same error (kept, not read again).
    assert_eq!(library.model(125).unwrap().geometry().unwrap_err(), error);
    // (The renderer draws it as the placeholder and says why: fxr-draw's `source` tests.)
    // A header that does not fit its file is said at opening, naming the entry.
    let mut short = fixture_bytes();
    short.truncate(short.len() - 4);
    let summary = Library::new()
        .open("c.ffxbnd", &model_binder(&[("s00126.flver", short)]))
        .unwrap();
    assert_eq!(summary.models, 0);
    assert!(
        summary.errors.len() == 1 && summary.errors[0].starts_with("c.ffxbnd!s00126.flver: FLVER"),
        "{:?}",
        summary.errors
    );
}

/// The effect list's row names the models of 605 and 10015 actions, like the textures
/// of the other appearances.
#[test]
fn an_effect_row_lists_the_models_its_model_particles_name() {
    use fxr_demo::builder::{
        ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node,
    };
    use fxr_formats::fxr::Game;
    let game = Game::EldenRing;
    let node = |action_type: u16, model: i32| {
        let action = ActionBuilder::er(action_type)
            .unwrap()
            .int("model", model)
            .unwrap()
            .build();
        let config = ConfigBuilder::er().unwrap().set(action).unwrap().build();
        basic_node(game, vec![config], &[0], Vec::new()).unwrap()
    };
    let root = root_node(
        game,
        vec![node(605, 90102), node(10015, 90101), node(605, 90101)],
    )
    .unwrap();
    let fxr = effect(1011, vec![playing_state()], root);
    let mut library = Library::new();
    library
        .open("f000001011.fxr", &fxr_formats::fxr::write(&fxr).unwrap())
        .unwrap();
    let row = library.summary(1011).unwrap();
    assert_eq!(row.models, [90101, 90102]);
    assert_eq!(row.appearances, [605, 10015]);
    assert_eq!(row.appearance_names, ["Model", "RichModel"]);
    assert!(row.textures.is_empty(), "{:?}", row.textures);
}

#[test]
fn a_bad_file_is_an_error_naming_it() {
    let err = Library::new()
        .open("broken.fxr", b"FXR\0\0\0\x05\0")
        .unwrap_err();
    assert!(err.to_string().starts_with("broken.fxr: FXR"), "{err}");
}

/// Two different materials under one name (as Sekiro's allmaterialbnd has
/// `M[ARSN]_4m.mtd` twice): both are indexed, the later under a distinct name, said in
/// the summary; the material index lists both and finds either.
#[test]
fn entries_with_repeated_names_are_all_listed() {
    use fxr_demo::materials::{demo_detail, demo_lake};
    use fxr_formats::bnd4::{Bnd4, BndEntry};
    let mut bnd = Bnd4::new_elden_ring();
    for (id, material) in [(1399, demo_lake()), (2654, demo_detail())] {
        bnd.entries.push(BndEntry::new(
            Some(id),
            Some("N:\\material\\M[ARSN]_4m.matbin".into()),
            fxr_formats::matbin::write(&material).unwrap(),
        ));
    }
    bnd.rebuild_hash_table();
    let bytes = fxr_formats::bnd4::write(&bnd).unwrap();
    let mut library = Library::new();
    let s = library.open("all.matbinbnd", &bytes).unwrap();
    assert_eq!(s.materials, 2);
    assert_eq!(
        s.notes,
        [
            "all.matbinbnd: entry 2654 is named M[ARSN]_4m.matbin like an earlier entry; it is listed as M[ARSN]_4m.2654.matbin"
        ]
    );
    let index = crate::materials::MaterialIndex::from_library(&library);
    assert_eq!(index.len(), 2);
    let names: Vec<String> = (0..2).map(|i| index.row(i).unwrap().name.clone()).collect();
    assert_eq!(names, ["M[ARSN]_4m.matbin", "M[ARSN]_4m.2654.matbin"]);
    assert_eq!(index.find("M[ARSN]_4m.matbin"), Some(0));
    assert_eq!(index.find("M[ARSN]_4m.2654.matbin"), Some(1));
    // The index opened from the file directly names them the same way.
    let direct =
        crate::materials::MaterialIndex::open("all.matbinbnd", &bytes, &Limits::default()).unwrap();
    assert_eq!(direct.row(1).unwrap().name, "M[ARSN]_4m.2654.matbin");
    assert_eq!(direct.notes().len(), 1);
}

#[test]
fn an_effect_or_model_replacing_one_of_the_same_id_is_said() {
    let bytes = fxr_demo::demo_binder().unwrap();
    let mut library = Library::new();
    assert!(
        library
            .open("a.ffxbnd.dcx", &bytes)
            .unwrap()
            .notes
            .is_empty()
    );
    let again = library.open("b.ffxbnd.dcx", &bytes).unwrap();
    // One note per effect and per model (the demo's two models are replaced too).
    assert_eq!(again.notes.len(), again.effects + again.models);
    assert!(again.notes.contains(&"model s90101 of b.ffxbnd.dcx!s90101.flver replaces the one of a.ffxbnd.dcx!s90101.flver (same id; the later file wins)".to_string()), "{:?}", again.notes);
    assert_eq!(
        again.notes[1],
        "effect 1001 of b.ffxbnd.dcx!f000001001.fxr replaces the one of a.ffxbnd.dcx!f000001001.fxr (same id; the later file wins)"
    );
}

/// A generated install's binders opened through backings that can be taken out of memory:
/// the list rows made at opening stay, `files_of` names the binders an effect reads (its own
/// and its textures'), and a texture read while its binder was out is read again, not kept
/// as broken, once the binder is back.
#[test]
fn binders_out_of_memory_keep_their_rows_and_are_read_again_when_back() {
    use std::sync::atomic::Ordering;
    let shape = fxr_demo::scale::InstallShape {
        binders: 4,
        effects: 12,
        textures: 3,
        texture_size: 8,
    };
    let mut files = Vec::new();
    fxr_demo::scale::scale_install::<fxr_demo::DemoError>(shape, |name, data| {
        files.push((name.to_string(), data));
        Ok(())
    })
    .unwrap();
    let mut library = Library::new();
    let mut backings = Vec::new();
    for (name, data) in &files {
        let plain = dcx::read(data).unwrap().data;
        let backing = PageBytes::new(plain);
        let summary = library.open_backed(name, backing.clone()).unwrap();
        // The ids the opening names are this binder's effects, every one of them.
        assert_eq!(summary.effect_ids.len(), summary.effects);
        let mut of_binder: Vec<i32> = library
            .effects()
            .filter(|(_, e)| e.file() == name.as_str())
            .map(|(&id, _)| id)
            .collect();
        let mut named = summary.effect_ids.clone();
        of_binder.sort_unstable();
        named.sort_unstable();
        assert_eq!(named, of_binder, "{name}");
        backings.push((name.clone(), backing));
    }
    let rows: Vec<EffectSummary> = library
        .effects()
        .filter_map(|(&id, _)| library.summary(id))
        .collect();
    assert_eq!(rows.len(), 12);
    for (_, backing) in &backings {
        backing.held.store(false, Ordering::Relaxed);
    }
    let again: Vec<EffectSummary> = library
        .effects()
        .filter_map(|(&id, _)| library.summary(id))
        .collect();
    assert_eq!(rows, again, "the rows are kept, not read again");

    // The last effect: its own binder, then the one its textures are in.
    let (&id, effect) = library.effects().last().unwrap();
    let needed = library.files_of(id);
    assert_eq!(needed[0], effect.file());
    let row = library.summary(id).unwrap();
    let texture = row
        .textures
        .iter()
        .find_map(|t| library.texture(*t))
        .expect("a texture the effect names is opened");
    assert!(
        needed
            .iter()
            .any(|f| f == crate::opened_file(&texture.source)),
        "{needed:?}"
    );
    assert!(texture.dds().is_err(), "its binder is out of memory");
    for (name, backing) in &backings {
        if needed.contains(name) {
            backing.held.store(true, Ordering::Relaxed);
        }
    }
    assert!(texture.dds().is_ok(), "read again once its binder is back");
    assert!(library.opened_effect(id).unwrap().fxr().is_ok());
}

/// An opened effect's resource-list state, read from its binder's index, is the line the
/// whole binder's check gives for it, whether its list agrees, disagrees, is missing or does
/// not read; and it reads the binder's headers, the list and the models, not the binder.
#[test]
fn an_opened_effects_resource_list_is_checked_as_the_whole_binder_checks_it() {
    use fxr_formats::resource_list::binder;
    use std::sync::atomic::Ordering;
    let limits = Limits::default();
    let mut bnd = fxr_demo::demo_bnd().unwrap();
    let naming = binder::naming_from_binder(&bnd, &limits);
    binder::add_missing_lists(&mut bnd, &naming, &limits).unwrap();
    let lists: Vec<usize> = (0..bnd.entries.len())
        .filter(|&i| binder::is_list_name(bnd.entries[i].name.as_deref().unwrap()))
        .collect();
    assert!(lists.len() >= 4, "{} lists", lists.len());
    // One list names another effect's resources, one does not read (not UTF-8), one is
    // gone: the rest agree.
    bnd.entries[lists[0]].data = b"s99999_a.tif\r\n".to_vec();
    bnd.entries[lists[1]].data = vec![0xFF, 0xFE, b'\r', b'\n'];
    bnd.entries.remove(lists[2]);
    let plain = fxr_formats::bnd4::write(&bnd).unwrap();
    let bnd = fxr_formats::bnd4::read(&plain).unwrap();
    let whole = binder::check_binder(&bnd, &limits);
    let verdicts: Vec<_> = whole.effects.iter().map(|l| &l.verdict).collect();
    assert!(
        verdicts.contains(&&binder::ListVerdict::Agrees),
        "{verdicts:?}"
    );
    assert!(verdicts.contains(&&binder::ListVerdict::Missing));
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, binder::ListVerdict::Disagrees(_)))
    );
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, binder::ListVerdict::Unreadable(_)))
    );

    let backing = PageBytes::new(plain.clone());
    let mut library = Library::new();
    library
        .open_backed("lists.ffxbnd", backing.clone())
        .unwrap();
    for line in &whole.effects {
        let effect = library.effect(line.effect).unwrap();
        effect.fxr().unwrap();
        let before = backing.read.load(Ordering::Relaxed);
        let report = library.resource_list_report(line.effect).unwrap();
        assert_eq!(report.as_ref(), Some(line), "effect {}", line.effect);
        // What is read: the headers (their first 0x30 bytes twice: they say where they
        // end), the list (a line or two) and the models.
        let headers = fxr_formats::bnd4::headers_end(&plain).unwrap() as usize;
        let models: usize = bnd
            .entries
            .iter()
            .filter(|e| e.name.as_deref().is_some_and(|n| n.ends_with(".flver")))
            .map(|e| e.data.len())
            .sum();
        let read = backing.read.load(Ordering::Relaxed) - before;
        assert!(
            read <= 0x30 + headers + models + 128,
            "{read} bytes read for effect {} ({headers} of headers, {models} of models, of {})",
            line.effect,
            plain.len()
        );
    }
    // A read that fails (the page's binder out of memory) is the error, not a verdict.
    backing.held.store(false, Ordering::Relaxed);
    assert!(
        library
            .resource_list_report(whole.effects[0].effect)
            .is_err()
    );
    // A binder that holds no lists: an effect of a game that keeps them misses its list; one
    // of a game that keeps none (Dark Souls 3) has no state.
    let games = [
        (fxr::Game::EldenRing, fxr::FxrVersion::V5, true),
        (fxr::Game::DarkSouls3, fxr::FxrVersion::V4, false),
    ];
    for (game, version, expected) in games {
        let mut effect = fxr_demo::demo_effects().unwrap().remove(0);
        (effect.game, effect.version) = (game, version);
        if version == fxr::FxrVersion::V4 {
            // Version 4 files have none of these lists.
            effect.sfx_references.clear();
            effect.external_values1.clear();
            effect.external_values2.clear();
        }
        let mut bnd = fxr_formats::bnd4::Bnd4::new_elden_ring();
        bnd.entries.push(fxr_formats::bnd4::BndEntry::new(
            Some(1),
            Some("sfx\\effect\\f000001000.fxr".into()),
            fxr::write(&effect).unwrap(),
        ));
        bnd.rebuild_hash_table();
        let mut library = Library::new();
        library
            .open("nolists.ffxbnd", &fxr_formats::bnd4::write(&bnd).unwrap())
            .unwrap();
        let report = library.resource_list_report(effect.id).unwrap();
        assert_eq!(report.is_some(), expected, "{game:?}: {report:?}");
        if let Some(line) = report {
            assert_eq!(line.verdict, binder::ListVerdict::Missing);
        }
    }
    // A loose effect is no binder's entry: no state.
    let mut loose = Library::new();
    let effect = fxr_demo::demo_effects().unwrap().remove(0);
    loose.open("e.fxr", &fxr::write(&effect).unwrap()).unwrap();
    assert_eq!(loose.resource_list_report(effect.id).unwrap(), None);
}
