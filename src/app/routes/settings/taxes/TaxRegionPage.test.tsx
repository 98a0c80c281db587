import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetRegionsRegionMockHandler,
  getGetStoreTaxProvidersMockHandler,
  getGetTaxRatesMockHandler,
  getPostRegionsRegionMockHandler,
  getPostTaxRatesMockHandler,
} from "@generated/mocks/admin/admin";
import type { TaxRate } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import TaxRegionPage from "./TaxRegionPage";
import { region, taxRate } from "./test-fixtures";

let rates: TaxRate[];
let rateQueries: URLSearchParams[];
beforeEach(() => {
  rates = [taxRate("txr_books", "Books", { rate: 7, code: "RED", product_count: 2, product_type_count: 1 })];
  rateQueries = [];
  server.use(
    getGetRegionsRegionMockHandler({ region: region() }),
    getGetStoreTaxProvidersMockHandler({ tax_providers: [{ id: "avalara", is_installed: true }] }),
    getGetTaxRatesMockHandler(({ request }) => {
      rateQueries.push(new URL(request.url).searchParams);
      return { tax_rates: rates, count: rates.length, offset: 0, limit: 20 };
    }),
  );
});

const render = () => renderPage(<TaxRegionPage />, { path: "/a/settings/taxes/:id", url: "/a/settings/taxes/reg_eu", others: ["/a/settings/taxes/:id/rates/:rateId"] });

describe("a region's taxes", () => {
  it("shows the default rate, code and provider, and the region's overrides with what they apply to", async () => {
    render();
    const defaults = await screen.findByRole("region", { name: "Default tax rate" });
    expect(defaults).toHaveTextContent("Default tax rate20%");
    expect(defaults).toHaveTextContent("Default tax codeEU-STD");
    expect(defaults).toHaveTextContent("Tax providerSystem tax provider");
    const row = await screen.findByRole("row", { name: /Books/ });
    expect(row).toHaveTextContent("RED");
    expect(row).toHaveTextContent("7%");
    expect(row).toHaveTextContent("2 products · 1 type · 0 shipping options");
    // only this region's, with their counts
    expect(rateQueries[0].get("region_id")).toBe("reg_eu");
    expect(rateQueries[0].getAll("fields[]")).toContain("product_type_count");
  });

  it("says when the region has no overrides", async () => {
    rates = [];
    render();
    expect(await screen.findByText("No overrides: everything is taxed at the default rate")).toBeInTheDocument();
  });

  it("edits the default rate, code, provider and automatic taxes in one update, refusing a rate above 100", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostRegionsRegionMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { region: region({ tax_rate: 19, tax_code: "DE" }) };
      }),
    );
    const { user } = render();
    await user.click(within(await screen.findByRole("region", { name: "Default tax rate" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Taxes in Europe" });
    const rate = within(dialog).getByRole("spinbutton", { name: /^Default tax rate/ });
    await user.clear(rate);
    await user.type(rate, "190");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Enter a rate from 0 to 100")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(rate);
    await user.type(rate, "19");
    const code = within(dialog).getByRole("textbox", { name: /^Default tax code/ });
    await user.clear(code);
    await user.type(code, "DE");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Tax provider/ }), "avalara");
    await user.click(within(dialog).getByRole("checkbox", { name: /Automatic taxes/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ tax_rate: 19, tax_code: "DE", tax_provider_id: "avalara", automatic_taxes: false, gift_cards_taxable: false }]);
  });

  it("creates an override once its fields are valid, then opens it", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostTaxRatesMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { tax_rate: taxRate("txr_new", "Apparel", { code: "APP", rate: 7.5 }) };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Add override" }));
    const dialog = await screen.findByRole("dialog", { name: "New override in Europe" });
    await user.click(within(dialog).getByRole("button", { name: "Create override" }));
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(3);
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Apparel");
    await user.type(within(dialog).getByRole("textbox", { name: /^Tax code/ }), "APP");
    await user.type(within(dialog).getByRole("spinbutton", { name: /^Tax rate/ }), "7.5");
    await user.dblClick(within(dialog).getByRole("button", { name: "Create override" }));
    expect(await screen.findByText("at /a/settings/taxes/:id/rates/:rateId")).toBeInTheDocument();
    expect(bodies).toEqual([{ region_id: "reg_eu", name: "Apparel", code: "APP", rate: 7.5 }]);
  });
});
