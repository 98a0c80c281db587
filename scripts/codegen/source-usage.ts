// What hand-written source files take from src/generated: the generated names
// each imports (per API), and the field names it mentions, read from the
// TypeScript syntax tree, so comments and look-alike text do not count.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { apis, type Api } from "../../codegen.config.ts";

export interface SourceUsage {
  /** Relative to the working directory, with `/`. */
  file: string;
  imports: { api: Api; name: string }[];
  /** Property accesses, keys, destructured names and the names in string literals. */
  mentions: Set<string>;
}

const generatedDir = resolve("src/generated");

/** The API whose generated code a module specifier names, if it names any. */
function apiOfModule(specifier: string, file: string): Api | undefined {
  // The plugin API re-exports the admin query options, keys and types (src/app/extensions/api.ts).
  if (specifier === "@admin/api") return "admin";
  const inGenerated = specifier.startsWith("@generated/")
    ? specifier.slice("@generated/".length)
    : specifier.startsWith(".")
      ? relative(generatedDir, resolve(dirname(file), specifier)).split(sep).join("/")
      : undefined;
  const api = inGenerated?.match(/^(?:mocks\/)?([^/]+)\//)?.[1];
  return apis.find((a) => a === api);
}

const nameText = (name: ts.Node | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

function scanFile(path: string): SourceUsage {
  const file = relative(".", path).split(sep).join("/");
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, false, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const usage: SourceUsage = { file, imports: [], mentions: new Set() };
  const namespaces = new Map<string, Api>(); // `import * as admin from "@generated/admin/sdk.gen"`
  const mention = (text: string | undefined) => text && usage.mentions.add(text);

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const api = apiOfModule(node.moduleSpecifier.text, path);
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      // `export *` passes names on without using them; the files importing them are found themselves.
      if (api && bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const el of bindings.elements) usage.imports.push({ api, name: (el.propertyName ?? el.name).text });
      } else if (api && bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, api);
      return;
    }
    if (ts.isPropertyAccessExpression(node) || ts.isQualifiedName(node)) {
      const [target, name] = ts.isPropertyAccessExpression(node) ? [node.expression, node.name] : [node.left, node.right];
      const api = ts.isIdentifier(target) ? namespaces.get(target.text) : undefined;
      if (api) usage.imports.push({ api, name: name.text });
      mention(name.text);
    } else if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isPropertySignature(node)) {
      mention(nameText(node.name));
    } else if (ts.isObjectBindingPattern(node)) {
      for (const el of node.elements) mention(nameText(el.propertyName ?? el.name));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // order["display_id"], { accessor: "display_id" }, fields: "id,display_id", expand: "items.variant"
      node.text.split(/[,.]/).forEach(mention);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usage;
}

/** Every .ts/.tsx file under the roots (node_modules left out). */
export function scanSources(roots: string[]): SourceUsage[] {
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.[cm]?tsx?$/.test(f) && !f.split(sep).includes("node_modules"))
      .map((f) => join(root, f))
      .filter((f) => statSync(f).isFile()),
  );
  return files.sort().map(scanFile);
}
