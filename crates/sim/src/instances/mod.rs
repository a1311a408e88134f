//! GPU-ready particle instances: what a frame's draws upload, one record per particle.
//!
//! The engine submits one vertex per particle and builds the quad in its tessellation stages
//! (seeds 000: what the engine binds); here one instance per particle carries the same
//! values: the particle's 3x4 world matrix (the quad's two edges as the first two columns,
//! the facing axis third, its centre last), its packed colour, the flipbook cell and the
//! next one, the layers' offsets and scales. The layouts are ours; each field names the
//! engine's semantic it stands for.
//!
//! The records are in `records`; one module per kind of builder: `quads` (billboards,
//! multi-texture billboards), `lines` (lines and tracers), `models`, `sheets` (distortion
//! and radial blur), [`flares`] (lens flares, light shafts, spot lights); what they read of a
//! node is [`NodeFrame`].

pub mod flares;
mod lines;
mod models;
mod node_frame;
mod quads;
mod records;
mod sheets;
#[cfg(test)]
mod tests;

use super::appearance::AppearanceKind;
use super::appearance::AppearanceParams;
use super::particle_arrays::Particles;

pub use super::billboard::BillboardInstance;
pub use super::view::ViewInfo;
use lines::{line, tracer};
pub use models::model_basis;
use models::{ModelStep, model};
pub use node_frame::NodeFrame;
use quads::{QuadStep, billboard, multi_texture};
pub use quads::{flipbook, orientation_basis, quad_rows};
pub use records::*;
use sheets::{distortion, radial_blur};

/// Builds the instances of one node's particles, into arrays taken from `spare` (kept from
/// an earlier frame) where it has one of the kind, so that playing does not allocate (and
/// fault in) fresh memory for every frame.
pub fn build(
    kind: AppearanceKind,
    params: &AppearanceParams,
    particles: &Particles,
    node: &NodeFrame<'_>,
    spare: &mut SpareInstances,
) -> Instances {
    match params {
        AppearanceParams::Quad(q) if kind == AppearanceKind::MultiTextureBillboard => {
            let q = QuadStep::new(q, node.externals);
            Instances::MultiTexture(refill(
                &mut spare.multi_texture,
                particles.iter().map(|p| multi_texture(&q, &p, node)),
            ))
        }
        AppearanceParams::Quad(q) => {
            let q = QuadStep::new(q, node.externals);
            Instances::Billboard(refill(
                &mut spare.billboard,
                particles.iter().map(|p| billboard(&q, &p, node)),
            ))
        }
        AppearanceParams::Line(l) => Instances::Line(refill(
            &mut spare.line,
            particles.iter().map(|p| line(l, &p, node)),
        )),
        AppearanceParams::Tracer(t) => {
            let mut out = spare.tracer.pop().unwrap_or_default();
            out.clear();
            for (i, p) in particles.iter().enumerate() {
                tracer(t, &p, particles.trail(i), node, &mut out);
            }
            Instances::Tracer(out)
        }
        AppearanceParams::Distortion(d) => Instances::Distortion(refill(
            &mut spare.distortion,
            particles.iter().map(|p| distortion(d, &p, node)),
        )),
        AppearanceParams::RadialBlur(r) => Instances::RadialBlur(refill(
            &mut spare.radial_blur,
            particles.iter().map(|p| radial_blur(r, &p, node)),
        )),
        AppearanceParams::Model(m) => {
            let step = ModelStep::new(m, node.externals);
            let mut out = refill(
                &mut spare.model,
                particles.iter().map(|p| model(&step, &p, node)),
            );
            // Runs of one model id, each drawn with its mesh (a stable sort keeps the
            // particles' order within a run).
            out.sort_by_key(|i| i.model);
            Instances::Model(out)
        }
        // Whole systems and force volumes: the playback builds their draws (gpu_particles).
        AppearanceParams::GpuParticles(_) | AppearanceParams::Force(_) => {
            Instances::Billboard(spare.billboard())
        }
        AppearanceParams::LensFlare(f) => {
            let mut out = spare.lens_flare.pop().unwrap_or_default();
            out.clear();
            for p in particles.iter() {
                flares::flares(f, &p, node, &mut out);
            }
            // Runs of one layer, each drawn with its texture (a stable sort keeps the
            // particles' order within a run).
            out.sort_by(|a, b| a.params[1].total_cmp(&b.params[1]));
            Instances::LensFlare(out)
        }
        AppearanceParams::LightShaft(s) => {
            let mut out = spare.light_shaft.pop().unwrap_or_default();
            out.clear();
            for p in particles.iter() {
                flares::shaft_sheets(s, &p, node, &mut out);
            }
            Instances::LightShaft(out)
        }
        AppearanceParams::SpotLight(s) => Instances::SpotLight(refill(
            &mut spare.spot_light,
            particles.iter().map(|p| flares::spot_light(s, &p, node)),
        )),
        AppearanceParams::Light(l) => Instances::Light(refill(
            &mut spare.light,
            particles.iter().map(|p| light(l, &p, node)),
        )),
    }
}

/// Instance arrays kept from an earlier frame (one pool per kind), refilled by [`build`].
#[derive(Debug, Clone, Default)]
pub struct SpareInstances {
    billboard: Vec<Vec<BillboardInstance>>,
    multi_texture: Vec<Vec<MultiTextureInstance>>,
    line: Vec<Vec<LineInstance>>,
    tracer: Vec<Vec<TracerInstance>>,
    distortion: Vec<Vec<DistortionInstance>>,
    radial_blur: Vec<Vec<RadialBlurInstance>>,
    light: Vec<Vec<LightInstance>>,
    model: Vec<Vec<ModelInstance>>,
    lens_flare: Vec<Vec<flares::FlareInstance>>,
    light_shaft: Vec<Vec<flares::ShaftInstance>>,
    spot_light: Vec<Vec<flares::SpotLightInstance>>,
}

impl SpareInstances {
    /// An empty billboard array (a kept one when there is one).
    pub fn billboard(&mut self) -> Vec<BillboardInstance> {
        let mut v = self.billboard.pop().unwrap_or_default();
        v.clear();
        v
    }

    /// Keeps the arrays of `instances` for a later frame.
    pub fn keep(&mut self, instances: Instances) {
        match instances {
            Instances::Billboard(v) => self.billboard.push(v),
            Instances::MultiTexture(v) => self.multi_texture.push(v),
            Instances::Line(v) => self.line.push(v),
            Instances::Tracer(v) => self.tracer.push(v),
            Instances::Distortion(v) => self.distortion.push(v),
            Instances::RadialBlur(v) => self.radial_blur.push(v),
            Instances::Light(v) => self.light.push(v),
            Instances::Model(v) => self.model.push(v),
            Instances::LensFlare(v) => self.lens_flare.push(v),
            Instances::LightShaft(v) => self.light_shaft.push(v),
            Instances::SpotLight(v) => self.spot_light.push(v),
        }
    }
}

/// A spare array of the pool (or a new one), emptied and filled with `items`.
fn refill<T>(pool: &mut Vec<Vec<T>>, items: impl Iterator<Item = T>) -> Vec<T> {
    let mut v = pool.pop().unwrap_or_default();
    v.clear();
    v.extend(items);
    v
}
