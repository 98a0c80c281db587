// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveContracts } from "./contracts.ts";
import { heyApiIds, listOperations, operationArtifactNames, type Paths } from "./hey-api-names.ts";
import { analyzeImpact, contractPairFromFiles, formatImpact } from "./impact.ts";

const fixtures = "scripts/codegen/fixtures/impact";
const page = `${fixtures}/src/orders/OrderListPage.tsx`;
const impactOf = (after: string) => analyzeImpact([contractPairFromFiles(`${fixtures}/old.json`, `${fixtures}/${after}`)], [`${fixtures}/src`]);

describe("codegen:impact", () => {
  it("reports a removed response field as breaking and names the page using the operation and the field", () => {
    const impact = impactOf("new.json");
    const [admin] = impact.apis;
    const getOrders = admin.operations.find((o) => o.operationId === "GetOrders")!;
    expect(getOrders).toMatchObject({ method: "GET", path: "/admin/orders", status: "changed", breaking: true });
    expect(getOrders.changes).toContainEqual({ in: "response", path: "orders[].display_id", kind: "removed", breaking: true });
    expect(getOrders.usedBy).toEqual([{ file: page, fields: ["display_id"] }]);
    expect(impact.exitCode).toBe(1);

    const text = formatImpact(impact);
    expect(text).toContain("~ GetOrders (GET /admin/orders)  BREAKING");
    expect(text).toContain("response orders[].display_id: removed  BREAKING");
    expect(text).toContain(`used by ${page} (uses field display_id)`);
  });

  it("applies the breaking rules to requests, responses, enums and operations", () => {
    const [admin] = impactOf("new.json").apis;
    const op = (id: string) => admin.operations.find((o) => o.operationId === id)!;
    expect(op("GetOrdersOrder").changes).toEqual(
      expect.arrayContaining([
        { in: "response", path: "order.display_id", kind: "removed", breaking: true },
        // a value the app never sees again breaks nothing
        { in: "response", path: "order.status", kind: "enum value removed", detail: '"archived"', breaking: false },
        { in: "response", path: "order.items[].title", kind: "type changed", detail: "string → integer", breaking: true },
      ]),
    );
    expect(op("PostOrdersOrder").changes).toContainEqual({ in: "request body", path: "email", kind: "now required", breaking: true });
    expect(op("DeleteNotesNote")).toMatchObject({ status: "removed", breaking: true, usedBy: [] });
    expect(op("GetRegions")).toMatchObject({ status: "added", breaking: false });
    // named in a comment of the page only
    expect(op("GetOrdersOrder").usedBy).toEqual([]);
    expect(admin.schemas.find((s) => s.name === "Order")?.changes).toContainEqual({
      in: "schema",
      path: "display_id",
      kind: "removed",
      breaking: true,
    });
  });

  it("exits 0 when the only change is an optional response field", () => {
    const impact = impactOf("new-optional-field.json");
    const getOrders = impact.apis[0].operations.find((o) => o.operationId === "GetOrders")!;
    expect(getOrders.changes).toContainEqual({ in: "response", path: "orders[].note", kind: "added (optional)", breaking: false });
    expect(getOrders.breaking).toBe(false);
    expect(getOrders.usedBy.map((u) => u.file)).toEqual([page]);
    expect(impact.exitCode).toBe(0);
  });

  it("exits 1 from the command line on a breaking change the fixture page uses", { timeout: 60_000 }, () => {
    const run = spawnSync("npx", ["tsx", "scripts/codegen/impact.ts", `${fixtures}/old.json`, `${fixtures}/new.json`, "--src", `${fixtures}/src`], {
      encoding: "utf8",
    });
    expect(run.stdout).toContain("1 operation(s) the code uses changed in a breaking way: admin GetOrders");
    expect(run.status).toBe(1);
  });

  it("derives, for every operation of the admin contract, a fetcher name that sdk.gen.ts exports", () => {
    const exported = new Set(
      [...readFileSync("src/generated/admin/sdk.gen.ts", "utf8").matchAll(/^export const ([\w$]+)/gm)].map((m) => m[1]),
    );
    const ops = listOperations(deriveContracts("admin").normalized.paths as Paths);
    const ids = heyApiIds(ops);
    expect(ops.length).toBeGreaterThan(200);
    const missing = ops.filter((op) => !operationArtifactNames(op, ids.get(op)!)["sdk.gen"].every((name) => exported.has(name)));
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});
