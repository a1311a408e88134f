//! The material index: every material of the opened files by name, with its shader path and
//! family read once, its parameters and samplers parsed when first asked for.
//!
//! Two ways in:
//!
//! - [`MaterialIndex::from_library`]: over the materials a [`Library`] already holds (the
//!   viewer's); nothing is parsed again, the views are built on demand.
//! - [`MaterialIndex::open`]: over a file's bytes (a `.matbinbnd.dcx`, an `.mtdbnd`, a loose
//!   material), through DCX and nested binders. A MATBIN's shader path is read straight from
//!   its header (the u64 offset at 0x08, a UTF-16 string) and the rest of the file only when
//!   the material is viewed or a parameter filter needs it, so indexing Elden Ring's 20,000
//!   MATBINs costs one string each. MTDs (a few thousand small files, their shader path inside
//!   nested blocks) are parsed when indexed.
//!
//! A material that fails to parse stays in the list (its name and, for a MATBIN, its family
//! are known); viewing it gives the error, and parameter filters leave it out.

use super::family::{PreviewInfo, family, preview_for};
use super::filter::MaterialFilter;
use super::values::{self, ParamView, SamplerView};
use crate::{Library, MaterialEntry};
use fxr_formats::binary::Reader;
use fxr_formats::probe::{self, Format, Probe};
use fxr_formats::{FileError, FormatError, Limits, bnd4, matbin, mtd};
use std::sync::{Arc, OnceLock};

/// Binders nest only a few levels deep in the games (as [`Library`] reads them).
const MAX_DEPTH: usize = 4;

/// The two material formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum MaterialFormat {
    /// Sekiro-era material definition.
    #[serde(rename = "MTD")]
    Mtd,
    /// Elden Ring-era material.
    #[serde(rename = "MATBIN")]
    Matbin,
}

/// A parsed material.
#[derive(Debug, Clone, PartialEq)]
pub enum ParsedMaterial {
    /// An MTD.
    Mtd(Arc<mtd::Mtd>),
    /// A MATBIN.
    Matbin(Arc<matbin::Matbin>),
}

impl ParsedMaterial {
    /// The parameters, stored and bound.
    pub fn params(&self) -> Vec<ParamView> {
        match self {
            ParsedMaterial::Mtd(m) => values::mtd_params(m),
            ParsedMaterial::Matbin(m) => values::matbin_params(m),
        }
    }

    /// The samplers (texture slots).
    pub fn samplers(&self) -> Vec<SamplerView> {
        match self {
            ParsedMaterial::Mtd(m) => values::mtd_samplers(m),
            ParsedMaterial::Matbin(m) => values::matbin_samplers(m),
        }
    }
}

/// A material as the list shows it (nothing parsed beyond the shader path).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MaterialRow {
    /// The material's file name (`m10_00_Lake.matbin`).
    pub name: String,
    /// Where it came from (`file!entry`).
    pub source: String,
    /// MTD or MATBIN.
    pub format: MaterialFormat,
    /// The shader family ([`family`]).
    pub family: String,
    /// The shader path.
    pub shader_path: String,
}

/// A material with everything it states, as `fxr-view materials --json` prints it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MaterialView {
    /// The material's file name.
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// MTD or MATBIN.
    pub format: MaterialFormat,
    /// The shader family.
    pub family: String,
    /// The shader path.
    pub shader_path: String,
    /// An MTD's free-form description.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub description: Option<String>,
    /// The preview program that draws it, or why none does.
    pub preview: PreviewInfo,
    /// Parameters, in file order.
    pub params: Vec<ParamView>,
    /// Samplers, in file order.
    pub samplers: Vec<SamplerView>,
}

#[derive(Debug)]
struct Entry {
    row: MaterialRow,
    /// The file's bytes, kept until parsed (None when it came parsed from a library).
    bytes: Option<Arc<[u8]>>,
    parsed: OnceLock<Result<ParsedMaterial, String>>,
}

/// Every material of the opened files; see the module documentation.
#[derive(Debug, Default)]
pub struct MaterialIndex {
    entries: Vec<Entry>,
    errors: Vec<String>,
    notes: Vec<String>,
}

fn file_name(path: &str) -> &str {
    path.rsplit(['\\', '/']).next().unwrap_or(path)
}

/// A MATBIN's shader path, read from its header alone.
pub fn matbin_shader_path(data: &[u8]) -> Result<String, FormatError> {
    let mut r = Reader::new(data, matbin::FORMAT);
    r.expect_magic(b"MAB\0")?;
    r.expect_i32(2, "version")?;
    let offset = r.u64("shader path offset")?;
    r.utf16_at(offset, "shader path")
}

impl MaterialIndex {
    /// An empty index.
    pub fn new() -> Self {
        Self::default()
    }

    /// The materials a library holds, in its order.
    pub fn from_library(library: &Library) -> Self {
        let mut index = Self::new();
        for m in library.materials() {
            let (name, source, format, shader_path, parsed) = match m {
                MaterialEntry::Mtd { name, source, mtd } => (
                    name,
                    source,
                    MaterialFormat::Mtd,
                    &mtd.shader_path,
                    ParsedMaterial::Mtd(mtd.clone()),
                ),
                MaterialEntry::Matbin {
                    name,
                    source,
                    matbin,
                } => (
                    name,
                    source,
                    MaterialFormat::Matbin,
                    &matbin.shader_path,
                    ParsedMaterial::Matbin(matbin.clone()),
                ),
            };
            // The library names a binder's entry by its whole `file!entry` source: keep the
            // entry's own file name, as `open` does.
            let name = file_name(name.rsplit('!').next().unwrap_or(name)).to_string();
            let row = MaterialRow {
                name,
                source: source.clone(),
                format,
                family: family(shader_path),
                shader_path: shader_path.clone(),
            };
            index.entries.push(Entry {
                row,
                bytes: None,
                parsed: OnceLock::from(Ok(parsed)),
            });
        }
        index
    }

    /// Indexes the materials of one file (see [`MaterialIndex::add_file`]).
    pub fn open(name: &str, bytes: &[u8], limits: &Limits) -> Result<Self, FileError> {
        let mut index = Self::new();
        index.add_file(name, bytes, limits)?;
        Ok(index)
    }

    /// Adds the materials of a file (through DCX and nested binders) and says how many. The
    /// outer file must read; entries that do not are listed in [`MaterialIndex::errors`].
    pub fn add_file(
        &mut self,
        name: &str,
        bytes: &[u8],
        limits: &Limits,
    ) -> Result<usize, FileError> {
        let before = self.entries.len();
        let unwrapped = probe::unwrap_dcx(bytes, limits).map_err(|e| FileError::new(name, e))?;
        match probe::probe(&unwrapped.data) {
            Probe::Known(Format::Bnd4 | Format::Mtd | Format::Matbin) => {}
            _ => {
                // Not a material nor a binder: say what it is, as the other readers do.
                probe::parse(&unwrapped.data, limits).map_err(|e| FileError::new(name, e))?;
                return Ok(0);
            }
        }
        if let Probe::Known(Format::Bnd4) = probe::probe(&unwrapped.data) {
            // The outer binder must read; its entries may fail one by one.
            let binder = bnd4::read_with_limits(&unwrapped.data, limits)
                .map_err(|e| FileError::new(name, e))?;
            self.add_binder(name, &binder, limits, 1);
        } else {
            self.add_one(name, &unwrapped.data)
                .map_err(|e| FileError::new(name, e))?;
        }
        Ok(self.entries.len() - before)
    }

    fn add_binder(&mut self, source: &str, binder: &bnd4::Bnd4, limits: &Limits, depth: usize) {
        // Repeated names are told apart as the library does: both materials are listed.
        for (entry, name) in binder.entries.iter().zip(binder.entry_file_names()) {
            self.notes.extend(name.note(source, entry.id));
            let entry_name = format!("{source}!{}", name.name);
            let contents = match entry.contents(limits) {
                Ok(c) => c,
                Err(e) => {
                    self.errors.push(FileError::new(&entry_name, e).to_string());
                    continue;
                }
            };
            match probe::probe(&contents) {
                Probe::Known(Format::Bnd4) if depth >= MAX_DEPTH => {
                    self.errors.push(format!(
                        "{entry_name}: binders nested deeper than {MAX_DEPTH}: not opened"
                    ));
                }
                Probe::Known(Format::Bnd4) => match bnd4::read_with_limits(&contents, limits) {
                    Ok(inner) => self.add_binder(&entry_name, &inner, limits, depth + 1),
                    Err(e) => self.errors.push(FileError::new(&entry_name, e).to_string()),
                },
                Probe::Known(Format::Mtd | Format::Matbin) => {
                    if let Err(e) = self.add_one(&entry_name, &contents) {
                        self.errors.push(FileError::new(&entry_name, e).to_string());
                    }
                }
                // Anything else in a material binder is not a material: skip it quietly.
                _ => {}
            }
        }
    }

    /// Indexes one material file: a MATBIN by its header, an MTD parsed whole.
    fn add_one(&mut self, source: &str, data: &[u8]) -> Result<(), FormatError> {
        let name = file_name(source.rsplit('!').next().unwrap_or(source)).to_string();
        let entry = if let Probe::Known(Format::Matbin) = probe::probe(data) {
            let shader_path = matbin_shader_path(data)?;
            let row = MaterialRow {
                name,
                source: source.to_string(),
                format: MaterialFormat::Matbin,
                family: family(&shader_path),
                shader_path,
            };
            Entry {
                row,
                bytes: Some(Arc::from(data)),
                parsed: OnceLock::new(),
            }
        } else {
            let m = mtd::read(data)?;
            let row = MaterialRow {
                name,
                source: source.to_string(),
                format: MaterialFormat::Mtd,
                family: family(&m.shader_path),
                shader_path: m.shader_path.clone(),
            };
            Entry {
                row,
                bytes: None,
                parsed: OnceLock::from(Ok(ParsedMaterial::Mtd(Arc::new(m)))),
            }
        };
        self.entries.push(entry);
        Ok(())
    }

    /// How many materials.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Entries of the opened files that could not be read, with their reasons.
    pub fn errors(&self) -> &[String] {
        &self.errors
    }

    /// Sentences about entries listed under a distinct name because an earlier entry of their
    /// binder has their name (see `bnd4::distinct_names`).
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// The list row of material `i`.
    pub fn row(&self, i: usize) -> Option<&MaterialRow> {
        self.entries.get(i).map(|e| &e.row)
    }

    /// Every list row, in the order opened.
    pub fn rows(&self) -> impl Iterator<Item = &MaterialRow> {
        self.entries.iter().map(|e| &e.row)
    }

    /// The first material named `name` (its file name, with or without the extension, or
    /// its whole source).
    pub fn find(&self, name: &str) -> Option<usize> {
        self.entries
            .iter()
            .position(|e| e.row.name == name || e.row.source == name)
            .or_else(|| {
                self.entries
                    .iter()
                    .position(|e| e.row.name.split('.').next() == Some(name))
            })
    }

    /// Material `i` parsed (parsing it now if it was not yet).
    pub fn parsed(&self, i: usize) -> Result<ParsedMaterial, String> {
        let entry = self
            .entries
            .get(i)
            .ok_or_else(|| format!("no material {i}: {} are indexed", self.entries.len()))?;
        entry
            .parsed
            .get_or_init(|| {
                let bytes = entry.bytes.as_deref().unwrap_or_default();
                matbin::read(bytes)
                    .map(|m| ParsedMaterial::Matbin(Arc::new(m)))
                    .map_err(|e| FileError::new(&entry.row.source, e).to_string())
            })
            .clone()
    }

    /// Everything material `i` states, with its preview.
    pub fn view(&self, i: usize) -> Result<MaterialView, String> {
        let parsed = self.parsed(i)?;
        let row = self
            .row(i)
            .ok_or_else(|| format!("no material {i}"))?
            .clone();
        let params = parsed.params();
        let preview = preview_for(&row.family, &params, row.format == MaterialFormat::Matbin);
        let description = match &parsed {
            ParsedMaterial::Mtd(m) => Some(m.description.clone()),
            ParsedMaterial::Matbin(_) => None,
        };
        Ok(MaterialView {
            name: row.name,
            source: row.source,
            format: row.format,
            family: row.family,
            shader_path: row.shader_path,
            description,
            preview,
            samplers: parsed.samplers(),
            params,
        })
    }

    /// The indices of the materials that pass `filter`, in order. A parameter condition parses
    /// the materials whose name and family pass; those that fail to parse are left out.
    pub fn filter(&self, filter: &MaterialFilter) -> Result<Vec<usize>, String> {
        let conditions = filter.conditions()?;
        Ok((0..self.entries.len())
            .filter(|&i| {
                let row = &self.entries[i].row;
                if !filter.matches_names(&row.name, &row.family) {
                    return false;
                }
                if conditions.is_empty() {
                    return true;
                }
                let Ok(parsed) = self.parsed(i) else {
                    return false;
                };
                let params = parsed.params();
                conditions.iter().all(|c| c.holds(&params))
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::materials::family::PreviewKind;
    use crate::materials::values::StoredValue;
    use fxr_formats::testutil::sample;

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn every_sekiro_mtd_of_the_binder_lists_and_opens() {
        let Some(data) = sample("sdt/allmaterialbnd.mtdbnd") else {
            return;
        };
        let index =
            MaterialIndex::open("allmaterialbnd.mtdbnd", &data, &Limits::default()).unwrap();
        assert_eq!(index.len(), 33);
        assert!(index.errors().is_empty(), "{:?}", index.errors());
        for i in 0..index.len() {
            let view = index.view(i).unwrap();
            assert_eq!(view.format, MaterialFormat::Mtd);
            assert!(
                !view.params.is_empty() && !view.samplers.is_empty(),
                "{}",
                view.name
            );
            assert!(view.name.ends_with(".mtd"));
            // The family is the shader file's stem: no folder, no extension.
            assert!(
                !view.family.contains('\\') && !view.family.ends_with(".spx"),
                "{}",
                view.family
            );
        }
        let i = index.find("C[AMSN]_Detail3Blend").unwrap();
        let view = index.view(i).unwrap();
        assert_eq!(view.family, "Character_Detail3Blend");
        assert_eq!(view.preview.kind, PreviewKind::None);
        assert_eq!(view.samplers.len(), 8);
        assert_eq!(view.samplers[0].slot, Some(7));
        assert_eq!(view.samplers[0].role.as_deref(), Some("AlbedoMap"));
        let fam = |f: &str| {
            index
                .filter(&MaterialFilter {
                    family: Some(f.into()),
                    ..Default::default()
                })
                .unwrap()
                .len()
        };
        assert_eq!(fam("GXFlver_"), 2);
        assert_eq!(fam("character_amsn"), 14);
        // Sekiro's colour intensity is a separate float; the MTD shows the stored value only.
        let colour = view
            .params
            .iter()
            .find(|p| p.name == "Character_Detail3Blend_snp_0_color_0")
            .unwrap();
        assert_eq!(
            (colour.stored.clone(), colour.bound.clone()),
            (StoredValue::Floats(vec![1.0; 4]), None)
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn every_elden_ring_matbin_lists_and_opens_lazily() {
        let Some(data) = sample("er/allmaterial.matbinbnd.dcx") else {
            return;
        };
        let index =
            MaterialIndex::open("allmaterial.matbinbnd.dcx", &data, &Limits::default()).unwrap();
        assert_eq!(index.len(), 22);
        // Indexing read the shader paths only.
        assert!(index.entries.iter().all(|e| e.parsed.get().is_none()));
        let detail = index
            .filter(&MaterialFilter {
                family: Some("C[DetailBlend]".into()),
                ..Default::default()
            })
            .unwrap();
        assert_eq!(
            detail.len(),
            17,
            "16 C[DetailBlend] and one C[DetailBlend]_cloth"
        );
        assert!(index.entries.iter().all(|e| e.parsed.get().is_none()));
        for i in 0..index.len() {
            let view = index.view(i).unwrap();
            assert_eq!(view.format, MaterialFormat::Matbin);
            assert!(!view.params.is_empty());
        }
        let i = index.find("C[c2010]_AM_Metal.matbin").unwrap();
        let view = index.view(i).unwrap();
        assert_eq!(view.family, "C[DetailBlend]");
        assert_eq!(view.preview.kind, PreviewKind::Detail);
        let colour = view
            .params
            .iter()
            .find(|p| p.name == "C_DetailBlend__snp_0_color_0")
            .unwrap();
        let bound = colour.bound.clone().unwrap();
        let want = 0.843137f32.powf(2.2) * 0.6;
        assert!(
            (bound[0] - want).abs() < 1e-6 && (bound[2] - 0.803922f32.powf(2.2) * 0.6).abs() < 1e-6,
            "{bound:?}"
        );
        // A parameter filter parses what passes the name and family parts.
        let switch9 = index
            .filter(&MaterialFilter {
                params: vec!["GXFT_SATStaticSwitch=9".into()],
                ..Default::default()
            })
            .unwrap();
        assert!(switch9.contains(&i));
        assert!(
            index
                .filter(&MaterialFilter {
                    params: vec!["g_GXFT_WaterInteraction=true".into()],
                    ..Default::default()
                })
                .unwrap()
                .is_empty()
        );
        // Through the library (the viewer's way in) the same materials and views.
        let mut library = Library::new();
        library.open("allmaterial.matbinbnd.dcx", &data).unwrap();
        let from_library = MaterialIndex::from_library(&library);
        assert_eq!(from_library.len(), 22);
        assert_eq!(
            from_library
                .view(from_library.find("C[c2010]_AM_Metal").unwrap())
                .unwrap(),
            view
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn a_loose_matbin_and_its_dcx_open() {
        for file in [
            "er/C[c3000]_WP_Crossbow_Metal.matbin",
            "er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx",
        ] {
            let Some(data) = sample(file) else { return };
            let index = MaterialIndex::open(file, &data, &Limits::default()).unwrap();
            assert_eq!(index.len(), 1);
            let view = index.view(0).unwrap();
            assert!(view.shader_path.ends_with(".spx"));
            assert_eq!(view.family, family(&view.shader_path));
        }
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        assert!(MaterialIndex::open("x.bin", b"nothing", &Limits::default()).is_err());
        // A MATBIN whose body is cut: indexed by its shader path, the view says why it fails.
        let m = matbin::Matbin::new(
            r"N:\x\M[PlacidLake].spx",
            "src.matxml",
            vec![matbin::MatbinParam::new(
                "a",
                matbin::MatbinValue::Float(1.0),
            )],
            vec![],
        );
        let bytes = matbin::write(&m).unwrap();
        let index = MaterialIndex::open("lake.matbin", &bytes, &Limits::default()).unwrap();
        assert_eq!(index.row(0).unwrap().family, "M[PlacidLake]");
        assert!(index.view(0).is_ok());
        fxr_formats::testutil::sweep_corruptions(&bytes, true, |d| {
            let index =
                MaterialIndex::open("lake.matbin", d, &Limits::default()).map_err(|e| e.error)?;
            for i in 0..index.len() {
                let _ = index.view(i);
            }
            Ok(())
        });
    }
}
