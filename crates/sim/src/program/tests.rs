//! The program module's tests.

use super::*;
use crate::appearance::AppearanceKind;
use fxr_formats::fxr::{
    Action, Config, ConfigType, Field, Fxr, FxrVersion, Game, LayoutStyle, Node, NodeType,
};

use fxr_formats::testutil::sample;
use std::sync::Arc;

fn effect_with_proxy(id: i32, target: i32) -> Fxr {
    let mut proxy = Node::new(NodeType::Proxy);
    let mut reference = Action::new(132);
    reference.fields1 = vec![Field::from_i32(target)];
    proxy.actions.push(reference);
    let mut root = Node::new(NodeType::Root);
    root.children.push(proxy);
    Fxr {
        version: FxrVersion::V5,
        id,
        game: Game::EldenRing,
        states: vec![],
        root,
        sfx_references: vec![target],
        external_values1: vec![],
        external_values2: vec![],
        layout_style: LayoutStyle::Legacy,
        file_layout: None,
    }
}

fn effect_with_basic_node(id: i32) -> Fxr {
    let mut basic = Node::new(NodeType::Basic);
    basic.configs.push(Config {
        config_type: ConfigType::Basic,
        actions: vec![Action::new(128)],
    });
    let mut fxr = effect_with_proxy(id, 0);
    fxr.root.children = vec![basic];
    fxr
}

#[test]
fn references_are_grafted_under_the_proxy_and_reported_when_missing_or_cyclic() {
    let target = Arc::new(effect_with_basic_node(2));
    let lookup = |id: i32| (id == 2).then(|| target.clone());
    let program = compile_with(&effect_with_proxy(1, 2), Some(&lookup)).unwrap();
    let proxy = &program.root.children[0];
    assert_eq!(proxy.sfx_reference, Some(2));
    assert_eq!(proxy.children.len(), 1);
    assert_eq!(proxy.children[0].path, "0/@2/0");
    assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);

    let missing = compile(&effect_with_proxy(1, 9)).unwrap();
    assert_eq!(
        missing.unsupported[0].message,
        "Node 0: SFXReference (action 132, effect 9) is not played: the referenced effect is not among the opened files."
    );

    let cyclic = Arc::new(effect_with_proxy(3, 3));
    let lookup = |id: i32| (id == 3).then(|| cyclic.clone());
    let program = compile_with(&cyclic, Some(&lookup)).unwrap();
    assert!(
        program
            .unsupported
            .iter()
            .any(|u| u.reason.contains("reference makes a cycle"))
    );
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn compiles_the_real_effects_and_lists_what_it_does_not_simulate() {
    for path in [
        "er/f000523390.fxr",
        "ac6/f006081003.fxr",
        "ds3/f000032210.fxr",
    ] {
        let Some(data) = sample(path) else { return };
        let fxr = fxr_formats::fxr::read(&data).unwrap();
        let program = compile(&fxr).unwrap();
        let mut nodes = Vec::new();
        program.root.walk(&mut nodes);
        assert_eq!(nodes.len(), fxr.nodes().len(), "{path}");
        let appearances = nodes
            .iter()
            .flat_map(|n| &n.configs)
            .filter(|c| c.appearance.is_some())
            .count();
        assert!(appearances > 0, "{path}");
        if path.starts_with("er") {
            // The Elden Ring sample's sound node (75) is reported, not dropped.
            assert!(
                program.unsupported.iter().any(|u| u.action_type == 75),
                "{:?}",
                program.unsupported
            );
            assert_eq!(program.states.len(), 1);
            assert!(program.states[0].conditions[0].negated);
        }
        if path.starts_with("ac6") {
            // Its model (605) is simulated.
            assert!(
                !program.unsupported.iter().any(|u| u.action_type == 605),
                "{:?}",
                program.unsupported
            );
        }
    }
}

/// A model that plays an animation is drawn still and reported; one that does not, not.
#[test]
fn an_animated_model_is_reported_and_still_drawn() {
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    for animation in [0, 3] {
        let model = ActionBuilder::new(605, Game::EldenRing)
            .and_then(|a| a.int("animation", animation))
            .unwrap()
            .build();
        let fxr = single_node_effect(7, Game::EldenRing, [model]).unwrap();
        let bytes = fxr_formats::fxr::write(&fxr).unwrap();
        let mut read = fxr_formats::fxr::read(&bytes).unwrap();
        read.game = Game::EldenRing;
        let program = compile(&read).unwrap();
        let reported: Vec<_> = program
            .unsupported
            .iter()
            .filter(|u| u.action_type == 605)
            .collect();
        assert_eq!(reported.len(), usize::from(animation != 0), "{reported:?}");
        if let Some(u) = reported.first() {
            assert_eq!(u.detail.as_deref(), Some("anibnd 0, animation 3"));
        }
        let appearance = program.root.children[0].configs[0].appearance.as_ref();
        assert_eq!(appearance.map(|a| a.kind), Some(AppearanceKind::Model));
    }
}
