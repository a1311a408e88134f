//! Every WGSL program the renderer compiles, gathered for validation: the effect families'
//! programs and the passes' (`shaders`).

use crate::shaders::*;

/// Every program as compiled, with its file name, for validation: the effect families'
/// (from their table, `effects::family_program`) and the other passes'.
pub fn all() -> Vec<(&'static str, String)> {
    let families = fxr_draw::Family::ALL.into_iter().filter_map(|family| {
        let (file, _) = crate::effects::family_program(family).shader?;
        Some((file, crate::effects::family_source(family)?))
    });
    let passes = [
        ("bloom.wgsl", BLOOM),
        ("background.wgsl", BACKGROUND),
        ("tonemap.wgsl", TONEMAP),
        ("test_sprite.wgsl", TEST_SPRITE),
        ("lanes.wgsl", LANES),
        ("water.wgsl", WATER),
        ("detail.wgsl", DETAIL),
        ("gpu_particles.wgsl", GPU_PARTICLES),
    ];
    families
        .chain(passes.map(|(file, source)| (file, source.to_string())))
        .collect()
}

#[cfg(test)]
mod tests {
    /// Every WGSL file parses and validates with naga, the compiler wgpu itself uses.
    #[test]
    fn every_shader_validates() {
        for (name, source) in super::all() {
            let module = naga::front::wgsl::parse_str(&source)
                .unwrap_or_else(|e| panic!("{name}: {}", e.emit_to_string(&source)));
            naga::valid::Validator::new(
                naga::valid::ValidationFlags::all(),
                naga::valid::Capabilities::empty(),
            )
            .validate(&module)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        }
    }

    /// The GPU particles' WGSL structs (`shaders/gpu_particles.wgsl`) and the Rust structs
    /// the CPU writes (`sim::gpu_particles`, described by `layout::buffers`) are written
    /// separately: every member of each, by name, at the same offset, and the same size.
    #[test]
    fn gpu_particle_structs_match_the_rust_layouts() {
        use fxr_draw::gpu_particles::buffer_layouts as buffers;
        let source = crate::shaders::GPU_PARTICLES;
        let module = naga::front::wgsl::parse_str(source).expect("parses");
        let mut layouter = naga::proc::Layouter::default();
        layouter.update(module.to_ctx()).expect("lays out");
        let layouts = buffers();
        for (wgsl, buffer) in [
            ("Params", "params"),
            ("System", "systems"),
            ("Emission", "emissions"),
            ("Force", "forces"),
        ] {
            let layout = layouts
                .iter()
                .find(|b| b.name == buffer)
                .unwrap_or_else(|| panic!("no buffer {buffer}"));
            let (handle, ty) = module
                .types
                .iter()
                .find(|(_, t)| t.name.as_deref() == Some(wgsl))
                .unwrap_or_else(|| panic!("no struct {wgsl} in the WGSL"));
            let naga::TypeInner::Struct { members, .. } = &ty.inner else {
                panic!("{wgsl} is not a struct");
            };
            assert_eq!(
                layouter[handle].size as usize, layout.stride,
                "{wgsl}: size"
            );
            let documented: Vec<(&str, usize)> =
                layout.members.iter().map(|m| (m.name, m.offset)).collect();
            let declared: Vec<(&str, usize)> = members
                .iter()
                .map(|m| (m.name.as_deref().unwrap_or_default(), m.offset as usize))
                .filter(|(name, _)| *name != "pad")
                .collect();
            assert_eq!(declared, documented, "{wgsl}");
        }
    }

    /// The WGSL structs of the constant buffers (`shaders/common.wgsl`) and the Rust layouts
    /// the draw list fills (`constants::PS_COMMON`, `VS_COMMON`) are written separately: naga
    /// reflects the WGSL and every member must be the Rust variable of that name, at the same
    /// offset, of the same type, and every Rust variable a member (padding aside), with the
    /// same size.
    #[test]
    fn wgsl_constant_buffers_match_the_rust_layouts() {
        use fxr_draw::constants::{Layout, PS_COMMON, VS_COMMON, ValueType};
        use naga::{ScalarKind, TypeInner, VectorSize};
        let source = crate::effects::family_source(fxr_draw::Family::Billboard)
            .expect("the billboard family has a program");
        let module = naga::front::wgsl::parse_str(&source).expect("parses");
        let mut layouter = naga::proc::Layouter::default();
        layouter.update(module.to_ctx()).expect("lays out");
        let value_type = |inner: &TypeInner| -> Option<ValueType> {
            Some(match inner {
                TypeInner::Scalar(s) if s.kind == ScalarKind::Float && s.width == 4 => {
                    ValueType::Float
                }
                TypeInner::Scalar(s) if s.kind == ScalarKind::Sint && s.width == 4 => {
                    ValueType::Int
                }
                TypeInner::Vector {
                    size: VectorSize::Bi,
                    scalar,
                } if scalar.kind == ScalarKind::Float => ValueType::Float2,
                TypeInner::Vector {
                    size: VectorSize::Quad,
                    scalar,
                } if scalar.kind == ScalarKind::Float => ValueType::Float4,
                TypeInner::Matrix {
                    columns: VectorSize::Quad,
                    rows: VectorSize::Quad,
                    ..
                } => ValueType::Float4x4,
                _ => return None,
            })
        };
        let check = |layout: &Layout| {
            let (handle, ty) = module
                .types
                .iter()
                .find(|(_, t)| t.name.as_deref() == Some(layout.name))
                .unwrap_or_else(|| panic!("no struct {} in the WGSL", layout.name));
            let TypeInner::Struct { members, span } = &ty.inner else {
                panic!("{} is not a struct", layout.name);
            };
            assert_eq!(*span as usize, layout.size, "{}: size", layout.name);
            assert_eq!(layouter[handle].size as usize, layout.size);
            let mut seen = 0;
            for m in members {
                let name = m.name.as_deref().unwrap_or_default();
                if name.starts_with("_pad") {
                    continue;
                }
                let v = layout
                    .variable(name)
                    .unwrap_or_else(|| panic!("{}.{name} is not in the Rust layout", layout.name));
                assert_eq!(
                    v.offset, m.offset as usize,
                    "{}.{name}: offset",
                    layout.name
                );
                assert_eq!(
                    value_type(&module.types[m.ty].inner),
                    Some(v.value_type),
                    "{}.{name}: type",
                    layout.name
                );
                seen += 1;
            }
            assert_eq!(
                seen,
                layout.variables.len(),
                "{}: every Rust variable is a WGSL member",
                layout.name
            );
        };
        check(&PS_COMMON);
        check(&VS_COMMON);
    }
}
