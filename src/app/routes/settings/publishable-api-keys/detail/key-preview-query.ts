// What a storefront sending a publishable key lists: the store API's products
// read through the generated store client, the key in the
// x-publishable-api-key header of the call (the server scopes the list to
// the key's sales channels). The header is part of the query key, so each
// key's preview is its own cache entry.
import "@app/api/store-client";
import { getProductsOptions } from "@generated/store/@tanstack/react-query.gen";
import { present } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

/** What a preview row shows; `expand` names the lightest relation (left out, the server adds every default one). */
const PREVIEW_FIELDS = { fields: "id,title,handle,thumbnail", expand: "collection" } as const;

export const keyPreviewQuery = (key: string, { offset, limit, q }: Pick<ListState, "offset" | "limit" | "q">) =>
  getProductsOptions({ headers: { "x-publishable-api-key": key }, query: { offset, limit, ...present({ q }), ...PREVIEW_FIELDS } });
