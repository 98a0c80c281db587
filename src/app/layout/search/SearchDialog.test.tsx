import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getGetAuthResponseMock, getGetOrdersResponseMock, getGetStoreResponseMock } from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { renderPage } from "@tests/support/render";
import SearchDialog from "./SearchDialog";
import { loadSearchKinds, type SectionKind } from "./search-kinds";

// The real modules, held back by one test as a slow network would.
vi.mock("./search-kinds", async (actual) => {
  const real = await actual<typeof import("./search-kinds")>();
  return { ...real, loadSearchKinds: vi.fn(real.loadSearchKinds) };
});

const onClose = vi.fn();
const searched: string[] = [];

function answer({ modules = [] as string[] } = {}) {
  const auth = getGetAuthResponseMock();
  const store = getGetStoreResponseMock();
  const [order] = getGetOrdersResponseMock().orders;
  const empty = (key: string) => () => HttpResponse.json({ [key]: [], count: 0, offset: 0, limit: 5 });
  server.use(
    http.get("*/admin/auth", () => HttpResponse.json({ user: { ...auth.user, id: "usr_search" } })),
    http.get("*/admin/store", () =>
      HttpResponse.json({ store: { ...store.store, feature_flags: [], modules: modules.map((module) => ({ module, resolution: false as const })) } }),
    ),
    http.get("*/admin/orders", ({ request }) => {
      searched.push(new URL(request.url).searchParams.get("q") ?? "");
      return HttpResponse.json({ orders: [{ ...order, id: "order_7", display_id: 7, email: "ann@shop.test" }], count: 12, offset: 0, limit: 5 });
    }),
    http.get("*/admin/products", empty("products")),
    http.get("*/admin/customers", empty("customers")),
    http.get("*/admin/draft-orders", empty("draft_orders")),
    http.get("*/admin/collections", empty("collections")),
    http.get("*/admin/discounts", empty("discounts")),
    http.get("*/admin/gift-cards", empty("gift_cards")),
  );
}

const renderSearch = () =>
  renderPage(
    <FeatureFlagProvider>
      <SearchDialog open onClose={onClose} />
    </FeatureFlagProvider>,
    { path: "/", others: ["/a/orders/:id", "/a/orders", "/a/inventory"] },
  );

describe("global search", () => {
  // the sections' search modules, loaded once (as the dialog's first opening does)
  let kinds: SectionKind[];
  beforeAll(async () => void (kinds = await loadSearchKinds()), 30_000);
  beforeEach(() => {
    onClose.mockClear();
    searched.length = 0;
    localStorage.clear();
  });

  it("groups the results with their count; arrow keys move and Enter opens; the opened record is shown before typing next time", async () => {
    answer();
    const first = renderSearch();
    const input = await screen.findByRole("combobox", { name: "Search the store" });
    await first.user.type(input, "ann@");
    const orders = await screen.findByRole("group", { name: "Orders" });
    expect(within(orders).getByText("12")).toBeInTheDocument();
    const options = within(orders).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["#7ann@shop.test", "See all 12 results in Orders"]);
    // only the whole text was asked for (debounced), not each keystroke
    expect(searched).toEqual(["ann@"]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await first.user.keyboard("{ArrowDown}");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[1].id);
    await first.user.keyboard("{ArrowDown}{Enter}"); // wraps round to the first
    expect(await screen.findByText("at /a/orders/:id")).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe("/a/orders/order_7");
    expect(onClose).toHaveBeenCalled();
    first.unmount();

    const second = renderSearch();
    const recent = await screen.findByRole("group", { name: "Recently opened" });
    expect(within(recent).getByRole("option")).toHaveTextContent("#7ann@shop.test");
    await second.user.type(screen.getByRole("combobox", { name: "Search the store" }), "{Enter}");
    expect(second.router.state.location.pathname).toBe("/a/orders/order_7");
  });

  it("opens the list filtered by the text from its “see all”", async () => {
    answer();
    const { user, router } = renderSearch();
    await user.type(await screen.findByRole("combobox", { name: "Search the store" }), "ann@");
    await user.click(await screen.findByRole("option", { name: "See all 12 results in Orders" }));
    expect(router.state.location.pathname).toBe("/a/orders");
    expect(router.state.location.search).toBe("?q=ann%40");
  });

  it("finds the dashboard's pages by name, leaving out those whose feature is off", async () => {
    answer();
    const off = renderSearch();
    await off.user.type(await screen.findByRole("combobox", { name: "Search the store" }), "invent");
    await screen.findByRole("group", { name: "Orders" }); // the search has answered
    expect(screen.queryByRole("group", { name: "Pages and settings" })).not.toBeInTheDocument();
    off.unmount();

    answer({ modules: ["inventoryService"] });
    const on = renderSearch();
    await on.user.type(await screen.findByRole("combobox", { name: "Search the store" }), "invent");
    const pages = await screen.findByRole("group", { name: "Pages and settings" });
    await on.user.click(within(pages).getByRole("option", { name: "Inventory" }));
    expect(on.router.state.location.pathname).toBe("/a/inventory");
  });

  it("puts the focus in the field when the sections' search modules arrive after the dialog opened", async () => {
    answer();
    let arrive!: (value: SectionKind[]) => void;
    const late = new Promise<SectionKind[]>((resolve) => (arrive = resolve));
    vi.mocked(loadSearchKinds).mockReturnValue(late);
    try {
      renderSearch();
      await screen.findByRole("dialog", { name: "Search" });
      arrive(kinds);
      expect(await screen.findByRole("combobox", { name: "Search the store" })).toHaveFocus();
    } finally {
      vi.mocked(loadSearchKinds).mockRestore();
    }
  });
});
