// Collections in the global search: the list's own query (`q`: title, handle).
import type { GetCollectionsResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { collectionsSection } from "../section";
import { collectionListQuery } from "./collection-list-query";

export const collectionSearch: SearchKind<GetCollectionsResponse> = {
  queries: (q) => [collectionListQuery(searchState(q))],
  hits: (data) =>
    data.collections.map((c) => ({ id: c.id, title: c.title, detail: c.handle ?? undefined, href: collectionsSection.to("detail", { id: c.id }) })),
  count: (data) => data.count,
};
