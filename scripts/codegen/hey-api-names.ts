// The names under which src/generated exports an operation's or a schema's
// artifacts, derived from a contract the way the generators name them, so
// that code using them can be found without generating (codegen:report,
// codegen:impact).
import { utils } from "@hey-api/openapi-ts";
import { pascal } from "orval";

// hey-api's parser visits the methods of a path in this order; it matters for
// the suffix it gives to operation names that collide (see heyApiIds).
const operationMethods = ["delete", "get", "patch", "post", "put"] as const;

export interface Operation {
  method: (typeof operationMethods)[number];
  path: string;
  operationId: string;
}
/** A contract's `paths`, as far as naming needs it. */
export type Paths = Record<string, Partial<Record<(typeof operationMethods)[number], { operationId?: string }>>>;

/** The operations of a contract's `paths`, in hey-api's order. */
export function listOperations(paths: Paths): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of operationMethods) {
      const operationId = item[method]?.operationId;
      if (item[method]) ops.push({ method, path, operationId: operationId ?? `${method.toUpperCase()} ${path}` });
    }
  }
  return ops;
}

/**
 * hey-api's operation names, as its parser derives them (operationToId in
 * @hey-api/shared): the operationId made an identifier, camelCased with its
 * own toCase, then suffixed 2, 3, ... when an earlier operation took the name.
 */
export function heyApiIds(ops: Operation[]): Map<Operation, string> {
  const sanitize = (id: string) =>
    id
      .replace(/^[^\p{ID_Start}]+/u, "")
      .replace(/[^$\u200c\u200d\p{ID_Continue}]/gu, "-")
      .replace(/[$+]/g, "-");
  const taken = new Set<string>();
  const ids = new Map<Operation, string>();
  for (const op of ops) {
    const base = utils.toCase(sanitize(op.operationId), "camelCase");
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
    taken.add(id);
    ids.set(op, id);
  }
  return ids;
}

// A hey-api naming template such as "z{{name}}Response", applied the way its
// plugins do: the name is set off by separators, then the whole is cased.
export const heyApiName = (template: string, id: string, casing: "camelCase" | "PascalCase" = "camelCase") =>
  utils.toCase(template.replace("{{name}}", `-${id}-`), casing);

/**
 * The names src/generated exports for one operation, by module: the default
 * name templates of the plugins in codegen.config.ts (@hey-api/openapi-ts
 * 0.95) and orval's mocks. A template an option turns off (infinite
 * queries) names nothing, so listing it costs nothing.
 */
export function operationArtifactNames(op: Operation, id: string) {
  const names = (casing: "camelCase" | "PascalCase", ...templates: string[]) => templates.map((t) => heyApiName(t, id, casing));
  return {
    "sdk.gen": names("camelCase", "{{name}}"),
    "@tanstack/react-query.gen": names("camelCase", "{{name}}Options", "{{name}}QueryKey", "{{name}}InfiniteOptions", "{{name}}InfiniteQueryKey", "{{name}}Mutation"),
    "zod.gen": names("camelCase", "z{{name}}Data", "z{{name}}Body", "z{{name}}Headers", "z{{name}}Path", "z{{name}}Query", "z{{name}}Response"),
    "types.gen": names("PascalCase", "{{name}}Data", "{{name}}Errors", "{{name}}Error", "{{name}}Responses", "{{name}}Response"),
    // orval names mocks from the raw operationId with its own pascal().
    mocks: [`get${pascal(op.operationId)}MockHandler`, `get${pascal(op.operationId)}ResponseMock`],
  };
}

/** The type and the Zod schema of a component schema. */
export const schemaArtifactNames = (name: string): string[] => [heyApiName("{{name}}", name, "PascalCase"), heyApiName("z{{name}}", name)];
