//! The TypeScript declarations of the types that cross the wasm boundary, collected into one
//! file, `www/src/generated/types.ts`, which the front end imports and the wasm package's
//! own declarations include (`web`'s `typescript_custom_section`).
//!
//! The types derive `ts_rs::TS` in test builds only, so the product does not carry ts-rs. The
//! test compares the declarations with the committed file and fails when they differ; with
//! `BLESS=1` it writes the file instead.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use ts_rs::{TS, TypeVisitor};

/// The generated file, from the crate's folder.
const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../www/src/generated/types.ts"
);

/// How to regenerate the file, for its header and the test's failure.
const REGENERATE: &str = "BLESS=1 cargo test -p fxr-view --lib boundary::typescript";

/// Every declaration reached from the roots, by TypeScript name.
#[derive(Default)]
struct Declarations {
    seen: HashSet<TypeId>,
    /// TypeScript name to (Rust type, declaration).
    by_name: BTreeMap<String, (&'static str, String)>,
    /// TypeScript names two Rust types claim.
    clashes: Vec<String>,
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Primitives, containers and references have no declaration of their own (their
        // contents are visited as dependencies of the type that holds them).
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        let rust = std::any::type_name::<T>();
        let declaration = format!("{}export {}", T::docs().unwrap_or_default(), T::decl());
        // A shadowed type (serde_json's `Value` is declared through ts-rs's own) gives the same
        // declaration twice; two different ones under one name would clash in the file.
        if let Some((other, previous)) =
            self.by_name.insert(T::ident(), (rust, declaration.clone()))
            && previous != declaration
        {
            self.clashes
                .push(format!("{} is both {other} and {rust}", T::ident()));
        }
        T::visit_dependencies(self);
    }
}

/// The generated file's text: the types the wasm API takes or returns, with every type they
/// contain, in name order.
fn generate() -> String {
    use crate::boundary::*;
    let mut d = Declarations::default();
    // What the viewer, the library and the file functions return or take (crates/web/src/api).
    d.visit::<fxr_library::OpenSummary>();
    d.visit::<fxr_library::EffectSummary>();
    d.visit::<fxr_names::index::EffectName>();
    d.visit::<fxr_names::EffectUse>();
    d.visit::<fxr_names::index::Search>();
    d.visit::<fxr_sim::program::UnsupportedAction>();
    d.visit::<fxr_inspect::describe::NodeDescription>();
    d.visit::<fxr_inspect::states::StatesDescription>();
    d.visit::<fxr_formats::fxr::EffectDiff>();
    d.visit::<fxr_gpu::gpu::AdapterSummary>();
    d.visit::<fxr_draw::DrawOptions>();
    d.visit::<fxr_draw::Override>();
    d.visit::<fxr_bench::render::Timing>();
    d.visit::<fxr_bench::render::PassesTiming>();
    d.visit::<fxr_bench::render::particles::GpuParticlesTiming>();
    d.visit::<fxr_library::materials::MaterialFilter>();
    d.visit::<fxr_formats::probe::Listing>();
    d.visit::<fxr_session::NodeState>();
    d.visit::<fxr_session::EffectEvents>();
    d.visit::<TextureInfo>();
    d.visit::<ResourceInfo>();
    d.visit::<ViewSettings>();
    d.visit::<fxr_inspect::inspection::Inspection<'static>>();
    d.visit::<MaterialListRow<'static>>();
    d.visit::<MaterialDetails<'static>>();
    d.visit::<InspectedFile<'static>>();
    assert!(
        d.clashes.is_empty(),
        "TypeScript names must be unique across the generated file (rename one with \
         `#[cfg_attr(feature = \"typescript\", ts(rename = \"...\"))]`): {}",
        d.clashes.join("; ")
    );
    let mut out = format!(
        "// Generated from the Rust types that cross the wasm boundary \
         (crates/web/src/boundary/typescript.rs): do not edit.\n\
         // After changing one of them, regenerate with `{REGENERATE}`.\n"
    );
    for (_, declaration) in d.by_name.values() {
        out.push('\n');
        out.push_str(&layout(declaration));
        out.push('\n');
    }
    out
}

/// A piece of a declaration as ts-rs writes it.
#[derive(Debug, PartialEq)]
enum Piece {
    /// Type text (string literals included) with each run of white space one space.
    Text(String),
    /// A doc comment's lines.
    Doc(Vec<String>),
    /// An object type: its members (the pieces between its top-level commas).
    Object(Vec<Vec<Piece>>),
}

/// `declaration` laid out one member a line in the objects whose members have doc comments,
/// indented, and on one line elsewhere. ts-rs writes such an object's closing brace at the
/// end of its last member's line: wasm-bindgen, which indents the declarations it includes
/// by the braces that start and end lines, would then indent every later line further.
fn layout(declaration: &str) -> String {
    let mut chars = declaration.chars().peekable();
    let mut out = String::new();
    for member in parse(&mut chars, false) {
        print(&member, 0, &mut out);
    }
    out
}

/// Reads pieces up to the end, or (`in_object`) up to the brace that closes the object.
fn parse(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, in_object: bool) -> Vec<Vec<Piece>> {
    fn flush(text: &mut String, member: &mut Vec<Piece>) {
        if !text.trim().is_empty() {
            member.push(Piece::Text(std::mem::take(text)));
        }
        text.clear();
    }
    let mut members: Vec<Vec<Piece>> = vec![Vec::new()];
    let mut text = String::new();
    // Brackets open at this level: a comma inside `[a, b]` or `Array<...>` separates nothing.
    let mut depth = 0usize;
    while let Some(c) = chars.next() {
        let member = members.last_mut().expect("there is always a member");
        match c {
            '/' if chars.peek() == Some(&'*') => {
                flush(&mut text, member);
                let mut comment = String::new();
                while let Some(c) = chars.next() {
                    if c == '*' && chars.peek() == Some(&'/') {
                        chars.next();
                        break;
                    }
                    comment.push(c);
                }
                let lines = comment
                    .trim_start_matches('*')
                    .lines()
                    .map(|l| l.trim().trim_start_matches('*').trim_end())
                    .map(|l| l.strip_prefix(' ').unwrap_or(l).to_string())
                    .skip_while(String::is_empty)
                    .collect::<Vec<_>>();
                let end = lines
                    .iter()
                    .rposition(|l| !l.is_empty())
                    .map_or(0, |i| i + 1);
                member.push(Piece::Doc(lines[..end].to_vec()));
            }
            '"' => {
                text.push(c);
                while let Some(c) = chars.next() {
                    text.push(c);
                    match c {
                        '\\' => text.extend(chars.next()),
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '{' => {
                flush(&mut text, member);
                member.push(Piece::Object(parse(chars, true)));
            }
            '}' if in_object => break,
            '[' | '<' | '(' => {
                depth += 1;
                text.push(c);
            }
            ']' | '>' | ')' => {
                depth = depth.saturating_sub(1);
                text.push(c);
            }
            ',' if in_object && depth == 0 => {
                flush(&mut text, member);
                members.push(Vec::new());
            }
            c if c.is_whitespace() => {
                if !text.ends_with(' ') {
                    text.push(' ');
                }
            }
            c => text.push(c),
        }
    }
    if let Some(member) = members.last_mut() {
        flush(&mut text, member);
    }
    members.retain(|m| !m.is_empty());
    members
}

/// Writes a member's pieces at `indent` levels (the first line's indentation is written).
fn print(pieces: &[Piece], indent: usize, out: &mut String) {
    let pad = "  ".repeat(indent);
    let last = pieces.len().saturating_sub(1);
    for (i, piece) in pieces.iter().enumerate() {
        match piece {
            Piece::Text(text) => {
                // A member starts after its indentation, or after its doc comment's.
                let starts = i == 0 || matches!(pieces[i - 1], Piece::Doc(_));
                let text = if starts { text.trim_start() } else { text };
                out.push_str(if i == last { text.trim_end() } else { text });
            }
            Piece::Doc(lines) => {
                out.push_str("/**\n");
                for line in lines {
                    out.push_str(&pad);
                    out.push_str(if line.is_empty() { " *" } else { " * " });
                    out.push_str(line);
                    out.push('\n');
                }
                out.push_str(&pad);
                out.push_str(" */\n");
                out.push_str(&pad);
            }
            Piece::Object(members) if members.is_empty() => out.push_str("{}"),
            Piece::Object(members) => {
                let documented = members
                    .iter()
                    .any(|m| m.iter().any(|p| matches!(p, Piece::Doc(_))));
                if documented {
                    out.push_str("{\n");
                    for member in members {
                        out.push_str(&"  ".repeat(indent + 1));
                        print(member, indent + 1, out);
                        out.push_str(",\n");
                    }
                    out.push_str(&pad);
                    out.push('}');
                } else {
                    out.push_str("{ ");
                    for (j, member) in members.iter().enumerate() {
                        if j > 0 {
                            out.push_str(", ");
                        }
                        print(member, indent, out);
                    }
                    out.push_str(" }");
                }
            }
        }
    }
}

#[test]
fn generated_types_match_the_rust_types() {
    let generated = generate();
    if std::env::var_os("BLESS").is_some_and(|v| v == "1") {
        let path = std::path::Path::new(PATH);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).unwrap();
        }
        std::fs::write(path, &generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(PATH).unwrap_or_default();
    if committed != generated {
        let line = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()));
        panic!(
            "www/src/generated/types.ts does not match the Rust types that cross the wasm \
             boundary (first difference at line {}: committed {:?}, generated {:?}). \
             Regenerate it with `{REGENERATE}` and commit it.",
            line + 1,
            committed.lines().nth(line).unwrap_or("<end of file>"),
            generated.lines().nth(line).unwrap_or("<end of file>"),
        );
    }
}

/// wasm-bindgen indents the declarations it includes by the braces that end and start lines
/// (one level in at a line ending with `{`, one out at a line starting with `}`): the
/// generated file must come back to the margin after every declaration.
#[test]
fn generated_types_keep_wasm_bindgens_indentation_balanced() {
    let mut level = 0i32;
    for (i, line) in generate().lines().enumerate() {
        let line = line.trim();
        if line.starts_with("export type") {
            assert_eq!(level, 0, "line {}: a declaration starts indented", i + 1);
        }
        if line.starts_with('}') {
            level -= 1;
            assert!(level >= 0, "line {}: a `}}` closes nothing", i + 1);
        }
        if line.ends_with('{') {
            level += 1;
        }
    }
    assert_eq!(level, 0);
}

#[test]
fn layout_breaks_documented_objects_only() {
    let declaration = "/**\n * A thing.\n */\ntype A = { \n/**\n * Its size.\n */\nsize: [number, number], \nkind: { \"x\": number, } | null, };";
    assert_eq!(
        layout(declaration),
        "/**\n * A thing.\n */\ntype A = {\n  /**\n   * Its size.\n   */\n  size: [number, number],\n  kind: { \"x\": number } | null,\n};"
    );
}
