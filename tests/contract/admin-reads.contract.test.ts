// Contract tests: the real Medusa 1.20.11 server's answers to the admin GET
// endpoints the dashboard reads must parse with the generated Zod response
// schemas. A failure means the contract is wrong: fix it in
// openapi/overlays/admin.overlay.yaml, then `npm run codegen`.
import { describe, expect, it } from "vitest";
import type { ZodMiniType } from "zod/mini";
import { getAuth } from "@generated/admin/sdk.gen";
import { type ContractEndpoint, endpoints } from "./admin-endpoints";
import { adminClient, anonymousClient, inventoryEnabled } from "./client";

// Decided once, at collection time, so skipped tests carry their reason.
const inventory = await inventoryEnabled();
const INVENTORY_OFF = "server not in inventory mode (GET /admin/store lists no inventoryService/stockLocationService module)";
if (!inventory) console.log(`contract: skipping inventory-only endpoints: ${INVENTORY_OFF}`);

/** One GET per endpoint and run: detail tests reuse their list's answer. */
const answers = new Map<ContractEndpoint, ReturnType<ContractEndpoint["call"]>>();
const fetchOnce = (e: ContractEndpoint, id?: string) => {
  if (!answers.has(e)) answers.set(e, e.call(adminClient, id));
  return answers.get(e)!;
};

/**
 * Zod issues as `path: message (got value)` lines, where to look with curl and
 * what the server sent; array indexes fold to `[]` so each mismatch shows once.
 */
function parseIssues(schema: ZodMiniType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const lines = new Map<string, string>(); // key: the line without its value
  for (const i of result.error.issues) {
    const got = i.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
    const path = i.path.map((k) => (typeof k === "number" ? "[]" : `.${String(k)}`)).join("").replace(/^\./, "");
    const line = `${path || "(root)"}: ${i.message} (got ${got === undefined ? "absent" : typeof got === "object" ? JSON.stringify(got).slice(0, 60) : JSON.stringify(got)})`;
    const key = line.replace(/ \(got .*\)$/, "");
    if (!lines.has(key)) lines.set(key, line);
  }
  return [...lines.values()];
}

describe("admin GET responses parse with the generated schemas", () => {
  for (const e of endpoints) {
    it(e.name, async (ctx) => {
      if (e.inventory && !inventory) return ctx.skip(INVENTORY_OFF);
      let id: string | undefined;
      if (e.idFrom) {
        const { data } = await fetchOnce(e.idFrom.list);
        const items = (data as Record<string, unknown> | undefined)?.[e.idFrom.key];
        id = Array.isArray(items) ? (items[0] as { id?: string } | undefined)?.id : undefined;
        expect(id, `first id of ${e.idFrom.list.name} → ${e.idFrom.key}[]`).toBeTypeOf("string");
      }
      const { data, response } = await fetchOnce(e, id);
      expect(response?.status, `${e.name}: GET ${response?.url}`).toBe(200);
      expect(parseIssues(e.schema, data), `${e.name}: GET ${response?.url} does not match the contract`).toEqual([]);
    });
  }
});

describe("unauthenticated requests", () => {
  it("getAuth without credentials answers 401 with the text body `Unauthorized`", async () => {
    const { data, error, response } = await getAuth({ client: anonymousClient });
    expect(response?.status).toBe(401);
    // Passport ends the response with the bare status text and no Content-Type;
    // the client keeps a non-JSON error body as text, the contract's literal "Unauthorized".
    expect(response?.headers.get("content-type") ?? "").not.toMatch(/json/);
    expect(error).toBe("Unauthorized");
    expect(data).toBeUndefined();
  });
});
