import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteProductCategoriesCategoryProductsBatchMockHandler,
  getGetProductCategoriesCategoryResponseMock,
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getPostProductCategoriesCategoryProductsBatchMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import type { Category } from "./category-tree";
import { CategoryProductsModal } from "./CategoryProductsModal";

type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];
const product = (id: string, title: string): Product => ({ ...getGetProductsResponseMock().products[0], id, title, status: "published", thumbnail: null });

const CATEGORY: Category = { ...getGetProductCategoriesCategoryResponseMock().product_category, id: "pcat_shoes", name: "Shoes", description: "" };
const IN_CATEGORY = [product("prod_1", "Sneaker"), product("prod_2", "Boot")];
const ALL = [...IN_CATEGORY, product("prod_3", "Sandal"), product("prod_4", "Slipper")];

let categoryQueries: URLSearchParams[];
beforeEach(() => {
  categoryQueries = [];
  server.use(
    getGetProductsMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const inCategory = query.getAll("category_id[]").length > 0;
      if (inCategory) categoryQueries.push(query);
      const products = inCategory ? IN_CATEGORY : ALL;
      return { products, count: products.length, offset: 0, limit: 15 };
    }),
  );
});

const render = () => renderPage(<CategoryProductsModal category={CATEGORY} onClose={() => {}} />);

describe("a category's products", () => {
  it("lists the products of the category", async () => {
    render();
    const dialog = await screen.findByRole("dialog", { name: "Products in Shoes" });
    expect(await within(dialog).findByRole("row", { name: /Sneaker/ })).toBeInTheDocument();
    expect(categoryQueries[0].getAll("category_id[]")).toEqual(["pcat_shoes"]);
  });

  it("removes a product after a confirmation", async () => {
    const removals: unknown[] = [];
    server.use(
      getDeleteProductCategoriesCategoryProductsBatchMockHandler(async ({ request }) => {
        removals.push(await request.json());
        return { product_category: CATEGORY };
      }),
    );
    const { user } = render();
    const dialog = await screen.findByRole("dialog", { name: "Products in Shoes" });
    await user.click(await within(dialog).findByRole("button", { name: "Remove Boot" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove the product from the category?" });
    expect(confirm).toHaveTextContent("Boot is removed from Shoes.");
    expect(removals).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(removals).toEqual([{ product_ids: [{ id: "prod_2" }] }]));
    await waitFor(() => expect(categoryQueries.length).toBeGreaterThan(1)); // the list is asked for again
  });

  it("adds the products picked in the product picker, the ones already there shown as added", async () => {
    const additions: unknown[] = [];
    server.use(
      getPostProductCategoriesCategoryProductsBatchMockHandler(async ({ request }) => {
        additions.push(await request.json());
        return { product_category: CATEGORY };
      }),
    );
    const { user } = render();
    const dialog = await screen.findByRole("dialog", { name: "Products in Shoes" });
    await within(dialog).findByRole("row", { name: /Sneaker/ });
    await user.click(within(dialog).getByRole("button", { name: "Add products" }));
    const picker = await screen.findByRole("dialog", { name: "Add products to Shoes" });
    await within(picker).findByRole("row", { name: /Sandal/ });
    expect(within(picker).getByRole("checkbox", { name: "Select Sneaker" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "Select Sandal" }));
    await user.click(within(picker).getByRole("checkbox", { name: "Select Slipper" }));
    await user.click(within(picker).getByRole("button", { name: "Add 2 products" }));
    await waitFor(() => expect(additions).toEqual([{ product_ids: [{ id: "prod_3" }, { id: "prod_4" }] }]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add products to Shoes" })).not.toBeInTheDocument());
  });
});
