// Shared by every effect program: the engine's constant buffers (our layout, the engine's
// variable names; crate/src/render/constants.rs is the same layout) and the steps the notes
// record for several families. Prepended to each family's file.

struct VSCommonBuffer {
    g_viewMatrix: mat4x4<f32>,
    g_projectionMatrix: mat4x4<f32>,
    g_viewProjectionMatrix: mat4x4<f32>,
    g_cameraPosition: vec4<f32>,
    // width, height, 1 / width, 1 / height
    g_screenSize: vec4<f32>,
    // near, far
    g_nearFar: vec4<f32>,
    g_fogRange: vec4<f32>,
    g_nearFadeRange: vec4<f32>,
    g_farFadeRange: vec4<f32>,
};

struct PSCommonBuffer {
    g_color: vec4<f32>,
    g_vColorScale: vec4<f32>,
    g_psGlowScale: vec4<f32>,
    g_ps_softSpriteScaleOffset: vec4<f32>,
    g_vTracerParam: vec4<f32>,
    g_resolveRectUV: vec4<f32>,
    g_dynamicResolution_UVScale: vec2<f32>,
    g_normalMapScrollScale: vec2<f32>,
    g_waveStrength: f32,
    g_clampDistanceInverse: f32,
    g_waveTime: f32,
    g_waveNum: f32,
    g_vNormalMapScrollDistance: f32,
    g_hNormalMapScrollDistance: f32,
    g_ps_preExposure: f32,
    g_ps_invPreExposure: f32,
    g_transductionAlphaToColorScale: f32,
    g_alphaCutoff: f32,
    // Ours: the distortion programs' per-vertex TEXCOORD1.y and TEXCOORD1.z (the stir's
    // pair) and TEXCOORD5 (the opacity factor), per draw here.
    g_stirTexcoord1YZ: vec2<f32>,
    g_ps_TexBlendType: i32,
    g_ps_TexBlendType2: i32,
    g_ps_TexBlendType3: i32,
    g_ps_ColorBlendType: i32,
    g_ps_BlendingMode: i32,
    g_ps_FogMultMode: i32,
    g_ps_bPreAlphaMult: i32,
    g_flipbookBlendMode: i32,
    g_ps_bEnableLighting: i32,
    g_ps_bEnableFog: i32,
    g_outputCoverage: i32,
    g_distortionMode: i32,
    g_distortionTexcoord5: f32,
    _pad1: f32,
    _pad1b: vec2<f32>,
    _pad2: vec4<f32>,
    _pad3: vec4<f32>,
};

// Program variants (the engine's Soft, Blend and GlowD programs; our octagon switch).
override SOFT: bool = false;
override BLEND_FRAMES: bool = false;
override GLOW: bool = false;
override OCTAGON: bool = false;

// The lights of lit draws (g_ps_bEnableLighting 1). The engine lights effects per vertex
// from its irradiance volumes and tile light lists (seeds 000); ours is a simple documented
// model: an ambient term, one directional light (a preset when the effect has no light of its
// own), and the effect's point lights (609) falling off as (1 - distance / radius)^2.
struct Light {
    // xyz: position, w: radius.
    position: vec4<f32>,
    diffuse: vec4<f32>,
};

// A spot light (11000): an elliptic cone from `position` along `direction` (the node's Z
// axis, ours) whose base, `far` away, has half axes radiusX along `x_axis` and radiusY across.
// seeds 000 records that the engine's lit programs read a g_SpotLightBuffer; its layout and
// falloff are not recorded: this layout and `spot_light_factor` are ours.
struct SpotLight {
    // xyz: position, w: near (0 taken as 0.5).
    position: vec4<f32>,
    // xyz: the cone's axis (unit), w: far.
    direction: vec4<f32>,
    // xyz: the axis of radiusX (unit), w: radiusX.
    x_axis: vec4<f32>,
    // rgb: diffuse colour × diffuseMultiplier, w: radiusY.
    diffuse: vec4<f32>,
};

struct LightBuffer {
    ambient: vec4<f32>,
    sun_direction: vec4<f32>,
    sun_color: vec4<f32>,
    // x: the number of point lights.
    count: vec4<u32>,
    lights: array<Light, 16>,
    // x: the number of spot lights.
    spot_count: vec4<u32>,
    spots: array<SpotLight, 8>,
};

@group(0) @binding(0) var<uniform> vs_common: VSCommonBuffer;
// Linear view depth of the opaque scene (soft particles and the distortion's depth test).
@group(0) @binding(1) var g_depthTexture: texture_2d<f32>;
@group(0) @binding(2) var g_WrapLinearSampler: sampler;
@group(0) @binding(3) var g_ClampLinearSampler: sampler;
@group(0) @binding(4) var<uniform> g_lights: LightBuffer;
@group(1) @binding(0) var<uniform> ps_common: PSCommonBuffer;

// How much of spot light `s` reaches `p` (0..1), before its colour: nothing outside the cone,
// nearer than near or beyond far; inside, (1 - e^2) across the cone (e: the elliptic distance
// from the axis, 1 on the cone) times (1 - depth / far)^2 along it, as the point lights fall
// off. Ours (crate/src/sim/flares.rs `spot_factor` is the same formula).
fn spot_light_factor(s: SpotLight, p: vec3<f32>) -> f32 {
    let d = p - s.position.xyz;
    let depth = dot(d, s.direction.xyz);
    let far = s.direction.w;
    if depth < s.position.w || depth > far || far <= 0.0 {
        return 0.0;
    }
    let scale = depth / far;
    let y_axis = cross(s.direction.xyz, s.x_axis.xyz);
    let ex = dot(d, s.x_axis.xyz) / max(s.x_axis.w * scale, 1e-6);
    let ey = dot(d, y_axis) / max(s.diffuse.w * scale, 1e-6);
    let across = clamp(1.0 - (ex * ex + ey * ey), 0.0, 1.0);
    let along = clamp(1.0 - depth / far, 0.0, 1.0);
    return across * along * along;
}

// The spot lights reaching a point (no normal: as the point lights for billboards).
fn spot_light_at(p: vec3<f32>) -> vec3<f32> {
    var sum = vec3<f32>(0.0);
    let n = min(g_lights.spot_count.x, 8u);
    for (var i = 0u; i < n; i = i + 1u) {
        let s = g_lights.spots[i];
        sum = sum + s.diffuse.rgb * spot_light_factor(s, p);
    }
    return sum;
}

// The light reaching a point: ambient + the directional light (no normal: billboards face the
// camera, so its intensity is taken as is) + the point lights + the spot lights.
fn light_at(p: vec3<f32>) -> vec3<f32> {
    var sum = g_lights.ambient.rgb + g_lights.sun_color.rgb;
    let n = min(g_lights.count.x, 16u);
    for (var i = 0u; i < n; i = i + 1u) {
        let l = g_lights.lights[i];
        let d = distance(p, l.position.xyz);
        let f = clamp(1.0 - d / max(l.position.w, 1e-4), 0.0, 1.0);
        sum = sum + l.diffuse.rgb * f * f;
    }
    return sum + spot_light_at(p);
}

// A vertex colour lit when the draw is lit (per vertex, as the engine lights effects).
fn lit_color(color: vec4<f32>, p: vec3<f32>) -> vec4<f32> {
    if ps_common.g_ps_bEnableLighting == 0 {
        return color;
    }
    return vec4<f32>(color.rgb * light_at(p), color.a);
}

// The quad's corners: (u, v) in 0..1 as a triangle strip of four vertices (the two
// triangles (0,0) (1,0) (0,1) and (0,1) (1,0) (1,1)), or an octagon (a strip of eight, six
// triangles) whose corners are cut where a regular octagon inscribed in the square meets its
// edges. A strip, not a list, so each corner is shaded once (BENCHMARKS.md, renderer).
const OCTAGON_CUT: f32 = 0.29289322;

fn quad_corner(index: u32, octagon: bool) -> vec2<f32> {
    if !octagon {
        return vec2<f32>(f32(index & 1u), f32((index >> 1u) & 1u));
    }
    let c = OCTAGON_CUT;
    var ring = array<vec2<f32>, 8>(
        vec2<f32>(c, 0.0), vec2<f32>(1.0 - c, 0.0), vec2<f32>(1.0, c), vec2<f32>(1.0, 1.0 - c),
        vec2<f32>(1.0 - c, 1.0), vec2<f32>(c, 1.0), vec2<f32>(0.0, 1.0 - c), vec2<f32>(0.0, c));
    // Zigzag across the ring: 0, 1, 7, 2, 6, 3, 5, 4.
    let i = index % 8u;
    if i == 0u {
        return ring[0];
    }
    if (i & 1u) == 1u {
        return ring[(i + 1u) / 2u];
    }
    return ring[8u - i / 2u];
}

// A corner of the particle's 3x4 matrix (rows r0..r2) applied to (u - 1/2, v - 1/2, 0, 1),
// then the view and projection, nothing else (seeds 000: where a billboard's corners are
// placed).
fn corner_position(r0: vec4<f32>, r1: vec4<f32>, r2: vec4<f32>, uv: vec2<f32>) -> vec4<f32> {
    let local = vec4<f32>(uv.x - 0.5, uv.y - 0.5, 0.0, 1.0);
    let world = vec4<f32>(dot(r0, local), dot(r1, local), dot(r2, local), 1.0);
    return vs_common.g_projectionMatrix * (vs_common.g_viewMatrix * world);
}

// The domain program's coordinate c = (1/2 + x, 1/2 - y) of the domain point (x, y): the
// texture's top row is at the quad's +v edge.
fn corner_texcoord(uv: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(uv.x, 1.0 - uv.y);
}

// Depth moved towards the camera by `offset` metres (depthOffset), in reversed depth.
fn with_depth_offset(position: vec4<f32>, offset: f32) -> vec4<f32> {
    if offset == 0.0 {
        return position;
    }
    // Clip w is the view depth; moving the point by `offset` along the view axis changes
    // z / w as if it were there, while x and y stay where they were drawn.
    let w = max(position.w - offset, vs_common.g_nearFar.x);
    let z_ndc = vs_common.g_nearFar.x / w;
    return vec4<f32>(position.xy, z_ndc * position.w, position.w);
}

fn overlay_channel(b: f32, l: f32) -> f32 {
    if b < 0.5 {
        return 2.0 * b * l;
    }
    return 1.0 - 2.0 * (1.0 - b) * (1.0 - l);
}

fn overlay3(b: vec3<f32>, l: vec3<f32>) -> vec3<f32> {
    return vec3<f32>(overlay_channel(b.x, l.x), overlay_channel(b.y, l.y), overlay_channel(b.z, l.z));
}

// How the particle's colour applies (seeds 000, g_ps_ColorBlendType): with 0 the colour is
// multiplied by the direction n = colour.rgb / |colour.rgb|, squared and scaled by |colour.rgb|
// and g_vColorScale.rgb; with 2 the colour times its opacity is overlaid with n, then squared
// and scaled the same way; with 0 and 2 the opacity is multiplied by colour.a and
// g_vColorScale.a; any other value leaves both as they are.
fn apply_particle_color(composed: vec4<f32>, particle: vec4<f32>) -> vec4<f32> {
    let mode = ps_common.g_ps_ColorBlendType;
    if mode != 0 && mode != 2 {
        return composed;
    }
    let magnitude = length(particle.rgb);
    var n = vec3<f32>(0.0);
    if magnitude > 0.0 {
        n = particle.rgb / magnitude;
    }
    var c: vec3<f32>;
    if mode == 0 {
        c = composed.rgb * n;
    } else {
        c = overlay3(composed.rgb * composed.a, n);
    }
    let rgb = c * c * magnitude * ps_common.g_vColorScale.rgb;
    let a = composed.a * particle.a * ps_common.g_vColorScale.a;
    return vec4<f32>(rgb, a);
}

// Soft particles: the opacity fades where the particle is close in front of the scene,
// by g_ps_softSpriteScaleOffset (scale per metre of separation, plus offset).
fn soft_fade(frag_position: vec4<f32>, view_depth: f32) -> f32 {
    let size = vec2<f32>(textureDimensions(g_depthTexture));
    let texel = vec2<i32>(clamp(frag_position.xy, vec2<f32>(0.0), size - vec2<f32>(1.0)));
    let scene = textureLoad(g_depthTexture, texel, 0).r;
    let gap = scene - view_depth;
    let so = ps_common.g_ps_softSpriteScaleOffset;
    return clamp(gap * so.x + so.y, 0.0, 1.0);
}

// What the colour target receives: the colour with its opacity (blended by the pipeline), or,
// with a transparent output, premultiplied colour and coverage (g_outputCoverage).
struct Targets {
    @location(0) color: vec4<f32>,
    @location(1) glow: vec4<f32>,
};

fn finish(color: vec4<f32>) -> Targets {
    var out: Targets;
    var c = color;
    if GLOW {
        // The glow variant's steps after fog (seeds 000, GXFfxtessellateSoftMultiTextureGlowD,
        // Observed from its disassembly): the pre-exposure unless g_ps_BlendingMode is 4;
        // with modes 1 and 2 an opacity above 1 multiplies the colour and is clamped to 1;
        // g_transductionAlphaToColorScale s below 1 keeps the colour up to 1, scales what
        // exceeds 1 by s squared and the opacity by s.
        c = vec4<f32>(c.rgb * select(ps_common.g_ps_preExposure, 1.0, ps_common.g_ps_BlendingMode == 4), c.a);
        if (ps_common.g_ps_BlendingMode == 1 || ps_common.g_ps_BlendingMode == 2) && c.a > 1.0 {
            c = vec4<f32>(c.rgb * c.a, 1.0);
        }
        let s = ps_common.g_transductionAlphaToColorScale;
        if s < 1.0 {
            let over = max(c.rgb - vec3<f32>(1.0), vec3<f32>(0.0));
            c = vec4<f32>(min(c.rgb, vec3<f32>(1.0)) + over * s * s, c.a * s);
        }
    }
    c = vec4<f32>(max(c.rgb, vec3<f32>(0.0)), clamp(c.a, 0.0, 1.0));
    // The second target: the glow colour times the colour, the glow alpha times the opacity
    // (only the GlowD programs write it; the others' pipelines mask it).
    out.glow = vec4<f32>(ps_common.g_psGlowScale.rgb * c.rgb, ps_common.g_psGlowScale.a * c.a);
    if ps_common.g_outputCoverage == 1 {
        // Premultiplied, as the transparent-output blends expect.
        out.glow = vec4<f32>(out.glow.rgb * out.glow.a, out.glow.a);
    }
    if ps_common.g_outputCoverage == 1 && ps_common.g_ps_BlendingMode == 2 {
        // Additive light over a transparent background: its coverage is its brightness.
        let light = c.rgb * c.a;
        out.color = vec4<f32>(light, clamp(max(light.r, max(light.g, light.b)), 0.0, 1.0));
        return out;
    }
    if ps_common.g_outputCoverage == 1 {
        out.color = vec4<f32>(c.rgb * c.a, c.a);
        return out;
    }
    out.color = c;
    return out;
}

// A sheet's centre (the translation of its 3x4 matrix) projected into view coordinates
// 0..1, y down (TEXCOORD6 of the distortion and radial blur programs).
fn projected_centre(row0: vec4<f32>, row1: vec4<f32>, row2: vec4<f32>) -> vec2<f32> {
    let clip = vs_common.g_viewProjectionMatrix * vec4<f32>(row0.w, row1.w, row2.w, 1.0);
    let ndc = clip.xy / max(clip.w, 1e-6);
    return vec2<f32>(ndc.x * 0.5 + 0.5, 0.5 - ndc.y * 0.5);
}
