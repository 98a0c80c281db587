// The regions list's query (list recipe: components/data-table/list-query.ts):
// GET /admin/regions searches names (q), sorts and pages on the server.
import { getRegionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const regionListQuery = ({ offset, limit, q, order }: ListState) => getRegionsOptions({ query: { offset, limit, ...present({ q, order }) } });
