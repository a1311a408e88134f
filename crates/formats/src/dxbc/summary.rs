//! The readable description of a container that the command line prints.

use super::{Dxbc, SrvDimension, SystemValue, Variable, mask_letters};

impl Dxbc {
    /// A readable multi-line description for the command line.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let kind = if self.is_dxil() {
            "DXIL container"
        } else {
            "DXBC"
        };
        out.push_str(&format!(
            "{kind}, {} bytes, checksum {}\n",
            self.total_size,
            if self.checksum_valid {
                "valid"
            } else {
                "INVALID"
            }
        ));
        if let Some(p) = &self.program {
            out.push_str(&format!(
                "program: {} {} ({} dwords)\n",
                p.four_cc, p.version, p.length_dwords
            ));
        }
        out.push_str("parts:");
        for p in &self.parts {
            out.push_str(&format!(" {} ({} bytes)", p.four_cc, p.size));
        }
        out.push('\n');
        match &self.reflection {
            Some(r) => {
                out.push_str(&format!("target: {}, creator: {}\n", r.target, r.creator));
                for cb in &r.constant_buffers {
                    out.push_str(&format!(
                        "{} {} ({} bytes)\n",
                        cb.buffer_type, cb.name, cb.size
                    ));
                    for v in &cb.variables {
                        summarize_variable(&mut out, v);
                    }
                }
                for b in &r.bindings {
                    let space = b.space.map(|s| format!(", space{s}")).unwrap_or_default();
                    let count = if b.bind_count == 1 {
                        String::new()
                    } else {
                        format!(" ×{}", b.bind_count)
                    };
                    // Textures show their shape and return type; other kinds need neither.
                    let shape = if b.dimension == SrvDimension::UNKNOWN {
                        String::new()
                    } else {
                        format!(
                            " {}<{}{}>",
                            b.dimension,
                            b.return_type,
                            b.texture_components()
                        )
                    };
                    out.push_str(&format!(
                        "binding {}: {}{} : register({}{}){}\n",
                        b.name,
                        b.input_type,
                        shape,
                        b.register(),
                        space,
                        count
                    ));
                }
            }
            None => {
                if let Some(reason) = self.reflection_unavailable() {
                    out.push_str(&format!("reflection unavailable: {reason}\n"));
                }
            }
        }
        // An input's second mask is what the shader reads; an output's, what it never writes.
        for (title, rw_label, sig) in [
            ("input", "read", &self.input_signature),
            ("output", "never written", &self.output_signature),
            (
                "patch constant",
                "never written",
                &self.patch_constant_signature,
            ),
        ] {
            let Some(sig) = sig else { continue };
            out.push_str(&format!("{title} signature ({}):\n", sig.four_cc));
            for e in &sig.elements {
                let system_value = if e.system_value == SystemValue::UNDEFINED {
                    String::new()
                } else {
                    format!(" {}", e.system_value)
                };
                out.push_str(&format!(
                    "  {}{} {} v{}.{} ({} {}){}\n",
                    e.semantic_name,
                    e.semantic_index,
                    e.component_type,
                    e.register,
                    mask_letters(e.mask),
                    rw_label,
                    mask_letters(e.rw_mask),
                    system_value
                ));
            }
        }
        if let Some(stats) = &self.stats {
            let nonzero: Vec<String> = stats
                .named()
                .into_iter()
                .filter(|(_, v)| *v != 0)
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            out.push_str(&format!("stats: {}\n", nonzero.join(" ")));
        }
        out
    }
}

/// One line per variable (and nested lines per struct member).
fn summarize_variable(out: &mut String, v: &Variable) {
    let t = &v.type_desc;
    let array = if t.elements > 0 {
        format!("[{}]", t.elements)
    } else {
        String::new()
    };
    out.push_str(&format!(
        "  {} {}{} @ {} ({} bytes{})\n",
        t.name.as_deref().unwrap_or("?"),
        v.name,
        array,
        v.start_offset,
        v.size,
        if v.is_used() { ", used" } else { "" }
    ));
}
