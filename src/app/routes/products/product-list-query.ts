// The products list's query, shared by the page and the sidebar's prefetch:
// without search, order or filters it is exactly the prefetched first page.
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetProductsData } from "@generated/admin/types.gen";
import { present } from "@app/components/data-table/filter-values";

// Gift cards have their own section, as in the official admin.
export const IS_GIFTCARD = false;

type ProductsQuery = NonNullable<GetProductsData["query"]>;
export type ProductListFilters = Pick<
  ProductsQuery,
  "q" | "handle" | "order" | "status" | "collection_id" | "category_id" | "tags" | "type_id" | "sales_channel_id" | "created_at" | "updated_at"
>;

export const productListQuery = ({ offset, limit, ...filters }: { offset: number; limit: number } & ProductListFilters) =>
  getProductsOptions({ query: { offset, limit, is_giftcard: IS_GIFTCARD, expand: "variants,collection", ...present(filters) } });
