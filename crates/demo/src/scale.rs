//! Large binders generated from code, for the scale benchmark (`npm run bench`, the
//! "Opening a large binder" table of BENCHMARKS.md) and its smaller twin in the test suite:
//!
//! - an effect binder of N effects and M texture files, laid out as the demo binder (DCX
//!   ZSTD around a BND4): the demo's effects (all but the proxy, whose reference would
//!   dangle, and the model particles, whose models it does not hold) repeated under new ids
//!   from [`SCALE_FIRST_EFFECT`], the demo's textures they name, and M generated textures
//!   `s30000_a`, `s30001_a`, … (RGBA8, mostly noise, so the file is as large as a real binder
//!   of that many textures); its bytes are those the benchmark's tables were measured on;
//! - a material binder of N MATBINs: the demo's lake, detail and fur materials in turn under
//!   the names `M_Scale_00000.matbin`, …; every third (the lakes) has
//!   `g_GXFT_WaterInteraction` true.
//!
//! Generation is deterministic: the same arguments give the same bytes.

use super::materials::{MATERIAL_FOLDER, demo_detail, demo_fur, demo_lake};
use super::textures::{BANDS, DemoTexture, texture_tpf};
use super::{DemoError, EFFECT_FOLDER, TEXTURE_ENTRY_ID, TEXTURE_FOLDER, effect_file_name};
use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use fxr_formats::dcx::{self, Dcx, DcxCompression};
use fxr_formats::dds::{Dds, TextureFormat, TextureKind};
use fxr_formats::fxr::actions::ids;
use fxr_formats::{fxr, matbin};

/// The id of a scale binder's first effect; the others follow.
pub const SCALE_FIRST_EFFECT: i32 = 2_000_000;
/// The id of the first generated texture (`s30000_a`).
pub const SCALE_FIRST_TEXTURE: i32 = 30_000;
/// The ZSTD level the scale binders are written with (Elden Ring's own files use ZSTD too).
const ZSTD_LEVEL: u8 = 3;

/// The effect ids of a scale binder of `effects` effects, in order.
pub fn scale_effect_ids(effects: u32) -> impl Iterator<Item = i32> {
    (0..effects as i32).map(|i| SCALE_FIRST_EFFECT + i)
}

/// An effect binder of `effects` effects and `textures` generated textures of
/// `texture_size`² pixels (besides the demo's own textures), as an `.ffxbnd.dcx` (ZSTD).
pub fn scale_effect_binder(
    effects: u32,
    textures: u32,
    texture_size: u32,
) -> Result<Vec<u8>, DemoError> {
    let mut bnd = Bnd4::new_elden_ring();
    add_effects(&mut bnd, &templates()?, scale_effect_ids(effects))?;
    let mut texture_entries = demo_textures_drawn()?;
    for i in 0..textures {
        texture_entries.push(noise_texture(SCALE_FIRST_TEXTURE + i as i32, texture_size)?);
    }
    add_textures(&mut bnd, &texture_entries)?;
    packed(bnd)
}

/// The demo effects a scale binder repeats.
fn templates() -> Result<Vec<fxr::Fxr>, DemoError> {
    Ok(super::demo_effects()?
        .into_iter()
        // The proxy (1010) plays 1002 by id: under a new id its reference would dangle.
        .filter(|f| f.sfx_references.is_empty())
        // Model particles (1011, 1012) draw the demo's models, which this binder does not
        // hold: left out, the binder stays the one the benchmark was measured on.
        .filter(|f| {
            !f.actions()
                .iter()
                .any(|a| matches!(a.action_type, ids::MODEL | ids::RICH_MODEL))
        })
        .collect())
}

/// The demo's textures the templates draw with (the models' texture is left out with them).
fn demo_textures_drawn() -> Result<Vec<DemoTexture>, DemoError> {
    Ok(super::demo_textures()?
        .into_iter()
        .filter(|t| t.id != BANDS)
        .collect())
}

/// Adds effects `ids`, the templates in turn, to a binder.
fn add_effects(
    bnd: &mut Bnd4,
    templates: &[fxr::Fxr],
    ids: impl Iterator<Item = i32>,
) -> Result<(), DemoError> {
    for id in ids {
        let index = (id - SCALE_FIRST_EFFECT) as usize;
        let mut effect = templates[index % templates.len()].clone();
        effect.id = id;
        bnd.entries.push(BndEntry::new(
            Some(bnd.entries.len() as i32),
            Some(format!("{EFFECT_FOLDER}{}", effect_file_name(id))),
            fxr::write(&effect)?,
        ));
    }
    Ok(())
}

/// Adds texture files to a binder.
fn add_textures(bnd: &mut Bnd4, textures: &[DemoTexture]) -> Result<(), DemoError> {
    for (index, texture) in textures.iter().enumerate() {
        bnd.entries.push(BndEntry::new(
            Some(TEXTURE_ENTRY_ID + index as i32),
            Some(format!("{TEXTURE_FOLDER}{}.tpf", texture.name)),
            texture_tpf(texture)?,
        ));
    }
    Ok(())
}

/// A binder as an `.ffxbnd.dcx` (ZSTD).
fn packed(mut bnd: Bnd4) -> Result<Vec<u8>, DemoError> {
    bnd.rebuild_hash_table();
    Ok(dcx::write(&Dcx {
        compression: DcxCompression::zstd(ZSTD_LEVEL),
        data: bnd4::write(&bnd)?,
    })?)
}

/// The shape of a generated game install ([`scale_install`]).
#[derive(Debug, Clone, Copy)]
pub struct InstallShape {
    /// Binders in all (effect binders and resource binders).
    pub binders: u32,
    /// Effects, spread evenly over the effect binders.
    pub effects: u32,
    /// Generated textures, spread evenly over the resource binders (the demo's own textures,
    /// which the effects name, are in the first).
    pub textures: u32,
    /// Their side in pixels (RGBA8 noise).
    pub texture_size: u32,
}

impl InstallShape {
    /// How many of the binders hold textures: one in ten (at least one), as a game's `sfx`
    /// folder keeps its textures in fewer, larger binders than its effects.
    pub fn resource_binders(&self) -> u32 {
        (self.binders / 10)
            .max(1)
            .min(self.binders.saturating_sub(1).max(1))
    }

    /// How many of the binders hold effects.
    pub fn effect_binders(&self) -> u32 {
        self.binders.saturating_sub(self.resource_binders()).max(1)
    }
}

/// Where part `k` of `total` things split evenly into `parts` starts.
fn share(k: u32, total: u32, parts: u32) -> u32 {
    (u64::from(k) * u64::from(total) / u64::from(parts.max(1))) as u32
}

/// A game install's `sfx` folder generated from code: effect binders
/// `sfxbnd_cNNNN.ffxbnd.dcx` (ids from [`SCALE_FIRST_EFFECT`], as [`scale_effect_binder`]'s)
/// whose textures are in other binders, `sfxbnd_commoneffects_resource.ffxbnd.dcx` and
/// `sfxbnd_resource_NNN.ffxbnd.dcx`, as the games keep them. Each binder is handed to `write`
/// (its file name, its bytes) as it is made, so the whole install is never in memory.
pub fn scale_install<E: From<DemoError>>(
    shape: InstallShape,
    mut write: impl FnMut(&str, Vec<u8>) -> Result<(), E>,
) -> Result<(), E> {
    let templates = templates()?;
    let effect_binders = shape.effect_binders();
    for b in 0..effect_binders {
        let (first, last) = (
            share(b, shape.effects, effect_binders),
            share(b + 1, shape.effects, effect_binders),
        );
        let mut bnd = Bnd4::new_elden_ring();
        let ids = (first..last).map(|i| SCALE_FIRST_EFFECT + i as i32);
        add_effects(&mut bnd, &templates, ids)?;
        write(&format!("sfxbnd_c{:04}.ffxbnd.dcx", 1000 + b), packed(bnd)?)?;
    }
    let resource_binders = shape.resource_binders();
    for r in 0..resource_binders {
        let mut textures = if r == 0 {
            demo_textures_drawn()?
        } else {
            Vec::new()
        };
        let first = share(r, shape.textures, resource_binders);
        for i in first..share(r + 1, shape.textures, resource_binders) {
            textures.push(noise_texture(
                SCALE_FIRST_TEXTURE + i as i32,
                shape.texture_size,
            )?);
        }
        let mut bnd = Bnd4::new_elden_ring();
        add_textures(&mut bnd, &textures)?;
        let name = if r == 0 {
            "sfxbnd_commoneffects_resource.ffxbnd.dcx".to_string()
        } else {
            format!("sfxbnd_resource_{r:03}.ffxbnd.dcx")
        };
        write(&name, packed(bnd)?)?;
    }
    Ok(())
}

/// A material binder of `materials` MATBINs, as a `.matbinbnd.dcx` (ZSTD).
pub fn scale_material_binder(materials: u32) -> Result<Vec<u8>, DemoError> {
    let templates = [demo_lake(), demo_detail(), demo_fur()]
        .iter()
        .map(matbin::write)
        .collect::<Result<Vec<_>, _>>()?;
    let mut bnd = Bnd4::new_elden_ring();
    for i in 0..materials {
        bnd.entries.push(BndEntry::new(
            Some(i as i32),
            Some(format!("{MATERIAL_FOLDER}{}", scale_material_name(i))),
            templates[i as usize % templates.len()].clone(),
        ));
    }
    bnd.rebuild_hash_table();
    Ok(dcx::write(&Dcx {
        compression: DcxCompression::zstd(ZSTD_LEVEL),
        data: bnd4::write(&bnd)?,
    })?)
}

/// The name of a scale material binder's material `i`.
pub fn scale_material_name(i: u32) -> String {
    format!("M_Scale_{i:05}.matbin")
}

/// How many of a scale material binder's `materials` have `g_GXFT_WaterInteraction` true.
pub fn scale_water_materials(materials: u32) -> u32 {
    materials.div_ceil(3)
}

/// A `size`² RGBA8 texture of hashed noise (opaque), one mip: as incompressible as the
/// colour data of real textures, so the binder has a realistic size.
fn noise_texture(id: i32, size: u32) -> Result<DemoTexture, DemoError> {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    let mut state = (id as u32).wrapping_mul(0x9E37_79B9) | 1;
    for _ in 0..size * size {
        // xorshift32: cheap, deterministic.
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let [r, g, b, _] = state.to_le_bytes();
        data.extend_from_slice(&[r, g, b, 255]);
    }
    Ok(DemoTexture {
        id,
        name: format!("s{id:05}_a"),
        description: "generated noise (scale benchmark)",
        dds: Dds::new(
            TextureFormat::Rgba8Unorm,
            TextureKind::Texture2D,
            size,
            size,
            1,
            1,
            &data,
        )?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_library::Library;
    use fxr_library::materials::{MaterialFilter, MaterialIndex};

    #[test]
    fn a_scale_binder_opens_with_every_effect_and_texture() {
        let bytes = scale_effect_binder(25, 4, 16).unwrap();
        let mut library = Library::new();
        let summary = library.open("scale.ffxbnd.dcx", &bytes).unwrap();
        assert_eq!(summary.errors, Vec::<String>::new());
        assert_eq!(summary.effects, 25);
        assert_eq!(summary.textures, 8 + 4);
        let ids: Vec<i32> = library.effects().map(|(id, _)| *id).collect();
        assert_eq!(ids, scale_effect_ids(25).collect::<Vec<_>>());
        // Every effect compiles and names textures that are there.
        for id in ids {
            fxr_sim::compile_effect(&library, id).unwrap();
            for t in library.summary(id).unwrap().textures {
                assert!(library.texture(t).is_some(), "effect {id}: texture {t}");
            }
        }
        assert!(library.texture(SCALE_FIRST_TEXTURE + 3).is_some());
        // Deterministic.
        assert_eq!(bytes, scale_effect_binder(25, 4, 16).unwrap());
    }

    #[test]
    fn a_generated_install_keeps_effects_and_textures_in_separate_binders() {
        let shape = InstallShape {
            binders: 12,
            effects: 50,
            textures: 7,
            texture_size: 8,
        };
        let mut files = Vec::new();
        scale_install(shape, |name, bytes| {
            files.push((name.to_string(), bytes));
            Ok::<_, DemoError>(())
        })
        .unwrap();
        assert_eq!(files.len(), 12);
        assert_eq!((shape.effect_binders(), shape.resource_binders()), (11, 1));
        let mut library = Library::new();
        let mut textures = 0;
        for (name, bytes) in &files {
            let summary = library.open(name, bytes).unwrap();
            assert!(summary.errors.is_empty(), "{:?}", summary.errors);
            if name.starts_with("sfxbnd_c1") {
                assert_eq!(summary.textures, 0, "{name} holds no texture");
            }
            textures += summary.textures;
        }
        assert_eq!(library.effects().count(), 50);
        assert_eq!(textures, 8 + 7);
        // An effect of the last binder finds its textures in the resource binder.
        let last = SCALE_FIRST_EFFECT + 49;
        let row = library.summary(last).unwrap();
        assert!(
            row.source.starts_with("sfxbnd_c1010.ffxbnd.dcx!"),
            "{}",
            row.source
        );
        for t in &row.textures {
            let texture = library.texture(*t).unwrap();
            assert!(texture.source.starts_with("sfxbnd_commoneffects_resource"));
        }
    }

    #[test]
    fn a_scale_material_binder_filters_to_its_lakes() {
        let bytes = scale_material_binder(100).unwrap();
        let index =
            MaterialIndex::open("scale.matbinbnd.dcx", &bytes, &Default::default()).unwrap();
        assert_eq!(index.len(), 100);
        assert!(index.errors().is_empty() && index.notes().is_empty());
        let filter = MaterialFilter {
            params: vec!["g_GXFT_WaterInteraction=true".into()],
            ..Default::default()
        };
        let chosen = index.filter(&filter).unwrap();
        assert_eq!(chosen.len() as u32, scale_water_materials(100));
        assert_eq!(index.row(chosen[1]).unwrap().name, scale_material_name(3));
    }
}
