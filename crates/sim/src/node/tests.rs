//! The node module's tests.

use super::*;
use glam::Vec3;

/// A falling particle's direction of travel bends down for a line (which faces it) and
/// stays its initial direction for a billboard (which never reads it: the step skips it).
#[test]
fn travel_is_kept_for_the_appearances_that_face_it() {
    use crate::playback::{Playback, PlaybackOptions};
    use fxr_demo::builder::{ActionBuilder, single_node_effect};
    use fxr_formats::fxr::Game;
    let er = Game::EldenRing;
    let travel = |appearance: u16| {
        let falling = ActionBuilder::new(55, er)
            .and_then(|a| a.constant("gravity", &[9.8]))
            .unwrap()
            .build();
        let look = ActionBuilder::new(appearance, er).unwrap().build();
        let fxr = single_node_effect(7, er, [falling, look]).unwrap();
        let program = crate::program::compile(&fxr).unwrap();
        let mut playback = Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
        let state = playback.state_at(0.5);
        let p = state.root.children[0].particles.get(0);
        (p.kinematics.direction, p.kinematics.travel)
    };
    let (direction, line) = travel(601);
    assert!(line.y < -0.9 && direction.y > -0.5, "{direction} {line}");
    let (direction, billboard) = travel(603);
    assert_eq!(billboard, direction);
}

#[test]
fn euler_order_is_x_then_y_then_z() {
    let q = euler_degrees(Vec3::new(90.0, 90.0, 0.0));
    // X first takes +Y to +Z, then Y takes +Z to +X.
    let v = q * Vec3::Y;
    assert!((v - Vec3::X).length() < 1e-4, "{v}");
}
