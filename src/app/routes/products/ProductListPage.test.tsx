import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "../../../../mocks/node";
import {
  getDeleteProductsProductMockHandler,
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getPostProductsProductMockHandler,
  getPostProductsProductResponseMock,
} from "../../../generated/mocks/admin/admin";
import { renderPage } from "../../../../tests/support/render";
import { toaster } from "../../components/toaster";
import ProductListPage from "./ProductListPage";

type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];

const product = (id: string, title: string): Product => ({
  ...getGetProductsResponseMock().products[0],
  id,
  title,
  status: "draft",
  variants: [],
});

const PRODUCTS = [product("prod_1", "Shirt"), product("prod_2", "Cap"), product("prod_3", "Mug")];

let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = [];
  server.use(
    getGetProductsMockHandler(({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { products: PRODUCTS, count: PRODUCTS.length, offset: 0, limit: 15 };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

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

const render = (url = "/a/products") => renderPage(<ProductListPage />, { path: "/a/products", url, others: ["/a/products/:id", "/a/products/new"] });

async function select(user: ReturnType<typeof render>["user"], ...titles: string[]) {
  await screen.findByRole("row", { name: /Shirt/ });
  for (const title of titles) await user.click(screen.getByRole("checkbox", { name: `Select ${title}` }));
}

const bar = () => screen.getByRole("region", { name: "Actions on selected rows" });

describe("products list", () => {
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
