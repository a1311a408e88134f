// The water preview (seeds 002): a generated scene (a sky and a sloped, patterned floor) as
// the opaque pass, then the lake's forward program (M[PlacidLake]_FwdSdw as the notes read
// it) drawn over a copy of the lit picture and of the depth.
//
// Entry points: vs_sky/fs_sky and vs_floor/fs_floor (the opaque pass: colour and the stored
// depth into a float copy), vs_water/fs_water (the water). The sky and the floor are ours;
// fs_water follows the notes term by term (comments name the term). What the notes describe
// and the preview does not draw: the water simulation's normal map (t57), the screen-space
// reflection chain, the image-based-light cubes, point and spot lights, the screen-space
// shadow (1 here). The generated sky stands in for the reflections.

struct Water {
    view_proj: mat4x4<f32>,
    inv_view_proj: mat4x4<f32>,
    // xyz: the camera; w: time in seconds.
    eye_time: vec4<f32>,
    // width, height, 1/width, 1/height.
    screen: vec4<f32>,
    // x, z of the depth copy's -z / (x - stored); the hour of the day; the instance's alpha.
    frame: vec4<f32>,
    // xyz: towards the sun (cbLight's Vec_0); w: Vec_0.w.
    sun_dir: vec4<f32>,
    // rgb: the sun's colour (Col_0); w: the water's smoothness.
    sun_colour: vec4<f32>,
    // float_1 (refraction), float_3 (shore), float_5 (body share), float_7 (caustic intensity).
    f0: vec4<f32>,
    // float_8 (caustic speed), float_9 (B's share), float_11 (wave speed), float_16 (caustic scale).
    f1: vec4<f32>,
    // float_17, float_18 (body distances), float_19 (offset), float_21 (gain).
    f2: vec4<f32>,
    // float_26, float_27 (caustic fade distances); cbTextureTilingScale rows 0 and 1.
    f3: vec4<f32>,
    // float2_2 (A's scroll), float2_4 (B's scroll).
    scroll: vec4<f32>,
    // float2_5 (B's skew); TEXCOORD4.y (A pulled towards 0.5); unused.
    skew: vec4<f32>,
    // sigma = float3_0 + float3_2.
    sigma: vec4<f32>,
    // saturate(color_0) bound: the body's diffuse colour.
    body_colour: vec4<f32>,
    // color_2 (night), color_3 (morning), color_4 (midday), color_5 (afternoon), bound.
    hour_colours: array<vec4<f32>, 4>,
    // The water plane: y, half extent in metres; the angle one pixel spans (2 tan(fov/2) /
    // height); the floor's grid cells a side.
    plane: vec4<f32>,
};

@group(0) @binding(0) var<uniform> u: Water;
@group(0) @binding(1) var scene_copy: texture_2d<f32>;
@group(0) @binding(2) var depth_copy: texture_2d<f32>;
@group(0) @binding(3) var normal_b: texture_2d<f32>;
@group(0) @binding(4) var normal_a: texture_2d<f32>;
@group(0) @binding(5) var caustic_mask: texture_2d<f32>;
@group(0) @binding(6) var flow_map: texture_2d<f32>;
@group(0) @binding(7) var wrap: sampler;
@group(0) @binding(8) var clamped: sampler;

const PI: f32 = 3.14159265;

// Ours: a sky gradient with a sun disc, the stand-in for the environment and reflections.
fn sky(dir: vec3<f32>) -> vec3<f32> {
    let up = clamp(dir.y, -1.0, 1.0);
    let horizon = vec3<f32>(0.75, 0.82, 0.9);
    let zenith = vec3<f32>(0.18, 0.35, 0.7);
    let ground = vec3<f32>(0.3, 0.28, 0.25);
    var c = mix(horizon, zenith, pow(max(up, 0.0), 0.6));
    c = select(c, mix(horizon, ground, min(-up * 4.0, 1.0)), up < 0.0);
    let sun = pow(max(dot(dir, normalize(u.sun_dir.xyz)), 0.0), 800.0) * 20.0;
    return c + u.sun_colour.rgb * sun;
}

fn world_at(pixel: vec2<f32>, stored: f32) -> vec3<f32> {
    let ndc = vec2<f32>(pixel.x * u.screen.z * 2.0 - 1.0, 1.0 - pixel.y * u.screen.w * 2.0);
    let p = u.inv_view_proj * vec4<f32>(ndc, stored, 1.0);
    return p.xyz / p.w;
}

// ---- The opaque pass (ours) ----

struct SkyOut {
    @builtin(position) position: vec4<f32>,
};

@vertex
fn vs_sky(@builtin(vertex_index) index: u32) -> SkyOut {
    let x = f32((index << 1u) & 2u);
    let y = f32(index & 2u);
    var out: SkyOut;
    // At the far plane (0: the depth is reversed).
    out.position = vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
    return out;
}

struct Opaque {
    @location(0) colour: vec4<f32>,
    // The stored depth, copied for the water to read (t56).
    @location(1) depth: vec4<f32>,
};

@fragment
fn fs_sky(in: SkyOut) -> Opaque {
    let far = world_at(in.position.xy, 0.5);
    let dir = normalize(far - u.eye_time.xyz);
    var out: Opaque;
    out.colour = vec4<f32>(sky(dir), 1.0);
    out.depth = vec4<f32>(0.0, 0.0, 0.0, 1.0);
    return out;
}

// The floor: rising out of the water near the camera (z < -4), sloping to 4.5 m deep, with
// a ripple along x so the shore line curves.
fn floor_height(p: vec2<f32>) -> f32 {
    return clamp(0.9 - 0.22 * (p.y + 8.0) + 0.25 * sin(p.x * 0.6), -4.5, 1.5);
}

struct FloorOut {
    @builtin(position) position: vec4<f32>,
    @location(0) world: vec3<f32>,
};

@vertex
fn vs_floor(@builtin(vertex_index) index: u32) -> FloorOut {
    let cells = u32(u.plane.w);
    let quad = index / 6u;
    var corners = array<vec2<u32>, 6>(vec2<u32>(0u, 0u), vec2<u32>(1u, 0u), vec2<u32>(0u, 1u), vec2<u32>(0u, 1u), vec2<u32>(1u, 0u), vec2<u32>(1u, 1u));
    let c = vec2<u32>(quad % cells, quad / cells) + corners[index % 6u];
    // -1..1, spaced quadratically: fine near the middle, coarse out to 300 m.
    let s = vec2<f32>(c) / f32(cells) * 2.0 - 1.0;
    let xz = s * abs(s) * 300.0;
    let world = vec3<f32>(xz.x, floor_height(xz), xz.y);
    var out: FloorOut;
    out.position = u.view_proj * vec4<f32>(world, 1.0);
    out.world = world;
    return out;
}

@fragment
fn fs_floor(in: FloorOut) -> Opaque {
    let p = in.world.xz;
    let e = 0.05;
    let n = normalize(vec3<f32>(floor_height(p - vec2<f32>(e, 0.0)) - floor_height(p + vec2<f32>(e, 0.0)), 2.0 * e, floor_height(p - vec2<f32>(0.0, e)) - floor_height(p + vec2<f32>(0.0, e))));
    // Metre checks of two sands, a dark line every 4 m and a red one every 10 m along z, so
    // refraction and absorption show.
    let check = (i32(floor(p.x)) + i32(floor(p.y))) & 1;
    var albedo = select(vec3<f32>(0.55, 0.48, 0.36), vec3<f32>(0.42, 0.37, 0.28), check == 1);
    let line4 = abs(fract(p.x / 4.0 + 0.5) - 0.5) * 4.0;
    albedo = select(albedo, vec3<f32>(0.12, 0.12, 0.14), line4 < 0.12);
    let line10 = abs(fract(p.y / 10.0 + 0.5) - 0.5) * 10.0;
    albedo = select(albedo, vec3<f32>(0.6, 0.1, 0.08), line10 < 0.2);
    let sun = max(dot(n, normalize(u.sun_dir.xyz)), 0.0);
    let lit = albedo * (u.sun_colour.rgb * sun + sky(n) * 0.3);
    var out: Opaque;
    out.colour = vec4<f32>(lit, 1.0);
    out.depth = vec4<f32>(in.position.z, 0.0, 0.0, 1.0);
    return out;
}

// ---- The water (seeds 002) ----

struct WaterOut {
    @builtin(position) position: vec4<f32>,
};

@vertex
fn vs_water(@builtin(vertex_index) index: u32) -> WaterOut {
    var corners = array<vec2<f32>, 6>(vec2<f32>(-1.0, -1.0), vec2<f32>(1.0, -1.0), vec2<f32>(-1.0, 1.0), vec2<f32>(-1.0, 1.0), vec2<f32>(1.0, -1.0), vec2<f32>(1.0, 1.0));
    let xz = corners[index % 6u] * u.plane.y;
    let world = vec3<f32>(xz.x, u.plane.x, xz.y);
    var out: WaterOut;
    out.position = u.view_proj * vec4<f32>(world, 1.0);
    return out;
}

struct WaterTargets {
    // The composite: the water over the copy, as SRC_ALPHA, INV_SRC_ALPHA would blend it.
    @location(0) colour: vec4<f32>,
    // Absorption (rgb) and the transmission weight.
    @location(1) terms0: vec4<f32>,
    // The body blend, the alpha, the caustics' luminance, 1 where the offset sample was used.
    @location(2) terms1: vec4<f32>,
    // The world normal and the depth of water (behind - surface).
    @location(3) terms2: vec4<f32>,
};

fn stored_depth(pixel: vec2<f32>) -> f32 {
    let size = vec2<i32>(textureDimensions(depth_copy));
    let p = clamp(vec2<i32>(floor(pixel)), vec2<i32>(0), size - 1);
    return textureLoad(depth_copy, p, 0).r;
}

// seeds 002: "the depth copy as -z / (x - stored)".
fn view_depth_of(stored: f32) -> f32 {
    return -u.frame.y / (u.frame.x - stored);
}

// The colour copy, filtered (a refracted coordinate between pixels blends them).
fn copy_at(pixel: vec2<f32>) -> vec3<f32> {
    return textureSampleLevel(scene_copy, clamped, pixel * u.screen.zw, 0.0).rgb;
}

// seeds 002: the hour colour.
fn hour_colour(hour: f32) -> vec3<f32> {
    let from_noon = (hour - 24.0 * floor(hour / 24.0)) - 12.0;
    let d = abs(from_noon);
    if d < 5.0 {
        return u.hour_colours[2].rgb;
    }
    if d < 7.0 {
        return select(u.hour_colours[3].rgb, u.hour_colours[1].rgb, from_noon < 0.0);
    }
    return u.hour_colours[0].rgb;
}

// The plane's point under a pixel: the pixel's ray met with the plane y = plane.x. Found per
// pixel rather than interpolated across the plane's two huge triangles, whose interpolation
// precision differs between rasterisers by centimetres (a visible shift of the waves).
fn plane_point(pixel: vec2<f32>) -> vec3<f32> {
    let near = world_at(pixel, 1.0);
    let dir = world_at(pixel, 0.5) - near;
    let t = (u.plane.x - near.y) / select(dir.y, -1e-6, abs(dir.y) < 1e-6);
    return near + dir * t;
}

@fragment
fn fs_water(in: WaterOut) -> WaterTargets {
    let time = u.eye_time.w;
    let world = plane_point(in.position.xy);
    let uv = world.xz;
    // The texture level from the surface's footprint (ours: by distance and angle rather than
    // by screen derivatives, so every GPU picks the same level and the far waves average out
    // the same way).
    let to_eye_0 = u.eye_time.xyz - world;
    let slant = max(abs(to_eye_0.y) / max(length(to_eye_0), 1e-6), 0.15);
    let footprint = length(to_eye_0) * u.plane.z / slant;
    let lod_a = log2(max(footprint * u.f3.w * f32(textureDimensions(normal_a).x), 1.0));
    let lod_b = log2(max(footprint * u.f3.z * f32(textureDimensions(normal_b).x), 1.0));
    // Waves: A scrolls by float_11 * time * float2_2 (tiling row 1); its blue channel offsets
    // B's coordinate; B scrolls by float2_4 * time * float_11 + float2_5 * uv (row 0).
    let a = textureSampleLevel(normal_a, wrap, uv * u.f3.w + u.f1.z * time * u.scroll.xy, lod_a);
    let b = textureSampleLevel(normal_b, wrap, uv * u.f3.z + u.scroll.zw * time * u.f1.z + u.skew.xy * uv + vec2<f32>(a.b), lod_b);
    let encoded = mix(a.xy, vec2<f32>(0.5), u.skew.z) + (b.xy - 0.5) * u.f1.y;
    let t = encoded * 2.0 - 1.0;
    let tz = sqrt(1.0 - clamp(dot(t, t), 0.0, 1.0));
    // The plane's frame: normal +y, tangent +x (w = 1), bitangent = normal x tangent * w.
    let normal_up = vec3<f32>(0.0, 1.0, 0.0);
    let tangent = vec3<f32>(1.0, 0.0, 0.0);
    let bitangent = cross(normal_up, tangent);
    // x turns the normal along the bitangent, y along the tangent.
    let n = normalize(t.x * bitangent + t.y * tangent + tz * normal_up);

    let to_eye = u.eye_time.xyz - world;
    let distance = length(to_eye);
    let v = to_eye / max(distance, 1e-6);
    // The surface's depth along the view axis (its position's w).
    let surface = (u.view_proj * vec4<f32>(world, 1.0)).w;

    // What is behind: the screen coordinate offset by the normal, by float_1 * 10 / (depth + 10);
    // where the offset sample is in front of the surface, the straight coordinate.
    let pixel = in.position.xy;
    let offset = t * (u.f0.x * 10.0 / (surface + 10.0));
    let moved = pixel + offset * u.screen.xy;
    let moved_depth = view_depth_of(stored_depth(moved));
    let use_offset = moved_depth >= surface;
    let coord = select(pixel, moved, use_offset);
    let behind_stored = stored_depth(coord);
    let behind_depth = view_depth_of(behind_stored);
    var behind = copy_at(coord);

    // Absorption: exp2(-1.4427 * sigma * max(0, behind - surface)).
    let water_depth = behind_depth - surface;
    let absorption = exp2(-1.4427 * u.sigma.xyz * max(0.0, water_depth));

    // Caustics: the mask at the world xz of what is behind, moved by the flow map in two
    // phases of frac(2 * float_8 * time), times hourColour * behind * float_7 * float_16,
    // faded by the distance (float_26, float_27) and the screen-space shadow (1 here).
    let floor_point = world_at(coord, behind_stored);
    // The mask's level from the floor point's footprint, as for the waves.
    let to_floor = u.eye_time.xyz - floor_point;
    let floor_footprint = length(to_floor) * u.plane.z / max(abs(to_floor.y) / max(length(to_floor), 1e-6), 0.15);
    let lod_mask = log2(max(floor_footprint * 0.25 * f32(textureDimensions(caustic_mask).x), 1.0));
    let flow = textureSampleLevel(flow_map, wrap, floor_point.xz * 0.05, 0.0).xy * 2.0 - 1.0;
    let phase0 = fract(2.0 * u.f1.x * time);
    let phase1 = fract(2.0 * u.f1.x * time + 0.5);
    let mask_uv = floor_point.xz * 0.25;
    let m0 = textureSampleLevel(caustic_mask, wrap, mask_uv + flow * phase0 * 0.25, lod_mask).r;
    let m1 = textureSampleLevel(caustic_mask, wrap, mask_uv + flow * phase1 * 0.25 + 0.5, lod_mask).r;
    let mask = mix(m0, m1, abs(1.0 - 2.0 * phase0));
    let fade = clamp((u.f3.y - distance) / max(u.f3.y - u.f3.x, 0.001), 0.0, 1.0);
    let caustics = hour_colour(u.frame.z) * behind * mask * u.f0.w * u.f1.w * fade;
    behind = behind + caustics;

    // Fresnel: what is transmitted is weighted by 0.96 - 0.96 * (1 - |N.V|)^5.
    let k = 1.0 - min(abs(dot(n, v)), 1.0);
    let transmission = 0.96 - 0.96 * (k * k * k * k * k);

    // Reflection: the sky (standing in for the reflection chain and the cubes) and the sun's
    // specular with the smoothness sqrt(smoothness * (1 - 0.075 / Vec_0.w)).
    let l = normalize(u.sun_dir.xyz);
    let reflected = sky(reflect(-v, n)) * (1.0 - transmission);
    let smooth_sun = sqrt(max(u.sun_colour.w * (1.0 - 0.075 / u.sun_dir.w), 0.0));
    let rough = max(1.0 - smooth_sun, 0.02);
    let alpha2 = rough * rough * rough * rough;
    let h = normalize(l + v);
    let nh = max(dot(n, h), 0.0);
    let dd = nh * nh * (alpha2 - 1.0) + 1.0;
    let ggx = alpha2 / (PI * dd * dd);
    let nl = max(dot(n, l), 0.0);
    let fresnel_h = 0.04 + 0.96 * pow(1.0 - max(dot(v, h), 0.0), 5.0);
    let sun_specular = u.sun_colour.rgb * ggx * fresnel_h * nl / max(4.0 * max(dot(n, v), 1e-3) * max(nl, 1e-3), 1e-3) * nl;

    // The body: color_0 lit by the sun (Col_0 * saturate(N.Vec_0) / pi, shadow 1), mixed in
    // by saturate(saturate((float_19 + (distance - float_17) / max(float_18 - float_17,
    // 0.001)) * float_21) * float_5).
    let body = u.body_colour.rgb * u.sun_colour.rgb * clamp(dot(n, l), 0.0, 1.0) / PI;
    let body_blend = clamp(clamp((u.f2.z + (distance - u.f2.x) / max(u.f2.y - u.f2.x, 0.001)) * u.f2.w, 0.0, 1.0) * u.f0.z, 0.0, 1.0);

    let rest = behind * absorption * transmission + reflected + sun_specular;
    let water = mix(rest, body, body_blend);

    // Alpha: the instance's times saturate((behind - surface) * float_3), a fade over the shore.
    let alpha = u.frame.w * clamp(water_depth * u.f0.y, 0.0, 1.0);

    var out: WaterTargets;
    out.colour = vec4<f32>(mix(copy_at(pixel), water, alpha), 1.0);
    out.terms0 = vec4<f32>(absorption, transmission);
    out.terms1 = vec4<f32>(body_blend, alpha, dot(caustics, vec3<f32>(0.2126, 0.7152, 0.0722)), select(0.0, 1.0, use_offset));
    out.terms2 = vec4<f32>(n, water_depth);
    return out;
}
