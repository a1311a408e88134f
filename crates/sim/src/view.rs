//! What the instance builders read about the camera and a node: [`ViewInfo`] and
//! [`NodeFrame`]. Apart from the builders (`instances`, `flares`, `gpu_particles`), so they
//! depend on it and not on each other.

use super::curve::ExternalValues;
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
}

impl Default for ViewInfo {
    /// A camera at (0, 1, -6) looking along +Z.
    fn default() -> Self {
        ViewInfo {
            position: Vec3::new(0.0, 1.0, -6.0),
            right: Vec3::X,
            up: Vec3::Y,
            forward: Vec3::Z,
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
        }
    }
}

/// Everything an instance builder reads about a node.
pub struct NodeFrame<'a> {
    /// The node's world transform.
    pub world: &'a Affine3A,
    /// The config's active time.
    pub active_time: f32,
    /// External values.
    pub externals: &'a ExternalValues,
    /// The camera.
    pub view: &'a ViewInfo,
}
