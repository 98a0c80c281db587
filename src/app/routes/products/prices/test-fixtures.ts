// A product with two variants priced in the store's currencies and regions,
// and the store and regions that give the grid its columns.
import type { MoneyAmount, PricedProduct, PricedVariant } from "@generated/admin/types.gen";
import { getGetProductsProductResponseMock, getGetRegionsResponseMock, getGetStoreResponseMock } from "@generated/mocks/admin/admin";

const STAMPS = { created_at: "2024-01-01T00:00:00Z", updated_at: "2024-01-01T00:00:00Z", deleted_at: null, metadata: null };

const price = (id: string, currency_code: string, amount: number, region_id: string | null = null): MoneyAmount => ({
  id,
  currency_code,
  amount,
  region_id,
  min_quantity: null,
  max_quantity: null,
  price_list_id: null,
  variant_id: null,
  created_at: STAMPS.created_at,
  updated_at: STAMPS.updated_at,
  deleted_at: null,
});

const variant = (id: string, title: string, color: string, prices: MoneyAmount[]): PricedVariant => ({
  ...STAMPS,
  id,
  title,
  product_id: "prod_1",
  sku: `SKU-${title.toUpperCase()}`,
  ean: null,
  upc: null,
  barcode: null,
  inventory_quantity: 5,
  allow_backorder: false,
  manage_inventory: true,
  hs_code: null,
  origin_country: null,
  mid_code: null,
  material: null,
  weight: null,
  length: null,
  height: null,
  width: null,
  options: [{ ...STAMPS, id: `val_${id}`, option_id: "opt_color", variant_id: id, value: color }],
  prices,
});

export const SILVER = variant("var_silver", "Silver", "Silver", [
  price("ma_s_usd", "usd", 2900),
  price("ma_s_eur", "eur", 2700),
  price("ma_s_krw", "krw", 39000),
  price("ma_s_reg_eu", "eur", 2500, "reg_eu"),
]);
export const BLUE = variant("var_blue", "Blue", "Blue", [price("ma_b_usd", "usd", 2900), price("ma_b_eur", "eur", 2700)]);

export const PRODUCT: PricedProduct = {
  ...getGetProductsProductResponseMock().product,
  id: "prod_1",
  title: "Water Bottle",
  options: [
    {
      ...STAMPS,
      id: "opt_color",
      title: "Color",
      product_id: "prod_1",
      values: [SILVER.options![0]!, BLUE.options![0]!],
    },
  ],
  variants: [SILVER, BLUE],
};

export const STORE = {
  store: {
    ...getGetStoreResponseMock().store,
    currencies: ["usd", "eur", "krw"].map((code) => ({ code, symbol: code, symbol_native: code, name: code })),
  },
};

export const REGIONS = {
  ...getGetRegionsResponseMock(),
  regions: [
    { ...getGetRegionsResponseMock().regions[0]!, id: "reg_eu", name: "Europe", currency_code: "eur" },
    { ...getGetRegionsResponseMock().regions[0]!, id: "reg_kr", name: "Korea", currency_code: "krw" },
  ],
  count: 2,
};
