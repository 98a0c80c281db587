// The reservation mutations, tagged to refresh the inventory items too (their
// reserved and available quantities change), not only the reservations as
// the contract's tag says.
import { deleteReservationsReservationMutation, postReservationsMutation, postReservationsReservationMutation } from "@generated/admin/@tanstack/react-query.gen";

const alsoInventory = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, tags: [...((options.meta?.tags as string[] | undefined) ?? []), "Inventory Items"] },
});

export const createReservationMutation = () => alsoInventory(postReservationsMutation());
export const updateReservationMutation = () => alsoInventory(postReservationsReservationMutation());
export const deleteReservationMutation = () => alsoInventory(deleteReservationsReservationMutation());
