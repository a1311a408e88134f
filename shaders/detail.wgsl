// The character detail preview (seeds 004): the detail-blend G-buffer program on a sphere or
// a plane facing the camera, writing the G-buffer lanes and a lit picture.
//
// The G-buffer terms follow the notes' equations (see crate/src/materials/detail.rs for the
// table and for what is ours): chain(x) is the first detail's value followed by
// lerp(previous, x_i, w_i). The lit picture is ours (a sun, an ambient term, Blinn-Phong
// specular from the gloss): the notes do not describe the lighting program.

struct Detail {
    view_proj: mat4x4<f32>,
    // xyz: the camera; w: the shape (0 sphere, 1 plane filling the view).
    eye: vec4<f32>,
    // xyz: towards the sun; w: the ambient light.
    sun_dir: vec4<f32>,
    // rgb: the sun's colour; w: the details' tiling over the base coordinate.
    sun_colour: vec4<f32>,
    // tint_i (linear rgb).
    tints: array<vec4<f32>, 3>,
    // rgb: the material colour; w: the gain (4.55).
    colour_gain: vec4<f32>,
    // glossBias_i.
    gloss_bias: vec4<f32>,
    // Each detail's reflectance bias.
    reflectance_bias: vec4<f32>,
    // desaturation, normal strength, detail count (1..3), form (0 Sekiro, 1 Elden Ring).
    options: vec4<f32>,
    // The detail with the mask term, 1 = switch 1's first scale of 0.5, 1 = switch 1's
    // transition, 1 = weights from the base normal's alpha (Elden Ring).
    switches: vec4<f32>,
};

@group(0) @binding(0) var<uniform> u: Detail;
@group(0) @binding(1) var base_albedo: texture_2d<f32>;
@group(0) @binding(2) var base_normal: texture_2d<f32>;
@group(0) @binding(3) var base_mask: texture_2d<f32>;
@group(0) @binding(4) var detail_colour_0: texture_2d<f32>;
@group(0) @binding(5) var detail_colour_1: texture_2d<f32>;
@group(0) @binding(6) var detail_colour_2: texture_2d<f32>;
@group(0) @binding(7) var detail_normal_0: texture_2d<f32>;
@group(0) @binding(8) var detail_normal_1: texture_2d<f32>;
@group(0) @binding(9) var detail_normal_2: texture_2d<f32>;
@group(0) @binding(10) var surface_sampler: sampler;

const PI: f32 = 3.14159265;
const SPHERE_COLUMNS: u32 = 64u;
const SPHERE_ROWS: u32 = 32u;

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) world: vec3<f32>,
    @location(2) normal: vec3<f32>,
    @location(3) tangent: vec3<f32>,
    @location(4) bitangent: vec3<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> VsOut {
    var corners = array<vec2<u32>, 6>(vec2<u32>(0u, 0u), vec2<u32>(1u, 0u), vec2<u32>(0u, 1u), vec2<u32>(0u, 1u), vec2<u32>(1u, 0u), vec2<u32>(1u, 1u));
    let corner = corners[index % 6u];
    var out: VsOut;
    if u.eye.w > 0.5 {
        // The plane: the view's rectangle, coordinate (0,0) at the top left.
        let c = vec2<f32>(corner);
        out.position = vec4<f32>(c.x * 2.0 - 1.0, 1.0 - c.y * 2.0, 0.5, 1.0);
        out.uv = c;
        out.world = vec3<f32>(c.x * 2.0 - 1.0, 1.0 - c.y * 2.0, 0.0);
        out.normal = vec3<f32>(0.0, 0.0, -1.0);
        out.tangent = vec3<f32>(1.0, 0.0, 0.0);
        out.bitangent = vec3<f32>(0.0, 1.0, 0.0);
        return out;
    }
    let quad = index / 6u;
    let cell = vec2<u32>(quad % SPHERE_COLUMNS, quad / SPHERE_COLUMNS) + corner;
    let uv = vec2<f32>(f32(cell.x) / f32(SPHERE_COLUMNS), f32(cell.y) / f32(SPHERE_ROWS));
    let phi = uv.x * 2.0 * PI;
    let theta = uv.y * PI;
    let dir = vec3<f32>(sin(theta) * cos(phi), cos(theta), sin(theta) * sin(phi));
    out.position = u.view_proj * vec4<f32>(dir, 1.0);
    out.uv = uv * vec2<f32>(2.0, 1.0);
    out.world = dir;
    out.normal = dir;
    out.tangent = vec3<f32>(-sin(phi), 0.0, cos(phi));
    out.bitangent = vec3<f32>(-cos(theta) * cos(phi), sin(theta), -cos(theta) * sin(phi));
    return out;
}

struct GBuffer {
    // The albedo lane and the gloss.
    @location(0) albedo_gloss: vec4<f32>,
    // The tangent-space normal as written (z not rebuilt) and f.
    @location(1) normal_f: vec4<f32>,
    // Sekiro's F0 (Elden Ring: 0) and Elden Ring's metallic (Sekiro: 0).
    @location(2) f0_metallic: vec4<f32>,
    // The lit picture (ours).
    @location(3) lit: vec4<f32>,
};

fn weight(i: i32, n: vec4<f32>, m: vec4<f32>) -> f32 {
    if u.switches.z > 0.5 && i == 1 {
        // seeds 004: switch 1's blend transition min((22*N.z)^260, 1).
        return pow(clamp(22.0 * n.z, 0.0, 1.0), 260.0);
    }
    if u.switches.w > 0.5 {
        // Ours: Elden Ring's base normal alpha supplies the masks, split in two.
        return select(clamp(2.0 * n.a - 1.0, 0.0, 1.0), clamp(2.0 * n.a, 0.0, 1.0), i == 1);
    }
    // Ours: the mask's red, then green.
    return select(m.g, m.r, i == 1);
}

fn chain3(v0: vec3<f32>, v1: vec3<f32>, v2: vec3<f32>, w1: f32, w2: f32, count: i32) -> vec3<f32> {
    var out = v0;
    if count >= 2 {
        out = mix(out, v1, w1);
    }
    if count >= 3 {
        out = mix(out, v2, w2);
    }
    return out;
}

fn reflectance_term(i: i32, m: vec4<f32>) -> f32 {
    let bias = u.reflectance_bias[i];
    return select(bias, clamp(m.b + bias, 0.0, 1.0), i == i32(u.switches.x));
}

@fragment
fn fs_main(in: VsOut) -> GBuffer {
    let detail_uv = in.uv * u.sun_colour.w;
    let a = textureSample(base_albedo, surface_sampler, in.uv);
    let n = textureSample(base_normal, surface_sampler, in.uv);
    let m = textureSample(base_mask, surface_sampler, in.uv);
    let d0 = textureSample(detail_colour_0, surface_sampler, detail_uv);
    let d1 = textureSample(detail_colour_1, surface_sampler, detail_uv);
    let d2 = textureSample(detail_colour_2, surface_sampler, detail_uv);
    let k0 = textureSample(detail_normal_0, surface_sampler, detail_uv);
    let k1 = textureSample(detail_normal_1, surface_sampler, detail_uv);
    let k2 = textureSample(detail_normal_2, surface_sampler, detail_uv);
    let count = i32(u.options.z);
    let w1 = weight(1, n, m);
    let w2 = weight(2, n, m);

    // Colour: saturate(gain * A' * chain(tint_i * D_i.rgb)), A' optionally desaturated.
    let luma = dot(a.rgb, vec3<f32>(0.29891, 0.58661, 0.11448));
    let a_prime = mix(a.rgb, vec3<f32>(luma), u.options.x);
    let detail = chain3(u.tints[0].rgb * d0.rgb, u.tints[1].rgb * d1.rgb, u.tints[2].rgb * d2.rgb, w1, w2, count);
    let c = clamp(u.colour_gain.w * a_prime * detail, vec3<f32>(0.0), vec3<f32>(1.0));

    // Normal: xy = 2*N.xy-1, z = sqrt(1-min(dot(xy,xy),1)), then xy += strength*(2*chain(K.xy)-1).
    var xy = 2.0 * n.xy - 1.0;
    let z = sqrt(1.0 - min(dot(xy, xy), 1.0));
    let k = chain3(vec3<f32>(k0.xy, 0.0), vec3<f32>(k1.xy, 0.0), vec3<f32>(k2.xy, 0.0), w1, w2, count);
    xy = xy + u.options.y * (2.0 * k.xy - 1.0);

    // Gloss: saturate(2 * chain(scale_i) * chain(K_i.z + glossBias_i)).
    let scale0 = select(n.z, 0.5, u.switches.y > 0.5);
    let scales = chain3(vec3<f32>(scale0), vec3<f32>(n.z), vec3<f32>(n.z), w1, w2, count).x;
    let glosses = chain3(vec3<f32>(k0.z + u.gloss_bias.x), vec3<f32>(k1.z + u.gloss_bias.y), vec3<f32>(k2.z + u.gloss_bias.z), w1, w2, count).x;
    let gloss = clamp(2.0 * scales * glosses, 0.0, 1.0);

    // f = saturate(chain(reflectanceTerm_i)).
    let f = clamp(chain3(vec3<f32>(reflectance_term(0, m)), vec3<f32>(reflectance_term(1, m)), vec3<f32>(reflectance_term(2, m)), w1, w2, count).x, 0.0, 1.0);

    var albedo: vec3<f32>;
    var f0: vec3<f32>;
    var metallic: f32;
    if u.options.w < 0.5 {
        // Sekiro: albedo = (1-f)*C*colour, F0 = lerp(0.03, C, f).
        albedo = (1.0 - f) * c * u.colour_gain.rgb;
        f0 = mix(vec3<f32>(0.03), c, f);
        metallic = 0.0;
    } else {
        // Elden Ring: albedo = C*colour, metallic f.
        albedo = c * u.colour_gain.rgb;
        f0 = vec3<f32>(0.0);
        metallic = f;
    }

    // The lit picture (ours).
    let world_normal = normalize(in.tangent * xy.x + in.bitangent * xy.y + in.normal * z);
    let l = normalize(u.sun_dir.xyz);
    let v = select(normalize(u.eye.xyz - in.world), vec3<f32>(0.0, 0.0, -1.0), u.eye.w > 0.5);
    let h = normalize(l + v);
    let nl = max(dot(world_normal, l), 0.0);
    let nh = max(dot(world_normal, h), 0.0);
    let spec_f0 = select(f0, mix(vec3<f32>(0.04), albedo, metallic), u.options.w > 0.5);
    let diffuse = albedo * (1.0 - metallic);
    let power = exp2(1.0 + 11.0 * gloss);
    let fresnel = spec_f0 + (1.0 - spec_f0) * pow(1.0 - max(dot(v, h), 0.0), 5.0);
    let specular = fresnel * (power + 8.0) / (8.0 * PI) * pow(nh, power);
    let lit = u.sun_colour.rgb * nl * (diffuse / PI + specular) + u.sun_dir.w * (diffuse + spec_f0 * 0.25);

    var out: GBuffer;
    out.albedo_gloss = vec4<f32>(albedo, gloss);
    out.normal_f = vec4<f32>(xy, z, f);
    out.f0_metallic = vec4<f32>(f0, metallic);
    out.lit = vec4<f32>(lit, 1.0);
    return out;
}
