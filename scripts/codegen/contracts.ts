// Builds the derived contracts from the pulled ones plus overlays.
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { type Api, contractPaths } from "../../codegen.config.ts";
import { deriveMockContract } from "./mock-contract.ts";
import { ContractError } from "./errors.ts";
import { applyOverlay, type OverlayDocument } from "./overlay.ts";
import { normalize, type NormalizeStats } from "./normalize.ts";

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ContractError(file, "", "cannot read the file (run `npm run openapi:pull`)");
  }
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    throw new ContractError(file, "", `invalid JSON: ${(e as Error).message}`);
  }
}

function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, "utf8"));
  } catch (e) {
    throw new ContractError(file, "", `invalid YAML: ${(e as Error).message}`);
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

export function deriveContracts(api: Api): DerivedContracts {
  const { pulled, overlay } = contractPaths(api);
  const doc = readJson(pulled);
  validateShape(doc, pulled);
  applyOverlay(doc, readYaml(overlay) as OverlayDocument, overlay);
  validateShape(doc, `${pulled} + ${overlay}`);
  const stats = normalize(doc, `${pulled} + ${overlay}`);
  const { mock, schemas } = deriveMockContract(doc);
  return { normalized: doc, mock, stats: { ...stats, mockSchemas: schemas } };
}
