//! What an effect has to show, for its still (the contact sheet's cell, the index's
//! thumbnail): the external values that take it into a state whose particles show, and, when
//! none does, why nothing shows, in words: a root that only refers to other effects, a sound,
//! a light, a force.

use crate::appearance::AppearanceKind;
use crate::program::{EffectProgram, NodeProgram};
use fxr_formats::fxr::Operand;
use fxr_formats::fxr::actions::ids;

/// The most external-value settings a still tries (each costs a few seconds of playback).
pub const MAX_STATE_TRIALS: usize = 12;

/// External values that may take an effect out of its first state, to try when nothing shows
/// in it: for each condition comparing an external value with a number, the values that make
/// the comparison hold either way (the number, one above, one below), each `(id, value)`
/// once, in the order the conditions come, at most [`MAX_STATE_TRIALS`]. Playback decides
/// which of them really changes the state; this only proposes.
pub fn state_trials(program: &EffectProgram) -> Vec<(i32, f32)> {
    let mut trials = Vec::new();
    for state in &program.states {
        for c in &state.conditions {
            // The external value compared with a number, on either side.
            let (id, number) = match (c.left, c.right) {
                (Operand::External(id), Operand::Literal(v))
                | (Operand::Literal(v), Operand::External(id)) => (id, v),
                _ => continue,
            };
            for value in [number, number + 1.0, number - 1.0] {
                if !trials.contains(&(id, value)) {
                    trials.push((id, value));
                }
            }
        }
    }
    trials.truncate(MAX_STATE_TRIALS);
    trials
}

/// Why an effect shows nothing (no live particle in its first seconds), from what its nodes
/// hold: the end of a sentence starting "Effect N ".
pub fn why_nothing_shows(program: &EffectProgram) -> String {
    let mut nodes = Vec::new();
    program.root.walk(&mut nodes);
    let mut kinds: Vec<AppearanceKind> = Vec::new();
    let mut sounds = false;
    for config in nodes.iter().flat_map(|n| &n.configs) {
        if let Some(a) = &config.appearance
            && !kinds.contains(&a.kind)
        {
            kinds.push(a.kind);
        }
        sounds |= config.sounds.on_activation.is_some() || config.sounds.on_emission.is_some();
    }
    let missing_references: Vec<String> = program
        .unsupported
        .iter()
        .filter(|u| u.action_type == ids::SFX_REFERENCE)
        .filter_map(|u| u.detail.clone())
        .collect();
    let visible = kinds.iter().any(|k| shows_particles(*k));
    if !missing_references.is_empty() && !visible {
        return format!(
            "only refers to other effects, not among the opened files ({})",
            missing_references.join(", ")
        );
    }
    if !visible {
        let mut parts: Vec<&str> = Vec::new();
        if kinds.contains(&AppearanceKind::PointLight) || kinds.contains(&AppearanceKind::SpotLight)
        {
            parts.push("makes light");
        }
        if kinds.contains(&AppearanceKind::Force) {
            parts.push("makes forces");
        }
        if sounds {
            parts.push("plays sounds");
        }
        if parts.is_empty() {
            return "draws nothing: it has no appearance action".into();
        }
        return format!("draws nothing: it only {}", join_words(&parts));
    }
    if !missing_references.is_empty() {
        return format!(
            "has no live particle in its first seconds; it refers to effects not among the \
             opened files ({})",
            missing_references.join(", ")
        );
    }
    if program.states.len() > 1 || has_terminal_only_state(&nodes) {
        return "has no live particle in its first seconds in any state tried (its states wait \
                for values or times the game gives)"
            .into();
    }
    "has no live particle in its first seconds (its emitters do not emit then)".into()
}

/// Whether an appearance kind draws particles a still shows (lights, forces and the screen
/// effects that draw on nothing do not).
fn shows_particles(kind: AppearanceKind) -> bool {
    !matches!(
        kind,
        AppearanceKind::PointLight | AppearanceKind::SpotLight | AppearanceKind::Force
    )
}

/// Whether some node has configs for states past the first only.
fn has_terminal_only_state(nodes: &[&NodeProgram]) -> bool {
    nodes
        .iter()
        .any(|n| n.config_index(0).is_none() && n.state_configs.len() > 1)
}

/// "a, b and c".
fn join_words(parts: &[&str]) -> String {
    match parts {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_library::Library;

    fn demo_program(id: i32) -> std::sync::Arc<EffectProgram> {
        let mut library = Library::new();
        library
            .open(
                fxr_demo::DEMO_BINDER_NAME,
                &fxr_demo::demo_binder().unwrap(),
            )
            .unwrap();
        crate::compile_effect(&library, id).unwrap()
    }

    #[test]
    fn words_for_lists() {
        assert_eq!(join_words(&["makes light"]), "makes light");
        assert_eq!(
            join_words(&["makes light", "makes forces", "plays sounds"]),
            "makes light, makes forces and plays sounds"
        );
    }

    /// Demo 1009 takes turns between two states on external value 0 (Terminate): the trials
    /// name it, each value once.
    #[test]
    fn state_trials_come_from_the_conditions_external_values() {
        let program = demo_program(1009);
        let trials = state_trials(&program);
        assert!(!trials.is_empty());
        assert!(trials.len() <= MAX_STATE_TRIALS);
        let mut unique = trials.clone();
        unique.dedup();
        assert_eq!(unique.len(), trials.len());
    }
}
