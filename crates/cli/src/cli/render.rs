//! `draws` (a frame's draw list with its constant buffers) and `render` (a frame to PNG).

use super::{CliResult, print_json};
use fxr_draw::constants::{Provenance, Value};
use fxr_draw::gpu_particles::GpuBufferLayout;
use fxr_draw::{OrbitCamera, RenderSettings};
use fxr_gpu::Gpu;
use fxr_gpu::effects::EffectRenderer;
use fxr_inspect::FrameView;
use fxr_inspect::gpu_particles::{GpuParticleInfo, ParticleEvaluator};
use fxr_library::Library;
use fxr_session::Session;
use fxr_sim::playback::PlaybackOptions;
use std::path::{Path, PathBuf};

/// Which effect of which files, played how: what `draws`, `render` and `play` are given.
#[derive(Clone, Copy)]
pub struct EffectChoice<'a> {
    /// The files and folders to read (effects, textures, models and references resolve
    /// across all of them).
    pub sources: &'a [PathBuf],
    /// The effect id (`None`: the only one).
    pub effect: Option<i32>,
    /// The seed.
    pub seed: Option<u32>,
    /// External values (`--ext ID:VALUE`).
    pub ext: &'a [(i32, f32)],
}

impl EffectChoice<'_> {
    /// The playback options it asks for.
    fn options(&self) -> PlaybackOptions {
        PlaybackOptions {
            seed: self.seed.unwrap_or(PlaybackOptions::default().seed),
            externals: super::sources::externals(self.ext),
            ..Default::default()
        }
    }
}

/// What `draws` and `render` share: a session playing the effect, its frame built at a time.
pub struct Prepared {
    /// The session: the opened files and the effect playing, its last frame built.
    pub session: Session,
    /// The effect drawn.
    pub id: i32,
}

impl Prepared {
    /// The frame built, with its draw list.
    pub fn frame(&self) -> Result<FrameView<'_>, String> {
        self.session
            .last()
            .ok_or_else(|| format!("effect {}: no frame was built", self.id))
    }
}

/// Plays an effect to `time` and builds its draw list for the settings' camera and size
/// (moved to frame the particles first with `auto_camera`); GPU particle draws of up to
/// `gpu_particle_capacity` candidates are left to the renderer (0: all on the CPU).
pub fn prepare(
    choice: EffectChoice<'_>,
    time: f32,
    settings: &mut RenderSettings,
    auto_camera: bool,
    gpu_particle_capacity: u64,
) -> Result<Prepared, String> {
    let sources = super::sources::open(choice.sources)?;
    let id = sources.effect_id(choice.effect)?;
    let mut session = Session::with_library(sources.library, gpu_particle_capacity);
    let options = choice.options();
    session.set_externals(options.externals);
    session
        .select(id, options.seed, options.rate)
        .map_err(|e| e.to_string())?;
    session.frame(time, settings, auto_camera);
    Ok(Prepared { session, id })
}

/// `fxr-view draws SOURCES... --effect ID --time T [--seed N] [--ext ID:VALUE] [--json]`.
pub fn draws(choice: EffectChoice<'_>, time: f32, json: bool) -> CliResult {
    let mut settings = RenderSettings::default();
    let p = prepare(choice, time, &mut settings, false, 0)?;
    let frame = p.frame()?;
    if json {
        return print_json(&frame.to_json());
    }
    outln!("{} draws at {time} s", frame.list.draws.len());
    for d in &frame.list.draws {
        let mut textures: Vec<String> = d
            .textures
            .iter()
            .map(|t| format!("{}={}", t.slot, t.id))
            .collect();
        if let Some(m) = &d.model {
            textures.insert(
                0,
                match m.mesh {
                    Some(k) => format!(
                        "model=s{:05} mesh={k} material={:?} triangles={}",
                        m.model, m.material, m.triangles
                    ),
                    None => format!("model=s{:05} missing (placeholder cube)", m.model),
                },
            );
        }
        outln!(
            "  {:<40} node {:<10} {:>5} x{:<5} {}",
            d.program,
            d.node,
            d.action_type,
            d.instance_count,
            textures.join(" ")
        );
        if let Some(gpu) = frame.gpu_particles(d) {
            print_gpu_particles(&gpu)?;
        }
    }
    // The layouts are the same for every GPU particle draw: listed once.
    if let Some(gpu) = frame.list.draws.iter().find_map(|d| frame.gpu_particles(d)) {
        print_gpu_buffers(&gpu.buffers)?;
    }
    Ok(())
}

/// Where a constant's value came from, in words (as the web inspector says it).
fn provenance_text(p: Option<&Provenance>) -> String {
    let Some(p) = p else {
        return "not set (zero)".into();
    };
    match p {
        Provenance::File { action, slot, rule } => match rule {
            Some(rule) => format!("file: action {action} {slot} ({rule})"),
            None => format!("file: action {action} {slot}"),
        },
        Provenance::Option { name } => format!("option: {name}"),
        Provenance::View => "camera / frame".into(),
        Provenance::EngineDefault { note } => format!("engine default: {note}"),
        Provenance::Ours { note } => format!("ours: {note}"),
        Provenance::Model {
            model, material, ..
        } => {
            format!("model s{model:05}, material {material}")
        }
        Provenance::Override { .. } => "override".into(),
    }
}

/// A constant's value as the draw list's text shows it (floats at their own precision).
fn value_text(value: &Value) -> String {
    let join = |fs: &[f32]| {
        fs.iter()
            .map(|f| f.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match value {
        Value::Int(i) => i.to_string(),
        Value::Float(f) => f.to_string(),
        Value::Floats(fs) => join(fs),
        Value::Matrix(m) => join(m),
    }
}

/// A GPU particle draw's counts, forces, and its first system's constants with their
/// sources (`--json` lists every system's).
fn print_gpu_particles(gpu: &GpuParticleInfo) -> CliResult {
    let evaluated = match gpu.evaluated_by {
        ParticleEvaluator::Cpu => "the CPU",
        ParticleEvaluator::Gpu => "the compute programs",
    };
    let live = gpu
        .instances
        .map_or_else(|| "unknown".to_string(), |n| n.to_string());
    outln!(
        "    GPU particles: {} systems, {} emissions, {} candidate particles, {live} live, evaluated by {evaluated}, {}",
        gpu.system_count,
        gpu.emissions,
        gpu.candidates,
        if gpu.sorted {
            "sorted back to front"
        } else {
            "in their stable order (the blend needs no sort)"
        }
    );
    if gpu.left_out > 0 || gpu.forces_left_out > 0 {
        outln!(
            "    left out of this frame: {} particles (past a draw's bound), {} force volumes (past 16)",
            gpu.left_out,
            gpu.forces_left_out
        );
    }
    for f in &gpu.forces {
        outln!(
            "    force {} ({}) {} size {:?} strength {} at {:?}, node {}",
            f.kind,
            f.action_type,
            f.shape,
            f.size,
            f.strength,
            f.centre,
            f.node
        );
    }
    let Some(system) = gpu.systems.first() else {
        return Ok(());
    };
    outln!(
        "    {} of system 0 ({} emissions, {} candidates):",
        system.constants.layout.name,
        system.emissions,
        system.candidates
    );
    for row in system.constants.rows() {
        let value = system
            .constants
            .get(row.name)
            .map_or_else(String::new, value_text);
        outln!(
            "      {:<26} {:<32} {}",
            row.name,
            value,
            provenance_text(row.provenance.as_ref())
        );
    }
    Ok(())
}

/// The GPU particle pipeline's buffers: name, usage, stride, and each member's offset, type
/// and meaning.
fn print_gpu_buffers(buffers: &[GpuBufferLayout]) -> CliResult {
    outln!("GPU particle buffers:");
    for b in buffers {
        outln!("  {} ({}), {} bytes per element", b.name, b.usage, b.stride);
        for m in &b.members {
            outln!(
                "    {:>4}  {:<26} {:<22} {}",
                m.offset,
                m.name,
                m.ty,
                m.meaning
            );
        }
    }
    Ok(())
}

/// Parses `RRGGBBAA` (or `RRGGBB`).
pub fn parse_color(s: &str) -> Result<[u8; 4], String> {
    let hex = s.trim_start_matches('#');
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("zz"), 16);
    match hex.len() {
        6 | 8 => {
            let a = if hex.len() == 8 { byte(6) } else { Ok(255) };
            match (byte(0), byte(2), byte(4), a) {
                (Ok(r), Ok(g), Ok(b), Ok(a)) => Ok([r, g, b, a]),
                _ => Err(format!("expected RRGGBBAA in hex, found {s:?}")),
            }
        }
        _ => Err(format!("expected RRGGBBAA in hex, found {s:?}")),
    }
}

/// The options of `render`.
pub struct RenderArgs<'a> {
    /// The effect and its files.
    pub choice: EffectChoice<'a>,
    /// Seconds.
    pub time: f32,
    /// Width, height.
    pub size: (u32, u32),
    /// yaw,pitch,distance, or "auto" (the default) to frame the particles alive at `time`.
    pub camera: Option<&'a str>,
    /// RRGGBBAA.
    pub background: Option<&'a str>,
    /// Draw the ground grid.
    pub grid: bool,
    /// The tone curve.
    pub curve: fxr_draw::settings::ToneCurve,
    /// The PNG to write.
    pub out: &'a Path,
}

/// `fxr-view render FILE --effect ID --time T [...] --out PNG`.
pub fn render(args: RenderArgs<'_>) -> CliResult {
    let mut settings = RenderSettings {
        width: args.size.0,
        height: args.size.1,
        grid: args.grid,
        ..Default::default()
    };
    settings.tonemap.curve = args.curve;
    let auto = args.camera.is_none_or(|c| c == "auto");
    if let Some(c) = args.camera.filter(|_| !auto) {
        settings.camera = OrbitCamera::from_spec(c)?;
    }
    if let Some(b) = args.background {
        settings.background = parse_color(b)?;
    }
    let image = pollster::block_on(async {
        let gpu = Gpu::new_headless().await?;
        let mut renderer = EffectRenderer::new(&gpu);
        // GPU particles computed by the device where it can (Vulkan), else on the CPU.
        let p = prepare(
            args.choice,
            args.time,
            &mut settings,
            auto,
            renderer.gpu_particle_capacity(),
        )
        .map_err(fxr_gpu::RenderError::Unsupported)?;
        let frame = p.frame().map_err(fxr_gpu::RenderError::Unsupported)?;
        let image = renderer
            .render_to_image(&gpu, p.session.library(), frame.list, &settings)
            .await?;
        warn_missing(
            p.session.library(),
            &[p.id],
            renderer.missing_textures(),
            renderer.missing_models(),
            renderer.broken_models(),
        );
        Ok::<_, fxr_gpu::RenderError>(image)
    })
    .map_err(|e| e.to_string())?;
    let png = image
        .to_png()
        .map_err(|e| format!("{}: {e}", args.out.display()))?;
    std::fs::write(args.out, png).map_err(|e| format!("{}: {e}", args.out.display()))?;
    Ok(())
}

/// The options of `contact-sheet`.
pub struct SheetArgs<'a> {
    /// The files and folders to read.
    pub sources: &'a [PathBuf],
    /// External values (`--ext ID:VALUE`), for every effect.
    pub ext: &'a [(i32, f32)],
    /// Comma-separated effect ids; `None`: every effect of the file.
    pub effects: Option<&'a str>,
    /// Seconds; `None`: per effect, the candidate time with the most live particles.
    pub time: Option<f32>,
    /// Seed.
    pub seed: Option<u32>,
    /// A cell's width, height.
    pub cell: (u32, u32),
    /// Cells a row; `None`: the square root of the count, rounded up.
    pub columns: Option<u32>,
    /// The PNG to write.
    pub out: &'a Path,
}

/// The ids of `--effects` ("1000,1001"), each among `known` (the sources', in id order).
fn chosen_effects(label: &str, list: Option<&str>, known: &[i32]) -> Result<Vec<i32>, String> {
    let Some(list) = list else {
        return Ok(known.to_vec());
    };
    let mut ids = Vec::new();
    for part in list.split(',').map(str::trim) {
        let id = part.parse::<i32>().map_err(|_| {
            format!("--effects: expected effect ids separated by commas, found {part:?}")
        })?;
        ids.push(id);
    }
    let unknown: Vec<String> = ids
        .iter()
        .filter(|id| !known.contains(id))
        .map(|id| id.to_string())
        .collect();
    if !unknown.is_empty() {
        return Err(format!(
            "{label}: no effect {} (it holds {} effects)",
            unknown.join(", "),
            known.len()
        ));
    }
    Ok(ids)
}

/// `fxr-view contact-sheet FILE [--effects IDS] [--time T] [--cell WxH] [--columns N] --out PNG`.
pub fn contact_sheet(args: SheetArgs<'_>) -> CliResult {
    use fxr_gpu::contact_sheet;
    use fxr_session::contact_sheet::{SheetOptions, render_contact_sheet};
    let sources = super::sources::open(args.sources)?;
    let known = sources.ids();
    if known.is_empty() {
        return Err(format!("{}: no effect (FXR) found", sources.label).into());
    }
    let effects = chosen_effects(&sources.label, args.effects, &known)?;
    let library = sources.library;
    // An hour, as the page's links allow: a longer time is a mistake, not a still to wait for.
    if let Some(t) = args.time.filter(|t| !(0.0..=3600.0).contains(t)) {
        return Err(format!("--time {t}: expected 0 to 3600 seconds").into());
    }
    let columns = args
        .columns
        .unwrap_or_else(|| (effects.len() as f64).sqrt().ceil() as u32);
    contact_sheet::sheet_size(effects.len(), args.cell, columns)?;
    let options = SheetOptions {
        effects,
        time: args.time,
        seed: args.seed.unwrap_or(PlaybackOptions::default().seed),
        externals: super::sources::externals(args.ext),
        cell: args.cell,
        columns,
        background: RenderSettings::default().background,
    };
    let sheet = pollster::block_on(async {
        let gpu = Gpu::new_headless().await?;
        render_contact_sheet(&gpu, &library, &options).await
    })
    .map_err(|e| e.to_string())?;
    for note in &sheet.notes {
        eprintln!(
            "fxr-view: effect {}: {} (its cell is empty)",
            note.effect, note.note
        );
    }
    for note in &sheet.states {
        eprintln!(
            "fxr-view: effect {}: nothing shows in its first state; drawn in {} (yellow label)",
            note.effect, note.note
        );
    }
    warn_missing(
        &library,
        &options.effects,
        &sheet.missing_textures,
        &sheet.missing_models,
        sheet.broken_models.iter().map(|(id, why)| (id, why)),
    );
    let png = sheet
        .image
        .to_png()
        .map_err(|e| format!("{}: {e}", args.out.display()))?;
    std::fs::write(args.out, png).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let times: Vec<String> = sheet
        .times
        .iter()
        .map(|(id, t)| format!("{id}@{t}s"))
        .collect();
    outln!(
        "{} effects in {columns} columns, {}x{} each: {}",
        options.effects.len(),
        options.cell.0,
        options.cell.1,
        times.join(" ")
    );
    Ok(())
}

/// Says on stderr, once, which textures and models no opened file holds, and which models
/// do not read, with why (all drawn as placeholders); and which binder the game normally
/// keeps the missing ones in, to open beside the effects.
fn warn_missing<'a>(
    library: &Library,
    effects: &[i32],
    textures: impl IntoIterator<Item = &'a i32>,
    models: impl IntoIterator<Item = &'a i32>,
    broken: impl IntoIterator<Item = (&'a i32, &'a String)>,
) {
    let textures: Vec<i32> = textures.into_iter().copied().collect();
    let models: Vec<i32> = models.into_iter().copied().collect();
    let listed = |ids: &[i32], name: fn(i32) -> String| -> String {
        ids.iter().map(|&i| name(i)).collect::<Vec<_>>().join(", ")
    };
    if !textures.is_empty() {
        eprintln!(
            "fxr-view: {} textures not among the opened files, drawn as the missing-texture placeholder: {}",
            textures.len(),
            listed(&textures, |i| i.to_string())
        );
    }
    if !models.is_empty() {
        eprintln!(
            "fxr-view: {} models not among the opened files, drawn as placeholder cubes: {}",
            models.len(),
            listed(&models, |i| format!("s{i:05}"))
        );
    }
    // The effects that name a missing texture or model: where the game keeps theirs.
    let wanting = effects.iter().copied().filter(|&id| {
        library.summary(id).is_some_and(|row| {
            row.textures.iter().any(|t| textures.contains(t))
                || row.models.iter().any(|m| models.contains(m))
        })
    });
    let homes = library.usual_resource_binders(wanting);
    if !homes.is_empty() {
        eprintln!(
            "fxr-view: the game keeps them in {}: open it beside the effects",
            homes.join(" or ")
        );
    }
    for (id, why) in broken {
        eprintln!("fxr-view: model s{id:05} cannot be drawn (a placeholder cube is): {why}");
    }
}
