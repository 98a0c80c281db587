import { describe, expect, it } from "vitest";
import { chunkGroups, featureOf } from "./chunk-groups";

const nameOf = (group: string, id: string) => {
  const name = chunkGroups.find((g) => (g.debugName ?? g.name) === group)!.name;
  return typeof name === "function" ? name(id, { getModuleInfo: () => null }) : name;
};

describe("chunk groups", () => {
  it("names a module by its route folder or plugin", () => {
    expect(featureOf("/repo/src/app/routes/products/detail/MediaSection.tsx")).toBe("products");
    expect(featureOf("/repo/plugins/loyalty-example/src/tiers.ts")).toBe("loyalty-example");
    expect(featureOf("/repo/src/app/components/data-table/DataTable.tsx")).toBeUndefined();
  });

  it("puts a shared module of a feature in the feature's chunk, any other in the shared one", () => {
    expect(nameOf("feature", "/repo/src/app/routes/products/components/product-form.ts")).toBe("products");
    expect(nameOf("shared", "/repo/src/app/routes/products/components/product-form.ts")).toBeNull();
    expect(nameOf("shared", "/repo/node_modules/@zag-js/dialog/dist/index.mjs")).toBe("shared");
    expect(nameOf("feature", "\0virtual:split-generated:/repo/src/generated/admin/zod.gen.ts:12")).toBeNull();
  });

  it("takes the entry's modules first, then the sign-in page's", () => {
    const [index, login] = [...chunkGroups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    expect(index.tags).toEqual(["$initial"]);
    expect(login.name).toBe("login");
  });
});
