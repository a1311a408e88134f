// Tonemap: the linear HDR scene target to the display (canvas or an 8-bit offscreen target).
//
// Not an engine program: the notes say the frame's exposure and tone curve apply to effects
// as to the rest of the frame (seeds 000: the glow target, "Inferred"), but they do not record
// the curve. Ours is an option: exposure, then one of the curves below, then sRGB encoding done
// here (the targets are UNORM, not sRGB views, so the written bytes are the displayed bytes on
// every backend).
//
// With a transparent background the scene target holds premultiplied colour and the coverage
// in alpha. The curve applies to the premultiplied colour (the look over black); the output
// alpha is the coverage, raised where the light is brighter than the coverage can carry (HDR
// colour at low opacity, additive glows), and the colour is divided by it: straight alpha
// that, composited over black in linear light, gives the opaque-black picture exactly, and no
// dark fringes over other backgrounds.

struct TonemapParams {
    exposure: f32,
    // 0 = clamp (linear), 1 = Reinhard on luminance, 2 = ACES fitted (Narkowicz 2015),
    // 3 = soft: linear to the knee, then a Reinhard shoulder (the default; ToneCurve's doc).
    curve: u32,
    // 1 = the scene alpha is coverage and the output keeps it; 0 = opaque output.
    transparent: u32,
    // 1 = encode sRGB here (UNORM output); 0 = the output view is sRGB and encodes itself.
    encode_srgb: u32,
};

@group(0) @binding(0) var scene: texture_2d<f32>;
@group(0) @binding(1) var<uniform> params: TonemapParams;

struct VsOut {
    @builtin(position) position: vec4<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> VsOut {
    // One triangle that covers the view.
    let x = f32((index << 1u) & 2u);
    let y = f32(index & 2u);
    var out: VsOut;
    out.position = vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
    return out;
}

fn curve(c: vec3<f32>) -> vec3<f32> {
    switch params.curve {
        case 1u: {
            let l = dot(c, vec3<f32>(0.2126, 0.7152, 0.0722));
            return c / (1.0 + l);
        }
        case 2u: {
            let a = 2.51;
            let b = 0.03;
            let cc = 2.43;
            let d = 0.59;
            let e = 0.14;
            return clamp((c * (a * c + b)) / (c * (cc * c + d) + e), vec3<f32>(0.0), vec3<f32>(1.0));
        }
        case 3u: {
            // x up to the knee k as it is; above it k + (1 - k) t / (1 + t), t = (x - k) /
            // (1 - k): slope 1 at the knee, 1 approached as x grows.
            let k = 0.6;
            let t = max(c - vec3<f32>(k), vec3<f32>(0.0)) / (1.0 - k);
            return select(c, vec3<f32>(k) + (1.0 - k) * t / (vec3<f32>(1.0) + t), c > vec3<f32>(k));
        }
        default: {
            return clamp(c, vec3<f32>(0.0), vec3<f32>(1.0));
        }
    }
}

fn srgb_encode(c: vec3<f32>) -> vec3<f32> {
    let lo = c * 12.92;
    let hi = 1.055 * pow(c, vec3<f32>(1.0 / 2.4)) - 0.055;
    return select(hi, lo, c <= vec3<f32>(0.0031308));
}

@fragment
fn fs_main(in: VsOut) -> @location(0) vec4<f32> {
    let texel = textureLoad(scene, vec2<i32>(in.position.xy), 0);
    var mapped = clamp(curve(max(texel.rgb, vec3<f32>(0.0)) * params.exposure), vec3<f32>(0.0), vec3<f32>(1.0));
    var alpha = 1.0;
    if params.transparent == 1u {
        alpha = max(clamp(texel.a, 0.0, 1.0), max(mapped.r, max(mapped.g, mapped.b)));
        mapped = select(vec3<f32>(0.0), min(mapped / alpha, vec3<f32>(1.0)), alpha > 0.0);
    }
    if params.encode_srgb == 1u {
        return vec4<f32>(srgb_encode(mapped), alpha);
    }
    return vec4<f32>(mapped, alpha);
}
