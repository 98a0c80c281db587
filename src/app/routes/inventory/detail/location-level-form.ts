// The forms of an item's stock at a location: add a location (the location,
// stocked and incoming quantities) and edit its quantities, validated with the
// generated request schemas, and the bodies sent.
import { z } from "zod/mini";
import type { AdminPostInventoryItemsItemLocationLevelsLevelReq, AdminPostInventoryItemsItemLocationLevelsReq, InventoryLevelDto } from "@generated/admin/types.gen";
import { zAdminPostInventoryItemsItemLocationLevelsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { countSchema, optionalCountSchema } from "../components/quantity-schema";

export const levelSchema = z.extend(z.pick(zAdminPostInventoryItemsItemLocationLevelsReq, { location_id: true }), {
  location_id: requiredText(),
  stocked_quantity: countSchema(0),
  incoming_quantity: optionalCountSchema(),
});
export type LevelValues = z.infer<typeof levelSchema>;

export const newLevelValues = (locationId = ""): LevelValues => ({ location_id: locationId, stocked_quantity: 0, incoming_quantity: null });

export const levelValues = (level: InventoryLevelDto): LevelValues => ({
  location_id: level.location_id,
  stocked_quantity: level.stocked_quantity,
  incoming_quantity: level.incoming_quantity,
});

export const createLevelBody = ({ location_id, stocked_quantity, incoming_quantity }: LevelValues): AdminPostInventoryItemsItemLocationLevelsReq => ({
  location_id,
  stocked_quantity: stocked_quantity!,
  ...(incoming_quantity !== null ? { incoming_quantity } : {}),
});

/** An emptied incoming quantity is 0: nothing is on its way. */
export const updateLevelBody = ({ stocked_quantity, incoming_quantity }: LevelValues): AdminPostInventoryItemsItemLocationLevelsLevelReq => ({
  stocked_quantity: stocked_quantity!,
  incoming_quantity: incoming_quantity ?? 0,
});
