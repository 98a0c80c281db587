import { describe, expect, it } from "vitest";
import type { Region } from "@generated/admin/types.gen";
import { createRegionBody, newRegionValues, parseTaxRate, regionSchema, type RegionValues, regionValues, takenCountries, updateRegionBody } from "./region-form";

const country = (iso_2: string, region_id: string) => ({ id: 1, iso_2, iso_3: `${iso_2}x`, num_code: 1, name: iso_2.toUpperCase(), display_name: iso_2.toUpperCase(), region_id });
const regions = [
  { id: "reg_eu", name: "Europe", countries: [country("de", "reg_eu"), country("fr", "reg_eu")] },
  { id: "reg_kr", name: "Korea", countries: [country("kr", "reg_kr")] },
];
const valid: RegionValues = { ...newRegionValues("krw", ["manual"], ["manual"]), name: "Korea 2", tax_rate: "10", countries: ["jp", "mn"] };

/** Each failing field with its message key. */
const problems = (values: Partial<RegionValues>, editing?: string) => {
  const result = regionSchema(takenCountries(regions, editing)).safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), (i as { params?: { i18n?: string } }).params?.i18n ?? i.code]);
};

describe("the region form", () => {
  it("knows which region holds each country, leaving out the edited region's own", () => {
    expect([...takenCountries(regions)].map(([code, r]) => [code, r.name])).toEqual([
      ["de", "Europe"],
      ["fr", "Europe"],
      ["kr", "Korea"],
    ]);
    expect([...takenCountries(regions, "reg_kr").keys()]).toEqual(["de", "fr"]);
  });

  it("refuses a country another region holds, but not the edited region's own", () => {
    expect(problems({ countries: ["jp", "de"] })).toEqual([["countries", "settings.regions.form.countryTaken"]]);
    expect(problems({ countries: ["kr"] })).toEqual([["countries", "settings.regions.form.countryTaken"]]);
    expect(problems({ countries: ["kr", "jp"] }, "reg_kr")).toEqual([]);
  });

  it("says what each field lacks", () => {
    expect(problems({ name: "  ", currency_code: "", tax_rate: "", payment_providers: [], fulfillment_providers: [] })).toEqual([
      ["name", "too_small"],
      ["currency_code", "settings.regions.form.chooseCurrency"],
      ["payment_providers", "settings.regions.form.choosePayment"],
      ["fulfillment_providers", "settings.regions.form.chooseFulfillment"],
      ["tax_rate", "settings.regions.form.invalidTaxRate"],
    ]);
    expect(problems({})).toEqual([]);
  });

  it("reads a tax rate as a percentage from 0 to 100 with up to two decimals", () => {
    expect(["0", "10", "7.5", "7,25", " 19 % ", "100"].map(parseTaxRate)).toEqual([0, 10, 7.5, 7.25, 19, 100]);
    expect(["", "100.5", "101", "-1", "7.125", "ten", "0.1.2"].map(parseTaxRate)).toEqual([null, null, null, null, null, null, null]);
  });

  it("ticks the store's only providers for a new region, none when it has several", () => {
    expect(newRegionValues("usd", ["manual"], ["manual"])).toMatchObject({ currency_code: "usd", payment_providers: ["manual"], fulfillment_providers: ["manual"] });
    expect(newRegionValues("usd", ["manual", "stripe"], ["manual"])).toMatchObject({ payment_providers: [], fulfillment_providers: ["manual"] });
  });

  it("creates with what the create request takes: no tax switches, no empty tax code, tax-inclusive only under its flag", () => {
    expect(createRegionBody({ ...valid, name: " Korea 2 ", tax_code: " ", includes_tax: true }, false)).toEqual({
      name: "Korea 2",
      currency_code: "krw",
      tax_rate: 10,
      payment_providers: ["manual"],
      fulfillment_providers: ["manual"],
      countries: ["jp", "mn"],
    });
    expect(createRegionBody({ ...valid, tax_code: "KR-VAT", includes_tax: true }, true)).toMatchObject({ tax_code: "KR-VAT", includes_tax: true });
  });

  it("edits the whole region: its countries and providers replaced, the switches, an emptied tax code as an empty text", () => {
    const region = {
      id: "reg_kr",
      name: "Korea",
      currency_code: "krw",
      tax_rate: 10,
      tax_code: "KR-VAT",
      automatic_taxes: true,
      gift_cards_taxable: true,
      countries: [country("kr", "reg_kr")],
      payment_providers: [{ id: "manual", is_installed: true }],
      fulfillment_providers: [{ id: "manual", is_installed: true }],
    } as Region;
    const values = regionValues(region);
    expect(values).toMatchObject({ tax_rate: "10", countries: ["kr"], payment_providers: ["manual"], automatic_taxes: true });
    expect(updateRegionBody({ ...values, tax_code: "", tax_rate: "7.5", countries: ["kr", "jp"], gift_cards_taxable: false }, false)).toEqual({
      name: "Korea",
      currency_code: "krw",
      tax_rate: 7.5,
      tax_code: "",
      payment_providers: ["manual"],
      fulfillment_providers: ["manual"],
      countries: ["kr", "jp"],
      automatic_taxes: true,
      gift_cards_taxable: false,
    });
  });
});
