//! The effect renderer's unit tests: the vertex inputs against the instances and the WGSL.

use super::families::{FAMILIES, family_source, vertex_layout};
use super::pipelines::mesh_layout;
use fxr_draw::Family;

/// The vertex inputs are written three times: the instance structs the simulation fills
/// (`sim::instances`, `#[repr(C)]` and `Pod`, so without padding), the attributes the
/// pipelines declare, and the WGSL `@location`s. The attributes must tile the struct
/// exactly (each starting where the last ended, ending at its size), and every location
/// the family's vertex program reads must be an attribute with as many components of the
/// same kind (floats, or unsigned integers).
#[test]
fn vertex_attributes_match_the_instances_and_the_wgsl() {
    use naga::{Binding, ScalarKind, ShaderStage, TypeInner};
    for family in FAMILIES {
        let layout = vertex_layout(family).expect("a family with a program");
        let mut end = 0;
        for a in layout.attributes {
            assert_eq!(a.offset, end, "{family:?} location {}", a.shader_location);
            end += a.format.size();
        }
        // Three records end with values no program reads: an explicit pad
        // (`DistortionInstance::pad`, 12 bytes; `RadialBlurInstance::pad`, 4) or, for the
        // models, the model id the draws split by, the age and a pad (12).
        let trailing_pad = match family {
            Family::Distortion | Family::Model => 12,
            Family::RadialBlur => 4,
            _ => 0,
        };
        assert_eq!(
            end + trailing_pad,
            layout.array_stride,
            "{family:?}: the instance's size"
        );

        // The model family reads a second buffer, the mesh's vertices, which its attributes
        // tile exactly.
        let mut attributes = layout.attributes.to_vec();
        if family == Family::Model {
            let mesh = mesh_layout();
            let mut end = 0;
            for a in mesh.attributes {
                assert_eq!(a.offset, end, "mesh location {}", a.shader_location);
                end += a.format.size();
            }
            assert_eq!(end, mesh.array_stride, "the mesh vertex's size");
            attributes.extend_from_slice(mesh.attributes);
        }

        let source = family_source(family).expect("a program");
        let module = naga::front::wgsl::parse_str(&source).expect("parses");
        let entry = module
            .entry_points
            .iter()
            .find(|e| e.stage == ShaderStage::Vertex)
            .expect("a vertex program");
        // (location, components, kind) of every input with a location.
        let mut inputs = Vec::new();
        let mut add = |binding: &Option<Binding>, ty: naga::Handle<naga::Type>| {
            if let Some(Binding::Location { location, .. }) = binding {
                let (components, kind) = match module.types[ty].inner {
                    TypeInner::Scalar(s) => (1, s.kind),
                    TypeInner::Vector { size, scalar } => (size as u32, scalar.kind),
                    ref other => panic!("{family:?} location {location}: {other:?}"),
                };
                inputs.push((*location, components, kind));
            }
        };
        for argument in &entry.function.arguments {
            add(&argument.binding, argument.ty);
            if let TypeInner::Struct { members, .. } = &module.types[argument.ty].inner {
                for m in members {
                    add(&m.binding, m.ty);
                }
            }
        }
        assert_eq!(
            inputs.len(),
            attributes.len(),
            "{family:?}: the WGSL reads {} locations, the pipeline declares {}",
            inputs.len(),
            attributes.len()
        );
        for (location, components, kind) in inputs {
            let a = attributes
                .iter()
                .find(|a| a.shader_location == location)
                .unwrap_or_else(|| panic!("{family:?}: no attribute at location {location}"));
            let (want_components, want_kind) = match a.format {
                wgpu::VertexFormat::Float32 => (1, ScalarKind::Float),
                wgpu::VertexFormat::Float32x2 => (2, ScalarKind::Float),
                wgpu::VertexFormat::Float32x3 => (3, ScalarKind::Float),
                wgpu::VertexFormat::Float32x4 | wgpu::VertexFormat::Unorm8x4 => {
                    (4, ScalarKind::Float)
                }
                wgpu::VertexFormat::Uint32 => (1, ScalarKind::Uint),
                other => panic!("{family:?} location {location}: {other:?} not checked"),
            };
            assert_eq!(
                (components, kind),
                (want_components, want_kind),
                "{family:?} location {location}"
            );
        }
    }
}
