//! The resource lists part of `fxr-view check`: every effect binder that keeps lists (an
//! Elden Ring, Armored Core 6 or Nightreign one, or any holding a list) has each effect's
//! list checked against the textures and models the effect names
//! (`fxr_formats::resource_list::binder::check_binder`, with the binder's own models and
//! textures), and the counts summed over the folder, with the effects whose list disagrees,
//! is missing or does not read named per binder.

use fxr_formats::bnd4::Bnd4;
use fxr_formats::resource_list::binder::{self, BinderListReport, ListSummary, ListVerdict};

/// The `resource_lists` object of `check --json`.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct ListsReport {
    /// Binders that keep lists (those checked).
    pub binders: usize,
    /// The counts over every binder checked: `seen`, `agree`, `agree_partly_checked`,
    /// `disagree`, `missing`, `unreadable`, `unreadable_effects`.
    #[serde(flatten)]
    pub summary: ListSummary,
    /// Per binder with an effect whose list does not agree: which, and how.
    pub findings: Vec<BinderFindings>,
}

/// The effects of one binder whose list does not agree.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct BinderFindings {
    /// The binder (`binder!entry` for one inside another).
    pub file: String,
    /// Effects whose list names other things than they use.
    pub disagree: Vec<Disagreement>,
    /// Effects without a list.
    pub missing: Vec<i32>,
    /// Effects whose list does not read.
    pub unreadable: Vec<UnreadableList>,
}

/// An effect whose list does not read.
#[derive(Debug, Clone, serde::Serialize)]
pub struct UnreadableList {
    /// The effect's id.
    pub effect: i32,
    /// Why the list does not read.
    pub reason: String,
}

/// How one effect's list disagrees.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Disagreement {
    /// The effect's id.
    pub effect: i32,
    /// Names the effect uses that the list lacks.
    pub missing: Vec<String>,
    /// Names the list holds that the effect does not use.
    pub extra: Vec<String>,
    /// The same names, in another order.
    pub order_only: bool,
}

impl ListsReport {
    /// Checks the lists of binder `bnd`, found as `file`; a binder that keeps none is not
    /// counted.
    pub fn add_binder(&mut self, file: &str, bnd: &Bnd4) {
        let report = binder::check_binder(bnd, &super::limits());
        if !report.keeps_lists {
            return;
        }
        self.binders += 1;
        self.summary.add(&report.summary);
        if let Some(findings) = findings(file, &report) {
            self.findings.push(findings);
        }
    }

    /// The text report's lines (none when no binder keeps lists).
    pub fn lines(&self) -> Vec<String> {
        if self.binders == 0 {
            return Vec::new();
        }
        let s = &self.summary;
        let mut lines = vec![format!(
            "resource lists: {} effects in {} binders: {} agree ({} partly checked: a model's \
             textures unknown), {} disagree, {} missing, {} unreadable",
            s.seen,
            self.binders,
            s.agree,
            s.agree_partly_checked,
            s.disagree,
            s.missing,
            s.unreadable
        )];
        for f in &self.findings {
            for d in &f.disagree {
                let what = if d.order_only {
                    "the same names in another order".to_string()
                } else {
                    format!("lacks {:?}, also names {:?}", d.missing, d.extra)
                };
                lines.push(format!(
                    "resource list disagrees: {} effect {}: {what}",
                    f.file, d.effect
                ));
            }
            if !f.missing.is_empty() {
                let ids: Vec<String> = f.missing.iter().map(i32::to_string).collect();
                lines.push(format!(
                    "resource list missing: {}: effects {}",
                    f.file,
                    ids.join(", ")
                ));
            }
            for u in &f.unreadable {
                lines.push(format!(
                    "resource list unreadable: {} effect {}: {}",
                    f.file, u.effect, u.reason
                ));
            }
        }
        lines
    }
}

/// The binder's effects whose list does not agree, if any.
fn findings(file: &str, report: &BinderListReport) -> Option<BinderFindings> {
    let mut out = BinderFindings {
        file: file.to_string(),
        ..BinderFindings::default()
    };
    for line in &report.effects {
        match &line.verdict {
            ListVerdict::Agrees => {}
            ListVerdict::Disagrees(d) => out.disagree.push(Disagreement {
                effect: line.effect,
                missing: d.missing.clone(),
                extra: d.extra.clone(),
                order_only: d.order_only,
            }),
            ListVerdict::Missing => out.missing.push(line.effect),
            ListVerdict::Unreadable(why) => out.unreadable.push(UnreadableList {
                effect: line.effect,
                reason: why.clone(),
            }),
        }
    }
    let any = !(out.disagree.is_empty() && out.missing.is_empty() && out.unreadable.is_empty());
    any.then_some(out)
}
