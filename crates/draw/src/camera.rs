//! The viewer's orbit camera and the reversed-depth projection the engine uses.

use glam::{Mat4, Vec3};

/// An orbit camera around a target point. Angles in radians, distances in metres (the games'
/// world unit).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OrbitCamera {
    /// The point looked at.
    pub target: Vec3,
    /// Turn about the vertical axis; 0 looks along +Z.
    pub yaw: f32,
    /// Elevation; positive looks down from above.
    pub pitch: f32,
    /// Distance from the target.
    pub distance: f32,
    /// Vertical field of view.
    pub fov_y: f32,
}

impl Default for OrbitCamera {
    fn default() -> Self {
        OrbitCamera {
            target: Vec3::new(0.0, 1.0, 0.0),
            yaw: 0.0,
            pitch: 0.2,
            distance: 6.0,
            fov_y: 50f32.to_radians(),
        }
    }
}

/// The engine's near and far distances, as the captured VSCommonBuffer holds them
/// (seeds 000: what the engine binds, "the near distance 0.08, the far distance 10,000").
pub const NEAR: f32 = 0.08;
/// See [`NEAR`].
pub const FAR: f32 = 10_000.0;

impl OrbitCamera {
    /// The camera's position in the world.
    pub fn eye(&self) -> Vec3 {
        let (sy, cy) = self.yaw.sin_cos();
        let (sp, cp) = self.pitch.sin_cos();
        self.target + self.distance * Vec3::new(-sy * cp, sp, -cy * cp)
    }

    /// The view matrix. The games' world is left-handed with Y up (Direct3D's convention);
    /// we keep it so a file's positions and turns appear as in the game. Inferred: the notes
    /// record the engine's view matrices, not the handedness of its world.
    pub fn view(&self) -> Mat4 {
        glam::camera::lh::view::look_at_mat4(self.eye(), self.target, Vec3::Y)
    }

    /// The projection with reversed depth: the near plane maps to 1 and the far plane to 0,
    /// as the engine stores depth ("the depth is stored reversed", tested GREATER_EQUAL).
    pub fn projection(&self, aspect: f32) -> Mat4 {
        glam::camera::lh::proj::directx::perspective(self.fov_y, aspect.max(1e-6), FAR, NEAR)
    }
}

impl OrbitCamera {
    /// The camera as the simulation's orientation modes need it.
    pub fn view_info(&self) -> fxr_sim::instances::ViewInfo {
        fxr_sim::instances::ViewInfo::looking_at(self.eye(), self.target)
    }

    /// A camera from `yaw,pitch,distance` (degrees, degrees, metres), looking at the default
    /// target.
    pub fn from_spec(spec: &str) -> Result<OrbitCamera, String> {
        let parts: Vec<&str> = spec.split(',').collect();
        let numbers: Result<Vec<f32>, _> = parts.iter().map(|p| p.trim().parse::<f32>()).collect();
        match numbers.as_deref() {
            Ok([yaw, pitch, distance])
                if distance.is_finite()
                    && *distance > 0.0
                    && yaw.is_finite()
                    && pitch.is_finite() =>
            {
                Ok(OrbitCamera {
                    yaw: yaw.to_radians(),
                    pitch: pitch.clamp(-89.0, 89.0).to_radians(),
                    distance: *distance,
                    ..OrbitCamera::default()
                })
            }
            _ => Err(format!(
                "expected yaw,pitch,distance (degrees, degrees, metres > 0), found {spec:?}"
            )),
        }
    }
}

impl OrbitCamera {
    /// A camera that frames a box (keeping this camera's angles and field of view): looking at
    /// its centre from where its bounding sphere, plus a margin, fills the view.
    pub fn framing(&self, min: Vec3, max: Vec3) -> OrbitCamera {
        let centre = (min + max) * 0.5;
        let radius = ((max - min).length() * 0.5).max(0.25);
        let distance = radius * 1.4 / (self.fov_y * 0.5).sin().max(0.05);
        OrbitCamera {
            target: centre,
            distance: distance.clamp(0.5, 2_000.0),
            ..*self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec4;

    #[test]
    fn reversed_depth_maps_near_to_one_and_far_to_zero() {
        let cam = OrbitCamera {
            target: Vec3::ZERO,
            yaw: 0.0,
            pitch: 0.0,
            distance: 1.0,
            fov_y: 1.0,
        };
        let p = cam.projection(1.0);
        let near = p * Vec4::new(0.0, 0.0, NEAR, 1.0);
        let far = p * Vec4::new(0.0, 0.0, FAR, 1.0);
        assert!((near.z / near.w - 1.0).abs() < 1e-5);
        assert!((far.z / far.w).abs() < 1e-5);
    }

    #[test]
    fn default_camera_looks_at_its_target() {
        let cam = OrbitCamera::default();
        let v = cam.view() * cam.target.extend(1.0);
        assert!(v.x.abs() < 1e-5 && v.y.abs() < 1e-5);
        assert!((v.z - cam.distance).abs() < 1e-4);
    }
}
