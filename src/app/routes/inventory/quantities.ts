// Stock arithmetic shown by the inventory pages. The server keeps stocked and
// reserved per location level; what can still be sold there is the difference,
// as the server counts it (negative when more is reserved than stocked: the
// stock was lowered under its reservations, which staff must see).
import type { DecoratedInventoryItemDto, InventoryLevelDto } from "@generated/admin/types.gen";

type Quantities = Pick<InventoryLevelDto, "stocked_quantity" | "reserved_quantity">;

export const available = ({ stocked_quantity, reserved_quantity }: Quantities) => stocked_quantity - reserved_quantity;

/** An item's totals over its locations (the list answers stocked and reserved summed; incoming is summed here). */
export function itemTotals(item: Pick<DecoratedInventoryItemDto, "stocked_quantity" | "reserved_quantity" | "location_levels">) {
  const levels = item.location_levels ?? [];
  return {
    locations: levels.length,
    stocked: item.stocked_quantity,
    reserved: item.reserved_quantity,
    available: available(item),
    incoming: levels.reduce((sum, level) => sum + level.incoming_quantity, 0),
  };
}

/** Totals of levels (an item's page reads its levels on their own). */
export function levelTotals(levels: readonly InventoryLevelDto[]) {
  const stocked = levels.reduce((sum, l) => sum + l.stocked_quantity, 0);
  const reserved = levels.reduce((sum, l) => sum + l.reserved_quantity, 0);
  return { stocked, reserved, available: available({ stocked_quantity: stocked, reserved_quantity: reserved }), incoming: levels.reduce((sum, l) => sum + l.incoming_quantity, 0) };
}
