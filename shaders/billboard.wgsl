// Billboards (603) and point sprites (600): the GXFfxtessellateTexture and
// GXFfxtessellatePointSprite families, with their Soft, Blend and GlowD variants.
//
// The engine submits one vertex per particle and builds the quad in its hull, domain and
// geometry programs; here each particle is one instance and this vertex program makes the
// corners, with the same placement and coordinates (common.wgsl). The single-texture pixel
// program is not described by the notes beyond its interface: the texel is taken as the
// texture's view gives it (no conversion, seeds 000), and the particle's colour applies by
// g_ps_ColorBlendType as the multi-texture program's does (Inferred: the same words reach
// both programs' buffers).

@group(2) @binding(0) var g_diffuseTexture: texture_2d<f32>;
@group(2) @binding(1) var g_normalTexture: texture_2d<f32>;

struct Particle {
    // TEXCOORD3..5: the rows of the particle's 3x4 world matrix.
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    // COLOR0: the particle's packed colour.
    @location(3) color: vec4<f32>,
    // COLOR1: the unclamped colour multiplier (color3).
    @location(4) color_scale: vec4<f32>,
    // The flipbook cell's corner (xy) and the next cell's (zw).
    @location(5) cell: vec4<f32>,
    // The cell size (xy), the frame blend (z) and k (w).
    @location(6) cell_size: vec4<f32>,
    // alphaFadeThreshold / 255, depthOffset, age.
    @location(7) params: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) uv_next: vec2<f32>,
    @location(2) color: vec4<f32>,
    // x: frame blend, y: alpha fade threshold, z: view depth.
    @location(3) misc: vec4<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, p: Particle) -> VsOut {
    let corner = quad_corner(index, OCTAGON);
    let c = corner_texcoord(corner);
    let k = p.cell_size.w;
    var out: VsOut;
    let clip = corner_position(p.row0, p.row1, p.row2, corner);
    out.position = with_depth_offset(clip, p.params.y);
    // The flipbook cell: TEXCOORD1.zw x (c - k) + k + the cell's corner (seeds 000, layer 1).
    out.uv = p.cell_size.xy * (c - vec2<f32>(k)) + vec2<f32>(k) + p.cell.xy;
    out.uv_next = p.cell_size.xy * (c - vec2<f32>(k)) + vec2<f32>(k) + p.cell.zw;
    out.color = lit_color(p.color * p.color_scale, vec3<f32>(p.row0.w, p.row1.w, p.row2.w));
    out.misc = vec4<f32>(p.cell_size.z, p.params.x, clip.w, 0.0);
    return out;
}

// The alpha fade threshold hides alpha below it and rescales the rest to 0..1 (a soft edge).
fn fade_threshold(alpha: f32, threshold: f32) -> f32 {
    if threshold <= 0.0 {
        return alpha;
    }
    return clamp((alpha - threshold) / max(1.0 - threshold, 1e-4), 0.0, 1.0);
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    var texel = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv);
    if BLEND_FRAMES {
        let next = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv_next);
        texel = mix(texel, next, in.misc.x);
    }
    texel.a = fade_threshold(texel.a, in.misc.y);
    if ps_common.g_ps_bPreAlphaMult > 0 {
        texel = vec4<f32>(texel.rgb * texel.a, texel.a);
    }
    var color = apply_particle_color(texel, in.color);
    if SOFT {
        color.a = color.a * soft_fade(in.position, in.misc.z);
    }
    if color.a <= ps_common.g_alphaCutoff && ps_common.g_alphaCutoff > 0.0 {
        discard;
    }
    return finish(color);
}
