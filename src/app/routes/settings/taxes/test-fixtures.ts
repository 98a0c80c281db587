// The taxes tests' records, whole as the contract has them (answers are checked against it).
import type { Region, TaxRate } from "@generated/admin/types.gen";
import { region as orderRegion } from "@app/routes/orders/detail/customer/test-fixtures";
import { AT } from "@app/routes/orders/test-fixtures";

export const region = (fields: Partial<Region> = {}): Region =>
  orderRegion({ countries: [], tax_rate: 20, tax_code: "EU-STD", tax_provider_id: null, automatic_taxes: true, gift_cards_taxable: false, ...fields });

export const taxRate = (id: string, name: string, fields: Partial<TaxRate> = {}): TaxRate => ({
  id,
  name,
  code: "RED",
  rate: 7,
  region_id: "reg_eu",
  product_count: 0,
  product_type_count: 0,
  shipping_option_count: 0,
  created_at: AT,
  updated_at: AT,
  ...fields,
});
