// Derives the mock contract (for orval's faker data and for Prism) from the
// normalised one. Both walk schemas eagerly: the reference cycles of the
// Medusa models (Order -> Cart -> Order, Customer -> Address -> Customer)
// exhaust them, and even without cycles orval inlines every relation into
// every response. The server itself only returns relations that were
// expanded, so the mock contract keeps what a typical response carries:
//   level 0  the schemas operations name (AdminOrdersRes, requests, ...)
//   level 1  the entities they hold (Order), whose relations point to
//   level 2  the related entities without their own relations (Customer).
// That cuts every back-reference (child -> parent) and every cycle.
import { ContractError } from "./errors.ts";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const PREFIX = "#/components/schemas/";
const variant = (name: string, level: 1 | 2) => `${name}__L${level}`;

function rewriteRefs(node: unknown, to: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, to));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === "$ref" && typeof v === "string" && v.startsWith(PREFIX) ? PREFIX + to(v.slice(PREFIX.length)) : rewriteRefs(v, to);
  }
  return out;
}

const holdsRef = (node: unknown): boolean =>
  Array.isArray(node) ? node.some(holdsRef) : isObject(node) && ("$ref" in node || Object.values(node).some(holdsRef));

/** The leaf variant: properties that hold a relation are dropped. */
function leaf(schema: Json): Json {
  const copy = structuredClone(schema);
  const strip = (node: Json) => {
    if (isObject(node.properties)) {
      for (const [p, s] of Object.entries(node.properties)) {
        if (holdsRef(s)) {
          delete node.properties[p];
          if (Array.isArray(node.required)) node.required = node.required.filter((r) => r !== p);
        }
      }
    }
  };
  strip(copy);
  return copy;
}

function reachable(doc: Json): Set<string> {
  const schemas = (doc.components as Json).schemas as Json;
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === "string" && ref.startsWith(PREFIX)) {
      const name = ref.slice(PREFIX.length);
      if (!seen.has(name)) {
        seen.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(doc.paths);
  visit((doc.components as Json).responses);
  return seen;
}

function makeAcyclic(doc: Json): { variants: number } {
  const components = doc.components as Json;
  const original = components.schemas as Record<string, Json>;
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(original)) {
    schemas[name] = rewriteRefs(schema, (n) => variant(n, 1));
    schemas[variant(name, 1)] = rewriteRefs(schema, (n) => variant(n, 2));
    // Top-level compositions (allOf of another schema) stay leaves of that schema.
    schemas[variant(name, 2)] = rewriteRefs(leaf(schema), (n) => variant(n, 2));
  }
  components.schemas = schemas;
  const keep = reachable(doc);
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([n]) => keep.has(n)));
  return { variants: keep.size };
}

/** orval turns component names into TypeScript identifiers: `400_error` is not one. */
function identifierSafeResponses(doc: Json) {
  const components = doc.components as Json;
  const responses = (components.responses ?? {}) as Json;
  const rename = (name: string) => (/^\d/.test(name) ? `error_${name.replace(/_error$/, "")}` : name);
  components.responses = Object.fromEntries(Object.entries(responses).map(([n, r]) => [rename(n), r]));
  const fix = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(fix);
    if (!isObject(node)) return;
    if (typeof node.$ref === "string" && node.$ref.startsWith("#/components/responses/")) {
      node.$ref = `#/components/responses/${rename(node.$ref.slice(23))}`;
    }
    Object.values(node).forEach(fix);
  };
  fix(doc.paths);
}

/** Named examples of one operation's success response: name -> body, the first is the default. */
export type RecordedExamples = Record<string, unknown>;
/** Recordings of an API (openapi/examples/<api>/<operationId>.json), by operationId. */
export type Recordings = Record<string, RecordedExamples>;

/** A list answer (`count`, `offset`, `limit` and one array): its array property, else undefined. */
function listProperty(body: unknown): string | undefined {
  if (!isObject(body) || typeof body.count !== "number") return undefined;
  const arrays = Object.keys(body).filter((k) => Array.isArray(body[k]));
  return arrays.length === 1 ? arrays[0] : undefined;
}

/**
 * The recorded store (a basic server) with the inventory and stock-location
 * modules, as a server started with MEDUSA_INVENTORY=1 lists them: QA picks it
 * (`Prefer: example=inventory`) to open the inventory pages on the mock.
 */
function inventoryStore(recorded: unknown): Json {
  const body = recorded as { store: Json & { modules?: unknown[] } };
  const modules = [
    ...(body.store.modules ?? []),
    { module: "inventoryService", resolution: "@medusajs/inventory" },
    { module: "stockLocationService", resolution: "@medusajs/stock-location" },
  ];
  return { summary: "a store with the inventory modules", value: { ...body, store: { ...body.store, modules } } };
}

/**
 * Prism answers the first example of the success response; the recordings
 * go there, in their order, and a recorded list also gets `empty` (its array
 * emptied), which the QA panel asks for (`Prefer: example=empty`).
 */
function addRecordings(doc: Json, recordings: Recordings, file: (operationId: string) => string) {
  const found = new Set<string>();
  for (const item of Object.values(doc.paths as Json)) {
    for (const op of Object.values(item as Json)) {
      if (!isObject(op) || typeof op.operationId !== "string" || !(op.operationId in recordings)) continue;
      found.add(op.operationId);
      const recorded = recordings[op.operationId];
      const media = ((op.responses as Json)["200"] as Json | undefined)?.content as Json | undefined;
      const json = media?.["application/json"] as Json | undefined;
      if (!json) throw new ContractError(file(op.operationId), "", `${op.operationId} has no JSON 200 response to hold examples`);
      const examples: Json = Object.fromEntries(Object.entries(recorded).map(([name, value]) => [name, { value }]));
      const first = Object.values(recorded)[0];
      const list = listProperty(first);
      if (list) examples.empty = { summary: "an empty list", value: { ...(first as Json), [list]: [], count: 0, offset: 0 } };
      if (op.operationId === "GetStore") examples.inventory = inventoryStore(first);
      json.examples = examples;
    }
  }
  const unknown = Object.keys(recordings).filter((id) => !found.has(id));
  if (unknown.length) throw new ContractError(file(unknown[0]), "", `no operation ${unknown[0]} in the contract`);
}

/**
 * The mock contract: depth-bounded, identifier-safe, without credentials,
 * with the recorded examples. Prism serves it whole (its error responses
 * answer a QA panel's `Prefer: code=…`); orval reads it through forFaker.
 */
export function deriveMockContract(
  normalized: Json,
  recordings: Recordings = {},
  file: (operationId: string) => string = (id) => id,
): { mock: Json; schemas: number } {
  const mock = structuredClone(normalized);
  const { variants } = makeAcyclic(mock);
  identifierSafeResponses(mock);
  delete mock.security;
  for (const item of Object.values(mock.paths as Json)) {
    for (const op of Object.values(item as Json)) {
      // The mock server is for exploring screens, not for auth: no credentials needed.
      if (isObject(op)) delete op.security;
    }
  }
  addRecordings(mock, recordings, file);
  return { mock, schemas: variants };
}

/**
 * What orval's MSW handlers are generated from (its input transformer): the
 * success responses without the recorded examples, so unit tests keep their
 * faker data; orval would otherwise pick the plain-text content type of the
 * 401 for the JSON body of the 200.
 */
export function forFaker<T extends object>(spec: T): T {
  for (const item of Object.values((spec as Json).paths as Json)) {
    for (const op of Object.values(item as Json)) {
      if (!isObject(op) || !isObject(op.responses)) continue;
      const success = Object.entries(op.responses).filter(([code]) => code.startsWith("2"));
      op.responses = Object.fromEntries(success);
      for (const [, response] of success) {
        for (const media of Object.values(((response as Json).content ?? {}) as Json)) delete (media as Json).examples;
      }
    }
  }
  return spec;
}
