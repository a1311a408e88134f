// Radial blur sheets (608): GXFfxradialBlur and GXFfxSoftRadialBlur. The notes record the
// family's name and that its parameters were zero in every captured draw, not its formula.
// Ours: inside the sheet (weighted by the mask texture's alpha and the sheet's colour), the
// frame drawn so far is averaged along the line from the pixel towards the sheet's projected
// centre, over `iterations` taps spread across `blurRadius` tenths of that distance.

@group(2) @binding(0) var g_frameBufferTexture: texture_2d<f32>;
@group(2) @binding(1) var g_maskTexture: texture_2d<f32>;

struct Sheet {
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    @location(3) color: vec4<f32>,
    // x: blur radius, y: iterations.
    @location(4) params: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) centre: vec2<f32>,
    @location(2) color: vec4<f32>,
    @location(3) params: vec4<f32>,
    @location(4) depth: f32,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, s: Sheet) -> VsOut {
    let corner = quad_corner(index, false);
    var out: VsOut;
    let clip = corner_position(s.row0, s.row1, s.row2, corner);
    out.position = clip;
    out.uv = corner_texcoord(corner);
    out.centre = projected_centre(s.row0, s.row1, s.row2);
    out.color = s.color;
    out.params = s.params;
    out.depth = clip.w;
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    let size = vec2<f32>(textureDimensions(g_frameBufferTexture));
    let own = in.position.xy / size;
    let mask = textureSample(g_maskTexture, g_WrapLinearSampler, in.uv).a;
    let taps = i32(clamp(in.params.y, 1.0, 32.0));
    let reach = (in.centre - own) * clamp(in.params.x, 0.0, 10.0) * 0.1;
    var sum = vec3<f32>(0.0);
    for (var i = 0; i < 32; i = i + 1) {
        if i >= taps {
            break;
        }
        let t = (f32(i) + 0.5) / f32(taps);
        sum = sum + textureSampleLevel(g_frameBufferTexture, g_ClampLinearSampler, own + reach * t, 0.0).rgb;
    }
    var alpha = mask * in.color.a * ps_common.g_vColorScale.a;
    if SOFT {
        alpha = alpha * soft_fade(in.position, in.depth);
    }
    let blurred = sum / f32(taps) * in.color.rgb * ps_common.g_vColorScale.rgb;
    return finish(vec4<f32>(blurred, alpha));
}
