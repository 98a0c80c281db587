// The publishable API keys list's query (list recipe: components/data-table/list-query.ts).
import { getPublishableApiKeysOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

export const apiKeyListQuery = ({ offset, limit, q, order }: ListState) =>
  getPublishableApiKeysOptions({ query: { offset, limit, ...present({ q, order }) } });
