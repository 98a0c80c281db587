// What changed between two normalised contracts of one API, as code written
// against the old one sees it: operations and schemas added, removed or
// changed; each change at a dotted field path (`order.items[].title`) and
// marked breaking by the one table of rules below.
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const SCHEMAS = "#/components/schemas/";

type Direction = "request" | "response";

/**
 * Whether a change breaks code written against the old contract, in what it
 * sends (parameters, request body) and in what it reads (response). Medusa's
 * validators reject fields they do not know, so a removed request field
 * breaks; a value added to a response enum breaks code that handles each
 * value (labels, badges); a removed operation or schema always breaks.
 */
const breakingRules = {
  removed: { request: true, response: true },
  "added (required)": { request: true, response: false },
  "added (optional)": { request: false, response: false },
  "now required": { request: true, response: false },
  "now optional": { request: false, response: true },
  "type changed": { request: true, response: true },
  "now nullable": { request: false, response: true },
  "no longer nullable": { request: true, response: false },
  "enum value added": { request: false, response: true },
  "enum value removed": { request: true, response: false },
} as const satisfies Record<string, Record<Direction, boolean>>;
export type ChangeKind = keyof typeof breakingRules;

export const isAddition = (kind: ChangeKind) => kind.startsWith("added");

export interface Change {
  /** Where: `parameter`, `request body`, `response` (operations) or `schema`. */
  in: "parameter" | "request body" | "response" | "schema";
  /** Dotted field path; "" is the body or schema as a whole. */
  path: string;
  kind: ChangeKind;
  detail?: string;
  breaking: boolean;
}

export interface OperationDiff {
  operationId: string;
  method: string;
  path: string;
  status: "added" | "removed" | "changed";
  breaking: boolean;
  changes: Change[];
}

export interface SchemaDiff {
  name: string;
  status: "added" | "removed" | "changed";
  breaking: boolean;
  changes: Change[];
}

type FieldChange = Omit<Change, "in" | "breaking">;

/** Follows local $refs; `ref` names the component schema reached, if any. */
function deref(node: unknown, doc: Json): { node: Json; ref?: string } {
  let ref: string | undefined;
  // bounded: a $ref chain that loops must not hang the walk
  for (let hops = 0; isObject(node) && typeof node.$ref === "string" && hops < 20; hops++) {
    const pointer = node.$ref;
    if (pointer.startsWith(SCHEMAS)) ref = pointer.slice(SCHEMAS.length);
    node = pointer
      .slice(2)
      .split("/")
      .reduce<unknown>((at, part) => (isObject(at) ? at[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined), doc);
  }
  return { node: isObject(node) ? node : {}, ref };
}

/** A schema with allOf merged and oneOf/anyOf summed up: what the walk compares. */
interface Shape {
  type: string;
  ref?: string;
  nullable: boolean;
  enum: string[];
  properties: Json;
  required: Set<string>;
  items?: unknown;
}

function shapeOf(schema: unknown, doc: Json): Shape {
  const { node, ref } = deref(schema, doc);
  const shape: Shape = {
    type: typeof node.type === "string" ? node.type : isObject(node.properties) ? "object" : "any",
    ref,
    nullable: node.nullable === true,
    // null is the nullable flag's business (normalize adds it to nullable enums)
    enum: Array.isArray(node.enum) ? node.enum.filter((v) => v !== null).map((v) => JSON.stringify(v)) : [],
    properties: { ...(isObject(node.properties) ? node.properties : {}) },
    required: new Set(Array.isArray(node.required) ? (node.required as string[]) : []),
    items: node.items,
  };
  const allOf = Array.isArray(node.allOf) ? node.allOf : [];
  for (const part of allOf.map((s) => shapeOf(s, doc))) {
    if (shape.type === "any") shape.type = part.type;
    // normalize's nullable $ref is `{allOf: [{$ref}], nullable}`: it still holds that component
    if (allOf.length === 1) shape.ref ??= part.ref;
    shape.properties = { ...part.properties, ...shape.properties };
    part.required.forEach((r) => shape.required.add(r));
    shape.items ??= part.items;
    if (!shape.enum.length) shape.enum = part.enum;
  }
  const variants = [node.oneOf, node.anyOf].find(Array.isArray);
  if (variants) {
    const parts = variants.map((s) => shapeOf(s, doc));
    shape.type = [...new Set(parts.map((p) => p.type))].sort().join(" | ");
    // The fields of object variants, none of them required: any variant may come.
    for (const part of parts) {
      shape.properties = { ...part.properties, ...shape.properties };
      shape.items ??= part.items;
      shape.nullable ||= part.nullable;
    }
  }
  return shape;
}

const childPath = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * The field changes between two schemas, breadth first, so each change is
 * reported once, at its shortest path. `followRefs` walks into the
 * components they hold (an operation's view); without it a field holding a
 * component is compared by the component's name (a schema's own view).
 */
function fieldChanges(before: unknown, after: unknown, root: string, docs: { old: Json; new: Json }, followRefs: boolean) {
  const changes: FieldChange[] = [];
  const walked = new Set<string>();
  const queue = [{ before, after, path: root }];
  for (const { before, after, path } of queue) {
    const a = shapeOf(before, docs.old);
    const b = shapeOf(after, docs.new);
    const nested = path !== root;
    const describe = (s: Shape) => (!followRefs && nested && s.ref) || s.type;
    if (describe(a) !== describe(b)) {
      changes.push({ path, kind: "type changed", detail: `${describe(a)} → ${describe(b)}` });
      continue;
    }
    if (a.nullable !== b.nullable) changes.push({ path, kind: b.nullable ? "now nullable" : "no longer nullable" });
    for (const v of a.enum) if (b.enum.length && !b.enum.includes(v)) changes.push({ path, kind: "enum value removed", detail: v });
    for (const v of b.enum) if (a.enum.length && !a.enum.includes(v)) changes.push({ path, kind: "enum value added", detail: v });
    if (a.ref || b.ref) {
      if (!followRefs && nested) continue;
      const key = `${a.ref}>${b.ref}`;
      if (walked.has(key)) continue; // also ends the walk around reference cycles
      walked.add(key);
    }
    for (const name of new Set([...Object.keys(a.properties), ...Object.keys(b.properties)])) {
      const field = childPath(path, name);
      if (!(name in b.properties)) changes.push({ path: field, kind: "removed" });
      else if (!(name in a.properties)) changes.push({ path: field, kind: b.required.has(name) ? "added (required)" : "added (optional)" });
      else {
        if (a.required.has(name) !== b.required.has(name)) changes.push({ path: field, kind: b.required.has(name) ? "now required" : "now optional" });
        queue.push({ before: a.properties[name], after: b.properties[name], path: field });
      }
    }
    if (a.items !== undefined || b.items !== undefined) queue.push({ before: a.items, after: b.items, path: `${path}[]` });
  }
  return changes;
}

/** The schema of a request body or response content: JSON if offered, else the first. */
const contentSchema = (content: unknown) =>
  isObject(content) ? ((content["application/json"] ?? Object.values(content)[0]) as Json | undefined)?.schema : undefined;

/** The schema of the success response (the first 2xx), undefined when it has no body. */
function successSchema(op: Json, doc: Json): unknown {
  const responses = isObject(op.responses) ? op.responses : {};
  const code = Object.keys(responses).filter((c) => c.startsWith("2")).sort()[0];
  return code === undefined ? undefined : contentSchema(deref(responses[code], doc).node.content);
}

function operationChanges(before: Json, after: Json, docs: { old: Json; new: Json }): Change[] {
  const changes: Change[] = [];
  const add = (where: Change["in"], direction: Direction, list: FieldChange[]) =>
    list.forEach((c) => changes.push({ in: where, ...c, breaking: breakingRules[c.kind][direction] }));
  const added = (required: unknown): ChangeKind => (required === true ? "added (required)" : "added (optional)");

  const params = (op: Json, doc: Json) =>
    new Map(((op.parameters as unknown[]) ?? []).map((p) => deref(p, doc).node).map((p) => [`${p.in}.${p.name}`, p]));
  const paramsBefore = params(before, docs.old);
  const paramsAfter = params(after, docs.new);
  for (const key of new Set([...paramsBefore.keys(), ...paramsAfter.keys()])) {
    const a = paramsBefore.get(key);
    const b = paramsAfter.get(key);
    if (!b) add("parameter", "request", [{ path: key, kind: "removed" }]);
    else if (!a) add("parameter", "request", [{ path: key, kind: added(b.required) }]);
    else {
      if (!!a.required !== !!b.required) add("parameter", "request", [{ path: key, kind: b.required ? "now required" : "now optional" }]);
      add("parameter", "request", fieldChanges(a.schema, b.schema, key, docs, true));
    }
  }

  const bodyBefore = deref(before.requestBody, docs.old).node;
  const bodyAfter = deref(after.requestBody, docs.new).node;
  const schemaBefore = contentSchema(bodyBefore.content);
  const schemaAfter = contentSchema(bodyAfter.content);
  if (schemaBefore && !schemaAfter) add("request body", "request", [{ path: "", kind: "removed" }]);
  else if (!schemaBefore && schemaAfter) add("request body", "request", [{ path: "", kind: added(bodyAfter.required) }]);
  else if (schemaBefore && schemaAfter) {
    if (!!bodyBefore.required !== !!bodyAfter.required) {
      add("request body", "request", [{ path: "", kind: bodyAfter.required ? "now required" : "now optional" }]);
    }
    add("request body", "request", fieldChanges(schemaBefore, schemaAfter, "", docs, true));
  }

  const responseBefore = successSchema(before, docs.old);
  const responseAfter = successSchema(after, docs.new);
  if (responseBefore && !responseAfter) add("response", "response", [{ path: "", kind: "removed" }]);
  else if (!responseBefore && responseAfter) add("response", "response", [{ path: "", kind: "added (optional)" }]);
  else if (responseBefore && responseAfter) add("response", "response", fieldChanges(responseBefore, responseAfter, "", docs, true));
  return changes;
}

function operationsById(doc: Json) {
  const ops = new Map<string, { method: string; path: string; op: Json }>();
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      if (isObject(op) && typeof op.operationId === "string") ops.set(op.operationId, { method: method.toUpperCase(), path, op });
    }
  }
  return ops;
}

/** Which way each component schema travels (request, response), through the refs of every operation. */
function schemaDirections(doc: Json): Map<string, Set<Direction>> {
  const directions = new Map<string, Set<Direction>>();
  const visit = (node: unknown, direction: Direction, seen: Set<unknown>) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, direction, seen));
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === "string") {
      const { node: target, ref } = deref(node, doc);
      if (ref) directions.set(ref, (directions.get(ref) ?? new Set()).add(direction));
      visit(target, direction, seen);
    }
    Object.values(node).forEach((v) => visit(v, direction, seen));
  };
  const requests = new Set<unknown>();
  const responses = new Set<unknown>();
  for (const { op } of operationsById(doc).values()) {
    visit([op.parameters, op.requestBody], "request", requests);
    visit(op.responses, "response", responses);
  }
  return directions;
}

export function diffContracts(oldDoc: Json, newDoc: Json): { operations: OperationDiff[]; schemas: SchemaDiff[] } {
  const docs = { old: oldDoc, new: newDoc };
  const opsBefore = operationsById(oldDoc);
  const opsAfter = operationsById(newDoc);
  const operations: OperationDiff[] = [];
  for (const id of new Set([...opsBefore.keys(), ...opsAfter.keys()])) {
    const a = opsBefore.get(id);
    const b = opsAfter.get(id);
    const { method, path } = (b ?? a)!;
    if (!b) operations.push({ operationId: id, method, path, status: "removed", breaking: true, changes: [] });
    else if (!a) operations.push({ operationId: id, method, path, status: "added", breaking: false, changes: [] });
    else {
      const changes = operationChanges(a.op, b.op, docs);
      if (changes.length) operations.push({ operationId: id, method, path, status: "changed", breaking: changes.some((c) => c.breaking), changes });
    }
  }

  const componentSchemas = (doc: Json) => ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  const before = componentSchemas(oldDoc);
  const after = componentSchemas(newDoc);
  const directionsBefore = schemaDirections(oldDoc);
  const directionsAfter = schemaDirections(newDoc);
  const schemas: SchemaDiff[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(name in after)) schemas.push({ name, status: "removed", breaking: true, changes: [] });
    else if (!(name in before)) schemas.push({ name, status: "added", breaking: false, changes: [] });
    else {
      // A schema no operation uses may be used either way: judged both ways.
      const ways = new Set([...(directionsBefore.get(name) ?? []), ...(directionsAfter.get(name) ?? [])]);
      const directions: Direction[] = ways.size ? [...ways] : ["request", "response"];
      const changes: Change[] = fieldChanges(before[name], after[name], "", docs, false).map((c) => ({
        in: "schema",
        ...c,
        breaking: directions.some((d) => breakingRules[c.kind][d]),
      }));
      if (changes.length) schemas.push({ name, status: "changed", breaking: changes.some((c) => c.breaking), changes });
    }
  }
  return { operations, schemas };
}
