//! Model particles (605, 10015): each particle's model matrix by orientation mode, its
//! colour and UVs.

use super::node_frame::NodeFrame;
use super::quads::flipbook;
use super::records::{ModelInstance, clamp01, inputs, record_times};
use crate::ViewInfo;
use crate::appearance::ModelParams;
use crate::curve::{ExternalValues, StepCurve, StepScalar};
use crate::particle::Particle;
use glam::{EulerRot, Mat3, Quat, Vec3};

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
pub(super) struct ModelStep<'a> {
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
    pub(super) fn new(m: &'a ModelParams, externals: &ExternalValues) -> Self {
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

pub(super) fn model(m: &ModelStep<'_>, p: &Particle, node: &NodeFrame<'_>) -> ModelInstance {
    let i = inputs(p, node);
    let e = |c: &StepScalar<'_>| c.get(&i, node.externals, p.seed);
    let e4 = |c: &StepCurve<'_, 4>| c.values(&i, node.externals, p.seed);
    let q = m.params;
    let position = node.position_of(p);
    let travel = match p.attachment {
        crate::program::Attachment::Parent => node.world.transform_vector3(p.kinematics.travel),
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
