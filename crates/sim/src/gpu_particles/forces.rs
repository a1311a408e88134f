//! Force volumes: 10200 `CancelForce`, 10300 `WindForce`, 10301 `GravityForce` and 10303
//! `TurbulenceForce` (fields from the `fxr` library's definitions), acting on the particles of
//! the Correct GPU particle actions (10001, 10009: Inferred from seeds 000, whose force
//! programs are Correct programs). 10302 `ForceCollision` only tells the game whether its node
//! is inside a force volume; a preview has nothing to tell, so it makes no force.
//!
//! The volume is in its node's space: a sphere or box about the origin, a cylinder about +Z
//! centred on the origin, a square prism standing on the origin along +Z (the library's table
//! of origins; "slightly +Z" of the cylinder's is not reproduced). Ours, where the library is
//! silent: the wind blows along the node's +Z; the gravity pulls towards the volume's centre
//! of mass with a constant strength; the turbulence is a value noise of the position over the
//! noise scale, offset by the noise offsets; the random multipliers, which the library says
//! change over time, are taken at their mean (GravityForce's, the library says, is the mean).
//! A force node's volume and strength at the frame drawn act over a GPU particle's whole life;
//! the CPU particles of a node with 732/734 feel the volumes step by step. Once the effect has
//! ended, a force fades out over its fadeOutTime.

use crate::action::ActionData;
use crate::curve::{Curve, ExternalValues, Inputs};
use fxr_formats::fxr::actions::ids;
use glam::{Affine3A, Vec3};

/// Why a named field of a force action is not simulated (`None`: it is, or it is an `unk_*`
/// field, which is not read). Every named field is.
pub fn not_simulated(_name: &str) -> Option<&'static str> {
    None
}

/// The kinds of force, as the constants number them.
pub mod kind {
    /// 10200: no force inside.
    pub const CANCEL: u32 = 0;
    /// 10300.
    pub const WIND: u32 = 1;
    /// 10301.
    pub const GRAVITY: u32 = 2;
    /// 10303.
    pub const TURBULENCE: u32 = 3;
}

/// The most force volumes a draw reads.
pub const MAX_FORCES: usize = 16;

/// A force action's parameters.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ForceParams {
    /// [`kind`].
    pub kind: u32,
    /// ForceVolumeShape: 0 boundless, 1 sphere, 2 box, 3 cylinder, 4 square prism.
    pub shape: u32,
    /// sphereRadius, or boxSize, or cylinderRadius and cylinderHeight, or squarePrismApothem
    /// and squarePrismHeight.
    pub size: [f32; 3],
    /// force.
    pub force: Curve,
    /// forceMultiplier times the mean of forceRandomMultiplierMin and Max.
    pub multiplier: f32,
    /// noiseOffsetX/Y/Z (turbulence).
    pub noise_offset: [Curve; 3],
    /// noiseScale (turbulence).
    pub noise_scale: f32,
    /// softRadius when enableSoftRadius (turbulence), else 0.
    pub soft_radius: f32,
    /// fadeOutTime in seconds (the file's 1/30 s units).
    pub fade_out: f32,
}

impl ForceParams {
    /// The force of an action type, if it is one that moves particles.
    pub fn from_action(a: &ActionData) -> Option<Self> {
        let kind = match a.action_type {
            ids::CANCEL_FORCE => kind::CANCEL,
            ids::WIND_FORCE => kind::WIND,
            ids::GRAVITY_FORCE => kind::GRAVITY,
            ids::TURBULENCE_FORCE => kind::TURBULENCE,
            _ => return None,
        };
        let shape = a.int("shape", 1).clamp(0, 4) as u32;
        let size = match shape {
            1 => [a.float("sphereRadius", 10.0), 0.0, 0.0],
            2 => a.floats("boxSize", [0.0; 3]),
            3 => [
                a.float("cylinderRadius", 0.0),
                a.float("cylinderHeight", 0.0),
                0.0,
            ],
            4 => [
                a.float("squarePrismApothem", 0.0),
                a.float("squarePrismHeight", 0.0),
                0.0,
            ],
            _ => [0.0; 3],
        };
        let random = 0.5
            * (a.float("forceRandomMultiplierMin", 1.0) + a.float("forceRandomMultiplierMax", 1.0));
        let (multiplier, scale) = if kind == kind::TURBULENCE {
            (random, a.float("noiseScale", 1.0))
        } else {
            (a.float("forceMultiplier", 1.0) * random, 1.0)
        };
        Some(ForceParams {
            kind,
            shape,
            size,
            force: a.curve_or("force", 1.0),
            multiplier,
            noise_offset: [
                a.curve_or("noiseOffsetX", 0.0),
                a.curve_or("noiseOffsetY", 0.0),
                a.curve_or("noiseOffsetZ", 0.0),
            ],
            noise_scale: scale,
            soft_radius: if a.flag("enableSoftRadius", false) {
                a.float("softRadius", 1.0)
            } else {
                0.0
            },
            fade_out: a.int("fadeOutTime", 0).max(0) as f32 / 30.0,
        })
    }

    /// The share of the force left `elapsed` seconds after the effect ended (`None`: it has
    /// not). The library: fadeOutTime is how long the force takes to fade once the effect
    /// deactivates. Inferred: the fade is linear, and a force without one stops at once.
    pub fn fade(&self, elapsed: Option<f32>) -> f32 {
        match elapsed {
            None => 1.0,
            Some(_) if self.fade_out <= 0.0 => 0.0,
            Some(e) => (1.0 - e / self.fade_out).clamp(0.0, 1.0),
        }
    }

    /// A force of no strength (for an action of another type: not reached).
    pub fn none() -> Self {
        ForceParams {
            kind: kind::WIND,
            shape: 0,
            size: [0.0; 3],
            force: Curve::constant([0.0; 4], 1),
            multiplier: 0.0,
            noise_offset: [
                Curve::constant([0.0; 4], 1),
                Curve::constant([0.0; 4], 1),
                Curve::constant([0.0; 4], 1),
            ],
            noise_scale: 1.0,
            soft_radius: 0.0,
            fade_out: 0.0,
        }
    }

    /// The volume for a frame, its node at `world`, its strength times `fade`.
    pub fn volume(
        &self,
        world: &Affine3A,
        inputs: &Inputs,
        externals: &ExternalValues,
        seed: u32,
        fade: f32,
    ) -> ForceVolume {
        let e = |c: &Curve| c.eval1(inputs, externals, seed);
        let inverse = world.inverse();
        let centre = match self.shape {
            // The prism stands on its origin: its centre of mass is half its height up.
            4 => world.transform_point3(Vec3::new(0.0, 0.0, 0.5 * self.size[1])),
            _ => Vec3::from(world.translation),
        };
        let direction = world.transform_vector3(Vec3::Z).normalize_or(Vec3::Z);
        ForceVolume {
            kind_shape: [self.kind, self.shape, u32::from(self.soft_radius > 0.0), 0],
            inverse: super::rows(&inverse),
            centre: [
                centre.x,
                centre.y,
                centre.z,
                e(&self.force) * self.multiplier * fade,
            ],
            direction: [direction.x, direction.y, direction.z, self.noise_scale],
            size: [self.size[0], self.size[1], self.size[2], 0.0],
            noise: [
                e(&self.noise_offset[0]),
                e(&self.noise_offset[1]),
                e(&self.noise_offset[2]),
                self.soft_radius,
            ],
        }
    }
}

/// One force volume as the compute programs read it. 128 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct ForceVolume {
    /// x: [`kind`]; y: shape; z: 1 when the soft radius applies; w: 0.
    pub kind_shape: [u32; 4],
    /// World to the volume's space: three rows of a 3x4 matrix.
    pub inverse: [[f32; 4]; 3],
    /// The centre of mass in the world (xyz) and the strength (w: force × multipliers).
    pub centre: [f32; 4],
    /// The wind's world direction (xyz) and the noise scale (w).
    pub direction: [f32; 4],
    /// The shape's sizes (see [`ForceParams::size`]).
    pub size: [f32; 4],
    /// The noise offset (xyz) and the soft radius (w).
    pub noise: [f32; 4],
}

fn local(f: &ForceVolume, p: Vec3) -> Vec3 {
    let r = |k: usize| {
        f.inverse[k][0] * p.x + f.inverse[k][1] * p.y + f.inverse[k][2] * p.z + f.inverse[k][3]
    };
    Vec3::new(r(0), r(1), r(2))
}

/// Whether the world point `p` is inside the volume.
pub fn inside(f: &ForceVolume, p: Vec3) -> bool {
    let q = local(f, p);
    let s = f.size;
    match f.kind_shape[1] {
        0 => true,
        1 => q.length_squared() <= s[0] * s[0],
        2 => q.x.abs() <= 0.5 * s[0] && q.y.abs() <= 0.5 * s[1] && q.z.abs() <= 0.5 * s[2],
        3 => q.x * q.x + q.y * q.y <= s[0] * s[0] && q.z.abs() <= 0.5 * s[1],
        _ => q.x.abs() <= s[0] && q.y.abs() <= s[0] && q.z >= 0.0 && q.z <= s[1],
    }
}

/// The integer hash of a lattice point and channel (ours).
pub fn lattice_hash(x: i32, y: i32, z: i32, channel: u32) -> u32 {
    let mut h = (x as u32).wrapping_mul(0x8DA6_B343)
        ^ (y as u32).wrapping_mul(0xD816_3841)
        ^ (z as u32).wrapping_mul(0xCB1A_B31F)
        ^ channel.wrapping_mul(0x1656_67B1);
    h = (h ^ (h >> 16)).wrapping_mul(0x7FEB_352D);
    h = (h ^ (h >> 15)).wrapping_mul(0x846C_A68B);
    h ^ (h >> 16)
}

fn lattice_value(x: i32, y: i32, z: i32, channel: u32) -> f32 {
    (lattice_hash(x, y, z, channel) >> 8) as f32 / 16_777_215.0 * 2.0 - 1.0
}

/// A value noise vector (each channel from -1 to 1), trilinear between lattice points with a
/// smoothstep weight.
pub fn noise(p: Vec3) -> Vec3 {
    let cell = p.floor();
    let t = p - cell;
    let w = t * t * (Vec3::splat(3.0) - t * 2.0);
    let (x, y, z) = (cell.x as i32, cell.y as i32, cell.z as i32);
    let mut out = Vec3::ZERO;
    for channel in 0..3u32 {
        // Wrapping, as the WGSL's i32 arithmetic does (a far point or offset must not panic).
        let v = |dx: i32, dy: i32, dz: i32| {
            lattice_value(
                x.wrapping_add(dx),
                y.wrapping_add(dy),
                z.wrapping_add(dz),
                channel,
            )
        };
        let x00 = v(0, 0, 0) + (v(1, 0, 0) - v(0, 0, 0)) * w.x;
        let x10 = v(0, 1, 0) + (v(1, 1, 0) - v(0, 1, 0)) * w.x;
        let x01 = v(0, 0, 1) + (v(1, 0, 1) - v(0, 0, 1)) * w.x;
        let x11 = v(0, 1, 1) + (v(1, 1, 1) - v(0, 1, 1)) * w.x;
        let y0 = x00 + (x10 - x00) * w.y;
        let y1 = x01 + (x11 - x01) * w.y;
        out[channel as usize] = y0 + (y1 - y0) * w.z;
    }
    out
}

/// The acceleration the volumes give at the world point `p`: none inside a cancelling
/// volume, else the sum of the others that hold `p`.
pub fn force_at(volumes: &[ForceVolume], p: Vec3) -> Vec3 {
    for f in volumes {
        if f.kind_shape[0] == kind::CANCEL && inside(f, p) {
            return Vec3::ZERO;
        }
    }
    let mut total = Vec3::ZERO;
    for f in volumes {
        if f.kind_shape[0] == kind::CANCEL || !inside(f, p) {
            continue;
        }
        let strength = f.centre[3];
        let centre = Vec3::new(f.centre[0], f.centre[1], f.centre[2]);
        total += match f.kind_shape[0] {
            kind::WIND => Vec3::new(f.direction[0], f.direction[1], f.direction[2]) * strength,
            kind::GRAVITY => (centre - p).normalize_or_zero() * strength,
            _ => {
                let scale = f.direction[3].max(1e-3);
                let q = local(f, p) / scale + Vec3::new(f.noise[0], f.noise[1], f.noise[2]);
                let soft = if f.kind_shape[2] != 0 {
                    (1.0 - (p - centre).length() / f.noise[3].max(1e-3)).max(0.0)
                } else {
                    1.0
                };
                noise(q) * (strength * soft)
            }
        };
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    fn volume(kind: u32, shape: u32, size: [f32; 4], strength: f32) -> ForceVolume {
        ForceVolume {
            kind_shape: [kind, shape, 0, 0],
            inverse: super::super::rows(&Affine3A::IDENTITY),
            centre: [0.0, 0.0, 0.0, strength],
            direction: [0.0, 0.0, 1.0, 1.0],
            size,
            noise: [0.0; 4],
        }
    }

    #[test]
    fn shapes_hold_what_they_should() {
        let sphere = volume(kind::WIND, 1, [2.0, 0.0, 0.0, 0.0], 1.0);
        assert!(inside(&sphere, Vec3::new(0.0, 1.9, 0.0)));
        assert!(!inside(&sphere, Vec3::new(0.0, 2.1, 0.0)));
        let cylinder = volume(kind::WIND, 3, [1.0, 4.0, 0.0, 0.0], 1.0);
        assert!(inside(&cylinder, Vec3::new(0.5, 0.5, 1.9)));
        assert!(!inside(&cylinder, Vec3::new(0.0, 0.0, 2.1)));
        let prism = volume(kind::WIND, 4, [1.0, 2.0, 0.0, 0.0], 1.0);
        assert!(inside(&prism, Vec3::new(0.9, -0.9, 1.5)));
        assert!(!inside(&prism, Vec3::new(0.0, 0.0, -0.1)));
    }

    #[test]
    fn wind_blows_along_z_gravity_pulls_in_and_cancel_stops_both() {
        let wind = volume(kind::WIND, 0, [0.0; 4], 3.0);
        let pull = volume(kind::GRAVITY, 0, [0.0; 4], 2.0);
        let f = force_at(&[wind, pull], Vec3::new(4.0, 0.0, 0.0));
        assert_eq!(f, Vec3::new(-2.0, 0.0, 3.0));
        let cancel = volume(kind::CANCEL, 1, [5.0, 0.0, 0.0, 0.0], 0.0);
        assert_eq!(
            force_at(&[wind, pull, cancel], Vec3::new(4.0, 0.0, 0.0)),
            Vec3::ZERO
        );
        assert_ne!(
            force_at(&[wind, pull, cancel], Vec3::new(6.0, 0.0, 0.0)),
            Vec3::ZERO
        );
    }

    #[test]
    fn noise_is_continuous_and_bounded() {
        let a = noise(Vec3::new(0.3, 1.7, -2.2));
        let b = noise(Vec3::new(0.3001, 1.7, -2.2));
        assert!((a - b).length() < 1e-2);
        for i in 0..200 {
            let v = noise(Vec3::splat(i as f32 * 0.37));
            assert!(v.abs().max_element() <= 1.0);
        }
        // Lattice points take their hashed values exactly.
        assert_eq!(noise(Vec3::new(2.0, 3.0, 4.0)).x, lattice_value(2, 3, 4, 0));
    }
}
