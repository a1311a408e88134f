//! Everything the renderer needs of a program family, in one place ([`family_program`]): its
//! WGSL, how its instances are assembled, their attributes and size, the textures it binds and
//! whether it reads the frame drawn so far. Adding a family is one entry here and its WGSL
//! file; the pipelines, the buffers, the texture binding and the validation of every program
//! read this table.

use crate::shaders;
use fxr_draw::Family;
use wgpu::PrimitiveTopology::{TriangleList, TriangleStrip};

/// One program family as the renderer draws it.
#[derive(Debug, Clone, Copy)]
pub struct FamilyProgram {
    /// The WGSL file's name and body (drawn after the shared `common.wgsl`); `None` for a
    /// family with no draw of its own (point lights light the other draws).
    pub shader: Option<(&'static str, &'static str)>,
    /// How its instances are assembled: the quad families as triangle strips (four corners,
    /// eight for an octagon: `quad_corner` in common.wgsl), lines, tracers and models as the
    /// triangle lists their programs make.
    pub topology: wgpu::PrimitiveTopology,
    /// The instance buffer's attributes, in the order of the program's vertex input.
    pub instance_attributes: &'static [wgpu::VertexAttribute],
    /// The byte size of one instance (the draw list's stride for the family).
    pub instance_size: usize,
    /// How many textures it binds in group 2.
    pub textures: u32,
    /// Whether its draws read the frame drawn so far (copied before each of them).
    pub reads_frame: bool,
}

/// The table: one entry per family.
pub const fn family_program(family: Family) -> FamilyProgram {
    match family {
        Family::Billboard => quad(
            (
                "billboard.wgsl",
                include_str!("../../../../shaders/billboard.wgsl"),
            ),
            &BILLBOARD_ATTRIBUTES,
            Family::Billboard.instance_size(),
            2,
        ),
        Family::MultiTexture => quad(
            (
                "multi_texture.wgsl",
                include_str!("../../../../shaders/multi_texture.wgsl"),
            ),
            &MULTI_TEXTURE_ATTRIBUTES,
            Family::MultiTexture.instance_size(),
            3,
        ),
        Family::Line => FamilyProgram {
            shader: Some(("line.wgsl", include_str!("../../../../shaders/line.wgsl"))),
            topology: TriangleList,
            instance_attributes: &LINE_ATTRIBUTES,
            instance_size: Family::Line.instance_size(),
            textures: 0,
            reads_frame: false,
        },
        Family::Tracer => FamilyProgram {
            shader: Some((
                "tracer.wgsl",
                include_str!("../../../../shaders/tracer.wgsl"),
            )),
            topology: TriangleList,
            instance_attributes: &TRACER_ATTRIBUTES,
            instance_size: Family::Tracer.instance_size(),
            textures: 1,
            reads_frame: false,
        },
        Family::Distortion => FamilyProgram {
            reads_frame: true,
            ..quad(
                (
                    "distortion.wgsl",
                    include_str!("../../../../shaders/distortion.wgsl"),
                ),
                &DISTORTION_ATTRIBUTES,
                Family::Distortion.instance_size(),
                2,
            )
        },
        Family::RadialBlur => FamilyProgram {
            reads_frame: true,
            ..quad(
                (
                    "radial_blur.wgsl",
                    include_str!("../../../../shaders/radial_blur.wgsl"),
                ),
                &RADIAL_BLUR_ATTRIBUTES,
                Family::RadialBlur.instance_size(),
                2,
            )
        },
        Family::Light => FamilyProgram {
            shader: None,
            topology: TriangleList,
            instance_attributes: &[],
            instance_size: Family::Light.instance_size(),
            textures: 0,
            reads_frame: false,
        },
        // The mesh's own vertices are a second buffer (`pipelines::mesh_layout`).
        Family::Model => FamilyProgram {
            shader: Some(("model.wgsl", include_str!("../../../../shaders/model.wgsl"))),
            topology: TriangleList,
            instance_attributes: &MODEL_ATTRIBUTES,
            instance_size: Family::Model.instance_size(),
            textures: 1,
            reads_frame: false,
        },
        Family::LensFlare => quad(
            (
                "lens_flare.wgsl",
                include_str!("../../../../shaders/lens_flare.wgsl"),
            ),
            &LENS_FLARE_ATTRIBUTES,
            Family::LensFlare.instance_size(),
            1,
        ),
        Family::LightShaft => quad(
            (
                "light_shaft.wgsl",
                include_str!("../../../../shaders/light_shaft.wgsl"),
            ),
            &LIGHT_SHAFT_ATTRIBUTES,
            Family::LightShaft.instance_size(),
            1,
        ),
    }
}

/// A quad family's entry: drawn as a triangle strip, not reading the frame.
const fn quad(
    shader: (&'static str, &'static str),
    instance_attributes: &'static [wgpu::VertexAttribute],
    instance_size: usize,
    textures: u32,
) -> FamilyProgram {
    FamilyProgram {
        shader: Some(shader),
        topology: TriangleStrip,
        instance_attributes,
        instance_size,
        textures,
        reads_frame: false,
    }
}

/// The families with a program of their own, in [`Family::ALL`]'s order.
pub const FAMILIES: [Family; 9] = {
    let mut out = [Family::Billboard; 9];
    let (mut i, mut n) = (0, 0);
    while i < Family::ALL.len() {
        if family_program(Family::ALL[i]).shader.is_some() {
            out[n] = Family::ALL[i];
            n += 1;
        }
        i += 1;
    }
    assert!(n == out.len(), "FAMILIES holds every family with a program");
    out
};

/// The WGSL of a family, with the shared part in front.
pub fn family_source(family: Family) -> Option<String> {
    let (_, body) = family_program(family).shader?;
    Some(format!("{}\n{}", shaders::COMMON, body))
}

/// How a family's instances are assembled.
pub(super) fn topology(family: Family) -> wgpu::PrimitiveTopology {
    family_program(family).topology
}

/// The vertices each instance of a draw takes ([`topology`]; a model's are its mesh's
/// indices, drawn indexed).
pub(crate) fn vertices_per_instance(family: Family, octagon: bool) -> u32 {
    match (topology(family), octagon) {
        (TriangleStrip, true) => 8,
        (TriangleStrip, false) => 4,
        _ => 6,
    }
}

/// The instance buffer's layout of a family with a program.
pub(super) fn vertex_layout(family: Family) -> Option<wgpu::VertexBufferLayout<'static>> {
    let program = family_program(family);
    program.shader?;
    Some(wgpu::VertexBufferLayout {
        array_stride: program.instance_size as u64,
        step_mode: wgpu::VertexStepMode::Instance,
        attributes: program.instance_attributes,
    })
}

/// How many textures a family binds in group 2.
pub(super) fn texture_count(family: Family) -> u32 {
    family_program(family).textures
}

/// Whether a family's draws read the frame drawn so far (copied before each of them).
pub(super) fn reads_frame(family: Family) -> bool {
    family_program(family).reads_frame
}

const BILLBOARD_ATTRIBUTES: [wgpu::VertexAttribute; 8] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4, 5 => Float32x4, 6 => Float32x4, 7 => Float32x4
];

const MULTI_TEXTURE_ATTRIBUTES: [wgpu::VertexAttribute; 13] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Unorm8x4, 5 => Unorm8x4, 6 => Unorm8x4,
    7 => Float32x4, 8 => Float32x4, 9 => Float32x4, 10 => Float32x4, 11 => Float32x4, 12 => Float32x4
];

const LINE_ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Unorm8x4, 3 => Unorm8x4, 4 => Float32x4
];

const TRACER_ATTRIBUTES: [wgpu::VertexAttribute; 7] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Float32x4, 4 => Float32x4, 5 => Unorm8x4, 6 => Float32x4
];

const DISTORTION_ATTRIBUTES: [wgpu::VertexAttribute; 6] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4, 5 => Float32x4
];

const RADIAL_BLUR_ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4
];

const MODEL_ATTRIBUTES: [wgpu::VertexAttribute; 6] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4, 5 => Float32x4
];

const LENS_FLARE_ATTRIBUTES: [wgpu::VertexAttribute; 4] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Float32x4
];

const LIGHT_SHAFT_ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Float32x4, 4 => Float32x4
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every family's vertex attributes lie within its instance (a distortion sheet's record
    /// has words its program does not read): the program reads the draw list's instances
    /// within the stride the simulation lays them out at.
    #[test]
    fn each_familys_attributes_lie_within_its_instance() {
        for family in Family::ALL {
            let program = family_program(family);
            if program.shader.is_none() {
                continue;
            }
            let end = program
                .instance_attributes
                .iter()
                .map(|a| a.offset + a.format.size())
                .max()
                .unwrap_or(0);
            assert!(
                end as usize <= family.instance_size(),
                "{family:?}: attributes end at {end}, the instance is {} bytes",
                family.instance_size()
            );
        }
    }
}
