// The render test scene's sprite: one textured quad per instance, the smallest program that
// exercises the whole path (device, texture, instanced draw, HDR target, tonemap, readback).
// Not an engine program; the effect families are in billboard.wgsl and the others.
struct VSCommonBuffer {
    g_viewMatrix: mat4x4<f32>,
    g_projectionMatrix: mat4x4<f32>,
    g_viewProjectionMatrix: mat4x4<f32>,
    g_cameraPosition: vec4<f32>,
    g_screenSize: vec4<f32>,
};

@group(0) @binding(0) var<uniform> vs_common: VSCommonBuffer;
@group(1) @binding(0) var g_diffuseTexture: texture_2d<f32>;
@group(1) @binding(1) var g_WrapLinearSampler: sampler;

struct Particle {
    // The three rows of the particle's 3x4 world matrix (TEXCOORD3 to TEXCOORD5 of the
    // engine's 112-byte vertex): the quad's two edges are the first two columns, its
    // centre the last.
    @location(0) row0: vec4<f32>,
    @location(1) row1: vec4<f32>,
    @location(2) row2: vec4<f32>,
    // COLOR0: the particle's packed colour, red in the lowest byte.
    @location(3) color: vec4<f32>,
    // The flipbook cell's corner (xy) and size (zw) in the texture.
    @location(4) cell: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, particle: Particle) -> VsOut {
    // Triangle-strip corners (0,0) (1,0) (0,1) (1,1).
    let u = f32(index & 1u);
    let v = f32(index >> 1u);
    let local = vec4<f32>(u - 0.5, v - 0.5, 0.0, 1.0);
    let world = vec4<f32>(dot(particle.row0, local), dot(particle.row1, local), dot(particle.row2, local), 1.0);
    var out: VsOut;
    out.position = vs_common.g_projectionMatrix * (vs_common.g_viewMatrix * world);
    // The domain program's coordinate c = (1/2 + x, 1/2 - y) of the domain point (x, y):
    // the texture's top row is at the quad's +v edge.
    let c = vec2<f32>(u, 1.0 - v);
    out.uv = particle.cell.xy + c * particle.cell.zw;
    out.color = particle.color;
    return out;
}

@fragment
fn fs_main(in: VsOut) -> @location(0) vec4<f32> {
    let texel = textureSample(g_diffuseTexture, g_WrapLinearSampler, in.uv);
    let colour = texel * in.color;
    // Premultiplied output blended with (one, one - source alpha) so the target's alpha is
    // coverage for a transparent background.
    return vec4<f32>(colour.rgb * colour.a, colour.a);
}
