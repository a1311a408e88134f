//! A frame's draw list: each frame draw's config drawn by its family ([`DrawProgram`], resolved
//! when the effect was loaded), the instances copied into the list, the lights gathered, the
//! distortion sheets last.

use crate::camera::{FAR, NEAR, OrbitCamera};
use crate::constants::{Buffer, Provenance, VS_COMMON, Value};
use crate::families::lights::{MAX_SPOTS, collect_points};
use crate::families::{ConfigDraw, DrawProgram};
use crate::gpu_particles::GpuParticleJob;
use crate::list::{DrawList, Family, Lights};
use crate::options::DrawOptions;
use crate::source::TextureSource;
use fxr_sim::curve::ExternalValues;
use fxr_sim::playback::{Frame, NodeDraw};

/// Builds the draw list of a frame of the effect `program` was resolved from. The opened
/// files' models are read from `source` (a model draw is one draw per mesh, each with its
/// material's texture).
pub fn build(
    program: &DrawProgram,
    frame: &Frame,
    externals: &ExternalValues,
    options: &DrawOptions,
    vs: Buffer,
    source: &dyn TextureSource,
) -> DrawList {
    let mut list = DrawList {
        vs,
        draws: Vec::new(),
        lights: Lights::default(),
        instances: Vec::new(),
        gpu_particles: Vec::new(),
    };
    let mut points = Vec::new();
    let mut spots = Vec::new();
    for (index, nd) in frame.draws.iter().enumerate() {
        match program.config(nd) {
            Some(ConfigDraw::PointLights) => collect_points(nd, &mut points),
            Some(ConfigDraw::SpotLights(fields)) => fields.collect(nd, &mut spots),
            Some(ConfigDraw::Drawn(appearance)) => {
                let bytes = push_instances(&mut list.instances, nd);
                let mut draw = appearance.draw(nd, index, bytes, externals, options);
                if let Some(job) = nd
                    .gpu
                    .as_deref()
                    .filter(|g| !g.evaluated_on_cpu)
                    .and_then(GpuParticleJob::of)
                {
                    draw.gpu_particles = Some(list.gpu_particles.len());
                    list.gpu_particles.push(job);
                }
                appearance.split(draw, nd, options, source, &mut list.draws);
            }
            Some(ConfigDraw::Nothing) | None => {}
        }
    }
    // Distortion sheets draw as one run after every other effect draw (seeds 000).
    list.draws.sort_by_key(|d| d.family == Family::Distortion);
    let mut sheets = 0;
    list.draws.retain(|d| {
        let sheet = matches!(d.family, Family::Distortion | Family::RadialBlur);
        sheets += usize::from(sheet);
        !sheet || sheets <= options.max_sheets
    });
    list.lights = lights(points, spots, options.frame_factor(program.game()), options);
    list
}

/// Every frame draw's instances as a list holds them, and where each frame draw's are: for a
/// list put together by hand (the renderer's tests draw designed frames).
pub fn frame_instances(frame: &Frame) -> (Vec<u8>, Vec<std::ops::Range<usize>>) {
    let mut bytes = Vec::new();
    let runs = frame
        .draws
        .iter()
        .map(|nd| push_instances(&mut bytes, nd))
        .collect();
    (bytes, runs)
}

/// Appends a frame draw's instances to the list's bytes (each run 4-byte aligned, as a vertex
/// buffer takes them); where they are.
fn push_instances(bytes: &mut Vec<u8>, nd: &NodeDraw) -> std::ops::Range<usize> {
    let start = bytes.len();
    bytes.extend_from_slice(nd.instances.bytes());
    let end = bytes.len();
    while !bytes.len().is_multiple_of(4) {
        bytes.push(0);
    }
    start..end
}

/// The lights the lit draws see: the effect's point and spot lights, or the preset, in the
/// frame's light units (`k`, see [`DrawOptions::light_preset`]).
fn lights(
    mut points: Vec<([f32; 3], f32, [f32; 4])>,
    mut spots: Vec<crate::families::lights::SpotLightValues>,
    k: f32,
    options: &DrawOptions,
) -> Lights {
    points.truncate(Lights::MAX);
    spots.truncate(MAX_SPOTS);
    if points.is_empty() && spots.is_empty() {
        Lights {
            ambient: options.light_preset[0] * k,
            directional: options.light_preset[1] * k,
            points,
            spots,
            note: "ours (Inferred): the light preset (ambient, directional) times the frame factor K of the effect's game, so lit draws land in the frame's light units as unlit ones do (options light_preset, unlit_factors)",
        }
    } else {
        Lights {
            ambient: options.light_preset[0] * 0.5 * k,
            directional: 0.0,
            points,
            spots,
            note: "the effect's point lights (609) and spot lights (11000) as the file gives them, and ours: half the preset's ambient times the frame factor K (options light_preset, unlit_factors)",
        }
    }
}

/// The VSCommonBuffer of a camera and frame size.
pub fn view_buffer(camera: &OrbitCamera, width: u32, height: u32) -> Buffer {
    let (w, h) = (width.max(1) as f32, height.max(1) as f32);
    let view = camera.view();
    let projection = camera.projection(w / h);
    let mut vs = Buffer::new(VS_COMMON);
    vs.set(
        "g_viewMatrix",
        Value::Matrix(view.to_cols_array()),
        Provenance::View,
    );
    vs.set(
        "g_projectionMatrix",
        Value::Matrix(projection.to_cols_array()),
        Provenance::View,
    );
    vs.set(
        "g_viewProjectionMatrix",
        Value::Matrix((projection * view).to_cols_array()),
        Provenance::View,
    );
    let eye = camera.eye();
    vs.set(
        "g_cameraPosition",
        Value::Floats([eye.x, eye.y, eye.z, 1.0]),
        Provenance::View,
    );
    vs.set(
        "g_screenSize",
        Value::Floats([w, h, 1.0 / w, 1.0 / h]),
        Provenance::View,
    );
    vs.set(
        "g_nearFar",
        Value::Floats([NEAR, FAR, 0.0, 0.0]),
        Provenance::EngineDefault {
            note: "seeds 000: near 0.08, far 10,000",
        },
    );
    vs.set(
        "g_fogRange",
        Value::Floats([0.0; 4]),
        Provenance::Ours {
            note: "no fog in a preview",
        },
    );
    vs
}
