// Checks the front end's shape (www/src), with TypeScript's own parser:
//   - no import cycle between its modules (every import counts: `import type`, `export … from`
//     and `import()` of a module of www/src too);
//   - no module-level mutable state: no top-level `let` or `var`, and no top-level `const`
//     holding what a module could change later (a `new` object, unless its declared type is
//     read-only, or the result of a call); a class's static fields are read-only. The one
//     exception is `once(…)` (www/src/core/once.ts): a value made on first use and the same
//     after, for the two things a page has one of (the loaded wasm module and the GPU device
//     every preview shares);
//   - www/src/main.ts at most 300 lines, every other file at most 1,000 (the generated types
//     aside).
// Prints what it finds and exits 1 if anything is wrong.
//
//   node scripts/check-www.mjs [--graph]     (--graph also prints each module's imports)
import ts from 'typescript';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'www/src');
const GENERATED = join(SRC, 'generated');
const MAIN_LINES = 300;
const FILE_LINES = 1000;

/** Every .ts file under `dir`. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The module of www/src a specifier names from `file`, or null (a package, the wasm package). */
function resolveImport(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.startsWith(SRC) && candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The modules of www/src `source` imports, in any form. */
function importsOf(file, source) {
  const found = new Set();
  const visit = (node) => {
    let specifier = null;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifier = node.moduleSpecifier.text;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifier = node.arguments[0].text;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) specifier = node.argument.literal.text;
    if (specifier !== null) {
      const target = resolveImport(file, specifier);
      if (target) found.add(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** The cycles of the import graph (each once, as a list of modules from its first). */
function cycles(graph) {
  const found = [];
  const seen = new Set();
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const walk = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 1) {
        const cycle = path.slice(path.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          found.push([...cycle, next]);
        }
      } else if (!state.has(next)) walk(next);
    }
    path.pop();
    state.set(node, 2);
  };
  for (const node of graph.keys()) if (!state.has(node)) walk(node);
  return found;
}

/** Whether a declared type is read-only (`Readonly…`, `readonly T[]`). */
function readOnlyType(type) {
  if (!type) return false;
  if (ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword) return true;
  return ts.isTypeReferenceNode(type) && /^Readonly/.test(type.typeName.getText());
}

/** Why a top-level declaration is module-level mutable state, or null when it is not. */
function stateProblem(declaration, flags) {
  const name = declaration.name.getText();
  if (!(flags & ts.NodeFlags.Const)) return `\`${name}\` is a top-level ${flags & ts.NodeFlags.Let ? 'let' : 'var'}`;
  let init = declaration.initializer;
  while (init && (ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
  if (!init) return null;
  if (ts.isNewExpression(init) && !readOnlyType(declaration.type)) return `\`${name}\` holds a new ${init.expression.getText()} (state a module can change)`;
  if (ts.isCallExpression(init) || ts.isAwaitExpression(init)) {
    if (ts.isCallExpression(init) && init.expression.getText() === 'once') return null;
    return `\`${name}\` holds the result of a call (state made at load)`;
  }
  return null;
}

/** The module-level state of a file, as problems. */
function moduleState(source) {
  const problems = [];
  const at = (node) => `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const problem = stateProblem(d, statement.declarationList.flags);
        if (problem) problems.push(`${at(d)}: ${problem}`);
      }
    } else if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
        const isStatic = modifiers.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
        const isReadonly = modifiers.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
        if (ts.isPropertyDeclaration(member) && isStatic && !isReadonly) problems.push(`${at(member)}: static field \`${member.name.getText()}\` is not readonly`);
      }
    }
  }
  return problems;
}

const files = sources(SRC).sort();
const graph = new Map();
const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  graph.set(file, importsOf(file, source));
  const rel = relative(ROOT, file);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const limit = file === join(SRC, 'main.ts') ? MAIN_LINES : FILE_LINES;
  if (!file.startsWith(GENERATED) && lines > limit) problems.push(`${rel}: ${lines} lines (at most ${limit})`);
  if (!file.startsWith(GENERATED)) for (const p of moduleState(source)) problems.push(`${rel}: ${p}`);
}
for (const cycle of cycles(graph)) problems.push(`import cycle: ${cycle.map((f) => relative(SRC, f)).join(' -> ')}`);

if (process.argv.includes('--graph')) {
  for (const [file, imports] of graph) console.log(`${relative(SRC, file)}: ${imports.map((f) => relative(SRC, f)).join(', ')}`);
}
const edges = [...graph.values()].reduce((n, list) => n + list.length, 0);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-www: ${problems.length} problems in ${files.length} modules`);
  process.exit(1);
}
console.log(`check-www: ${files.length} modules, ${edges} imports, no cycle, no module-level state, sizes within bounds`);
