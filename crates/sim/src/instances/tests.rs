//! The instance builders' tests.

use super::*;
use glam::{Affine3A, Mat3, Vec3};

/// seeds 000: TEXCOORD1.zw is the inverse of the file's columns (0.125 for 8), and the
/// next cell is the index plus one, wrapping to the next row: (0.875, 0.625) then (0, 0.75).
#[test]
fn flipbook_cells_match_the_sekiro_vertex() {
    // Cell 47 of an 8-column, 64-frame atlas is at column 7, row 5: (0.875, 0.625).
    let (corner, next, size, blend) = flipbook(47.0, 8, 64, false);
    assert_eq!(size, 0.125);
    assert_eq!(corner, [0.875, 0.625]);
    assert_eq!(next, [0.0, 0.75]);
    assert_eq!(blend, 0.0);
    let (_, _, _, blend) = flipbook(47.25, 8, 64, true);
    assert_eq!(blend, 0.25);
    // The last frame's next cell wraps to the first.
    let (corner, next, _, _) = flipbook(63.0, 8, 64, true);
    assert_eq!((corner, next), ([0.875, 0.875], [0.0, 0.0]));
    // Frames past the end wrap; negative frames too.
    assert_eq!(flipbook(65.0, 8, 64, false).0, [0.125, 0.0]);
    assert_eq!(flipbook(-1.0, 8, 64, false).0, [0.875, 0.875]);
}

/// seeds 000: each corner is the matrix applied to (u - 1/2, v - 1/2, 0, 1); the quad's
/// edges are the first two columns and its centre the last.
#[test]
fn quad_rows_put_the_edges_in_the_first_two_columns() {
    let rows = quad_rows(
        Mat3::IDENTITY,
        [0.0; 3],
        2.0,
        0.5,
        false,
        Vec3::new(1.0, 2.0, 3.0),
    );
    let corner = |u: f32, v: f32| {
        let local = [u - 0.5, v - 0.5, 0.0, 1.0];
        rows.map(|r| r.iter().zip(local).map(|(a, b)| a * b).sum::<f32>())
    };
    assert_eq!(corner(1.0, 1.0), [2.0, 2.25, 3.0]);
    assert_eq!(corner(0.0, 0.0), [0.0, 1.75, 3.0]);
    assert_eq!(
        [rows[0][2], rows[1][2], rows[2][2]],
        [0.0, 0.0, 1.0],
        "the facing axis is unit length"
    );
}

#[test]
fn camera_plane_quads_face_the_camera() {
    let view = ViewInfo::looking_at(Vec3::new(0.0, 0.0, -5.0), Vec3::ZERO);
    let b = orientation_basis(1, Vec3::ZERO, &Affine3A::IDENTITY, &view);
    assert!((b.z_axis - Vec3::NEG_Z).length() < 1e-6);
    assert!((b.x_axis - Vec3::X).length() < 1e-6);
    let b = orientation_basis(6, Vec3::new(3.0, 0.0, 0.0), &Affine3A::IDENTITY, &view);
    let to_camera = (view.position - Vec3::new(3.0, 0.0, 0.0)).normalize();
    assert!((b.z_axis - to_camera).length() < 1e-5);
}

#[test]
fn instance_layouts_have_the_documented_sizes() {
    assert_eq!(std::mem::size_of::<BillboardInstance>(), 116);
    assert_eq!(std::mem::size_of::<MultiTextureInstance>(), 160);
    assert_eq!(std::mem::size_of::<LineInstance>(), 56);
    assert_eq!(std::mem::size_of::<TracerInstance>(), 100);
    assert_eq!(std::mem::size_of::<DistortionInstance>(), 96);
    assert_eq!(std::mem::size_of::<RadialBlurInstance>(), 72);
    assert_eq!(std::mem::size_of::<LightInstance>(), 48);
}

/// A model particle's instance from the fields as the `fxr` library documents them: the
/// UV offset plus speed × multiplier × age; uniformScale sizes every axis by sizeX; the
/// model id; a flipbook's cell in place of the offset.
#[test]
fn model_instances_follow_the_fields() {
    use crate::playback::{Playback, PlaybackOptions};
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    let er = Game::EldenRing;
    let instance = |set: &dyn Fn(ActionBuilder) -> ActionBuilder| {
        let action = set(ActionBuilder::new(605, er).unwrap()).build();
        let fxr = single_node_effect(7, er, [action]).unwrap();
        let bytes = fxr_formats::fxr::write(&fxr).unwrap();
        let mut read = fxr_formats::fxr::read(&bytes).unwrap();
        read.game = er;
        let program = crate::program::compile(&read).unwrap();
        let mut playback = Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
        let frame = playback.frame(0.25, &ViewInfo::default());
        match &frame.draws[0].instances {
            Instances::Model(v) => v[0],
            other => panic!("{other:?}"),
        }
    };
    let scrolled = instance(&|a| {
        a.constant("model", &[81040.0])
            .and_then(|a| a.constant("offsetU", &[0.5]))
            .and_then(|a| a.constant("speedU", &[2.0]))
            .and_then(|a| a.constant("speedMultiplierU", &[1.0]))
            .and_then(|a| a.constant("speedV", &[3.0]))
            .and_then(|a| a.int("orientation", 0))
            .and_then(|a| a.flag("uniformScale", true))
            .and_then(|a| a.constant("sizeX", &[3.0]))
            .and_then(|a| a.constant("sizeY", &[5.0]))
            .unwrap()
    });
    assert_eq!(scrolled.model, 81040);
    let age = scrolled.age;
    assert!(age > 0.2, "{age}");
    // V's multiplier keeps its default, 0: no scroll.
    assert!(
        (scrolled.uv[0] - (0.5 + 2.0 * age)).abs() < 1e-5,
        "{:?}",
        scrolled.uv
    );
    assert_eq!(
        [scrolled.uv[1], scrolled.uv[2], scrolled.uv[3]],
        [0.0, 1.0, 1.0]
    );
    // North: the world's axes, each sized 3 (sizeX, uniform).
    for (row, axis) in scrolled.rows.iter().zip(0..3) {
        for (k, value) in row.iter().take(3).enumerate() {
            let want = if k == axis { 3.0 } else { 0.0 };
            assert!((value - want).abs() < 1e-5, "{:?}", scrolled.rows);
        }
    }
    let flipbook = instance(&|a| {
        a.int("columns", 4)
            .and_then(|a| a.int("totalFrames", 8))
            .and_then(|a| a.constant("frameIndex", &[5.0]))
            .and_then(|a| a.constant("offsetU", &[0.5]))
            .unwrap()
    });
    // Frame 5 of 4 columns: the second row's second cell; the offset does nothing.
    assert_eq!(flipbook.uv, [0.25, 0.25, 0.25, 0.25]);
}

/// The model orientation modes (the `fxr` library's ModelOrientationMode and
/// RichModelOrientationMode): North keeps the world's axes (as does 10015's 3), the camera
/// plane takes the view's, ParticleDirection turns Z along the travel, GlobalYaw turns Z
/// about world Y towards the camera and GlobalPitch (605's 3 and 5) about world X.
#[test]
fn model_orientation_modes_turn_as_named() {
    let view = ViewInfo::looking_at(Vec3::new(3.0, 4.0, -5.0), Vec3::ZERO);
    let at = Vec3::ZERO;
    let travel = Vec3::new(1.0, 0.0, 0.0);
    let close = |a: Vec3, b: Vec3| (a - b).length() < 1e-5;
    for (mode, rich) in [(0, false), (0, true), (3, true)] {
        assert_eq!(model_basis(mode, rich, at, travel, &view), Mat3::IDENTITY);
    }
    let camera = model_basis(1, false, at, travel, &view);
    assert!(close(camera.z_axis, view.forward) && close(camera.x_axis, view.right));
    assert!(close(
        model_basis(2, true, at, travel, &view).z_axis,
        travel
    ));
    let to_camera = view.position - at;
    let yaw = model_basis(4, false, at, travel, &view).z_axis;
    assert!(close(
        yaw,
        Vec3::new(to_camera.x, 0.0, to_camera.z).normalize()
    ));
    for mode in [3, 5] {
        let pitch = model_basis(mode, false, at, travel, &view).z_axis;
        assert!(close(
            pitch,
            Vec3::new(0.0, to_camera.y, to_camera.z).normalize()
        ));
    }
    // Every basis is a rotation (unit, right-angled axes).
    for mode in 0..6 {
        let m = model_basis(mode, false, at, travel, &view);
        assert!((m.determinant() - 1.0).abs() < 1e-4, "mode {mode}");
    }
}

/// A model's depth: sizeZ times a factor between 1 and scaleVariationZ (the particle's own
/// draw), and with uniformScale sizeX and the width's factor on every axis.
#[test]
fn model_depth_takes_size_z_and_its_variation() {
    use crate::playback::{Playback, PlaybackOptions};
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    let er = Game::EldenRing;
    let axes = |uniform: bool| {
        let action = ActionBuilder::new(605, er)
            .and_then(|a| a.int("orientation", 0))
            .and_then(|a| a.flag("uniformScale", uniform))
            .and_then(|a| a.constant("sizeX", &[2.0]))
            .and_then(|a| a.constant("sizeZ", &[3.0]))
            .and_then(|a| a.float("scaleVariationX", 0.5))
            .and_then(|a| a.float("scaleVariationZ", 2.0))
            .unwrap()
            .build();
        let fxr = single_node_effect(7, er, [action]).unwrap();
        let mut read = fxr_formats::fxr::read(&fxr_formats::fxr::write(&fxr).unwrap()).unwrap();
        read.game = er;
        let program = crate::program::compile(&read).unwrap();
        let mut playback = Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
        let frame = playback.frame(0.25, &ViewInfo::default());
        let Instances::Model(v) = &frame.draws[0].instances else {
            panic!("a model draw");
        };
        let r = v[0].rows;
        [r[0][0], r[1][1], r[2][2]]
    };
    let [x, _, z] = axes(false);
    assert!((1.0..=2.0).contains(&x), "width {x}: sizeX 2 times 0.5..1");
    assert!((3.0..=6.0).contains(&z), "depth {z}: sizeZ 3 times 1..2");
    let [x, y, z] = axes(true);
    assert!(x == y && y == z && (1.0..=2.0).contains(&x), "{x} {y} {z}");
}
