// The customer groups list's query (list recipe: components/data-table/list-query.ts).
import { getCustomerGroupsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const customerGroupListQuery = ({ offset, limit, q, order }: ListState) =>
  getCustomerGroupsOptions({ query: { offset, limit, ...present({ q, order }) } });
