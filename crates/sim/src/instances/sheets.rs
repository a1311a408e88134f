//! Distortion (607) and radial blur (608) sheets: one instance per particle, with its
//! sheet's constants.

use super::node_frame::NodeFrame;
use super::quads::{orientation_basis, quad_rows};
use super::records::{DistortionInstance, RadialBlurInstance, clamp01, inputs, record_times};
use crate::appearance::{DistortionParams, RadialBlurParams};
use crate::particle::Particle;
use glam::Vec3;

/// A distortion's instance for one particle.
#[inline]
pub(super) fn distortion(
    d: &DistortionParams,
    p: &Particle,
    node: &NodeFrame<'_>,
) -> DistortionInstance {
    let i = inputs(p, node);
    let e = |c: &crate::curve::Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let basis = orientation_basis(d.orientation, position, node.world, node.view);
    let offset = Vec3::new(e(&d.offset[0])[0], e(&d.offset[1])[0], e(&d.offset[2])[0]);
    let size = [
        e(&d.size[0])[0] * p.record.scale[0],
        e(&d.size[1])[0] * p.record.scale[1],
    ];
    let rows = quad_rows(
        basis,
        p.record.rotation,
        size[0],
        size[1],
        false,
        position + basis * offset,
    );
    let scroll = |k: usize| e(&d.normal_map_offset[k])[0] + e(&d.normal_map_speed[k])[0] * p.age;
    DistortionInstance {
        rows,
        color: record_times(&p.record, clamp01(e(&d.color))),
        params: [e(&d.intensity)[0], e(&d.radius)[0], scroll(0), scroll(1)],
        params2: [
            e(&d.stir_speed)[0] * p.age * crate::particle::DEGREES_TO_RADIANS,
            d.mode as f32,
            e(&d.normal_map_scale[0])[0],
            e(&d.normal_map_scale[1])[0],
        ],
        pad: [0.0; 3],
    }
}

/// A radial blur's instance for one particle.
#[inline]
pub(super) fn radial_blur(
    r: &RadialBlurParams,
    p: &Particle,
    node: &NodeFrame<'_>,
) -> RadialBlurInstance {
    let i = inputs(p, node);
    let e = |c: &crate::curve::Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let basis = orientation_basis(1, position, node.world, node.view);
    let offset = Vec3::new(e(&r.offset[0])[0], e(&r.offset[1])[0], e(&r.offset[2])[0]);
    let rows = quad_rows(
        basis,
        p.record.rotation,
        e(&r.size[0])[0],
        e(&r.size[1])[0],
        false,
        position + basis * offset,
    );
    RadialBlurInstance {
        rows,
        color: record_times(&p.record, clamp01(e(&r.color))),
        params: [e(&r.blur_radius)[0], r.iterations as f32, 0.0, 0.0],
        pad: 0.0,
    }
}
