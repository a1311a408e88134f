//! A draw's pipeline blend from the file's blend mode (seeds 000: 6 → g_ps_BlendingMode 1 and
//! source alpha over inverse source alpha; 4 and 7 → 2 and source alpha onto one; the other
//! modes are ours, named as such).

use crate::constants::Provenance;
use crate::list::{Blend, BlendComponent, Factor, Operation};

/// The pipeline blend and g_ps_BlendingMode for a file's blendMode.
pub fn blend_for_mode(mode: i32, transparent: bool) -> (Blend, i32, Provenance) {
    // With a transparent output the programs write premultiplied colour (g_outputCoverage),
    // so the same blends take One where they take source alpha.
    let src = if transparent {
        Factor::One
    } else {
        Factor::SrcAlpha
    };
    let over = BlendComponent {
        src,
        dst: Factor::InvSrcAlpha,
        op: Operation::Add,
    };
    let add = BlendComponent {
        src,
        dst: Factor::One,
        op: Operation::Add,
    };
    // The alpha channel: with a transparent output it holds coverage (our choice); otherwise
    // the captures' rules (source one and destination zero for most draws; source zero and
    // destination one keeps the target's alpha; which draw takes which is not recorded, so
    // over-blends take the first and additive ones the second).
    let coverage = BlendComponent {
        src: Factor::One,
        dst: Factor::InvSrcAlpha,
        op: Operation::Add,
    };
    let alpha_over = if transparent {
        coverage
    } else {
        BlendComponent {
            src: Factor::One,
            dst: Factor::Zero,
            op: Operation::Add,
        }
    };
    let alpha_keep = if transparent {
        coverage
    } else {
        BlendComponent {
            src: Factor::Zero,
            dst: Factor::One,
            op: Operation::Add,
        }
    };
    match mode {
        6 => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::EngineDefault {
                note: "seeds 000: blendMode 6 gives g_ps_BlendingMode 1, source alpha over inverse source alpha",
            },
        ),
        4 | 7 => (
            Blend {
                color: add,
                alpha: alpha_keep,
            },
            2,
            Provenance::EngineDefault {
                note: "seeds 000: blendMode 4 and 7 give g_ps_BlendingMode 2, source alpha onto one",
            },
        ),
        2 => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::Ours {
                note: "Normal: drawn as mode 6 (the library calls 6 'about Normal')",
            },
        ),
        0 => (
            Blend {
                color: add,
                alpha: alpha_keep,
            },
            2,
            Provenance::Ours {
                note: "Unk0: drawn as Add (the library calls it 'about Add')",
            },
        ),
        1 => (
            Blend {
                color: BlendComponent {
                    src: Factor::One,
                    dst: Factor::Zero,
                    op: Operation::Add,
                },
                alpha: alpha_over,
            },
            0,
            Provenance::Ours {
                note: "Source: replaces what is behind",
            },
        ),
        3 => (
            Blend {
                color: BlendComponent {
                    src: Factor::DestColor,
                    dst: Factor::Zero,
                    op: Operation::Add,
                },
                alpha: alpha_keep,
            },
            3,
            Provenance::Ours {
                note: "Multiply: the colour multiplies what is behind",
            },
        ),
        5 => (
            Blend {
                color: BlendComponent {
                    src,
                    dst: Factor::One,
                    op: Operation::ReverseSubtract,
                },
                alpha: alpha_keep,
            },
            5,
            Provenance::Ours {
                note: "Subtract: what is behind minus the colour",
            },
        ),
        _ => (
            Blend {
                color: over,
                alpha: alpha_over,
            },
            1,
            Provenance::Ours {
                note: "an unknown blend mode: drawn as mode 6",
            },
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// seeds 000: blendMode 6 → g_ps_BlendingMode 1 and source alpha over inverse source
    /// alpha; 4 and 7 → 2 and source alpha onto one.
    #[test]
    fn blend_mode_mapping() {
        let (b6, m6, _) = blend_for_mode(6, false);
        assert_eq!(m6, 1);
        assert_eq!(
            (b6.color.src, b6.color.dst),
            (Factor::SrcAlpha, Factor::InvSrcAlpha)
        );
        for mode in [4, 7] {
            let (b, m, _) = blend_for_mode(mode, false);
            assert_eq!(m, 2);
            assert_eq!((b.color.src, b.color.dst), (Factor::SrcAlpha, Factor::One));
        }
        // Transparent output keeps coverage in alpha for every mode, and takes premultiplied
        // colour.
        for mode in 0..8 {
            let (b, _, _) = blend_for_mode(mode, true);
            assert_eq!(
                (b.alpha.src, b.alpha.dst),
                (Factor::One, Factor::InvSrcAlpha)
            );
            assert_ne!(b.color.src, Factor::SrcAlpha);
        }
    }
}
