// Lens flares (10014): GXFfxtessellateLensFlare and its GlowD variant. seeds 000 records the
// program's name only; every step below is ours, built on the fields' meanings in the `fxr`
// library (src/actions/10014.yml) and said in docs/flares-shafts-spots.md.
//
// Each instance is one flare of one layer. The vertex program projects the flare's source,
// measures how much of the source sphere (sourceSize across) is in view against the scene's
// linear depth (16 samples over its projected disc: a sample counts when it is on the screen
// and the scene there is not nearer than the sphere's front), places the flare on the line from
// the source through the screen's centre (`flare_centre`, the same formula as
// crate/src/sim/flares.rs), sizes it as the layer's width and height at the source's depth, and
// fades it by the attenuation sphere. The flare is drawn over the scene (no depth test): its
// occlusion is the visible share.

@group(2) @binding(0) var g_diffuseTexture: texture_2d<f32>;

struct Flare {
    // xyz: the source's world position, w: its radius (sourceSize / 2).
    @location(0) source: vec4<f32>,
    // x, y: width and height; z: offset along the offset vector; w: attenuation radius (< 0: none).
    @location(1) shape: vec4<f32>,
    // The layer's colour (clamped) times its multiplier.
    @location(2) color: vec4<f32>,
    // x: reflection mode (0 None, 1 Radial, 2 Horizontal); y: layer.
    @location(3) params: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
};

// The flare's centre in normalised device coordinates (see crate/src/sim/flares.rs).
fn flare_centre(source: vec2<f32>, reflection: i32, offset: f32) -> vec2<f32> {
    var vector = vec2<f32>(0.0);
    if reflection == 1 {
        vector = -2.0 * source;
    } else if reflection == 2 {
        vector = vec2<f32>(-2.0 * source.x, 0.0);
    }
    return source + offset * vector;
}

// The share (0..1) of the source sphere in view: 16 samples on a 4x4 grid over its projected
// disc (those outside the disc moved onto it), each visible when on the screen and the scene's
// linear depth there is at least the sphere's front.
fn source_visibility(ndc: vec2<f32>, view_depth: f32, radius_ndc: vec2<f32>, radius: f32) -> f32 {
    let size = vec2<f32>(textureDimensions(g_depthTexture));
    var visible = 0.0;
    for (var i = 0u; i < 16u; i = i + 1u) {
        var o = (vec2<f32>(f32(i % 4u), f32(i / 4u)) + vec2<f32>(0.5)) / 4.0 * 2.0 - vec2<f32>(1.0);
        if dot(o, o) > 1.0 {
            o = normalize(o);
        }
        let q = ndc + o * radius_ndc;
        if abs(q.x) > 1.0 || abs(q.y) > 1.0 {
            continue;
        }
        let texel = vec2<i32>(clamp(vec2<f32>(q.x * 0.5 + 0.5, 0.5 - q.y * 0.5) * size, vec2<f32>(0.0), size - vec2<f32>(1.0)));
        let scene = textureLoad(g_depthTexture, texel, 0).r;
        if scene >= view_depth - radius {
            visible = visible + 1.0;
        }
    }
    return visible / 16.0;
}

@vertex
fn vs_main(@builtin(vertex_index) index: u32, f: Flare) -> VsOut {
    let corner = quad_corner(index, false);
    var out: VsOut;
    out.uv = corner_texcoord(corner);
    let clip = vs_common.g_viewProjectionMatrix * vec4<f32>(f.source.xyz, 1.0);
    if clip.w <= vs_common.g_nearFar.x {
        // Behind the camera: nothing.
        out.position = vec4<f32>(2.0, 2.0, 0.0, 1.0);
        out.color = vec4<f32>(0.0);
        return out;
    }
    let s = clip.xy / clip.w;
    // World units at the source's depth to normalised device units (the fxr library marks the
    // layer sizes `scale: instanceSize`, as the particles' sizes: Inferred). Real layers are tens
    // of metres, several frames wide from a camera a few metres away: the frame then shows the
    // middle of the layer's texture. (Magnitudes: a projection may flip an axis.)
    let per_metre = abs(vec2<f32>(vs_common.g_projectionMatrix[0][0], vs_common.g_projectionMatrix[1][1])) / clip.w;
    let visibility = source_visibility(s, clip.w, per_metre * f.source.w, f.source.w);
    // The attenuation sphere: full where the screen's centre is at the source, none where it
    // is outside the sphere's projection, linear between (ours: "fades out gradually").
    var attenuation = 1.0;
    if f.shape.w >= 0.0 {
        let aspect = vs_common.g_screenSize.x / vs_common.g_screenSize.y;
        let distance_y = length(vec2<f32>(s.x * aspect, s.y));
        let radius_y = f.shape.w * per_metre.y;
        attenuation = clamp(1.0 - distance_y / max(radius_y, 1e-6), 0.0, 1.0);
    }
    let centre = flare_centre(s, i32(f.params.x), f.shape.z);
    let half = 0.5 * f.shape.xy * per_metre;
    out.position = vec4<f32>(centre + (corner - vec2<f32>(0.5)) * 2.0 * half, 0.5, 1.0);
    out.color = vec4<f32>(f.color.rgb, f.color.a * visibility * attenuation);
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    let texel = textureSample(g_diffuseTexture, g_ClampLinearSampler, in.uv);
    // The particle colour applies as in the other programs (g_ps_ColorBlendType, seeds 000).
    return finish(apply_particle_color(texel, in.color));
}
