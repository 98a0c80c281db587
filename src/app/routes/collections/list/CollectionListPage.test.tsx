import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteCollectionsCollectionMockHandler,
  getGetCollectionsMockHandler,
  getGetCollectionsResponseMock,
  getGetProductsResponseMock,
  getPostCollectionsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { toaster } from "@app/components/toaster";
import CollectionListPage from "./CollectionListPage";

type Collection = ReturnType<typeof getGetCollectionsResponseMock>["collections"][number];

const collection = (id: string, title: string, products = 0): Collection => ({
  ...getGetCollectionsResponseMock().collections[0],
  id,
  title,
  handle: title.toLowerCase(),
  products: Array.from({ length: products }, (_, i) => ({ ...getGetProductsResponseMock().products[0], id: `prod_${i}` })),
});

const COLLECTIONS = [collection("pcol_1", "Summer", 4), collection("pcol_2", "Winter", 1)];

let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = [];
  server.use(
    getGetCollectionsMockHandler(({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { collections: COLLECTIONS, count: COLLECTIONS.length, offset: 0, limit: 15 };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = (url = "/a/collections") => renderPage(<CollectionListPage />, { path: "/a/collections", url, others: ["/a/collections/:id"] });

/** Records the bodies the creation receives. */
function recordCreates() {
  const bodies: unknown[] = [];
  server.use(
    getPostCollectionsMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      return { collection: collection("pcol_new", "Autumn") };
    }),
  );
  return bodies;
}

async function openNewCollection() {
  const { user } = render();
  await user.click(await screen.findByRole("button", { name: "New collection" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "New collection" }) };
}

describe("collections list", () => {
  it("asks the server for the search, order and page of the URL", async () => {
    render("/a/collections?q=sum&order=-handle&offset=15&limit=30");
    // The first render of the file is the slow one (cold styles and modules).
    await screen.findByRole("row", { name: /Summer/ }, { timeout: 5000 });
    const q = listQueries.at(-1)!;
    expect(q.get("q")).toBe("sum");
    expect(q.get("order")).toBe("-handle");
    expect(q.get("offset")).toBe("15");
    expect(q.get("limit")).toBe("30");
    expect(screen.getByRole("columnheader", { name: /^Handle/ })).toHaveAttribute("aria-sort", "descending");
  });

  it("shows each collection's handle and number of products, linked to its page", async () => {
    render();
    const row = await screen.findByRole("row", { name: /Summer/ });
    expect(row).toHaveTextContent("/summer");
    expect(row).toHaveTextContent("4");
    expect(within(row).getByRole("link", { name: "Summer" })).toHaveAttribute("href", "/a/collections/pcol_1");
  });

  it("sorts by a column on the server", async () => {
    const { user } = render();
    await screen.findByRole("row", { name: /Summer/ });
    await user.click(screen.getByRole("button", { name: /^Title/ }));
    await waitFor(() => expect(listQueries.at(-1)!.get("order")).toBe("title"));
  });

  it("creates a collection with its handle and metadata, then opens it", async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openNewCollection();
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Autumn");
    await user.type(within(dialog).getByRole("textbox", { name: /Handle/ }), "autumn");
    await user.click(within(dialog).getByRole("button", { name: "Add a row" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Key" }), "season");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "fall");
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));

    expect(await screen.findByText("at /a/collections/:id")).toBeInTheDocument();
    expect(bodies).toEqual([{ title: "Autumn", handle: "autumn", metadata: { season: "fall" } }]);
  });

  it("leaves out an empty handle", async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openNewCollection();
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Autumn");
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
    await waitFor(() => expect(bodies).toEqual([{ title: "Autumn" }]));
  });

  it("says why a creation failed and keeps what was typed", async () => {
    server.use(http.post("*/admin/collections", () => HttpResponse.json({ type: "duplicate_error", message: "A collection with handle autumn already exists" }, { status: 422 })));
    const { user, dialog } = await openNewCollection();
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Autumn");
    await user.type(within(dialog).getByRole("textbox", { name: /Handle/ }), "autumn");
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A collection with handle autumn already exists");
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Autumn");
    expect(within(dialog).getByRole("textbox", { name: /Handle/ })).toHaveValue("autumn");
  });

  it("deletes the selected collections only after a confirmation", async () => {
    const toast = vi.spyOn(toaster, "create");
    const deleted: string[] = [];
    server.use(
      getDeleteCollectionsCollectionMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "product-collection", deleted: true };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("checkbox", { name: "Select Winter" }));
    await user.click(within(screen.getByRole("region", { name: "Actions on selected rows" })).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the selected collections?" });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["pcol_2"]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Collections deleted: 1" })));
  });
});
