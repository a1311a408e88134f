// The bloom chain: the glow target (written by the GlowD programs, seeds 000) spread into the
// picture. The chain is ours (the note: "the glow chain spreads it into the picture" without
// recording it): the glow is halved in size a few times with a 4-tap box filter, then each
// level is added back up with a 3x3 tent filter, and the result is added to the scene times
// the strength. Options: strength and radius (how many levels).

struct BloomParams {
    // x: 1 / source width, y: 1 / source height, z: strength (composite) or 1, w: unused.
    texel: vec4<f32>,
};

@group(0) @binding(0) var source: texture_2d<f32>;
@group(0) @binding(1) var linear_clamp: sampler;
@group(0) @binding(2) var<uniform> params: BloomParams;

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> VsOut {
    let x = f32((index << 1u) & 2u);
    let y = f32(index & 2u);
    var out: VsOut;
    out.position = vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
    out.uv = vec2<f32>(x, y);
    return out;
}

// Halves the size: the mean of four bilinear taps around the pixel.
@fragment
fn fs_down(in: VsOut) -> @location(0) vec4<f32> {
    let d = params.texel.xy;
    var c = textureSample(source, linear_clamp, in.uv + vec2<f32>(-d.x, -d.y));
    c = c + textureSample(source, linear_clamp, in.uv + vec2<f32>(d.x, -d.y));
    c = c + textureSample(source, linear_clamp, in.uv + vec2<f32>(-d.x, d.y));
    c = c + textureSample(source, linear_clamp, in.uv + vec2<f32>(d.x, d.y));
    return vec4<f32>(c.rgb * 0.25, 1.0);
}

// Doubles the size: a 3x3 tent; the pipeline adds it to the larger level (or to the scene,
// scaled by the strength).
@fragment
fn fs_up(in: VsOut) -> @location(0) vec4<f32> {
    let d = params.texel.xy;
    var c = textureSample(source, linear_clamp, in.uv) * 4.0;
    c = c + (textureSample(source, linear_clamp, in.uv + vec2<f32>(-d.x, 0.0))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(d.x, 0.0))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(0.0, -d.y))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(0.0, d.y))) * 2.0;
    c = c + textureSample(source, linear_clamp, in.uv + vec2<f32>(-d.x, -d.y))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(d.x, -d.y))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(-d.x, d.y))
        + textureSample(source, linear_clamp, in.uv + vec2<f32>(d.x, d.y));
    return vec4<f32>(c.rgb / 16.0 * params.texel.z, 0.0);
}
