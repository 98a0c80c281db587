// The stock locations list's query: paged by the server, each with its address
// and sales channels (the server has no search on this list).
import { getStockLocationsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const LOCATION_EXPAND = "address,sales_channels";

export const locationListQuery = ({ offset, limit, order }: ListState) =>
  getStockLocationsOptions({ query: { offset, limit, expand: LOCATION_EXPAND, ...present({ order }) } });
