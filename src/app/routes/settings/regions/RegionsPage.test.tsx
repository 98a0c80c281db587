import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetRegionsMockHandler, getGetRegionsRegionResponseMock, getGetStoreMockHandler, getGetStorePaymentProvidersMockHandler } from "@generated/mocks/admin/admin";
import type { Region } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { currencies, storeAnswer } from "@tests/support/store";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { country } from "@app/routes/orders/detail/customer/test-fixtures";
import RegionsPage from "./RegionsPage";

const manual = [{ id: "manual", is_installed: true }];
const region = (id: string, name: string, currency_code: string, countries: Region["countries"]): Region => ({
  ...getGetRegionsRegionResponseMock().region,
  id,
  name,
  currency_code,
  countries: countries?.map((c) => ({ ...c, region_id: id })),
  payment_providers: manual,
  fulfillment_providers: manual,
});
const REGIONS = [region("reg_eu", "Europe", "eur", [country("de", "Germany", 276), country("fr", "France", 250)]), region("reg_kr", "Korea", "krw", [country("kr", "South Korea", 410)])];
const LOADED = { timeout: 5000 };

let listQueries: URLSearchParams[];
let created: unknown[];
beforeEach(() => {
  listQueries = [];
  created = [];
  server.use(
    getGetRegionsMockHandler(({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { regions: REGIONS, count: REGIONS.length, offset: 0, limit: 15 };
    }),
    getGetStoreMockHandler(() => storeAnswer({ default_currency_code: "usd", currencies: currencies("usd", "krw"), payment_providers: manual, fulfillment_providers: manual, feature_flags: [] })),
    getGetStorePaymentProvidersMockHandler(() => ({ payment_providers: manual })),
    http.post("*/admin/regions", async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ region: region("reg_new", "Korea 2", "krw", []) });
    }),
  );
});

const render = (url = "/a/settings/regions") =>
  renderPage(
    <FeatureFlagProvider>
      <RegionsPage />
    </FeatureFlagProvider>,
    { path: "/a/settings/regions", url, others: ["/a/settings/regions/:id"] },
  );

describe("regions list", () => {
  it("asks the server for the search, order and page of the URL, and shows each region's currency and countries", async () => {
    render("/a/settings/regions?q=kor&order=-currency_code&offset=15&limit=30");
    const row = await screen.findByRole("row", { name: /Korea/ }, LOADED);
    const q = listQueries.at(-1)!;
    expect([q.get("q"), q.get("order"), q.get("offset"), q.get("limit")]).toEqual(["kor", "-currency_code", "15", "30"]);
    expect(row).toHaveTextContent("KRW");
    expect(row).toHaveTextContent("South Korea");
    expect(within(row).getByRole("link", { name: "Korea" })).toHaveAttribute("href", "/a/settings/regions/reg_kr");
    expect(screen.getByRole("row", { name: /Europe/ })).toHaveTextContent("France, Germany");
  });
});

describe("a new region", () => {
  // (texts pasted, not typed: the dialog lists every country, 250 boxes, drawn again at each change)
  it("shows the countries other regions hold as taken, says what is missing, and creates it with one request", { timeout: 45_000 }, async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "New region" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "New region" });
    const search = await within(dialog).findByRole("searchbox", { name: "Search countries" }, LOADED);
    await user.click(search);
    await user.paste("korea");
    expect(within(dialog).getByRole("checkbox", { name: /South Korea.*in Korea/ })).toBeDisabled();
    expect(within(dialog).getByRole("checkbox", { name: "North Korea" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Create region" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(within(dialog).getByRole("textbox", { name: /Name/ }));
    await user.paste("Korea 2");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Currency/ }), "krw");
    await user.click(within(dialog).getByRole("checkbox", { name: "North Korea" }));
    await user.clear(search);
    await user.paste("mongol");
    await user.click(within(dialog).getByRole("checkbox", { name: "Mongolia" }));
    await user.clear(within(dialog).getByRole("textbox", { name: /Tax rate/ }));
    await user.paste("10");
    await user.dblClick(within(dialog).getByRole("button", { name: "Create region" }));

    expect(await screen.findByText("at /a/settings/regions/:id", {}, LOADED)).toBeInTheDocument();
    await waitFor(() =>
      expect(created).toEqual([
        { name: "Korea 2", currency_code: "krw", tax_rate: 10, payment_providers: ["manual"], fulfillment_providers: ["manual"], countries: ["kp", "mn"] },
      ]),
    );
  });
});
