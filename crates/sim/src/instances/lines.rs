//! Lines (601, 602) and tracers (606, 10012): a segment per particle, and a trail's
//! segments.

use super::node_frame::NodeFrame;
use super::quads::flipbook;
use super::records::{LineInstance, TracerInstance, clamp01, inputs, pack, record_times};
use crate::ViewInfo;
use crate::appearance::{LineParams, TracerParams};
use crate::particle::{Particle, TrailPoint};
use glam::Vec3;

pub(super) fn line(l: &LineParams, p: &Particle, node: &NodeFrame<'_>) -> LineInstance {
    let i = inputs(p, node);
    let e = |c: &crate::curve::Curve| c.eval(&i, node.externals, p.seed);
    let start = node.position_of(p);
    let travel = match p.attachment {
        crate::program::Attachment::Parent => node.world.transform_vector3(p.kinematics.travel),
        _ => node.world_vector(p.kinematics.travel),
    }
    .normalize_or(Vec3::Y);
    let length = e(&l.length)[0] * e(&l.length_multiplier)[0];
    let width = e(&l.width)[0] * e(&l.width_multiplier)[0];
    let end = start - travel * length;
    let base: [f32; 4] =
        std::array::from_fn(|c| clamp01(e(&l.color1))[c] * clamp01(e(&l.color2))[c]);
    let bytes = p.record.color_bytes();
    let end_color = |end: [f32; 4]| {
        pack(std::array::from_fn(|c| {
            f32::from(bytes[c]) / 255.0 * base[c] * end[c].clamp(0.0, 1.0)
        }))
    };
    LineInstance {
        start: [start.x, start.y, start.z, width],
        end: [end.x, end.y, end.z, 0.0],
        start_color: end_color(e(&l.start_color)),
        end_color: end_color(e(&l.end_color)),
        color_scale: e(&l.color3),
    }
}

/// A trail's side axis for a tracer orientation mode.
pub(super) fn tracer_side(
    mode: i32,
    along: Vec3,
    point: Vec3,
    local_z: Vec3,
    view: &ViewInfo,
) -> Vec3 {
    match mode {
        0 => along.cross(view.position - point).normalize_or(view.up),
        2 | 4 => Vec3::Y,
        3 => Vec3::X,
        5 => Vec3::ONE.normalize(),
        // 1 LocalZ, and unknown modes.
        _ => local_z,
    }
}

pub(super) fn tracer(
    t: &TracerParams,
    p: &Particle,
    trail: &[TrailPoint],
    node: &NodeFrame<'_>,
    out: &mut Vec<TracerInstance>,
) {
    let i = inputs(p, node);
    let e = |c: &crate::curve::Curve| c.eval(&i, node.externals, p.seed);
    // The newest point is the source's current position while the particle lives.
    let mut points: Vec<(Vec3, Vec3)> = trail
        .iter()
        .map(|pt| (node.world_point(pt.position), node.world_vector(pt.axis)))
        .collect();
    if !p.expired() {
        points.push((
            node.position_of(p),
            node.world.transform_vector3(Vec3::Z).normalize_or(Vec3::Z),
        ));
    }
    if points.len() < 2 {
        return;
    }
    let half_width = 0.5 * e(&t.width)[0] * e(&t.width_multiplier)[0];
    let colors = [clamp01(e(&t.colors[0])), clamp01(e(&t.colors[1]))];
    let color = record_times(
        &p.record,
        std::array::from_fn(|c| colors[0][c] * colors[1][c]),
    );
    let color_scale = e(&t.colors[2]);
    let fraction = e(&t.texture_fraction)[0];
    let scroll = e(&t.speed_u)[0] * p.age;
    let n = points.len();
    let (start_fade, end_fade) = (e(&t.start_fade)[0] / 100.0, e(&t.end_fade)[0] / 100.0);
    // s runs from 0 at the source (newest) to 1 at the trail's end (oldest).
    let alpha = |s: f32| {
        let a = if start_fade > 0.0 {
            (s / start_fade).min(1.0)
        } else {
            1.0
        };
        let b = if end_fade > 0.0 {
            ((1.0 - s) / end_fade).min(1.0)
        } else {
            1.0
        };
        (a * b).clamp(0.0, 1.0)
    };
    let (_, v_corner, v_size, _) = {
        let (corner, _, size, blend) =
            flipbook(e(&t.frame_index)[0], t.columns, t.total_frames, false);
        (corner[0], corner[1], size, blend)
    };
    let modes: &[i32] = if t.orientation == 4 {
        &[2, 3]
    } else {
        std::slice::from_ref(&t.orientation)
    };
    for &mode in modes {
        for k in 0..n - 1 {
            let (a, b) = (points[n - 1 - k], points[n - 2 - k]);
            let along = (b.0 - a.0).normalize_or(Vec3::Z);
            let side_a = tracer_side(mode, along, a.0, a.1, node.view);
            let side_b = tracer_side(mode, along, b.0, b.1, node.view);
            let (s_a, s_b) = (k as f32 / (n - 1) as f32, (k + 1) as f32 / (n - 1) as f32);
            let (u_a, u_b) = if t.attached_uv {
                (s_a + scroll, s_b + scroll)
            } else {
                (
                    k as f32 * fraction + scroll,
                    (k + 1) as f32 * fraction + scroll,
                )
            };
            out.push(TracerInstance {
                a: [a.0.x, a.0.y, a.0.z, half_width],
                b: [b.0.x, b.0.y, b.0.z, half_width],
                side_a: [side_a.x, side_a.y, side_a.z, u_a],
                side_b: [side_b.x, side_b.y, side_b.z, u_b],
                fade: [alpha(s_a), alpha(s_b), v_corner, v_size],
                color,
                color_scale,
            });
        }
    }
}
