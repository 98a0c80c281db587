// The inventory list's query (list recipe: components/data-table/list-query.ts):
// the server's search (`q`: SKU and title) and its location filter.
import { getInventoryItemsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const inventoryListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  getInventoryItemsOptions({ query: { offset, limit, ...present({ q, order, location_id: selectedValues(filters, "location") }) } });
