// The price lists' query (list recipe: components/data-table/list-query.ts).
// Scheduled and expired are active lists by their dates, which the server
// cannot filter on: the page narrows its rows to them (see PriceListListPage).
import { getPriceListsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";
import { type PriceListStatus, serverStatuses } from "../price-list-status";

export const priceListListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  getPriceListsOptions({
    query: {
      offset,
      limit,
      // The list answers without the groups unless asked.
      expand: "customer_groups",
      ...present({
        q,
        order,
        status: serverStatuses(selectedValues<PriceListStatus>(filters, "status") ?? []),
        type: selectedValues<"sale" | "override">(filters, "type"),
        customer_groups: selectedValues(filters, "customer_groups"),
        created_at: dateRangeQuery(filters, "created"),
        updated_at: dateRangeQuery(filters, "updated"),
      }),
    },
  });
