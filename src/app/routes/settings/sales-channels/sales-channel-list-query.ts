// The sales channels list's query (list recipe: components/data-table/list-query.ts).
import { getSalesChannelsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const salesChannelListQuery = ({ offset, limit, q, order }: ListState) =>
  getSalesChannelsOptions({ query: { offset, limit, ...present({ q, order }) } });
