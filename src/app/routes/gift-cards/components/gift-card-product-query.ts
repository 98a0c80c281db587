// The store's gift-card product: the product with is_giftcard (v1 sells gift
// cards through one such product; its variants are the denominations).
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetProductsResponse } from "@generated/admin/types.gen";

export const giftCardProductQuery = () => getProductsOptions({ query: { is_giftcard: true, limit: 1 } });

export const giftCardProductOf = (data: GetProductsResponse) => data.products[0] ?? null;
