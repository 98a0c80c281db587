// Fixes the structural defects of the contracts that the Medusa OAS CLI
// produces, so that the generators read them as the server means them.
// Each fix is generic (a rule, not a list) and counted for the log.
import { ContractError } from "./errors.ts";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface NormalizeStats {
  refNullable: number;
  arraysWithoutItems: number;
  nullableEnums: number;
  numericDefaults: number;
  queryStyles: number;
}

function walk(node: unknown, visit: (obj: Json) => void) {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (isObject(node)) {
    visit(node);
    Object.values(node).forEach((v) => walk(v, visit));
  }
}

export function normalize(doc: Json, file: string): NormalizeStats {
  const stats: NormalizeStats = { refNullable: 0, arraysWithoutItems: 0, nullableEnums: 0, numericDefaults: 0, queryStyles: 0 };
  walk(doc, (obj) => {
    // OAS 3.0 ignores siblings of $ref, so `{$ref, nullable: true}` loses
    // its nullability; the server does send null for these relations.
    if (typeof obj.$ref === "string" && obj.nullable === true) {
      obj.allOf = [{ $ref: obj.$ref }];
      delete obj.$ref;
      stats.refNullable++;
    }
    if (obj.type === "array" && !("items" in obj)) {
      obj.items = {};
      stats.arraysWithoutItems++;
    }
    if (Array.isArray(obj.enum) && obj.nullable === true && !obj.enum.includes(null)) {
      obj.enum.push(null);
      stats.nullableEnums++;
    }
  });
  const paths = doc.paths;
  if (!isObject(paths)) throw new ContractError(file, "/paths", "missing paths object");
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const pointer = `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}`;
      for (const param of (op.parameters as unknown[] | undefined) ?? []) {
        const schema = isObject(param) ? param.schema : undefined;
        // The annotations declare arrays and objects as `form, explode: false`
        // (status=a,b; created_at=gte,x), which the server rejects: it parses
        // query strings with qs (status[]=a, created_at[gte]=x; observed with
        // curl on GET /admin/orders). The client's one query serializer
        // (src/app/api/query-string.ts) writes that form for every operation.
        if (isObject(param) && param.in === "query" && ("style" in param || "explode" in param)) {
          delete param.style;
          delete param.explode;
          stats.queryStyles++;
        }
        // Query numbers such as limit and offset carry defaults written as strings.
        if (isObject(schema) && ["number", "integer"].includes(String(schema.type)) && typeof schema.default === "string") {
          const n = Number(schema.default);
          if (Number.isNaN(n)) throw new ContractError(file, pointer, `numeric parameter with default "${schema.default}"`);
          schema.default = n;
          stats.numericDefaults++;
        }
      }
      const responses = isObject(op.responses) ? op.responses : {};
      if (!Object.keys(responses).some((code) => code.startsWith("2"))) {
        throw new ContractError(file, `${pointer}/responses`, "no 2xx response: describe it in an overlay");
      }
      if (typeof op.operationId !== "string") throw new ContractError(file, pointer, "operation without operationId");
    }
  }
  return stats;
}
