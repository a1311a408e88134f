//! What the instance builders read about the camera and a node: [`ViewInfo`] and
//! [`NodeFrame`]. Apart from the builders (`instances`, `flares`, `gpu_particles`), so they
//! depend on it and not on each other.

use super::curve::ExternalValues;
use super::particle::Particle;
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

/// Everything an instance builder reads about a node.
pub struct NodeFrame<'a> {
    /// The node's world transform (with `space`).
    pub world: &'a Affine3A,
    /// Where the simulation's world is drawn: the identity, or under a node attached to the
    /// camera (46) the move from where the simulation put that node to the camera.
    pub space: &'a Affine3A,
    /// The config's active time.
    pub active_time: f32,
    /// External values.
    pub externals: &'a ExternalValues,
    /// The camera.
    pub view: &'a ViewInfo,
}

impl NodeFrame<'_> {
    /// A particle's position as drawn.
    pub fn position_of(&self, p: &Particle) -> Vec3 {
        match p.attachment {
            super::program::Attachment::None => self.space.transform_point3(p.kinematics.position),
            _ => p.world_position(self.world),
        }
    }

    /// A point the simulation keeps in the world (a trail's), as drawn.
    pub fn world_point(&self, v: Vec3) -> Vec3 {
        self.space.transform_point3(v)
    }

    /// A direction the simulation keeps in the world, as drawn.
    pub fn world_vector(&self, v: Vec3) -> Vec3 {
        self.space.transform_vector3(v)
    }
}
