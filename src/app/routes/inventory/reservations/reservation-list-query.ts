// The reservations list's query (list recipe: components/data-table/list-query.ts):
// filtered by location on the server, with each reservation's item and order line.
import { getReservationsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

const EXPAND = "inventory_item,line_item";

export const reservationListQuery = ({ offset, limit, filters }: ListState) =>
  getReservationsOptions({ query: { offset, limit, expand: EXPAND, ...present({ location_id: selectedValues(filters, "location") }) } });

/** One item's reservations (its page), paged like the list. */
export const itemReservationsQuery =
  (inventoryItemId: string) =>
  ({ offset, limit }: ListState) =>
    getReservationsOptions({ query: { offset, limit, expand: EXPAND, inventory_item_id: [inventoryItemId] } });
