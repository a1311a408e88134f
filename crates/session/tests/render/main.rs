//! Effects played and drawn end to end, from a file (or designed instances) through the
//! simulation, the draw list and the renderer to pixels, on a headless GPU (lavapipe without
//! one): the notes' formulas against CPU evaluations, the actions, brightness, flares,
//! models, GPU particles and missing textures. One test binary for them all (each binary links
//! the renderer: fewer binaries, a shorter suite).

mod conformance_billboards;
mod conformance_passes;
mod frame_path;
mod gpu_particles;
mod render_actions;
mod render_brightness;
mod render_flares;
mod render_missing_textures;
mod render_models;
