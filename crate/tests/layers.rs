//! The layers of `docs/architecture.md`, checked on the source: a module may only name the
//! layers below it, and the files of one layer form no cycle.
//!
//! The crate stays one package (one wasm module, one version of every dependency, one
//! `cargo test`), so the compiler cannot refuse an upward `use`; this test does instead. It
//! reads every hand-written file under `src/`, leaves out what only tests compile (`tests.rs`,
//! `testutil.rs`, items under a plain `#[cfg(test)]`), and collects each `crate::…` and
//! `super::…` path. A failure names the file, the line and the rule it breaks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each layer and the layers right below it, bottom to top; a layer may use those and all
/// they may use ([`allowed`]). `bench` is the benchmark operations (behind the `benchmarks`
/// feature: `bench/` and `render/bench.rs`); `boundary` the values the wasm API exchanges
/// (the benchmarks' results among them), native so they are tested and their TypeScript
/// generated without a browser; `cli` is `main.rs` and `cli/`.
const LAYERS: &[(&str, &[&str])] = &[
    ("formats", &[]),
    ("images", &[]),
    ("sim", &["formats"]),
    ("library", &["sim"]),
    ("materials", &["library"]),
    ("demo", &["formats"]),
    ("render", &["images", "materials"]),
    ("bench", &["render", "demo"]),
    ("boundary", &["bench"]),
    ("web", &["boundary"]),
    ("cli", &["render", "demo"]),
];

/// Every layer `layer` may use: those right below it and, through them, all further down.
fn allowed(layer: &str) -> BTreeSet<&'static str> {
    let mut found = BTreeSet::new();
    let mut pending = vec![layer];
    while let Some(l) = pending.pop() {
        let below = LAYERS
            .iter()
            .find(|(name, _)| *name == l)
            .map_or(&[][..], |(_, b)| b);
        for &b in below {
            if found.insert(b) {
                pending.push(b);
            }
        }
    }
    found
}

fn src_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read src")
        .map(|e| e.expect("dir entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's module path under `src/` (`sim/node.rs` → `["sim", "node"]`, `sim/mod.rs` →
/// `["sim"]`, `lib.rs` → `[]`).
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The layer a module belongs to.
fn layer_of(module: &[String]) -> Option<&'static str> {
    let first = module.first()?.as_str();
    if first == "main" || first == "cli" {
        return Some("cli");
    }
    // The wasm `bench_*` exports (web/bench.rs) are the web surface of the benchmarks.
    if first == "bench" || (first == "render" && module.get(1).is_some_and(|m| m == "bench")) {
        return Some("bench");
    }
    LAYERS.iter().map(|(l, _)| *l).find(|l| *l == first)
}

/// The file's lines without comments and without the items only tests compile: an item
/// after a plain `#[cfg(test)]` is skipped to its closing brace (or its `;`).
fn product_lines(text: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    let mut skipping = false;
    let mut depth = 0i32;
    let mut opened = false;
    for (index, raw) in text.lines().enumerate() {
        let code = match raw.find("//") {
            Some(at) => &raw[..at],
            None => raw,
        };
        let trimmed = code.trim();
        if !skipping && trimmed == "#[cfg(test)]" {
            skipping = true;
            depth = 0;
            opened = false;
            continue;
        }
        if skipping {
            for c in trimmed.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let ended_without_body = !opened && trimmed.ends_with(';');
            if (opened && depth <= 0) || ended_without_body {
                skipping = false;
            }
            continue;
        }
        lines.push((index + 1, code.to_string()));
    }
    lines
}

/// The first segment after each `prefix` (`crate::`, `super::`) on a line, with grouped
/// imports (`crate::{a, b::c}`) giving each of their first segments.
fn paths_after(line: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find(prefix) {
        let before = &rest[..at];
        rest = &rest[at + prefix.len()..];
        // `super::super::` and `fxr_view::crate` do not occur; a longer identifier ending in
        // the prefix (`my_crate::`) is not the keyword.
        if before
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let segments = segments_of(item.trim());
                if !segments.is_empty() {
                    found.push(segments);
                }
            }
        } else {
            let segments = segments_of(rest);
            if !segments.is_empty() {
                found.push(segments);
            }
        }
    }
    found
}

/// The identifiers of a path (`sim::node::Foo` → `["sim", "node", "Foo"]`).
fn segments_of(text: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut rest = text;
    loop {
        let ident: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if ident.is_empty() {
            break;
        }
        rest = &rest[ident.len()..];
        segments.push(ident);
        match rest.strip_prefix("::") {
            Some(after) => rest = after,
            None => break,
        }
    }
    segments
}

struct Reference {
    file: String,
    line: usize,
    from: Vec<String>,
    to: Vec<String>,
}

/// Every `crate::` and `super::` reference of the product code, resolved to module paths.
fn references() -> Vec<Reference> {
    let src = src_dir();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut out = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&src).expect("under src").to_path_buf();
        let name = relative.file_name().and_then(|n| n.to_str()).unwrap_or("");
        // Modules declared `#[cfg(test)] mod tests;` or `mod testutil;`: test code.
        if name == "tests.rs" || name == "testutil.rs" {
            continue;
        }
        let module = module_path(&relative);
        let text = std::fs::read_to_string(&path).expect("read source");
        for (line, code) in product_lines(&text) {
            for target in paths_after(&code, "crate::") {
                out.push(Reference {
                    file: relative.display().to_string(),
                    line,
                    from: module.clone(),
                    to: target,
                });
            }
            for target in paths_after(&code, "super::") {
                // In `a/b.rs` (module `a::b`) and in `a/mod.rs` (module `a`) alike, `super`
                // is the module's parent. (Inline child modules are not used for references
                // between files; one that resolves wrongly names no layer and is skipped.)
                let mut base = module.clone();
                base.pop();
                base.extend(target);
                out.push(Reference {
                    file: relative.display().to_string(),
                    line,
                    from: module.clone(),
                    to: base,
                });
            }
        }
    }
    out
}

#[test]
fn each_layer_uses_only_the_layers_below_it() {
    let allowed: BTreeMap<&str, BTreeSet<&str>> =
        LAYERS.iter().map(|(l, _)| (*l, allowed(l))).collect();
    let mut broken = Vec::new();
    let mut checked = 0;
    for r in references() {
        let (Some(from), Some(to)) = (layer_of(&r.from), layer_of(&r.to)) else {
            continue;
        };
        checked += 1;
        if from != to && !allowed[from].contains(&to) {
            broken.push(format!(
                "{}:{}: the {from} layer names `{}`, in the {to} layer above it (it may use: {})",
                r.file,
                r.line,
                r.to.join("::"),
                allowed[from].iter().copied().collect::<Vec<_>>().join(", ")
            ));
        }
    }
    assert!(
        checked > 100,
        "only {checked} references were found: the scan is broken"
    );
    assert!(
        broken.is_empty(),
        "upward references:\n{}",
        broken.join("\n")
    );
}

/// The files of a layer depend on each other without a cycle: a cycle means two files are
/// one concern, or a type sits in the wrong one (as `AppearanceKind` did in `sim/program.rs`).
#[test]
fn no_cycle_between_the_files_of_a_layer() {
    // Module → the modules (files) of the same top-level module it names.
    let mut modules: BTreeSet<Vec<String>> = BTreeSet::new();
    let src = src_dir();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for path in &files {
        modules.insert(module_path(path.strip_prefix(&src).expect("under src")));
    }
    let mut graph: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for r in references() {
        if r.from.first() != r.to.first() {
            continue;
        }
        // The longest known module the path starts with: the file it points into.
        let Some(target) = (1..=r.to.len())
            .rev()
            .map(|n| r.to[..n].to_vec())
            .find(|m| modules.contains(m))
        else {
            continue;
        };
        // A module naming its own children or its parent (`mod.rs` re-exports, `super::`
        // helpers) is the folder's structure, not a dependency between two concerns.
        let nested = target.starts_with(&r.from) || r.from.starts_with(&target);
        if !nested {
            graph.entry(r.from.clone()).or_default().insert(target);
        }
    }
    let mut cycles = Vec::new();
    let mut done: BTreeSet<Vec<String>> = BTreeSet::new();
    for start in graph.keys() {
        let mut path = vec![start.clone()];
        find_cycle(&graph, &mut path, &mut done, &mut cycles);
    }
    assert!(
        cycles.is_empty(),
        "files that depend on each other in a cycle:\n{}",
        cycles.join("\n")
    );
}

fn find_cycle(
    graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
    path: &mut Vec<Vec<String>>,
    done: &mut BTreeSet<Vec<String>>,
    cycles: &mut Vec<String>,
) {
    let current = path.last().expect("a start").clone();
    if done.contains(&current) {
        return;
    }
    for next in graph.get(&current).into_iter().flatten() {
        if let Some(at) = path.iter().position(|m| m == next) {
            let names: Vec<String> = path[at..]
                .iter()
                .chain(std::iter::once(next))
                .map(|m| m.join("::"))
                .collect();
            cycles.push(names.join(" → "));
            continue;
        }
        path.push(next.clone());
        find_cycle(graph, path, done, cycles);
        path.pop();
    }
    done.insert(current);
}

#[test]
fn a_layer_may_use_what_the_layers_below_it_may_use() {
    let render = allowed("render");
    assert!(
        ["formats", "images", "sim", "library", "materials"]
            .iter()
            .all(|l| render.contains(l))
    );
    assert!(!render.contains("demo") && !render.contains("web"));
    assert!(allowed("formats").is_empty());
    assert!(!allowed("cli").contains("web") && !allowed("web").contains("cli"));
}

#[test]
fn the_scanner_reads_grouped_and_nested_paths() {
    assert_eq!(
        paths_after("use crate::{formats, sim::node::Foo};", "crate::"),
        vec![
            vec!["formats".to_string()],
            vec!["sim".into(), "node".into(), "Foo".into()]
        ]
    );
    assert!(paths_after("use my_crate::x;", "crate::").is_empty());
    let text =
        "fn a() {}\n#[cfg(test)]\nmod tests {\n    use crate::web;\n}\nfn b() { crate::sim::x(); }";
    let lines = product_lines(text);
    assert!(lines.iter().all(|(_, l)| !l.contains("web")));
    assert!(lines.iter().any(|(_, l)| l.contains("crate::sim")));
}
