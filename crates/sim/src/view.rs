//! The view: the camera as the orientation modes, the levels of detail and the nodes on the
//! camera need it ([`ViewInfo`]). A leaf module: the instance builders (`instances`,
//! `flares`, `gpu_particles`) depend on it and not on each other.

use glam::{Affine3A, Vec3};

/// The camera, as the orientation modes need it (world space, left-handed, Y up).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ViewInfo {
    /// Camera position.
    pub position: Vec3,
    /// Its right vector.
    pub right: Vec3,
    /// Its up vector.
    pub up: Vec3,
    /// Its viewing direction.
    pub forward: Vec3,
    /// The level every levels-of-detail node (2002) shows, whatever the camera's distance
    /// (`None`: the distance picks it, as in the game).
    #[serde(default)]
    pub forced_level_of_detail: Option<u8>,
}

impl Default for ViewInfo {
    /// A camera at (0, 1, -6) looking along +Z.
    fn default() -> Self {
        ViewInfo {
            position: Vec3::new(0.0, 1.0, -6.0),
            right: Vec3::X,
            up: Vec3::Y,
            forward: Vec3::Z,
            forced_level_of_detail: None,
        }
    }
}

impl ViewInfo {
    /// A camera at `position` looking at `target` (world up +Y).
    pub fn looking_at(position: Vec3, target: Vec3) -> Self {
        let forward = (target - position).normalize_or(Vec3::Z);
        let right = Vec3::Y.cross(forward).normalize_or(Vec3::X);
        let up = forward.cross(right);
        ViewInfo {
            position,
            right,
            up,
            forward,
            forced_level_of_detail: None,
        }
    }

    /// The camera's placement: its axes and position (46 NodeAttachToCamera puts a node
    /// there; `turn`: with the camera's rotation, else its position only).
    pub fn placement(&self, turn: bool) -> Affine3A {
        if turn {
            Affine3A::from_cols(
                self.right.into(),
                self.up.into(),
                self.forward.into(),
                self.position.into(),
            )
        } else {
            Affine3A::from_translation(self.position)
        }
    }
}
