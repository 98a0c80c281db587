import { describe, expect, it } from "vitest";
import { createLevelBody, levelSchema, levelValues, newLevelValues, updateLevelBody } from "./location-level-form";

describe("stock level forms", () => {
  it("a location and a whole, non-negative stocked quantity are needed; incoming may stay empty", () => {
    expect(levelSchema.safeParse(newLevelValues()).success).toBe(false);
    expect(levelSchema.safeParse(newLevelValues("sloc_1")).success).toBe(true);
    expect(levelSchema.safeParse({ ...newLevelValues("sloc_1"), stocked_quantity: -1 }).success).toBe(false);
    expect(levelSchema.safeParse({ ...newLevelValues("sloc_1"), stocked_quantity: 2.5 }).success).toBe(false);
    expect(levelSchema.safeParse({ ...newLevelValues("sloc_1"), stocked_quantity: null }).success).toBe(false);
  });

  it("adding sends incoming only when given", () => {
    expect(createLevelBody({ location_id: "sloc_1", stocked_quantity: 10, incoming_quantity: null })).toEqual({ location_id: "sloc_1", stocked_quantity: 10 });
    expect(createLevelBody({ location_id: "sloc_1", stocked_quantity: 10, incoming_quantity: 4 })).toEqual({ location_id: "sloc_1", stocked_quantity: 10, incoming_quantity: 4 });
  });

  it("editing starts from the level and sends an emptied incoming quantity as 0", () => {
    const values = levelValues({ location_id: "sloc_1", stocked_quantity: 10, reserved_quantity: 3, incoming_quantity: 5 });
    expect(values).toEqual({ location_id: "sloc_1", stocked_quantity: 10, incoming_quantity: 5 });
    expect(updateLevelBody({ ...values, stocked_quantity: 12, incoming_quantity: null })).toEqual({ stocked_quantity: 12, incoming_quantity: 0 });
  });
});
