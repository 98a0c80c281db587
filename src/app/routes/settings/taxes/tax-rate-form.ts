// The tax forms' fields, validated with the generated request schemas, and
// what the server is sent for them: a region's default rate and code (with its
// tax provider and automatic taxes), and an override's name, code and rate.
import { z } from "zod/mini";
import type { AdminPostRegionsRegionReq, AdminPostTaxRatesReq, AdminPostTaxRatesTaxRateReq, Region, TaxRate } from "@generated/admin/types.gen";
import { zAdminPostRegionsRegionReq, zAdminPostTaxRatesReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

/**
 * A rate in percent points, 0 to 100 (the server refuses a region's default
 * above 100 and takes any number for an override, so both are held here to
 * what a tax can be). Empty while the field is.
 */
export const rateField = () =>
  z.nullable(z.number()).check(
    z.refine((rate) => rate !== null, { params: { i18n: "validation.required" } }),
    z.refine((rate) => rate === null || (rate >= 0 && rate <= 100), { params: { i18n: "settings.taxes.form.rateRange" } }),
  );

/** The system provider is no record of the server: it is the region's provider when none is set (null). */
export const SYSTEM_PROVIDER = "";

export const regionTaxSchema = z.extend(z.required(z.pick(zAdminPostRegionsRegionReq, { tax_code: true, automatic_taxes: true, gift_cards_taxable: true })), {
  tax_rate: rateField(),
  /** SYSTEM_PROVIDER or a provider's id. */
  tax_provider_id: z.string(),
});
export type RegionTaxValues = z.infer<typeof regionTaxSchema>;

export const regionTaxValues = (region: Region): RegionTaxValues => ({
  tax_rate: region.tax_rate,
  tax_code: region.tax_code ?? "",
  tax_provider_id: region.tax_provider_id ?? SYSTEM_PROVIDER,
  automatic_taxes: region.automatic_taxes,
  gift_cards_taxable: region.gift_cards_taxable,
});

export const regionTaxBody = (values: RegionTaxValues): AdminPostRegionsRegionReq => ({
  tax_rate: values.tax_rate ?? 0,
  // An emptied code is sent as "" (the server keeps it so): no code on the region's tax lines.
  tax_code: values.tax_code.trim(),
  tax_provider_id: values.tax_provider_id === SYSTEM_PROVIDER ? null : values.tax_provider_id,
  automatic_taxes: values.automatic_taxes,
  gift_cards_taxable: values.gift_cards_taxable,
});

// The server takes an empty name and code; a tax line without them cannot be told apart.
export const taxRateSchema = z.extend(z.pick(zAdminPostTaxRatesReq, { name: true, code: true }), {
  name: requiredText(),
  code: requiredText(),
  rate: rateField(),
});
export type TaxRateValues = z.infer<typeof taxRateSchema>;

export const taxRateValues = (rate?: TaxRate): TaxRateValues => ({ name: rate?.name ?? "", code: rate?.code ?? "", rate: rate?.rate ?? null });

export const createTaxRateBody = (regionId: string, { name, code, rate }: TaxRateValues): AdminPostTaxRatesReq => ({
  region_id: regionId,
  name: name.trim(),
  code: code.trim(),
  rate: rate ?? 0,
});

export const updateTaxRateBody = ({ name, code, rate }: TaxRateValues): AdminPostTaxRatesTaxRateReq => ({ name: name.trim(), code: code.trim(), rate: rate ?? 0 });
