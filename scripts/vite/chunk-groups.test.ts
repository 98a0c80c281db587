import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { chunkGroups, featureOf, LANDING_PAGE } from "./chunk-groups";

// A small import graph: the landing page (the orders list) imports a feature
// module and the data table, which imports Zag's menu; the picker is another
// page's, with its own Zag module.
const DATA_TABLE = "/repo/src/app/components/data-table/DataTable.tsx";
const ORDER_COLUMNS = "/repo/src/app/routes/orders/list/order-columns.tsx";
const ZAG_MENU = "/repo/node_modules/@zag-js/menu/dist/index.mjs";
const PICKER = "/repo/src/app/components/picker/PickerModal.tsx";
const ZAG_COMBOBOX = "/repo/node_modules/@zag-js/combobox/dist/index.mjs";
const GRAPH: Record<string, string[]> = { [LANDING_PAGE]: [ORDER_COLUMNS, DATA_TABLE], [DATA_TABLE]: [ZAG_MENU], [PICKER]: [ZAG_COMBOBOX] };
const ctx = { getModuleInfo: (id: string) => ({ importedIds: GRAPH[id] ?? [] }) as unknown as Rolldown.ModuleInfo };

const nameOf = (group: string, id: string) => {
  const name = chunkGroups.find((g) => (g.debugName ?? g.name) === group)!.name;
  return typeof name === "function" ? name(id, ctx) : name;
};

describe("chunk groups", () => {
  it("names a module by its route folder or plugin", () => {
    expect(featureOf("/repo/src/app/routes/products/detail/MediaSection.tsx")).toBe("products");
    expect(featureOf("/repo/plugins/loyalty-example/src/tiers.ts")).toBe("loyalty-example");
    expect(featureOf("/repo/src/app/components/data-table/DataTable.tsx")).toBeUndefined();
  });

  it("puts what the landing page imports, from any folder, in the shared chunk", () => {
    for (const id of [ORDER_COLUMNS, DATA_TABLE, ZAG_MENU]) expect(nameOf("shared", id)).toBe("shared");
    expect(nameOf("shared", PICKER)).toBeNull();
    expect(nameOf("shared", ZAG_COMBOBOX)).toBeNull();
  });

  it("puts other pages' shared modules in the pages chunk, a feature's in the feature's", () => {
    expect(nameOf("pages", PICKER)).toBe("pages");
    expect(nameOf("pages", ZAG_COMBOBOX)).toBe("pages");
    expect(nameOf("pages", "/repo/src/app/routes/products/components/product-form.ts")).toBeNull();
    expect(nameOf("feature", "/repo/src/app/routes/products/components/product-form.ts")).toBe("products");
    expect(nameOf("feature", "\0virtual:split-generated:/repo/src/generated/admin/zod.gen.ts:12")).toBeNull();
  });

  it("takes the entry's modules first, then the sign-in page's", () => {
    const [index, login] = [...chunkGroups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    expect(index.tags).toEqual(["$initial"]);
    expect(login.name).toBe("login");
  });
});
