// Light shafts (10003): GXFfxLightShaft and GXFfxSoftLightShaft. seeds 000 records the
// LightShaft programs' names (Sekiro's plain GXFfx family; absent from Elden Ring's bundle) and
// that PSCommonBuffer holds light-shaft parameters, zero in every captured draw; the body is
// ours (docs/flares-shafts-spots.md).
//
// Each instance is one sheet: a quad of width x height whose plane holds the shaft's axis
// (crate/src/sim/flares.rs `shaft_sheets`), textured across its width and along its height,
// coloured by color1 x color2 x color3 with 1/layers of the opacity, and faded as it turns
// edge-on to the viewer (|cos| of the angle between its normal and the view ray), so the fan
// of sheets reads as a volume rather than as lines.

@group(2) @binding(0) var g_diffuseTexture: texture_2d<f32>;

struct Sheet {
    // The rows of the 3x4 world matrix: X (width), Y (height), the normal, the centre.
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    @location(3) color: vec4<f32>,
    // x: the sheet's index over the count.
    @location(4) params: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
    @location(2) depth: f32,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, s: Sheet) -> VsOut {
    let corner = quad_corner(index, false);
    var out: VsOut;
    let clip = corner_position(s.row0, s.row1, s.row2, corner);
    out.position = clip;
    out.uv = corner_texcoord(corner);
    let local = vec4<f32>(corner.x - 0.5, corner.y - 0.5, 0.0, 1.0);
    let world = vec3<f32>(dot(s.row0, local), dot(s.row1, local), dot(s.row2, local));
    let normal = normalize(vec3<f32>(s.row0.z, s.row1.z, s.row2.z));
    let ray = normalize(world - vs_common.g_cameraPosition.xyz);
    let facing = abs(dot(normal, ray));
    out.color = lit_color(vec4<f32>(s.color.rgb, s.color.a * facing), world);
    out.depth = clip.w;
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    let texel = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv);
    var color = apply_particle_color(texel, in.color);
    if SOFT {
        color.a = color.a * soft_fade(in.position, in.depth);
    }
    return finish(color);
}
