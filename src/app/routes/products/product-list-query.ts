// The products list's query, shared by the page and the sidebar's prefetch.
import { getProductsOptions } from "../../../generated/admin/@tanstack/react-query.gen";

// Gift cards have their own section, as in the official admin.
const IS_GIFTCARD = false;

export const productListQuery = ({ offset, limit }: { offset: number; limit: number }) =>
  getProductsOptions({ query: { offset, limit, is_giftcard: IS_GIFTCARD, expand: "variants,collection" } });
