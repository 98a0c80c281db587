import { describe, expect, it } from "vitest";
import type { InventoryLevelDto } from "@generated/admin/types.gen";
import { available, itemTotals, levelTotals } from "./quantities";

const level = (location_id: string, stocked_quantity: number, reserved_quantity: number, incoming_quantity = 0): InventoryLevelDto => ({
  location_id,
  stocked_quantity,
  reserved_quantity,
  incoming_quantity,
});

describe("stock arithmetic", () => {
  it("available is stocked minus reserved", () => {
    expect(available({ stocked_quantity: 10, reserved_quantity: 3 })).toBe(7);
    expect(available({ stocked_quantity: 10, reserved_quantity: 0 })).toBe(10);
  });

  it("shows an oversold location as negative, not as zero", () => {
    expect(available({ stocked_quantity: 2, reserved_quantity: 5 })).toBe(-3);
  });

  it("an item's totals: the server's sums, its available, incoming summed over its locations", () => {
    const levels = [level("a", 10, 3, 5), level("b", 4, 1, 2)];
    expect(itemTotals({ stocked_quantity: 14, reserved_quantity: 4, location_levels: levels })).toEqual({
      locations: 2,
      stocked: 14,
      reserved: 4,
      available: 10,
      incoming: 7,
    });
  });

  it("an item without location levels has nothing anywhere", () => {
    expect(itemTotals({ stocked_quantity: 0, reserved_quantity: 0 })).toEqual({ locations: 0, stocked: 0, reserved: 0, available: 0, incoming: 0 });
  });

  it("totals of levels read on their own", () => {
    expect(levelTotals([level("a", 10, 3, 5), level("b", 4, 1, 2)])).toEqual({ stocked: 14, reserved: 4, available: 10, incoming: 7 });
    expect(levelTotals([])).toEqual({ stocked: 0, reserved: 0, available: 0, incoming: 0 });
  });
});
