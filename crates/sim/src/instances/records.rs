//! The instance records of each appearance, as the draw list uploads them (the billboard's
//! is [`BillboardInstance`](crate::billboard)), a frame draw's instances ([`Instances`]), and
//! what every builder shares: a particle's curve inputs and its colour packed.

use super::node_frame::NodeFrame;
use crate::appearance::LightParams;
use crate::billboard::BillboardInstance;
use crate::curve::Inputs;
use crate::particle::{BillboardRecord, Particle};

/// A multi-texture billboard (604). 160 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct MultiTextureInstance {
    /// The rows of the 3x4 world matrix (TEXCOORD6..8 of Elden Ring's vertex).
    pub rows: [[f32; 4]; 3],
    /// COLOR0: the particle's packed colour.
    pub color: [u8; 4],
    /// COLOR1..3: the layers' colours (layer1Color..layer3Color), clamped, as bytes.
    pub layer_colors: [[u8; 4]; 3],
    /// COLOR4: color3 (unclamped floats).
    pub color_scale: [f32; 4],
    /// TEXCOORD0: xy the flipbook cell's corner (plus layer 1's offset), zw layer 2's offset.
    pub tex0: [f32; 4],
    /// TEXCOORD1: xy layer 3's offset, zw the cell size (the inverse of columns).
    pub tex1: [f32; 4],
    /// TEXCOORD2: xy layer 2's scale, zw layer 3's scale.
    pub tex2: [f32; 4],
    /// TEXCOORD3: xy the next cell's corner; z the frame blend; w k (TEXCOORD4.x, 0).
    pub tex3: [f32; 4],
    /// x: the alpha offset the pixel program adds to each texel's alpha before clamping it
    /// (TEXCOORD2.z of its input, seeds 000). What fills it is not traced (Unknown); ours:
    /// minus alphaFadeThreshold / 255, so texels below the threshold vanish through the
    /// program's own mechanism (Inferred from the fxr library's meaning of the field, "alpha
    /// below which the particle is hidden"); y: 0 (unused); z: depthOffset; w: the
    /// particle's age.
    pub params: [f32; 4],
}

/// A line (601) or quad line (602). 56 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct LineInstance {
    /// The leading end (xyz) and the width (w; 0 for a line).
    pub start: [f32; 4],
    /// The trailing end (xyz).
    pub end: [f32; 4],
    /// The leading end's colour.
    pub start_color: [u8; 4],
    /// The trailing end's colour.
    pub end_color: [u8; 4],
    /// color3.
    pub color_scale: [f32; 4],
}

/// One segment of a tracer's trail (606, 10012). 100 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct TracerInstance {
    /// The segment's first point (xyz) and half width (w).
    pub a: [f32; 4],
    /// Its second point and half width.
    pub b: [f32; 4],
    /// The side axis at `a` (xyz) and U at `a` (w).
    pub side_a: [f32; 4],
    /// The side axis at `b` and U at `b`.
    pub side_b: [f32; 4],
    /// Opacity along the trail at `a` (x) and `b` (y); the flipbook cell's V corner (z) and
    /// height (w).
    pub fade: [f32; 4],
    /// The particle's colour.
    pub color: [u8; 4],
    /// color3 (and the unclamped scale).
    pub color_scale: [f32; 4],
}

/// A distortion sheet (607). 96 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct DistortionInstance {
    /// The rows of the sheet's 3x4 world matrix.
    pub rows: [[f32; 4]; 3],
    /// The colour times the particle's colour, packed (seeds 000: the per-particle writer).
    pub color: [u8; 4],
    /// x: intensity at the particle's age (g_waveStrength, no factor); y: radius; z, w: the
    /// normal map's scroll distances U and V (offset + speed x age).
    pub params: [f32; 4],
    /// x: the stir angle (stirSpeed x age, radians); y: mode; z, w: normal-map scale U, V.
    pub params2: [f32; 4],
    /// Padding to a 16-byte multiple (kept zero).
    pub pad: [f32; 3],
}

/// A radial blur sheet (608). 72 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct RadialBlurInstance {
    /// The rows of the sheet's 3x4 world matrix.
    pub rows: [[f32; 4]; 3],
    /// The colour.
    pub color: [u8; 4],
    /// x: blur radius; y: iterations; z, w: 0.
    pub params: [f32; 4],
    /// Padding (kept zero).
    pub pad: f32,
}

/// A point light (609). 48 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct LightInstance {
    /// World position (xyz) and radius (w).
    pub position: [f32; 4],
    /// Diffuse colour times its multiplier.
    pub diffuse: [f32; 4],
    /// Specular colour times its multiplier.
    pub specular: [f32; 4],
}

/// A model particle (605, 10015). 96 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct ModelInstance {
    /// The rows of the 3x4 world matrix: the model's X, Y and Z axes (sized by sizeX, sizeY,
    /// sizeZ and the record's scales) and its origin.
    pub rows: [[f32; 4]; 3],
    /// The record's colour times color1, clamped and packed, red first.
    pub color: [u8; 4],
    /// color3, the unclamped multiplier.
    pub color_scale: [f32; 4],
    /// The UV transform: xy added to the mesh's UVs after zw multiplies them (a flipbook
    /// cell's corner and size, or the scroll offset and 1).
    pub uv: [f32; 4],
    /// The model id (`sfx/model/sNNNNN.flver`): the draws take runs of one id.
    pub model: i32,
    /// The particle's age.
    pub age: f32,
    /// Padding (kept zero).
    pub pad: f32,
}

/// A draw's instances, by appearance.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "kind", content = "instances")]
pub enum Instances {
    /// 600 and 603.
    Billboard(Vec<BillboardInstance>),
    /// 604.
    MultiTexture(Vec<MultiTextureInstance>),
    /// 601 and 602.
    Line(Vec<LineInstance>),
    /// 606 and 10012.
    Tracer(Vec<TracerInstance>),
    /// 607.
    Distortion(Vec<DistortionInstance>),
    /// 608.
    RadialBlur(Vec<RadialBlurInstance>),
    /// 609.
    Light(Vec<LightInstance>),
    /// 605 and 10015, ordered by model id.
    Model(Vec<ModelInstance>),
    /// 10014: every flare, ordered by layer (`sim/flares.rs`).
    LensFlare(Vec<crate::flares::FlareInstance>),
    /// 10003: every sheet (`sim/flares.rs`).
    LightShaft(Vec<crate::flares::ShaftInstance>),
    /// 11000 (`sim/flares.rs`).
    SpotLight(Vec<crate::flares::SpotLightInstance>),
}

impl Instances {
    /// The number of instances.
    pub fn len(&self) -> usize {
        match self {
            Instances::Billboard(v) => v.len(),
            Instances::MultiTexture(v) => v.len(),
            Instances::Line(v) => v.len(),
            Instances::Tracer(v) => v.len(),
            Instances::Distortion(v) => v.len(),
            Instances::RadialBlur(v) => v.len(),
            Instances::Light(v) => v.len(),
            Instances::Model(v) => v.len(),
            Instances::LensFlare(v) => v.len(),
            Instances::LightShaft(v) => v.len(),
            Instances::SpotLight(v) => v.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether every float of every instance is finite (no NaN or infinity reaches the GPU).
    pub fn all_finite(&self) -> bool {
        fn finite(values: &[f32]) -> bool {
            values.iter().all(|v| v.is_finite())
        }
        fn rows(r: &[[f32; 4]; 3]) -> bool {
            r.iter().all(|row| finite(row))
        }
        match self {
            Instances::Billboard(v) => v.iter().all(|i| {
                rows(&i.rows)
                    && finite(&i.color_scale)
                    && finite(&i.cell)
                    && finite(&i.cell_size)
                    && finite(&i.params)
            }),
            Instances::MultiTexture(v) => v.iter().all(|i| {
                rows(&i.rows)
                    && [i.color_scale, i.tex0, i.tex1, i.tex2, i.tex3, i.params]
                        .iter()
                        .all(|a| finite(a))
            }),
            Instances::Line(v) => v
                .iter()
                .all(|i| finite(&i.start) && finite(&i.end) && finite(&i.color_scale)),
            Instances::Tracer(v) => v.iter().all(|i| {
                [i.a, i.b, i.side_a, i.side_b, i.fade, i.color_scale]
                    .iter()
                    .all(|a| finite(a))
            }),
            Instances::Distortion(v) => v
                .iter()
                .all(|i| rows(&i.rows) && finite(&i.params) && finite(&i.params2)),
            Instances::RadialBlur(v) => v.iter().all(|i| rows(&i.rows) && finite(&i.params)),
            Instances::Light(v) => v
                .iter()
                .all(|i| finite(&i.position) && finite(&i.diffuse) && finite(&i.specular)),
            Instances::Model(v) => v.iter().all(|i| {
                rows(&i.rows) && finite(&i.color_scale) && finite(&i.uv) && i.age.is_finite()
            }),
            Instances::LensFlare(v) => v.iter().all(|i| {
                [i.source, i.shape, i.color, i.params]
                    .iter()
                    .all(|a| finite(a))
            }),
            Instances::LightShaft(v) => v
                .iter()
                .all(|i| rows(&i.rows) && finite(&i.color) && finite(&i.params)),
            Instances::SpotLight(v) => v.iter().all(|i| {
                [
                    i.position,
                    i.direction,
                    i.x_axis,
                    i.diffuse,
                    i.specular,
                    i.params,
                ]
                .iter()
                .all(|a| finite(a))
            }),
        }
    }

    /// The instances as bytes, for a vertex buffer.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Instances::Billboard(v) => bytemuck::cast_slice(v),
            Instances::MultiTexture(v) => bytemuck::cast_slice(v),
            Instances::Line(v) => bytemuck::cast_slice(v),
            Instances::Tracer(v) => bytemuck::cast_slice(v),
            Instances::Distortion(v) => bytemuck::cast_slice(v),
            Instances::RadialBlur(v) => bytemuck::cast_slice(v),
            Instances::Light(v) => bytemuck::cast_slice(v),
            Instances::Model(v) => bytemuck::cast_slice(v),
            Instances::LensFlare(v) => bytemuck::cast_slice(v),
            Instances::LightShaft(v) => bytemuck::cast_slice(v),
            Instances::SpotLight(v) => bytemuck::cast_slice(v),
        }
    }
}

pub(crate) fn inputs(p: &Particle, node: &NodeFrame<'_>) -> Inputs {
    Inputs {
        particle_age: p.age,
        active_time: node.active_time,
        emission_time: p.emission_time,
    }
}

pub(crate) fn clamp01(v: [f32; 4]) -> [f32; 4] {
    v.map(|c| c.clamp(0.0, 1.0))
}

pub(crate) fn pack(c: [f32; 4]) -> [u8; 4] {
    BillboardRecord::pack_color(c).to_le_bytes()
}

/// The record's colour times a per-channel factor, clamped and repacked (seeds 003: the
/// vertex's colour at byte 12).
pub(crate) fn record_times(record: &BillboardRecord, factor: [f32; 4]) -> [u8; 4] {
    let bytes = record.color_bytes();
    pack(std::array::from_fn(|c| {
        f32::from(bytes[c]) / 255.0 * factor[c].clamp(0.0, 1.0)
    }))
}

/// A point light's instance for one particle.
#[inline]
pub(crate) fn light(l: &LightParams, p: &Particle, node: &NodeFrame<'_>) -> LightInstance {
    let i = inputs(p, node);
    let e = |c: &crate::curve::Curve| c.eval(&i, node.externals, p.seed);
    let position = node.position_of(p);
    let (dm, sm) = (e(&l.diffuse_multiplier)[0], e(&l.specular_multiplier)[0]);
    let (d, s) = (e(&l.diffuse), e(&l.specular));
    LightInstance {
        position: [position.x, position.y, position.z, e(&l.radius)[0]],
        diffuse: [d[0] * dm, d[1] * dm, d[2] * dm, d[3]],
        specular: [s[0] * sm, s[1] * sm, s[2] * sm, s[3]],
    }
}
