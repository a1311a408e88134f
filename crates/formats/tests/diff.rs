//! The structural diff of two effects (`fxr::diff`) on effects the demo builder makes and on
//! the Elden Ring sample: exactly the changes, named by path.

use fxr_demo::builder::{ActionBuilder, basic_node, linear, single_node_effect};
use fxr_formats::fxr::diff::to_json;
use fxr_formats::fxr::{self, ChangeKind, EffectDiff, Fxr, Game, actions, diff};
use fxr_formats::testutil::sample;
use serde_json::{Value, json};

/// A one-node Elden Ring effect: a billboard (603) with a flipbook column count (an int
/// field in Elden Ring) and a width curve (a property), the rest as the builder makes it.
fn billboard(columns: i32, width_end: f32) -> Fxr {
    let billboard = ActionBuilder::er(603)
        .and_then(|b| b.int("columns", columns))
        .and_then(|b| b.property("width", linear(&[(0.0, 1.0), (1.0, width_end)])))
        .expect("BillboardEx has columns and width")
        .build();
    single_node_effect(1000, Game::EldenRing, [billboard]).expect("the effect builds")
}

fn paths(d: &EffectDiff) -> Vec<(&str, ChangeKind)> {
    d.changes
        .iter()
        .map(|c| (c.path.as_str(), c.kind))
        .collect()
}

#[test]
fn identical_effects_have_no_change() {
    let a = billboard(1, 0.0);
    assert_eq!(diff(&a, &a.clone()).changes, []);
}

#[test]
fn a_field_a_property_an_added_node_and_a_removed_action_are_exactly_the_changes() {
    let a = billboard(1, 0.0);
    let mut b = billboard(4, 0.5);
    // An added node: a second Basic node under the root.
    let extra = basic_node(Game::EldenRing, Vec::new(), &[], Vec::new()).expect("a node");
    b.root.children.push(extra);
    // A removed action: the first node's config loses its first action.
    let config = &mut b.root.children[0].configs[0];
    let removed = config.actions.remove(0);
    let removed_name = actions::definition(removed.action_type as u16, Game::EldenRing)
        .map(|d| d.name)
        .expect("a defined action");

    let d = diff(&a, &b);
    let config_path = "node 0 config[0]";
    assert_eq!(
        paths(&d),
        [
            (
                format!(
                    "{config_path} action[{} {removed_name}]",
                    removed.action_type
                )
                .as_str(),
                ChangeKind::Removed
            ),
            (
                "node 0 config[0] action[603 BillboardEx].columns",
                ChangeKind::Changed
            ),
            (
                "node 0 config[0] action[603 BillboardEx].width",
                ChangeKind::Changed
            ),
            ("node 1", ChangeKind::Added),
        ]
    );
    let columns = &d.changes[1];
    assert_eq!(
        (columns.old.clone(), columns.new.clone()),
        (Some(json!(1)), Some(json!(4)))
    );
    let width = &d.changes[2];
    let value = |v: &Option<Value>| v.as_ref().map(|v| v["value"].clone());
    let expected = |end: f32| {
        Some(to_json(
            &linear(&[(0.0, 1.0), (1.0, end)])
                .decode()
                .expect("the curve decodes"),
        ))
    };
    assert_eq!(value(&width.old), expected(0.0));
    assert_eq!(value(&width.new), expected(0.5));
    assert_eq!(
        width.new.as_ref().map(|v| v["function"].clone()),
        Some(json!("Linear"))
    );
    assert_eq!(d.changes[3].old, None);
    assert_eq!(
        d.changes[3].new.as_ref().map(|v| v["type"].clone()),
        Some(json!("Basic"))
    );
    assert_eq!(d.changes[0].new, None);
}

#[test]
fn an_action_removed_in_the_middle_does_not_shift_the_later_ones() {
    let a = billboard(1, 0.0);
    let mut b = a.clone();
    b.root.children[0].configs[0].actions.remove(1);
    let d = diff(&a, &b);
    assert_eq!(d.changes.len(), 1, "{:#?}", d.changes);
    assert_eq!(d.changes[0].kind, ChangeKind::Removed);
}

#[test]
fn header_and_state_changes_are_named() {
    let a = billboard(1, 0.0);
    let mut b = a.clone();
    b.id = 1001;
    b.sfx_references = vec![5];
    b.states.push(b.states[0].clone());
    let d = diff(&a, &b);
    assert_eq!(
        paths(&d),
        [
            ("id", ChangeKind::Changed),
            ("sfx_references", ChangeKind::Changed),
            ("states[1]", ChangeKind::Added),
        ]
    );
    assert_eq!(d.changes[0].to_string(), "id: changed 1000 -> 1001");
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn the_elden_ring_sample_against_itself_is_empty() {
    let Some(data) = sample("er/f000523390.fxr") else {
        return;
    };
    let fxr = fxr::read(&data).expect("the sample reads");
    assert_eq!(diff(&fxr, &fxr.clone()).changes, []);
}
