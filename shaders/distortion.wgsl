// Distortion sheets (607): the GXFfxdistortion family (stir), GXFfxdistortionBump (push, the
// normal map) and GXFfxdistortionRotation (twist), with Soft variants. Seeds 000, "How the
// distortion draws move the picture" (Observed from the pixel programs' disassembly):
//
// - r = |(|u - 1/2| 2, |v - 1/2| 2)| in the sheet's own coordinates; the strength is
//   max(1 - g_clampDistanceInverse r, 0) x 0.01 x g_waveStrength, in shares of the view.
// - stir: along the direction at the angle -TEXCOORD1.z - g_waveTime TEXCOORD1.y + g_waveNum r;
//   push: by the strength times the normal map's xy x 2 - 1, read at the sheet's coordinates
//   scrolled by g_waveTime times the two scroll distances (g_vNormalMapScrollDistance added to
//   u, g_hNormalMapScrollDistance taken from v) and scaled about the centre by
//   g_normalMapScrollScale; twist: turned about the sheet's projected centre by the strength
//   in radians, in the view's coordinates.
// - The point is the pixel's own place in the view plus the move, scaled by
//   g_dynamicResolution_UVScale and clamped to g_resolveRectUV; where the depth at the moved
//   point is nearer than the sheet, the pixel's own place is sampled instead.
// - The sample times g_ps_invPreExposure, times g_color (overlaid with it when
//   g_ps_ColorBlendType is 2) and g_vColorScale; the opacity g_color.a x g_vColorScale.a x
//   TEXCOORD5, 0 at or below the cutoff. Drawn source alpha over inverse source alpha.
//
// g_frameBufferTexture is the frame drawn so far, copied just before this sheet.

@group(2) @binding(0) var g_frameBufferTexture: texture_2d<f32>;
@group(2) @binding(1) var g_normalTexture: texture_2d<f32>;

struct Sheet {
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    @location(3) color: vec4<f32>,
    @location(4) params: vec4<f32>,
    @location(5) params2: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    // TEXCOORD0.xy: the sheet's own coordinates.
    @location(0) uv: vec2<f32>,
    // The sheet's projected centre (TEXCOORD6), in view coordinates 0..1.
    @location(1) centre: vec2<f32>,
    // The sheet's view depth (TEXCOORD3.z).
    @location(2) depth: f32,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, s: Sheet) -> VsOut {
    let corner = quad_corner(index, false);
    var out: VsOut;
    let clip = corner_position(s.row0, s.row1, s.row2, corner);
    out.position = clip;
    out.uv = corner_texcoord(corner);
    out.centre = projected_centre(s.row0, s.row1, s.row2);
    out.depth = clip.w;
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    let size = vec2<f32>(textureDimensions(g_frameBufferTexture));
    let own = in.position.xy / size;
    let q = abs(in.uv - vec2<f32>(0.5)) * 2.0;
    let r = length(q);
    let strength = max(1.0 - ps_common.g_clampDistanceInverse * r, 0.0) * 0.01 * ps_common.g_waveStrength;
    var moved = own;
    switch ps_common.g_distortionMode {
        case 0: {
            // Stir: the angle -TEXCOORD1.z - g_waveTime TEXCOORD1.y + g_waveNum r, with the
            // pair (1, 0) or (-1, pi): which one the engine's condition picks is not
            // recorded, so it is an option (g_stirTexcoord1YZ).
            let pair = ps_common.g_stirTexcoord1YZ;
            let angle = -pair.y - ps_common.g_waveTime * pair.x + ps_common.g_waveNum * r;
            moved = own + vec2<f32>(cos(angle), sin(angle)) * strength;
        }
        case 2: {
            let d = own - in.centre;
            let c = cos(strength);
            let s = sin(strength);
            moved = in.centre + vec2<f32>(c * d.x - s * d.y, s * d.x + c * d.y);
        }
        default: {
            let scroll = vec2<f32>(ps_common.g_vNormalMapScrollDistance, -ps_common.g_hNormalMapScrollDistance) * ps_common.g_waveTime;
            let nuv = (in.uv + scroll - vec2<f32>(0.5)) * ps_common.g_normalMapScrollScale + vec2<f32>(0.5);
            let n = textureSample(g_normalTexture, g_WrapLinearSampler, nuv).xy * 2.0 - vec2<f32>(1.0);
            moved = own + n * strength;
        }
    }
    let rect = ps_common.g_resolveRectUV;
    moved = clamp(moved * ps_common.g_dynamicResolution_UVScale, rect.xy, rect.zw);
    // A nearer surface at the moved point is not pulled in behind the sheet.
    let dsize = vec2<f32>(textureDimensions(g_depthTexture));
    let texel = vec2<i32>(clamp(moved * dsize, vec2<f32>(0.0), dsize - vec2<f32>(1.0)));
    if textureLoad(g_depthTexture, texel, 0).r < in.depth {
        moved = own;
    }
    var sample = textureSampleLevel(g_frameBufferTexture, g_ClampLinearSampler, moved, 0.0).rgb * ps_common.g_ps_invPreExposure;
    let g = ps_common.g_color;
    if ps_common.g_ps_ColorBlendType == 2 {
        sample = overlay3(sample, g.rgb);
    } else {
        sample = sample * g.rgb;
    }
    sample = sample * ps_common.g_vColorScale.rgb;
    // TEXCOORD5: what fills it is not recorded (an option, 1 by default).
    var alpha = g.a * ps_common.g_vColorScale.a * ps_common.g_distortionTexcoord5;
    if alpha <= ps_common.g_alphaCutoff {
        alpha = 0.0;
    }
    if SOFT {
        alpha = alpha * soft_fade(in.position, in.depth);
    }
    return finish(vec4<f32>(sample, alpha));
}
