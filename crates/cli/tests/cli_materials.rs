//! `fxr-view materials`: its JSON list, its filters, the text details of one material, and
//! its exit status and one-line errors on bad input.

mod common;
use common::{fxr_view, json, shared};

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn every_sekiro_mtd_is_listed_with_family_params_and_samplers() {
    let Some(path) = shared("sdt/allmaterialbnd.mtdbnd") else {
        return;
    };
    let list = json(&fxr_view(&["materials", path.to_str().unwrap(), "--json"]));
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 33);
    for m in list {
        for key in [
            "name",
            "family",
            "shader_path",
            "params",
            "samplers",
            "preview",
        ] {
            assert!(!m[key].is_null(), "{key} missing in {m}");
        }
        assert_eq!(m["format"], "MTD");
    }
    let detail = list
        .iter()
        .find(|m| m["name"] == "C[AMSN]_Detail3Blend.mtd")
        .unwrap();
    assert_eq!(detail["family"], "Character_Detail3Blend");
    assert_eq!(detail["preview"]["kind"], "none");
    assert_eq!(detail["samplers"][0]["slot"], 7);

    let gx = json(&fxr_view(&[
        "materials",
        path.to_str().unwrap(),
        "--json",
        "--family",
        "gxflver",
    ]));
    assert_eq!(gx.as_array().unwrap().len(), 2);
    let blend = json(&fxr_view(&[
        "materials",
        path.to_str().unwrap(),
        "--json",
        "--name",
        "blend",
        "--param",
        "g_SpecularPower=256",
    ]));
    assert!(!blend.as_array().unwrap().is_empty());
    assert!(
        blend.as_array().unwrap().iter().all(|m| m["name"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("blend"))
    );
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn matbin_colours_show_stored_and_bound_and_one_material_shows_its_details() {
    let Some(path) = shared("er/allmaterial.matbinbnd.dcx") else {
        return;
    };
    let list = json(&fxr_view(&[
        "materials",
        path.to_str().unwrap(),
        "--json",
        "--name",
        "C[c2010]_AM_Metal",
    ]));
    let m = &list[0];
    assert_eq!(m["family"], "C[DetailBlend]");
    assert_eq!(m["preview"]["kind"], "detail");
    let colour = m["params"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "C_DetailBlend__snp_0_color_1")
        .unwrap();
    assert_eq!(
        colour["stored"],
        serde_json::json!([1.0, 1.0, 1.0, 1.0, 1.5])
    );
    assert_eq!(colour["bound"], serde_json::json!([1.5, 1.5, 1.5]));

    let text = fxr_view(&[
        "materials",
        path.to_str().unwrap(),
        "--name",
        "C[c2010]_AM_Metal",
    ]);
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.starts_with("1 of 22 materials"), "{text}");
    assert!(text.contains("bound (1.5000, 1.5000, 1.5000)"), "{text}");
    assert!(
        text.contains("C_DetailBlend__snp_Texture2D_7_AlbedoMap"),
        "{text}"
    );

    let none = json(&fxr_view(&[
        "materials",
        path.to_str().unwrap(),
        "--json",
        "--param",
        "g_GXFT_WaterInteraction=true",
    ]));
    assert_eq!(none.as_array().unwrap().len(), 0);
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn bad_input_and_bad_filters_fail_with_one_line() {
    let dir = std::env::temp_dir().join(format!("fxr-view-materials-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junk = dir.join("junk.matbin");
    std::fs::write(&junk, b"MAB\0\x02\0\0\0\xff").unwrap();
    let out = fxr_view(&["materials", junk.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("fxr-view: ") && err.contains("junk.matbin") && err.lines().count() == 1,
        "{err}"
    );
    let Some(path) = shared("sdt/allmaterialbnd.mtdbnd") else {
        return;
    };
    let out = fxr_view(&["materials", path.to_str().unwrap(), "--param", "novalue"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("NAME=VALUE"));
}

#[test]
fn the_demo_materials_list_and_preview() {
    let dir = std::env::temp_dir().join(format!("fxr-view-demo-materials-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binder = dir.join("demo.matbinbnd.dcx");
    let out = fxr_view(&["demo-materials", "--out", binder.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let list = json(&fxr_view(&[
        "materials",
        binder.to_str().unwrap(),
        "--json",
    ]));
    let kinds: Vec<_> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["preview"]["kind"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, ["water", "detail", "none"]);
    let water = json(&fxr_view(&[
        "materials",
        binder.to_str().unwrap(),
        "--json",
        "--param",
        "g_GXFT_WaterInteraction=true",
    ]));
    assert_eq!(water[0]["family"], "M[PlacidLake]");

    for (name, lane) in [("Lake", "lit"), ("DetailBlend", "albedo")] {
        let png = dir.join(format!("{name}.png"));
        let out = fxr_view(&[
            "materials",
            binder.to_str().unwrap(),
            "--name",
            name,
            "--preview",
            png.to_str().unwrap(),
            "--lane",
            lane,
            "--size",
            "64x48",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let image =
            fxr_formats::images::RgbaImage::from_png(&std::fs::read(&png).unwrap()).unwrap();
        assert_eq!((image.width, image.height), (64, 48));
        assert!(
            image
                .pixels
                .chunks_exact(4)
                .any(|p| p[..3].iter().any(|&c| c > 30)),
            "{name} drew something"
        );
    }
    let out = fxr_view(&[
        "materials",
        binder.to_str().unwrap(),
        "--name",
        "Fur",
        "--preview",
        dir.join("fur.png").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no preview program"));
    let out = fxr_view(&[
        "materials",
        binder.to_str().unwrap(),
        "--name",
        "Lake",
        "--preview",
        dir.join("x.png").to_str().unwrap(),
        "--lane",
        "gloss",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no lane \"gloss\""));
}
