//! The built-in demo materials: a small Elden Ring material binder (`.matbinbnd.dcx`: a DCX
//! (DFLT) around a BND4 of MATBINs) generated in code, so the material browser has something
//! to list, filter and preview with no game files.
//!
//! | entry | name                     | family           | what it shows                                          |
//! |-------|--------------------------|------------------|--------------------------------------------------------|
//! | 0     | `m10_00_demo_Lake.matbin`| `M[PlacidLake]`  | the water preview with m10_00_692's values (seeds 002) |
//! | 1     | `c_demo_DetailBlend.matbin` | `C[DetailBlend]` | the detail preview, switch 6 (three details; seeds 004) |
//! | 2     | `c_demo_Fur.matbin`      | `C[Fur]`         | a family without a preview program                     |
//!
//! The lake states the values seeds 002 records for Stormveil's lake m10_00_692: the body
//! blend's (120, 700, 0.2, 6, 0.2), sigma (0.215, 0.115, 0.09) as `float3_0` (and `float3_2`
//! zero), `color_2` (0.506, 0.900, 1, 1, 8), a black body `color_0` with intensity 0, and
//! `g_GXFT_WaterInteraction` true. Its other values are ours (the notes do not give them).

use super::DemoError;
use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use fxr_formats::dcx::{self, Dcx, DcxCompression};
use fxr_formats::matbin::{self, Matbin, MatbinParam, MatbinSampler, MatbinValue};

/// The file name to offer for the demo materials.
pub const DEMO_MATERIALS_NAME: &str = "fxr-view-demo.matbinbnd.dcx";

/// The folder of the materials inside the binder.
pub const MATERIAL_FOLDER: &str = r"N:\GR\data\INTERROOT_win64\material\matbin\Demo\matxml\";

/// The folder of the shaders the materials name.
const SHADER_FOLDER: &str = r"N:\GR\data\Material\sat\OutputData\SPX\";

/// The demo materials: file name and what each shows.
pub const DEMO_MATERIALS: &[(&str, &str)] = &[
    (
        "m10_00_demo_Lake.matbin",
        "A lake (M[PlacidLake]) with m10_00_692's values: the water preview",
    ),
    (
        "c_demo_DetailBlend.matbin",
        "A character detail blend (C[DetailBlend], switch 6): the detail preview",
    ),
    (
        "c_demo_Fur.matbin",
        "Fur (C[Fur]): no preview program, parameters and samplers only",
    ),
];

fn f(name: &str, v: f32) -> MatbinParam {
    MatbinParam::new(name, MatbinValue::Float(v))
}

fn colour(name: &str, v: [f32; 5]) -> MatbinParam {
    MatbinParam::new(name, MatbinValue::Float5(v))
}

fn common(params: &mut Vec<MatbinParam>, blend_mode: i32) {
    params.push(MatbinParam::new(
        "g_GX_bDisableDecal",
        MatbinValue::Bool(true),
    ));
    params.push(MatbinParam::new(
        "g_BlendMode",
        MatbinValue::Int(blend_mode),
    ));
    params.push(MatbinParam::new("g_AlphaRef", MatbinValue::Int2([0, 0])));
}

/// The lake (see the module documentation).
pub fn demo_lake() -> Matbin {
    let p = "M_PlacidLake__snp_0_";
    let mut params = Vec::new();
    common(&mut params, 1);
    params.push(MatbinParam::new(
        "g_GXFT_WaterInteraction",
        MatbinValue::Bool(true),
    ));
    params.push(MatbinParam::new(
        "g_GXFT_Refraction",
        MatbinValue::Bool(true),
    ));
    for (n, v) in [
        (1, 0.05),
        (3, 2.0),
        (5, 0.2),
        (7, 1.0),
        (8, 0.1),
        (9, 0.5),
        (11, 1.0),
        (16, 0.3),
        (17, 120.0),
        (18, 700.0),
        (19, 0.2),
        (21, 6.0),
        (26, 20.0),
        (27, 60.0),
    ] {
        params.push(f(&format!("{p}float_{n}"), v));
    }
    params.push(MatbinParam::new(
        format!("{p}float2_2"),
        MatbinValue::Float2([0.02, 0.01]),
    ));
    params.push(MatbinParam::new(
        format!("{p}float2_4"),
        MatbinValue::Float2([-0.01, 0.015]),
    ));
    params.push(MatbinParam::new(
        format!("{p}float2_5"),
        MatbinValue::Float2([0.0, 0.0]),
    ));
    params.push(MatbinParam::new(
        format!("{p}float3_0"),
        MatbinValue::Float3([0.215, 0.115, 0.09]),
    ));
    params.push(MatbinParam::new(
        format!("{p}float3_2"),
        MatbinValue::Float3([0.0, 0.0, 0.0]),
    ));
    params.push(colour(&format!("{p}color_0"), [0.0, 0.0, 0.0, 1.0, 0.0]));
    params.push(colour(
        &format!("{p}color_2"),
        [0.506, 0.900, 1.0, 1.0, 8.0],
    ));
    params.push(colour(&format!("{p}color_3"), [0.95, 0.85, 0.72, 1.0, 1.0]));
    params.push(colour(&format!("{p}color_4"), [1.0, 1.0, 0.97, 1.0, 1.0]));
    params.push(colour(&format!("{p}color_5"), [0.95, 0.8, 0.65, 1.0, 1.0]));
    let sampler = |slot: u32, role: &str| {
        MatbinSampler::new(
            format!("M_PlacidLake__snp_Texture2D_{slot}_{role}"),
            "",
            [1.0, 1.0],
        )
    };
    let samplers = vec![
        sampler(0, "NormalMap"),
        sampler(2, "NormalMap"),
        sampler(3, "MaskMap"),
        sampler(4, "FlowMap"),
    ];
    Matbin::new(
        format!("{SHADER_FOLDER}M[PlacidLake].spx"),
        r"N:\GR\data\Material\Demo\m10_00_demo_Lake.matxml",
        params,
        samplers,
    )
}

/// The detail blend (see the module documentation).
pub fn demo_detail() -> Matbin {
    let p = "C_DetailBlend__snp_0_";
    let mut params = vec![MatbinParam::new(
        "GXFT_SATStaticSwitch",
        MatbinValue::Int(6),
    )];
    common(&mut params, 0);
    params.push(MatbinParam::new(
        "g_DiffuseMapColor",
        MatbinValue::Float3([1.0, 1.0, 1.0]),
    ));
    params.push(colour(&format!("{p}color_0"), [1.0, 1.0, 1.0, 1.0, 1.0]));
    params.push(colour(&format!("{p}color_1"), [0.8, 0.9, 1.0, 1.0, 1.2]));
    params.push(colour(&format!("{p}color_2"), [1.0, 0.75, 0.6, 1.0, 1.0]));
    params.push(f(&format!("{p}float_0"), 0.4));
    params.push(MatbinParam::new(
        "group_1_CommonUV-UVParam",
        MatbinValue::Float2([4.0, 4.0]),
    ));
    let tex = r"N:\GR\data\Model\parts\tex\";
    let sampler = |slot: u32, role: &str, path: &str| {
        MatbinSampler::new(
            format!("C_DetailBlend__snp_Texture2D_{slot}_{role}"),
            if path.is_empty() {
                String::new()
            } else {
                format!("{tex}{path}")
            },
            [1.0, 1.0],
        )
    };
    let samplers = vec![
        sampler(7, "AlbedoMap", "demo_body_a.tif"),
        sampler(0, "NormalMap", "demo_body_n.tif"),
        sampler(1, "AlbedoMap", "demo_Grey_a.tif"),
        sampler(6, "NormalMap", "demo_Grey_n.tif"),
        sampler(10, "AlbedoMap", "demo_Metal_a.tif"),
        sampler(12, "NormalMap", "demo_Metal_n.tif"),
        sampler(4, "AlbedoMap", "demo_Rust_a.tif"),
        sampler(13, "NormalMap", "demo_Rust_n.tif"),
    ];
    Matbin::new(
        format!("{SHADER_FOLDER}C[DetailBlend].spx"),
        r"N:\GR\data\Material\Demo\c_demo_DetailBlend.matxml",
        params,
        samplers,
    )
}

/// A family without a preview program.
pub fn demo_fur() -> Matbin {
    let mut params = vec![MatbinParam::new(
        "GXFT_SATStaticSwitch",
        MatbinValue::Int(1),
    )];
    common(&mut params, 0);
    params.push(colour("C_Fur__snp_0_color_0", [0.6, 0.5, 0.4, 1.0, 1.0]));
    params.push(f("C_Fur__snp_0_float_0", 0.5));
    let samplers = vec![MatbinSampler::new(
        "C_Fur__snp_Texture2D_1_AlbedoMap",
        r"N:\GR\data\Model\parts\tex\demo_fur_a.tif",
        [1.0, 1.0],
    )];
    Matbin::new(
        format!("{SHADER_FOLDER}C[Fur].spx"),
        r"N:\GR\data\Material\Demo\c_demo_Fur.matxml",
        params,
        samplers,
    )
}

/// The demo materials' binder, uncompressed (ids 0, 1, 2 in [`DEMO_MATERIALS`] order).
pub fn demo_materials_bnd() -> Result<Bnd4, DemoError> {
    let mut bnd = Bnd4::new_elden_ring();
    for (id, ((name, _), material)) in DEMO_MATERIALS
        .iter()
        .zip([demo_lake(), demo_detail(), demo_fur()])
        .enumerate()
    {
        bnd.entries.push(BndEntry::new(
            Some(id as i32),
            Some(format!("{MATERIAL_FOLDER}{name}")),
            matbin::write(&material)?,
        ));
    }
    bnd.rebuild_hash_table();
    Ok(bnd)
}

/// The demo materials as a `.matbinbnd.dcx` file.
pub fn demo_materials() -> Result<Vec<u8>, DemoError> {
    let data = bnd4::write(&demo_materials_bnd()?)?;
    Ok(dcx::write(&Dcx {
        compression: DcxCompression::DEFLATE_ER,
        data,
    })?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_draw::materials::detail::DetailParams;
    use fxr_draw::materials::water::{self, WaterParams};
    use fxr_formats::Limits;
    use fxr_library::materials::{DetailForm, MaterialIndex, PreviewKind};

    #[test]
    fn the_demo_materials_open_with_the_lakes_values() {
        let bytes = demo_materials().unwrap();
        assert_eq!(bytes, demo_materials().unwrap(), "deterministic");
        let index = MaterialIndex::open(DEMO_MATERIALS_NAME, &bytes, &Limits::default()).unwrap();
        assert_eq!(index.len(), 3);
        let lake = index.view(index.find("m10_00_demo_Lake").unwrap()).unwrap();
        assert_eq!(
            (lake.family.as_str(), lake.preview.kind),
            ("M[PlacidLake]", PreviewKind::Water)
        );
        let w = WaterParams::from_params(&lake.params);
        assert!(w.defaults_used.is_empty(), "{:?}", w.defaults_used);
        assert_eq!(
            (
                w.body_near,
                w.body_far,
                w.body_offset,
                w.body_gain,
                w.body_strength
            ),
            (120.0, 700.0, 0.2, 6.0, 0.2)
        );
        assert_eq!(w.sigma, [0.215, 0.115, 0.09]);
        assert_eq!(w.body_colour, [0.0; 3]);
        for (got, want) in w.hour_colours[0].iter().zip([1.786, 6.347, 8.0]) {
            assert!((got - want).abs() < 0.003);
        }
        assert!((water::body_blend(&w, 10.0) - 0.012).abs() < 5e-4);
        let water_flag = index
            .filter(&fxr_library::materials::MaterialFilter {
                params: vec!["g_GXFT_WaterInteraction=true".into()],
                ..Default::default()
            })
            .unwrap();
        assert_eq!(water_flag.len(), 1);

        let detail = index
            .view(index.find("c_demo_DetailBlend.matbin").unwrap())
            .unwrap();
        assert_eq!(
            (detail.preview.kind, detail.preview.form),
            (PreviewKind::Detail, Some(DetailForm::EldenRing))
        );
        let d =
            DetailParams::from_material(DetailForm::EldenRing, &detail.params, &detail.samplers);
        assert_eq!(d.switch, 6);
        assert_eq!(
            d.slots
                .details
                .iter()
                .map(|p| (p.colour, p.normal))
                .collect::<Vec<_>>(),
            [(1, Some(6)), (10, Some(12)), (4, Some(13))]
        );
        assert!(
            (d.tints[1][2] - 1.2).abs() < 1e-6,
            "color_1 bound: 1^2.2 x 1.2"
        );

        let fur = index.view(2).unwrap();
        assert_eq!(fur.preview.kind, PreviewKind::None);

        // The library (the viewer's way in) opens the same binder.
        let mut library = fxr_library::Library::new();
        assert_eq!(
            library.open(DEMO_MATERIALS_NAME, &bytes).unwrap().materials,
            3
        );
    }
}
