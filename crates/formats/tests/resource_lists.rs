//! Resource lists kept in step when an effect is saved into its binder: the generated demo
//! binder given the lists an Elden Ring binder holds (`add_missing_lists`), an effect edited
//! to use a new texture and saved (`EffectBinder::replace`): its list names the new texture,
//! every other entry keeps its bytes; an edit that uses nothing new leaves the list alone,
//! and a missing list is created.

use fxr_formats::Limits;
use fxr_formats::bnd4::{self, Bnd4};
use fxr_formats::dcx::{self, Dcx, DcxCompression};
use fxr_formats::effect_binder::{self, EffectBinder, Output};
use fxr_formats::fxr::{self, Field, Fxr, Node, Property, PropertyValue, actions};
use fxr_formats::resource_list::{
    self,
    binder::{self, ListUpdate},
};

/// The texture id the edit gives (no demo texture has it).
const NEW_TEXTURE: i32 = 77_001;

/// The demo binder with a resource list per effect, as an Elden Ring `.ffxbnd.dcx`.
fn generated_binder_with_lists() -> Vec<u8> {
    let limits = Limits::default();
    let mut bnd = fxr_demo::demo_bnd().expect("the demo binder builds");
    let effects = fxr_demo::demo_effects().expect("the demo builds").len();
    let naming = binder::naming_from_binder(&bnd, &limits);
    let added = binder::add_missing_lists(&mut bnd, &naming, &limits).expect("lists are added");
    assert_eq!(added.len(), effects, "one list per effect");
    let report = binder::check_binder(&bnd, &limits);
    assert_eq!(report.summary.seen, effects);
    assert_eq!(report.summary.agree, effects, "{:?}", report.effects);
    dcx::write(&Dcx {
        compression: DcxCompression::DEFLATE_ER,
        data: bnd4::write(&bnd).expect("the binder writes"),
    })
    .expect("the binder compresses")
}

/// Sets the first `texture` slot of the effect that names a texture (a field, or a property
/// made a constant) to `id`.
fn retexture(effect: &mut Fxr, id: i32) {
    let game = effect.game;
    let mut stack: Vec<&mut Node> = vec![&mut effect.root];
    while let Some(node) = stack.pop() {
        let lists = node
            .actions
            .iter_mut()
            .chain(node.configs.iter_mut().flat_map(|c| c.actions.iter_mut()));
        for action in lists {
            let Some(def) = actions::definition_for_file(action.action_type, game) else {
                continue;
            };
            let done = match def.locate("texture") {
                Some(actions::Location::Field1(i)) => set_field(action.fields1.get_mut(i), id),
                Some(actions::Location::Field2(i)) => set_field(action.fields2.get_mut(i), id),
                Some(actions::Location::Property1(i)) => {
                    set_property(action.properties1.get_mut(i), id)
                }
                Some(actions::Location::Property2(i)) => {
                    set_property(action.properties2.get_mut(i), id)
                }
                None => false,
            };
            if done {
                return;
            }
        }
        stack.extend(node.children.iter_mut());
    }
    panic!("effect {} has no texture", effect.id);
}

fn set_field(field: Option<&mut Field>, id: i32) -> bool {
    let Some(field) = field.filter(|f| f.as_i32() > 0) else {
        return false;
    };
    *field = Field::from_i32(id);
    true
}

fn set_property(property: Option<&mut Property>, id: i32) -> bool {
    let Some(property) = property else {
        return false;
    };
    let names = matches!(property.decode(), Ok(PropertyValue::Constant(c)) if c[0] > 0.0);
    if names {
        *property = Property::from_constant(&[id as f32]);
    }
    names
}

/// The binder of a file (decompressed).
fn bnd_of(data: &[u8]) -> Bnd4 {
    bnd4::read(&dcx::read(data).expect("decompresses").data).expect("the binder reads")
}

/// The names of the list of effect `id` in `bnd`.
fn list_names(bnd: &Bnd4, id: i32) -> Vec<String> {
    let name = format!("f{id:09}.ffxreslist");
    let entry = bnd
        .entries
        .iter()
        .find(|e| e.name.as_deref().is_some_and(|n| n.ends_with(&name)))
        .expect("the effect has a list");
    let list = resource_list::read(&entry.data).expect("the list reads");
    list.names().map(str::to_string).collect()
}

#[test]
fn an_effect_saved_with_a_new_texture_has_it_in_its_list_and_nothing_else_changes() {
    let limits = Limits::default();
    let data = generated_binder_with_lists();
    let mut binder = EffectBinder::read(&data, &limits).expect("reads");
    let index = binder.effect_index(1000, &limits).expect("effect 1000");
    let mut effect = binder.effect(index, &limits).expect("the effect reads");
    retexture(&mut effect, NEW_TEXTURE);
    let update = binder
        .replace(index, fxr::write(&effect).expect("the effect writes"))
        .expect("saved");
    let ListUpdate::Rewritten { index: list_at, .. } = update else {
        panic!("the list is not rewritten: {update:?}");
    };
    let written = effect_binder::write(&binder, Output::Keep).expect("the binder writes");

    let (before, after) = (bnd_of(&data), bnd_of(&written));
    let names = list_names(&after, 1000);
    assert!(
        names.contains(&format!("s{NEW_TEXTURE:05}_a.tif")),
        "{names:?}"
    );
    assert_eq!(before.entries.len(), after.entries.len());
    for (i, (old, new)) in before.entries.iter().zip(&after.entries).enumerate() {
        assert_eq!(
            (old.id, &old.name, old.flags),
            (new.id, &new.name, new.flags)
        );
        if i != index && i != list_at {
            assert_eq!(old.data, new.data, "entry {:?} changed", old.name);
        }
    }
    // The list is what the effect now uses: every list of the binder agrees.
    let report = binder::check_binder(&after, &limits);
    assert_eq!(report.summary.agree, report.summary.seen, "{report:?}");
    println!("effect 1000's list after the edit: {}", names.join(" "));
}

#[test]
fn an_edit_that_uses_nothing_new_leaves_the_list_as_it_was() {
    let limits = Limits::default();
    let data = generated_binder_with_lists();
    let mut binder = EffectBinder::read(&data, &limits).expect("reads");
    let index = binder.effect_index(1000, &limits).expect("effect 1000");
    let effect = binder.effect(index, &limits).expect("the effect reads");
    let update = binder
        .replace(index, fxr::write(&effect).expect("writes"))
        .expect("saved");
    assert_eq!(update, ListUpdate::Unchanged);
    let written = effect_binder::write(&binder, Output::Keep).expect("writes");
    assert_eq!(
        dcx::read(&written).expect("decompresses").data,
        dcx::read(&data).expect("decompresses").data
    );
}

#[test]
fn a_missing_list_is_created_with_the_games_id_and_folder() {
    let limits = Limits::default();
    let mut bnd = bnd_of(&generated_binder_with_lists());
    let gone = bnd
        .entries
        .iter()
        .position(|e| {
            e.name
                .as_deref()
                .is_some_and(|n| n.ends_with("f000001000.ffxreslist"))
        })
        .expect("effect 1000's list");
    let removed = bnd.entries.remove(gone);
    bnd.rebuild_hash_table();
    let data = bnd4::write(&bnd).expect("writes");
    let mut binder = EffectBinder::read(&data, &limits).expect("reads");
    let index = binder.effect_index(1000, &limits).expect("effect 1000");
    let mut effect = binder.effect(index, &limits).expect("the effect reads");
    retexture(&mut effect, NEW_TEXTURE);
    let update = binder
        .replace(index, fxr::write(&effect).expect("writes"))
        .expect("saved");
    let ListUpdate::Created { id, name, .. } = &update else {
        panic!("no list created: {update:?}");
    };
    assert_eq!(Some(*id), removed.id);
    assert_eq!(Some(name), removed.name.as_ref());
    let names = list_names(&binder.bnd, 1000);
    assert!(
        names.contains(&format!("s{NEW_TEXTURE:05}_a.tif")),
        "{names:?}"
    );
}
