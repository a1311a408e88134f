//! Lens flares (10014 `LensFlare`), light shafts (10003 `LightShaft`) and spot lights (11000
//! `SpotLight`): their parameters, resolved by name from the `fxr` library's definitions
//! (`src/actions/10014.yml`, `10003.yml`, `11000.yml`), the instances playback makes of them,
//! and which of their fields are simulated and which are not, with why
//! ([`field_use`], docs/flares-shafts-spots.md).
//!
//! The notes (seeds 000) record only that the engine has `LensFlare` and `LightShaft` programs
//! (by their names) and a `g_SpotLightBuffer` the lit vertex programs read; how any field
//! reaches a pixel is not recorded. Every formula here is therefore ours, built on the field
//! meanings the library documents, and says so.

use super::node_frame::NodeFrame;
use crate::curve::Curve;
pub use crate::flare_fields::{
    FLARE_LAYERS, FieldUse, FlareLayer, FlareParams, MAX_FLARES_PER_LAYER, MAX_SHAFT_SHEETS,
    ShaftParams, SpotParams, field_use,
};
use crate::particle::Particle;
use crate::rng::hashed_unit;
use glam::{Affine3A, Vec3};

/// One flare of a lens flare layer. 64 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct FlareInstance {
    /// The source's world position (xyz) and its radius (w: half of `sourceSize`).
    pub source: [f32; 4],
    /// x, y: the flare's width and height (world units at the source's depth); z: its offset
    /// along the offset vector; w: its attenuation radius (negative: none).
    pub shape: [f32; 4],
    /// The layer's colour (clamped) times its multiplier (unclamped).
    pub color: [f32; 4],
    /// x: the reflection mode; y: the layer (0..3); z, w: 0.
    pub params: [f32; 4],
}

/// One sheet of a light shaft. 80 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct ShaftInstance {
    /// The rows of the sheet's 3x4 world matrix: X (width), Y (height, the shaft's axis), the
    /// sheet's normal, and its centre.
    pub rows: [[f32; 4]; 3],
    /// color1 × color2 (clamped) × color3, alpha divided by the sheet count (ours).
    pub color: [f32; 4],
    /// x: the sheet's index over the count; y, z, w: 0.
    pub params: [f32; 4],
}

/// A spot light (11000). 96 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct SpotLightInstance {
    /// World position (xyz) and `near` (w; 0 taken as 0.5).
    pub position: [f32; 4],
    /// The cone's axis, a unit vector (xyz), and `far` (w).
    pub direction: [f32; 4],
    /// The axis `radiusX` lies along, a unit vector (xyz), and `radiusX` (w).
    pub x_axis: [f32; 4],
    /// Diffuse colour times its multiplier (rgb) and `radiusY` (w).
    pub diffuse: [f32; 4],
    /// Specular colour times its multiplier (the diffuse ones without `separateSpecular`).
    pub specular: [f32; 4],
    /// The diffuse colour's alpha (x); y, z, w: 0.
    pub params: [f32; 4],
}

fn inputs(p: &Particle, node: &NodeFrame<'_>) -> crate::curve::Inputs {
    crate::curve::Inputs {
        particle_age: p.age,
        active_time: node.active_time,
        emission_time: p.emission_time,
    }
}

/// A random value between `a` and 1, for flare `index` of `layer` of a particle (the library:
/// "a random value between this and 1"; keyed so it does not change from frame to frame, ours).
fn between(a: f32, seed: u32, layer: usize, index: u32, what: u32) -> f32 {
    let u = hashed_unit(seed, (layer as u32) << 16 | index, 0x11A4_0000 | what);
    a + (1.0 - a) * u
}

/// The flares of one particle, layer by layer (a layer with texture 0 or count 0 draws none).
pub fn flares(f: &FlareParams, p: &Particle, node: &NodeFrame<'_>, out: &mut Vec<FlareInstance>) {
    let i = inputs(p, node);
    let position = node.position_of(p);
    for (k, layer) in f.layers.iter().enumerate() {
        if layer.texture <= 0 {
            continue;
        }
        let e = |c: &Curve| c.eval(&i, node.externals, p.seed);
        // World units at the source's depth: the library marks the layer sizes `scale:
        // instanceSize`, the class of the particles' own sizes. A lens flare is not a particle
        // there ("non-particles are not affected by the particle-related actions", its
        // `isParticle: false`), so the particle modifier's (131) scale and colour, which the
        // particle's record carries, do not apply.
        let width = e(&layer.size[0])[0];
        let height = if layer.uniform_scale {
            width
        } else {
            e(&layer.size[1])[0]
        };
        let base = e(&layer.color);
        let color: [f32; 4] =
            std::array::from_fn(|c| base[c].clamp(0.0, 1.0) * layer.color_multiplier[c]);
        for n in 0..layer.count.max(0) as u32 {
            let sx = between(layer.scale_variation[0], p.seed, k, n, 0);
            let sy = if layer.uniform_scale {
                sx
            } else {
                between(layer.scale_variation[1], p.seed, k, n, 1)
            };
            let offset = layer.offset * between(layer.offset_variation, p.seed, k, n, 2);
            // The library: each flare's radius is the layer's divided by |offset|.
            let attenuation = if layer.attenuation_radius < 0.0 {
                -1.0
            } else {
                layer.attenuation_radius / offset.abs().max(1e-3)
            };
            out.push(FlareInstance {
                source: [position.x, position.y, position.z, 0.5 * f.source_size],
                shape: [width * sx, height * sy, offset, attenuation],
                color,
                params: [layer.reflection as f32, k as f32, 0.0, 0.0],
            });
        }
    }
}

/// Where a flare's centre lies on the screen (normalised device coordinates) for a source at
/// `source` (NDC): the source plus `offset` times the offset vector of the reflection mode.
/// Radial: the vector from the source to its reflection through the screen's centre (−2s);
/// Horizontal: to its mirror image across the vertical centre line (−2sx, 0); None: no
/// vector. Ours (Inferred from the library's words "reflected through the center of the
/// screen", "flipped horizontally", "a scalar multiplier for the offset vector"): offset 1
/// lands on the reflection, ½ on the centre. `shaders/lens_flare.wgsl` is the same formula.
pub fn flare_centre(source: [f32; 2], reflection: i32, offset: f32) -> [f32; 2] {
    let vector = match reflection {
        1 => [-2.0 * source[0], -2.0 * source[1]],
        2 => [-2.0 * source[0], 0.0],
        _ => [0.0, 0.0],
    };
    [
        source[0] + offset * vector[0],
        source[1] + offset * vector[1],
    ]
}

/// The sheets of one light shaft particle: `layers` sheets of width × height whose planes
/// hold the shaft's axis (the node's Y axis through the particle) and fan about it by equal
/// angles over half a turn, each carrying 1/`layers` of the colour's opacity so that the
/// shaft's light does not grow with the count. Ours: the notes record no light-shaft
/// geometry, and the library names only the sheets' count, size, texture and colours.
pub fn shaft_sheets(
    s: &ShaftParams,
    p: &Particle,
    node: &NodeFrame<'_>,
    out: &mut Vec<ShaftInstance>,
) {
    let i = inputs(p, node);
    let e = |c: &Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let axis = node.world.transform_vector3(Vec3::Y).normalize_or(Vec3::Y);
    let across = node.world.transform_vector3(Vec3::X).normalize_or(Vec3::X);
    let (width, height) = (e(&s.size[0])[0], e(&s.size[1])[0]);
    let (c1, c2, c3) = (e(&s.colors[0]), e(&s.colors[1]), e(&s.colors[2]));
    let n = s.sheets.max(1);
    let color: [f32; 4] = std::array::from_fn(|c| {
        let v = c1[c].clamp(0.0, 1.0) * c2[c].clamp(0.0, 1.0) * c3[c];
        if c == 3 { v / n as f32 } else { v }
    });
    for k in 0..n {
        let angle = std::f32::consts::PI * k as f32 / n as f32;
        let x = glam::Quat::from_axis_angle(axis, angle) * across;
        let normal = x.cross(axis).normalize_or(Vec3::Z);
        let (x, y) = (x * width, axis * height);
        out.push(ShaftInstance {
            rows: [
                [x.x, y.x, normal.x, position.x],
                [x.y, y.y, normal.y, position.y],
                [x.z, y.z, normal.z, position.z],
            ],
            color,
            params: [k as f32 / n as f32, 0.0, 0.0, 0.0],
        });
    }
}

/// The spot light of one particle: at the particle, its cone along the node's Z axis with
/// radiusX along the node's X axis (ours: the library does not say which way the cone points;
/// Z is the axis the other directed actions use, e.g. the tracers' LocalZ).
pub fn spot_light(s: &SpotParams, p: &Particle, node: &NodeFrame<'_>) -> SpotLightInstance {
    let i = inputs(p, node);
    let e = |c: &Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let (direction, x_axis) = spot_axes(node.world);
    let dm = e(&s.diffuse_multiplier)[0];
    let d = e(&s.diffuse);
    let (sc, sm) = if s.separate_specular {
        (e(&s.specular), e(&s.specular_multiplier)[0])
    } else {
        (d, dm)
    };
    // The library: "If set to 0, it acts as if it is set to 0.5."
    // A negative near is taken as a tenth of a millimetre (ours): the light then starts at
    // its position, without the point at the light itself, whose direction is undefined.
    let near = match e(&s.near)[0] {
        0.0 => 0.5,
        v if v.is_finite() => v.max(1e-4),
        _ => 0.5,
    };
    SpotLightInstance {
        position: [position.x, position.y, position.z, near],
        direction: [direction.x, direction.y, direction.z, e(&s.far)[0]],
        x_axis: [x_axis.x, x_axis.y, x_axis.z, e(&s.radius[0])[0]],
        diffuse: [d[0] * dm, d[1] * dm, d[2] * dm, e(&s.radius[1])[0]],
        specular: [sc[0] * sm, sc[1] * sm, sc[2] * sm, sc[3]],
        params: [d[3], 0.0, 0.0, 0.0],
    }
}

/// A spot light's cone axis and the axis of its X radius, from its node's world transform.
pub fn spot_axes(world: &Affine3A) -> (Vec3, Vec3) {
    let direction = world.transform_vector3(Vec3::Z).normalize_or(Vec3::NEG_Y);
    let x = world.transform_vector3(Vec3::X);
    let x = (x - direction * x.dot(direction)).normalize_or(direction.any_orthonormal_vector());
    (direction, x)
}

/// How much of a spot light reaches `point` (0..1), before its colour: nothing outside the
/// cone or nearer than `near` or beyond `far`; inside, (1 − e²) across the cone, e the
/// point's elliptic distance from the axis at its depth (0 on the axis, 1 on the cone), times
/// (1 − depth / far)² along it, as the point lights fall off with distance. Ours: the notes
/// record the engine's g_SpotLightBuffer, not its falloff. `shaders/common.wgsl`
/// `spot_light_factor` is the same formula.
pub fn spot_factor(light: &SpotLightInstance, point: Vec3) -> f32 {
    let position = Vec3::from_slice(&light.position[..3]);
    let direction = Vec3::from_slice(&light.direction[..3]);
    let x_axis = Vec3::from_slice(&light.x_axis[..3]);
    let y_axis = direction.cross(x_axis);
    let (near, far) = (light.position[3], light.direction[3]);
    let (rx, ry) = (light.x_axis[3], light.diffuse[3]);
    let d = point - position;
    let depth = d.dot(direction);
    if depth < near || depth > far || far <= 0.0 {
        return 0.0;
    }
    let scale = depth / far;
    let ex = d.dot(x_axis) / (rx * scale).max(1e-6);
    let ey = d.dot(y_axis) / (ry * scale).max(1e-6);
    let across = (1.0 - (ex * ex + ey * ey)).clamp(0.0, 1.0);
    let along = (1.0 - depth / far).clamp(0.0, 1.0);
    across * along * along
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::fxr::Game;
    use fxr_formats::fxr::actions;

    /// Every field and property of the three definitions, in every game with a layout, is
    /// either simulated or listed with a reason.
    #[test]
    fn every_field_of_the_three_actions_is_simulated_or_listed() {
        for id in [10014u16, 10003, 11000] {
            for game in Game::WITH_TABLES {
                let Some(def) = actions::definition(id, game) else {
                    continue;
                };
                let names = def.fields1.iter().chain(def.fields2).map(|f| f.base).chain(
                    def.properties1
                        .iter()
                        .chain(def.properties2)
                        .map(|p| p.name),
                );
                for name in names {
                    assert!(
                        field_use(id as i16, name).is_some(),
                        "{id} {game:?}: {name} is neither simulated nor listed"
                    );
                }
            }
        }
    }

    #[test]
    fn flare_centres_lie_on_the_line_through_the_screen_centre() {
        let s = [0.6, 0.4];
        assert_eq!(flare_centre(s, 0, 0.7), s);
        // Offset ½ is the centre, 1 the reflection, on the line through both.
        assert_eq!(flare_centre(s, 1, 0.5), [0.0, 0.0]);
        assert_eq!(flare_centre(s, 1, 1.0), [-0.6, -0.4]);
        let c = flare_centre(s, 1, 0.25);
        assert!((c[0] * s[1] - c[1] * s[0]).abs() < 1e-6);
        assert_eq!(flare_centre(s, 2, 1.0), [-0.6, 0.4]);
    }

    #[test]
    fn spot_factor_is_full_on_the_axis_and_zero_outside_the_cone() {
        let light = SpotLightInstance {
            position: [0.0, 0.0, 0.0, 0.5],
            direction: [0.0, 0.0, 1.0, 10.0],
            x_axis: [1.0, 0.0, 0.0, 2.0],
            diffuse: [1.0, 1.0, 1.0, 1.0],
            specular: [0.0; 4],
            params: [1.0, 0.0, 0.0, 0.0],
        };
        // On the axis at depth 5: across 1, along (1 - 0.5)^2.
        assert!((spot_factor(&light, Vec3::new(0.0, 0.0, 5.0)) - 0.25).abs() < 1e-6);
        // At depth 5 the cone's X radius is 1 and its Y radius 0.5.
        assert_eq!(spot_factor(&light, Vec3::new(1.01, 0.0, 5.0)), 0.0);
        assert_eq!(spot_factor(&light, Vec3::new(0.0, 0.51, 5.0)), 0.0);
        let half = spot_factor(&light, Vec3::new(0.5_f32.sqrt(), 0.0, 5.0));
        assert!((half - 0.125).abs() < 1e-5);
        // Nearer than near, beyond far, behind: nothing.
        assert_eq!(spot_factor(&light, Vec3::new(0.0, 0.0, 0.4)), 0.0);
        assert_eq!(spot_factor(&light, Vec3::new(0.0, 0.0, 10.5)), 0.0);
        assert_eq!(spot_factor(&light, Vec3::new(0.0, 0.0, -1.0)), 0.0);
    }
}
