// The region form (create and edit), validated with the generated request
// schemas, and the bodies sent for it. A country belongs to one region only
// (the server refuses "<country> already exists in region <id>"): those of
// other regions are known beforehand, and the form refuses them too.
import { z } from "zod/mini";
import type { AdminPostRegionsRegionReq, AdminPostRegionsReq, Region } from "@generated/admin/types.gen";
import { zAdminPostRegionsRegionReq, zAdminPostRegionsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

/** Which region holds each country, by code ("kr" -> its region), the edited region's own left out. */
export type TakenCountries = ReadonlyMap<string, Pick<Region, "id" | "name">>;

export function takenCountries(regions: readonly Pick<Region, "id" | "name" | "countries">[], editing?: string): TakenCountries {
  return new Map(regions.filter((r) => r.id !== editing).flatMap((r) => (r.countries ?? []).map((c) => [c.iso_2, { id: r.id, name: r.name }] as const)));
}

/** A tax rate as typed: a percentage from 0 to 100, up to two decimals ("8", "7.5", "7,5"); null when it cannot be one. */
export function parseTaxRate(text: string): number | null {
  const cleaned = text.trim().replace(",", ".").replace(/%$/, "").trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const rate = Number(cleaned);
  return rate <= 100 ? rate : null;
}

const atLeastOne = (key: "settings.regions.form.choosePayment" | "settings.regions.form.chooseFulfillment") =>
  z.array(z.string()).check(z.refine((ids) => ids.length > 0, { params: { i18n: key } }));

const fields = {
  name: requiredText(),
  currency_code: z.string().check(z.refine((code) => code !== "", { params: { i18n: "settings.regions.form.chooseCurrency" } })),
  tax_rate: z.string().check(z.refine((text) => parseTaxRate(text) !== null, { params: { i18n: "settings.regions.form.invalidTaxRate" } })),
  tax_code: z.string(),
  payment_providers: atLeastOne("settings.regions.form.choosePayment"),
  fulfillment_providers: atLeastOne("settings.regions.form.chooseFulfillment"),
  countries: z.array(z.string()),
  includes_tax: z.boolean(),
  automatic_taxes: z.boolean(),
  gift_cards_taxable: z.boolean(),
};

/** The form's schema; `taken`: the countries of the other regions, refused. */
export function regionSchema(taken: TakenCountries) {
  const picked = z.pick(zAdminPostRegionsReq, { name: true, currency_code: true, tax_code: true, payment_providers: true, fulfillment_providers: true, countries: true, includes_tax: true });
  // The edit-only switches come from the update request.
  const switches = z.pick(zAdminPostRegionsRegionReq, { automatic_taxes: true, gift_cards_taxable: true });
  return z.extend(z.extend(picked, switches.shape), {
    ...fields,
    countries: fields.countries.check(
      z.superRefine((codes, ctx) => {
        const held = codes.find((code) => taken.has(code));
        if (held) ctx.issues.push({ code: "custom", input: codes, params: { i18n: "settings.regions.form.countryTaken" } });
      }),
    ),
  });
}
export type RegionValues = z.infer<ReturnType<typeof regionSchema>>;

/**
 * A new region's values: the store's default currency, its only payment and
 * fulfillment providers ticked when it has one of each (most stores: "manual"),
 * and the server's defaults for the switches.
 */
export function newRegionValues(defaultCurrency: string, paymentProviders: readonly string[], fulfillmentProviders: readonly string[]): RegionValues {
  return {
    name: "",
    currency_code: defaultCurrency,
    tax_rate: "0",
    tax_code: "",
    payment_providers: paymentProviders.length === 1 ? [...paymentProviders] : [],
    fulfillment_providers: fulfillmentProviders.length === 1 ? [...fulfillmentProviders] : [],
    countries: [],
    includes_tax: false,
    automatic_taxes: true,
    gift_cards_taxable: true,
  };
}

export function regionValues(region: Region): RegionValues {
  return {
    name: region.name,
    currency_code: region.currency_code,
    tax_rate: String(region.tax_rate),
    tax_code: region.tax_code ?? "",
    payment_providers: (region.payment_providers ?? []).map((p) => p.id),
    fulfillment_providers: (region.fulfillment_providers ?? []).map((p) => p.id),
    countries: (region.countries ?? []).map((c) => c.iso_2),
    includes_tax: region.includes_tax ?? false,
    automatic_taxes: region.automatic_taxes,
    gift_cards_taxable: region.gift_cards_taxable,
  };
}

/**
 * POST /admin/regions. The create request takes no automatic_taxes or
 * gift_cards_taxable (the server sets both on): they are edited afterwards.
 * Tax-inclusive pricing is sent only where the store has the flag on.
 */
export function createRegionBody(v: RegionValues, taxInclusive: boolean): AdminPostRegionsReq {
  const taxCode = v.tax_code.trim();
  return {
    name: v.name.trim(),
    currency_code: v.currency_code,
    tax_rate: parseTaxRate(v.tax_rate) ?? 0,
    ...(taxCode ? { tax_code: taxCode } : {}),
    payment_providers: v.payment_providers,
    fulfillment_providers: v.fulfillment_providers,
    countries: v.countries,
    ...(taxInclusive ? { includes_tax: v.includes_tax } : {}),
  };
}

/** POST /admin/regions/{id}: the whole form (countries and providers replace the region's). An emptied tax code is sent as "". */
export function updateRegionBody(v: RegionValues, taxInclusive: boolean): AdminPostRegionsRegionReq {
  return {
    name: v.name.trim(),
    currency_code: v.currency_code,
    tax_rate: parseTaxRate(v.tax_rate) ?? 0,
    tax_code: v.tax_code.trim(),
    payment_providers: v.payment_providers,
    fulfillment_providers: v.fulfillment_providers,
    countries: v.countries,
    automatic_taxes: v.automatic_taxes,
    gift_cards_taxable: v.gift_cards_taxable,
    ...(taxInclusive ? { includes_tax: v.includes_tax } : {}),
  };
}
