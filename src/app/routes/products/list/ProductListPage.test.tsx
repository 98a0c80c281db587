import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteProductsProductMockHandler,
  getGetProductsMockHandler,
  getGetVariantsResponseMock,
  getPostProductsProductMockHandler,
  getPostProductsProductResponseMock,
  getPostProductsToCollectionMockHandler,
  getPostProductsToCollectionResponseMock,
  getPostSalesChannelsChannelProductsBatchMockHandler,
} from "@generated/mocks/admin/admin";
import { toaster } from "@app/components/toaster";
import { savedViewsStorageKey } from "@app/components/data-table/use-saved-views";
import { answerProductsPage, product, renderProductsPage as render, USER_ID } from "./test-fixtures";

let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = answerProductsPage();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Records each call of the product update route (id and body); answers once `until` settles. */
function recordUpdates(until: Promise<void> = Promise.resolve()) {
  const calls: { id: string; body: unknown }[] = [];
  server.use(
    getPostProductsProductMockHandler(async ({ request, params }) => {
      const id = String(params.id);
      calls.push({ id, body: await request.json() });
      await until;
      return getPostProductsProductResponseMock({ product: { ...getPostProductsProductResponseMock().product, id } });
    }),
  );
  return calls;
}

async function select(user: ReturnType<typeof render>["user"], ...titles: string[]) {
  await screen.findByRole("row", { name: /Shirt/ });
  for (const title of titles) await user.click(screen.getByRole("checkbox", { name: `Select ${title}` }));
}

const bar = () => screen.getByRole("region", { name: "Actions on selected rows" });

describe("products list", () => {
  it("finds a product by its handle, which the server's search does not match, and shows it first", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      getGetProductsMockHandler(({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const products = query.get("handle") === "winter-jacket" ? [product("prod_9", "Winter Jacket")] : [];
        return { products, count: products.length, offset: 0, limit: 15 };
      }),
    );
    render("/a/products?q=winter-jacket");
    await screen.findByRole("row", { name: /Winter Jacket/ });
    expect(asked.some((q) => q.get("q") === "winter-jacket" && !q.has("handle"))).toBe(true);
    expect(asked.some((q) => q.get("handle") === "winter-jacket" && !q.has("q"))).toBe(true);
  });

  it("asks for a handle only when the search looks like one", async () => {
    render("/a/products?q=shirt");
    await screen.findByRole("row", { name: /Shirt/ });
    expect(listQueries.some((q) => q.has("handle"))).toBe(false);
  });

  it("asks the server for the search, status filter and order of the URL", async () => {
    render("/a/products?q=shirt&status=published&order=-updated_at&offset=15&limit=30");
    await screen.findByRole("row", { name: /Shirt/ });
    const q = listQueries.at(-1)!;
    expect(q.get("q")).toBe("shirt");
    expect(q.getAll("status[]")).toEqual(["published"]);
    expect(q.get("order")).toBe("-updated_at");
    expect(q.get("offset")).toBe("15");
    expect(q.get("limit")).toBe("30");
    expect(q.get("is_giftcard")).toBe("false");
    expect(screen.getByRole("columnheader", { name: /^Updated/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("shirt");
  });

  it("searches as the user types, once typing pauses", async () => {
    const { user, router } = render();
    await screen.findByRole("row", { name: /Shirt/ });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "cap");
    await waitFor(() => expect(listQueries.at(-1)!.get("q")).toBe("cap"));
    expect(listQueries.filter((q) => q.get("q")?.startsWith("c"))).toHaveLength(1); // not one request per letter
    expect(router.state.location.search).toBe("?q=cap");
  });

  it("links each product to its page", async () => {
    render();
    const row = await screen.findByRole("row", { name: /Cap/ });
    expect(within(row).getByRole("link", { name: "Cap" })).toHaveAttribute("href", "/a/products/prod_2");
  });

  it("publishes the selected products after a confirmation, once, and says so", async () => {
    const toast = vi.spyOn(toaster, "create");
    let answer = () => {};
    const calls = recordUpdates(new Promise((resolve) => (answer = resolve)));
    const { user } = render();
    await select(user, "Shirt", "Mug");
    expect(within(bar()).getByTestId("selected-count")).toHaveTextContent("2 selected");
    await user.click(within(bar()).getByRole("button", { name: "Publish" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Publish the selected products?" });
    expect(dialog).toHaveTextContent("Products selected: 2.");
    expect(calls).toEqual([]); // nothing before the confirmation
    const confirm = within(dialog).getByRole("button", { name: "Publish" });
    // While the server is answering: a double click, and one more dispatched before React re-renders.
    await user.dblClick(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    answer();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Products published: 2" })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.id).sort()).toEqual(["prod_1", "prod_3"]);
    expect(calls.every((c) => JSON.stringify(c.body) === JSON.stringify({ status: "published" }))).toBe(true);
    expect(screen.queryByRole("region", { name: "Actions on selected rows" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Shirt" })).not.toBeChecked();
  });

  it("unpublishes back to draft", async () => {
    const calls = recordUpdates();
    const { user } = render();
    await select(user, "Cap");
    await user.click(within(bar()).getByRole("button", { name: "Unpublish" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unpublish the selected products?" });
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(calls).toEqual([{ id: "prod_2", body: { status: "draft" } }]));
  });

  it("reports in one toast which updates failed, and why", async () => {
    const toast = vi.spyOn(toaster, "create");
    const calls = recordUpdates();
    server.use(
      http.post("*/admin/products/:id", ({ params }) =>
        params.id === "prod_2" ? HttpResponse.json({ type: "invalid_data", message: "Cap cannot be published" }, { status: 400 }) : undefined,
      ),
    );
    const { user } = render();
    await select(user, "Shirt", "Cap");
    await user.click(within(bar()).getByRole("button", { name: "Publish" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "error", description: "1 of 2 failed: Cap cannot be published" }));
    expect(calls.map((c) => c.id)).toEqual(["prod_1"]); // the other one was refused
  });

  it("deletes the selected products only after a confirmation", async () => {
    const toast = vi.spyOn(toaster, "create");
    const deleted: string[] = [];
    server.use(
      getDeleteProductsProductMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "product", deleted: true };
      }),
    );
    const { user } = render();
    await select(user, "Cap", "Mug");
    await user.click(within(bar()).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete the selected products?" });
    expect(dialog).toHaveTextContent("cannot be restored");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(bar()).getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete the selected products?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Products deleted: 2" })));
    expect(deleted.sort()).toEqual(["prod_2", "prod_3"]);
  });
});

describe("products list filters, columns and views", () => {
  it("asks the server for every filter, date range and the page size of the URL", async () => {
    render(
      "/a/products?collection_id=pcol_summer&category_id=pcat_shirts&tags=ptag_cotton&type_id=ptyp_apparel&sales_channel_id=sc_web" +
        "&created_from=2024-03-01&created_to=2024-03-31&updated_to=2024-04-30&limit=50",
    );
    await screen.findByRole("row", { name: /Shirt/ });
    await waitFor(() => expect(listQueries.at(-1)!.getAll("collection_id[]")).toEqual(["pcol_summer"]));
    const q = listQueries.at(-1)!;
    expect(q.getAll("category_id[]")).toEqual(["pcat_shirts"]);
    expect(q.getAll("tags[]")).toEqual(["ptag_cotton"]);
    expect(q.getAll("type_id[]")).toEqual(["ptyp_apparel"]);
    expect(q.getAll("sales_channel_id[]")).toEqual(["sc_web"]);
    expect(q.get("created_at[gte]")).toBe(new Date(2024, 2, 1).toISOString());
    expect(q.get("created_at[lte]")).toBe(new Date(2024, 2, 31, 23, 59, 59, 999).toISOString());
    expect(q.get("updated_at[lte]")).toBe(new Date(2024, 3, 30, 23, 59, 59, 999).toISOString());
    expect(q.get("updated_at[gte]")).toBeNull();
    expect(q.get("limit")).toBe("50");
    // Never a request with the server's lists' filters dropped while those lists loaded.
    expect(listQueries.every((query) => query.getAll("collection_id[]").length === 1)).toBe(true);
  });

  it("filters by a collection and a category (named by its path) picked in the panel, kept in the URL", async () => {
    const { user, router } = render();
    await screen.findByRole("row", { name: /Shirt/ });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(await within(panel).findByRole("checkbox", { name: "Winter" }));
    await user.click(within(panel).getByRole("checkbox", { name: "Apparel › Shirts" }));
    await waitFor(() => expect(listQueries.at(-1)!.getAll("category_id[]")).toEqual(["pcat_shirts"]));
    expect(listQueries.at(-1)!.getAll("collection_id[]")).toEqual(["pcol_winter"]);
    expect(router.state.location.search).toBe("?collection_id=pcol_winter&category_id=pcat_shirts");
  });

  it("offers no category filter when the store has no product categories", async () => {
    listQueries = answerProductsPage({ categories: false });
    const { user } = render("/a/products?category_id=pcat_shirts");
    await screen.findByRole("row", { name: /Shirt/ });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    await within(panel).findByRole("checkbox", { name: "Winter" });
    expect(within(panel).queryByText("Category")).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries.at(-1)!.getAll("category_id[]")).toEqual([]));
  });

  it("changes the page size, kept in the URL", async () => {
    const { user, router } = render();
    await screen.findByRole("row", { name: /Shirt/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "100");
    await waitFor(() => expect(listQueries.at(-1)!.get("limit")).toBe("100"));
    expect(router.state.location.search).toBe("?offset=0&limit=100");
  });

  it("shows each product's status and its stock over its variants", async () => {
    const variant = (inventory_quantity: number) => ({ ...getGetVariantsResponseMock().variants[0]!, inventory_quantity });
    answerProductsPage({
      products: [product("prod_1", "Shirt", { status: "published", variants: [variant(2000), variant(5)] }), product("prod_2", "Cap", { variants: [variant(1)] })],
    });
    render();
    const shirt = await screen.findByRole("row", { name: /Shirt/ });
    expect(shirt).toHaveTextContent("Published");
    // formatted once (a text formatted twice read "NaN in stock" above 999)
    expect(shirt).toHaveTextContent("2,005 in stock for 2 variants");
    expect(screen.getByRole("row", { name: /Cap/ })).toHaveTextContent("1 in stock for 1 variant");
  });

  it("saves the current filters as a named view of the signed-in user, applies and deletes it", async () => {
    const { user, router } = render("/a/products?status=published&collection_id=pcol_summer&offset=30");
    await screen.findByRole("row", { name: /Shirt/ });
    await user.click(await screen.findByRole("button", { name: "Save view" }));
    const dialog = await screen.findByRole("dialog", { name: "Save the current view" });
    await user.click(within(dialog).getByRole("button", { name: "Save view" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Summer live");
    await user.click(within(dialog).getByRole("button", { name: "Save view" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(savedViewsStorageKey(USER_ID, "products"))!)).toEqual([
      { name: "Summer live", view: "status=published&collection_id=pcol_summer" },
    ]);
    expect(screen.getByRole("button", { name: "Summer live" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("button", { name: "Summer live" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Summer live" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=published&collection_id=pcol_summer"));
    await waitFor(() => expect(listQueries.at(-1)!.getAll("collection_id[]")).toEqual(["pcol_summer"]));

    await user.click(screen.getByRole("button", { name: "Delete view Summer live" }));
    expect(screen.queryByRole("button", { name: "Summer live" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(savedViewsStorageKey(USER_ID, "products"))!)).toEqual([]);
  });
});

describe("products bulk additions", () => {
  it("adds the selected products to the collection chosen in a dialog, in one request", async () => {
    const toast = vi.spyOn(toaster, "create");
    const calls: { id: string; body: unknown }[] = [];
    server.use(
      getPostProductsToCollectionMockHandler(async ({ request, params }) => {
        calls.push({ id: String(params.id), body: await request.json() });
        return getPostProductsToCollectionResponseMock();
      }),
    );
    const { user } = render();
    await select(user, "Shirt", "Mug");
    await user.click(within(bar()).getByRole("button", { name: "Add to collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Add the selected products to a collection" });
    expect(within(dialog).getByRole("button", { name: "Add" })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Collection/ }), "Winter");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Products added to the collection: 2" })));
    expect(calls).toEqual([{ id: "pcol_winter", body: { product_ids: ["prod_1", "prod_3"] } }]);
  });

  it("adds the selected products to the chosen sales channel", async () => {
    const calls: { id: string; body: unknown }[] = [];
    server.use(
      getPostSalesChannelsChannelProductsBatchMockHandler(async ({ request, params }) => {
        calls.push({ id: String(params.id), body: await request.json() });
        return undefined as never;
      }),
    );
    const { user } = render();
    await select(user, "Cap");
    await user.click(within(bar()).getByRole("button", { name: "Add to sales channel" }));
    const dialog = await screen.findByRole("dialog", { name: "Add the selected products to a sales channel" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Sales channel/ }), "Web shop");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls).toEqual([{ id: "sc_web", body: { product_ids: [{ id: "prod_2" }] } }]));
  });
});
