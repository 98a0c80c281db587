import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteProductCategoriesCategoryMockHandler,
  getGetProductCategoriesMockHandler,
  getPostProductCategoriesCategoryMockHandler,
  getPostProductCategoriesMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { toaster } from "@app/components/toaster";
import CategoriesPage from "./CategoriesPage";
import type { Category } from "./category-tree";

const cat = (id: string, name: string, rank: number, children: Category[] = [], extra: Partial<Category> = {}): Category => ({
  id,
  name,
  handle: id,
  description: "",
  rank,
  is_active: true,
  is_internal: false,
  parent_category_id: null,
  category_children: children.map((c) => ({ ...c, parent_category_id: id })),
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  metadata: null,
  ...extra,
});

const TREE = [
  cat("apparel", "Apparel", 0, [cat("tshirts", "T-Shirts", 0), cat("shoes", "Shoes", 1, [], { is_active: false })]),
  cat("accessories", "Accessories", 1),
  cat("internal", "Internal Only", 2, [], { is_internal: true }),
];

let treeQueries: URLSearchParams[];
beforeEach(() => {
  treeQueries = [];
  server.use(
    getGetProductCategoriesMockHandler(({ request }) => {
      treeQueries.push(new URL(request.url).searchParams);
      return { product_categories: TREE, count: TREE.length, offset: 0, limit: 1000 };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderPage(<CategoriesPage />, { path: "/a/product-categories" });
const rowNames = () => screen.getAllByRole("treeitem").map((r) => r.getAttribute("aria-label"));
const row = (name: string) => screen.getByRole("treeitem", { name: new RegExp(`^${name},`) });

/** Records each category update; answers once `until` settles, with `status` (200 by default). */
function recordUpdates(until: Promise<void> = Promise.resolve(), status = 200) {
  const calls: { id: string; body: unknown }[] = [];
  server.use(
    getPostProductCategoriesCategoryMockHandler(async ({ request, params }) => {
      calls.push({ id: String(params.id), body: await request.json() });
      await until;
      if (status !== 200) throw HttpResponse.json({ type: "invalid_data", message: "Refused" }, { status });
      return { product_category: cat(String(params.id), "Saved", 0) };
    }),
  );
  return calls;
}

/** Picks a row's menu action with the keyboard, as a keyboard user does. */
async function openAction(user: ReturnType<typeof render>["user"], category: string, action: string) {
  screen.getByRole("button", { name: `Actions for ${category}` }).focus();
  await user.keyboard("{Enter}");
  const item = await screen.findByRole("menuitem", { name: action });
  for (let i = 0; i < 10 && !item.hasAttribute("data-highlighted"); i++) await user.keyboard("{ArrowDown}");
  await user.keyboard("{Enter}");
}

describe("category tree", () => {
  it("asks for the whole tree and shows it nested, with the status badges", async () => {
    const { user } = render();
    await screen.findByRole("tree", { name: "Product categories" });
    expect(treeQueries[0].get("parent_category_id")).toBe("null");
    expect(treeQueries[0].get("include_descendants_tree")).toBe("true");
    expect(rowNames()).toEqual(["Apparel, Active", "Accessories, Active", "Internal Only, Active, Internal"]);
    expect(row("Apparel")).toHaveAttribute("aria-expanded", "false");

    row("Apparel").focus();
    await user.keyboard("{ArrowRight}");
    expect(row("Apparel")).toHaveAttribute("aria-expanded", "true");
    expect(rowNames()).toEqual(["Apparel, Active", "T-Shirts, Active", "Shoes, Inactive", "Accessories, Active", "Internal Only, Active, Internal"]);
    expect(row("Shoes")).toHaveAttribute("aria-level", "2");
    expect(within(row("Shoes")).getByText("Inactive")).toBeInTheDocument();

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(row("Shoes")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(row("Apparel")).toHaveFocus();
  });

  it("says when there are no categories yet", async () => {
    server.use(getGetProductCategoriesMockHandler({ product_categories: [], count: 0, offset: 0, limit: 1000 }));
    render();
    expect(await screen.findByText("No categories yet")).toBeInTheDocument();
    expect(screen.queryByRole("tree")).not.toBeInTheDocument();
  });

  it("says the user has no access when the server answers 403", async () => {
    server.use(http.get("*/admin/product-categories", () => HttpResponse.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })));
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("You don’t have access to this list");
  });

  it("shows a failure with a retry", async () => {
    let fail = true;
    server.use(
      http.get("*/admin/product-categories", () =>
        fail ? HttpResponse.json({ type: "unknown_error", message: "Database down" }, { status: 400 }) : HttpResponse.json({ product_categories: TREE, count: 3, offset: 0, limit: 1000 }),
      ),
    );
    const { user } = render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Database down");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("tree")).toBeInTheDocument();
  });
});

describe("moving categories", () => {
  it("reorders with Alt + ArrowUp: one update with the parent and the new rank, shown before the answer and read out", async () => {
    let answer = () => {};
    const calls = recordUpdates(new Promise((resolve) => (answer = resolve)));
    const { user } = render();
    await screen.findByRole("tree");
    row("Accessories").focus();
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");

    await waitFor(() => expect(calls).toEqual([{ id: "accessories", body: { parent_category_id: null, rank: 0 } }]));
    expect(rowNames()).toEqual(["Accessories, Active", "Apparel, Active", "Internal Only, Active, Internal"]);
    expect(row("Accessories")).toHaveFocus();
    expect(screen.getByTestId("move-announcement")).toHaveTextContent("Accessories moved: position 1 of 3 at the top level");
    answer();
  });

  it("nests under the previous sibling with Alt + ArrowRight and moves out with Alt + ArrowLeft", async () => {
    const calls = recordUpdates(new Promise(() => {}));
    const { user } = render();
    await screen.findByRole("tree");
    row("Accessories").focus();
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ id: "accessories", body: { parent_category_id: "apparel", rank: 2 } });
    // The new parent opens so that the moved category stays in sight.
    expect(rowNames()).toEqual(["Apparel, Active", "T-Shirts, Active", "Shoes, Inactive", "Accessories, Active", "Internal Only, Active, Internal"]);
    expect(row("Accessories")).toHaveAttribute("aria-level", "2");
    expect(screen.getByTestId("move-announcement")).toHaveTextContent("Accessories moved: position 3 of 3 in Apparel");

    row("T-Shirts").focus();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ id: "tshirts", body: { parent_category_id: null, rank: 1 } });
  });

  it("puts the tree back when the server refuses the move", async () => {
    let answer = () => {};
    const calls = recordUpdates(new Promise((resolve) => (answer = resolve)), 400);
    const { user } = render();
    await screen.findByRole("tree");
    row("Internal Only").focus();
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(rowNames()).toEqual(["Apparel, Active", "Internal Only, Active, Internal", "Accessories, Active"]);
    answer();
    await waitFor(() => expect(rowNames()).toEqual(["Apparel, Active", "Accessories, Active", "Internal Only, Active, Internal"]));
  });

  it("drops a dragged row into another one", async () => {
    const calls = recordUpdates(new Promise(() => {}));
    render();
    await screen.findByRole("tree");
    const target = row("Apparel");
    vi.spyOn(target, "getBoundingClientRect").mockReturnValue({ top: 100, height: 40 } as DOMRect);
    const dataTransfer = { setData: () => {}, effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(row("Internal Only"), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer, clientY: 120 });
    fireEvent.drop(target, { dataTransfer, clientY: 120 });
    await waitFor(() => expect(calls).toEqual([{ id: "internal", body: { parent_category_id: "apparel", rank: 2 } }]));
  });
});

describe("creating, editing and deleting", () => {
  it("creates a top-level category once its name is given, saying it is top level", async () => {
    const toast = vi.spyOn(toaster, "create");
    const bodies: unknown[] = [];
    server.use(
      getPostProductCategoriesMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { product_category: cat("new", "Bags", 3) };
      }),
    );
    const { user } = render();
    await screen.findByRole("tree");
    await user.click(screen.getByRole("button", { name: "Add category" }));
    const dialog = await screen.findByRole("dialog", { name: "New category" });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Bags");
    await user.click(within(dialog).getByRole("checkbox", { name: "Internal: for admins only" }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(bodies).toEqual([{ name: "Bags", description: "", is_active: true, is_internal: true, parent_category_id: null }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Category created: Bags" }));
  });

  it("adds a sub-category under the row's category", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostProductCategoriesMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { product_category: cat("new", "Socks", 0) };
      }),
    );
    const { user } = render();
    await screen.findByRole("tree");
    await openAction(user, "Apparel", "Add sub-category");
    const dialog = await screen.findByRole("dialog", { name: "New category in Apparel" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Socks");
    await user.type(within(dialog).getByRole("textbox", { name: "Handle" }), "socks");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ name: "Socks", handle: "socks", parent_category_id: "apparel" })]));
  });

  it("edits a category; a refusal is shown in the form, which keeps what was typed", async () => {
    let status = 400;
    const calls: { id: string; body: unknown }[] = [];
    server.use(
      getPostProductCategoriesCategoryMockHandler(async ({ request, params }) => {
        calls.push({ id: String(params.id), body: await request.json() });
        if (status !== 200) throw HttpResponse.json({ type: "duplicate_error", message: "Handle already taken" }, { status });
        return { product_category: cat("accessories", "Bags & Belts", 1) };
      }),
    );
    const { user } = render();
    await screen.findByRole("tree");
    await openAction(user, "Accessories", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit Accessories" });
    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    expect(name).toHaveValue("Accessories");
    await user.clear(name);
    await user.type(name, "Bags & Belts");
    await user.click(within(dialog).getByRole("checkbox", { name: "Active: shown in the store" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Handle already taken");
    expect(name).toHaveValue("Bags & Belts");
    expect(calls[0]).toEqual({
      id: "accessories",
      body: { name: "Bags & Belts", handle: "accessories", description: "", is_active: false, is_internal: false },
    });
    status = 200;
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("deletes only after a confirmation", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteProductCategoriesCategoryMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "product-category", deleted: true };
      }),
    );
    const { user } = render();
    await screen.findByRole("tree");
    await openAction(user, "Accessories", "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Accessories?" });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["accessories"]));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("passes the server's refusal to delete a category with children on to the error toast", async () => {
    const message = "Deleting ProductCategory (apparel) with category children is not allowed";
    server.use(http.delete("*/admin/product-categories/:id", () => HttpResponse.json({ type: "not_allowed", message }, { status: 400 })));
    const { user, queryClient } = render();
    await screen.findByRole("tree");
    await openAction(user, "Apparel", "Delete");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    // Not shown inline: the query client toasts the error with the server's message.
    await waitFor(() => {
      const [mutation] = queryClient.getMutationCache().getAll();
      expect(mutation.state.error).toMatchObject({ serverMessage: message });
      expect(mutation.meta?.errors).toBeUndefined();
    });
    expect(rowNames()).toContain("Apparel, Active");
  });
});
