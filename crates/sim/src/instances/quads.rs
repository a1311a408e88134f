//! The quads of billboards (600, 603) and multi-texture billboards (604): their world
//! matrices by orientation mode, flipbook cells and layers (seeds 000).

use super::node_frame::NodeFrame;
use super::records::{MultiTextureInstance, clamp01, inputs, pack, record_times};
use crate::ViewInfo;
use crate::appearance::QuadParams;
use crate::billboard::BillboardInstance;
use crate::curve::{ExternalValues, Inputs, StepCurve, StepScalar};
use crate::particle::Particle;
use glam::{Affine3A, EulerRot, Mat3, Quat, Vec3};

/// The quad's frame for an orientation mode: (x edge, y edge, facing axis towards the
/// viewer), unit vectors. OrientationMode values from the `fxr` library; South faces world
/// -Z, East (whose axis the library leaves open) faces +X (ours).
pub fn orientation_basis(
    mode: i32,
    position: Vec3,
    node_world: &Affine3A,
    view: &ViewInfo,
) -> Mat3 {
    let from_facing_and_up = |facing: Vec3, up: Vec3| {
        let facing = facing.normalize_or(-view.forward);
        let right = up.cross(-facing).normalize_or(view.right);
        let up = (-facing).cross(right).normalize_or(Vec3::Y);
        Mat3::from_cols(right, up, facing)
    };
    match mode {
        0 | 3 => Mat3::from_cols(Vec3::X, Vec3::Y, Vec3::NEG_Z),
        2 => {
            let m = node_world.matrix3;
            Mat3::from_cols(
                Vec3::from(m.x_axis).normalize_or(Vec3::X),
                Vec3::from(m.y_axis).normalize_or(Vec3::Y),
                -Vec3::from(m.z_axis).normalize_or(Vec3::Z),
            )
        }
        4 => {
            let to_camera = view.position - position;
            from_facing_and_up(Vec3::new(to_camera.x, 0.0, to_camera.z), Vec3::Y)
        }
        5 => from_facing_and_up(Vec3::X, Vec3::Y),
        6 => from_facing_and_up(view.position - position, view.up),
        7 => {
            let up = Vec3::from(node_world.matrix3.y_axis).normalize_or(Vec3::Y);
            let to_camera = view.position - position;
            from_facing_and_up(to_camera - up * to_camera.dot(up), up)
        }
        // 1 CameraPlane, and unknown modes.
        _ => Mat3::from_cols(view.right, view.up, -view.forward),
    }
}

/// The 3x4 rows of a quad: frame `basis`, turned by the record's rotations (x already
/// negated; applied about x, then y, then z: our order), sized `width` x `height`, centred at
/// `centre`.
pub fn quad_rows(
    basis: Mat3,
    rotation: [f32; 3],
    width: f32,
    height: f32,
    scale_before_rotation: bool,
    centre: Vec3,
) -> [[f32; 4]; 3] {
    let turn = Mat3::from_quat(Quat::from_euler(
        EulerRot::ZYX,
        rotation[2],
        rotation[1],
        rotation[0],
    ));
    let size = Mat3::from_diagonal(Vec3::new(width, height, 1.0));
    let m = if scale_before_rotation {
        basis * turn * size
    } else {
        basis * size * turn
    };
    let facing = (basis * turn * Vec3::Z).normalize_or(basis.z_axis);
    let (x, y) = (m.x_axis, m.y_axis);
    [
        [x.x, y.x, facing.x, centre.x],
        [x.y, y.y, facing.y, centre.y],
        [x.z, y.z, facing.z, centre.z],
    ]
}

/// The flipbook cell for a frame: (corner, next corner, cell size, blend). Frames run left to
/// right, top to bottom (ours); the cell size is the inverse of the columns on both axes
/// (seeds 000: TEXCOORD1.zw is the inverse of the file's columns) and the next cell is the
/// index plus one, wrapping to the next row.
pub fn flipbook(
    frame: f32,
    columns: i32,
    total_frames: i32,
    interpolate: bool,
) -> ([f32; 2], [f32; 2], f32, f32) {
    let columns = columns.max(1);
    let total = total_frames.max(1);
    let frame = if frame.is_finite() { frame } else { 0.0 };
    let wrapped = frame.rem_euclid(total as f32);
    let cell = (wrapped.floor() as i32).clamp(0, total - 1);
    let next = (cell + 1) % total;
    let size = 1.0 / columns as f32;
    let corner = |i: i32| [(i % columns) as f32 * size, (i / columns) as f32 * size];
    let blend = if interpolate {
        wrapped - wrapped.floor()
    } else {
        0.0
    };
    (corner(cell), corner(next), size, blend)
}

/// A quad appearance's curves prepared for one node and frame ([`StepCurve`]: the constant
/// ones computed once for all the node's particles).
pub(super) struct QuadStep<'a> {
    params: &'a QuadParams,
    width: StepScalar<'a>,
    height: StepScalar<'a>,
    offset: [StepScalar<'a>; 3],
    alpha_fade_threshold: StepScalar<'a>,
    depth_offset: StepScalar<'a>,
    frame_index: StepScalar<'a>,
    frame_index_offset: StepScalar<'a>,
    color1: StepCurve<'a, 4>,
    color3: StepCurve<'a, 4>,
    layers: Vec<LayerStep<'a>>,
}

/// A multi-texture layer's curves prepared for one node and frame.
pub(super) struct LayerStep<'a> {
    color: StepCurve<'a, 4>,
    speed: [StepScalar<'a>; 2],
    offset: [StepScalar<'a>; 2],
    scale: [StepScalar<'a>; 2],
}

impl<'a> QuadStep<'a> {
    /// The flipbook cell of `frame` in this appearance's texture ([`flipbook`]).
    fn cell(&self, frame: f32) -> ([f32; 2], [f32; 2], f32, f32) {
        let q = self.params;
        flipbook(frame, q.columns, q.total_frames, q.interpolate_frames)
    }

    pub(super) fn new(q: &'a QuadParams, externals: &ExternalValues) -> Self {
        QuadStep {
            params: q,
            width: StepCurve::new(&q.width, externals),
            height: StepCurve::new(&q.height, externals),
            offset: StepCurve::each(&q.offset, externals),
            alpha_fade_threshold: StepCurve::new(&q.alpha_fade_threshold, externals),
            depth_offset: StepCurve::new(&q.depth_offset, externals),
            frame_index: StepCurve::new(&q.frame_index, externals),
            frame_index_offset: StepCurve::new(&q.frame_index_offset, externals),
            color1: StepCurve::new(&q.color1, externals),
            color3: StepCurve::new(&q.color3, externals),
            layers: q
                .layers
                .iter()
                .map(|l| LayerStep {
                    color: StepCurve::new(&l.color, externals),
                    speed: StepCurve::each(&l.speed, externals),
                    offset: StepCurve::each(&l.offset, externals),
                    scale: StepCurve::each(&l.scale, externals),
                })
                .collect(),
        }
    }
}

pub(super) fn quad_geometry(
    q: &QuadStep<'_>,
    p: &Particle,
    node: &NodeFrame<'_>,
    i: &Inputs,
) -> ([[f32; 4]; 3], f32, f32) {
    let e = |c: &StepScalar<'_>| c.get(i, node.externals, p.seed);
    let position = node.position_of(p);
    let basis = orientation_basis(q.params.orientation, position, node.world, node.view);
    let width = e(&q.width) * p.record.scale[0];
    // The appearance's own width and height (not the record's multipliers): with
    // uniformScale the width property also gives the height (the fxr library's meaning of
    // the field; the notes do not read the draw stage).
    let height = if q.params.uniform_scale {
        e(&q.width)
    } else {
        e(&q.height)
    } * p.record.scale[1];
    let offset = Vec3::new(e(&q.offset[0]), e(&q.offset[1]), e(&q.offset[2]));
    let rows = quad_rows(
        basis,
        p.record.rotation,
        width,
        height,
        q.params.scale_before_rotation,
        position + basis * offset,
    );
    (rows, e(&q.alpha_fade_threshold) / 255.0, e(&q.depth_offset))
}

pub(super) fn billboard(q: &QuadStep<'_>, p: &Particle, node: &NodeFrame<'_>) -> BillboardInstance {
    let i = inputs(p, node);
    let e = |c: &StepScalar<'_>| c.get(&i, node.externals, p.seed);
    let e4 = |c: &StepCurve<'_, 4>| c.values(&i, node.externals, p.seed);
    let (rows, fade, depth) = quad_geometry(q, p, node, &i);
    let (corner, next, size, blend) = q.cell(e(&q.frame_index) + e(&q.frame_index_offset));
    BillboardInstance {
        rows,
        color: record_times(&p.record, clamp01(e4(&q.color1))),
        color_scale: e4(&q.color3),
        cell: [corner[0], corner[1], next[0], next[1]],
        cell_size: [size, size, blend, 0.0],
        params: [fade, depth, p.age, 0.0],
    }
}

pub(super) fn multi_texture(
    q: &QuadStep<'_>,
    p: &Particle,
    node: &NodeFrame<'_>,
) -> MultiTextureInstance {
    let i = inputs(p, node);
    let e4 = |c: &StepCurve<'_, 4>| c.values(&i, node.externals, p.seed);
    let e = |c: &StepScalar<'_>| c.get(&i, node.externals, p.seed);
    let (rows, fade, depth) = quad_geometry(q, p, node, &i);
    let (corner, next, size, blend) = q.cell(e(&q.frame_index) + e(&q.frame_index_offset));
    // A layer's offset is its file offset plus its speed times the particle's age (Inferred,
    // seeds 000: how the layers' coordinates are made); its scale is the file's scale.
    let layer = |n: usize| -> ([f32; 2], [f32; 2]) {
        match q.layers.get(n) {
            Some(l) => (
                [
                    e(&l.offset[0]) + e(&l.speed[0]) * p.age,
                    e(&l.offset[1]) + e(&l.speed[1]) * p.age,
                ],
                [e(&l.scale[0]), e(&l.scale[1])],
            ),
            None => ([0.0; 2], [1.0; 2]),
        }
    };
    let (o1, _) = layer(0);
    let (o2, s2) = layer(1);
    let (o3, s3) = layer(2);
    let layer_color = |n: usize| {
        q.layers
            .get(n)
            .map_or([255; 4], |l| pack(clamp01(e4(&l.color))))
    };
    MultiTextureInstance {
        rows,
        color: record_times(&p.record, clamp01(e4(&q.color1))),
        layer_colors: [layer_color(0), layer_color(1), layer_color(2)],
        color_scale: e4(&q.color3),
        tex0: [corner[0] + o1[0], corner[1] + o1[1], o2[0], o2[1]],
        tex1: [o3[0], o3[1], size, size],
        tex2: [s2[0], s2[1], s3[0], s3[1]],
        tex3: [next[0] + o1[0], next[1] + o1[1], blend, 0.0],
        // 0 - fade, not -fade: no threshold gives +0.0, the bytes the frame digests hold.
        params: [0.0 - fade, 0.0, depth, p.age],
    }
}
