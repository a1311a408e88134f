//! The `fxr-view` command line: a stable interface for scripts and CI.
//!
//! Exit status 0 on success, 1 with a one-line error naming the file, the offset and what
//! was expected on bad input.

#[macro_use]
mod cli;

use cli::{CliError, CliResult};

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "fxr-view",
    version,
    about = "Read, play and render FromSoftware effect (FXR) and material files"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the entries of a binder or texture pack (through DCX).
    List {
        /// The file.
        file: PathBuf,
        /// Print {"format", "entries": [{"id", "name", "size"}]} as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Decompress and extract a binder's entries (or a texture pack's DDS files) into DIR.
    Unpack {
        /// The file.
        file: PathBuf,
        /// The output folder; entry names are paths below it (drive letter removed). A name
        /// an earlier entry has (without regard to case) is written as `stem.ID.ext` (the
        /// entry's id; `entryN`, its index, without ids) and said on stderr. Files already in
        /// the folder are never overwritten: the command refuses and writes nothing.
        dir: PathBuf,
        /// Print {"folder", "entries": [{"index", "id", "name", "path", "renamed_from"?}],
        /// "renamed"} as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show the parsed content of any supported file (through DCX and binders).
    Inspect {
        /// The file (with --unsupported: files and folders, whose effects, textures and
        /// referenced effects resolve across all of them).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// List the actions playback does not simulate, per effect, instead.
        #[arg(long)]
        unsupported: bool,
        /// Instead, the actions of this node of an effect with their fields and properties
        /// named as the action tables name them (and the names they had before): a path of
        /// child indices such as "0/2", as the viewer's inspector names nodes, or "root".
        #[arg(long, conflicts_with = "unsupported")]
        node: Option<String>,
        /// With --unsupported or --node: only this effect of a binder.
        #[arg(long)]
        effect: Option<i32>,
        /// A binder entry to inspect: its id, its name, or its file name.
        #[arg(long)]
        entry: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// List the materials (MTD, MATBIN) of a binder or file with their shader family,
    /// parameters (stored and bound) and samplers, filtered.
    Materials {
        /// A material binder (`.matbinbnd.dcx`, `.mtdbnd`) or a loose material.
        file: PathBuf,
        /// Only materials whose name contains this (case-insensitive).
        #[arg(long)]
        name: Option<String>,
        /// Only materials whose shader family contains this (case-insensitive), e.g.
        /// "M[PlacidLake]".
        #[arg(long)]
        family: Option<String>,
        /// Only materials with this parameter value, NAME=VALUE (true/false, a number, or
        /// numbers separated by commas); repeat for more.
        #[arg(long = "param")]
        params: Vec<String>,
        /// Print [{name, source, format, family, shader_path, preview, params, samplers}] as JSON.
        #[arg(long)]
        json: bool,
        /// Render the first chosen material's preview (water or detail) to this PNG.
        #[arg(long)]
        preview: Option<PathBuf>,
        /// The preview's lane: lit (the default), or a term (water: absorption, transmission,
        /// body, alpha, caustics, normal; detail: albedo, normal, gloss, reflectance, f0, metallic).
        #[arg(long, default_value = "lit")]
        lane: String,
        /// The preview's size, WIDTHxHEIGHT.
        #[arg(long, default_value = "256x256", value_parser = parse_any_size)]
        size: (u32, u32),
        /// The preview's time in seconds (the water moves).
        #[arg(long, default_value_t = 0.0)]
        time: f32,
    },
    /// Write the built-in demo materials (a lake, a detail blend, a fur material, generated
    /// from code) to a file.
    DemoMaterials {
        /// Where to write it (a .matbinbnd.dcx).
        #[arg(long)]
        out: PathBuf,
        /// Instead, a large binder for scale tests (ZSTD) of this many MATBINs
        /// (M_Scale_00000.matbin, ...: lake, detail and fur in turn; the lakes have
        /// g_GXFT_WaterInteraction true).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        scale: Option<u32>,
    },
    /// Play an effect and print its live particles at a time, per node.
    Play {
        /// Files and folders: loose .fxr files, binders (through DCX), a game's sfx folder;
        /// effects, textures, models and referenced effects resolve across all of them.
        #[arg(required = true, value_name = "SOURCES")]
        sources: Vec<PathBuf>,
        /// The effect id in a binder.
        #[arg(long)]
        effect: Option<i32>,
        /// Seconds from the start.
        #[arg(long)]
        time: f32,
        /// The random seed.
        #[arg(long)]
        seed: Option<u32>,
        /// Print every particle's instance record as JSON.
        #[arg(long)]
        json: bool,
        /// An external value the game would supply, ID:VALUE (repeatable), as the
        /// permalink's ext=: e.g. --ext 3:1 enters a state waiting for value 3.
        #[arg(long = "ext", value_name = "ID:VALUE", value_parser = cli::sources::parse_external)]
        ext: Vec<(i32, f32)>,
    },
    /// The structural changes between two effects: header values, states, nodes (by their
    /// path of child indices), configs, actions (by type and occurrence), fields and
    /// properties (named as the action tables name them), one a line; nothing when the two
    /// are the same.
    Diff {
        /// The first effect's file: a loose .fxr or a binder holding effects (through DCX).
        a: PathBuf,
        /// The second effect's file; left out, both effects come from A.
        b: Option<PathBuf>,
        /// The first effect's id (and the second's, in B, unless --effect-b names another).
        #[arg(long)]
        effect: Option<i32>,
        /// The second effect's id.
        #[arg(long)]
        effect_b: Option<i32>,
        /// Print {"a", "b", "changes": [{"path", "kind", "old", "new"}]} as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The frame's draws: program, node, instances, textures, blend, depth and the constant
    /// buffers with the provenance of every value.
    Draws {
        /// Files and folders: loose .fxr files, binders (through DCX), a game's sfx folder;
        /// effects, textures, models and referenced effects resolve across all of them.
        #[arg(required = true, value_name = "SOURCES")]
        sources: Vec<PathBuf>,
        /// The effect id in a binder.
        #[arg(long)]
        effect: Option<i32>,
        /// Seconds from the start.
        #[arg(long)]
        time: f32,
        /// The random seed.
        #[arg(long)]
        seed: Option<u32>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// An external value the game would supply, ID:VALUE (repeatable), as the
        /// permalink's ext=: e.g. --ext 3:1 enters a state waiting for value 3.
        #[arg(long = "ext", value_name = "ID:VALUE", value_parser = cli::sources::parse_external)]
        ext: Vec<(i32, f32)>,
    },
    /// Render an effect at a time to a PNG, headless (Vulkan; lavapipe without a GPU).
    Render {
        /// Files and folders: loose .fxr files, binders (through DCX), a game's sfx folder;
        /// effects, textures, models and referenced effects resolve across all of them.
        #[arg(required = true, value_name = "SOURCES")]
        sources: Vec<PathBuf>,
        /// The effect id in a binder.
        #[arg(long)]
        effect: Option<i32>,
        /// Seconds from the start.
        #[arg(long)]
        time: f32,
        /// The random seed.
        #[arg(long)]
        seed: Option<u32>,
        /// The image size, WIDTHxHEIGHT.
        #[arg(long, default_value = "512x512", value_parser = parse_size)]
        size: (u32, u32),
        /// yaw,pitch,distance in degrees, degrees, metres; "auto" (the default) frames the
        /// particles alive at that time.
        #[arg(long)]
        camera: Option<String>,
        /// Background RRGGBBAA (alpha below FF: a transparent PNG with straight alpha).
        #[arg(long)]
        background: Option<String>,
        /// Leave out the ground grid.
        #[arg(long)]
        no_grid: bool,
        /// The tone curve: soft (the default: exact up to 0.6, a shoulder above), aces
        /// (filmic), reinhard, or clamp (values up to 1 exactly as computed).
        #[arg(long, default_value = "soft", value_parser = parse_curve)]
        curve: fxr_draw::settings::ToneCurve,
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// An external value the game would supply, ID:VALUE (repeatable), as the
        /// permalink's ext=: e.g. --ext 3:1 enters a state waiting for value 3.
        #[arg(long = "ext", value_name = "ID:VALUE", value_parser = cli::sources::parse_external)]
        ext: Vec<(i32, f32)>,
    },
    /// Render every effect of a file (or the listed ones) as one still each, into a grid of
    /// cells labelled with their ids, as one PNG, headless. One GPU device and one renderer
    /// draw every cell; an effect that does not compile or draws nothing gets an empty cell
    /// with a red label, and a line on stderr says why.
    ContactSheet {
        /// Files and folders: loose .fxr files, binders (through DCX), a game's sfx folder;
        /// effects, textures, models and referenced effects resolve across all of them.
        #[arg(required = true, value_name = "SOURCES")]
        sources: Vec<PathBuf>,
        /// Only these effects, in this order: ids separated by commas ("1000,1001").
        #[arg(long)]
        effects: Option<String>,
        /// Seconds from the start, for every effect. Left out: per effect, its still time,
        /// as the viewer's index picks it: within its first 5 s, every quarter second, the
        /// earliest time whose live instances reach nine tenths of the most seen.
        #[arg(long)]
        time: Option<f32>,
        /// The random seed.
        #[arg(long)]
        seed: Option<u32>,
        /// A cell's size, WIDTHxHEIGHT.
        #[arg(long, default_value = "128x128", value_parser = parse_size)]
        cell: (u32, u32),
        /// Cells a row (default: the square root of the count, rounded up).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
        columns: Option<u32>,
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// An external value the game would supply, ID:VALUE (repeatable), as the
        /// permalink's ext=: e.g. --ext 3:1 enters a state waiting for value 3.
        #[arg(long = "ext", value_name = "ID:VALUE", value_parser = cli::sources::parse_external)]
        ext: Vec<(i32, f32)>,
    },
    /// Write the built-in demo binder (effects and textures generated from code) to a file.
    Demo {
        /// Where to write it (an .ffxbnd.dcx; a folder with --install-binders).
        #[arg(long)]
        out: PathBuf,
        /// Instead, a generated game install's sfx folder of this many binders (one in ten
        /// holding the textures, the others the effects), written into the folder OUT (which
        /// must not exist): with --scale-effects and --scale-textures.
        #[arg(long, requires = "scale_effects", value_parser = clap::value_parser!(u32).range(2..=10_000))]
        install_binders: Option<u32>,
        /// Instead, a large binder for scale tests (ZSTD): this many effects (the demo's,
        /// repeated under ids from 2000000) ...
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        scale_effects: Option<u32>,
        /// ... and this many generated noise textures (s30000_a, ...) besides the demo's ...
        #[arg(long, default_value_t = 0, requires = "scale_effects", value_parser = clap::value_parser!(u32).range(0..=100_000))]
        scale_textures: u32,
        /// ... of this many pixels a side (RGBA8).
        #[arg(long, default_value_t = 256, requires = "scale_effects", value_parser = clap::value_parser!(u32).range(1..=4096))]
        texture_size: u32,
        /// Instead, a generated game folder that names the demo's effects, written into the
        /// folder OUT (which must not exist): a regulation.bin encrypted with the game's key,
        /// msg/engus/item.msgbnd.dcx, chr/c0000.anibnd.dcx and sfx/ with the demo binder. For
        /// trying `names`, `uses` and the viewer's names without game files.
        #[arg(long, value_name = "GAME", conflicts_with = "scale_effects")]
        names: Option<String>,
    },
    /// Read every supported file of a folder, write back those with a writer, and report what
    /// came back identical (byte for byte; a DCX on its payload and header fields).
    Check {
        /// Folders (and files) of game files; with --play their effects resolve references
        /// across all of them.
        #[arg(required = true, value_name = "DIRS")]
        dirs: Vec<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// Also play every effect found (references resolved across all the files) for 5 s
        /// at 30 Hz within a work budget, and report what is not simulated.
        #[arg(long)]
        play: bool,
        /// Also draw a still of every effect played, headless (implies --play).
        #[arg(long)]
        render: bool,
        /// An external value the game would supply, for every effect played (repeatable), as
        /// the permalink's ext=.
        #[arg(long = "ext", value_name = "ID:VALUE", value_parser = cli::sources::parse_external)]
        ext: Vec<(i32, f32)>,
        /// Threads playing the effects (default: every core); the report is the same for
        /// any number, but for the slowest effect's time.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        jobs: Option<u16>,
    },
    /// Change an effect and write it: set values by the paths `diff` prints (`node 0/2
    /// config[0] action[603 BillboardEx].rgbMultiplier=2.5`), recolour, scale or stretch it in
    /// time; in a loose .fxr or inside its binder. Everything not changed keeps its bytes (one
    /// field set: four bytes differ).
    Edit {
        /// A loose .fxr, or an effect binder (.ffxbnd, .ffxbnd.dcx) with --effect.
        file: PathBuf,
        /// The effect to change, by id (required for a binder).
        #[arg(long)]
        effect: Option<i32>,
        /// PATH=VALUE (repeatable): a field takes a value of its kind (integer, number,
        /// true/false), a property one number per component (it becomes a constant). Applied
        /// after the transforms.
        #[arg(long = "set", value_name = "PATH=VALUE")]
        set: Vec<String>,
        /// Recolour every colour field and property the action definitions mark: hue shift in
        /// degrees, saturation and brightness factors (brightness on the primary colours),
        /// each colour's hue replaced by the nearest palette colour's.
        #[arg(
            long,
            value_name = "hue=DEG,saturation=F,brightness=F,palette=#RRGGBB/#RRGGBB"
        )]
        recolor: Option<String>,
        /// Multiply every size, offset, speed and force the definitions mark (scale: true,
        /// instanceSize, rawInstanceSize).
        #[arg(long, value_name = "F", allow_negative_numbers = true)]
        scale: Option<f32>,
        /// With --scale: also the distances to the camera (fade and cut-off distances,
        /// levels of detail).
        #[arg(long)]
        scale_view_distance: bool,
        /// With --scale: the particle modifier's scale instead of the appearances' sizes.
        #[arg(long)]
        scale_particle_modifier: bool,
        /// Make the effect last F times as long: durations, delays, intervals and the time
        /// axis of curves over time times F, rates divided by F, accelerations by F².
        #[arg(long, value_name = "F", allow_negative_numbers = true)]
        time_scale: Option<f32>,
        /// With --time-scale: also the trail segments' lifetimes (which the game's rate of
        /// time leaves alone).
        #[arg(long)]
        time_scale_tracers: bool,
        /// A binder's compression: keep (as read; a Kraken binder cannot be written, see
        /// docs/editing.md), dflt, zstd, or none (an uncompressed binder).
        #[arg(long, default_value = "keep", value_parser = ["keep", "dflt", "zstd", "none"])]
        dcx: String,
        /// The file to write (not the input).
        #[arg(long)]
        out: PathBuf,
    },
    /// Print an effect as JSON: the reader's tree, every field a 32-bit word as stored, with
    /// where the file put its empty lists, so that from-json writes the same bytes.
    ToJson {
        /// A loose .fxr.
        file: PathBuf,
    },
    /// Write the effect of a JSON file as an .fxr: the JSON to-json prints, or the `fxr`
    /// library's (its FXR.toJSON(); with --game, as the library asks for a game to write
    /// for). Which one a file is, is told from its shape (docs/editing.md).
    FromJson {
        /// The JSON file.
        file: PathBuf,
        /// For the library's JSON: the game to write for (ds3, sdt, er, ac6, nr).
        #[arg(long, value_parser = ["ds3", "sdt", "er", "ac6", "nr"])]
        game: Option<String>,
        /// The .fxr to write.
        #[arg(long)]
        out: PathBuf,
    },
    /// Serve a folder over HTTP on 127.0.0.1 only (GET and HEAD, files inside DIR only,
    /// with ETag and Last-Modified), so the viewer can open its files by URL and watch them.
    Serve {
        /// The folder to serve.
        dir: PathBuf,
        /// The port (0: a free one; the address is printed first).
        #[arg(long, default_value_t = 8765)]
        port: u16,
    },
    /// Name every effect from the game's own files: a regulation.bin's params, the text
    /// binders (msg/<language>/*.msgbnd.dcx), the animation binders (chr/*.anibnd.dcx), and
    /// optional community names (a Paramdex Names/ folder, Smithbox alias JSON); effect
    /// binders among them add the effects they hold.
    Names {
        /// Files and folders (a whole game folder works).
        #[arg(required = true, value_name = "PATHS")]
        paths: Vec<PathBuf>,
        /// The game, when no regulation.bin says it: er, nr, ds3, ac6, sekiro.
        #[arg(long)]
        game: Option<String>,
        /// Print {"game", "files_read", "effects": [{"effect", "name", "origin", "in_files",
        /// "uses"}], "problems"} as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Every use of an effect (param rows with the named rows they are reached from, and
    /// animation events), or with --name every effect of the rows and characters a name
    /// matches.
    #[command(group(clap::ArgGroup::new("what").required(true).args(["effect", "name"])))]
    Uses {
        /// Files and folders, as for `names`.
        #[arg(required = true, value_name = "PATHS")]
        paths: Vec<PathBuf>,
        /// The effect id.
        #[arg(long)]
        effect: Option<i32>,
        /// Words of a name (an item, a spell, a weapon, a character): every word must match.
        #[arg(long)]
        name: Option<String>,
        /// The game, when no regulation.bin says it: er, nr, ds3, ac6, sekiro.
        #[arg(long)]
        game: Option<String>,
        /// Print the uses (or the rows found) as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Render the built-in test scene (a spinning textured billboard) to a PNG, headless.
    RenderTest {
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// The time in seconds.
        #[arg(long, default_value_t = 0.5)]
        time: f32,
        /// The image size, WIDTHxHEIGHT.
        #[arg(long, default_value = "256x256", value_parser = parse_size)]
        size: (u32, u32),
    },
}

/// A size for any subcommand (the previews' when the renderer is built in).
fn parse_any_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT, found {s:?}"))?;
    let parse = |v: &str| -> Result<u32, String> {
        match v.parse::<u32>() {
            Ok(n) if (1..=4096).contains(&n) => Ok(n),
            _ => Err(format!("expected a size from 1 to 4096, found {v:?}")),
        }
    };
    Ok((parse(w)?, parse(h)?))
}

fn parse_curve(s: &str) -> Result<fxr_draw::settings::ToneCurve, String> {
    use fxr_draw::settings::ToneCurve;
    match s {
        "soft" => Ok(ToneCurve::Soft),
        "aces" => Ok(ToneCurve::Aces),
        "reinhard" => Ok(ToneCurve::Reinhard),
        "clamp" => Ok(ToneCurve::Clamp),
        other => Err(format!(
            "expected soft, aces, reinhard or clamp, found {other:?}"
        )),
    }
}

/// The one file of a command that reads one (`inspect` without --unsupported).
fn one_file(files: &[PathBuf]) -> Result<&std::path::Path, String> {
    match files {
        [one] => Ok(one),
        _ => Err(format!(
            "inspect reads one file ({} given); --unsupported takes several",
            files.len()
        )),
    }
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT, found {s:?}"))?;
    let parse = |v: &str| -> Result<u32, String> {
        match v.parse::<u32>() {
            Ok(n) if (1..=16384).contains(&n) => Ok(n),
            _ => Err(format!("expected a size from 1 to 16384, found {v:?}")),
        }
    };
    Ok((parse(w)?, parse(h)?))
}

/// Without `XDG_RUNTIME_DIR` (a script, a container, CI), Mesa's device-selection Vulkan
/// layer asks libwayland for a display while wgpu lists the adapters, and libwayland prints
/// "error: XDG_RUNTIME_DIR is invalid or not set in the environment." twice. No Wayland
/// display can be found without that folder anyway, so the variable is pointed at a folder
/// that does not exist: the look-up then fails quietly. Nothing else in this process reads
/// it; a value the user set is left alone.
#[allow(unsafe_code)]
fn quiet_display_probe() {
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        let nowhere = std::env::temp_dir().join("fxr-view-no-runtime-dir");
        // SAFETY: the first thing `main` does, while the process has one thread: setting a
        // variable is unsound only while another thread may read the environment.
        unsafe { std::env::set_var("XDG_RUNTIME_DIR", nowhere) };
    }
}

fn main() -> ExitCode {
    quiet_display_probe();
    let cli = Cli::parse();
    match run(cli.command) {
        // A reader that stopped reading (`| head`) is not a failure.
        Ok(()) | Err(CliError::ClosedPipe) => ExitCode::SUCCESS,
        Err(CliError::Message(message)) => {
            eprintln!("fxr-view: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> CliResult {
    match command {
        Command::List { file, json } => cli::files::list(&file, json),
        Command::Unpack { file, dir, json } => cli::files::unpack(&file, &dir, json),
        Command::Inspect {
            files,
            unsupported: true,
            effect,
            json,
            ..
        } => cli::effects::unsupported(&files, effect, json),
        Command::Inspect {
            files,
            node: Some(node),
            effect,
            json,
            ..
        } => cli::effects::inspect_node(one_file(&files)?, effect, &node, json),
        Command::Inspect {
            files, entry, json, ..
        } => cli::files::inspect(one_file(&files)?, entry.as_deref(), json),
        Command::Play {
            sources,
            effect,
            time,
            seed,
            json,
            ext,
        } => cli::effects::play(cli::effects::PlayArgs {
            sources: &sources,
            effect,
            time,
            seed,
            ext: &ext,
            json,
        }),
        Command::Diff {
            a,
            b,
            effect,
            effect_b,
            json,
        } => cli::effects::diff(&a, b.as_deref(), effect, effect_b, json),
        Command::Materials {
            file,
            name,
            family,
            params,
            json,
            preview,
            lane,
            size,
            time,
        } => {
            let filter = cli::materials::filter(name, family, params);
            match preview {
                Some(out) => cli::materials::preview(&file, &filter, &out, &lane, size, time),
                None => cli::materials::materials(&file, &filter, json),
            }
        }
        Command::DemoMaterials {
            out,
            scale: Some(count),
        } => {
            let bytes = fxr_demo::scale::scale_material_binder(count).map_err(|e| e.to_string())?;
            std::fs::write(&out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            outln!(
                "{count} materials ({} with g_GXFT_WaterInteraction=true): {} bytes",
                fxr_demo::scale::scale_water_materials(count),
                bytes.len()
            );
            Ok(())
        }
        Command::DemoMaterials { out, .. } => {
            let bytes = fxr_demo::demo_materials().map_err(|e| e.to_string())?;
            std::fs::write(&out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            for (name, what) in fxr_demo::DEMO_MATERIALS {
                outln!("{name}  {what}");
            }
            Ok(())
        }
        Command::Check {
            dirs,
            json,
            play,
            render,
            ext,
            jobs,
        } => cli::check::check(
            &dirs,
            cli::check::CheckOptions {
                json,
                play,
                render,
                externals: cli::sources::externals(&ext),
                jobs: jobs.map_or_else(cli::pool::default_jobs, usize::from),
            },
        ),
        Command::Demo {
            out,
            names: Some(game),
            ..
        } => cli::names::write_demo(&out, &game),
        Command::Demo {
            out,
            install_binders: Some(binders),
            scale_effects: Some(effects),
            scale_textures,
            texture_size,
            ..
        } => cli::files::write_install(
            &out,
            fxr_demo::scale::InstallShape {
                binders,
                effects,
                textures: scale_textures,
                texture_size,
            },
        ),
        Command::Demo {
            out,
            scale_effects: Some(effects),
            scale_textures,
            texture_size,
            ..
        } => {
            let bytes = fxr_demo::scale::scale_effect_binder(effects, scale_textures, texture_size)
                .map_err(|e| e.to_string())?;
            std::fs::write(&out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            outln!(
                "{effects} effects (ids {} to {}), {scale_textures} generated textures: {} bytes",
                fxr_demo::scale::SCALE_FIRST_EFFECT,
                fxr_demo::scale::SCALE_FIRST_EFFECT + effects as i32 - 1,
                bytes.len()
            );
            Ok(())
        }
        Command::Demo { out, .. } => {
            let bytes = fxr_demo::demo_binder().map_err(|e| e.to_string())?;
            std::fs::write(&out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            for (id, what) in fxr_demo::DEMO_EFFECTS {
                outln!("{id}  {what}");
            }
            Ok(())
        }
        Command::Draws {
            sources,
            effect,
            time,
            seed,
            json,
            ext,
        } => {
            let choice = cli::render::EffectChoice {
                sources: &sources,
                effect,
                seed,
                ext: &ext,
            };
            cli::render::draws(choice, time, json)
        }
        Command::ContactSheet {
            sources,
            effects,
            time,
            seed,
            cell,
            columns,
            out,
            ext,
        } => cli::render::contact_sheet(cli::render::SheetArgs {
            sources: &sources,
            ext: &ext,
            effects: effects.as_deref(),
            time,
            seed,
            cell,
            columns,
            out: &out,
        }),
        Command::Render {
            sources,
            effect,
            time,
            seed,
            size,
            camera,
            background,
            no_grid,
            curve,
            out,
            ext,
        } => cli::render::render(cli::render::RenderArgs {
            choice: cli::render::EffectChoice {
                sources: &sources,
                effect,
                seed,
                ext: &ext,
            },
            time,
            size,
            camera: camera.as_deref(),
            background: background.as_deref(),
            grid: !no_grid,
            curve,
            out: &out,
        }),
        Command::Edit {
            file,
            effect,
            set,
            recolor,
            scale,
            scale_view_distance,
            scale_particle_modifier,
            time_scale,
            time_scale_tracers,
            dcx,
            out,
        } => cli::edit::edit(cli::edit::EditArgs {
            input: &file,
            effect,
            sets: &set,
            transforms: cli::edit::Transforms {
                recolor: recolor.as_deref(),
                scale,
                scale_options: fxr_formats::fxr::transform::ScaleOptions {
                    view_distance: scale_view_distance,
                    particle_modifier: scale_particle_modifier,
                },
                time_scale,
                time_options: fxr_formats::fxr::transform::TimeScaleOptions {
                    tracer_durations: time_scale_tracers,
                },
            },
            dcx: &dcx,
            out: &out,
        }),
        Command::ToJson { file } => cli::edit::to_json(&file),
        Command::Serve { dir, port } => cli::serve::serve(&dir, port),
        Command::Names { paths, game, json } => cli::names::names(&paths, game.as_deref(), json),
        Command::Uses {
            paths,
            effect: Some(effect),
            game,
            json,
            ..
        } => cli::names::uses_of_effect(&paths, effect, game.as_deref(), json),
        Command::Uses {
            paths,
            name,
            game,
            json,
            ..
        } => cli::names::uses_of_name(
            &paths,
            name.as_deref().unwrap_or_default(),
            game.as_deref(),
            json,
        ),
        Command::FromJson { file, game, out } => cli::edit::from_json(&file, game.as_deref(), &out),
        Command::RenderTest { out, time, size } => {
            let image = pollster::block_on(async {
                let gpu = fxr_gpu::Gpu::new_headless().await?;
                let mut scene = fxr_gpu::test_scene::TestScene::new(&gpu, size.0, size.1);
                scene.render_to_image(&gpu, time).await
            })
            .map_err(|e| e.to_string())?;
            let png = image
                .to_png()
                .map_err(|e| format!("{}: {e}", out.display()))?;
            std::fs::write(&out, png).map_err(|e| format!("{}: {e}", out.display()))?;
            Ok(())
        }
    }
}
