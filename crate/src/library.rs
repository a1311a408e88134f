//! The files a user opened, indexed: effects by id, textures by id, materials and shader
//! programs. Opening goes through DCX, binders (nested) and texture packs, so an
//! `.ffxbnd.dcx` yields its effects and the textures they name (`sNNNNN_a`), wherever each was
//! opened. No GPU here: the renderer asks this index for what an effect needs.

use crate::formats::fxr::actions::ids;
use crate::formats::probe::{self, Document, Format, Probe};
use crate::formats::{FileError, Limits, dds, dxbc, fxr, matbin, mtd, tpf};
use crate::sim::action::ActionData;
use crate::sim::curve::CurveIds;
use crate::sim::program::{self, EffectProgram};
use std::collections::BTreeMap;
use std::sync::Arc;

/// An effect found in an opened file.
#[derive(Debug, Clone)]
pub struct EffectEntry {
    /// Where it came from (`file!entry` inside a binder).
    pub source: String,
    /// The parsed file.
    pub fxr: Arc<fxr::Fxr>,
}

/// A texture found in an opened file.
#[derive(Debug, Clone)]
pub struct TextureEntry {
    /// The texture's name in its pack (`s31421_a`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// The texture.
    pub dds: Arc<dds::Dds>,
}

/// A material found in an opened file.
#[derive(Debug, Clone)]
pub enum MaterialEntry {
    /// A Sekiro-era MTD.
    Mtd {
        /// The material's name (its file name).
        name: String,
        /// Where it came from.
        source: String,
        /// The material.
        mtd: Arc<mtd::Mtd>,
    },
    /// An Elden Ring-era MATBIN.
    Matbin {
        /// The material's name (its file name).
        name: String,
        /// Where it came from.
        source: String,
        /// The material.
        matbin: Arc<matbin::Matbin>,
    },
}

/// A shader program found in an opened file (the effect shader bundle's members).
#[derive(Debug, Clone)]
pub struct ShaderEntry {
    /// The program's name (`GXFfxtessellateMultiTexture.ppo`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// The container.
    pub dxbc: Arc<dxbc::Dxbc>,
}

/// What one `open` found, for the page's log.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OpenSummary {
    /// The file's name.
    pub file: String,
    /// Its outer format.
    pub format: String,
    /// Effects found.
    pub effects: usize,
    /// Textures found.
    pub textures: usize,
    /// Materials found.
    pub materials: usize,
    /// Shader programs found.
    pub shaders: usize,
    /// Entries that could not be read (the rest still opened), with their reasons.
    pub errors: Vec<String>,
    /// What the user should know that is not an error, in sentences: an entry listed under a
    /// distinct name because an earlier one has its name, an effect that replaces one of the
    /// same id opened before.
    pub notes: Vec<String>,
}

/// An effect as the effect list shows it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct EffectSummary {
    /// The effect id.
    pub id: i32,
    /// Where it came from.
    pub source: String,
    /// The game it was made for.
    pub game: fxr::Game,
    /// Nodes in its tree.
    pub nodes: usize,
    /// The appearance action types it uses.
    pub appearances: Vec<i16>,
    /// Their names in the definitions (`RichModel`), in the same order (`action N` for a
    /// type the definitions do not know).
    pub appearance_names: Vec<String>,
    /// The texture ids its appearances name.
    pub textures: Vec<i32>,
    /// The effects it references.
    pub references: Vec<i32>,
}

/// The texture-naming values of the appearance actions (ids of `sNNNNN` textures).
pub const TEXTURE_SLOTS: &[&str] = &[
    "texture",
    "normalMap",
    "layer1",
    "layer2",
    "layer3",
    "mask",
    "specular",
];

/// Every opened effect, texture, material and shader program.
#[derive(Debug, Clone, Default)]
pub struct Library {
    effects: BTreeMap<i32, EffectEntry>,
    textures: BTreeMap<i32, TextureEntry>,
    materials: Vec<MaterialEntry>,
    shaders: Vec<ShaderEntry>,
    limits: Limits,
}

/// Binders nest (a binder's entry may be a binder) only a few levels deep in the games.
const MAX_DEPTH: usize = 4;

/// The file name of a source: the last binder entry of `file!entry!entry` (entries are
/// named by their own file names), or the file's name without its folder.
fn file_name(path: &str) -> &str {
    path.rsplit(['\\', '/', '!']).next().unwrap_or(path)
}

impl Library {
    /// An empty library with the default reading limits.
    pub fn new() -> Self {
        Library::default()
    }

    /// Opens a file (through DCX, binders and texture packs) and indexes what it holds. The
    /// outer file must read; entries that fail are listed in the summary and skipped.
    pub fn open(&mut self, name: &str, bytes: &[u8]) -> Result<OpenSummary, FileError> {
        let unwrapped =
            probe::unwrap_dcx(bytes, &self.limits).map_err(|e| FileError::new(name, e))?;
        let document =
            probe::parse(&unwrapped.data, &self.limits).map_err(|e| FileError::new(name, e))?;
        let mut summary = OpenSummary {
            file: name.to_string(),
            format: document.format().name().to_string(),
            ..Default::default()
        };
        self.index(name, document, &mut summary, 0);
        Ok(summary)
    }

    fn index(&mut self, source: &str, document: Document, summary: &mut OpenSummary, depth: usize) {
        match document {
            Document::Fxr(f) => {
                summary.effects += 1;
                if let Some(earlier) = self.effects.get(&f.id) {
                    summary.notes.push(format!(
                        "effect {} of {source} replaces the one of {} (same id; the later file wins)",
                        f.id, earlier.source
                    ));
                }
                self.effects.insert(
                    f.id,
                    EffectEntry {
                        source: source.to_string(),
                        fxr: Arc::new(*f),
                    },
                );
            }
            Document::Tpf(t) => {
                for texture in t.textures {
                    let Some(id) = tpf::texture_id(&texture.name) else {
                        continue;
                    };
                    let Ok(id) = i32::try_from(id) else { continue };
                    match texture.dds_with_limits(&self.limits) {
                        Ok(d) => {
                            summary.textures += 1;
                            let entry = TextureEntry {
                                name: texture.name.clone(),
                                source: source.to_string(),
                                dds: Arc::new(d),
                            };
                            // An albedo (`_a` or no suffix) wins over other maps of the same id.
                            let albedo =
                                !texture.name.contains('_') || texture.name.ends_with("_a");
                            if albedo || !self.textures.contains_key(&id) {
                                self.textures.insert(id, entry);
                            }
                        }
                        Err(e) => summary.errors.push(
                            FileError::new(format!("{source}!{}", texture.name), e).to_string(),
                        ),
                    }
                }
            }
            Document::Dds(d) => {
                let stem = file_name(source).split('.').next().unwrap_or_default();
                if let Some(id) = tpf::texture_id(stem).and_then(|id| i32::try_from(id).ok()) {
                    summary.textures += 1;
                    self.textures.insert(
                        id,
                        TextureEntry {
                            name: stem.to_string(),
                            source: source.to_string(),
                            dds: Arc::new(*d),
                        },
                    );
                }
            }
            Document::Mtd(m) => {
                summary.materials += 1;
                self.materials.push(MaterialEntry::Mtd {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    mtd: Arc::new(m),
                });
            }
            Document::Matbin(m) => {
                summary.materials += 1;
                self.materials.push(MaterialEntry::Matbin {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    matbin: Arc::new(m),
                });
            }
            Document::Flver(_) => summary.notes.push(format!(
                "{source}: a model; models are not shown yet, so it is not indexed"
            )),
            Document::Dxbc(d) => {
                summary.shaders += 1;
                self.shaders.push(ShaderEntry {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    dxbc: Arc::new(*d),
                });
            }
            Document::Bnd4(b) => {
                if depth >= MAX_DEPTH {
                    summary.errors.push(format!(
                        "{source}: binders nested deeper than {MAX_DEPTH}: not opened"
                    ));
                    return;
                }
                // Entries are named by their file names; repeats get distinct ones, so both are
                // listed and either can be looked up.
                let names = b.entry_file_names();
                for (entry, name) in b.entries.into_iter().zip(names) {
                    summary.notes.extend(name.note(source, entry.id));
                    let entry_name = format!("{source}!{}", name.name);
                    let contents = match entry.contents(&self.limits) {
                        Ok(c) => c,
                        Err(e) => {
                            summary
                                .errors
                                .push(FileError::new(&entry_name, e).to_string());
                            continue;
                        }
                    };
                    // Models, animations and lists are not used: skip them quietly.
                    if !matches!(probe::probe(&contents), Probe::Known(f) if f != Format::Flver) {
                        continue;
                    }
                    match probe::parse(&contents, &self.limits) {
                        Ok(d) => self.index(&entry_name, d, summary, depth + 1),
                        Err(e) => summary
                            .errors
                            .push(FileError::new(&entry_name, e).to_string()),
                    }
                }
            }
        }
    }

    /// The effect with `id`.
    pub fn effect(&self, id: i32) -> Option<&EffectEntry> {
        self.effects.get(&id)
    }

    /// The effects, by id.
    pub fn effects(&self) -> impl Iterator<Item = (&i32, &EffectEntry)> {
        self.effects.iter()
    }

    /// The texture with `id`.
    pub fn texture(&self, id: i32) -> Option<&TextureEntry> {
        self.textures.get(&id)
    }

    /// The textures, by id.
    pub fn textures(&self) -> impl Iterator<Item = (&i32, &TextureEntry)> {
        self.textures.iter()
    }

    /// The materials, in the order they were opened.
    pub fn materials(&self) -> &[MaterialEntry] {
        &self.materials
    }

    /// The shader programs, in the order they were opened.
    pub fn shaders(&self) -> &[ShaderEntry] {
        &self.shaders
    }

    /// The shader program named `name` (with or without its extension).
    pub fn shader(&self, name: &str) -> Option<&ShaderEntry> {
        self.shaders
            .iter()
            .find(|s| s.name == name || s.name.split('.').next() == Some(name))
    }

    /// Compiles an effect for playback, resolving its references among the opened effects.
    pub fn program(&self, id: i32) -> Result<Arc<EffectProgram>, FileError> {
        let entry = self.effects.get(&id).ok_or_else(|| {
            FileError::new(
                format!("effect {id}"),
                crate::formats::FormatError::Invalid {
                    format: "library",
                    offset: 0,
                    what: "effect id",
                    expected: "an effect of the opened files".into(),
                    found: id.to_string(),
                },
            )
        })?;
        let resolver = |rid: i32| self.effects.get(&rid).map(|e| e.fxr.clone());
        program::compile_with(&entry.fxr, Some(&resolver))
            .map(Arc::new)
            .map_err(|e| FileError::new(&entry.source, e))
    }

    /// The effect list's row for an effect.
    pub fn summary(&self, id: i32) -> Option<EffectSummary> {
        let entry = self.effects.get(&id)?;
        let f = &entry.fxr;
        let mut appearances = Vec::new();
        let mut textures = Vec::new();
        let mut ids = CurveIds::default();
        for node in f.nodes() {
            for config in &node.configs {
                for action in &config.actions {
                    if crate::sim::appearance::AppearanceKind::from_action(action.action_type)
                        .is_none()
                        && !matches!(
                            action.action_type,
                            ids::MODEL | ids::GPU_STANDARD_PARTICLE..=ids::RICH_MODEL
                        )
                    {
                        continue;
                    }
                    if !appearances.contains(&action.action_type) {
                        appearances.push(action.action_type);
                    }
                    if let Ok(data) = ActionData::compile(action, f.game, &mut ids) {
                        textures.extend(texture_ids(&data));
                    }
                }
            }
        }
        appearances.sort_unstable();
        textures.sort_unstable();
        textures.dedup();
        let appearance_names = appearances
            .iter()
            .map(|&t| {
                u16::try_from(t)
                    .ok()
                    .and_then(crate::formats::fxr::actions::action_info)
                    .map_or_else(|| format!("action {t}"), |info| info.name.to_string())
            })
            .collect();
        Some(EffectSummary {
            id,
            source: entry.source.clone(),
            game: f.game,
            nodes: f.nodes().len(),
            appearances,
            appearance_names,
            textures,
            references: f.sfx_references.clone(),
        })
    }
}

/// The texture ids an appearance action names (non-zero values of its texture slots).
pub fn texture_ids(action: &ActionData) -> Vec<i32> {
    TEXTURE_SLOTS
        .iter()
        .filter(|name| action.slot(name).is_some())
        .map(|name| {
            action
                .curve_or(name, 0.0)
                .eval_at(0.0, &Default::default(), 0)[0] as i32
        })
        .filter(|&id| id > 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil::sample;

    #[test]
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
        use crate::demo::materials::{demo_detail, demo_lake};
        use crate::formats::bnd4::{Bnd4, BndEntry};
        let mut bnd = Bnd4::new_elden_ring();
        for (id, material) in [(1399, demo_lake()), (2654, demo_detail())] {
            bnd.entries.push(BndEntry::new(
                Some(id),
                Some("N:\\material\\M[ARSN]_4m.matbin".into()),
                crate::formats::matbin::write(&material).unwrap(),
            ));
        }
        bnd.rebuild_hash_table();
        let bytes = crate::formats::bnd4::write(&bnd).unwrap();
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
            crate::materials::MaterialIndex::open("all.matbinbnd", &bytes, &Limits::default())
                .unwrap();
        assert_eq!(direct.row(1).unwrap().name, "M[ARSN]_4m.2654.matbin");
        assert_eq!(direct.notes().len(), 1);
    }

    #[test]
    fn an_effect_replacing_one_of_the_same_id_is_said() {
        let bytes = crate::demo::demo_binder().unwrap();
        let mut library = Library::new();
        assert!(
            library
                .open("a.ffxbnd.dcx", &bytes)
                .unwrap()
                .notes
                .is_empty()
        );
        let again = library.open("b.ffxbnd.dcx", &bytes).unwrap();
        assert_eq!(again.notes.len(), again.effects);
        assert_eq!(
            again.notes[1],
            "effect 1001 of b.ffxbnd.dcx!f000001001.fxr replaces the one of a.ffxbnd.dcx!f000001001.fxr (same id; the later file wins)"
        );
    }

    /// What is not simulated is said in sentences (where, the action's name, why), and the
    /// effect list names appearance types by their definitions' names, never a bare number.
    #[test]
    fn unsupported_actions_and_appearances_are_named_in_words() {
        use crate::demo::builder::{
            ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, proxy_node, root_node,
        };
        use crate::formats::fxr::Game;
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
        let bytes = crate::formats::fxr::write(&fxr).unwrap();
        let mut library = Library::new();
        library.open("f000637060.fxr", &bytes).unwrap();
        let program = library.program(637060).unwrap();
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
}
