import { describe, expect, it } from "vitest";
import "@app/components/form/zod-messages";
import { createBody, createSchema, createValues, updateBody, updateSchema, updateValues } from "./reservation-form";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("reservation forms", () => {
  it("a new reservation needs an item, a location and a quantity of at least one whole unit", () => {
    expect(issues(createSchema.safeParse({ ...createValues(), quantity: null }))).toEqual({
      inventory_item_id: "This field is required",
      location_id: "This field is required",
      quantity: "This field is required",
    });
    expect(Object.keys(issues(createSchema.safeParse({ ...createValues("iitem_1", "sloc_1"), quantity: 0 })))).toEqual(["quantity"]);
    expect(Object.keys(issues(createSchema.safeParse({ ...createValues("iitem_1", "sloc_1"), quantity: 1.5 })))).toEqual(["quantity"]);
    expect(createSchema.safeParse(createValues("iitem_1", "sloc_1")).success).toBe(true);
  });

  it("sends the description trimmed, and none when left empty", () => {
    expect(createBody({ inventory_item_id: "iitem_1", location_id: "sloc_1", quantity: 3, description: "  phone order " })).toEqual({
      inventory_item_id: "iitem_1",
      location_id: "sloc_1",
      quantity: 3,
      description: "phone order",
    });
    expect(createBody({ inventory_item_id: "iitem_1", location_id: "sloc_1", quantity: 3, description: " " })).toEqual({ inventory_item_id: "iitem_1", location_id: "sloc_1", quantity: 3 });
  });

  it("an edit starts from the reservation and sends an emptied description as empty, so the old one goes", () => {
    const values = updateValues({ id: "res_1", inventory_item_id: "iitem_1", location_id: "sloc_1", quantity: 2, description: "held" });
    expect(values).toEqual({ location_id: "sloc_1", quantity: 2, description: "held" });
    expect(updateSchema.safeParse({ ...values, quantity: -1 }).success).toBe(false);
    expect(updateBody({ ...values, quantity: 4, description: "" })).toEqual({ location_id: "sloc_1", quantity: 4, description: "" });
  });
});
