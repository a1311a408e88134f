//! What `inspect` and the viewer show of an effect binder's resource lists: per effect, one
//! line saying whether its list names what the effect uses
//! (`fxr_formats::resource_list::binder`), and a list's names.

use fxr_formats::binary::Limits;
use fxr_formats::bnd4::Bnd4;
use fxr_formats::resource_list::ResourceList;
use fxr_formats::resource_list::binder::{self, EffectListReport, ListVerdict};

/// The binder's resource-list lines: a summary, then one line per effect; none when the
/// binder keeps no lists (Dark Souls 3's, Bloodborne's).
pub fn binder_lines(bnd: &Bnd4, limits: &Limits) -> Vec<String> {
    let report = binder::check_binder(bnd, limits);
    if !report.keeps_lists {
        return Vec::new();
    }
    let s = &report.summary;
    let mut lines = vec![format!(
        "resource lists: {} effects: {} agree, {} disagree, {} missing, {} unreadable",
        s.seen, s.agree, s.disagree, s.missing, s.unreadable
    )];
    lines.extend(report.effects.iter().map(effect_line));
    lines
}

/// The state of effect `id`'s list in the binder `bnd`, as one line; `None` when the binder
/// keeps no lists or holds no effect `id`.
pub fn effect_state(bnd: &Bnd4, id: i32, limits: &Limits) -> Option<String> {
    let report = binder::check_binder(bnd, limits);
    if !report.keeps_lists {
        return None;
    }
    report
        .effects
        .iter()
        .find(|line| line.effect == id)
        .map(effect_line)
}

/// One effect's line: `effect 1000: list agrees: s90002_a.tif s90001_a.tif`.
pub fn effect_line(line: &EffectListReport) -> String {
    let names = |names: &[String]| {
        if names.is_empty() {
            "(empty)".to_string()
        } else {
            names.join(" ")
        }
    };
    let state = match &line.verdict {
        ListVerdict::Agrees => format!("list agrees: {}", names(&line.found)),
        ListVerdict::Disagrees(d) if d.order_only => format!(
            "list names what the effect uses in another order: {}",
            names(&line.found)
        ),
        ListVerdict::Disagrees(d) => format!(
            "list disagrees: lacks {}; also names {}; the effect uses {}",
            names(&d.missing),
            names(&d.extra),
            names(&line.expected)
        ),
        ListVerdict::Missing => format!(
            "no list (the game expects one); the effect uses {}",
            names(&line.expected)
        ),
        ListVerdict::Unreadable(why) => format!("list does not read: {why}"),
    };
    let unresolved = if line.unresolved_models.is_empty() {
        String::new()
    } else {
        let ids: Vec<String> = line.unresolved_models.iter().map(i32::to_string).collect();
        format!(
            " (textures of models {} unknown: checked everywhere but there)",
            ids.join(", ")
        )
    };
    format!("effect {}: {state}{unresolved}", line.effect)
}

/// A list's lines as `inspect` prints them: a count, then each name.
pub fn list_lines(list: &ResourceList) -> Vec<String> {
    let count = list.names().count();
    let mut lines = vec![format!("FFXRESLIST, {count} names")];
    lines.extend(list.names().map(|n| format!("  {n}")));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_binder_without_lists_has_every_effects_missing() {
        let bnd = fxr_demo::demo_bnd().expect("the demo binder builds");
        let limits = Limits::default();
        let lines = binder_lines(&bnd, &limits);
        assert!(lines[0].contains("0 agree"), "{lines:?}");
        let state = effect_state(&bnd, 1000, &limits).expect("effect 1000");
        assert!(state.starts_with("effect 1000: no list"), "{state}");
        assert!(state.contains("s90002_a.tif"), "{state}");
        let with_lists = {
            let mut bnd = bnd.clone();
            let naming = binder::naming_from_binder(&bnd, &limits);
            binder::add_missing_lists(&mut bnd, &naming, &limits).expect("lists added");
            bnd
        };
        let state = effect_state(&with_lists, 1000, &limits).expect("effect 1000");
        assert!(state.starts_with("effect 1000: list agrees: "), "{state}");
        assert_eq!(effect_state(&with_lists, 4242, &limits), None);
        let list = ResourceList::new(vec!["s1_a.tif".into()]);
        assert_eq!(list_lines(&list), ["FFXRESLIST, 1 names", "  s1_a.tif"]);
    }
}
