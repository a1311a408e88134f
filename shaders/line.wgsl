// Lines (601) and quad lines (602): the GXFfxtessellateLineColorOnly and
// GXFfxtessellateQuadLineColorOnly families. The notes record only their names and their
// vertex (a position and two colours); the shape is ours: a ribbon from the leading to the
// trailing end, facing the camera, `width` metres wide (602) or 1.5 pixels wide (601: a line),
// its colour running from the start colour to the end colour.

struct LineInstance {
    // xyz: the leading end; w: the width in metres (0 for a line).
    @location(0) start: vec4<f32>,
    @location(1) end: vec4<f32>,
    @location(2) start_color: vec4<f32>,
    @location(3) end_color: vec4<f32>,
    @location(4) color_scale: vec4<f32>,
};

struct VsOut {
    @builtin(position) position: vec4<f32>,
    @location(0) color: vec4<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32, l: LineInstance) -> VsOut {
    // Two triangles: (0, -1) (1, -1) (0, 1) (0, 1) (1, -1) (1, 1) as (along, side).
    var corners = array<vec2<f32>, 6>(
        vec2<f32>(0.0, -1.0), vec2<f32>(1.0, -1.0), vec2<f32>(0.0, 1.0),
        vec2<f32>(0.0, 1.0), vec2<f32>(1.0, -1.0), vec2<f32>(1.0, 1.0));
    let corner = corners[index % 6u];
    let a = vs_common.g_viewProjectionMatrix * vec4<f32>(l.start.xyz, 1.0);
    let b = vs_common.g_viewProjectionMatrix * vec4<f32>(l.end.xyz, 1.0);
    var out: VsOut;
    let world = mix(l.start.xyz, l.end.xyz, corner.x);
    let clip = mix(a, b, corner.x);
    if l.start.w > 0.0 {
        // A quad line: widen in the world, across the line and the view.
        let along = l.end.xyz - l.start.xyz;
        let to_camera = vs_common.g_cameraPosition.xyz - world;
        var side = cross(along, to_camera);
        let len = length(side);
        side = select(vec3<f32>(0.0, 1.0, 0.0), side / len, len > 1e-6);
        out.position = vs_common.g_viewProjectionMatrix * vec4<f32>(world + side * corner.y * 0.5 * l.start.w, 1.0);
    } else {
        // A line: widen on the screen.
        let sa = a.xy / max(a.w, 1e-6);
        let sb = b.xy / max(b.w, 1e-6);
        var dir = (sb - sa) * vs_common.g_screenSize.xy;
        let len = length(dir);
        dir = select(vec2<f32>(1.0, 0.0), dir / len, len > 1e-6);
        let normal = vec2<f32>(-dir.y, dir.x) * vs_common.g_screenSize.zw * 1.5;
        out.position = vec4<f32>(clip.xy + normal * corner.y * clip.w, clip.zw);
    }
    out.color = lit_color(mix(l.start_color, l.end_color, corner.x) * l.color_scale, world);
    return out;
}

@fragment
fn fs_main(in: VsOut) -> Targets {
    let color = apply_particle_color(vec4<f32>(1.0), in.color);
    return finish(color);
}
