// The reservation forms: create (the item, a location where it is stocked, a
// quantity and a description) and edit (location, quantity, description),
// validated with the generated request schemas, and the bodies sent.
import { z } from "zod/mini";
import type { AdminPostReservationsReq, AdminPostReservationsReservationReq, ReservationItemDto } from "@generated/admin/types.gen";
import { zAdminPostReservationsReq, zAdminPostReservationsReservationReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { countSchema } from "./quantity-schema";

export const createSchema = z.extend(z.pick(zAdminPostReservationsReq, { description: true }), {
  inventory_item_id: requiredText(),
  location_id: requiredText(),
  quantity: countSchema(1),
});
export const updateSchema = z.extend(z.pick(zAdminPostReservationsReservationReq, { description: true }), {
  location_id: requiredText(),
  quantity: countSchema(1),
});

export type CreateValues = z.infer<typeof createSchema>;
export type UpdateValues = z.infer<typeof updateSchema>;

/** The item and the location are chosen beforehand when known (an item's page; its only location). */
export const createValues = (inventoryItemId = "", locationId = ""): CreateValues => ({
  inventory_item_id: inventoryItemId,
  location_id: locationId,
  quantity: 1,
  description: "",
});

export const updateValues = (reservation: ReservationItemDto): UpdateValues => ({
  location_id: reservation.location_id,
  quantity: reservation.quantity,
  description: reservation.description ?? "",
});

/** No description is left out (the server stores what it is given). */
export const createBody = ({ inventory_item_id, location_id, quantity, description }: CreateValues): AdminPostReservationsReq => ({
  inventory_item_id,
  location_id,
  quantity: quantity!,
  ...(description?.trim() ? { description: description.trim() } : {}),
});

/** An emptied description is sent as "" so the old one goes. */
export const updateBody = ({ location_id, quantity, description }: UpdateValues): AdminPostReservationsReservationReq => ({
  location_id,
  quantity: quantity!,
  description: description?.trim() ?? "",
});
