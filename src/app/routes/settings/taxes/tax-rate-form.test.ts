import { describe, expect, it } from "vitest";
import "@app/components/form/zod-messages";
import { createTaxRateBody, regionTaxBody, regionTaxSchema, SYSTEM_PROVIDER, taxRateSchema } from "./tax-rate-form";

const rateIssues = (rate: number | null) =>
  taxRateSchema["~standard"].validate({ name: "Books", code: "RED", rate }) as { issues?: { path: string[]; message: string }[] };
const regionIssues = (values: object) =>
  regionTaxSchema["~standard"].validate({ tax_rate: 20, tax_code: "", tax_provider_id: SYSTEM_PROVIDER, automatic_taxes: true, gift_cards_taxable: false, ...values }) as {
    issues?: { path: string[]; message: string }[];
  };

describe("a tax rate's bounds", () => {
  it.each([0, 7.5, 100])("takes %s", (rate) => expect(rateIssues(rate).issues).toBeUndefined());
  it.each([-0.01, 100.01, 250])("refuses %s, saying the range", (rate) =>
    expect(rateIssues(rate).issues).toEqual([expect.objectContaining({ path: ["rate"], message: "Enter a rate from 0 to 100" })]),
  );
  it("asks for an empty rate", () => expect(rateIssues(null).issues).toEqual([expect.objectContaining({ path: ["rate"], message: "This field is required" })]));
  it("holds a region's default rate to the same bounds", () => {
    expect(regionIssues({ tax_rate: 101 }).issues).toEqual([expect.objectContaining({ path: ["tax_rate"], message: "Enter a rate from 0 to 100" })]);
    expect(regionIssues({ tax_rate: 0 }).issues).toBeUndefined();
  });
});

describe("an override's other fields", () => {
  it("asks for a name and a code, spaces not counting", () => {
    const result = taxRateSchema["~standard"].validate({ name: "  ", code: "", rate: 5 }) as { issues?: { path: string[]; message: string }[] };
    expect(result.issues?.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "This field is required"],
      ["code", "This field is required"],
    ]);
  });
  it("sends them trimmed, in the region", () =>
    expect(createTaxRateBody("reg_1", { name: " Books ", code: " RED ", rate: 7 })).toEqual({ region_id: "reg_1", name: "Books", code: "RED", rate: 7 }));
});

describe("a region's tax settings", () => {
  const values = { tax_rate: 19, tax_code: " DE ", automatic_taxes: false, gift_cards_taxable: true };
  it("sends the system provider as none (null)", () =>
    expect(regionTaxBody({ ...values, tax_provider_id: SYSTEM_PROVIDER })).toEqual({ tax_rate: 19, tax_code: "DE", tax_provider_id: null, automatic_taxes: false, gift_cards_taxable: true }));
  it("sends a plugin's provider by its id", () => expect(regionTaxBody({ ...values, tax_provider_id: "avalara" })).toMatchObject({ tax_provider_id: "avalara" }));
});
