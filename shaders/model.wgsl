// Model particles (605 Model, 10015 RichModel): each particle draws its model's mesh,
// instanced, with the particle's 3x4 world matrix.
//
// The notes record no model program: this family is ours. What it shares with the billboards
// is the notes' where the action carries the same fields: the particle's colour applies by
// g_ps_ColorBlendType (apply_particle_color), g_vColorScale from rgbMultiplier and
// alphaMultiplier, premultiplied alpha, the alpha cutoff, the GlowD steps and the two targets
// (finish), depth tested and not written as every effect draw. Ours: the mesh's vertex colour
// multiplies the texel; the UVs are the mesh's, scaled and moved by the particle's UV
// transform; a lit model is lit with its normals (ambient, the directional light by N·L and
// the point lights by distance and N·L), where lit billboards, which have no normals, take
// the lights whole.

@group(2) @binding(0) var g_diffuseTexture: texture_2d<f32>;

struct Particle {
    // The rows of the particle's 3x4 world matrix (the model's axes, sized, and its origin).
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    // The particle's packed colour (the record's colour times color1).
    @location(3) color: vec4<f32>,
    // color3, the unclamped multiplier.
    @location(4) color_scale: vec4<f32>,
    // The UV transform: mesh UV * zw + xy.
    @location(5) uv: vec4<f32>,
};

struct MeshVertex {
    @location(6) position: vec3<f32>,
    @location(7) normal: vec3<f32>,
    @location(8) uv: vec2<f32>,
    @location(9) color: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
    @location(2) vertex_color: vec4<f32>,
};

// The light reaching a point with normal n (ours; see the top of the file).
fn light_with_normal(p: vec3<f32>, n: vec3<f32>) -> vec3<f32> {
    if dot(n, n) < 1e-6 {
        return light_at(p);
    }
    let sun = max(dot(n, -normalize(g_lights.sun_direction.xyz)), 0.0);
    var sum = g_lights.ambient.rgb + g_lights.sun_color.rgb * sun;
    let count = min(g_lights.count.x, 16u);
    for (var i = 0u; i < count; i = i + 1u) {
        let l = g_lights.lights[i];
        let to_light = l.position.xyz - p;
        let d = length(to_light);
        let f = clamp(1.0 - d / max(l.position.w, 1e-4), 0.0, 1.0);
        let facing = max(dot(n, to_light / max(d, 1e-4)), 0.0);
        sum = sum + l.diffuse.rgb * f * f * facing;
    }
    // The spot lights (11000), facing as the point lights.
    let spots = min(g_lights.spot_count.x, 8u);
    for (var i = 0u; i < spots; i = i + 1u) {
        let s = g_lights.spots[i];
        let to_light = normalize(s.position.xyz - p);
        sum = sum + s.diffuse.rgb * spot_light_factor(s, p) * max(dot(n, to_light), 0.0);
    }
    return sum;
}

@vertex
fn vs_main(p: Particle, v: MeshVertex) -> VsOut {
    let local = vec4<f32>(v.position, 1.0);
    let world = vec3<f32>(dot(p.row0, local), dot(p.row1, local), dot(p.row2, local));
    // The normal by the matrix's rotation and scale: the cofactor matrix (the inverse-transpose
    // times the determinant), its sign turned back for a mirrored matrix (a negative size),
    // whose faces would otherwise be lit from inside.
    let m = mat3x3<f32>(
        vec3<f32>(p.row0.x, p.row1.x, p.row2.x),
        vec3<f32>(p.row0.y, p.row1.y, p.row2.y),
        vec3<f32>(p.row0.z, p.row1.z, p.row2.z));
    let cofactor = mat3x3<f32>(cross(m[1], m[2]), cross(m[2], m[0]), cross(m[0], m[1]));
    var n = cofactor * v.normal * sign(determinant(m));
    if dot(n, n) > 1e-12 {
        n = normalize(n);
    }
    var out: VsOut;
    out.position = vs_common.g_projectionMatrix * (vs_common.g_viewMatrix * vec4<f32>(world, 1.0));
    out.uv = v.uv * p.uv.zw + p.uv.xy;
    var color = p.color * p.color_scale;
    if ps_common.g_ps_bEnableLighting != 0 {
        color = vec4<f32>(color.rgb * light_with_normal(world, n), color.a);
    }
    out.color = color;
    out.vertex_color = v.color;
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    var texel = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv) * in.vertex_color;
    if ps_common.g_ps_bPreAlphaMult > 0 {
        texel = vec4<f32>(texel.rgb * texel.a, texel.a);
    }
    let color = apply_particle_color(texel, in.color);
    if color.a <= ps_common.g_alphaCutoff && ps_common.g_alphaCutoff > 0.0 {
        discard;
    }
    return finish(color);
}
