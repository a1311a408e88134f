use super::read::{
    BONE_SIZE, DUMMY_SIZE, FACE_SET_SIZE, HEADER_SIZE, LAYOUT_SIZE, MATERIAL_SIZE, MESH_SIZE,
    VERTEX_BUFFER_SIZE,
};
use super::*;
use crate::testutil::{sample, sweep_corruptions};
use crate::{FormatError, Limits};

/// The Bloodborne samples and what their headers state (shared/testdata/README.md): meshes,
/// materials, bones, faces.
const BB_SAMPLES: [(&str, usize, usize, usize, i32); 6] = [
    ("bb/s00436.flver", 1, 1, 2, 100),
    ("bb/s01301.flver", 1, 1, 1, 16),
    ("bb/s05210.flver", 1, 1, 8, 608),
    ("bb/s08000.flver", 1, 1, 1, 546),
    ("bb/s10002.flver", 1, 1, 3, 378),
    ("bb/s11401.flver", 1, 1, 1, 979),
];

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

fn put_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn bloodborne_samples_read_with_the_counts_their_headers_state() {
    for (path, meshes, materials, bones, faces) in BB_SAMPLES {
        let Some(data) = sample(path) else { return };
        let flver = read(&data).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(flver.header.version, 0x20014, "{path}");
        assert_eq!(flver.meshes.len(), meshes, "{path}");
        assert_eq!(flver.materials.len(), materials, "{path}");
        assert_eq!(flver.bones.len(), bones, "{path}");
        assert_eq!(flver.header.face_count, faces, "{path}");
        // The stored counts follow the documented strip and motion-blur rules.
        let (counted, total) = flver.face_counts();
        assert_eq!(counted, i64::from(flver.header.face_count), "{path}");
        assert_eq!(total, i64::from(flver.header.total_face_count), "{path}");
        // The header's box lies in the bones' boxes, each placed by its bone's transform
        // (the placed corners of a rotated box enclose more than the box itself).
        let corners = (0..flver.bones.len()).flat_map(|i| {
            let m = flver.bone_transform(i).unwrap();
            let bb = flver.bones[i].bounding_box;
            (0..8).map(move |c| {
                let pick = |k: usize| {
                    if c >> k & 1 == 0 {
                        bb.min[k]
                    } else {
                        bb.max[k]
                    }
                };
                m.transform_point3([pick(0), pick(1), pick(2)].into())
                    .to_array()
            })
        });
        let placed = BoundingBox::around(corners).unwrap();
        let b = flver.bounds();
        for k in 0..3 {
            assert!(
                placed.min[k] <= b.min[k] + 1e-3 && placed.max[k] >= b.max[k] - 1e-3,
                "{path}: bones placed {placed:?}, header {b:?}"
            );
        }
        for i in 0..flver.meshes.len() {
            let mesh = flver
                .decode_mesh(i)
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(!mesh.vertices.positions.is_empty(), "{path}");
            assert!(!mesh.triangles().is_empty(), "{path}");
            assert!(
                mesh.triangles().len().is_multiple_of(3)
                    && mesh
                        .triangles()
                        .iter()
                        .all(|&v| (v as usize) < mesh.vertices.len()),
                "{path}"
            );
            for uv in &mesh.vertices.uvs {
                assert_eq!(uv.len(), mesh.vertices.len(), "{path}");
            }
        }
    }
    let Some(data) = sample("bb/s00436.flver") else {
        return;
    };
    let flver = read(&data).unwrap();
    let b = flver.bounds();
    let close = |a: [f32; 3], e: [f32; 3]| a.iter().zip(e).all(|(x, y)| (x - y).abs() < 5e-4);
    assert!(close(b.min, [-0.508, 0.002, -0.0]), "{b:?}");
    assert!(close(b.max, [0.508, 1.018, 0.018]), "{b:?}");
    // Its mesh is a flat plane in the space of its default bone (y = 0 there); the bone's
    // transform (rotation -90° about X, 0.51 up) stands it up into the header's box, whose
    // depth 0.018 is the second bone's offset.
    let mesh = flver.decode_mesh(0).unwrap();
    assert!(mesh.vertices.positions.iter().all(|p| p[1] == 0.0));
    let bone = flver
        .bone_transform(flver.meshes[0].default_bone_index as usize)
        .unwrap();
    let placed = BoundingBox::around(
        mesh.vertices
            .positions
            .iter()
            .map(|&p| bone.transform_point3(p.into()).to_array()),
    )
    .unwrap();
    assert!(close(placed.min, b.min), "{placed:?}");
    assert!(close(placed.max, [b.max[0], b.max[1], 0.0]), "{placed:?}");
    assert!((flver.bones[1].translation[2] - b.max[2]).abs() < 1e-6);
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn bloodborne_sample_s01301_has_the_documented_records() {
    let Some(data) = sample("bb/s01301.flver") else {
        return;
    };
    let flver = read(&data).unwrap();
    assert!(flver.header.unicode);
    assert_eq!(
        flver.header.index_size, 0,
        "0x20014 states the size per face set"
    );
    let m = &flver.materials[0];
    assert_eq!(m.mtd, "N:\\SPRJ\\data\\Material\\mtd\\sfx\\S[NL].mtd");
    assert_eq!(m.textures.len(), 1);
    assert_eq!(m.textures[0].type_name, "g_DiffuseTexture");
    assert_eq!(m.textures[0].path, "N:\\SPRJ\\data\\Sfx\\Tex\\s01302.tif");
    assert_eq!(flver.bones[0].name, "Plane006");
    // Two layouts, one of them used: position, normal, colour and a UV in 24 bytes.
    assert_eq!(flver.buffer_layouts.len(), 2);
    let used = &flver.buffer_layouts[flver.vertex_buffers[0].layout_index as usize];
    let members: Vec<(Semantic, MemberType)> = used
        .members
        .iter()
        .map(|m| (m.semantic, m.member_type))
        .collect();
    assert_eq!(
        members,
        [
            (Semantic::Position, MemberType::Float3),
            (Semantic::Normal, MemberType::Byte4B),
            (Semantic::VertexColor, MemberType::Byte4C),
            (Semantic::UV, MemberType::UV),
        ]
    );
    assert_eq!(used.size(), 24);
    let fs = &flver.face_sets[0];
    assert_eq!(
        (fs.index_size, fs.triangle_strip, fs.indices.len()),
        (16, false, 48)
    );
    let mesh = flver.decode_mesh(0).unwrap();
    assert_eq!(mesh.vertices.len(), 32);
    assert_eq!(mesh.triangles().len(), 48);
    assert_eq!(mesh.vertices.colors.len(), 1);
    assert_eq!(mesh.vertices.uvs.len(), 1);
    // Byte4B normals of a flat effect plane: unit length within the quantisation.
    for n in &mesh.vertices.normals {
        let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
        assert!((len - 1.0).abs() < 0.02, "{n:?}");
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn bloodborne_samples_round_trip_byte_for_byte() {
    for (path, ..) in BB_SAMPLES {
        let Some(data) = sample(path) else { return };
        let flver = read(&data).unwrap();
        let written = write(&flver).unwrap();
        assert_eq!(
            read(&written).unwrap(),
            flver,
            "{path}: read → write → read"
        );
        assert!(written == data, "{path}: written bytes differ");
    }
}

#[test]
fn fixtures_of_every_version_round_trip() {
    for version in MIN_VERSION..=MAX_VERSION {
        let flver = fixture(version).unwrap();
        let bytes = write(&flver).unwrap();
        assert_eq!(&bytes[..8], b"FLVER\0L\0");
        assert_eq!(u32_at(&bytes, 8), version);
        let back = read(&bytes).unwrap_or_else(|e| panic!("{version:#x}: {e}"));
        assert_eq!(back, flver, "{version:#x}");
        assert_eq!(write(&back).unwrap(), bytes, "{version:#x}");
        assert_eq!(back.skeletons.is_some(), version >= 0x2001A);
        // Decoding gives the vertices back exactly and converts the strip.
        let mesh = back.decode_mesh(0).unwrap();
        assert_eq!(mesh.vertices, fixture_vertices(), "{version:#x}");
        assert_eq!(mesh.triangles(), [0, 1, 3, 2, 3, 1, 1, 4, 2]);
        assert_eq!(mesh.face_sets[1].triangles, [0, 1, 2, 1, 4, 2]);
        assert_eq!(mesh.face_sets[2].triangles, [0, 1, 3, 2, 3, 1]);
        // Strip: 4 faces (one degenerate); list: 2; motion blur: 2 that do not count.
        assert_eq!(
            (back.header.face_count, back.header.total_face_count),
            (5, 8)
        );
        assert_eq!(back.bounds().max, [2.0, 1.0, 0.0]);
        assert_eq!(mesh.bounds(), Some(back.bounds()));
    }
}

#[test]
fn header_fields_sit_at_their_documented_offsets() {
    let flver = fixture(0x2001A).unwrap();
    let bytes = write(&flver).unwrap();
    // (offset, value) pairs from the layout table.
    let expected: [(usize, u32); 12] = [
        (0x14, 1), // dummies
        (0x18, 1), // materials
        (0x1C, 2), // bones
        (0x20, 1), // meshes
        (0x24, 2), // vertex buffers
        (0x40, 5), // face count
        (0x44, 8), // total face count
        (0x50, 3), // face sets
        (0x54, 2), // buffer layouts
        (0x58, 2), // textures
        (0x68, 4), // unk68
        (0x0C, u32_at(&bytes, 0x0C)),
    ];
    for (at, value) in expected {
        assert_eq!(u32_at(&bytes, at), value, "offset {at:#x}");
    }
    assert_eq!(bytes[0x49], 1, "UTF-16 strings");
    assert_eq!(
        u32_at(&bytes, 0x0C) as usize + u32_at(&bytes, 0x10) as usize,
        bytes.len()
    );
    assert!(u32_at(&bytes, 0x0C).is_multiple_of(16));
    // The 0x34 bytes of the box: min at 0x28, max at 0x34.
    assert_eq!(&bytes[0x34..0x38], &2.0f32.to_le_bytes());
}

#[test]
fn strip_rules_restart_and_skip_degenerate_triangles() {
    let strip = |indices: Vec<u32>| FaceSet {
        flags: 0,
        triangle_strip: true,
        cull_backfaces: true,
        unk06: 0,
        index_size: 16,
        indices,
    };
    // A restart resets the winding; a degenerate triangle flips it without drawing.
    let fs = strip(vec![0, 1, 2, 3, 0xFFFF, 4, 5, 6]);
    assert_eq!(fs.triangles(7), [0, 1, 2, 3, 2, 1, 4, 5, 6]);
    let fs = strip(vec![0, 1, 1, 2, 3]);
    assert_eq!(fs.triangles(4), [1, 2, 3]);
    assert_eq!(fs.face_counts(4), (1, 3));
    // 0xFFFF is an index, not a restart, in a mesh of 0xFFFF vertices or more; 0xFFFFFFFF
    // always restarts.
    let fs = strip(vec![0, 1, 0xFFFF]);
    assert_eq!(fs.triangles(0x10000), [0, 1, 0xFFFF]);
    let fs = strip(vec![0, 1, u32::MAX, 2]);
    assert!(fs.triangles(0x10000).is_empty());
    // Motion-blur strips count in the total only; lists count whole.
    let mut blur = strip(vec![0, 1, 2, 3]);
    blur.flags = FACE_SET_MOTION_BLUR;
    assert_eq!(blur.face_counts(4), (0, 2));
    let list = FaceSet {
        triangle_strip: false,
        ..strip(vec![0, 1, 2, 2, 3, 0, 1])
    };
    assert_eq!(list.triangles(4), [0, 1, 2, 2, 3, 0]);
    assert_eq!(list.face_counts(4), (2, 2));
}

/// The offset of the first layout member in a written fixture (one dummy, one material, two
/// bones, one mesh, three face sets, two vertex buffers).
fn first_member_offset(bytes: &[u8]) -> usize {
    let layouts = HEADER_SIZE
        + DUMMY_SIZE
        + MATERIAL_SIZE
        + 2 * BONE_SIZE
        + MESH_SIZE
        + 3 * FACE_SET_SIZE
        + 2 * VERTEX_BUFFER_SIZE;
    assert_eq!(LAYOUT_SIZE, 0x10);
    u32_at(bytes, layouts as usize + 12) as usize
}

#[test]
fn malformed_input_gives_typed_errors() {
    let bytes = write(&fixture(0x20014).unwrap()).unwrap();
    let err = |data: &[u8]| read(data).unwrap_err();

    // Bad version: an older FLVER2 is unsupported, anything else invalid.
    let mut bad = bytes.clone();
    put_u32(&mut bad, 8, 0x2000C);
    let e = err(&bad);
    assert!(
        matches!(
            e,
            FormatError::Unsupported {
                what: "version",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.offset(), 8);
    put_u32(&mut bad, 8, 0x12345);
    assert!(matches!(
        err(&bad),
        FormatError::Invalid {
            what: "version",
            ..
        }
    ));

    // Big-endian.
    let mut bad = bytes.clone();
    bad[6] = b'B';
    let e = err(&bad);
    assert!(
        matches!(e, FormatError::Unsupported { offset: 6, .. }),
        "{e}"
    );

    // An unknown member type, and a known type that is no form of its semantic.
    let member = first_member_offset(&bytes);
    let mut bad = bytes.clone();
    put_u32(&mut bad, member + 8, 0x19);
    let e = err(&bad);
    assert!(
        matches!(
            e,
            FormatError::Invalid {
                what: "member type",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.offset(), member as u64 + 8);
    put_u32(&mut bad, member + 8, MemberType::Byte4A as u32);
    let e = err(&bad);
    assert!(
        matches!(
            e,
            FormatError::Unsupported {
                what: "member type",
                ..
            }
        ),
        "{e}"
    );
    put_u32(&mut bad, member + 8, MemberType::EdgeCompressed as u32);
    assert!(matches!(err(&bad), FormatError::Unsupported { .. }));

    // A count the data cannot hold is refused before anything is allocated.
    let mut bad = bytes.clone();
    put_u32(&mut bad, 0x1C, 0x0FFF_FFFF);
    assert!(matches!(
        err(&bad),
        FormatError::UnexpectedEof { what: "bones", .. }
    ));
    put_u32(&mut bad, 0x1C, u32::MAX);
    assert!(matches!(
        err(&bad),
        FormatError::Invalid {
            what: "bone count",
            ..
        }
    ));

    // An offset past the end (the material's name).
    let mut bad = bytes.clone();
    put_u32(&mut bad, (HEADER_SIZE + DUMMY_SIZE) as usize, 0x7FFF_FFF0);
    assert!(matches!(err(&bad), FormatError::UnexpectedEof { .. }));

    // Edge-compressed face sets, by flag or by the header's index size 8.
    let face_set = (HEADER_SIZE + DUMMY_SIZE + MATERIAL_SIZE + 2 * BONE_SIZE + MESH_SIZE) as usize;
    let mut bad = bytes.clone();
    put_u32(&mut bad, face_set, FACE_SET_EDGE_COMPRESSED);
    let e = err(&bad);
    assert!(
        matches!(
            e,
            FormatError::Unsupported {
                what: "face set",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.offset(), face_set as u64);
    let mut bad = bytes.clone();
    bad[0x48] = 8;
    assert!(matches!(
        err(&bad),
        FormatError::Unsupported { offset: 0x48, .. }
    ));

    // A face set whose stored byte length disagrees with its count.
    let mut bad = bytes.clone();
    put_u32(&mut bad, face_set + 0x10, 3);
    assert!(matches!(
        err(&bad),
        FormatError::Invalid {
            what: "face set index bytes",
            ..
        }
    ));

    // A mesh pointing at a face set that does not exist.
    let mesh = face_set - MESH_SIZE as usize;
    let list = u32_at(&bytes, mesh + 0x24) as usize;
    let mut bad = bytes.clone();
    put_u32(&mut bad, list, 9);
    assert!(matches!(
        err(&bad),
        FormatError::Invalid {
            what: "mesh face set",
            ..
        }
    ));

    // A file shorter than its header's data offset and length is truncated.
    assert!(read(&bytes[..bytes.len() - 1]).is_err());
}

#[test]
fn unwritable_values_are_errors() {
    let good = fixture(0x2001B).unwrap();
    let mut bad = good.clone();
    bad.header.version = 0x20005;
    assert!(write(&bad).is_err());
    let mut bad = good.clone();
    bad.face_sets[0].indices.push(0x1_0000);
    assert!(write(&bad).is_err(), "a 16-bit set cannot hold 0x10000");
    let mut bad = good.clone();
    bad.vertex_buffers[0].data.pop();
    assert!(write(&bad).is_err());
    let mut bad = good.clone();
    bad.materials[0].gx_index = Some(3);
    assert!(write(&bad).is_err());
    let mut bad = good.clone();
    bad.meshes[0].face_set_indices.push(7);
    assert!(write(&bad).is_err());
    let mut bad = good;
    bad.header.unicode = false;
    bad.bones[0].name = "\u{1F600}".into();
    assert!(write(&bad).is_err(), "no Shift-JIS code for an emoji");
}

#[test]
fn shift_jis_models_round_trip() {
    let mut flver = fixture(0x20014).unwrap();
    flver.header.unicode = false;
    flver.bones[0].name = "ボーン①".into();
    let bytes = write(&flver).unwrap();
    assert_eq!(bytes[0x49], 0);
    assert_eq!(read(&bytes).unwrap(), flver);
}

#[test]
fn decoding_refuses_inconsistent_meshes() {
    let mut flver = fixture(0x20014).unwrap();
    flver.face_sets[1].indices[0] = 40;
    let e = flver.decode_mesh(0).unwrap_err();
    assert!(
        matches!(
            e,
            FormatError::Invalid {
                what: "face set index",
                ..
            }
        ),
        "{e}"
    );
    let mut flver = fixture(0x20014).unwrap();
    flver.vertex_buffers[1].vertex_count = 4;
    assert!(flver.decode_mesh(0).is_err());
    assert!(flver.decode_mesh(1).is_err());
    let tiny = crate::Limits { max_alloc: 64 };
    assert!(matches!(
        fixture(0x20014).unwrap().decode_mesh_with_limits(0, &tiny),
        Err(FormatError::TooLarge { .. })
    ));
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn corruptions_never_panic() {
    for version in [0x20010, 0x20014, 0x2001A, 0x2001B, 0x20021] {
        let bytes = write(&fixture(version).unwrap()).unwrap();
        // Dark Souls 2 files end with padding to 32 bytes after the data the header states,
        // which a truncation may cut without the reader noticing.
        sweep_corruptions(&bytes, version == 0x20010, read);
    }
    for (path, ..) in BB_SAMPLES.iter().take(2) {
        let Some(data) = sample(path) else { return };
        sweep_corruptions(&data, false, read);
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn fuzz_hook_accepts_fixtures_and_samples() {
    for version in MIN_VERSION..=MAX_VERSION {
        fuzz(&write(&fixture(version).unwrap()).unwrap());
        for gx_lists in [GxListSharing::SharedEnds, GxListSharing::Separate] {
            let layout = FileLayout {
                gx_lists,
                ..FileLayout::for_version(version)
            };
            fuzz(&write(&fixture_layouts(version, layout).unwrap()).unwrap());
        }
    }
    fuzz(&[0; 16]);
    fuzz(b"FLVER\0L\0");
    for (path, ..) in BB_SAMPLES {
        let Some(data) = sample(path) else { return };
        fuzz(&data);
    }
}

#[test]
fn summary_names_meshes_materials_and_layouts() {
    let flver = fixture(0x2001B).unwrap();
    let s = summary::summarize(&flver);
    assert_eq!(s.version, "0x2001b");
    assert_eq!(s.games, Some("Armored Core 6"));
    assert_eq!(s.meshes[0].vertex_count, 5);
    assert_eq!(s.meshes[0].face_count, 3);
    assert_eq!(s.meshes[0].face_sets[1].kinds, ["lod1"]);
    assert_eq!(s.meshes[0].face_sets[2].kinds, ["motion_blur"]);
    assert_eq!(s.materials[0].textures.len(), 2);
    assert_eq!(s.buffer_layouts[0].size, 16 + 8 + 4 + 8 + 4 + 4 + 16);
    let text = summary::describe(&flver);
    assert!(
        text.starts_with("FLVER 0x2001b (Armored Core 6): 1 meshes"),
        "{text}"
    );
    assert!(
        text.contains("texture g_DiffuseTexture = N:\\SPRJ"),
        "{text}"
    );
}

/// The header check a library runs when it indexes a model: it agrees with the whole read on
/// the header's errors (same offset and kind) and needs only the first 0x14 bytes.
#[test]
fn the_header_check_reads_the_first_bytes_only() {
    let limits = Limits::default();
    let bytes = write(&fixture(0x2001A).unwrap()).unwrap();
    let total = bytes.len() as u64;
    assert_eq!(check_header(&bytes[..0x14], total, &limits), Ok(0x2001A));
    // The data reaches past a shorter file: both say so at 0x0C.
    let short = total - 1;
    let whole = read(&bytes[..short as usize]).unwrap_err();
    assert_eq!(check_header(&bytes[..0x14], short, &limits), Err(whole));
    let mut big = bytes.clone();
    big[6] = b'B';
    let refused = check_header(&big, total, &limits).unwrap_err();
    assert_eq!(refused, read(&big).unwrap_err());
    assert!(matches!(
        refused,
        FormatError::Unsupported { offset: 6, .. }
    ));
    let mut old = bytes.clone();
    put_u32(&mut old, 8, 0x2000C);
    assert_eq!(
        check_header(&old, total, &limits),
        Err(read(&old).unwrap_err())
    );
    // A file over the limits is refused before anything is read.
    let tight = Limits { max_alloc: 16 };
    assert!(check_header(&bytes[..0x14], total, &tight).is_err());
}

/// The material records' GX offsets of a written file.
fn gx_offsets(bytes: &[u8], flver: &Flver) -> Vec<u32> {
    let materials = HEADER_SIZE as usize + flver.dummies.len() * DUMMY_SIZE as usize;
    (0..flver.materials.len())
        .map(|i| u32_at(bytes, materials + i * MATERIAL_SIZE as usize + 0x14))
        .collect()
}

/// GX lists that end alike: the games' files store such an end once and point into it (an
/// Elden Ring model's `GX00` list at the `GX00` of another material's `GXMD`, `GX00`); a file
/// that stored it again is written back so, 64 bytes longer (the list: one item of 12 + 40
/// bytes and a terminator of 12).
#[test]
fn gx_lists_that_end_alike_are_shared_or_repeated_as_the_file_had_them() {
    for version in [0x20014, 0x2001A, 0x20021] {
        let games = FileLayout::for_version(version);
        assert_eq!(games.gx_lists, GxListSharing::SharedEnds);
        let shared = fixture_layouts(version, games).unwrap();
        let bytes = write(&shared).unwrap();
        let back = read(&bytes).unwrap();
        assert_eq!(back, shared, "{version:#x}");
        assert_eq!(write(&back).unwrap(), bytes, "{version:#x}");
        // Materials 1 to 4: GXMD+GX00, another GXMD+GX00, GX00 alone, the first again.
        let at = gx_offsets(&bytes, &shared);
        let (first, second) = (at[1], at[2]);
        assert_eq!(second, first + 12 + 44 + 12 + 40 + 12, "{version:#x}");
        assert_eq!(
            at[3],
            first + 12 + 44,
            "{version:#x}: GX00 inside the first"
        );
        assert_eq!(at[4], first, "{version:#x}");
        assert_eq!(back.gx_lists.len(), 4);

        let separate = FileLayout {
            gx_lists: GxListSharing::Separate,
            ..games
        };
        let repeated = fixture_layouts(version, separate).unwrap();
        let longer = write(&repeated).unwrap();
        assert_eq!(longer.len(), bytes.len() + 64, "{version:#x}");
        let back = read(&longer).unwrap();
        assert_eq!(back, repeated, "{version:#x}");
        assert_eq!(back.file_layout.gx_lists, GxListSharing::Separate);
        assert_eq!(write(&back).unwrap(), longer, "{version:#x}");
        let at = gx_offsets(&longer, &repeated);
        assert_eq!(at[3], at[2] + 12 + 44 + 12 + 40 + 12, "{version:#x}: whole");
        // The same model either way.
        let mut same = back.clone();
        same.file_layout = games;
        assert_eq!(same, shared);
    }
}

/// A mesh without bone indices points its list at the group's start (Dark Souls 3 to Elden
/// Ring) or at 0 (Nightreign); a file that shows neither is given the games' way for its
/// version, which writes the same bytes.
#[test]
fn empty_bone_index_lists_point_where_the_file_pointed_them() {
    let meshes = |flver: &Flver| {
        HEADER_SIZE as usize
            + flver.dummies.len() * DUMMY_SIZE as usize
            + flver.materials.len() * MATERIAL_SIZE as usize
            + flver.bones.len() * BONE_SIZE as usize
    };
    for version in [0x20014, 0x2001A, 0x20021] {
        for empty in [EmptyBoneIndices::GroupStart, EmptyBoneIndices::Zero] {
            let layout = FileLayout {
                empty_bone_indices: empty,
                ..FileLayout::for_version(version)
            };
            let flver = fixture_layouts(version, layout).unwrap();
            let bytes = write(&flver).unwrap();
            let at = meshes(&flver);
            // Mesh 0 has two bone indices, at the group's start; mesh 1 none.
            let group = u32_at(&bytes, at + 0x1C);
            assert!(group > 0);
            let pointed = u32_at(&bytes, at + MESH_SIZE as usize + 0x1C);
            match empty {
                EmptyBoneIndices::GroupStart => assert_eq!(pointed, group),
                EmptyBoneIndices::Zero => assert_eq!(pointed, 0),
            }
            let back = read(&bytes).unwrap();
            assert_eq!(back, flver, "{version:#x} {empty:?}");
            assert_eq!(write(&back).unwrap(), bytes, "{version:#x} {empty:?}");
        }
    }
    assert_eq!(
        FileLayout::for_version(0x2001A).empty_bone_indices,
        EmptyBoneIndices::GroupStart
    );
    assert_eq!(
        FileLayout::for_version(0x20021).empty_bone_indices,
        EmptyBoneIndices::Zero
    );
    // Every mesh of the plain fixture has bone indices: the version decides.
    for version in [0x2001A, 0x20021] {
        let back = read(&write(&fixture(version).unwrap()).unwrap()).unwrap();
        assert_eq!(back.file_layout, FileLayout::for_version(version));
    }
}

/// Every model of the real-file corpus, loose or inside DCX and binders (`docs/corpus.md`),
/// reads, decodes to drawable geometry and is written back byte for byte.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn every_corpus_model_is_written_back_byte_for_byte() {
    use crate::testutil::{files_under, shared_corpus};
    use crate::{bnd4, probe};
    let Some(corpus) = shared_corpus() else {
        return;
    };
    let limits = Limits::default();
    let mut models = Vec::new();
    for path in files_under(&corpus) {
        let data = std::fs::read(&path).unwrap();
        let name = path.strip_prefix(&corpus).unwrap().display().to_string();
        let unwrapped = probe::unwrap_dcx(&data, &limits)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .data
            .into_owned();
        if unwrapped.starts_with(b"FLVER\0") {
            models.push((name, unwrapped));
        } else if unwrapped.starts_with(b"BND4") {
            let binder = bnd4::read(&unwrapped).unwrap_or_else(|e| panic!("{name}: {e}"));
            for e in binder.entries {
                if e.data.starts_with(b"FLVER\0") {
                    models.push((format!("{name}!{:?}", e.name), e.data.to_vec()));
                }
            }
        }
    }
    assert!(!models.is_empty(), "no FLVER in the corpus");
    let mut versions = std::collections::BTreeMap::new();
    for (name, data) in &models {
        let flver = read(data).unwrap_or_else(|e| panic!("{name}: {e}"));
        *versions
            .entry(format!("{:#x}", flver.header.version))
            .or_insert(0) += 1;
        let written = write(&flver).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read(&written).unwrap(), flver, "{name}: read, write, read");
        let at = written.iter().zip(data).position(|(a, b)| a != b);
        assert!(
            written == *data,
            "{name}: first difference at {at:?} ({} bytes written, {} read)",
            written.len(),
            data.len()
        );
        let geometry =
            ModelGeometry::from_flver(&flver, &limits).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(geometry.triangle_count() > 0, "{name}: nothing to draw");
        for mesh in &geometry.meshes {
            assert!(
                mesh.indices
                    .iter()
                    .all(|&i| (i as usize) < mesh.vertices.len()),
                "{name}"
            );
        }
        let summary = summary::summarize(&flver);
        assert!(
            summary.games.is_some(),
            "{name}: {:#x}",
            flver.header.version
        );
    }
    eprintln!("{} models by version: {versions:?}", models.len());
}

/// Nightreign's models (0x20021) have the records of 0x2001A; their meshes without bone
/// indices point that list at 0.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn nightreign_models_read_as_version_0x20021() {
    let Some(corpus) = crate::testutil::shared_corpus() else {
        return;
    };
    // (file, bones, vertex buffers, vertices, triangles), as their headers state them.
    let models = [
        ("nr/s82030.flver", 1, 1, 75, 112),
        ("nr/s83019.flver", 107, 1, 187, 320),
        ("nr/s84240.flver", 1, 6, 210, 266),
    ];
    for (path, bones, buffers, vertices, triangles) in models {
        let data = std::fs::read(corpus.join(path)).unwrap();
        let flver = read(&data).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(flver.header.version, 0x20021, "{path}");
        assert_eq!(version_games(0x20021), Some("Elden Ring Nightreign"));
        assert_eq!(
            flver.file_layout.empty_bone_indices,
            EmptyBoneIndices::Zero,
            "{path}"
        );
        assert!(flver.meshes[0].bone_indices.is_empty());
        assert!(flver.skeletons.is_some() && flver.meshes[0].bounding_box.unwrap().unk.is_some());
        assert_eq!(flver.bones.len(), bones, "{path}");
        assert_eq!(flver.vertex_buffers.len(), buffers, "{path}");
        assert_eq!(flver.header.face_count, triangles, "{path}");
        let mesh = flver.decode_mesh(0).unwrap();
        assert_eq!(mesh.vertices.len(), vertices, "{path}");
        assert_eq!(mesh.triangles().len(), triangles as usize * 3, "{path}");
        let (counted, total) = flver.face_counts();
        assert_eq!(
            (counted, total),
            (
                i64::from(flver.header.face_count),
                i64::from(flver.header.total_face_count)
            ),
            "{path}"
        );
    }
}

/// The two Elden Ring models whose GX lists share an end: one material's list is the `GX00`
/// item (and terminator) inside the first material's `GXMD`, `GX00` list.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn elden_ring_models_share_the_ends_of_gx_lists() {
    let Some(corpus) = crate::testutil::shared_corpus() else {
        return;
    };
    // (file, each material's GX offset, the material whose list is inside the first's)
    let models = [
        ("er/s87981.flver", [0x6E0, 0x758, 0x718], 2),
        ("er/s88054.flver", [0x6E0, 0x718, 0x6E0], 1),
    ];
    for (path, offsets, inside) in models {
        let data = std::fs::read(corpus.join(path)).unwrap();
        let flver = read(&data).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(gx_offsets(&data, &flver), offsets, "{path}");
        assert_eq!(flver.file_layout.gx_lists, GxListSharing::SharedEnds);
        // The shared list is the GX00 item and terminator that end the first.
        let first = &flver.gx_lists[0];
        let shared = &flver.gx_lists[flver.materials[inside].gx_index.unwrap() as usize];
        assert_eq!(first.items.len(), 2);
        assert_eq!(shared.items[..], first.items[1..], "{path}");
        assert_eq!(&shared.items[0].id, b"GX00");
        assert_eq!(write(&flver).unwrap(), data, "{path}");
    }
}

/// GX lists may lie inside one another, so a small file can name lists that together hold far
/// more than it: that is bounded by the limits like one allocation.
#[test]
fn nested_gx_lists_are_bounded_by_the_limits() {
    let mut flver = fixture(0x2001A).unwrap();
    let items: Vec<GxItem> = (0..200)
        .map(|i: i32| GxItem {
            id: *b"GX00",
            unk04: i,
            data: Vec::new(),
        })
        .collect();
    // One list of 200 items and each of its ends: one list in the file, 200 materials in it.
    flver.gx_lists = (0..200)
        .map(|first| GxList {
            items: items[first..].to_vec(),
            terminator_id: i32::MAX,
            terminator_unk: 100,
            terminator_padding: 0,
        })
        .collect();
    let base = flver.materials[0].clone();
    flver.materials = (0..200)
        .map(|i| Material {
            gx_index: Some(i),
            textures: Vec::new(),
            ..base.clone()
        })
        .collect();
    let bytes = write(&flver).unwrap();
    assert!(bytes.len() < 40_000, "{}", bytes.len());
    assert_eq!(read(&bytes).unwrap(), flver);
    let tight = Limits { max_alloc: 100_000 };
    let e = read_with_limits(&bytes, &tight).unwrap_err();
    assert!(
        matches!(
            e,
            FormatError::TooLarge {
                what: "GX lists",
                ..
            }
        ),
        "{e}"
    );
}
