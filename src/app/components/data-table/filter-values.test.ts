import { describe, expect, it } from "vitest";
import { dateRangeQuery, present, readFilters, writeFilter } from "./filter-values";
import type { FilterDef } from "./types";

const defs: FilterDef[] = [
  { kind: "multi", key: "status", label: "Status", options: [{ value: "draft", label: "Draft" }, { value: "published", label: "Published" }] },
  { kind: "dateRange", key: "created", label: "Created" },
];

describe("filter values in the URL", () => {
  it("round-trips through the query string", () => {
    const params = new URLSearchParams("q=shirt&offset=15");
    writeFilter(params, defs[0], ["published", "draft"]);
    writeFilter(params, defs[1], { from: "2024-01-01", to: "2024-01-31" });
    expect(params.toString()).toBe("q=shirt&offset=15&status=published&status=draft&created_from=2024-01-01&created_to=2024-01-31");
    expect(readFilters(new URLSearchParams(params.toString()), defs)).toEqual({
      status: ["published", "draft"],
      created: { from: "2024-01-01", to: "2024-01-31" },
    });
    writeFilter(params, defs[0], []);
    writeFilter(params, defs[1], {});
    expect(params.toString()).toBe("q=shirt&offset=15");
  });

  it("ignores values a filter does not offer, repeated values and malformed days", () => {
    const read = readFilters(new URLSearchParams("status=draft&status=draft&status=deleted&created_from=yesterday&created_to=2024-3-1"), defs);
    expect(read).toEqual({ status: ["draft"], created: { from: undefined, to: undefined } });
  });

  it("keeps the URL's values of a filter whose options are still loading", () => {
    const loading: FilterDef = { kind: "multi", key: "collection_id", label: "Collection", options: [], loading: true };
    expect(readFilters(new URLSearchParams("collection_id=pcol_1&collection_id=pcol_1"), [loading])).toEqual({ collection_id: ["pcol_1"] });
    expect(readFilters(new URLSearchParams("collection_id=pcol_1"), [{ ...loading, loading: false }])).toEqual({ collection_id: [] });
  });

  it("turns a day range into whole days in the user's time zone", () => {
    expect(dateRangeQuery({ created: { from: "2024-03-01", to: "2024-03-31" } }, "created")).toEqual({
      gte: new Date(2024, 2, 1).toISOString(),
      lte: new Date(2024, 2, 31, 23, 59, 59, 999).toISOString(),
    });
    expect(dateRangeQuery({ created: { to: "2024-03-31" } }, "created")).toEqual({ lte: new Date(2024, 2, 31, 23, 59, 59, 999).toISOString() });
    expect(dateRangeQuery({ created: {} }, "created")).toBeUndefined();
  });

  it("leaves unset parameters out of a query", () => {
    expect(present({ q: "", order: undefined, status: [], limit: 15, tags: ["a"] })).toEqual({ limit: 15, tags: ["a"] });
  });
});
