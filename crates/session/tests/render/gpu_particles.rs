//! The GPU particles' compute programs (shaders/gpu_particles.wgsl) against their CPU
//! reference (sim/gpu_particles): for one seed both give the same particles, in the same
//! order, within a stated float tolerance; and the GPU gives the same bits twice.
//!
//! Tolerance: positions, edges and colours within 2e-4 plus 2e-4 of their size (the GPU's
//! sine, cosine and fused multiply-adds round differently from the CPU's libm, and forces add
//! those differences up over their fixed steps); ages and cells exactly.

use fxr_test_support as common;

use fxr_gpu::effects::gpu_particles::evaluate_on_gpu;
use fxr_library::Library;
use fxr_sim::gpu_particles;
use fxr_sim::instances::{BillboardInstance, ViewInfo};
use fxr_sim::playback::{Playback, PlaybackOptions};
use glam::Vec3;

const GPU_EFFECTS: [i32; 4] = [1016, 1017, 1018, 1019];

fn demo() -> Library {
    let mut library = Library::new();
    let bytes = fxr_demo::demo_binder().expect("the demo binder builds");
    library
        .open(fxr_demo::DEMO_BINDER_NAME, &bytes)
        .expect("the demo opens");
    library
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 2e-4 + 2e-4 * a.abs().max(b.abs())
}

fn same_particle(cpu: &BillboardInstance, gpu: &BillboardInstance) -> Result<(), String> {
    let mut a: Vec<f32> = cpu.rows.iter().flatten().copied().collect();
    a.extend(cpu.color_scale);
    let mut b: Vec<f32> = gpu.rows.iter().flatten().copied().collect();
    b.extend(gpu.color_scale);
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        if !close(*x, *y) {
            return Err(format!("value {k}: CPU {x}, GPU {y}"));
        }
    }
    if cpu.cell != gpu.cell || cpu.params != gpu.params || cpu.color != gpu.color {
        return Err(format!(
            "cell/params: CPU {:?} {:?}, GPU {:?} {:?}",
            cpu.cell, cpu.params, gpu.cell, gpu.params
        ));
    }
    Ok(())
}

fn depth(i: &BillboardInstance, view: &ViewInfo) -> f32 {
    (Vec3::new(i.rows[0][3], i.rows[1][3], i.rows[2][3]) - view.position).dot(view.forward)
}

#[test]
fn gpu_particles_match_the_cpu() {
    let gpu = common::gpu();
    if !gpu.compute {
        eprintln!("skipped: this device runs no compute programs");
        return;
    }
    let library = demo();
    let view = ViewInfo::looking_at(Vec3::new(0.5, 1.5, -5.0), Vec3::new(0.0, 1.0, 0.0));
    for id in GPU_EFFECTS {
        let mut play = Playback::new(
            fxr_sim::compile_effect(&library, id).unwrap(),
            PlaybackOptions {
                seed: 7,
                ..Default::default()
            },
        );
        for t in [0.4, 1.5, 3.2] {
            let frame = play.frame(t, &view);
            let draws: Vec<_> = frame.draws.iter().filter(|d| d.gpu.is_some()).collect();
            assert!(!draws.is_empty(), "effect {id} at {t} s: no GPU draw");
            for d in draws {
                let gpu_draw = d.gpu.as_ref().unwrap();
                let fxr_sim::instances::Instances::Billboard(cpu) = &d.instances else {
                    panic!("a GPU particle draw holds billboards");
                };
                let on_gpu = gpu_instances(&gpu, gpu_draw).unwrap();
                assert_eq!(
                    cpu.len(),
                    on_gpu.len(),
                    "effect {id} at {t} s: live particles"
                );
                assert!(!cpu.is_empty(), "effect {id} at {t} s: none alive");
                for (k, (a, b)) in cpu.iter().zip(&on_gpu).enumerate() {
                    if a.params[3] != b.params[3] {
                        // Another order is allowed only between particles at (nearly) one
                        // depth, where the two rounded the depth differently.
                        let (da, db) = (depth(a, &view), depth(b, &view));
                        assert!(
                            (da - db).abs() < 1e-3,
                            "effect {id} at {t} s, place {k}: candidates {} and {} at depths {da} and {db}",
                            a.params[3],
                            b.params[3]
                        );
                        continue;
                    }
                    same_particle(a, b).unwrap_or_else(|e| {
                        panic!("effect {id} at {t} s, candidate {}: {e}", a.params[3])
                    });
                }
            }
        }
    }
}

#[test]
fn the_gpu_gives_the_same_particles_twice() {
    let gpu = common::gpu();
    if !gpu.compute {
        eprintln!("skipped: this device runs no compute programs");
        return;
    }
    let library = demo();
    let view = ViewInfo::default();
    for id in [1017, 1019] {
        let mut play = Playback::new(
            fxr_sim::compile_effect(&library, id).unwrap(),
            PlaybackOptions::default(),
        );
        play.set_gpu_particle_capacity(u64::MAX);
        let frame = play.frame(2.0, &view);
        let d = frame.draws.iter().find(|d| d.gpu.is_some()).unwrap();
        assert!(d.instances.is_empty(), "left to the GPU");
        let draw = d.gpu.as_ref().unwrap();
        assert!(!draw.evaluated_on_cpu);
        let first = gpu_instances(&gpu, draw).unwrap();
        let second = gpu_instances(&gpu, draw).unwrap();
        assert!(!first.is_empty());
        assert_eq!(
            bytemuck::cast_slice::<_, u8>(&first),
            bytemuck::cast_slice::<_, u8>(&second),
            "effect {id}"
        );
    }
}

/// The CPU's order is back to front, ties by candidate, where the blend needs it (a Normal
/// blend), and the candidates' order where it does not (the demo's additive 1016): either way
/// a permalink's pixels do not depend on any thread's timing.
#[test]
fn the_cpu_order_is_back_to_front_where_the_blend_needs_it() {
    let view = ViewInfo::default();
    let normal =
        std::sync::Arc::new(fxr_sim::program::compile(&spread_system(2, 200).unwrap()).unwrap());
    let additive = fxr_sim::compile_effect(&demo(), 1016).unwrap();
    for (program, sorted) in [(normal, true), (additive, false)] {
        let mut play = Playback::new(program, PlaybackOptions::default());
        let frame = play.frame(1.5, &view);
        let d = frame.draws.iter().find(|d| d.gpu.is_some()).unwrap();
        assert_eq!(d.gpu.as_ref().unwrap().sorted, sorted);
        let fxr_sim::instances::Instances::Billboard(v) = &d.instances else {
            panic!("billboards");
        };
        assert!(v.len() > 100);
        for w in v.windows(2) {
            let (a, b) = (depth(&w[0], &view), depth(&w[1], &view));
            if sorted {
                assert!(a > b || (a == b && w[0].params[3] < w[1].params[3]));
            } else {
                assert!(w[0].params[3] < w[1].params[3]);
            }
        }
        let mut again = Vec::new();
        gpu_particles::evaluate(d.gpu.as_ref().unwrap(), &mut again);
        assert_eq!(&again, v);
    }
}

/// One 10000 system of `blend_mode` spreading `per_frame` particles a frame for ten frames.
fn spread_system(
    blend_mode: i32,
    per_frame: i32,
) -> Result<fxr_formats::fxr::Fxr, fxr_demo::DemoError> {
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    let system = ActionBuilder::er(10000)?
        .int("blendMode", blend_mode)?
        .int("emissionParticleCount", per_frame)?
        .int("emissionIntervalMin", 1)?
        .int("emissionIntervalMax", 1)?
        .int("particleDuration", 10)?
        .floats("emitterSize", &[3.0, 3.0, 3.0])?
        .floats("particleSpeedMin", &[-1.0, -1.0, -1.0])?
        .floats("particleSpeedMax", &[1.0, 1.0, 1.0])?
        .build();
    single_node_effect(5, Game::EldenRing, [system])
}

/// The same seed gives the same pixels twice on the compute path, forces included.
#[test]
fn the_same_seed_draws_the_same_pixels_twice() {
    use fxr_draw::DrawOptions;
    use fxr_draw::settings::RenderSettings;
    use fxr_gpu::effects::EffectRenderer;
    let gpu = common::gpu();
    let library = demo();
    let mut renderer = EffectRenderer::new(&gpu);
    let mut pictures = Vec::new();
    for _ in 0..2 {
        let mut playback = Playback::new(
            fxr_sim::compile_effect(&library, 1019).unwrap(),
            PlaybackOptions {
                seed: 11,
                ..Default::default()
            },
        );
        playback.set_gpu_particle_capacity(renderer.gpu_particle_capacity());
        let mut settings = RenderSettings {
            width: 96,
            height: 96,
            grid: false,
            ..Default::default()
        };
        let (_frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
            2.5,
            &mut settings,
            &DrawOptions::default(),
            true,
            &library,
        );
        let image =
            pollster::block_on(renderer.render_to_image(&gpu, &library, &list, &settings)).unwrap();
        pictures.push(image.pixels);
    }
    assert!(
        pictures[0].chunks(4).any(|p| p[0] > 40),
        "something is drawn"
    );
    assert_eq!(pictures[0], pictures[1]);
}

/// The bar for playing real files: no appearance action (600 to 609, 10000 to 10015, 11000) of the shared real
/// samples or of the demo is left unsimulated.
#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn every_appearance_action_of_the_samples_and_the_demo_is_simulated() {
    let appearance =
        |t: i16| (600..=609).contains(&t) || (10000..=10015).contains(&t) || t == 11000;
    let mut libraries = vec![("demo".to_string(), demo())];
    let mut absent = Vec::new();
    for path in [
        "ac6/f006081003.fxr",
        "ds3/f000032210.fxr",
        "er/f000523390.fxr",
    ] {
        match common::shared_sample(path) {
            Some(bytes) => {
                let mut library = Library::new();
                library.open(path, &bytes).expect("the sample opens");
                libraries.push((path.to_string(), library));
            }
            None => absent.push(path),
        }
    }
    if !absent.is_empty() {
        eprintln!("skipped (../shared/testdata absent): {absent:?}");
    }
    for (name, library) in &libraries {
        let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
        assert!(!ids.is_empty(), "{name}");
        for id in ids {
            let program = fxr_sim::compile_effect(library, id).unwrap();
            let left: Vec<_> = program
                .unsupported
                .iter()
                .filter(|u| appearance(u.action_type))
                .collect();
            assert!(left.is_empty(), "{name} effect {id}: {left:?}");
        }
    }
}

/// A draw of some 20,000 candidates sorts through every kind of sort pass (the blocks',
/// long steps, merges): the GPU's order is the CPU's.
#[test]
fn a_large_draw_sorts_as_the_cpu_does() {
    let gpu = common::gpu();
    if !gpu.compute {
        eprintln!("skipped: this device runs no compute programs");
        return;
    }
    let fxr = spread_system(2, 2000).unwrap();
    let program = std::sync::Arc::new(fxr_sim::program::compile(&fxr).unwrap());
    let mut play = Playback::new(program, PlaybackOptions::default());
    let view = ViewInfo::default();
    let frame = play.frame(1.0, &view);
    let d = frame.draws.iter().find(|d| d.gpu.is_some()).unwrap();
    let draw = d.gpu.as_ref().unwrap();
    assert!(draw.candidates() > 16_384, "{}", draw.candidates());
    let fxr_sim::instances::Instances::Billboard(cpu) = &d.instances else {
        panic!("billboards");
    };
    let on_gpu = gpu_instances(&gpu, draw).unwrap();
    assert_eq!(cpu.len(), on_gpu.len());
    let order = |v: &[BillboardInstance]| v.iter().map(|i| i.params[3]).collect::<Vec<_>>();
    let (a, b) = (order(cpu), order(&on_gpu));
    let mismatched = a.iter().zip(&b).filter(|(x, y)| x != y).count();
    // Only particles at one depth (to the GPU's rounding) may trade places.
    assert!(
        mismatched * 1000 < a.len(),
        "{mismatched} of {} out of place",
        a.len()
    );
    let depths = |v: &[BillboardInstance]| v.iter().map(|i| depth(i, &view)).collect::<Vec<_>>();
    for w in depths(&on_gpu).windows(2) {
        assert!(w[0] >= w[1] - 1e-4, "not back to front: {w:?}");
    }
}

/// A draw whose systems hold more than 2^20 candidates together leaves the newest emissions
/// out and counts them (two hosts of 600,000 particles each: one fits, one is left out).
#[test]
fn a_draw_past_its_bound_counts_what_it_leaves_out() {
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    let system = ActionBuilder::er(10000)
        .and_then(|a| a.int("emissionParticleCount", 600_000))
        .and_then(|a| a.flag("limitEmissionCount", true))
        .and_then(|a| a.int("emissionCountLimit", 1))
        .and_then(|a| a.int("particleDuration", 300))
        .unwrap()
        .build();
    let hosts = ActionBuilder::er(300)
        .and_then(|a| a.constant("interval", &[10.0]))
        .and_then(|a| a.constant("perEmission", &[2.0]))
        .unwrap()
        .build();
    let fxr = single_node_effect(6, Game::EldenRing, [hosts, system]).unwrap();
    let program = std::sync::Arc::new(fxr_sim::program::compile(&fxr).unwrap());
    let mut play = Playback::new(program, PlaybackOptions::default());
    // Left to the renderer: nothing is evaluated, only the draw's systems are laid out.
    play.set_gpu_particle_capacity(u64::MAX);
    let frame = play.frame(0.5, &ViewInfo::default());
    let draw = frame.draws[0].gpu.as_ref().expect("a GPU particle draw");
    assert_eq!(draw.candidates(), 600_000);
    assert_eq!(draw.left_out, 600_000);
}

/// The billboard instances the compute programs make of a frame's GPU particle draw (none
/// when it has nothing to compute), as the CPU's evaluation lays them out.
fn gpu_instances(
    gpu: &fxr_gpu::Gpu,
    draw: &fxr_sim::gpu_particles::GpuParticleDraw,
) -> Result<Vec<BillboardInstance>, fxr_gpu::RenderError> {
    match fxr_draw::GpuParticleJob::of(draw) {
        Some(job) => pollster::block_on(evaluate_on_gpu(gpu, &job))
            .map(|bytes| bytemuck::pod_collect_to_vec(&bytes)),
        None => Ok(Vec::new()),
    }
}
