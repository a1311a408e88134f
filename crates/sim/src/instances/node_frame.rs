//! What an instance builder reads about a node in a frame: its transforms, its active time,
//! the external values and the camera.

use crate::curve::ExternalValues;
use crate::particle::Particle;
use crate::program::Attachment;
use crate::view::ViewInfo;
use glam::{Affine3A, Vec3};

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
            Attachment::None => self.space.transform_point3(p.kinematics.position),
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
