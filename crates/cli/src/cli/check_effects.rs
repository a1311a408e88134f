//! `fxr-view check DIR --play [--render]`: every effect found in the folder (its files and
//! the binders in them, references resolved across all of them) played for five seconds at
//! 30 Hz within a bounded budget, and with `--render` drawn as a still headlessly.
//!
//! The budget is work, not time: the instances of the frames played are summed, and an
//! effect past [`PLAY_BUDGET_INSTANCES`] stops there and is listed as cut short (so a
//! pathological file costs at most that much, whatever the machine).

use fxr_draw::DrawOptions;
use fxr_draw::Player;
use fxr_draw::settings::RenderSettings;
use fxr_gpu::effects::EffectRenderer;
use fxr_gpu::gpu::Gpu;
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::collections::BTreeMap;
use std::time::Instant;

/// Seconds played per effect.
pub const PLAY_SECONDS: f32 = 5.0;
/// Steps per second.
pub const PLAY_RATE: u32 = 30;
/// The most instances (summed over the frames played) one effect may make.
pub const PLAY_BUDGET_INSTANCES: u64 = 20_000_000;
/// The still's size (pixels a side).
pub const STILL_SIZE: u32 = 96;

/// What `check --play` reports of the effects.
#[derive(Debug, Default, serde::Serialize)]
pub struct EffectsReport {
    /// The external values every effect was played with (`--ext`), by id.
    pub externals: BTreeMap<i32, f32>,
    /// Effects found (one per id; an id found twice counts once, the later file's).
    pub seen: usize,
    /// Played for the whole five seconds (or until the budget, see `cut_short`).
    pub played: usize,
    /// Not played: the effect did not compile, or playback failed (see `failures`).
    pub failed: usize,
    /// Played with every action simulated (nothing in `not_simulated` or `partly_simulated`).
    pub fully_simulated: usize,
    /// Action types playback ignores altogether: name (type) → number of effects holding one.
    pub not_simulated: BTreeMap<String, usize>,
    /// Action types played in part (a sound listed, not played; a field not read): name
    /// (type) → number of effects.
    pub partly_simulated: BTreeMap<String, usize>,
    /// Effects whose playback the work budget cut short, with the time reached.
    pub cut_short: Vec<CutShort>,
    /// Effects whose initial simulation time (10500) the work bound cut short.
    pub warmup_cut: usize,
    /// With `--render`: effects drawn: the still the contact sheet and the index choose
    /// (`fxr_sim::still::choose_still`: its time, and the external value it may set), rendered with
    /// at least one draw.
    pub drawn: usize,
    /// With `--render`: effects the still rule finds nothing to show for, or whose still
    /// draws nothing.
    pub draws_nothing: usize,
    /// With `--render`: effects whose still failed to render.
    pub render_failed: usize,
    /// With `--render`: the still rule the contact sheet and the index share
    /// (`fxr_sim::still::choose_still`), measured on every effect.
    pub stills: StillsReport,
    /// The slowest effect's play (and still), in milliseconds, and which.
    pub slowest_ms: f64,
    /// The slowest effect's id.
    pub slowest_effect: Option<i32>,
    /// Every failure: the effect, its file, the stage (`compile`, `play`, `render`), why.
    pub failures: Vec<EffectFailure>,
}

/// How the still rule did over the effects checked (`--render`).
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct StillsReport {
    /// Effects with live particles at some step of their first 5 s.
    pub showing: usize,
    /// Of those, the ones the rule gives no still (an empty cell): it misses them.
    pub missed: Vec<i32>,
    /// Effects drawn in a state other than their first (an external value set to show it).
    pub in_another_state: usize,
    /// Effects with no still, by why nothing shows (the reason's first words).
    pub nothing_shows: BTreeMap<String, usize>,
}

/// An effect the budget stopped.
#[derive(Debug, Clone, serde::Serialize)]
pub struct CutShort {
    /// The effect id.
    pub effect: i32,
    /// Seconds played before the budget ran out.
    pub played_seconds: f32,
}

/// One effect that failed a stage.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EffectFailure {
    /// The effect id.
    pub effect: i32,
    /// The file holding it (`binder!entry` inside binders).
    pub file: String,
    /// `compile`, `play` or `render`.
    pub stage: &'static str,
    /// Why.
    pub reason: String,
}

/// What playing one effect found.
struct Played {
    /// The time with the most live instances, and how many (none: it shows nothing).
    busiest: (f32, usize),
    /// Where the budget cut it short.
    cut_at: Option<f32>,
    warmup_cut: bool,
}

/// Plays one effect for [`PLAY_SECONDS`], a frame a step, within the budget.
fn play(playback: &mut Playback) -> Played {
    let view = RenderSettings::default().view_info();
    let steps = (PLAY_SECONDS * PLAY_RATE as f32) as u32;
    let mut work: u64 = 0;
    let mut busiest = (0.0, 0);
    let mut cut_at = None;
    for step in 1..=steps {
        let t = step as f32 / PLAY_RATE as f32;
        let frame = playback.frame(t, &view);
        let live = frame.instance_count();
        playback.recycle(frame);
        if live > busiest.1 {
            busiest = (t, live);
        }
        work += live as u64;
        if work > PLAY_BUDGET_INSTANCES && step < steps {
            cut_at = Some(t);
            break;
        }
    }
    Played {
        busiest,
        cut_at,
        warmup_cut: playback.warmup_cut().is_some(),
    }
}

/// Counts the actions a program does not simulate, once per effect per action type.
fn count_unsupported(report: &mut EffectsReport, program: &fxr_sim::program::EffectProgram) {
    let mut ignored = std::collections::BTreeSet::new();
    let mut partial = std::collections::BTreeSet::new();
    for u in &program.unsupported {
        let key = format!("{} ({})", u.name, u.action_type);
        if u.partial {
            partial.insert(key);
        } else {
            ignored.insert(key);
        }
    }
    if ignored.is_empty() && partial.is_empty() {
        report.fully_simulated += 1;
    }
    for key in ignored {
        *report.not_simulated.entry(key).or_default() += 1;
    }
    for key in partial {
        *report.partly_simulated.entry(key).or_default() += 1;
    }
}

/// An effect's still at `time` (the still rule's), auto-framed.
fn render_still(
    gpu: &Gpu,
    renderer: &mut EffectRenderer,
    library: &Library,
    mut playback: Playback,
    time: f32,
) -> Result<usize, String> {
    let mut settings = RenderSettings {
        width: STILL_SIZE,
        height: STILL_SIZE,
        grid: false,
        ..Default::default()
    };
    playback.set_gpu_particle_capacity(renderer.gpu_particle_capacity());
    let (_, list) = Player::new(playback).frame_and_draws(
        time,
        &mut settings,
        &DrawOptions::default(),
        true,
        library,
    );
    let draws = list.draws.len();
    pollster::block_on(renderer.render_to_image(gpu, library, &list, &settings))
        .map_err(|e| e.to_string())?;
    Ok(draws)
}

/// Stills drawn by one renderer before a fresh one replaces it: what it made for them
/// (uploads, targets, pipelines) goes with the old one (BENCHMARKS.md: a renderer drawing
/// stills on lavapipe grows by about 1 MB a still, not all of it given back when it is
/// dropped; a fresh one every 64 stills keeps the 818 corpus effects' check under 1 GB,
/// against 2.2 GB). Each thread of the pool plays as many effects between two
/// [`Library::forget_read`]s, so memory does not grow with the folder's effects either.
const FORGET_EVERY: usize = 64;

/// One effect checked on one of the pool's threads, folded into the report in id order.
struct Checked {
    /// The effect id.
    effect: i32,
    /// The file holding it.
    file: String,
    /// This effect's share of the report (its counts, lists and failures).
    report: EffectsReport,
    /// With `--render`: the still to draw (a playback at the still rule's options, and its
    /// time), drawn on the GPU's thread.
    still: Option<(Playback, f32)>,
    /// Milliseconds spent on it so far.
    ms: f64,
}

impl EffectsReport {
    /// Adds one effect's share (a part made by [`check_one`]), keeping the order parts are
    /// added in: the same report whatever thread made each part.
    fn absorb(&mut self, part: EffectsReport) {
        self.seen += part.seen;
        self.played += part.played;
        self.failed += part.failed;
        self.fully_simulated += part.fully_simulated;
        for (key, n) in part.not_simulated {
            *self.not_simulated.entry(key).or_default() += n;
        }
        for (key, n) in part.partly_simulated {
            *self.partly_simulated.entry(key).or_default() += n;
        }
        self.cut_short.extend(part.cut_short);
        self.warmup_cut += part.warmup_cut;
        self.drawn += part.drawn;
        self.draws_nothing += part.draws_nothing;
        self.render_failed += part.render_failed;
        self.stills.showing += part.stills.showing;
        self.stills.missed.extend(part.stills.missed);
        self.stills.in_another_state += part.stills.in_another_state;
        for (key, n) in part.stills.nothing_shows {
            *self.stills.nothing_shows.entry(key).or_default() += n;
        }
        self.failures.extend(part.failures);
    }
}

/// Compiles and plays one effect and, with `still`, chooses its still (drawn later, on the
/// GPU's thread); runs on any thread of the pool.
fn check_one(
    library: &Library,
    id: i32,
    file: &str,
    externals: &fxr_sim::curve::ExternalValues,
    still: bool,
) -> Checked {
    let started = Instant::now();
    let mut report = EffectsReport {
        seen: 1,
        ..Default::default()
    };
    let fail = |report: &mut EffectsReport, stage, reason: String| {
        report.failed += 1;
        report.failures.push(EffectFailure {
            effect: id,
            file: file.to_string(),
            stage,
            reason,
        })
    };
    let done = |report, still| Checked {
        effect: id,
        file: file.to_string(),
        report,
        still,
        ms: started.elapsed().as_secs_f64() * 1000.0,
    };
    let program = match fxr_sim::compile_effect(library, id) {
        Ok(p) => p,
        Err(e) => {
            fail(&mut report, "compile", e.to_string());
            return done(report, None);
        }
    };
    count_unsupported(&mut report, &program);
    let options = PlaybackOptions {
        rate: PLAY_RATE,
        externals: externals.clone(),
        ..Default::default()
    };
    // A panic is a bug to report, not a reason to stop checking the other effects.
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut playback = Playback::new(program.clone(), options.clone());
        play(&mut playback)
    }));
    let Ok(played) = outcome else {
        fail(&mut report, "play", "playback panicked".into());
        return done(report, None);
    };
    report.played += 1;
    report.warmup_cut += usize::from(played.warmup_cut);
    if let Some(t) = played.cut_at {
        report.cut_short.push(CutShort {
            effect: id,
            played_seconds: t,
        });
    }
    if !still {
        return done(report, None);
    }
    let view = RenderSettings::default().view_info();
    let showing = played.busiest.1 > 0;
    report.stills.showing += usize::from(showing);
    match fxr_sim::still::choose_still(&program, &options, &view) {
        Ok(still) => {
            report.stills.in_another_state += usize::from(still.state_note.is_some());
            // The still the contact sheet and the index draw: its time, its options.
            let at_still = Playback::new(program.clone(), still.options.clone());
            done(report, Some((at_still, still.time)))
        }
        Err(why) => {
            if showing {
                report.stills.missed.push(id);
            }
            report.draws_nothing += 1;
            // The reason without its particulars (the effects it names).
            let kind = why.split(" (").next().unwrap_or(&why).to_string();
            *report.stills.nothing_shows.entry(kind).or_default() += 1;
            done(report, None)
        }
    }
}

/// Draws one effect's still (on the GPU's thread) and counts it in its report.
fn draw_still(
    gpu: &Gpu,
    renderer: &mut EffectRenderer,
    library: &Library,
    one: &mut Checked,
    (playback, time): (Playback, f32),
) {
    let started = Instant::now();
    match render_still(gpu, renderer, library, playback, time) {
        Ok(0) => one.report.draws_nothing += 1,
        Ok(_) => one.report.drawn += 1,
        Err(e) => {
            one.report.render_failed += 1;
            one.report.failures.push(EffectFailure {
                effect: one.effect,
                file: one.file.clone(),
                stage: "render",
                reason: e,
            });
        }
    }
    one.ms += started.elapsed().as_secs_f64() * 1000.0;
}

/// Plays (and with `gpu`, draws) every effect of `library` with `externals` set, on `jobs`
/// threads (the draws on this one, the GPU's). The report is the same whatever `jobs` is,
/// but for the slowest effect's time.
pub fn check_effects(
    library: &mut Library,
    gpu: Option<&Gpu>,
    externals: &fxr_sim::curve::ExternalValues,
    jobs: usize,
) -> EffectsReport {
    let mut report = EffectsReport {
        externals: externals.0.clone(),
        ..Default::default()
    };
    let mut renderer = None;
    let mut stills_drawn = 0usize;
    let ids: Vec<(i32, String)> = library
        .effects()
        .map(|(id, e)| (*id, e.source.clone()))
        .collect();
    let batch = FORGET_EVERY * jobs.max(1);
    for (b, effects) in ids.chunks(batch).enumerate() {
        if b > 0 {
            library.forget_read();
        }
        let library: &Library = library;
        super::pool::for_each_in_order(
            jobs,
            effects,
            |(id, file)| check_one(library, *id, file, externals, gpu.is_some()),
            |mut one| {
                if let (Some(gpu), Some(still)) = (gpu, one.still.take()) {
                    // A fresh renderer every so many stills (see FORGET_EVERY).
                    if stills_drawn.is_multiple_of(FORGET_EVERY) {
                        renderer = None;
                    }
                    stills_drawn += 1;
                    let renderer = renderer.get_or_insert_with(|| EffectRenderer::new(gpu));
                    draw_still(gpu, renderer, library, &mut one, still);
                }
                if one.ms > report.slowest_ms {
                    report.slowest_ms = one.ms;
                    report.slowest_effect = Some(one.effect);
                }
                report.absorb(one.report);
            },
        );
    }
    report
}
