import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteCollectionsCollectionMockHandler,
  getDeleteProductsFromCollectionMockHandler,
  getGetCollectionsCollectionMockHandler,
  getGetCollectionsCollectionResponseMock,
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getPostCollectionsCollectionMockHandler,
  getPostProductsToCollectionMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import CollectionDetailPage from "./CollectionDetailPage";

type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];
const product = (id: string, title: string): Product => ({ ...getGetProductsResponseMock().products[0], id, title, status: "published", thumbnail: null });

const IN_COLLECTION = [product("prod_cap", "Cap"), product("prod_tee", "Tee")];
const OTHERS = [product("prod_mug", "Mug")];
const COLLECTION = {
  ...getGetCollectionsCollectionResponseMock().collection,
  id: "pcol_1",
  title: "Summer",
  handle: "summer",
  products: IN_COLLECTION,
  metadata: { season: "summer", code: "S1" },
};

let productQueries: URLSearchParams[];
beforeEach(() => {
  productQueries = [];
  server.use(
    getGetCollectionsCollectionMockHandler({ collection: COLLECTION }),
    getGetProductsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      productQueries.push(q);
      const products = q.getAll("collection_id[]").length ? IN_COLLECTION : [...IN_COLLECTION, ...OTHERS];
      return { products, count: products.length, offset: 0, limit: 15 };
    }),
  );
});

const render = (url = "/a/collections/pcol_1") =>
  renderPage(<CollectionDetailPage />, { path: "/a/collections/:id", url, others: ["/a/collections"] });

/** Records the bodies the collection's update receives. */
function recordUpdates() {
  const bodies: unknown[] = [];
  server.use(
    getPostCollectionsCollectionMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      return { collection: COLLECTION };
    }),
  );
  return bodies;
}

/** Records the bodies a batch route receives. */
function recordBatch(kind: "add" | "remove") {
  const bodies: unknown[] = [];
  server.use(
    kind === "add"
      ? getPostProductsToCollectionMockHandler(async ({ request }) => {
          bodies.push(await request.json());
          return { collection: COLLECTION };
        })
      : getDeleteProductsFromCollectionMockHandler(async ({ request }) => {
          bodies.push(await request.json());
          return { id: "pcol_1", object: "product-collection", removed_products: [] };
        }),
  );
  return bodies;
}

const productsTable = () => screen.getByRole("table", { name: "Products" });

describe("collection page", () => {
  it("shows the collection and lists its products from the server", async () => {
    render("/a/collections/pcol_1?q=ca&order=title");
    expect(await screen.findByRole("heading", { name: "Summer" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Handle: /summer")).toBeInTheDocument();
    await within(productsTable()).findByRole("row", { name: /Cap/ });
    const q = productQueries.at(-1)!;
    expect(q.getAll("collection_id[]")).toEqual(["pcol_1"]);
    expect(q.get("q")).toBe("ca");
    expect(q.get("order")).toBe("title");
  });

  it("adds the products picked, leaving out those already there", async () => {
    const bodies = recordBatch("add");
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Add products" }, { timeout: 5000 }));
    const picker = await screen.findByRole("dialog", { name: "Add products" });
    expect(await within(picker).findByRole("checkbox", { name: "Select Cap" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "Select Mug" }));
    await user.click(within(picker).getByRole("button", { name: "Add 1 product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ product_ids: ["prod_mug"] }]);
  });

  it("removes one product from its row", async () => {
    const bodies = recordBatch("remove");
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Remove Tee from the collection" }, { timeout: 5000 }));
    await waitFor(() => expect(bodies).toEqual([{ product_ids: ["prod_tee"] }]));
  });

  it("removes the selected products after a confirmation", async () => {
    const bodies = recordBatch("remove");
    const { user } = render();
    await user.click(await screen.findByRole("checkbox", { name: "Select Cap" }, { timeout: 5000 }));
    await user.click(screen.getByRole("checkbox", { name: "Select Tee" }));
    await user.click(within(screen.getByRole("region", { name: "Actions on selected rows" })).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove the selected products from the collection?" });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodies).toEqual([{ product_ids: ["prod_cap", "prod_tee"] }]));
  });

  it("saves an edited title and handle", async () => {
    const bodies = recordUpdates();
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit collection" });
    const title = within(dialog).getByRole("textbox", { name: /Title/ });
    expect(title).toHaveValue("Summer");
    await user.clear(title);
    await user.type(title, "Summer sale");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ title: "Summer sale", handle: "summer" }]);
  });

  it("edits metadata: changed and added keys are sent, removed ones as empty", async () => {
    const bodies = recordUpdates();
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit collection" });
    const values = within(dialog).getAllByRole("textbox", { name: "Value" });
    await user.clear(values[0]);
    await user.type(values[0], "winter");
    await user.click(within(dialog).getAllByRole("button", { name: "Delete" })[1]);
    await user.click(within(dialog).getByRole("button", { name: "Add a row" }));
    await user.type(within(dialog).getAllByRole("textbox", { name: "Key" })[1], "theme");
    await user.type(within(dialog).getAllByRole("textbox", { name: "Value" })[1], "beach");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(bodies).toEqual([{ title: "Summer", handle: "summer", metadata: { season: "winter", code: "", theme: "beach" } }]));
  });

  it("deletes the collection only after a confirmation, once, then goes to the list", async () => {
    const deleted: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      getDeleteCollectionsCollectionMockHandler(async ({ params }) => {
        deleted.push(String(params.id));
        await answered;
        return { id: String(params.id), object: "product-collection", deleted: true };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Delete" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Summer”?" });
    expect(deleted).toEqual([]);
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    // While the server is answering: a double click, and one more dispatched before React re-renders.
    await user.dblClick(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(deleted).toHaveLength(1));
    answer();
    // Deleted but not yet left (the lists refetch first): a click now must not delete again.
    fireEvent.click(confirm);
    expect(await screen.findByText("at /a/collections")).toBeInTheDocument();
    expect(deleted).toEqual(["pcol_1"]);
  });

  it("says when the collection does not exist", async () => {
    server.use(http.get("*/admin/collections/:id", () => HttpResponse.json({ type: "not_found", message: "Not found" }, { status: 404 })));
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("This collection does not exist or was deleted.");
    expect(screen.getByRole("link", { name: "Back to collections" })).toHaveAttribute("href", "/a/collections");
  });

  it("says when the user may not see it", async () => {
    server.use(http.get("*/admin/collections/:id", () => HttpResponse.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })));
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("You don’t have access to this collection.");
  });
});
