//! The demo shader bundle: a stand-in for the game's effect shader bundle
//! (`/shader/gxffxshader.shaderbnd.dcx`) so the viewer can show the engine's constant buffer
//! layout without game files. It holds one pixel program per program name the renderer gives
//! its draws (`render::draws`), each a DXBC container carrying only its interface:
//!
//! | part | contents |
//! |---|---|
//! | `RDEF` | ps_5_0 reflection: `PSCommonBuffer` (cbuffer, 960 bytes, register b0) with the variables below; creator [`DEMO_SHADER_CREATOR`] |
//! | `OSGN` | `SV_Target0` and `SV_Target1`, float4 (every Sekiro effect pixel program writes two targets) |
//! | `SHEX` | no code: the version token, the length (3) and `ret` ([`dxbc::empty_program`]) |
//!
//! The programs carry no real bytecode: they cannot be run or disassembled, only inspected.
//! The binder is laid out as the demo effect binder is (a DCX DFLT with Elden Ring's header
//! around a BND4 with UTF-16 names, ids and a hash table); its entries are named as the real
//! bundle names its members, `<ProgramName>.ppo`, with ids 0, 1, … in name order. Vertex
//! programs (`.vpo`) are not included.
//!
//! What the reflection states, and on what authority (seeds 000, "Effect shader programs"):
//!
//! | fact | source |
//! |---|---|
//! | the buffer's name, `PSCommonBuffer`, and size, 960 bytes (Sekiro) | Observed |
//! | `g_color` at offset 0 | Observed (Elden Ring's 832-byte buffer: "g_color at 0") |
//! | every variable name of [`PS_COMMON_VARIABLES`] | Observed, in the note's text |
//! | the types | Inferred from the values the note gives (four-component colours and scales, integer words) |
//! | every other offset | **not recorded by the note**: fxr-view packs the variables in the note's order by HLSL's rules; they are placeholders, not the engine's |
//! | register b0 | Inferred: "pixel programs use the constant buffers at registers 0 (all) and 7" |
//!
//! The note names no radial-blur, light-shaft or lighting-parameter variables, so the 960
//! bytes are mostly unnamed here. [`offset_is_stated`] tells the placeholder offsets from the
//! recorded ones.

use super::DemoError;
use fxr_formats::bnd4::{self, Bnd4, BndEntry};
use fxr_formats::dcx::{self, Dcx, DcxCompression};
use fxr_formats::dxbc::{
    self, CbufferType, ComponentType, ConstantBuffer, Dxbc, MinPrecision, Part, ProgramType,
    Reflection, ResourceBinding, ReturnType, ShaderInputType, ShaderVersion, Signature,
    SignatureElement, SrvDimension, SystemValue, TypeDesc, Variable, VariableClass, VariableType,
};

/// The file name to offer for the demo shader bundle.
pub const DEMO_SHADER_BUNDLE_NAME: &str = "fxr-view-demo-gxffxshader.shaderbnd.dcx";

/// The creator string of every demo program's reflection: it says in the file itself that
/// the programs are ours and which of their facts are the engine's.
pub const DEMO_SHADER_CREATOR: &str = "fxr-view demo shader bundle: no code; PSCommonBuffer names, size and g_color offset from research notes, other offsets placeholders";

/// The name of the pixel programs' common constant buffer.
pub const PS_COMMON_BUFFER: &str = "PSCommonBuffer";

/// Its size in Sekiro (seeds 000).
pub const PS_COMMON_SIZE: u32 = 960;

/// The register of `PSCommonBuffer` (b0; Inferred).
pub const PS_COMMON_REGISTER: u32 = 0;

/// The file name extension of a pixel program in the bundle.
pub use fxr_formats::dxbc::PIXEL_PROGRAM_EXTENSION;

/// An HLSL type of a constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HlslType {
    /// `float`.
    Float,
    /// `float2`.
    Float2,
    /// `float4`.
    Float4,
    /// `int`.
    Int,
}

impl HlslType {
    /// Its size in bytes.
    pub fn size(self) -> u32 {
        match self {
            HlslType::Float | HlslType::Int => 4,
            HlslType::Float2 => 8,
            HlslType::Float4 => 16,
        }
    }

    /// The reflection's type description (SM5: with the HLSL name).
    pub fn type_desc(self) -> TypeDesc {
        let (class, base_type, columns, name) = match self {
            HlslType::Float => (VariableClass::SCALAR, VariableType::FLOAT, 1, "float"),
            HlslType::Float2 => (VariableClass::VECTOR, VariableType::FLOAT, 2, "float2"),
            HlslType::Float4 => (VariableClass::VECTOR, VariableType::FLOAT, 4, "float4"),
            HlslType::Int => (VariableClass::SCALAR, VariableType::INT, 1, "int"),
        };
        TypeDesc {
            class,
            base_type,
            rows: 1,
            columns,
            elements: 0,
            members: Vec::new(),
            name: Some(name.to_string()),
        }
    }
}

/// A variable of the engine's `PSCommonBuffer` as the notes name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct EngineVariable {
    /// The engine's name.
    pub name: &'static str,
    /// Its type.
    #[serde(rename = "type")]
    pub hlsl: HlslType,
    /// The offset the note records, if it records one.
    pub stated_offset: Option<u32>,
}

const fn engine(name: &'static str, hlsl: HlslType) -> EngineVariable {
    EngineVariable {
        name,
        hlsl,
        stated_offset: None,
    }
}

/// The variables of Sekiro's `PSCommonBuffer` that seeds 000 names, in the order it names
/// them: the colour, the colour scale and glow colour, the texture and colour combination
/// words, the soft-edge and fog switches, the tracer parameters, the distortion parameters,
/// the lighting switch, the exposure values and the distortion's view rectangle and scale.
pub const PS_COMMON_VARIABLES: &[EngineVariable] = &[
    EngineVariable {
        name: "g_color",
        hlsl: HlslType::Float4,
        stated_offset: Some(0),
    },
    engine("g_vColorScale", HlslType::Float4),
    engine("g_psGlowScale", HlslType::Float4),
    engine("g_ps_TexBlendType", HlslType::Int),
    engine("g_ps_TexBlendType2", HlslType::Int),
    engine("g_ps_TexBlendType3", HlslType::Int),
    engine("g_ps_ColorBlendType", HlslType::Int),
    engine("g_ps_BlendingMode", HlslType::Int),
    engine("g_ps_FogMultMode", HlslType::Int),
    engine("g_ps_bPreAlphaMult", HlslType::Int),
    engine("g_flipbookBlendMode", HlslType::Int),
    engine("g_ps_softSpriteScaleOffset", HlslType::Float4),
    engine("g_ps_bEnableFog", HlslType::Int),
    engine("g_vTracerParam", HlslType::Float4),
    engine("g_waveStrength", HlslType::Float),
    engine("g_clampDistanceInverse", HlslType::Float),
    engine("g_waveTime", HlslType::Float),
    engine("g_waveNum", HlslType::Float),
    engine("g_vNormalMapScrollDistance", HlslType::Float),
    engine("g_hNormalMapScrollDistance", HlslType::Float),
    engine("g_normalMapScrollScale", HlslType::Float2),
    engine("g_ps_bEnableLighting", HlslType::Int),
    engine("g_ps_preExposure", HlslType::Float),
    engine("g_ps_invPreExposure", HlslType::Float),
    engine("g_transductionAlphaToColorScale", HlslType::Float),
    engine("g_resolveRectUV", HlslType::Float4),
    engine("g_dynamicResolution_UVScale", HlslType::Float2),
];

/// Whether the offset the demo bundle gives `name` is the one the notes record (otherwise
/// it is a placeholder of ours, or the name is not in the list).
pub fn offset_is_stated(name: &str) -> bool {
    PS_COMMON_VARIABLES
        .iter()
        .any(|v| v.name == name && v.stated_offset.is_some())
}

/// Offsets by HLSL's constant buffer packing: each value follows the previous one unless it
/// would cross a 16-byte register, then it starts the next; a recorded offset is kept.
fn packed_offsets(variables: &[EngineVariable]) -> Vec<u32> {
    let mut next = 0u32;
    variables
        .iter()
        .map(|v| {
            let size = v.hlsl.size();
            let at = match v.stated_offset {
                Some(at) => at,
                None if next % 16 + size > 16 => next.div_ceil(16) * 16,
                None => next,
            };
            next = at + size;
            at
        })
        .collect()
}

/// The demo's `PSCommonBuffer` reflection: [`PS_COMMON_VARIABLES`] at their offsets (the
/// recorded one, placeholders for the rest), 960 bytes. Variable flags are 0: the programs
/// have no code, so no variable is marked as read.
pub fn ps_common_buffer() -> ConstantBuffer {
    let variables = PS_COMMON_VARIABLES
        .iter()
        .zip(packed_offsets(PS_COMMON_VARIABLES))
        .map(|(v, start_offset)| Variable {
            name: v.name.to_string(),
            start_offset,
            size: v.hlsl.size(),
            flags: 0,
            type_desc: v.hlsl.type_desc(),
            default_value: None,
            texture_sampler_slots: Some([u32::MAX, 0, u32::MAX, 0]),
        })
        .collect();
    ConstantBuffer {
        name: PS_COMMON_BUFFER.to_string(),
        buffer_type: CbufferType::CBUFFER,
        size: PS_COMMON_SIZE,
        flags: 0,
        variables,
    }
}

/// The pixel programs the renderer's draws name (`render::draws`' program names: every
/// family and variant it can give), sorted. Some combinations may not exist in the game's
/// bundle (e.g. the Bump forms with GlowD are Elden Ring's); they are here because the
/// viewer can name them.
pub fn pixel_program_names() -> Vec<String> {
    let on = |flag: bool, word: &'static str| if flag { word } else { "" };
    let mut names = Vec::new();
    for soft in [false, true] {
        for blend in [false, true] {
            for glow in [false, true] {
                let (s, b, g) = (on(soft, "Soft"), on(blend, "Blend"), on(glow, "GlowD"));
                names.push(format!("GXFfxtessellate{s}{b}Texture{g}"));
                names.push(format!("GXFfxtessellate{s}{b}BumpTexture{g}"));
                names.push(format!("GXFfxtessellate{s}{b}MultiTexture{g}"));
            }
        }
        for mode in ["", "Bump", "Rotation"] {
            names.push(format!("GXFfxdistortion{}{mode}", on(soft, "Soft")));
        }
    }
    for glow in ["", "GlowD"] {
        names.push(format!("GXFfxtessellatePointSprite{glow}"));
        names.push(format!("GXFfxtessellateTracerTexture{glow}"));
    }
    names.extend(
        [
            "GXFfxtessellateLineColorOnly",
            "GXFfxtessellateQuadLineColorOnly",
            "GXFfxradialBlur",
            "GXFfxSoftRadialBlur",
        ]
        .map(String::from),
    );
    names.sort();
    names
}

/// The reflection every demo pixel program carries.
pub fn pixel_reflection() -> Reflection {
    Reflection {
        target: ShaderVersion {
            program_type: ProgramType::PIXEL,
            major: 5,
            minor: 0,
        },
        flags: 0,
        creator: DEMO_SHADER_CREATOR.to_string(),
        constant_buffers: vec![ps_common_buffer()],
        bindings: vec![ResourceBinding {
            name: PS_COMMON_BUFFER.to_string(),
            input_type: ShaderInputType::CBUFFER,
            return_type: ReturnType::NONE,
            dimension: SrvDimension::UNKNOWN,
            sample_count: 0,
            bind_point: PS_COMMON_REGISTER,
            bind_count: 1,
            flags: 0,
            space: None,
            id: None,
        }],
        interface_slot_count: Some(0),
    }
}

/// The two render targets every effect pixel program writes.
fn two_targets() -> Signature {
    let target = |index: u32| SignatureElement {
        stream: 0,
        semantic_name: "SV_Target".to_string(),
        semantic_index: index,
        // fxc stores 0 for SV_Target outputs and names them by their semantic.
        system_value: SystemValue::UNDEFINED,
        component_type: ComponentType::FLOAT32,
        register: index,
        mask: 0xF,
        rw_mask: 0,
        min_precision: MinPrecision::DEFAULT,
    };
    Signature {
        four_cc: "OSGN".to_string(),
        elements: vec![target(0), target(1)],
    }
}

/// One demo pixel program (the same for every name: the names differ, the interface does
/// not, as far as the notes record it).
pub fn pixel_program() -> Result<Dxbc, DemoError> {
    let reflection = pixel_reflection();
    Ok(Dxbc::from_parts(vec![
        Part::new("RDEF", dxbc::write_rdef(&reflection)?),
        Part::new("OSGN", dxbc::write_signature(&two_targets())?),
        Part::new("SHEX", dxbc::empty_program(reflection.target)),
    ])?)
}

/// The demo shader bundle, uncompressed: one `<ProgramName>.ppo` per
/// [`pixel_program_names`], ids in that order.
pub fn demo_shader_bnd() -> Result<Bnd4, DemoError> {
    let program = dxbc::write(&pixel_program()?)?;
    let mut bnd = Bnd4::new_elden_ring();
    for (id, name) in pixel_program_names().into_iter().enumerate() {
        let id = i32::try_from(id).unwrap_or(i32::MAX);
        bnd.entries.push(BndEntry::new(
            Some(id),
            Some(format!("{name}{PIXEL_PROGRAM_EXTENSION}")),
            program.clone(),
        ));
    }
    bnd.rebuild_hash_table();
    Ok(bnd)
}

/// The demo shader bundle as a `.shaderbnd.dcx` file ([`DEMO_SHADER_BUNDLE_NAME`]).
pub fn demo_shader_bundle() -> Result<Vec<u8>, DemoError> {
    let data = bnd4::write(&demo_shader_bnd()?)?;
    Ok(dcx::write(&Dcx {
        compression: DcxCompression::DEFLATE_ER,
        data,
    })?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_library::Library;

    #[test]
    fn packing_follows_hlsl_and_keeps_the_recorded_offset() {
        let offsets = packed_offsets(PS_COMMON_VARIABLES);
        let at = |name: &str| {
            offsets[PS_COMMON_VARIABLES
                .iter()
                .position(|v| v.name == name)
                .unwrap()]
        };
        // (name, offset): the colour and two scales fill three registers, the eight words the
        // next two, the soft-sprite float4 the sixth; the fog switch opens a register the
        // tracer float4 cannot share; float2 after six floats still fits its register.
        for (name, offset) in [
            ("g_color", 0),
            ("g_vColorScale", 16),
            ("g_psGlowScale", 32),
            ("g_ps_TexBlendType", 48),
            ("g_flipbookBlendMode", 76),
            ("g_ps_softSpriteScaleOffset", 80),
            ("g_ps_bEnableFog", 96),
            ("g_vTracerParam", 112),
            ("g_waveStrength", 128),
            ("g_normalMapScrollScale", 152),
            ("g_ps_bEnableLighting", 160),
            ("g_resolveRectUV", 176),
            ("g_dynamicResolution_UVScale", 192),
        ] {
            assert_eq!(at(name), offset, "{name}");
        }
        for (v, &offset) in PS_COMMON_VARIABLES.iter().zip(&offsets) {
            assert!(
                offset % 16 + v.hlsl.size() <= 16,
                "{} crosses a register",
                v.name
            );
        }
        assert!(offsets.windows(2).all(|w| w[0] < w[1]));
        assert!(
            offset_is_stated("g_color")
                && !offset_is_stated("g_vColorScale")
                && !offset_is_stated("g_nothing")
        );
    }

    #[test]
    fn program_names_cover_every_family() {
        let names = pixel_program_names();
        assert_eq!(names.len(), 38);
        for name in [
            "GXFfxtessellateTexture",
            "GXFfxtessellateSoftBlendBumpTextureGlowD",
            "GXFfxtessellateSoftMultiTextureGlowD",
            "GXFfxtessellatePointSpriteGlowD",
            "GXFfxtessellateLineColorOnly",
            "GXFfxtessellateQuadLineColorOnly",
            "GXFfxtessellateTracerTextureGlowD",
            "GXFfxdistortion",
            "GXFfxdistortionSoftBump",
            "GXFfxdistortionRotation",
            "GXFfxradialBlur",
            "GXFfxSoftRadialBlur",
        ] {
            assert!(names.iter().any(|n| n == name), "{name}");
        }
        let mut unique = names.clone();
        unique.dedup();
        assert_eq!(unique, names);
    }

    #[test]
    fn the_bundle_opens_in_the_library_with_the_engines_buffer() {
        let bytes = demo_shader_bundle().unwrap();
        assert_eq!(demo_shader_bundle().unwrap(), bytes, "deterministic");
        let mut library = Library::new();
        let summary = library.open(DEMO_SHADER_BUNDLE_NAME, &bytes).unwrap();
        assert_eq!(
            (summary.format.as_str(), summary.shaders),
            ("BND4", 38),
            "{summary:?}"
        );
        assert!(dcx::is_dcx(&bytes));
        assert!(summary.errors.is_empty(), "{:?}", summary.errors);
        let listed: Vec<&str> = library.shaders().iter().map(|s| s.name.as_str()).collect();
        let expected: Vec<String> = pixel_program_names()
            .iter()
            .map(|n| format!("{n}.ppo"))
            .collect();
        assert_eq!(listed, expected);

        let program = library
            .shader("GXFfxtessellateSoftMultiTextureGlowD")
            .unwrap();
        assert_eq!(program.name, "GXFfxtessellateSoftMultiTextureGlowD.ppo");
        let dxbc = &program.dxbc;
        assert!(dxbc.checksum_valid);
        assert_eq!(
            dxbc.program.as_ref().unwrap().version.to_string(),
            "ps_5_0 (pixel)"
        );
        assert_eq!(dxbc.output_signature.as_ref().unwrap().elements.len(), 2);
        let reflection = dxbc.reflection.as_ref().unwrap();
        assert_eq!(reflection.creator, DEMO_SHADER_CREATOR);
        assert_eq!(
            reflection.binding(PS_COMMON_BUFFER).unwrap().register(),
            "b0"
        );
        let cb = reflection.constant_buffer(PS_COMMON_BUFFER).unwrap();
        assert_eq!(cb.size, 960);
        assert_eq!(cb.variables.len(), PS_COMMON_VARIABLES.len());
        let g_color = &cb.variables[0];
        assert_eq!(
            (
                g_color.name.as_str(),
                g_color.start_offset,
                g_color.size,
                g_color.type_desc.name.as_deref()
            ),
            ("g_color", 0, 16, Some("float4"))
        );
        // Every name the note gives, with its type.
        for (v, expected) in cb.variables.iter().zip(PS_COMMON_VARIABLES) {
            assert_eq!(v.name, expected.name);
            assert_eq!(v.type_desc, expected.hlsl.type_desc());
            assert!(v.start_offset + v.size <= cb.size);
        }
        for name in [
            "g_ps_TexBlendType",
            "g_ps_ColorBlendType",
            "g_flipbookBlendMode",
            "g_vTracerParam",
            "g_ps_bEnableLighting",
            "g_waveStrength",
        ] {
            assert!(cb.variables.iter().any(|v| v.name == name), "{name}");
        }
        assert!(
            dxbc.summary()
                .contains("cbuffer PSCommonBuffer (960 bytes)")
        );
    }

    #[test]
    fn every_member_writes_back_byte_for_byte() {
        let bnd = demo_shader_bnd().unwrap();
        for entry in &bnd.entries {
            let dxbc = dxbc::read(&entry.data).unwrap();
            assert_eq!(dxbc::write(&dxbc).unwrap(), entry.data);
            assert_eq!(dxbc.reflection.unwrap(), pixel_reflection());
        }
    }
}
