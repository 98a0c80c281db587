import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { getGetStoreMockHandler } from "@generated/mocks/admin/admin";
import type { Currency } from "@generated/admin/types.gen";
import { toaster } from "@app/components/toaster";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { storeAnswer } from "@tests/support/store";
import CurrenciesPage from "./CurrenciesPage";

const LOADED = { timeout: 5000 };
const ALL: Currency[] = [
  { code: "eur", symbol: "€", symbol_native: "€", name: "Euro", includes_tax: false },
  { code: "jpy", symbol: "¥", symbol_native: "￥", name: "Japanese Yen", includes_tax: false },
  { code: "krw", symbol: "₩", symbol_native: "₩", name: "South Korean Won", includes_tax: false },
  { code: "usd", symbol: "$", symbol_native: "$", name: "US Dollar", includes_tax: false },
];
const byCode = (...codes: string[]) => ALL.filter((c) => codes.includes(c.code));

afterEach(() => vi.restoreAllMocks());

/** A store with `codes` (default usd) answering the store and currency routes, recording what is sent and how many adds overlapped. */
function serveStore(codes: string[], flags: { key: string; value: boolean }[] = []) {
  const sent: string[] = [];
  // the most store-currency requests the server had at once
  const overlap = { now: 0, max: 0 };
  let state = { codes, default_currency_code: "usd", tax: new Set<string>() };
  const answer = () =>
    storeAnswer({
      id: "store_1",
      default_currency_code: state.default_currency_code,
      currencies: byCode(...state.codes).map((c) => ({ ...c, includes_tax: state.tax.has(c.code) })),
      feature_flags: flags,
      updated_at: `2026-05-01T10:00:0${sent.length % 10}Z`,
    });
  server.use(
    getGetStoreMockHandler(() => answer()),
    http.get("*/admin/currencies", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      const found = ALL.filter((c) => c.code.includes(q) || c.name.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({ currencies: found, count: found.length, offset: 0, limit: 15 });
    }),
    http.post("*/admin/store/currencies/:code", async ({ params }) => {
      overlap.max = Math.max(overlap.max, ++overlap.now);
      await new Promise((resolve) => setTimeout(resolve, 30));
      overlap.now -= 1;
      sent.push(`POST ${params.code}`);
      state = { ...state, codes: [...state.codes, String(params.code)] };
      return HttpResponse.json({ store: answer().store });
    }),
    http.delete("*/admin/store/currencies/:code", ({ params }) => {
      sent.push(`DELETE ${params.code}`);
      state = { ...state, codes: state.codes.filter((c) => c !== params.code) };
      return HttpResponse.json({ store: answer().store });
    }),
    http.post("*/admin/store", async ({ request }) => {
      const body = (await request.json()) as { default_currency_code: string };
      sent.push(`POST store ${JSON.stringify(body)}`);
      state = { ...state, default_currency_code: body.default_currency_code };
      return HttpResponse.json({ store: answer().store });
    }),
    http.post("*/admin/currencies/:code", async ({ params, request }) => {
      const body = (await request.json()) as { includes_tax: boolean };
      sent.push(`POST currency ${params.code} ${JSON.stringify(body)}`);
      if (body.includes_tax) state.tax.add(String(params.code));
      return HttpResponse.json({ currency: { ...byCode(String(params.code))[0], includes_tax: body.includes_tax } });
    }),
  );
  return { sent, overlap };
}

const render = () =>
  renderPage(
    <FeatureFlagProvider>
      <CurrenciesPage />
    </FeatureFlagProvider>,
    { path: "/a/settings/currencies" },
  );

const rowOf = (code: string) => screen.getByRole("row", { name: new RegExp(`\\b${code}\\b`) });

describe("currencies settings", () => {
  it("adds picked currencies one request after another, and removes ticked ones but never the default", async () => {
    const toast = vi.spyOn(toaster, "create");
    const { sent, overlap } = serveStore(["usd", "eur"]);
    const { user } = render();
    const table = await screen.findByRole("table", { name: "Store currencies" }, LOADED);
    expect(screen.getByTestId("default-currency")).toHaveTextContent("USD · US Dollar");
    // the default is listed first, with no remove button
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("USDDefault");
    expect(screen.queryByRole("button", { name: "Remove USD" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Tax-inclusive prices" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add currencies" }));
    const picker = await screen.findByRole("dialog", { name: "Add currencies" });
    expect(await within(picker).findByRole("checkbox", { name: "Select EUR Euro" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "Select JPY Japanese Yen" }));
    await user.click(within(picker).getByRole("checkbox", { name: "Select KRW South Korean Won" }));
    await user.click(within(picker).getByRole("button", { name: "Add 2 currencies" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "2 currencies added to the store" })), LOADED);
    expect(sent).toEqual(["POST jpy", "POST krw"]);
    // one after another: each rewrites the store's list of currencies
    expect(overlap.max).toBe(1);
    await screen.findByRole("button", { name: "Remove KRW" }, LOADED);

    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent("3 currencies will be removed from the store");
    expect(ask).toHaveTextContent("USD stays: it is the default currency.");
    await user.click(within(ask).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "3 currencies removed from the store" })), LOADED);
    expect(sent.slice(2)).toEqual(["DELETE eur", "DELETE jpy", "DELETE krw"]);
  });

  it("changes the default currency to another of the store's", async () => {
    const { sent } = serveStore(["usd", "eur"]);
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Change" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Change the default currency" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Default currency/ }), "eur");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByTestId("default-currency")).toHaveTextContent("EUR · Euro"), LOADED);
    expect(sent).toEqual(['POST store {"default_currency_code":"eur"}']);
    expect(rowOf("EUR")).toHaveTextContent("Default");
  });

  it("sets tax-inclusive pricing per currency where the store's flag is on, asking first", async () => {
    const { sent } = serveStore(["usd", "eur"], [{ key: "tax_inclusive_pricing", value: true }]);
    const { user } = render();
    await screen.findByRole("columnheader", { name: "Tax-inclusive prices" }, LOADED);
    const eur = screen.getByRole("checkbox", { name: "Prices in EUR include tax" });
    expect(eur).not.toBeChecked();
    await user.click(eur);
    const ask = await screen.findByRole("alertdialog", { name: "Include tax in EUR prices?" });
    await user.click(within(ask).getByRole("button", { name: "Change" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Prices in EUR include tax" })).toBeChecked(), LOADED);
    expect(sent).toEqual(['POST currency eur {"includes_tax":true}']);
  });
});
