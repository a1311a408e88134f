//! Effects compiled against the library: what is not simulated is said in words.

use fxr_library::Library;

/// What is not simulated is said in sentences (where, the action's name, why), and the
/// effect list names appearance types by their definitions' names, never a bare number.
#[test]
fn unsupported_actions_and_appearances_are_named_in_words() {
    use fxr_demo::builder::{
        ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, proxy_node, root_node,
    };
    use fxr_formats::fxr::Game;
    let game = Game::EldenRing;
    let rich_model = ConfigBuilder::er()
        .unwrap()
        .set(ActionBuilder::er(10015).unwrap().build())
        .unwrap()
        .build();
    let root = root_node(
        game,
        vec![
            proxy_node(game, 523740).unwrap(),
            basic_node(game, vec![rich_model], &[0], Vec::new()).unwrap(),
        ],
    )
    .unwrap();
    let fxr = effect(637060, vec![playing_state()], root);
    let bytes = fxr_formats::fxr::write(&fxr).unwrap();
    let mut library = Library::new();
    library.open("f000637060.fxr", &bytes).unwrap();
    let program = fxr_sim::compile_effect(&library, 637060).unwrap();
    let messages: Vec<&str> = program
        .unsupported
        .iter()
        .map(|u| u.message.as_str())
        .collect();
    assert!(
        messages.contains(
            &"Node 0: SFXReference (action 132, effect 523740) is not played: the referenced effect is not among the opened files."
        ),
        "{messages:?}"
    );
    let summary = library.summary(637060).unwrap();
    let position = summary
        .appearances
        .iter()
        .position(|&t| t == 10015)
        .unwrap();
    assert_eq!(summary.appearance_names[position], "RichModel");
}
