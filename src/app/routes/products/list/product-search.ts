// Products in the global search: the list's own query (`q`: title,
// description, variant SKU), and an exact handle, which Medusa 1.20's `q`
// does not match (GET /admin/products?q=water-bottle answers none,
// ?handle=water-bottle the Water Bottle).
import type { GetProductsResponse } from "@generated/admin/types.gen";
import { SEARCH_LIMIT, type SearchKind, searchState } from "@app/layout/search/search-kind";
import { productsSection } from "../section";
import { productListQuery, productsQuery } from "./product-list-query";

// A handle is one word of lowercase letters, digits and dashes.
const HANDLE = /^[a-z0-9][a-z0-9-]*$/;

export const productSearch: SearchKind<GetProductsResponse> = {
  queries: (q) => {
    const byText = productListQuery(searchState(q));
    return HANDLE.test(q) ? [byText, productsQuery({ offset: 0, limit: SEARCH_LIMIT, handle: q })] : [byText];
  },
  hits: (data) =>
    data.products.map((p) => ({ id: p.id, title: p.title, detail: p.handle ?? undefined, href: productsSection.to("detail", { id: p.id }) })),
  count: (data) => data.count,
};
