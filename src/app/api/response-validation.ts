// Response validation (RuntimeConfig.validateResponses): a call's JSON body is
// parsed with the generated Zod schema of its operation, found by the method
// and URL template of the call. Loaded by clients.ts only when validation is
// on, and the schemas only with the first response of their API, so neither
// is in the default bundles.
import type { core } from "zod/mini";
import { ResponseValidationError, type ValidationIssue } from "./errors";
import type { ResponseValidation } from "./runtime-config";
import type { TokenDomain } from "./tokens";

/** The start of every mismatch line on the console (test set-ups look for it). */
export const MISMATCH_REPORT = "[response validation]";
/** Mismatches named per response: enough to find the defect, short enough to read. */
const MAX_ISSUES = 5;

const schemasOf = {
  admin: () => import("@generated/admin/response-schemas.gen"),
  store: () => import("@generated/store/response-schemas.gen"),
} satisfies Record<TokenDomain, unknown>;

/** `orders[0].customer.email`: what a reader types to find it in the body. */
const jsonPath = (path: PropertyKey[]) =>
  path.map((k, i) => (typeof k === "number" ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join("");

const describe = (value: unknown) => {
  if (value === undefined) return "absent";
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function problemOf(issue: core.$ZodIssue, body: unknown) {
  const found = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], body);
  const wanted =
    issue.code === "invalid_type" ? `expected ${issue.expected}` :
    issue.code === "invalid_value" ? `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}` :
    issue.code === "unrecognized_keys" ? `unexpected keys ${issue.keys.join(", ")}` :
    issue.code;
  return `${wanted}, got ${describe(found)}`;
}

export const reportLine = (error: ResponseValidationError, call: string) =>
  `${MISMATCH_REPORT} ${error.operationId} (${call}, ${error.status}) does not match its schema: ` +
  error.issues.map((i) => `${i.path || "(body)"}: ${i.problem}`).join("; ");

/**
 * A call that names its `fields` gets only those (and its expanded relations)
 * from Medusa: a property of the resource (`orders[0].x`, `order.x`) that it
 * did not ask for is rightly absent.
 */
function leftOutByFields(issue: core.$ZodIssue, body: unknown, fields: string | undefined) {
  if (!fields) return false;
  const property = typeof issue.path[1] === "number" ? issue.path[2] : issue.path[1];
  const depth = typeof issue.path[1] === "number" ? 3 : 2;
  if (issue.path.length !== depth || typeof property !== "string") return false;
  const found = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], body);
  return found === undefined && !fields.split(",").includes(property);
}

/**
 * Checks one successful JSON response. "warn": a mismatch is logged as a
 * warning and the data flows on; "error": it is logged as an error and the
 * call fails with the ResponseValidationError.
 */
export async function validateResponse(
  domain: TokenDomain,
  call: { method?: string; url: string; query?: Record<string, unknown> },
  response: Response,
  mode: Exclude<ResponseValidation, "off">,
) {
  const { responseSchemas } = await schemasOf[domain]();
  const entry = responseSchemas[`${call.method} ${call.url}`];
  if (!entry) return;
  const [operationId, schema] = entry;
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  if (result.success) return;
  const fields = typeof call.query?.fields === "string" ? call.query.fields : undefined;
  const mismatches = result.error.issues.filter((issue) => !leftOutByFields(issue, body, fields));
  if (mismatches.length === 0) return;
  const issues: ValidationIssue[] = mismatches.slice(0, MAX_ISSUES).map((issue) => ({ path: jsonPath(issue.path), problem: problemOf(issue, body) }));
  const error = new ResponseValidationError(operationId, issues, response.status);
  const line = reportLine(error, `${call.method} ${call.url}`);
  if (mode === "warn") return console.warn(line);
  console.error(line);
  throw error;
}
