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
    let templates: Vec<fxr::Fxr> = super::demo_effects()?
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
        .collect();
    let mut bnd = Bnd4::new_elden_ring();
    for (index, id) in scale_effect_ids(effects).enumerate() {
        let mut effect = templates[index % templates.len()].clone();
        effect.id = id;
        bnd.entries.push(BndEntry::new(
            Some(index as i32),
            Some(format!("{EFFECT_FOLDER}{}", effect_file_name(id))),
            fxr::write(&effect)?,
        ));
    }
    // The models' texture too is left out with them.
    let mut texture_entries: Vec<DemoTexture> = super::demo_textures()?
        .into_iter()
        .filter(|t| t.id != BANDS)
        .collect();
    for i in 0..textures {
        texture_entries.push(noise_texture(SCALE_FIRST_TEXTURE + i as i32, texture_size)?);
    }
    for (index, texture) in texture_entries.iter().enumerate() {
        bnd.entries.push(BndEntry::new(
            Some(TEXTURE_ENTRY_ID + index as i32),
            Some(format!("{TEXTURE_FOLDER}{}.tpf", texture.name)),
            texture_tpf(texture)?,
        ));
    }
    bnd.rebuild_hash_table();
    Ok(dcx::write(&Dcx {
        compression: DcxCompression::zstd(ZSTD_LEVEL),
        data: bnd4::write(&bnd)?,
    })?)
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
    use fxr_sim::library::Library;
    use fxr_sim::materials::{MaterialFilter, MaterialIndex};

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
            library.program(id).unwrap();
            for t in library.summary(id).unwrap().textures {
                assert!(library.texture(t).is_some(), "effect {id}: texture {t}");
            }
        }
        assert!(library.texture(SCALE_FIRST_TEXTURE + 3).is_some());
        // Deterministic.
        assert_eq!(bytes, scale_effect_binder(25, 4, 16).unwrap());
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
