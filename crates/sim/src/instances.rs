//! GPU-ready particle instances: what a frame's draws upload, one record per particle.
//!
//! The engine submits one vertex per particle and builds the quad in its tessellation stages
//! (seeds 000: what the engine binds); here one instance per particle carries the same
//! values: the particle's 3x4 world matrix (the quad's two edges as the first two columns,
//! the facing axis third, its centre last), its packed colour, the flipbook cell and the
//! next one, the layers' offsets and scales. The layouts are ours; each field names the
//! engine's semantic it stands for.

use super::appearance::AppearanceKind;
use super::appearance::{
    AppearanceParams, DistortionParams, LightParams, LineParams, ModelParams, QuadParams,
    RadialBlurParams, TracerParams,
};
use super::curve::{ExternalValues, Inputs, StepCurve, StepScalar};
use super::particle::{BillboardRecord, Particle, TrailPoint};
use super::particles::Particles;
use glam::{Affine3A, EulerRot, Mat3, Quat, Vec3};

pub use super::billboard::BillboardInstance;
pub use super::view::{NodeFrame, ViewInfo};

/// A multi-texture billboard (604). 160 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct MultiTextureInstance {
    /// The rows of the 3x4 world matrix (TEXCOORD6..8 of Elden Ring's vertex).
    pub rows: [[f32; 4]; 3],
    /// COLOR0: the particle's packed colour.
    pub color: [u8; 4],
    /// COLOR1..3: the layers' colours (layer1Color..layer3Color), clamped, as bytes.
    pub layer_colors: [[u8; 4]; 3],
    /// COLOR4: color3 (unclamped floats).
    pub color_scale: [f32; 4],
    /// TEXCOORD0: xy the flipbook cell's corner (plus layer 1's offset), zw layer 2's offset.
    pub tex0: [f32; 4],
    /// TEXCOORD1: xy layer 3's offset, zw the cell size (the inverse of columns).
    pub tex1: [f32; 4],
    /// TEXCOORD2: xy layer 2's scale, zw layer 3's scale.
    pub tex2: [f32; 4],
    /// TEXCOORD3: xy the next cell's corner; z the frame blend; w k (TEXCOORD4.x, 0).
    pub tex3: [f32; 4],
    /// x: the alpha offset the pixel program adds to each texel's alpha before clamping it
    /// (TEXCOORD2.z of its input, seeds 000). What fills it is not traced (Unknown); ours:
    /// minus alphaFadeThreshold / 255, so texels below the threshold vanish through the
    /// program's own mechanism (Inferred from the fxr library's meaning of the field, "alpha
    /// below which the particle is hidden"); y: 0 (unused); z: depthOffset; w: the
    /// particle's age.
    pub params: [f32; 4],
}

/// A line (601) or quad line (602). 56 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct LineInstance {
    /// The leading end (xyz) and the width (w; 0 for a line).
    pub start: [f32; 4],
    /// The trailing end (xyz).
    pub end: [f32; 4],
    /// The leading end's colour.
    pub start_color: [u8; 4],
    /// The trailing end's colour.
    pub end_color: [u8; 4],
    /// color3.
    pub color_scale: [f32; 4],
}

/// One segment of a tracer's trail (606, 10012). 100 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct TracerInstance {
    /// The segment's first point (xyz) and half width (w).
    pub a: [f32; 4],
    /// Its second point and half width.
    pub b: [f32; 4],
    /// The side axis at `a` (xyz) and U at `a` (w).
    pub side_a: [f32; 4],
    /// The side axis at `b` and U at `b`.
    pub side_b: [f32; 4],
    /// Opacity along the trail at `a` (x) and `b` (y); the flipbook cell's V corner (z) and
    /// height (w).
    pub fade: [f32; 4],
    /// The particle's colour.
    pub color: [u8; 4],
    /// color3 (and the unclamped scale).
    pub color_scale: [f32; 4],
}

/// A distortion sheet (607). 96 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct DistortionInstance {
    /// The rows of the sheet's 3x4 world matrix.
    pub rows: [[f32; 4]; 3],
    /// The colour times the particle's colour, packed (seeds 000: the per-particle writer).
    pub color: [u8; 4],
    /// x: intensity at the particle's age (g_waveStrength, no factor); y: radius; z, w: the
    /// normal map's scroll distances U and V (offset + speed x age).
    pub params: [f32; 4],
    /// x: the stir angle (stirSpeed x age, radians); y: mode; z, w: normal-map scale U, V.
    pub params2: [f32; 4],
    /// Padding to a 16-byte multiple (kept zero).
    pub pad: [f32; 3],
}

/// A radial blur sheet (608). 72 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct RadialBlurInstance {
    /// The rows of the sheet's 3x4 world matrix.
    pub rows: [[f32; 4]; 3],
    /// The colour.
    pub color: [u8; 4],
    /// x: blur radius; y: iterations; z, w: 0.
    pub params: [f32; 4],
    /// Padding (kept zero).
    pub pad: f32,
}

/// A point light (609). 48 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct LightInstance {
    /// World position (xyz) and radius (w).
    pub position: [f32; 4],
    /// Diffuse colour times its multiplier.
    pub diffuse: [f32; 4],
    /// Specular colour times its multiplier.
    pub specular: [f32; 4],
}

/// A model particle (605, 10015). 96 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct ModelInstance {
    /// The rows of the 3x4 world matrix: the model's X, Y and Z axes (sized by sizeX, sizeY,
    /// sizeZ and the record's scales) and its origin.
    pub rows: [[f32; 4]; 3],
    /// The record's colour times color1, clamped and packed, red first.
    pub color: [u8; 4],
    /// color3, the unclamped multiplier.
    pub color_scale: [f32; 4],
    /// The UV transform: xy added to the mesh's UVs after zw multiplies them (a flipbook
    /// cell's corner and size, or the scroll offset and 1).
    pub uv: [f32; 4],
    /// The model id (`sfx/model/sNNNNN.flver`): the draws take runs of one id.
    pub model: i32,
    /// The particle's age.
    pub age: f32,
    /// Padding (kept zero).
    pub pad: f32,
}

/// A draw's instances, by appearance.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "kind", content = "instances")]
pub enum Instances {
    /// 600 and 603.
    Billboard(Vec<BillboardInstance>),
    /// 604.
    MultiTexture(Vec<MultiTextureInstance>),
    /// 601 and 602.
    Line(Vec<LineInstance>),
    /// 606 and 10012.
    Tracer(Vec<TracerInstance>),
    /// 607.
    Distortion(Vec<DistortionInstance>),
    /// 608.
    RadialBlur(Vec<RadialBlurInstance>),
    /// 609.
    Light(Vec<LightInstance>),
    /// 605 and 10015, ordered by model id.
    Model(Vec<ModelInstance>),
    /// 10014: every flare, ordered by layer (`sim/flares.rs`).
    LensFlare(Vec<super::flares::FlareInstance>),
    /// 10003: every sheet (`sim/flares.rs`).
    LightShaft(Vec<super::flares::ShaftInstance>),
    /// 11000 (`sim/flares.rs`).
    SpotLight(Vec<super::flares::SpotLightInstance>),
}

impl Instances {
    /// The number of instances.
    pub fn len(&self) -> usize {
        match self {
            Instances::Billboard(v) => v.len(),
            Instances::MultiTexture(v) => v.len(),
            Instances::Line(v) => v.len(),
            Instances::Tracer(v) => v.len(),
            Instances::Distortion(v) => v.len(),
            Instances::RadialBlur(v) => v.len(),
            Instances::Light(v) => v.len(),
            Instances::Model(v) => v.len(),
            Instances::LensFlare(v) => v.len(),
            Instances::LightShaft(v) => v.len(),
            Instances::SpotLight(v) => v.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether every float of every instance is finite (no NaN or infinity reaches the GPU).
    pub fn all_finite(&self) -> bool {
        fn finite(values: &[f32]) -> bool {
            values.iter().all(|v| v.is_finite())
        }
        fn rows(r: &[[f32; 4]; 3]) -> bool {
            r.iter().all(|row| finite(row))
        }
        match self {
            Instances::Billboard(v) => v.iter().all(|i| {
                rows(&i.rows)
                    && finite(&i.color_scale)
                    && finite(&i.cell)
                    && finite(&i.cell_size)
                    && finite(&i.params)
            }),
            Instances::MultiTexture(v) => v.iter().all(|i| {
                rows(&i.rows)
                    && [i.color_scale, i.tex0, i.tex1, i.tex2, i.tex3, i.params]
                        .iter()
                        .all(|a| finite(a))
            }),
            Instances::Line(v) => v
                .iter()
                .all(|i| finite(&i.start) && finite(&i.end) && finite(&i.color_scale)),
            Instances::Tracer(v) => v.iter().all(|i| {
                [i.a, i.b, i.side_a, i.side_b, i.fade, i.color_scale]
                    .iter()
                    .all(|a| finite(a))
            }),
            Instances::Distortion(v) => v
                .iter()
                .all(|i| rows(&i.rows) && finite(&i.params) && finite(&i.params2)),
            Instances::RadialBlur(v) => v.iter().all(|i| rows(&i.rows) && finite(&i.params)),
            Instances::Light(v) => v
                .iter()
                .all(|i| finite(&i.position) && finite(&i.diffuse) && finite(&i.specular)),
            Instances::Model(v) => v.iter().all(|i| {
                rows(&i.rows) && finite(&i.color_scale) && finite(&i.uv) && i.age.is_finite()
            }),
            Instances::LensFlare(v) => v.iter().all(|i| {
                [i.source, i.shape, i.color, i.params]
                    .iter()
                    .all(|a| finite(a))
            }),
            Instances::LightShaft(v) => v
                .iter()
                .all(|i| rows(&i.rows) && finite(&i.color) && finite(&i.params)),
            Instances::SpotLight(v) => v.iter().all(|i| {
                [
                    i.position,
                    i.direction,
                    i.x_axis,
                    i.diffuse,
                    i.specular,
                    i.params,
                ]
                .iter()
                .all(|a| finite(a))
            }),
        }
    }

    /// The instances as bytes, for a vertex buffer.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Instances::Billboard(v) => bytemuck::cast_slice(v),
            Instances::MultiTexture(v) => bytemuck::cast_slice(v),
            Instances::Line(v) => bytemuck::cast_slice(v),
            Instances::Tracer(v) => bytemuck::cast_slice(v),
            Instances::Distortion(v) => bytemuck::cast_slice(v),
            Instances::RadialBlur(v) => bytemuck::cast_slice(v),
            Instances::Light(v) => bytemuck::cast_slice(v),
            Instances::Model(v) => bytemuck::cast_slice(v),
            Instances::LensFlare(v) => bytemuck::cast_slice(v),
            Instances::LightShaft(v) => bytemuck::cast_slice(v),
            Instances::SpotLight(v) => bytemuck::cast_slice(v),
        }
    }
}

fn inputs(p: &Particle, node: &NodeFrame<'_>) -> Inputs {
    Inputs {
        particle_age: p.age,
        active_time: node.active_time,
        emission_time: p.emission_time,
    }
}

fn clamp01(v: [f32; 4]) -> [f32; 4] {
    v.map(|c| c.clamp(0.0, 1.0))
}

fn pack(c: [f32; 4]) -> [u8; 4] {
    BillboardRecord::pack_color(c).to_le_bytes()
}

/// The record's colour times a per-channel factor, clamped and repacked (seeds 003: the
/// vertex's colour at byte 12).
fn record_times(record: &BillboardRecord, factor: [f32; 4]) -> [u8; 4] {
    let bytes = record.color_bytes();
    pack(std::array::from_fn(|c| {
        f32::from(bytes[c]) / 255.0 * factor[c].clamp(0.0, 1.0)
    }))
}

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
struct QuadStep<'a> {
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
struct LayerStep<'a> {
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

    fn new(q: &'a QuadParams, externals: &ExternalValues) -> Self {
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

fn quad_geometry(
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

fn billboard(q: &QuadStep<'_>, p: &Particle, node: &NodeFrame<'_>) -> BillboardInstance {
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

fn multi_texture(q: &QuadStep<'_>, p: &Particle, node: &NodeFrame<'_>) -> MultiTextureInstance {
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

fn line(l: &LineParams, p: &Particle, node: &NodeFrame<'_>) -> LineInstance {
    let i = inputs(p, node);
    let e = |c: &super::curve::Curve| c.eval(&i, node.externals, p.seed);
    let start = node.position_of(p);
    let travel = match p.attachment {
        super::program::Attachment::Parent => node.world.transform_vector3(p.kinematics.travel),
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
fn tracer_side(mode: i32, along: Vec3, point: Vec3, local_z: Vec3, view: &ViewInfo) -> Vec3 {
    match mode {
        0 => along.cross(view.position - point).normalize_or(view.up),
        2 | 4 => Vec3::Y,
        3 => Vec3::X,
        5 => Vec3::ONE.normalize(),
        // 1 LocalZ, and unknown modes.
        _ => local_z,
    }
}

fn tracer(
    t: &TracerParams,
    p: &Particle,
    trail: &[TrailPoint],
    node: &NodeFrame<'_>,
    out: &mut Vec<TracerInstance>,
) {
    let i = inputs(p, node);
    let e = |c: &super::curve::Curve| c.eval(&i, node.externals, p.seed);
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

/// A model's axes for its orientation mode: (X, Y, Z) unit vectors. Modes from the `fxr`
/// library (ModelOrientationMode for 605, RichModelOrientationMode for 10015); what each
/// turns towards is ours where the library only names it: North keeps the world's axes,
/// CameraPlane takes the camera's (Z along the view), ParticleDirection turns Z to the
/// direction of travel, GlobalYaw turns Z about world Y towards the camera, GlobalPitch about
/// world X.
pub fn model_basis(mode: i32, rich: bool, position: Vec3, travel: Vec3, view: &ViewInfo) -> Mat3 {
    let towards = |z: Vec3, up: Vec3| {
        let z = z.normalize_or(Vec3::Z);
        let up = if z.cross(up).length_squared() < 1e-8 {
            Vec3::X
        } else {
            up
        };
        let x = up.cross(z).normalize_or(Vec3::X);
        Mat3::from_cols(x, z.cross(x), z)
    };
    let to_camera = view.position - position;
    // 10015 numbers its modes apart: 3 looks like North, and there is no GlobalPitch.
    let mode = match (rich, mode) {
        (true, 3) => 0,
        (false, 5) => 3,
        _ => mode,
    };
    match mode {
        1 => Mat3::from_cols(view.right, view.up, view.forward),
        2 => towards(travel, Vec3::Y),
        3 => towards(Vec3::new(0.0, to_camera.y, to_camera.z), Vec3::Y),
        4 => towards(Vec3::new(to_camera.x, 0.0, to_camera.z), Vec3::Y),
        // 0 North, and unknown modes.
        _ => Mat3::IDENTITY,
    }
}

/// A model appearance's curves prepared for one node and frame.
struct ModelStep<'a> {
    params: &'a ModelParams,
    model: StepScalar<'a>,
    size: [StepScalar<'a>; 3],
    color1: StepCurve<'a, 4>,
    color3: StepCurve<'a, 4>,
    frame_index: StepScalar<'a>,
    frame_index_offset: StepScalar<'a>,
}

impl<'a> ModelStep<'a> {
    /// Prepares a model appearance's curves for one node and frame.
    fn new(m: &'a ModelParams, externals: &ExternalValues) -> Self {
        ModelStep {
            params: m,
            model: StepCurve::new(&m.model, externals),
            size: StepCurve::each(&m.size, externals),
            color1: StepCurve::new(&m.color1, externals),
            color3: StepCurve::new(&m.color3, externals),
            frame_index: StepCurve::new(&m.frame_index, externals),
            frame_index_offset: StepCurve::new(&m.frame_index_offset, externals),
        }
    }
}

fn model(m: &ModelStep<'_>, p: &Particle, node: &NodeFrame<'_>) -> ModelInstance {
    let i = inputs(p, node);
    let e = |c: &StepScalar<'_>| c.get(&i, node.externals, p.seed);
    let e4 = |c: &StepCurve<'_, 4>| c.values(&i, node.externals, p.seed);
    let q = m.params;
    let position = node.position_of(p);
    let travel = match p.attachment {
        super::program::Attachment::Parent => node.world.transform_vector3(p.kinematics.travel),
        _ => node.world_vector(p.kinematics.travel),
    };
    let basis = model_basis(q.orientation, q.rich, position, travel, node.view);
    // With uniformScale sizeX sizes every axis (the library's meaning of the field).
    let size_x = e(&m.size[0]);
    let (size_y, size_z) = if q.uniform_scale {
        (size_x, size_x)
    } else {
        (e(&m.size[1]), e(&m.size[2]))
    };
    let size = Vec3::new(
        size_x * p.record.scale[0],
        size_y * p.record.scale[1],
        size_z * p.depth_scale,
    );
    // The record's rotation (x negated, seeds 003) turns the model in its own frame, in the
    // order the quads use (ours); the size applies in the model's space.
    let r = p.record.rotation;
    let turn = Mat3::from_quat(Quat::from_euler(EulerRot::ZYX, r[2], r[1], r[0]));
    let axes = basis * turn * Mat3::from_diagonal(size);
    let (x, y, z) = (axes.x_axis, axes.y_axis, axes.z_axis);
    // A flipbook picks a cell and the offsets do nothing (the library's note on offsetU);
    // otherwise the UVs move by the offset plus speed × multiplier × age (Inferred, as the
    // multi-texture layers).
    let uv = if q.columns > 1 || q.total_frames > 1 {
        let (corner, _, size, _) = flipbook(
            e(&m.frame_index) + e(&m.frame_index_offset),
            q.columns,
            q.total_frames,
            false,
        );
        [corner[0], corner[1], size, size]
    } else {
        let offset = q.uv_offset.eval(&i, node.externals, p.seed);
        let speed = q.uv_speed.eval(&i, node.externals, p.seed);
        let multiplier = q.uv_speed_multiplier.eval(&i, node.externals, p.seed);
        [
            offset[0] + speed[0] * multiplier[0] * p.age,
            offset[1] + speed[1] * multiplier[1] * p.age,
            1.0,
            1.0,
        ]
    };
    ModelInstance {
        rows: [
            [x.x, y.x, z.x, position.x],
            [x.y, y.y, z.y, position.y],
            [x.z, y.z, z.z, position.z],
        ],
        color: record_times(&p.record, clamp01(e4(&m.color1))),
        color_scale: e4(&m.color3),
        uv,
        model: e(&m.model).round() as i32,
        age: p.age,
        pad: 0.0,
    }
}

/// A distortion's instance for one particle.
#[inline]
fn distortion(d: &DistortionParams, p: &Particle, node: &NodeFrame<'_>) -> DistortionInstance {
    let i = inputs(p, node);
    let e = |c: &super::curve::Curve| c.eval(&i, node.externals, p.seed);
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
            e(&d.stir_speed)[0] * p.age * super::particle::DEGREES_TO_RADIANS,
            d.mode as f32,
            e(&d.normal_map_scale[0])[0],
            e(&d.normal_map_scale[1])[0],
        ],
        pad: [0.0; 3],
    }
}

/// A radial blur's instance for one particle.
#[inline]
fn radial_blur(r: &RadialBlurParams, p: &Particle, node: &NodeFrame<'_>) -> RadialBlurInstance {
    let i = inputs(p, node);
    let e = |c: &super::curve::Curve| c.eval(&i, node.externals, p.seed);
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

/// A point light's instance for one particle.
#[inline]
fn light(l: &LightParams, p: &Particle, node: &NodeFrame<'_>) -> LightInstance {
    let i = inputs(p, node);
    let e = |c: &super::curve::Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let (dm, sm) = (e(&l.diffuse_multiplier)[0], e(&l.specular_multiplier)[0]);
    let (d, s) = (e(&l.diffuse), e(&l.specular));
    LightInstance {
        position: [position.x, position.y, position.z, e(&l.radius)[0]],
        diffuse: [d[0] * dm, d[1] * dm, d[2] * dm, d[3]],
        specular: [s[0] * sm, s[1] * sm, s[2] * sm, s[3]],
    }
}

/// Builds the instances of one node's particles, into arrays taken from `spare` (kept from
/// an earlier frame) where it has one of the kind, so that playing does not allocate (and
/// fault in) fresh memory for every frame.
pub fn build(
    kind: AppearanceKind,
    params: &AppearanceParams,
    particles: &Particles,
    node: &NodeFrame<'_>,
    spare: &mut SpareInstances,
) -> Instances {
    match params {
        AppearanceParams::Quad(q) if kind == AppearanceKind::MultiTextureBillboard => {
            let q = QuadStep::new(q, node.externals);
            Instances::MultiTexture(refill(
                &mut spare.multi_texture,
                particles.iter().map(|p| multi_texture(&q, &p, node)),
            ))
        }
        AppearanceParams::Quad(q) => {
            let q = QuadStep::new(q, node.externals);
            Instances::Billboard(refill(
                &mut spare.billboard,
                particles.iter().map(|p| billboard(&q, &p, node)),
            ))
        }
        AppearanceParams::Line(l) => Instances::Line(refill(
            &mut spare.line,
            particles.iter().map(|p| line(l, &p, node)),
        )),
        AppearanceParams::Tracer(t) => {
            let mut out = spare.tracer.pop().unwrap_or_default();
            out.clear();
            for (i, p) in particles.iter().enumerate() {
                tracer(t, &p, particles.trail(i), node, &mut out);
            }
            Instances::Tracer(out)
        }
        AppearanceParams::Distortion(d) => Instances::Distortion(refill(
            &mut spare.distortion,
            particles.iter().map(|p| distortion(d, &p, node)),
        )),
        AppearanceParams::RadialBlur(r) => Instances::RadialBlur(refill(
            &mut spare.radial_blur,
            particles.iter().map(|p| radial_blur(r, &p, node)),
        )),
        AppearanceParams::Model(m) => {
            let step = ModelStep::new(m, node.externals);
            let mut out = refill(
                &mut spare.model,
                particles.iter().map(|p| model(&step, &p, node)),
            );
            // Runs of one model id, each drawn with its mesh (a stable sort keeps the
            // particles' order within a run).
            out.sort_by_key(|i| i.model);
            Instances::Model(out)
        }
        // Whole systems and force volumes: the playback builds their draws (gpu_particles).
        AppearanceParams::GpuParticles(_) | AppearanceParams::Force(_) => {
            Instances::Billboard(spare.billboard())
        }
        AppearanceParams::LensFlare(f) => {
            let mut out = spare.lens_flare.pop().unwrap_or_default();
            out.clear();
            for p in particles.iter() {
                super::flares::flares(f, &p, node, &mut out);
            }
            // Runs of one layer, each drawn with its texture (a stable sort keeps the
            // particles' order within a run).
            out.sort_by(|a, b| a.params[1].total_cmp(&b.params[1]));
            Instances::LensFlare(out)
        }
        AppearanceParams::LightShaft(s) => {
            let mut out = spare.light_shaft.pop().unwrap_or_default();
            out.clear();
            for p in particles.iter() {
                super::flares::shaft_sheets(s, &p, node, &mut out);
            }
            Instances::LightShaft(out)
        }
        AppearanceParams::SpotLight(s) => Instances::SpotLight(refill(
            &mut spare.spot_light,
            particles
                .iter()
                .map(|p| super::flares::spot_light(s, &p, node)),
        )),
        AppearanceParams::Light(l) => Instances::Light(refill(
            &mut spare.light,
            particles.iter().map(|p| light(l, &p, node)),
        )),
    }
}

/// Instance arrays kept from an earlier frame (one pool per kind), refilled by [`build`].
#[derive(Debug, Clone, Default)]
pub struct SpareInstances {
    billboard: Vec<Vec<BillboardInstance>>,
    multi_texture: Vec<Vec<MultiTextureInstance>>,
    line: Vec<Vec<LineInstance>>,
    tracer: Vec<Vec<TracerInstance>>,
    distortion: Vec<Vec<DistortionInstance>>,
    radial_blur: Vec<Vec<RadialBlurInstance>>,
    light: Vec<Vec<LightInstance>>,
    model: Vec<Vec<ModelInstance>>,
    lens_flare: Vec<Vec<super::flares::FlareInstance>>,
    light_shaft: Vec<Vec<super::flares::ShaftInstance>>,
    spot_light: Vec<Vec<super::flares::SpotLightInstance>>,
}

impl SpareInstances {
    /// An empty billboard array (a kept one when there is one).
    pub fn billboard(&mut self) -> Vec<BillboardInstance> {
        let mut v = self.billboard.pop().unwrap_or_default();
        v.clear();
        v
    }

    /// Keeps the arrays of `instances` for a later frame.
    pub fn keep(&mut self, instances: Instances) {
        match instances {
            Instances::Billboard(v) => self.billboard.push(v),
            Instances::MultiTexture(v) => self.multi_texture.push(v),
            Instances::Line(v) => self.line.push(v),
            Instances::Tracer(v) => self.tracer.push(v),
            Instances::Distortion(v) => self.distortion.push(v),
            Instances::RadialBlur(v) => self.radial_blur.push(v),
            Instances::Light(v) => self.light.push(v),
            Instances::Model(v) => self.model.push(v),
            Instances::LensFlare(v) => self.lens_flare.push(v),
            Instances::LightShaft(v) => self.light_shaft.push(v),
            Instances::SpotLight(v) => self.spot_light.push(v),
        }
    }
}

/// A spare array of the pool (or a new one), emptied and filled with `items`.
fn refill<T>(pool: &mut Vec<Vec<T>>, items: impl Iterator<Item = T>) -> Vec<T> {
    let mut v = pool.pop().unwrap_or_default();
    v.clear();
    v.extend(items);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// seeds 000: TEXCOORD1.zw is the inverse of the file's columns (0.125 for 8), and the
    /// next cell is the index plus one, wrapping to the next row: (0.875, 0.625) then (0, 0.75).
    #[test]
    fn flipbook_cells_match_the_sekiro_vertex() {
        // Cell 47 of an 8-column, 64-frame atlas is at column 7, row 5: (0.875, 0.625).
        let (corner, next, size, blend) = flipbook(47.0, 8, 64, false);
        assert_eq!(size, 0.125);
        assert_eq!(corner, [0.875, 0.625]);
        assert_eq!(next, [0.0, 0.75]);
        assert_eq!(blend, 0.0);
        let (_, _, _, blend) = flipbook(47.25, 8, 64, true);
        assert_eq!(blend, 0.25);
        // The last frame's next cell wraps to the first.
        let (corner, next, _, _) = flipbook(63.0, 8, 64, true);
        assert_eq!((corner, next), ([0.875, 0.875], [0.0, 0.0]));
        // Frames past the end wrap; negative frames too.
        assert_eq!(flipbook(65.0, 8, 64, false).0, [0.125, 0.0]);
        assert_eq!(flipbook(-1.0, 8, 64, false).0, [0.875, 0.875]);
    }

    /// seeds 000: each corner is the matrix applied to (u - 1/2, v - 1/2, 0, 1); the quad's
    /// edges are the first two columns and its centre the last.
    #[test]
    fn quad_rows_put_the_edges_in_the_first_two_columns() {
        let rows = quad_rows(
            Mat3::IDENTITY,
            [0.0; 3],
            2.0,
            0.5,
            false,
            Vec3::new(1.0, 2.0, 3.0),
        );
        let corner = |u: f32, v: f32| {
            let local = [u - 0.5, v - 0.5, 0.0, 1.0];
            rows.map(|r| r.iter().zip(local).map(|(a, b)| a * b).sum::<f32>())
        };
        assert_eq!(corner(1.0, 1.0), [2.0, 2.25, 3.0]);
        assert_eq!(corner(0.0, 0.0), [0.0, 1.75, 3.0]);
        assert_eq!(
            [rows[0][2], rows[1][2], rows[2][2]],
            [0.0, 0.0, 1.0],
            "the facing axis is unit length"
        );
    }

    #[test]
    fn camera_plane_quads_face_the_camera() {
        let view = ViewInfo::looking_at(Vec3::new(0.0, 0.0, -5.0), Vec3::ZERO);
        let b = orientation_basis(1, Vec3::ZERO, &Affine3A::IDENTITY, &view);
        assert!((b.z_axis - Vec3::NEG_Z).length() < 1e-6);
        assert!((b.x_axis - Vec3::X).length() < 1e-6);
        let b = orientation_basis(6, Vec3::new(3.0, 0.0, 0.0), &Affine3A::IDENTITY, &view);
        let to_camera = (view.position - Vec3::new(3.0, 0.0, 0.0)).normalize();
        assert!((b.z_axis - to_camera).length() < 1e-5);
    }

    #[test]
    fn instance_layouts_have_the_documented_sizes() {
        assert_eq!(std::mem::size_of::<BillboardInstance>(), 116);
        assert_eq!(std::mem::size_of::<MultiTextureInstance>(), 160);
        assert_eq!(std::mem::size_of::<LineInstance>(), 56);
        assert_eq!(std::mem::size_of::<TracerInstance>(), 100);
        assert_eq!(std::mem::size_of::<DistortionInstance>(), 96);
        assert_eq!(std::mem::size_of::<RadialBlurInstance>(), 72);
        assert_eq!(std::mem::size_of::<LightInstance>(), 48);
    }

    /// A model particle's instance from the fields as the `fxr` library documents them: the
    /// UV offset plus speed × multiplier × age; uniformScale sizes every axis by sizeX; the
    /// model id; a flipbook's cell in place of the offset.
    #[test]
    fn model_instances_follow_the_fields() {
        use crate::playback::{Playback, PlaybackOptions};
        use fxr_demo::builder::{ActionBuilder, single_node_effect};
        use fxr_formats::fxr::Game;
        let er = Game::EldenRing;
        let instance = |set: &dyn Fn(ActionBuilder) -> ActionBuilder| {
            let action = set(ActionBuilder::new(605, er).unwrap()).build();
            let fxr = single_node_effect(7, er, [action]).unwrap();
            let bytes = fxr_formats::fxr::write(&fxr).unwrap();
            let mut read = fxr_formats::fxr::read(&bytes).unwrap();
            read.game = er;
            let program = crate::program::compile(&read).unwrap();
            let mut playback =
                Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
            let frame = playback.frame(0.25, &ViewInfo::default());
            match &frame.draws[0].instances {
                Instances::Model(v) => v[0],
                other => panic!("{other:?}"),
            }
        };
        let scrolled = instance(&|a| {
            a.constant("model", &[81040.0])
                .and_then(|a| a.constant("offsetU", &[0.5]))
                .and_then(|a| a.constant("speedU", &[2.0]))
                .and_then(|a| a.constant("speedMultiplierU", &[1.0]))
                .and_then(|a| a.constant("speedV", &[3.0]))
                .and_then(|a| a.int("orientation", 0))
                .and_then(|a| a.flag("uniformScale", true))
                .and_then(|a| a.constant("sizeX", &[3.0]))
                .and_then(|a| a.constant("sizeY", &[5.0]))
                .unwrap()
        });
        assert_eq!(scrolled.model, 81040);
        let age = scrolled.age;
        assert!(age > 0.2, "{age}");
        // V's multiplier keeps its default, 0: no scroll.
        assert!(
            (scrolled.uv[0] - (0.5 + 2.0 * age)).abs() < 1e-5,
            "{:?}",
            scrolled.uv
        );
        assert_eq!(
            [scrolled.uv[1], scrolled.uv[2], scrolled.uv[3]],
            [0.0, 1.0, 1.0]
        );
        // North: the world's axes, each sized 3 (sizeX, uniform).
        for (row, axis) in scrolled.rows.iter().zip(0..3) {
            for (k, value) in row.iter().take(3).enumerate() {
                let want = if k == axis { 3.0 } else { 0.0 };
                assert!((value - want).abs() < 1e-5, "{:?}", scrolled.rows);
            }
        }
        let flipbook = instance(&|a| {
            a.int("columns", 4)
                .and_then(|a| a.int("totalFrames", 8))
                .and_then(|a| a.constant("frameIndex", &[5.0]))
                .and_then(|a| a.constant("offsetU", &[0.5]))
                .unwrap()
        });
        // Frame 5 of 4 columns: the second row's second cell; the offset does nothing.
        assert_eq!(flipbook.uv, [0.25, 0.25, 0.25, 0.25]);
    }

    /// The model orientation modes (the `fxr` library's ModelOrientationMode and
    /// RichModelOrientationMode): North keeps the world's axes (as does 10015's 3), the camera
    /// plane takes the view's, ParticleDirection turns Z along the travel, GlobalYaw turns Z
    /// about world Y towards the camera and GlobalPitch (605's 3 and 5) about world X.
    #[test]
    fn model_orientation_modes_turn_as_named() {
        let view = ViewInfo::looking_at(Vec3::new(3.0, 4.0, -5.0), Vec3::ZERO);
        let at = Vec3::ZERO;
        let travel = Vec3::new(1.0, 0.0, 0.0);
        let close = |a: Vec3, b: Vec3| (a - b).length() < 1e-5;
        for (mode, rich) in [(0, false), (0, true), (3, true)] {
            assert_eq!(model_basis(mode, rich, at, travel, &view), Mat3::IDENTITY);
        }
        let camera = model_basis(1, false, at, travel, &view);
        assert!(close(camera.z_axis, view.forward) && close(camera.x_axis, view.right));
        assert!(close(
            model_basis(2, true, at, travel, &view).z_axis,
            travel
        ));
        let to_camera = view.position - at;
        let yaw = model_basis(4, false, at, travel, &view).z_axis;
        assert!(close(
            yaw,
            Vec3::new(to_camera.x, 0.0, to_camera.z).normalize()
        ));
        for mode in [3, 5] {
            let pitch = model_basis(mode, false, at, travel, &view).z_axis;
            assert!(close(
                pitch,
                Vec3::new(0.0, to_camera.y, to_camera.z).normalize()
            ));
        }
        // Every basis is a rotation (unit, right-angled axes).
        for mode in 0..6 {
            let m = model_basis(mode, false, at, travel, &view);
            assert!((m.determinant() - 1.0).abs() < 1e-4, "mode {mode}");
        }
    }

    /// A model's depth: sizeZ times a factor between 1 and scaleVariationZ (the particle's own
    /// draw), and with uniformScale sizeX and the width's factor on every axis.
    #[test]
    fn model_depth_takes_size_z_and_its_variation() {
        use crate::playback::{Playback, PlaybackOptions};
        use fxr_demo::builder::{ActionBuilder, single_node_effect};
        use fxr_formats::fxr::Game;
        let er = Game::EldenRing;
        let axes = |uniform: bool| {
            let action = ActionBuilder::new(605, er)
                .and_then(|a| a.int("orientation", 0))
                .and_then(|a| a.flag("uniformScale", uniform))
                .and_then(|a| a.constant("sizeX", &[2.0]))
                .and_then(|a| a.constant("sizeZ", &[3.0]))
                .and_then(|a| a.float("scaleVariationX", 0.5))
                .and_then(|a| a.float("scaleVariationZ", 2.0))
                .unwrap()
                .build();
            let fxr = single_node_effect(7, er, [action]).unwrap();
            let mut read = fxr_formats::fxr::read(&fxr_formats::fxr::write(&fxr).unwrap()).unwrap();
            read.game = er;
            let program = crate::program::compile(&read).unwrap();
            let mut playback =
                Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
            let frame = playback.frame(0.25, &ViewInfo::default());
            let Instances::Model(v) = &frame.draws[0].instances else {
                panic!("a model draw");
            };
            let r = v[0].rows;
            [r[0][0], r[1][1], r[2][2]]
        };
        let [x, _, z] = axes(false);
        assert!((1.0..=2.0).contains(&x), "width {x}: sizeX 2 times 0.5..1");
        assert!((3.0..=6.0).contains(&z), "depth {z}: sizeZ 3 times 1..2");
        let [x, y, z] = axes(true);
        assert!(x == y && y == z && (1.0..=2.0).contains(&x), "{x} {y} {z}");
    }
}
