// Builds the derived contracts from the pulled ones plus overlays.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { type Api, contractPaths } from "../../codegen.config.ts";
import { deriveMockContract, type RecordedExamples, type Recordings } from "./mock-contract.ts";
import { ContractError } from "./errors.ts";
import { applyOverlay, type OverlayDocument } from "./overlay.ts";
import { normalize, type NormalizeStats } from "./normalize.ts";

type Json = Record<string, unknown>;

export function parseJson(text: string, file: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    throw new ContractError(file, "", `invalid JSON: ${(e as Error).message}`);
  }
}

export function parseYamlText(text: string, file: string): unknown {
  try {
    return parseYaml(text);
  } catch (e) {
    throw new ContractError(file, "", `invalid YAML: ${(e as Error).message}`);
  }
}

function readText(file: string, hint = ""): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    throw new ContractError(file, "", `cannot read the file${hint}`);
  }
}

/** Checks the few things every later step relies on, with a JSON pointer. */
function validateShape(doc: Json, file: string) {
  if (typeof doc.openapi !== "string" || !doc.openapi.startsWith("3.")) {
    throw new ContractError(file, "/openapi", `expected an OpenAPI 3.x document, got ${JSON.stringify(doc.openapi)}`);
  }
  const schemas = (doc.components as Json | undefined)?.schemas as Json | undefined;
  if (!schemas) throw new ContractError(file, "/components/schemas", "missing");
  // Every local $ref must resolve: a dangling one would silently become `unknown`.
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${pointer}/${i}`));
    if (typeof node !== "object" || node === null) return;
    const ref = (node as Json).$ref;
    if (typeof ref === "string") {
      if (!ref.startsWith("#/")) throw new ContractError(file, pointer, `external $ref ${ref}`);
      let target: unknown = doc;
      for (const part of ref.slice(2).split("/")) target = (target as Json | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
      if (target === undefined) throw new ContractError(file, pointer, `$ref ${ref} does not resolve`);
    }
    for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${k.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  };
  visit(doc, "");
}

export interface DerivedContracts {
  normalized: Json;
  mock: Json;
  stats: NormalizeStats & { mockSchemas: number };
}

/**
 * Makes a pulled contract (parsed from `file`) what the generators read, in
 * place: the overlay applied when given, then the structural fixes.
 */
export function normalizeContract(doc: Json, file: string, overlay?: { doc: unknown; file: string }): NormalizeStats {
  validateShape(doc, file);
  if (!overlay) return normalize(doc, file);
  applyOverlay(doc, overlay.doc as OverlayDocument, overlay.file);
  validateShape(doc, `${file} + ${overlay.file}`);
  return normalize(doc, `${file} + ${overlay.file}`);
}

/** The recorded examples of an API, by operationId (none when the folder is absent). */
function readRecordings(dir: string): Recordings {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  return Object.fromEntries(files.map((f) => [f.slice(0, -5), parseJson(readText(join(dir, f)), join(dir, f)) as RecordedExamples]));
}

export function deriveContracts(api: Api): DerivedContracts {
  const { pulled, overlay, examples } = contractPaths(api);
  const doc = parseJson(readText(pulled, " (run `npm run openapi:pull`)"), pulled);
  const stats = normalizeContract(doc, pulled, { doc: parseYamlText(readText(overlay), overlay), file: overlay });
  const { mock, schemas } = deriveMockContract(doc, readRecordings(examples), (id) => join(examples, `${id}.json`));
  return { normalized: doc, mock, stats: { ...stats, mockSchemas: schemas } };
}
