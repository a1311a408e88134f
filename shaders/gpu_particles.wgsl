// GPU particles (10000, 10001, 10008, 10009): the compute programs that emit, update, compact,
// sort and lay out a draw's particles, and write its indirect draw.
//
// Seeds 000: the engine runs these particles as a pipeline of their own (compute programs emit
// and update them with append and consume buffers, sorting programs order them, a vertex
// program reads one record by vertex number and a geometry program expands it). Its dispatch
// writes them in an order that changes from run to run; ours does not: every particle is a pure
// function of its system's constants, its emission and its number (the CPU reference is
// crate/src/sim/gpu_particles/particle.rs, whose steps this file repeats in the same order),
// every thread writes only its own slots, and the order is a sort by (depth, candidate number).
//
// The passes, each over a draw's candidates (the particles of its live emissions, dead or
// alive), 256 threads a workgroup:
//   emit      a candidate's birth: position, velocity, acceleration in the world.
//   update    its motion to now (closed form, or fixed steps through the force volumes), the
//             depth of its quad, whether it lives; a workgroup's scan of the living.
//   scan      one workgroup: the blocks' counts into offsets, the live count, the indirect
//             draw's arguments.
//   compact   each living candidate's key to its place; the rest of the sort range padded.
//   sort_blocks, sort, sort_merge
//             a bitonic sort of (depth key, candidate): the stages up to 512 keys in workgroup
//             memory, then per stage its long steps over the range (one dispatch each) and
//             its short ones in workgroup memory.
//   draw_list the sorted particles' billboard instances: what the billboard draw reads.

struct Params {
    candidates: u32,
    padded: u32,
    blocks: u32,
    force_count: u32,
    k: u32,
    j: u32,
    vertices: u32,
    pad: u32,
};

struct System {
    emitter_rotation: array<vec4<f32>, 3>,
    emitter_size: vec4<f32>,
    shape: vec4<u32>,
    offset: vec4<f32>,
    offset_min: vec4<f32>,
    offset_max: vec4<f32>,
    speed: vec4<f32>,
    speed_min: vec4<f32>,
    speed_max: vec4<f32>,
    acceleration: vec4<f32>,
    acceleration_min: vec4<f32>,
    acceleration_max: vec4<f32>,
    rotation_variance: vec4<f32>,
    angular_speed_variance: vec4<f32>,
    angular_acceleration_min: vec4<f32>,
    angular_acceleration_max: vec4<f32>,
    size: vec4<f32>,
    size_range: vec4<f32>,
    growth: vec4<f32>,
    growth_range: vec4<f32>,
    growth_acceleration_range: vec4<f32>,
    color: vec4<f32>,
    color_min: vec4<f32>,
    color_max: vec4<f32>,
    life: vec4<f32>,
    flipbook: vec4<f32>,
    distance: vec4<f32>,
    threshold: vec4<f32>,
    camera_position: vec4<f32>,
    camera_right: vec4<f32>,
    camera_up: vec4<f32>,
    camera_forward: vec4<f32>,
    counts: vec4<u32>,
    reserved: vec4<u32>,
};

struct Emission {
    // First candidate (of the draw), count, first particle number, system.
    start: vec4<u32>,
    time: vec4<f32>,
    world: array<vec4<f32>, 3>,
    follow: array<vec4<f32>, 3>,
    reserved: vec4<f32>,
};

struct Force {
    kind_shape: vec4<u32>,
    inverse: array<vec4<f32>, 3>,
    centre: vec4<f32>,
    direction: vec4<f32>,
    size: vec4<f32>,
    noise: vec4<f32>,
};

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> systems: array<System>;
@group(0) @binding(2) var<storage, read> emissions: array<Emission>;
@group(0) @binding(3) var<storage, read> forces: array<Force>;
// Three vec4 per candidate: position, velocity, acceleration (emit writes the birth; update
// replaces the first two by where it is now and how fast it goes).
@group(0) @binding(4) var<storage, read_write> particles: array<vec4<f32>>;
// [0, padded): each candidate's (depth key, candidate), 0xffffffff keys for the dead;
// [padded, 2 padded): the living, compacted, then sorted.
@group(0) @binding(5) var<storage, read_write> keys: array<vec2<u32>>;
// [0, 4): the indirect draw (vertices, instances, 0, 0); [4]: the live count;
// [8, 8 + blocks): each block's living (then their offsets); then each candidate's offset in
// its block.
@group(0) @binding(6) var<storage, read_write> counters: array<u32>;
// 29 words per particle: the billboard instance (sim/instances.rs BillboardInstance).
@group(0) @binding(7) var<storage, read_write> instances: array<u32>;

const FORCES: u32 = 8u;
const UNIFORM_SCALE: u32 = 1u;
const RANDOM_FRAME: u32 = 2u;
const TRACE: u32 = 4u;
const MAX_STEPS: u32 = 1024u;
const DEAD: u32 = 0xffffffffu;
const INSTANCE_WORDS: u32 = 29u;

// ---- The engine's generator (seeds 003) and our seeding (sim/rng.rs) ----

var<private> rng_state: vec4<u32>;

fn splitmix(z: ptr<function, u32>) -> u32 {
    *z = *z + 0x9e3779b9u;
    var x = *z;
    x = (x ^ (x >> 16u)) * 0x85ebca6bu;
    x = (x ^ (x >> 13u)) * 0xc2b2ae35u;
    return x ^ (x >> 16u);
}

fn seed_rng(seed: u32) {
    var z = seed;
    let a = splitmix(&z);
    let b = splitmix(&z);
    let c = splitmix(&z);
    let d = splitmix(&z);
    rng_state = vec4<u32>(a, b, c, d);
    if all(rng_state == vec4<u32>(0u)) {
        rng_state = vec4<u32>(1u, 0u, 0u, 0u);
    }
}

fn next_u32() -> u32 {
    let x = rng_state.x;
    let w = rng_state.w;
    let t = x ^ (x << 11u);
    let next = w ^ (w >> 19u) ^ (t ^ (t >> 8u));
    rng_state = vec4<u32>(rng_state.y, rng_state.z, w, next);
    return next;
}

fn next_unit() -> f32 {
    return bitcast<f32>(0x3f800000u + next_u32() % 0x00800001u) - 1.0;
}

fn particle_seed(system_seed: u32, number: u32) -> u32 {
    let m = number * 0x9e3779b9u;
    return system_seed ^ ((m << 7u) | (m >> 25u)) ^ 0x85ebca6bu;
}

struct Draws {
    shape: vec4<f32>,
    offset: vec3<f32>,
    speed: vec3<f32>,
    acceleration: vec3<f32>,
    rotation: vec3<f32>,
    angular_speed: vec3<f32>,
    angular_acceleration: vec3<f32>,
    size: vec2<f32>,
    growth: vec2<f32>,
    growth_acceleration: vec2<f32>,
    color: vec4<f32>,
    frame: f32,
};

fn n3() -> vec3<f32> {
    let a = next_unit();
    let b = next_unit();
    let c = next_unit();
    return vec3<f32>(a, b, c);
}

fn n2() -> vec2<f32> {
    let a = next_unit();
    let b = next_unit();
    return vec2<f32>(a, b);
}

fn n4() -> vec4<f32> {
    let a = next_unit();
    let b = next_unit();
    let c = next_unit();
    let d = next_unit();
    return vec4<f32>(a, b, c, d);
}

fn make_draws(seed: u32) -> Draws {
    seed_rng(seed);
    var d: Draws;
    d.shape = n4();
    d.offset = n3();
    d.speed = n3();
    d.acceleration = n3();
    d.rotation = n3();
    d.angular_speed = n3();
    d.angular_acceleration = n3();
    d.size = n2();
    d.growth = n2();
    d.growth_acceleration = n2();
    d.color = n4();
    d.frame = next_unit();
    return d;
}

// ---- Small helpers, as the CPU computes them ----

fn row_transform(r0: vec4<f32>, r1: vec4<f32>, r2: vec4<f32>, p: vec3<f32>, w: f32) -> vec3<f32> {
    return vec3<f32>(
        r0.x * p.x + r0.y * p.y + r0.z * p.z + r0.w * w,
        r1.x * p.x + r1.y * p.y + r1.z * p.z + r1.w * w,
        r2.x * p.x + r2.y * p.y + r2.z * p.z + r2.w * w,
    );
}

fn mix3(a: vec4<f32>, b: vec4<f32>, u: vec3<f32>) -> vec3<f32> {
    return a.xyz + (b.xyz - a.xyz) * u;
}

fn between(lo: f32, hi: f32, u: f32) -> f32 {
    return lo + (hi - lo) * u;
}

fn normalize_or(v: vec3<f32>, fallback: vec3<f32>) -> vec3<f32> {
    let len = sqrt(dot(v, v));
    let rcp = 1.0 / len;
    if len > 0.0 && rcp > 0.0 && rcp < 3.0e38 {
        return v * rcp;
    }
    return fallback;
}

fn ordered_bits(f: f32) -> u32 {
    let b = bitcast<u32>(f);
    if (b & 0x80000000u) != 0u {
        return ~b;
    }
    return b | 0x80000000u;
}

// ---- Birth (sim/gpu_particles/particle.rs shape_point, birth) ----

fn shape_point(c: System, u: vec4<f32>) -> vec3<f32> {
    let size = c.emitter_size.xyz;
    let d = clamp(c.emitter_size.w, 0.0, 1.0);
    switch c.shape.x {
        case 0u, 3u: {
            return vec3<f32>(0.0, 0.0, size.z * (d + (1.0 - d) * u.x));
        }
        case 2u: {
            let r = d + (1.0 - d) * u.w;
            return vec3<f32>(u.x - 0.5, u.y - 0.5, u.z - 0.5) * size * r;
        }
        case 4u: {
            let radius = 0.5 * size.x * (d + (1.0 - d) * sqrt(u.x));
            let angle = u.y * 6.2831855;
            return vec3<f32>(radius * cos(angle), radius * sin(angle), (u.z - 0.5) * size.z);
        }
        default: {
            var p = vec3<f32>(u.x - 0.5, u.y - 0.5, u.z - 0.5) * 2.0;
            let a = abs(p);
            var axis = 2u;
            if a.x >= a.y && a.x >= a.z {
                axis = 0u;
            } else if a.y >= a.z {
                axis = 1u;
            }
            let s = select(1.0, -1.0, p[axis] < 0.0);
            p[axis] = s * (d + (1.0 - d) * a[axis]);
            return p * size * 0.5;
        }
    }
}

struct Birth {
    position: vec3<f32>,
    velocity: vec3<f32>,
    acceleration: vec3<f32>,
};

fn birth(c: System, e: Emission, d: Draws) -> Birth {
    let local = shape_point(c, d.shape);
    let rotated = row_transform(c.emitter_rotation[0], c.emitter_rotation[1], c.emitter_rotation[2], local, 0.0);
    let offset = c.offset.xyz + mix3(c.offset_min, c.offset_max, d.offset);
    var b: Birth;
    b.position = row_transform(e.world[0], e.world[1], e.world[2], rotated + offset, 1.0);
    let speed = c.speed.xyz + mix3(c.speed_min, c.speed_max, d.speed);
    b.velocity = row_transform(e.world[0], e.world[1], e.world[2], speed, 0.0);
    let own = c.acceleration.xyz + mix3(c.acceleration_min, c.acceleration_max, d.acceleration);
    b.acceleration = row_transform(e.world[0], e.world[1], e.world[2], own, 0.0)
        + vec3<f32>(0.0, -c.acceleration.w, 0.0);
    return b;
}

// ---- Forces (sim/gpu_particles/forces.rs) ----

fn force_local(f: Force, p: vec3<f32>) -> vec3<f32> {
    return row_transform(f.inverse[0], f.inverse[1], f.inverse[2], p, 1.0);
}

fn inside(f: Force, p: vec3<f32>) -> bool {
    let q = force_local(f, p);
    let s = f.size;
    switch f.kind_shape.y {
        case 0u: { return true; }
        case 1u: { return dot(q, q) <= s.x * s.x; }
        case 2u: {
            return abs(q.x) <= 0.5 * s.x && abs(q.y) <= 0.5 * s.y && abs(q.z) <= 0.5 * s.z;
        }
        case 3u: { return q.x * q.x + q.y * q.y <= s.x * s.x && abs(q.z) <= 0.5 * s.y; }
        default: { return abs(q.x) <= s.x && abs(q.y) <= s.x && q.z >= 0.0 && q.z <= s.y; }
    }
}

fn lattice_hash(x: i32, y: i32, z: i32, channel: u32) -> u32 {
    var h = (bitcast<u32>(x) * 0x8da6b343u) ^ (bitcast<u32>(y) * 0xd8163841u)
        ^ (bitcast<u32>(z) * 0xcb1ab31fu) ^ (channel * 0x165667b1u);
    h = (h ^ (h >> 16u)) * 0x7feb352du;
    h = (h ^ (h >> 15u)) * 0x846ca68bu;
    return h ^ (h >> 16u);
}

fn lattice_value(x: i32, y: i32, z: i32, channel: u32) -> f32 {
    return f32(lattice_hash(x, y, z, channel) >> 8u) / 16777215.0 * 2.0 - 1.0;
}

fn noise(p: vec3<f32>) -> vec3<f32> {
    let cell = floor(p);
    let t = p - cell;
    let w = t * t * (vec3<f32>(3.0) - t * 2.0);
    let x = i32(cell.x);
    let y = i32(cell.y);
    let z = i32(cell.z);
    var out = vec3<f32>(0.0);
    for (var channel = 0u; channel < 3u; channel++) {
        let v000 = lattice_value(x, y, z, channel);
        let v100 = lattice_value(x + 1, y, z, channel);
        let v010 = lattice_value(x, y + 1, z, channel);
        let v110 = lattice_value(x + 1, y + 1, z, channel);
        let v001 = lattice_value(x, y, z + 1, channel);
        let v101 = lattice_value(x + 1, y, z + 1, channel);
        let v011 = lattice_value(x, y + 1, z + 1, channel);
        let v111 = lattice_value(x + 1, y + 1, z + 1, channel);
        let x00 = v000 + (v100 - v000) * w.x;
        let x10 = v010 + (v110 - v010) * w.x;
        let x01 = v001 + (v101 - v001) * w.x;
        let x11 = v011 + (v111 - v011) * w.x;
        let y0 = x00 + (x10 - x00) * w.y;
        let y1 = x01 + (x11 - x01) * w.y;
        out[channel] = y0 + (y1 - y0) * w.z;
    }
    return out;
}

fn force_at(p: vec3<f32>) -> vec3<f32> {
    let n = params.force_count;
    for (var i = 0u; i < n; i++) {
        if forces[i].kind_shape.x == 0u && inside(forces[i], p) {
            return vec3<f32>(0.0);
        }
    }
    var total = vec3<f32>(0.0);
    for (var i = 0u; i < n; i++) {
        let f = forces[i];
        if f.kind_shape.x == 0u || !inside(f, p) {
            continue;
        }
        let strength = f.centre.w;
        let centre = f.centre.xyz;
        switch f.kind_shape.x {
            case 1u: {
                total += f.direction.xyz * strength;
            }
            case 2u: {
                total += normalize_or(centre - p, vec3<f32>(0.0)) * strength;
            }
            default: {
                let scale = max(f.direction.w, 1e-3);
                let q = force_local(f, p) / scale + f.noise.xyz;
                var soft = 1.0;
                if f.kind_shape.z != 0u {
                    soft = max(1.0 - length(p - centre) / max(f.noise.w, 1e-3), 0.0);
                }
                total += noise(q) * (strength * soft);
            }
        }
    }
    return total;
}

// ---- Motion (particle.rs motion) ----

struct Moved {
    position: vec3<f32>,
    velocity: vec3<f32>,
};

fn motion(c: System, b: Birth, age: f32) -> Moved {
    var m: Moved;
    if (c.shape.z & FORCES) == 0u || params.force_count == 0u {
        m.position = b.position + b.velocity * age + b.acceleration * (0.5 * age * age);
        m.velocity = b.velocity + b.acceleration * age;
        return m;
    }
    let step = max(max(c.life.z, 1e-3), age / f32(MAX_STEPS));
    let full = min(u32(floor(age / step)), MAX_STEPS);
    var p = b.position;
    var v = b.velocity;
    for (var k = 0u; k <= full; k++) {
        var dt = step;
        if k == full {
            dt = age - f32(full) * step;
        }
        if dt <= 0.0 {
            break;
        }
        let a = b.acceleration + force_at(p);
        v += a * dt;
        p += v * dt;
    }
    m.position = p;
    m.velocity = v;
    return m;
}

// ---- Appearance (particle.rs appearance) ----

struct Look {
    alive: bool,
    sort_key: u32,
    rows: array<vec4<f32>, 3>,
    color: vec4<f32>,
    cell: vec4<f32>,
    cell_size: vec4<f32>,
    params: vec4<f32>,
};

fn turn(v: vec3<f32>, r: vec3<f32>) -> vec3<f32> {
    let sx = sin(r.x);
    let cx = cos(r.x);
    let sy = sin(r.y);
    let cy = cos(r.y);
    let sz = sin(r.z);
    let cz = cos(r.z);
    let a = vec3<f32>(v.x, cx * v.y - sx * v.z, sx * v.y + cx * v.z);
    let b = vec3<f32>(cy * a.x + sy * a.z, a.y, -sy * a.x + cy * a.z);
    return vec3<f32>(cz * b.x - sz * b.y, sz * b.x + cz * b.y, b.z);
}

fn cell_of(f: f32, columns: f32) -> vec2<f32> {
    let row = floor(f / columns);
    return vec2<f32>((f - row * columns) / columns, row / columns);
}

fn appearance(c: System, e: Emission, d: Draws, moved: vec3<f32>, velocity: vec3<f32>, age: f32, candidate: u32) -> Look {
    var look: Look;
    look.alive = false;
    let lifetime = c.life.x;
    let follow = c.threshold.z;
    let followed = row_transform(e.follow[0], e.follow[1], e.follow[2], moved, 1.0);
    let position = moved + (followed - moved) * follow;
    let camera = c.camera_position.xyz;
    let distance = length(position - camera);
    let min_threshold = c.threshold.x;
    let max_threshold = c.threshold.y;
    if (min_threshold >= 0.0 && distance < min_threshold) || (max_threshold >= 0.0 && distance > max_threshold) {
        return look;
    }
    let min_distance = c.distance.x;
    let min_fade = c.distance.y;
    let max_distance = c.distance.z;
    let max_fade = c.distance.w;
    var fade = 1.0;
    if min_distance >= 0.0 && min_fade > min_distance {
        fade *= clamp((distance - min_distance) / (min_fade - min_distance), 0.0, 1.0);
    }
    if max_distance >= 0.0 && max_fade >= 0.0 && max_distance > max_fade {
        fade *= clamp((max_distance - distance) / (max_distance - max_fade), 0.0, 1.0);
    }
    let life = age / lifetime;
    let spark = c.shape.y >= 2u;

    var variation = 1.0;
    if spark {
        variation = 1.0 - life;
    }
    var color = vec4<f32>(0.0);
    for (var k = 0u; k < 4u; k++) {
        color[k] = c.color[k] + between(c.color_min[k], c.color_max[k], d.color[k]) * variation;
    }
    let luma = 0.2126 * color.x + 0.7152 * color.y + 0.0722 * color.z;
    let desaturate = clamp(c.life.w, 0.0, 1.0);
    for (var k = 0u; k < 3u; k++) {
        color[k] += (luma - color[k]) * desaturate;
    }
    color.w *= fade;

    let right = c.camera_right.xyz;
    let up = c.camera_up.xyz;
    let forward = c.camera_forward.xyz;
    var centre: vec3<f32>;
    var x_edge: vec3<f32>;
    var y_edge: vec3<f32>;
    var facing: vec3<f32>;
    if spark || (c.shape.z & TRACE) != 0u {
        var width: f32;
        var length_s: f32;
        if spark {
            width = c.size.x * between(c.size_range.x, c.size_range.z, d.size.x);
            length_s = c.size.y * between(c.size_range.y, c.size_range.w, d.size.y);
        } else {
            width = (c.size.x + between(c.size_range.x, c.size_range.z, d.size.x)) * c.size.z;
            length_s = c.flipbook.w;
        }
        var along = velocity * length_s;
        let to_camera = normalize_or(camera - position, -forward);
        let side = normalize_or(cross(along, to_camera), right);
        if dot(along, along) <= 1e-12 {
            along = up * 1e-3;
        }
        centre = position - along * 0.5;
        x_edge = side * width;
        y_edge = along;
        facing = to_camera;
    } else {
        let sx0 = c.size.x + between(c.size_range.x, c.size_range.z, d.size.x);
        let sy0 = c.size.y + between(c.size_range.y, c.size_range.w, d.size.y);
        let rate = vec2<f32>(
            c.growth.x + between(c.growth_range.x, c.growth_range.z, d.growth.x),
            c.growth.y + between(c.growth_range.y, c.growth_range.w, d.growth.y),
        );
        let accel = vec2<f32>(
            between(c.growth_acceleration_range.x, c.growth_acceleration_range.z, d.growth_acceleration.x),
            between(c.growth_acceleration_range.y, c.growth_acceleration_range.w, d.growth_acceleration.y),
        );
        let half_age_sq = 0.5 * age * age;
        let width = max((sx0 + rate.x * age + accel.x * half_age_sq) * c.size.z, 0.0);
        var height = width;
        if (c.shape.z & UNIFORM_SCALE) == 0u {
            height = max((sy0 + rate.y * age + accel.y * half_age_sq) * c.size.z, 0.0);
        }
        var angle = vec3<f32>(0.0);
        for (var k = 0u; k < 3u; k++) {
            let start = (d.rotation[k] * 2.0 - 1.0) * c.rotation_variance[k];
            let speed = (d.angular_speed[k] * 2.0 - 1.0) * c.angular_speed_variance[k];
            let acceleration = between(c.angular_acceleration_min[k], c.angular_acceleration_max[k], d.angular_acceleration[k]);
            angle[k] = (start + speed * age + acceleration * 0.5 * age * age) * 0.017453292;
        }
        let xt = turn(vec3<f32>(width, 0.0, 0.0), angle);
        let yt = turn(vec3<f32>(0.0, height, 0.0), angle);
        let zt = turn(vec3<f32>(0.0, 0.0, 1.0), angle);
        centre = position;
        x_edge = right * xt.x + up * xt.y - forward * xt.z;
        y_edge = right * yt.x + up * yt.y - forward * yt.z;
        facing = right * zt.x + up * zt.y - forward * zt.z;
    }

    let columns = max(c.flipbook.x, 1.0);
    let total = max(c.flipbook.y, 1.0);
    var frame: f32;
    if (c.shape.z & RANDOM_FRAME) != 0u {
        frame = min(min(floor(d.frame * (c.flipbook.z + 1.0)), c.flipbook.z), total - 1.0);
    } else {
        frame = min(floor(life * total), total - 1.0);
    }
    var next = frame + 1.0;
    if frame + 1.0 >= total {
        next = 0.0;
    }
    let here = cell_of(frame, columns);
    let there = cell_of(next, columns);

    let depth = dot(centre - camera, forward);
    // The CPU's test (particle.rs): one sum of what it draws with must be finite. By its bits:
    // a compiler may take x != x as never true.
    let probe = depth + dot(x_edge, x_edge) + dot(y_edge, y_edge) + (color.x + color.y + color.z + color.w);
    if (bitcast<u32>(probe) & 0x7f800000u) == 0x7f800000u {
        return look;
    }
    look.alive = true;
    look.sort_key = ~ordered_bits(depth);
    look.rows[0] = vec4<f32>(x_edge.x, y_edge.x, facing.x, centre.x);
    look.rows[1] = vec4<f32>(x_edge.y, y_edge.y, facing.y, centre.y);
    look.rows[2] = vec4<f32>(x_edge.z, y_edge.z, facing.z, centre.z);
    look.color = color;
    look.cell = vec4<f32>(here, there);
    look.cell_size = vec4<f32>(1.0 / columns, 1.0 / columns, 0.0, 0.0);
    look.params = vec4<f32>(0.0, 0.0, age, f32(candidate));
    return look;
}

// ---- Finding a candidate's emission ----

fn emission_of(candidate: u32) -> u32 {
    // The last emission whose first candidate is at or before this one.
    var lo = 0u;
    var hi = arrayLength(&emissions);
    while hi - lo > 1u {
        let mid = (lo + hi) / 2u;
        if emissions[mid].start.x <= candidate {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

struct Candidate {
    e: Emission,
    c: System,
    d: Draws,
    age: f32,
};

fn candidate_of(j: u32) -> Candidate {
    var out: Candidate;
    out.e = emissions[emission_of(j)];
    out.c = systems[out.e.start.w];
    let i = j - out.e.start.x;
    out.d = make_draws(particle_seed(out.c.counts.x, out.e.start.z + i));
    out.age = out.c.life.y - out.e.time.x;
    return out;
}

// ---- The passes ----

@compute @workgroup_size(256)
fn emit(@builtin(global_invocation_id) id: vec3<u32>) {
    let j = id.x;
    if j >= params.candidates {
        return;
    }
    let k = candidate_of(j);
    let b = birth(k.c, k.e, k.d);
    particles[3u * j] = vec4<f32>(b.position, 0.0);
    particles[3u * j + 1u] = vec4<f32>(b.velocity, 0.0);
    particles[3u * j + 2u] = vec4<f32>(b.acceleration, 0.0);
}

var<workgroup> scan_scratch: array<u32, 256>;

// Exclusive prefix sum of one value per thread over the workgroup; returns the thread's
// offset; the last thread's inclusive sum is the workgroup's total.
fn workgroup_scan(local: u32, value: u32) -> u32 {
    scan_scratch[local] = value;
    workgroupBarrier();
    for (var stride = 1u; stride < 256u; stride *= 2u) {
        var add = 0u;
        if local >= stride {
            add = scan_scratch[local - stride];
        }
        workgroupBarrier();
        scan_scratch[local] += add;
        workgroupBarrier();
    }
    return scan_scratch[local] - value;
}

@compute @workgroup_size(256)
fn update(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let j = id.x;
    var alive = 0u;
    if j < params.candidates {
        let k = candidate_of(j);
        keys[j] = vec2<u32>(DEAD, j);
        if k.age >= 0.0 && k.age < k.c.life.x {
            var b: Birth;
            b.position = particles[3u * j].xyz;
            b.velocity = particles[3u * j + 1u].xyz;
            b.acceleration = particles[3u * j + 2u].xyz;
            let m = motion(k.c, b, k.age);
            particles[3u * j] = vec4<f32>(m.position, 1.0);
            particles[3u * j + 1u] = vec4<f32>(m.velocity, 0.0);
            let look = appearance(k.c, k.e, k.d, m.position, m.velocity, k.age, j);
            if look.alive {
                keys[j] = vec2<u32>(look.sort_key, j);
                alive = 1u;
            }
        }
    }
    let offset = workgroup_scan(lid.x, alive);
    if j < params.candidates {
        counters[8u + params.blocks + j] = offset;
    }
    if lid.x == 255u {
        counters[8u + wid.x] = offset + alive;
    }
}

var<workgroup> block_totals: array<u32, 256>;

@compute @workgroup_size(256)
fn scan(@builtin(local_invocation_id) lid: vec3<u32>) {
    // Each thread sums a run of consecutive blocks, the runs are scanned, then each run's
    // blocks get their offsets.
    let blocks = params.blocks;
    let run = (blocks + 255u) / 256u;
    let first = lid.x * run;
    var sum = 0u;
    for (var b = first; b < min(first + run, blocks); b++) {
        sum += counters[8u + b];
    }
    let before = workgroup_scan(lid.x, sum);
    var at = before;
    for (var b = first; b < min(first + run, blocks); b++) {
        let n = counters[8u + b];
        counters[8u + b] = at;
        at += n;
    }
    if lid.x == 255u {
        let live = before + sum;
        counters[0] = params.vertices;
        counters[1] = live;
        counters[2] = 0u;
        counters[3] = 0u;
        counters[4] = live;
    }
}

@compute @workgroup_size(256)
fn compact(@builtin(global_invocation_id) id: vec3<u32>) {
    let j = id.x;
    if j >= params.padded {
        return;
    }
    let live = counters[4];
    if j < params.candidates && keys[j].x != DEAD {
        let at = counters[8u + j / 256u] + counters[8u + params.blocks + j];
        keys[params.padded + at] = keys[j];
    }
    if j >= live {
        keys[params.padded + j] = vec2<u32>(DEAD, DEAD);
    }
}

fn before(a: vec2<u32>, b: vec2<u32>) -> bool {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

// The bitonic sort of the living keys over [padded, 2 padded): stage k (the size of the runs
// being merged), step j (the distance compared). A pair (i, i + j) is in order when ascending
// where (i & k) == 0, descending elsewhere: after the last stage (k = padded) the range is
// ascending by (depth key, candidate). One thread per pair.
fn pair_of(p: u32, j: u32) -> u32 {
    return (p / j) * 2u * j + p % j;
}

// One step over the whole range, for the steps j >= 256 (their pairs span workgroups).
@compute @workgroup_size(256)
fn sort(@builtin(global_invocation_id) id: vec3<u32>) {
    let p = id.x;
    if p >= params.padded / 2u {
        return;
    }
    let i = pair_of(p, params.j);
    let l = i + params.j;
    let a = keys[params.padded + i];
    let b = keys[params.padded + l];
    let ascending = (i & params.k) == 0u;
    if before(b, a) == ascending {
        keys[params.padded + i] = b;
        keys[params.padded + l] = a;
    }
}

// 512 keys of the range in workgroup memory: the steps j < 512 touch only their own block.
var<workgroup> sort_block: array<vec2<u32>, 512>;

fn sort_steps_in_block(lid: u32, base: u32, n: u32, k: u32, first_j: u32) {
    var j = first_j;
    loop {
        if j == 0u {
            break;
        }
        let p = lid;
        let i = pair_of(p, j);
        let l = i + j;
        if l < n {
            let a = sort_block[i];
            let b = sort_block[l];
            let ascending = ((base + i) & k) == 0u;
            if before(b, a) == ascending {
                sort_block[i] = b;
                sort_block[l] = a;
            }
        }
        workgroupBarrier();
        j = j / 2u;
    }
}

fn load_block(lid: u32, base: u32, n: u32) {
    if lid < n {
        sort_block[lid] = keys[params.padded + base + lid];
    }
    if lid + 256u < n {
        sort_block[lid + 256u] = keys[params.padded + base + lid + 256u];
    }
    workgroupBarrier();
}

fn store_block(lid: u32, base: u32, n: u32) {
    if lid < n {
        keys[params.padded + base + lid] = sort_block[lid];
    }
    if lid + 256u < n {
        keys[params.padded + base + lid + 256u] = sort_block[lid + 256u];
    }
}

// Every stage up to k = 512 (or the whole range when shorter), in one dispatch: each
// workgroup sorts its block of 512 keys in workgroup memory.
@compute @workgroup_size(256)
fn sort_blocks(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let n = min(params.padded, 512u);
    let base = wid.x * 512u;
    load_block(lid.x, base, n);
    for (var k = 2u; k <= n; k *= 2u) {
        sort_steps_in_block(lid.x, base, n, k, k / 2u);
    }
    store_block(lid.x, base, n);
}

// The steps j = 256 down to 1 of stage k (> 512), in one dispatch, in workgroup memory.
@compute @workgroup_size(256)
fn sort_merge(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let base = wid.x * 512u;
    load_block(lid.x, base, 512u);
    sort_steps_in_block(lid.x, base, 512u, params.k, 256u);
    store_block(lid.x, base, 512u);
}

@compute @workgroup_size(256)
fn draw_list(@builtin(global_invocation_id) id: vec3<u32>) {
    let t = id.x;
    if t >= counters[4] {
        return;
    }
    let j = keys[params.padded + t].y;
    let k = candidate_of(j);
    let look = appearance(k.c, k.e, k.d, particles[3u * j].xyz, particles[3u * j + 1u].xyz, k.age, j);
    let at = t * INSTANCE_WORDS;
    for (var r = 0u; r < 3u; r++) {
        for (var q = 0u; q < 4u; q++) {
            instances[at + r * 4u + q] = bitcast<u32>(look.rows[r][q]);
        }
    }
    instances[at + 12u] = 0xffffffffu;
    for (var q = 0u; q < 4u; q++) {
        instances[at + 13u + q] = bitcast<u32>(look.color[q]);
        instances[at + 17u + q] = bitcast<u32>(look.cell[q]);
        instances[at + 21u + q] = bitcast<u32>(look.cell_size[q]);
        instances[at + 25u + q] = bitcast<u32>(look.params[q]);
    }
}
