//! A small picture of a model for choosing it among others (the inspector's model picker):
//! its triangles turned to a three-quarter view, fitted to a unit square and shaded by how
//! each faces the viewer, drawn by the page on a 2D canvas.

use fxr_formats::flver::ModelGeometry;

/// The most triangles a picture draws (the first ones of the model's meshes).
pub const MAX_PICTURE_TRIANGLES: usize = 20_000;

/// A model's triangles seen from a three-quarter view above: per corner `x`, `y` (0 to 1, `y`
/// down, the model fitted with a margin) and a shade (0.25 to 1, how squarely the face looks
/// at the viewer), nine numbers per triangle, farthest first so that drawing them in order
/// hides what is behind. At most [`MAX_PICTURE_TRIANGLES`], the first of its meshes.
pub fn picture(geometry: &ModelGeometry) -> Vec<f32> {
    // Turned 35° about the vertical, then tilted 25° down: a corner of the box in front.
    let (sa, ca) = 35f32.to_radians().sin_cos();
    let (sb, cb) = 25f32.to_radians().sin_cos();
    let view = |[x, y, z]: [f32; 3]| {
        let (x1, z1) = (ca * x + sa * z, -sa * x + ca * z);
        [x1, cb * y - sb * z1, sb * y + cb * z1]
    };
    let mut triangles: Vec<[[f32; 3]; 3]> = Vec::new();
    let mut shades = Vec::new();
    'meshes: for mesh in &geometry.meshes {
        for tri in mesh.indices.chunks_exact(3) {
            if triangles.len() >= MAX_PICTURE_TRIANGLES {
                break 'meshes;
            }
            let corner = |i: u32| mesh.vertices.get(i as usize).map(|v| view(v.position));
            let (Some(a), Some(b), Some(c)) = (corner(tri[0]), corner(tri[1]), corner(tri[2]))
            else {
                continue;
            };
            // The face's normal from its corners (models without normals shade too).
            let (u, v) = (sub(b, a), sub(c, a));
            let n = [
                u[1] * v[2] - u[2] * v[1],
                u[2] * v[0] - u[0] * v[2],
                u[0] * v[1] - u[1] * v[0],
            ];
            let length = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
            let facing = if length > 0.0 {
                (n[2] / length).abs()
            } else {
                0.0
            };
            triangles.push([a, b, c]);
            shades.push(0.25 + 0.75 * facing);
        }
    }
    let (mut lo, mut hi) = ([f32::INFINITY; 2], [f32::NEG_INFINITY; 2]);
    for p in triangles.iter().flatten() {
        for k in 0..2 {
            lo[k] = lo[k].min(p[k]);
            hi[k] = hi[k].max(p[k]);
        }
    }
    let span = (hi[0] - lo[0]).max(hi[1] - lo[1]).max(f32::MIN_POSITIVE);
    let centre = [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0];
    // Farthest first (the larger z is nearer the viewer here).
    let mut order: Vec<usize> = (0..triangles.len()).collect();
    let depth = |t: &[[f32; 3]; 3]| t.iter().map(|p| p[2]).sum::<f32>();
    order.sort_by(|&i, &j| depth(&triangles[i]).total_cmp(&depth(&triangles[j])));
    let mut out = Vec::with_capacity(order.len() * 9);
    for i in order {
        for p in triangles[i] {
            out.push(0.5 + (p[0] - centre[0]) / span * 0.9);
            out.push(0.5 - (p[1] - centre[1]) / span * 0.9);
            out.push(shades[i]);
        }
    }
    out
}

fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::binary::Limits;

    #[test]
    fn a_picture_fits_the_model_and_draws_the_far_side_first() {
        let models = fxr_demo::models::demo_models().unwrap();
        let limits = Limits::default();
        let g = ModelGeometry::from_flver(&models[0].flver, &limits).unwrap();
        let numbers = picture(&g);
        assert!(!numbers.is_empty() && numbers.len().is_multiple_of(9));
        for v in numbers.chunks_exact(3) {
            assert!(
                (0.0..=1.0).contains(&v[0]) && (0.0..=1.0).contains(&v[1]),
                "{v:?}"
            );
            assert!((0.25..=1.0).contains(&v[2]));
        }
    }
}
