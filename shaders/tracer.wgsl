// Tracers (606 and 10012): the GXFfxtessellateTracerTexture family (with GlowD). One instance
// per segment of a trail; the quad joins the segment's two points, widened along each point's
// side axis (the orientation mode's, computed per point). Its texture runs along U with the
// trail, V across; the opacity fades along the trail by the file's start and end fade
// endpoints. The notes record the family's names and constants (g_vTracerParam, zero in every
// captured draw), not its formula: this shape is ours.

@group(2) @binding(0) var g_diffuseTexture: texture_2d<f32>;

struct Segment {
    // xyz: the first point, w: half the width.
    @location(0) a: vec4<f32>,
    @location(1) b: vec4<f32>,
    // xyz: the side axis at a, w: U at a.
    @location(2) side_a: vec4<f32>,
    @location(3) side_b: vec4<f32>,
    // x, y: the opacity at a and b; z, w: the flipbook row's V corner and height.
    @location(4) fade: vec4<f32>,
    @location(5) color: vec4<f32>,
    @location(6) color_scale: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
    @location(2) fade: f32,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, s: Segment) -> VsOut {
    var corners = array<vec2<f32>, 6>(
        vec2<f32>(0.0, -1.0), vec2<f32>(1.0, -1.0), vec2<f32>(0.0, 1.0),
        vec2<f32>(0.0, 1.0), vec2<f32>(1.0, -1.0), vec2<f32>(1.0, 1.0));
    let corner = corners[index % 6u];
    let at_b = corner.x;
    let centre = mix(s.a.xyz, s.b.xyz, at_b);
    let side = mix(s.side_a.xyz, s.side_b.xyz, at_b);
    let half_width = mix(s.a.w, s.b.w, at_b);
    var out: VsOut;
    out.position = vs_common.g_viewProjectionMatrix * vec4<f32>(centre + side * corner.y * half_width, 1.0);
    let u = mix(s.side_a.w, s.side_b.w, at_b);
    out.uv = vec2<f32>(u, s.fade.z + (corner.y * 0.5 + 0.5) * s.fade.w);
    out.color = lit_color(s.color * s.color_scale, centre);
    out.fade = mix(s.fade.x, s.fade.y, at_b);
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    var texel = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv);
    texel.a = texel.a * in.fade;
    if ps_common.g_ps_bPreAlphaMult > 0 {
        texel = vec4<f32>(texel.rgb * texel.a, texel.a);
    }
    return finish(apply_particle_color(texel, in.color));
}
