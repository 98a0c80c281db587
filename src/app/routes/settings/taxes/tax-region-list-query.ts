// The taxes card's list of regions (list recipe: components/data-table/list-query.ts).
import { getRegionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const taxRegionListQuery = ({ offset, limit, q, order }: ListState) => getRegionsOptions({ query: { offset, limit, ...present({ q, order }) } });
