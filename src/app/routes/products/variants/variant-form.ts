// The variant form: its schema (picked from the generated update schema), its
// values read from a variant, and the create / update request made of them.
// Prices are typed in major units, one field per price column.
import { z } from "zod/mini";
import type { PostProductsProductVariantsData, PostProductsProductVariantsVariantData, PricedProduct, ProductVariant } from "@generated/admin/types.gen";
import { zAdminPostProductsProductVariantsVariantReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";
import { attributeValues } from "../components/product-form";
import { findPrice, type PriceColumn, pricesWith } from "../prices/price-columns";

const priceField = z
  .object({ key: z.string(), currency: z.string(), amount: z.string() })
  .check(
    z.refine((p) => !Number.isNaN(parseAmountInput(p.amount, p.currency)), {
      path: ["amount"],
      params: { i18n: "products.prices.invalidAmount" },
    }),
  );

export const variantSchema = z.extend(
  z.pick(zAdminPostProductsProductVariantsVariantReq, {
    sku: true,
    ean: true,
    upc: true,
    barcode: true,
    hs_code: true,
    origin_country: true,
    mid_code: true,
    weight: true,
    length: true,
    width: true,
    height: true,
  }),
  {
    title: requiredText(),
    inventory_quantity: z.nullable(z.int().check(z.nonnegative())),
    manage_inventory: z.boolean(),
    allow_backorder: z.boolean(),
    options: z.array(z.object({ option_id: z.string(), value: requiredText() })),
    prices: z.array(priceField),
  },
);
export type VariantValues = z.infer<typeof variantSchema>;

type CreateBody = PostProductsProductVariantsData["body"];
type UpdateBody = NonNullable<PostProductsProductVariantsVariantData["body"]>;

/** A copy keeps everything but the codes that identify one variant (the server keeps them unique). */
export function variantValues(product: PricedProduct, columns: readonly PriceColumn[], variant?: ProductVariant, copy = false): VariantValues {
  const code = (value: string | null | undefined) => (copy ? "" : (value ?? ""));
  return {
    title: variant?.title ?? "",
    sku: code(variant?.sku),
    ean: code(variant?.ean),
    upc: code(variant?.upc),
    barcode: code(variant?.barcode),
    inventory_quantity: variant?.inventory_quantity ?? 0,
    manage_inventory: variant?.manage_inventory ?? true,
    allow_backorder: variant?.allow_backorder ?? false,
    ...attributeValues(variant),
    options: (product.options ?? []).map((o) => ({ option_id: o.id, value: variant?.options?.find((v) => v.option_id === o.id)?.value ?? "" })),
    prices: columns.map((c) => {
      const price = variant && findPrice(variant, c);
      return { key: c.key, currency: c.currency, amount: price ? formatAmountInput(price.amount, c.currency) : "" };
    }),
  };
}

/**
 * The request: empty texts and numbers become null on an update (which
 * clears them) and are left out on a create. `existing` are the prices of the
 * variant being updated, which the server replaces by the list sent.
 */
export function variantBody(values: VariantValues, columns: readonly PriceColumn[]): CreateBody;
export function variantBody(values: VariantValues, columns: readonly PriceColumn[], existing: ProductVariant): UpdateBody;
export function variantBody(values: VariantValues, columns: readonly PriceColumn[], existing?: ProductVariant): CreateBody | UpdateBody {
  const { prices, options, title, manage_inventory, allow_backorder, inventory_quantity, ...optional } = values;
  const amounts = new Map(prices.map((p) => [p.key, parseAmountInput(p.amount, p.currency)]));
  const fields = Object.entries(optional).flatMap(([key, value]): [string, unknown][] => {
    const empty = value === null || (typeof value === "string" && value.trim() === "");
    if (!empty) return [[key, value]];
    return existing ? [[key, null]] : [];
  });
  return {
    ...Object.fromEntries(fields),
    title,
    manage_inventory,
    allow_backorder,
    inventory_quantity: inventory_quantity ?? 0,
    options,
    prices: pricesWith(existing?.prices ?? [], columns, amounts),
  };
}
