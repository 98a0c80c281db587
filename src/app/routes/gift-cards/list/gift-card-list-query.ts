// The issued gift cards' list query (list recipe: components/data-table/list-query.ts).
// The v1 server searches codes with `q` and takes no filters.
import { getGiftCardsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const giftCardListQuery = ({ offset, limit, q, order }: ListState) =>
  getGiftCardsOptions({ query: { offset, limit, ...present({ q, order }) } });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { giftCardSearch } from "./gift-card-search";
