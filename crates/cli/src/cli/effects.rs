//! `play`: an effect's particles at a time, `inspect --unsupported`: what playback skips, and
//! `inspect --node`: a node's actions with their values named.

use super::{CliResult, print_json};
use fxr_formats::fxr;
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(serde::Serialize)]
struct PlayedNode<'a> {
    node: &'a str,
    action_type: i16,
    appearance: fxr_sim::appearance::AppearanceKind,
    count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    instances: Option<&'a fxr_sim::instances::Instances>,
}

#[derive(serde::Serialize)]
struct Played<'a> {
    effect: i32,
    time: f32,
    effect_time: f32,
    /// The state machine's state (-1 once the effect ended).
    state: i32,
    seed: u32,
    nodes: Vec<PlayedNode<'a>>,
    /// The sounds fired up to the time (listed, not played).
    sounds: Vec<fxr_sim::node::SoundEvent>,
    /// Each levels-of-detail node's level shown from the default camera.
    levels_of_detail: &'a [fxr_sim::playback::LevelOfDetailShown],
    /// The water pushes under way.
    water_pushes: &'a [fxr_sim::playback::WaterPushShown],
    /// The initial simulation time, when the work bound cut it short.
    warmup_cut: Option<fxr_sim::playback::WarmupCut>,
}

/// What `play` is asked.
pub struct PlayArgs<'a> {
    /// The files and folders to read.
    pub sources: &'a [PathBuf],
    /// The effect id.
    pub effect: Option<i32>,
    /// Seconds.
    pub time: f32,
    /// Seed.
    pub seed: Option<u32>,
    /// External values (`--ext ID:VALUE`).
    pub ext: &'a [(i32, f32)],
    /// Print JSON.
    pub json: bool,
}

/// `fxr-view play SOURCES... [--effect ID] --time T [--seed N] [--ext ID:VALUE] [--json]`.
pub fn play(args: PlayArgs<'_>) -> CliResult {
    let PlayArgs {
        sources,
        effect,
        time,
        seed,
        ext,
        json,
    } = args;
    let sources = super::sources::open(sources)?;
    let id = sources.effect_id(effect)?;
    let program = sources.program(id)?;
    let options = PlaybackOptions {
        seed: seed.unwrap_or(PlaybackOptions::default().seed),
        externals: super::sources::externals(ext),
        ..Default::default()
    };
    let seed = options.seed;
    let mut playback = Playback::new(program, options);
    let sounds = playback.sounds(time).events;
    let frame = playback.frame(time, &ViewInfo::default());
    let nodes = frame
        .draws
        .iter()
        .map(|d| PlayedNode {
            node: &d.node,
            action_type: d.action_type,
            appearance: d.kind,
            count: d.instances.len(),
            instances: json.then_some(&d.instances),
        })
        .collect();
    let played = Played {
        effect: id,
        time,
        effect_time: frame.effect_time,
        state: frame.state,
        seed,
        nodes,
        sounds,
        levels_of_detail: &frame.levels_of_detail,
        water_pushes: &frame.water_pushes,
        warmup_cut: playback.warmup_cut(),
    };
    if json {
        return print_json(&played);
    }
    outln!(
        "effect {id} at {time} s (effect time {:.3} s), state {}, seed {seed}",
        frame.effect_time,
        frame.state
    );
    if played.nodes.is_empty() {
        outln!("  no live particles");
    }
    for n in &played.nodes {
        outln!(
            "  node {:<10} {:>5} {:<22} {:>6} live",
            if n.node.is_empty() { "(root)" } else { n.node },
            n.action_type,
            format!("{:?}", n.appearance),
            n.count
        );
    }
    print_events(&played)
}

/// What `play` prints beyond the draws: sounds, levels of detail, water, a cut warm-up.
fn print_events(played: &Played<'_>) -> CliResult {
    for e in &played.sounds {
        outln!(
            "  sound {} fired at {:.3} s by node {} (action {}; listed, not played)",
            e.sound,
            e.time,
            e.node,
            e.action_type
        );
    }
    for l in played.levels_of_detail {
        let level = l
            .level
            .map_or("nothing".to_string(), |l| format!("child {l}"));
        outln!(
            "  levels of detail: node {} shows {level} at {:.2} m (thresholds {:?} m)",
            l.node,
            l.distance,
            l.thresholds
        );
    }
    for w in played.water_pushes {
        outln!(
            "  water pushed {:.3} down over {} m at {:?} by node {} (texture {})",
            w.depth,
            w.scale,
            w.position,
            w.node,
            w.texture
        );
    }
    if let Some(cut) = played.warmup_cut {
        outln!(
            "  initial simulation time {} s cut at {:.2} s by the work bound",
            cut.asked,
            cut.done
        );
    }
    Ok(())
}

/// `fxr-view inspect --unsupported SOURCES... [--effect ID] [--json]`.
pub fn unsupported(paths: &[PathBuf], effect: Option<i32>, json: bool) -> CliResult {
    let mut sources = super::sources::open(paths)?;
    let chosen = match effect {
        Some(_) => vec![sources.effect_id(effect)?],
        None => sources.ids(),
    };
    #[derive(serde::Serialize)]
    struct Report {
        effect: i32,
        unsupported: Vec<fxr_sim::program::UnsupportedAction>,
    }
    let mut reports = Vec::new();
    for (i, id) in chosen.into_iter().enumerate() {
        // Thousands of effects: what was read for the earlier ones is dropped now and then,
        // so memory stays bounded (each is read again if a later one refers to it).
        if i % 256 == 255 {
            sources.library.forget_read();
        }
        let program = sources.program(id)?;
        reports.push(Report {
            effect: id,
            unsupported: program.unsupported.clone(),
        });
    }
    if json {
        return print_json(&reports);
    }
    for r in &reports {
        if r.unsupported.is_empty() {
            outln!("Effect {}: every action is simulated.", r.effect);
        }
        // Actions left out altogether first, then those played in part.
        for partial in [false, true] {
            let list: Vec<_> = r
                .unsupported
                .iter()
                .filter(|u| u.partial == partial)
                .collect();
            let what = if partial {
                "not simulated in full"
            } else {
                "not simulated"
            };
            match list.len() {
                0 => continue,
                1 => outln!("Effect {}: 1 action is {what}:", r.effect),
                n => outln!("Effect {}: {n} actions are {what}:", r.effect),
            }
            for u in list {
                outln!("  {}", u.message);
            }
        }
    }
    Ok(())
}

/// `fxr-view inspect FILE --node PATH [--effect ID] [--json]`: the actions of a node (its
/// own, then each config's) with every field and property named as the action tables name
/// it, a renamed one as `name (formerly old)`; `--json` prints the viewer inspector's
/// description (`NodeDescription`).
pub fn inspect_node(path: &Path, effect: Option<i32>, node: &str, json: bool) -> CliResult {
    use fxr_formats::fxr::actions::label;
    use fxr_inspect::describe::{ActionDescription, describe_node};
    let sources = super::sources::open(&[path.to_path_buf()])?;
    let id = sources.effect_id(effect)?;
    let f = sources.fxr(id)?;
    let node_path = if node == "root" { "" } else { node };
    // Referenced effects are parsed when the node names them.
    let parsed: Vec<Arc<fxr::Fxr>> = f
        .sfx_references
        .iter()
        .filter_map(|&r| sources.library.effect(r)?.fxr().ok().cloned())
        .collect();
    let referenced = |id: i32| parsed.iter().find(|e| e.id == id).map(|e| e.as_ref());
    let described = describe_node(&f, node_path, &referenced, &Default::default())
        .ok_or_else(|| format!("{}: effect {} has no node {node:?}", path.display(), f.id))?;
    if json {
        return print_json(&described);
    }
    outln!(
        "Effect {} node {node} ({}, {} children)",
        described.effect,
        described.node_type,
        described.children
    );
    let show = |a: &ActionDescription, indent: &str| -> CliResult {
        outln!("{indent}action {} {}", a.action_type, a.name);
        for v in a.fields1.iter().chain(&a.fields2) {
            outln!("{indent}  {} = {}", label(&v.name, &v.formerly), v.value);
        }
        for p in a.properties1.iter().chain(&a.properties2) {
            let value = p
                .value
                .as_ref()
                .map_or_else(|| "?".to_string(), |v| serde_json::json!(v).to_string());
            outln!(
                "{indent}  {} = {} of {:?}: {value}",
                label(&p.name, &p.formerly),
                p.function,
                p.argument
            );
        }
        Ok(())
    };
    for a in &described.actions {
        show(a, "")?;
    }
    for (i, c) in described.configs.iter().enumerate() {
        outln!("config {i} ({})", c.config_type);
        for a in c.actions.iter().filter(|a| a.action_type != 0) {
            show(a, "  ")?;
        }
    }
    Ok(())
}

/// `fxr-view diff A [B] [--effect ID] [--effect-b ID] [--json]`: the structural changes
/// from an effect of A to an effect of B (or to another effect of A when B is left out),
/// one a line (`path: added|removed|changed value [-> value]`), nothing when they are the
/// same; `--json` prints `{a, b, changes: [{path, kind, old, new}]}`.
pub fn diff(
    path_a: &Path,
    path_b: Option<&Path>,
    effect: Option<i32>,
    effect_b: Option<i32>,
    json: bool,
) -> CliResult {
    let sources_a = super::sources::open(&[path_a.to_path_buf()])?;
    let a = sources_a.fxr(sources_a.effect_id(effect)?)?;
    let differences = match path_b {
        Some(path_b) => {
            let sources_b = super::sources::open(&[path_b.to_path_buf()])?;
            // The same id in both files unless told otherwise: two versions of one effect.
            let b = sources_b.fxr(sources_b.effect_id(effect_b.or(effect))?)?;
            fxr::diff(&a, &b)
        }
        None => {
            let Some(id_b) = effect_b else {
                return Err(format!(
                    "{}: one file: name the second effect with --effect-b (or give a second file)",
                    path_a.display()
                )
                .into());
            };
            let b = sources_a.fxr(sources_a.effect_id(Some(id_b))?)?;
            fxr::diff(&a, &b)
        }
    };
    if json {
        return print_json(&differences);
    }
    for change in &differences.changes {
        outln!("{change}");
    }
    Ok(())
}
