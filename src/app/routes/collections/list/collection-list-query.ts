// The collections list's query (list recipe: components/data-table/list-query.ts).
import { getCollectionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const collectionListQuery = ({ offset, limit, q, order }: ListState) =>
  getCollectionsOptions({ query: { offset, limit, ...present({ q, order }) } });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { collectionSearch } from "./collection-search";
