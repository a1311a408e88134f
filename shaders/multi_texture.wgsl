// Multi-texture billboards (604): the GXFfxtessellateMultiTexture family, with its Soft,
// Blend and GlowD variants.
//
// Layer coordinates exactly as the domain program makes them (seeds 000, Observed), from the
// corner c = (1/2 + x, 1/2 - y):
//   layer 1  = TEXCOORD1.zw x (c - k) + k + TEXCOORD0.xy       (the flipbook cell)
//   layer 2  = (c - 1/2) x TEXCOORD2.xy + 1/2 + TEXCOORD0.zw
//   layer 3  = (c - 1/2) x TEXCOORD2.zw + 1/2 + TEXCOORD1.xy
//   next cell = TEXCOORD1.zw x (c - k) + k + TEXCOORD3.xy
// and the three layers composed exactly as the proven rule (compose_layers below).

@group(2) @binding(0) var g_multiTexture0: texture_2d<f32>;
@group(2) @binding(1) var g_multiTexture1: texture_2d<f32>;
@group(2) @binding(2) var g_multiTexture2: texture_2d<f32>;

struct Particle {
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    // COLOR0: the particle's colour.
    @location(3) color: vec4<f32>,
    // COLOR1..3: the layers' colours.
    @location(4) layer1: vec4<f32>,
    @location(5) layer2: vec4<f32>,
    @location(6) layer3: vec4<f32>,
    // COLOR4: color3.
    @location(7) color_scale: vec4<f32>,
    @location(8) tex0: vec4<f32>,
    @location(9) tex1: vec4<f32>,
    @location(10) tex2: vec4<f32>,
    @location(11) tex3: vec4<f32>,
    // x: the alpha offset TEXCOORD2.z (ours: -alphaFadeThreshold / 255), y: unused,
    // z: depth offset, w: age.
    @location(12) params: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    // TEXCOORD0: layer 1 (xy) and layer 2 (zw).
    @location(0) uv12: vec4<f32>,
    // TEXCOORD1: layer 3 (xy) and the next cell (zw).
    @location(1) uv3n: vec4<f32>,
    // TEXCOORD4: the first layer's colour (its alpha is not read).
    @location(2) layer1: vec4<f32>,
    // TEXCOORD5, TEXCOORD6: the second and third layers' colour and alpha.
    @location(3) layer2: vec4<f32>,
    @location(4) layer3: vec4<f32>,
    @location(5) color: vec4<f32>,
    // x: the alpha offset (TEXCOORD2.z), y: frame blend, z: view depth.
    @location(6) misc: vec4<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, p: Particle) -> VsOut {
    let corner = quad_corner(index, OCTAGON);
    let c = corner_texcoord(corner);
    let k = vec2<f32>(p.tex3.w);
    let half = vec2<f32>(0.5);
    var out: VsOut;
    let clip = corner_position(p.row0, p.row1, p.row2, corner);
    out.position = with_depth_offset(clip, p.params.z);
    let layer1 = p.tex1.zw * (c - k) + k + p.tex0.xy;
    let layer2 = (c - half) * p.tex2.xy + half + p.tex0.zw;
    let layer3 = (c - half) * p.tex2.zw + half + p.tex1.xy;
    let next = p.tex1.zw * (c - k) + k + p.tex3.xy;
    out.uv12 = vec4<f32>(layer1, layer2);
    out.uv3n = vec4<f32>(layer3, next);
    out.layer1 = p.layer1;
    out.layer2 = p.layer2;
    out.layer3 = p.layer3;
    out.color = lit_color(p.color * p.color_scale, vec3<f32>(p.row0.w, p.row1.w, p.row2.w));
    out.misc = vec4<f32>(p.params.x, p.tex3.z, clip.w, 0.0);
    return out;
}

// One layer's operation on the value it changes (b), by its layer value l and weight w
// (seeds 000, the g_ps_TexBlendType2 / g_ps_TexBlendType3 table; Proven on 768 cases).
fn layer_op(op: i32, b: f32, l: f32, w: f32) -> f32 {
    switch op {
        case 0: { return b * (1.0 + (l - 1.0) * w); }
        case 1: { return b + l * w; }
        case 2: { return b + (overlay_channel(b, l) - b) * w; }
        default: { return b; }
    }
}

fn layer_op3(op: i32, b: vec3<f32>, l: vec3<f32>, w: f32) -> vec3<f32> {
    return vec3<f32>(layer_op(op, b.x, l.x, w), layer_op(op, b.y, l.y, w), layer_op(op, b.z, l.z, w));
}

// A layer's texel prepared as the program does: alpha plus the offset, clamped; colour times
// the layer's colour (alpha too for layers 2 and 3); with g_ps_bPreAlphaMult above 0 also
// times its own opacity.
fn prepare(texel: vec4<f32>, layer: vec4<f32>, with_alpha: bool, alpha_offset: f32) -> vec4<f32> {
    var a = clamp(texel.a + alpha_offset, 0.0, 1.0);
    var rgb = texel.rgb * layer.rgb;
    if with_alpha {
        a = a * layer.a;
    }
    if ps_common.g_ps_bPreAlphaMult > 0 {
        rgb = rgb * a;
    }
    return vec4<f32>(rgb, a);
}

// The composition (seeds 000, "How the multi-texture draws compose their layers", Proven):
// the first layer gives the colour and the opacity; the second and third each change one of
// the two, chosen by g_ps_TexBlendType (0: both the colour, 1: both the opacity, 2: the
// second the opacity and the third the colour), by the operation of g_ps_TexBlendType2 /
// g_ps_TexBlendType3, weighted by the layer's own opacity. For the opacity a layer's value is
// its brightness, the mean of its red, green and blue clamped to 0..1. Then the opacity is
// clamped to 0..1 and the colour to at least 0.
fn compose_layers(t1: vec4<f32>, t2: vec4<f32>, t3: vec4<f32>) -> vec4<f32> {
    var color = t1.rgb;
    var alpha = t1.a;
    let kind = ps_common.g_ps_TexBlendType;
    let second_changes_alpha = kind == 1 || kind == 2;
    let third_changes_alpha = kind == 1;
    let b2 = clamp((t2.r + t2.g + t2.b) / 3.0, 0.0, 1.0);
    if second_changes_alpha {
        alpha = layer_op(ps_common.g_ps_TexBlendType2, alpha, b2, t2.a);
    } else {
        color = layer_op3(ps_common.g_ps_TexBlendType2, color, t2.rgb, t2.a);
    }
    let b3 = clamp((t3.r + t3.g + t3.b) / 3.0, 0.0, 1.0);
    if third_changes_alpha {
        alpha = layer_op(ps_common.g_ps_TexBlendType3, alpha, b3, t3.a);
    } else {
        color = layer_op3(ps_common.g_ps_TexBlendType3, color, t3.rgb, t3.a);
    }
    return vec4<f32>(max(color, vec3<f32>(0.0)), clamp(alpha, 0.0, 1.0));
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    var s1 = textureSample(g_multiTexture0, g_WrapLinearSampler, in.uv12.xy);
    if BLEND_FRAMES {
        s1 = mix(s1, textureSample(g_multiTexture0, g_WrapLinearSampler, in.uv3n.zw), in.misc.y);
    }
    let s2 = textureSample(g_multiTexture1, g_WrapLinearSampler, in.uv12.zw);
    let s3 = textureSample(g_multiTexture2, g_WrapLinearSampler, in.uv3n.xy);
    let t1 = prepare(s1, vec4<f32>(in.layer1.rgb, 1.0), false, in.misc.x);
    let t2 = prepare(s2, in.layer2, true, in.misc.x);
    let t3 = prepare(s3, in.layer3, true, in.misc.x);
    // The proven rule (seeds 000) and nothing else: a fade reaches it only through the
    // alpha offset added to each texel above (TEXCOORD2.z).
    let composed = compose_layers(t1, t2, t3);
    var color = apply_particle_color(composed, in.color);
    if SOFT {
        color.a = color.a * soft_fade(in.position, in.misc.z);
    }
    if color.a <= ps_common.g_alphaCutoff && ps_common.g_alphaCutoff > 0.0 {
        discard;
    }
    return finish(color);
}
