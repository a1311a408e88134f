// Shows one lane of a material preview (a float target: the lit picture or a G-buffer lane)
// as displayable bytes. Not an engine program: the preview's own last step.
//
// mode 0: colour, linear: times exposure, clamped, sRGB-encoded.
// mode 1: raw: the stored rgb clamped to 0..1, not encoded (masks, weights, factors).
// mode 2: signed: rgb * 0.5 + 0.5 (normals).
// mode 3: one channel (`channel`) as grey, clamped, not encoded.

struct LaneParams {
    mode: u32,
    channel: u32,
    exposure: f32,
    _pad: f32,
};

@group(0) @binding(0) var lane: texture_2d<f32>;
@group(0) @binding(1) var<uniform> params: LaneParams;

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> @builtin(position) vec4<f32> {
    // One triangle that covers the view.
    let x = f32((index << 1u) & 2u);
    let y = f32(index & 2u);
    return vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
}

fn srgb_encode(c: vec3<f32>) -> vec3<f32> {
    let lo = c * 12.92;
    let hi = 1.055 * pow(c, vec3<f32>(1.0 / 2.4)) - 0.055;
    return select(hi, lo, c <= vec3<f32>(0.0031308));
}

@fragment
fn fs_main(@builtin(position) position: vec4<f32>) -> @location(0) vec4<f32> {
    let texel = textureLoad(lane, vec2<i32>(position.xy), 0);
    var rgb: vec3<f32>;
    switch params.mode {
        case 0u: {
            rgb = srgb_encode(clamp(texel.rgb * params.exposure, vec3<f32>(0.0), vec3<f32>(1.0)));
        }
        case 2u: {
            rgb = clamp(texel.rgb * 0.5 + 0.5, vec3<f32>(0.0), vec3<f32>(1.0));
        }
        case 3u: {
            let v = clamp(texel[min(params.channel, 3u)], 0.0, 1.0);
            rgb = vec3<f32>(v);
        }
        default: {
            rgb = clamp(texel.rgb, vec3<f32>(0.0), vec3<f32>(1.0));
        }
    }
    return vec4<f32>(rgb, 1.0);
}
