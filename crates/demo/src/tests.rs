use super::builder::*;
use super::models::*;
use super::textures::*;
use super::*;
use fxr_formats::dds::TextureFormat;
use fxr_formats::flver::{self, ModelGeometry};
use fxr_formats::fxr::{Action, Field, Node, NodeType, Property, PropertyFunction};
use fxr_formats::testutil::sample;
use fxr_formats::{Limits, bnd4, dcx, dds, tpf};
use fxr_library::Library;
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::instances::{Instances, ViewInfo};
use fxr_sim::playback::{Playback, PlaybackOptions};
use glam::Vec3;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The binder, built once for all tests.
fn binder() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| demo_binder().expect("the demo builds"))
}

fn library() -> Library {
    let mut library = Library::new();
    let summary = library
        .open(DEMO_BINDER_NAME, binder())
        .expect("the binder opens");
    assert!(summary.errors.is_empty(), "{:?}", summary.errors);
    library
}

#[test]
fn the_binder_reads_back_and_every_file_round_trips() {
    let outer = dcx::read(binder()).unwrap();
    assert_eq!(outer.compression, DEMO_COMPRESSION);
    assert_eq!(outer.compression.algorithm, dcx::DcxAlgorithm::Deflate);
    let bnd = bnd4::read(&outer.data).unwrap();
    assert_eq!(bnd, demo_bnd().unwrap());
    assert_eq!(
        bnd4::write(&bnd).unwrap(),
        outer.data,
        "the binder writes back byte for byte"
    );
    assert_eq!(bnd.format(), bnd4::Bnd4Format::ER);

    let effects = demo_effects().unwrap();
    let textures = demo_textures().unwrap();
    let models = demo_models().unwrap();
    assert_eq!(
        bnd.entries.len(),
        effects.len() + textures.len() + models.len()
    );
    for (index, effect) in effects.iter().enumerate() {
        let entry = &bnd.entries[index];
        assert_eq!(entry.id, Some(index as i32));
        assert_eq!(
            entry.name.as_deref(),
            Some(format!("{EFFECT_FOLDER}f{:09}.fxr", effect.id).as_str())
        );
        let read = fxr::read(&entry.data).unwrap();
        assert_eq!(&read, effect, "effect {} reads back as built", effect.id);
        assert_eq!(
            fxr::write(&read).unwrap(),
            entry.data,
            "effect {} writes back byte for byte",
            effect.id
        );
    }
    for (k, texture) in textures.iter().enumerate() {
        let entry = &bnd.entries[effects.len() + k];
        assert_eq!(entry.id, Some(TEXTURE_ENTRY_ID + k as i32));
        assert_eq!(
            entry.name.as_deref(),
            Some(format!("{TEXTURE_FOLDER}{}.tpf", texture.name).as_str())
        );
        assert!(
            bnd.lookup(&format!("{TEXTURE_FOLDER}{}.tpf", texture.name))
                .is_some(),
            "the hash table finds {}",
            texture.name
        );
        let pack = tpf::read(&entry.data).unwrap();
        assert_eq!(tpf::write(&pack).unwrap(), entry.data);
        assert_eq!(pack.textures.len(), 1);
        assert_eq!(pack.textures[0].name, texture.name);
        let read = pack.textures[0].dds().unwrap();
        assert_eq!(read, texture.dds);
        assert_eq!(dds::write(&read).unwrap(), pack.textures[0].data);
        assert_eq!(u32::from(pack.textures[0].mip_count), read.mip_count);
        assert_eq!(tpf::texture_id(&texture.name), Some(texture.id as u32));
    }
    for (k, model) in models.iter().enumerate() {
        let entry = &bnd.entries[effects.len() + textures.len() + k];
        let path = format!("{MODEL_FOLDER}{}.flver", model.name);
        assert_eq!(entry.id, Some(MODEL_ENTRY_ID + k as i32));
        assert_eq!(entry.name.as_deref(), Some(path.as_str()));
        assert!(bnd.lookup(&path).is_some(), "the hash table finds {path}");
        let read = flver::read(&entry.data).unwrap();
        assert_eq!(read, model.flver, "model {} reads back as built", model.id);
        assert_eq!(flver::write(&read).unwrap(), entry.data);
        assert_eq!(fxr_library::model_id(&path), Some(model.id));
    }
    let files = demo_files().unwrap();
    assert_eq!(files[0].0, "f000001000.fxr");
    assert!(files.iter().any(|(name, _)| name == "s90005_n.tpf"));
    assert_eq!(
        files[files.len() - 2..]
            .iter()
            .map(|(name, _)| name.as_str())
            .collect::<Vec<_>>(),
        ["s90101.flver", "s90102.flver"]
    );
}

#[test]
fn generation_is_deterministic() {
    assert_eq!(demo_binder().unwrap(), binder());
    assert_eq!(demo_textures().unwrap(), demo_textures().unwrap());
}

#[test]
fn the_list_names_every_effect_in_order() {
    let ids: Vec<i32> = demo_effects().unwrap().iter().map(|e| e.id).collect();
    let listed: Vec<i32> = DEMO_EFFECTS.iter().map(|e| e.0).collect();
    assert_eq!(ids, listed);
}

#[test]
fn the_library_finds_every_effect_and_every_texture_they_name() {
    let library = library();
    let ids: Vec<i32> = library.effects().map(|(id, _)| *id).collect();
    assert_eq!(ids, DEMO_EFFECTS.iter().map(|e| e.0).collect::<Vec<_>>());
    let mut named = BTreeSet::new();
    let mut models = BTreeSet::new();
    for &(id, _) in DEMO_EFFECTS {
        let summary = library.summary(id).unwrap();
        for t in &summary.textures {
            assert!(
                library.texture(*t).is_some(),
                "effect {id} names texture {t}, which the binder lacks"
            );
            named.insert(*t);
        }
        models.extend(summary.models.iter().copied());
    }
    // The models' textures count as used: the effects draw them on their models.
    for &m in &models {
        let geometry = library.model(m).unwrap().geometry().unwrap();
        named.extend(
            geometry
                .meshes
                .iter()
                .flat_map(|mesh| mesh.textures.iter().filter_map(|t| t.id)),
        );
    }
    let all: BTreeSet<i32> = demo_textures().unwrap().iter().map(|t| t.id).collect();
    assert_eq!(named, all, "every texture is used by some effect");
    let all_models: BTreeSet<i32> = demo_models().unwrap().iter().map(|m| m.id).collect();
    assert_eq!(models, all_models, "every model is used by some effect");
    let indexed: Vec<i32> = library.models().map(|(&id, _)| id).collect();
    assert_eq!(indexed, [RING_MODEL, SHARD_MODEL]);
    assert_eq!(
        library.summary(1011).unwrap().models,
        [RING_MODEL, SHARD_MODEL]
    );
    assert_eq!(library.summary(1012).unwrap().models, [RING_MODEL]);
    assert_eq!(library.texture(NORMAL_MAP).unwrap().name, "s90005_n");
    assert_eq!(library.summary(1010).unwrap().references, vec![1002]);
}

/// Every model particle (605, 10015) of the demo names a model the binder holds, the model
/// reads, and every texture its materials name is in the binder: nothing the model renderer
/// draws falls back to a placeholder.
#[test]
fn every_model_particle_names_a_model_of_the_binder_with_its_textures() {
    let library = library();
    let mut types = BTreeSet::new();
    for effect in demo_effects().unwrap() {
        for action in effect.actions() {
            if !matches!(action.action_type, 605 | 10015) {
                continue;
            }
            types.insert(action.action_type);
            let ids = fxr_library::model_ids(action, effect.game);
            assert_eq!(ids.len(), 1, "effect {}: {ids:?}", effect.id);
            let model = library.model(ids[0]).unwrap_or_else(|| {
                panic!(
                    "effect {} names model {}, which the binder lacks",
                    effect.id, ids[0]
                )
            });
            let geometry = model.geometry().unwrap();
            assert!(geometry.triangle_count() > 0);
            for mesh in &geometry.meshes {
                let diffuse = mesh.diffuse().unwrap();
                assert_eq!(diffuse.slot, "g_DiffuseTexture");
                for t in &mesh.textures {
                    let id = t.id.unwrap_or_else(|| panic!("{} names no id", t.path));
                    assert!(
                        library.texture(id).is_some(),
                        "model {} names texture {id}, which the binder lacks",
                        ids[0]
                    );
                }
            }
        }
    }
    assert_eq!(types, BTreeSet::from([605, 10015]));
}

/// The models read back as built and decode to what they were made of: the ring 48 × 6
/// quads, the shard 12 flat faces, one mesh each on the root bone, textured with the bands,
/// wound as the games' models are (the face's (b − a) × (c − a) against its normals).
#[test]
fn the_models_decode_to_their_triangles_normals_and_texture() {
    let models = demo_models().unwrap();
    assert_eq!(
        models.iter().map(|m| m.id).collect::<Vec<_>>(),
        [RING_MODEL, SHARD_MODEL]
    );
    let expected = [
        (
            RING_SEGMENTS * RING_SIDES * 2,
            (RING_SEGMENTS + 1) * (RING_SIDES + 1),
        ),
        (12, 36),
    ];
    for (model, (triangles, vertices)) in models.iter().zip(expected) {
        let bytes = super::models::model_bytes(model).unwrap();
        let read = flver::read(&bytes).unwrap();
        assert_eq!(read, model.flver);
        assert_eq!(read.header.version, 0x2001A);
        assert_eq!(read.bones.len(), 1);
        assert_eq!(read.bone_transform(0), Some(glam::Mat4::IDENTITY));
        assert_eq!(read.materials[0].mtd, MODEL_MATERIAL);
        let g = ModelGeometry::from_flver(&read, &Limits::default()).unwrap();
        assert_eq!(
            (g.meshes.len(), g.triangle_count(), g.vertex_count()),
            (1, triangles, vertices),
            "{}",
            model.name
        );
        assert_eq!(
            read.header.face_count as usize, triangles,
            "the header counts the faces"
        );
        let mesh = &g.meshes[0];
        let diffuse = mesh.diffuse().unwrap();
        assert_eq!(
            (diffuse.slot.as_str(), diffuse.id),
            ("g_DiffuseTexture", Some(BANDS))
        );
        assert!(mesh.cull_backfaces);
        assert!(mesh.vertices.iter().all(|v| v.color == [255; 4]));
        let decoded = read.decode_mesh(0).unwrap();
        assert!(decoded.vertices.normal_bones.iter().all(|&b| b == 0));
        for t in mesh.indices.chunks(3) {
            let p = |i: u32| Vec3::from(mesh.vertices[i as usize].position);
            let n: Vec3 = t
                .iter()
                .map(|&i| Vec3::from(mesh.vertices[i as usize].normal))
                .sum();
            let face = (p(t[1]) - p(t[0])).cross(p(t[2]) - p(t[0]));
            assert!(face.dot(n) < 0.0, "{}: triangle {t:?}", model.name);
        }
        for v in &mesh.vertices {
            let n = Vec3::from(v.normal);
            assert!((n.length() - 1.0).abs() < 1e-3, "{n}");
            // Normals point away from the middle (of the tube, for the ring).
            let p = Vec3::from(v.position);
            let centre = if model.id == RING_MODEL {
                Vec3::new(p.x, p.y, 0.0).normalize() * RING_RADIUS
            } else {
                Vec3::ZERO
            };
            assert!(n.dot(p - centre) > 0.0, "{}: {p} {n}", model.name);
        }
    }
    let ring = ModelGeometry::from_flver(&models[0].flver, &Limits::default()).unwrap();
    // Radius 1 to the tube's centre, U once round, V once across.
    assert!((ring.bounds.max[0] - 1.08).abs() < 1e-3 && (ring.bounds.min[1] + 1.08).abs() < 1e-3);
    let us: Vec<f32> = ring.meshes[0].vertices.iter().map(|v| v.uv[0]).collect();
    let vs: Vec<f32> = ring.meshes[0].vertices.iter().map(|v| v.uv[1]).collect();
    for values in [us, vs] {
        let (lo, hi) = values
            .iter()
            .fold((f32::MAX, f32::MIN), |(lo, hi), &x| (lo.min(x), hi.max(x)));
        assert_eq!((lo, hi), (0.0, 1.0));
    }
}

/// The appearance kinds each effect must draw at every checked time.
fn expected_kinds(id: i32) -> Vec<AppearanceKind> {
    use AppearanceKind::*;
    match id {
        1000 => vec![Billboard],
        1001 => vec![MultiTextureBillboard],
        1002 => vec![PointSprite],
        1003 => vec![Line, QuadLine],
        1004 => vec![Tracer, Billboard],
        1005 => vec![Distortion, Billboard],
        1006 => vec![RadialBlur, Billboard],
        1007 => vec![PointLight, Billboard],
        1008 => vec![Billboard],
        1009 => vec![Billboard],
        // The proxy's 1002 should add PointSprite; playback does not step a proxy's children
        // (see proxy_children_play).
        1010 => vec![Billboard],
        1011 | 1012 => vec![Model],
        1013 => vec![LensFlare, Billboard],
        1014 => vec![LightShaft],
        1015 => vec![SpotLight, Billboard],
        1016..=1019 => vec![GpuParticles],
        1020 => vec![Billboard],
        _ => panic!("no expectation for {id}"),
    }
}

/// Where the instances are (quad centres, line ends, trail points, light positions).
fn positions(instances: &Instances) -> Vec<Vec3> {
    let centre = |rows: &[[f32; 4]; 3]| Vec3::new(rows[0][3], rows[1][3], rows[2][3]);
    match instances {
        Instances::Billboard(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::MultiTexture(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::Line(v) => v
            .iter()
            .flat_map(|i| {
                [
                    Vec3::new(i.start[0], i.start[1], i.start[2]),
                    Vec3::new(i.end[0], i.end[1], i.end[2]),
                ]
            })
            .collect(),
        Instances::Tracer(v) => v
            .iter()
            .map(|i| Vec3::new(i.a[0], i.a[1], i.a[2]))
            .collect(),
        Instances::Distortion(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::RadialBlur(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::Model(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::Light(v) => v
            .iter()
            .map(|i| Vec3::new(i.position[0], i.position[1], i.position[2]))
            .collect(),
        Instances::LensFlare(v) => v
            .iter()
            .map(|i| Vec3::new(i.source[0], i.source[1], i.source[2]))
            .collect(),
        Instances::LightShaft(v) => v.iter().map(|i| centre(&i.rows)).collect(),
        Instances::SpotLight(v) => v
            .iter()
            .map(|i| Vec3::new(i.position[0], i.position[1], i.position[2]))
            .collect(),
    }
}

#[test]
fn every_effect_compiles_and_plays_its_appearances_in_frame() {
    let library = library();
    let view = ViewInfo::looking_at(Vec3::new(0.0, 1.0, -6.0), Vec3::new(0.0, 1.0, 0.0));
    for &(id, _) in DEMO_EFFECTS {
        let program = fxr_sim::compile_effect(&library, id).unwrap();
        // Only 1020's sound is taken in part (listed, not played).
        assert!(
            program
                .unsupported
                .iter()
                .all(|u| id == 1020 && u.partial && u.action_type == 75),
            "effect {id}: {:?}",
            program.unsupported
        );
        let mut play = Playback::new(program, PlaybackOptions::default());
        for t in [0.5, 1.5, 3.0] {
            let frame = play.frame(t, &view);
            let kinds: BTreeSet<String> = frame
                .draws
                .iter()
                .map(|d| format!("{:?}", d.kind))
                .collect();
            for kind in expected_kinds(id) {
                assert!(
                    kinds.contains(&format!("{kind:?}")),
                    "effect {id} at {t} s draws no {kind:?}: {kinds:?}"
                );
            }
            for d in &frame.draws {
                assert!(
                    d.instances.all_finite(),
                    "effect {id} at {t} s: a non-finite value in {}",
                    d.node
                );
                for p in positions(&d.instances) {
                    assert!(
                        p.x.abs() < 2.5 && p.z.abs() < 2.5 && p.y > -0.5 && p.y < 3.0,
                        "effect {id} at {t} s: {} draws at {p}, out of frame",
                        d.node
                    );
                }
            }
        }
    }
}

#[test]
fn both_tracer_actions_draw() {
    let library = library();
    let mut play = Playback::new(
        fxr_sim::compile_effect(&library, 1004).unwrap(),
        PlaybackOptions::default(),
    );
    let frame = play.frame(1.0, &ViewInfo::default());
    let types: BTreeSet<i16> = frame
        .draws
        .iter()
        .filter(|d| d.kind == AppearanceKind::Tracer)
        .map(|d| d.action_type)
        .collect();
    assert_eq!(types, BTreeSet::from([606, 10012]));
    // The trails curve: the comet's trail spans more than a metre of its circle.
    let trail = frame.draws.iter().find(|d| d.action_type == 10012).unwrap();
    let points = positions(&trail.instances);
    let spread = points
        .iter()
        .fold(0.0f32, |m, p| m.max(p.distance(points[0])));
    assert!(
        points.len() > 10 && spread > 1.0,
        "{} points spread {spread}",
        points.len()
    );
}

#[test]
fn effect_1009_takes_turns_between_its_states_and_follows_the_time_of_day() {
    let library = library();
    let program = fxr_sim::compile_effect(&library, 1009).unwrap();
    let mut play = Playback::new(program.clone(), PlaybackOptions::default());
    let config_at = |play: &mut Playback, t: f32| {
        let frame = play.frame(t, &ViewInfo::default());
        frame
            .draws
            .iter()
            .map(|d| d.config)
            .collect::<BTreeSet<_>>()
    };
    assert_eq!(config_at(&mut play, 1.0), BTreeSet::from([0]));
    // After a switch the new config draws; the old config's particles live out their lives
    // with the config that made them.
    assert!(config_at(&mut play, 3.0).contains(&1));
    assert!(config_at(&mut play, 5.0).contains(&0));
    assert!(!config_at(&mut play, 1.9).contains(&1));

    let colour = |externals: &[(i32, f32)]| {
        let mut options = PlaybackOptions::default();
        for &(k, v) in externals {
            options.externals.0.insert(k, v);
        }
        let mut play = Playback::new(program.clone(), options);
        match &play.frame(0.5, &ViewInfo::default()).draws[0].instances {
            Instances::Billboard(v) => v[0].color,
            other => panic!("{other:?}"),
        }
    };
    let (night, noon) = (colour(&[]), colour(&[(effects::TIME_OF_DAY, 12.0)]));
    assert!(
        noon[0] > night[0] && noon[2] < night[2],
        "night {night:?}, noon {noon:?}"
    );
    // Terminate: once external value 0 is 1 the effect stops emitting and dies out.
    let mut ending = PlaybackOptions::default();
    ending.externals.0.insert(TERMINATE, 1.0);
    let mut play = Playback::new(program, ending);
    assert_eq!(play.frame(3.0, &ViewInfo::default()).instance_count(), 0);
}

#[test]
fn billboards_walk_through_the_flipbook_and_fade() {
    let library = library();
    let mut play = Playback::new(
        fxr_sim::compile_effect(&library, 1000).unwrap(),
        PlaybackOptions::default(),
    );
    let frame = play.frame(1.5, &ViewInfo::default());
    let Instances::Billboard(embers) = &frame.draws[0].instances else {
        panic!()
    };
    let cells: BTreeSet<(u32, u32)> = embers
        .iter()
        .map(|i| ((i.cell[0] * 4.0) as u32, (i.cell[1] * 4.0) as u32))
        .collect();
    assert!(
        cells.len() > 4,
        "particles of different ages show different frames: {cells:?}"
    );
    assert!(
        embers.iter().any(|i| i.cell_size[2] > 0.0),
        "frames blend (interpolateFrames)"
    );
    let alphas: BTreeSet<u8> = embers.iter().map(|i| i.color[3]).collect();
    assert!(alphas.len() > 4, "colour fades with age: {alphas:?}");
}

/// A reproduction for playback: a proxy node has no config, so it never activates and its
/// grafted children (the referenced effect's nodes) never step.
#[test]
fn proxy_children_play() {
    let library = library();
    let mut play = Playback::new(
        fxr_sim::compile_effect(&library, 1010).unwrap(),
        PlaybackOptions::default(),
    );
    let frame = play.frame(1.0, &ViewInfo::default());
    assert!(
        frame
            .draws
            .iter()
            .any(|d| d.kind == AppearanceKind::PointSprite),
        "the proxied fountain draws nothing"
    );
}

/// A reproduction for playback: a node that a state turns off (StateConfigMap -1) never
/// emits again when a later state turns it back on with the same config: it stays `ended`.
#[test]
fn a_node_turned_off_and_on_again_emits_again() {
    let glow = ActionBuilder::er(603)
        .unwrap()
        .int("texture", GLOW)
        .unwrap()
        .build();
    let config = ConfigBuilder::er()
        .unwrap()
        .with([
            ActionBuilder::er(300)
                .unwrap()
                .constant("interval", &[0.1])
                .unwrap()
                .build(),
            ActionBuilder::er(129)
                .unwrap()
                .constant("duration", &[0.3])
                .unwrap()
                .build(),
            glow,
        ])
        .unwrap()
        .build();
    let blinking = basic_node(Game::EldenRing, vec![config], &[0, -1], vec![]).unwrap();
    let fxr = effect(
        1,
        vec![timed_state(1.0, 1), timed_state(1.0, 0)],
        root_node(Game::EldenRing, vec![blinking]).unwrap(),
    );
    let program = std::sync::Arc::new(fxr_sim::program::compile(&fxr).unwrap());
    let mut play = Playback::new(program, PlaybackOptions::default());
    assert!(
        play.frame(0.5, &ViewInfo::default()).instance_count() > 0,
        "on in the first state"
    );
    assert_eq!(
        play.frame(1.8, &ViewInfo::default()).instance_count(),
        0,
        "off in the second"
    );
    assert!(
        play.frame(2.5, &ViewInfo::default()).instance_count() > 0,
        "on again in the first state's second turn"
    );
}

// --- The builder ---

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn builder_defaults_match_the_elden_ring_samples_default_actions() {
    let Some(data) = sample("er/f000523390.fxr") else {
        return;
    };
    let real = fxr::read(&data).unwrap();
    // The root's actions are at their defaults in the sample (10500 aside: its initial
    // simulation time is 15).
    let root = root_node(Game::EldenRing, vec![]).unwrap();
    assert_eq!(
        root.actions
            .iter()
            .map(|a| a.action_type)
            .collect::<Vec<_>>(),
        vec![700, 10100, 10400, 10500]
    );
    assert_eq!(root.actions[..3], real.root.actions[..3]);
    let with_sample_time = ActionBuilder::er(10500)
        .unwrap()
        .int("initialSimulationTime", 15)
        .unwrap()
        .build();
    assert_eq!(with_sample_time, real.root.actions[3]);
    // Actions the sample stores with default values equal the builder's, record for record.
    for t in [399u16, 400, 500, 130, 131, 35, 55, 1] {
        let built = ActionBuilder::er(t).unwrap().build();
        assert!(
            real.actions().into_iter().any(|a| *a == built),
            "no action {t} of the sample equals the built default"
        );
    }
    // A container node's config has the sample's slots.
    let config = ConfigBuilder::er()
        .unwrap()
        .set(ActionBuilder::er(1).unwrap().build())
        .unwrap()
        .build();
    let container = &real.root.children[0].configs[0];
    let types = |c: &fxr::Config| c.actions.iter().map(|a| a.action_type).collect::<Vec<_>>();
    assert_eq!(types(&config), types(container));
    assert_eq!(
        config.actions[12], container.actions[12],
        "130 as in the sample's container"
    );
    // The sample's node map and state.
    let node = basic_node(Game::EldenRing, vec![config], &[0], vec![]).unwrap();
    assert_eq!(node.actions, real.root.children[0].actions);
    assert_eq!(vec![playing_state()], real.states);
}

#[test]
fn every_definition_builds_a_default_action_that_compiles() {
    let mut built = 0;
    for info in fxr_formats::fxr::actions::ACTIONS {
        for game in Game::WITH_TABLES {
            let Some(def) = fxr_formats::fxr::actions::definition(info.id, game) else {
                continue;
            };
            let a = ActionBuilder::new(info.id, game).unwrap().build();
            assert_eq!(
                (
                    a.fields1.len(),
                    a.fields2.len(),
                    a.properties1.len(),
                    a.properties2.len(),
                    a.section10s.len()
                ),
                (
                    def.fields1.len(),
                    def.fields2.len(),
                    def.properties1.len(),
                    def.properties2.len(),
                    def.section10s.len()
                ),
                "{} {game:?}",
                info.id
            );
            for (p, d) in a
                .properties1
                .iter()
                .zip(def.properties1)
                .chain(a.properties2.iter().zip(def.properties2))
            {
                assert_eq!(
                    p.components(),
                    usize::from(d.components),
                    "{}.{}",
                    info.id,
                    d.name
                );
            }
            let data = fxr_sim::action::ActionData::compile(
                &a,
                fxr::Game::EldenRing,
                &mut Default::default(),
            );
            assert!(data.is_ok(), "{} {game:?}", info.id);
            built += 1;
        }
    }
    assert!(built > 200, "{built}");
}

#[test]
fn builder_sets_by_name_and_refuses_what_does_not_fit() {
    let b = ActionBuilder::er(603).unwrap();
    assert!(matches!(
        b.clone().int("colums", 4),
        Err(DemoError::UnknownName { .. })
    ));
    assert!(matches!(
        b.clone().float("columns", 4.0),
        Err(DemoError::WrongKind { .. })
    ));
    assert!(matches!(
        b.clone().flag("columns", true),
        Err(DemoError::WrongKind { .. })
    ));
    assert!(matches!(
        b.clone().floats("bloomColor", &[1.0; 5]),
        Err(DemoError::WrongComponents { .. })
    ));
    assert!(matches!(
        b.clone().constant("color1", &[1.0; 3]),
        Err(DemoError::WrongComponents { .. })
    ));
    assert!(matches!(
        b.clone()
            .property("width", Property::from_constant(&[1.0, 2.0])),
        Err(DemoError::WrongComponents { .. })
    ));
    assert!(matches!(
        b.clone().constant("columns", &[4.0]),
        Err(DemoError::WrongKind { .. })
    ));
    assert!(matches!(
        ActionBuilder::er(9999),
        Err(DemoError::UnknownAction { .. })
    ));
    assert!(matches!(
        ConfigBuilder::er().unwrap().set(Action::new(199)),
        Err(DemoError::NotABasicSlot { .. })
    ));

    let def = *b.definition();
    let a = b
        .int("columns", 4)
        .unwrap()
        .flag("bloom", false)
        .unwrap()
        .floats("bloomColor", &[0.1, 0.2, 0.3, 0.4])
        .unwrap()
        .float("bloomColor.g", 0.5)
        .unwrap()
        .int("texture", 90001)
        .unwrap()
        .constant("color1", &[1.0, 0.5, 0.25, 1.0])
        .unwrap()
        .build();
    assert_eq!(a.fields1.len(), def.fields1.len());
    assert_eq!(a.fields2.len(), def.fields2.len());
    assert_eq!(a.properties1.len(), def.properties1.len());
    assert_eq!(a.properties2.len(), def.properties2.len());
    assert_eq!(
        a.fields1[def.field1_index("columns").unwrap()],
        Field::from_i32(4)
    );
    let bloom = def.field2_index("bloomColor").unwrap();
    assert_eq!(
        a.fields2[bloom..bloom + 4],
        [0.1, 0.5, 0.3, 0.4].map(Field::from_f32)
    );
    assert_eq!(
        a.fields2[def.field2_index("bloom").unwrap()],
        Field::from_bool(false)
    );
    assert_eq!(a.properties1[0], Property::scalar(90001.0));
    assert_eq!(
        a.properties1[def.property1_index("color1").unwrap()].constant(),
        Some([1.0, 0.5, 0.25, 1.0])
    );
    // Untouched slots keep their defaults: width 1 (One), orientation 1, color2 One.
    let width = &a.properties1[def.property1_index("width").unwrap()];
    assert_eq!(width.function, PropertyFunction::One);
    assert_eq!(a.fields1[0], Field::from_i32(1));
    // Dark Souls 3 keeps the texture in a field: the same call fills it.
    let ds3 = ActionBuilder::new(603, Game::DarkSouls3)
        .unwrap()
        .int("texture", 90001)
        .unwrap();
    let index = ds3.definition().field1_index("texture").unwrap();
    assert_eq!(ds3.build().fields1[index], Field::from_i32(90001));
}

#[test]
fn every_basic_config_has_fifteen_slots_and_every_node_a_state_map() {
    fn walk(node: &Node, states: usize) {
        if node.node_type == NodeType::Basic {
            assert_eq!(node.actions.len(), 1);
            assert_eq!(node.actions[0].section10s[0].len(), states);
            for c in &node.configs {
                assert_eq!(c.actions.len(), BASIC_SLOTS);
                for (slot, a) in c.actions.iter().enumerate() {
                    if a.action_type != 0 {
                        assert_eq!(basic_slot(a.action_type as u16), Some(slot));
                    }
                }
            }
        }
        for c in &node.children {
            walk(c, states);
        }
    }
    for e in demo_effects().unwrap() {
        walk(&e.root, e.states.len());
    }
}

#[test]
fn curve_helpers_make_the_properties_they_say() {
    let p = looped(linear(&[(0.0, 1.0), (2.0, 3.0)]));
    assert!(p.looped && p.function == PropertyFunction::Linear);
    assert_eq!(p.type_enum_b, 1 << 4 | 4 << 2);
    let k = p.keyframes().unwrap();
    assert_eq!((k.times, k.min[0], k.max[0]), (vec![0.0, 2.0], 1.0, 3.0));
    let r = random_range(Property::scalar(0.0), 5, -1.0, 2.0);
    assert_eq!(r.function, PropertyFunction::Zero);
    assert_eq!(
        r.modifiers[0].decode().unwrap(),
        fxr::ModifierValue::RandomRange {
            seeds: [5, 0, 0, 0],
            min: [-1.0, 0.0, 0.0, 0.0],
            max: [2.0, 0.0, 0.0, 0.0]
        }
    );
    let e = external(
        linear4(&[(0.0, [1.0; 4])]),
        2,
        linear4(&[(0.0, [0.5; 4]), (24.0, [1.0; 4])]),
    );
    assert_eq!(e.modifiers[0].external_value(), Some(2));
    assert_eq!(stepped(&[(0.0, 1.0)]).function, PropertyFunction::Stepped);
}

// --- Textures ---

fn rgba8(texture: &DemoTexture) -> Vec<u8> {
    texture.dds.decode_rgba8(0, 0).unwrap().pixels
}

#[test]
fn textures_have_their_sizes_formats_and_full_mip_chains() {
    let textures = demo_textures().unwrap();
    let expected = [
        (GLOW, 64, 64),
        (FLIPBOOK, 192, 192),
        (CLOUD, 128, 128),
        (STREAK, 128, 32),
        (NORMAL_MAP, 128, 128),
        (RING, 128, 128),
        (MASK, 64, 64),
        (SMOKE, 128, 128),
        (BANDS, 128, 64),
    ];
    assert_eq!(textures.len(), expected.len());
    for (t, (id, w, h)) in textures.iter().zip(expected) {
        assert_eq!((t.id, t.dds.width, t.dds.height), (id, w, h));
        assert_eq!(t.dds.mip_count, 32 - w.max(h).leading_zeros(), "{}", t.name);
        let format = if id == NORMAL_MAP {
            TextureFormat::Bc1Unorm
        } else {
            TextureFormat::Rgba8Unorm
        };
        assert_eq!(t.dds.format, format);
        assert!(t.dds.decode_rgba8(0, t.dds.mip_count - 1).is_ok());
    }
}

#[test]
fn flipbook_frames_are_all_different_and_numbered() {
    let textures = demo_textures().unwrap();
    let atlas = textures.iter().find(|t| t.id == FLIPBOOK).unwrap();
    let pixels = rgba8(atlas);
    let size = FLIPBOOK_CELL as usize;
    let cell = |k: usize| -> Vec<u8> {
        let (cx, cy) = (k % 4 * size, k / 4 * size);
        (0..size)
            .flat_map(|y| {
                pixels[((cy + y) * size * 4 + cx) * 4..((cy + y) * size * 4 + cx + size) * 4]
                    .to_vec()
            })
            .collect()
    };
    let cells: Vec<Vec<u8>> = (0..16).map(cell).collect();
    for a in 0..16 {
        for b in a + 1..16 {
            assert_ne!(cells[a], cells[b], "frames {a} and {b}");
        }
        // The number is printed in white from (3, 3): at least the 5 dots (2x2 pixels each)
        // of a "1" or "7".
        let white = (3..13)
            .flat_map(|y| (3..18).map(move |x| (x, y)))
            .filter(|&(x, y)| cells[a][(y * size + x) * 4..(y * size + x) * 4 + 4] == [255; 4])
            .count();
        assert!(white >= 20, "frame {a}: {white} white pixels");
    }
    // Hue changes: frame 0 is reddish, frame 5 greenish (hue 5/16).
    let ring_pixel = |k: usize| {
        let (x, y) = (size / 2 + flipbook_ring_radius(k as u32) as usize, size / 2);
        cells[k][(y * size + x) * 4..(y * size + x) * 4 + 4].to_vec()
    };
    let (red, green) = (ring_pixel(0), ring_pixel(5));
    assert!(red[0] > red[1] && green[1] > green[0], "{red:?} {green:?}");
}

#[test]
fn the_bc1_normal_map_decodes_close_to_its_source_and_points_out_of_the_surface() {
    let textures = demo_textures().unwrap();
    let map = textures.iter().find(|t| t.id == NORMAL_MAP).unwrap();
    assert!(map.name.ends_with("_n"));
    let decoded = rgba8(map);
    let source = super::textures::tests_support::normal_map_rgba8();
    let error: u64 = decoded
        .iter()
        .zip(&source)
        .map(|(a, b)| u64::from(a.abs_diff(*b)))
        .sum();
    let mean = error as f64 / decoded.len() as f64;
    assert!(mean < 4.0, "mean error {mean}");
    // Flat between bumps (0.5, 0.5, 1), tilted on their sides.
    let at = |x: usize, y: usize| decoded[(y * 128 + x) * 4..(y * 128 + x) * 4 + 3].to_vec();
    let flat = at(0, 0);
    assert!(
        flat[0].abs_diff(128) < 8 && flat[1].abs_diff(128) < 8 && flat[2] > 245,
        "{flat:?}"
    );
    let side = at(16 + 6, 16);
    assert!(side[0] > 150, "the right side of a bump faces +X: {side:?}");
    for px in decoded.chunks(4) {
        let n = [px[0], px[1], px[2]].map(|c| f32::from(c) / 127.5 - 1.0);
        let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
        assert!((len - 1.0).abs() < 0.12 && n[2] > 0.0, "{px:?}");
    }
}

#[test]
fn cloud_noise_tiles() {
    let textures = demo_textures().unwrap();
    let cloud = rgba8(textures.iter().find(|t| t.id == CLOUD).unwrap());
    let px = |x: usize, y: usize| i32::from(cloud[(y * 128 + x) * 4]);
    // Across the wrap the step is no larger than between neighbours inside.
    let inner: i32 = (0..128)
        .map(|y| (px(63, y) - px(64, y)).abs())
        .max()
        .unwrap();
    let seam: i32 = (0..128)
        .map(|y| (px(127, y) - px(0, y)).abs())
        .max()
        .unwrap();
    assert!(seam <= inner.max(8) + 4, "seam {seam}, inner {inner}");
    let distinct: BTreeSet<i32> = (0..128).map(|x| px(x, 40)).collect();
    assert!(distinct.len() > 20);
}

#[test]
#[ignore = "timing; run with --release --ignored"]
fn generation_is_fast() {
    let start = std::time::Instant::now();
    let bytes = demo_binder().unwrap();
    let elapsed = start.elapsed();
    println!("demo binder: {} bytes in {elapsed:?}", bytes.len());
    assert!(elapsed.as_millis() < 100);
}
