// The backdrop of an effect: a guide grid on the plane y = 0 (our preview aid, an option). It
// writes no depth (the effect is not hidden below it); its second output, the linear view
// depth the soft particles and the distortion read, is masked. Not an engine program.

struct GridParams {
    view_projection: mat4x4<f32>,
    view: mat4x4<f32>,
    // The grid's colour (linear, premultiplied by its opacity).
    color: vec4<f32>,
    // x: half extent in metres, y: spacing of the major lines.
    extent: vec4<f32>,
};

@group(0) @binding(0) var<uniform> grid: GridParams;

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) world: vec2<f32>,
    @location(1) view_depth: f32,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> VsOut {
    var corners = array<vec2<f32>, 6>(
        vec2<f32>(-1.0, -1.0), vec2<f32>(1.0, -1.0), vec2<f32>(-1.0, 1.0),
        vec2<f32>(-1.0, 1.0), vec2<f32>(1.0, -1.0), vec2<f32>(1.0, 1.0));
    let xz = corners[index % 6u] * grid.extent.x;
    let world = vec4<f32>(xz.x, 0.0, xz.y, 1.0);
    var out: VsOut;
    out.position = grid.view_projection * world;
    out.world = xz;
    out.view_depth = (grid.view * world).z;
    return out;
}

struct Targets {
    @location(0) color: vec4<f32>,
    @location(1) depth: vec4<f32>,
};

@fragment
fn fs_main(in: VsOut) -> Targets {
    // Anti-aliased lines every metre, stronger every `extent.y` metres, fading with distance.
    let cell = in.world;
    let width = fwidth(cell);
    let minor = abs(fract(cell - 0.5) - 0.5) / max(width, vec2<f32>(1e-4));
    let major_cell = cell / grid.extent.y;
    let major = abs(fract(major_cell - 0.5) - 0.5) / max(fwidth(major_cell), vec2<f32>(1e-4));
    let line = max(1.0 - min(minor.x, minor.y), 0.0) * 0.5 + max(1.0 - min(major.x, major.y), 0.0) * 0.5;
    let fade = clamp(1.0 - length(cell) / grid.extent.x, 0.0, 1.0);
    let a = clamp(line, 0.0, 1.0) * fade * grid.color.a;
    var out: Targets;
    out.color = vec4<f32>(grid.color.rgb * a, a);
    out.depth = vec4<f32>(in.view_depth, 0.0, 0.0, 1.0);
    return out;
}
