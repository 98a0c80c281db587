// Build-time only: serves each generated client module (sdk.gen, zod.gen,
// react-query.gen) as small modules, one per declaration, so that a page's
// chunk holds only the operations that page uses. Without it each of these
// files is one module, and a module goes whole into one chunk: the sign-in
// page would load the fetchers, schemas and query options of every page.
//
// The generated files stay as they are (configured, never patched). Each
// part is a virtual module: one declaration and the imports it references.
// Declarations that reference each other in a cycle share a part, so the
// evaluation order is the generated file's own. Imports of the app's modules
// (and of the parts themselves) are pointed at the parts they use; the
// original module, for anything else, re-exports every part.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

const GENERATED = /\/src\/generated\/(admin|store)\/(sdk\.gen|zod\.gen|@tanstack\/react-query\.gen)\.ts$/;
const APP_SOURCE = /\/(src\/app|plugins)\/.*\.tsx?$/;
const PREFIX = "virtual:split-generated:";

interface Split {
  /** The part holding each exported value. */
  partOf: Map<string, number>;
  parts: string[];
}

const partId = (file: string, part: number) => `${PREFIX}${file}:${part}`;

/** The file a relative specifier names, with its extension; bare specifiers unchanged. */
function absoluteSpecifier(from: string, spec: string) {
  if (!spec.startsWith(".")) return spec;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (existsSync(candidate)) return candidate;
  return base;
}

function declaredNames(statement: ts.Statement): string[] | undefined {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((d) => (d.name as ts.Identifier).text);
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text];
  return undefined;
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function referencedNames(node: ts.Node, out = new Set<string>()) {
  if (ts.isIdentifier(node)) out.add(node.text);
  node.forEachChild((child) => void referencedNames(child, out));
  return out;
}

/** Strongly connected components (Tarjan), each in the file's order. */
function components(count: number, edges: number[][]): number[][] {
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  const result: number[][] = [];
  let next = 0;
  const visit = (v: number) => {
    index[v] = low[v] = next++;
    stack.push(v);
    onStack[v] = true;
    for (const w of edges[v]) {
      if (index[w] === -1) {
        visit(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
    }
    if (low[v] !== index[v]) return;
    const component: number[] = [];
    let w: number;
    do {
      w = stack.pop()!;
      onStack[w] = false;
      component.push(w);
    } while (w !== v);
    result.push(component.sort((a, b) => a - b));
  };
  for (let v = 0; v < count; v++) if (index[v] === -1) visit(v);
  return result;
}

/**
 * An import of named values from a split file, pointed at the parts holding
 * them; anything else (types, other modules) comes back unchanged.
 */
function importFrom(split: (file: string) => Split | undefined, file: string, names: { imported: string; local: string }[]) {
  const target = split(file);
  if (!target) return [`import { ${names.map(({ imported, local }) => (imported === local ? local : `${imported} as ${local}`)).join(", ")} } from ${JSON.stringify(file)};`];
  const byPart = new Map<number, string[]>();
  for (const { imported, local } of names) {
    const part = target.partOf.get(imported);
    if (part === undefined) throw new Error(`${file} has no value ${imported}`);
    byPart.set(part, [...(byPart.get(part) ?? []), imported === local ? local : `${imported} as ${local}`]);
  }
  return [...byPart].map(([part, specs]) => `import { ${specs.join(", ")} } from ${JSON.stringify(partId(file, part))};`);
}

/** The value imports of a module's import declaration: default, namespace, named (types left out). */
function valueBindings(decl: ts.ImportDeclaration) {
  const clause = decl.importClause;
  const named: { imported: string; local: string }[] = [];
  let other: string | undefined;
  if (!clause || clause.isTypeOnly) return { named, other };
  if (clause.name) other = `import ${clause.name.text}`;
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) other = `import * as ${bindings.name.text}`;
  if (bindings && ts.isNamedImports(bindings)) {
    for (const el of bindings.elements) if (!el.isTypeOnly) named.push({ imported: (el.propertyName ?? el.name).text, local: el.name.text });
  }
  return { named, other };
}

function splitFile(file: string, split: (file: string) => Split | undefined): Split | undefined {
  // Types go first, for the whole file at once: the parts are plain JavaScript.
  const js = ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  }).outputText;
  const source = ts.createSourceFile(`${file}.js`, js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const imports = new Map<string, string[]>();
  const declarations: { statement: ts.Statement; names: string[]; exported: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const spec = absoluteSpecifier(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const { named, other } = valueBindings(statement);
      for (const binding of named) imports.set(binding.local, importFrom(split, spec, [binding]));
      if (other) imports.set(other.split(" ").at(-1)!, [`${other} from ${JSON.stringify(spec)};`]);
      continue;
    }
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause?.getText() === "{}") continue;
    const names = declaredNames(statement);
    if (!names) return undefined;
    declarations.push({ statement, names, exported: isExported(statement) });
  }
  const owner = new Map<string, number>();
  declarations.forEach((d, i) => d.names.forEach((name) => owner.set(name, i)));
  const references = declarations.map((d) => referencedNames(d.statement));
  const edges = references.map((names, i) => [...names].flatMap((n) => (owner.has(n) && owner.get(n) !== i ? [owner.get(n)!] : [])));
  const groups = components(declarations.length, edges);
  const partOfDeclaration = new Map<number, number>();
  groups.forEach((group, part) => group.forEach((d) => partOfDeclaration.set(d, part)));

  const parts = groups.map((group, part) => {
    const used = new Set(group.flatMap((d) => [...references[d]]));
    const lines = [...imports].filter(([name]) => used.has(name)).flatMap(([, text]) => text);
    const fromParts = new Map<number, string[]>();
    for (const name of used) {
      const d = owner.get(name);
      if (d === undefined || partOfDeclaration.get(d) === part) continue;
      const other = partOfDeclaration.get(d)!;
      fromParts.set(other, [...(fromParts.get(other) ?? []), name]);
    }
    for (const [other, names] of fromParts) lines.push(`import { ${names.join(", ")} } from ${JSON.stringify(partId(file, other))};`);
    for (const d of group) {
      lines.push(declarations[d].statement.getText(source));
      if (!declarations[d].exported) lines.push(`export { ${declarations[d].names.join(", ")} };`);
    }
    return lines.join("\n");
  });
  const partOf = new Map<string, number>();
  declarations.forEach((d, i) => d.names.forEach((name) => partOf.set(name, partOfDeclaration.get(i)!)));
  return { partOf, parts };
}

export function splitGenerated(): Plugin {
  const splits = new Map<string, Split | undefined>();
  const split = (file: string): Split | undefined => {
    if (!GENERATED.test(file)) return undefined;
    if (!splits.has(file)) splits.set(file, splitFile(file, split));
    return splits.get(file);
  };
  return {
    name: "split-generated",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const rest = id.slice(PREFIX.length + 1);
      const at = rest.lastIndexOf(":");
      return split(rest.slice(0, at))?.parts[Number(rest.slice(at + 1))];
    },
    async transform(code, id) {
      const file = id.split("?")[0];
      if (GENERATED.test(file)) {
        const parts = split(file);
        if (!parts) return undefined;
        return [...parts.partOf].map(([name, part]) => `export { ${name} } from ${JSON.stringify(partId(file, part))};`).join("\n");
      }
      if (!APP_SOURCE.test(file) || !code.includes("generated/")) return undefined;
      // The app's value imports of generated modules go straight to their parts.
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      let out = code;
      for (const statement of [...source.statements].reverse()) {
        if (!ts.isImportDeclaration(statement)) continue;
        const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (!specifier.includes("generated/")) continue;
        // resolved as the build does: relative, or an alias (@generated/…, tsconfig paths)
        const spec = (await this.resolve(specifier, file))?.id.split("?")[0];
        if (!spec || !split(spec)) continue;
        const { named, other } = valueBindings(statement);
        if (other || named.length === 0) continue;
        const replacement = importFrom(split, spec, named).join("\n");
        out = out.slice(0, statement.getStart(source)) + replacement + out.slice(statement.getEnd());
      }
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
