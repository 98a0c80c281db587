// A product's options and variants, shown on its page (being built).
import type { Product } from "../../../../generated/admin/types.gen";

export function ProductVariantsSection(_props: { product: Product }) {
  return null;
}
