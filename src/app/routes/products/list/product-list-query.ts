// The products list's query (list recipe: components/data-table/list-query.ts),
// and the server query its filters stand for, shared with the export.
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetProductsData } from "@generated/admin/types.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";
import type { FilterValues } from "@app/components/data-table/types";

// Gift cards have their own section, as in the official admin.
export const IS_GIFTCARD = false;

type ProductsQuery = NonNullable<GetProductsData["query"]>;
export type ProductListFilters = Pick<
  ProductsQuery,
  "q" | "handle" | "order" | "status" | "collection_id" | "category_id" | "tags" | "type_id" | "sales_channel_id" | "created_at" | "updated_at"
>;
/** What the filters ask (no search, order or page). */
export type ProductFilterQuery = Omit<ProductListFilters, "q" | "order" | "handle">;

export const PRODUCT_STATUSES: NonNullable<ProductListFilters["status"]> = ["draft", "proposed", "published", "rejected"];

/** The filters as the server's query. */
export const productFilterQuery = (values: FilterValues): ProductFilterQuery => ({
  status: selectedValues(values, "status"),
  collection_id: selectedValues(values, "collection_id"),
  category_id: selectedValues(values, "category_id"),
  tags: selectedValues(values, "tags"),
  type_id: selectedValues(values, "type_id"),
  sales_channel_id: selectedValues(values, "sales_channel_id"),
  created_at: dateRangeQuery(values, "created"),
  updated_at: dateRangeQuery(values, "updated"),
});

/** A page of products as the list shows them. */
export const productsQuery = ({ offset, limit, ...filters }: { offset: number; limit: number } & ProductListFilters) =>
  getProductsOptions({ query: { offset, limit, is_giftcard: IS_GIFTCARD, expand: "variants,collection", ...present(filters) } });

export const productListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  productsQuery({ offset, limit, q, order, ...productFilterQuery(filters) });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { productSearch } from "./product-search";
