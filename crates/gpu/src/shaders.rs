//! The WGSL sources of the passes, compiled into the crate. The effect families' programs
//! are in their table (`effects::family_program`), each prepended with `COMMON` (WGSL has no
//! includes).

/// The constant buffers and steps every effect program shares.
pub const COMMON: &str = include_str!("../../../shaders/common.wgsl");
/// The GPU particles' compute programs (10000 to 10009).
pub const GPU_PARTICLES: &str = include_str!("../../../shaders/gpu_particles.wgsl");
/// The bloom chain.
pub const BLOOM: &str = include_str!("../../../shaders/bloom.wgsl");
/// The opaque scene: ground grid and linear depth.
pub const BACKGROUND: &str = include_str!("../../../shaders/background.wgsl");
/// The tonemap from the HDR scene target to the display.
pub const TONEMAP: &str = include_str!("../../../shaders/tonemap.wgsl");
/// The spike's simple sprite (the render test scene).
pub const TEST_SPRITE: &str = include_str!("../../../shaders/test_sprite.wgsl");

/// The material previews' lane display.
pub const LANES: &str = include_str!("../../../shaders/lanes.wgsl");
/// The water preview (seeds 002): the generated scene and the lake's program.
pub const WATER: &str = include_str!("../../../shaders/water.wgsl");
/// The character detail preview (seeds 004): the G-buffer lanes and a lit picture.
pub const DETAIL: &str = include_str!("../../../shaders/detail.wgsl");
