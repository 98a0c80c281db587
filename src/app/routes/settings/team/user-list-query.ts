// The team's users list query (list recipe: components/data-table/list-query.ts).
import { getUsersOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const userListQuery = ({ offset, limit, q, order }: ListState) => getUsersOptions({ query: { offset, limit, ...present({ q, order }) } });
