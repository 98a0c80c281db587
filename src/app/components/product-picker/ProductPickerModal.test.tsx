import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetProductsMockHandler, getGetProductsResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { ProductPickerModal } from "./ProductPickerModal";

type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];

const product = (n: number): Product => ({ ...getGetProductsResponseMock().products[0], id: `prod_${n}`, title: `Product ${n}`, status: "published", thumbnail: null });
const ALL = Array.from({ length: 20 }, (_, i) => product(i + 1));

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    getGetProductsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const offset = Number(q.get("offset"));
      const limit = Number(q.get("limit"));
      const found = ALL.filter((p) => p.title.includes(q.get("q") ?? ""));
      return { products: found.slice(offset, offset + limit), count: found.length, offset, limit };
    }),
  );
});

function Harness({ onConfirm, exclude }: { onConfirm: (ids: string[]) => Promise<unknown>; exclude?: string[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ProductPickerModal open={open} onClose={() => setOpen(false)} title="Add products" exclude={exclude} onConfirm={onConfirm} />
    </>
  );
}

const render = (onConfirm: (ids: string[]) => Promise<unknown>, exclude?: string[]) => renderPage(<Harness onConfirm={onConfirm} exclude={exclude} />);
const dialog = () => screen.getByRole("dialog", { name: "Add products" });
const box = (title: string) => within(dialog()).getByRole("checkbox", { name: `Select ${title}` });

describe("product picker", () => {
  it("keeps the ticks across pages and searches, and adds them all", async () => {
    const picked: string[][] = [];
    const { user } = render(async (ids) => picked.push(ids));
    // The first render of the file is the slow one (cold styles and modules).
    await screen.findByText("Product 2", {}, { timeout: 5000 });
    expect(queries.at(-1)!.get("fields")).toBe("id,title,status,thumbnail");
    await user.click(box("Product 2"));

    await user.click(within(dialog()).getByRole("button", { name: "Next" }));
    await screen.findByText("Product 16");
    expect(queries.at(-1)!.get("offset")).toBe("15");
    await user.click(box("Product 16"));

    await user.type(within(dialog()).getByRole("searchbox", { name: "Search products" }), "Product 1{Enter}");
    await waitFor(() => expect(queries.at(-1)!.get("q")).toBe("Product 1"));
    expect(queries.at(-1)!.get("offset")).toBe("0"); // a new search starts at the first page
    await user.click(await within(dialog()).findByRole("checkbox", { name: "Select Product 10" }));
    expect(box("Product 16")).toBeChecked();

    await user.click(within(dialog()).getByRole("button", { name: "Add 3 products" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(picked).toEqual([["prod_2", "prod_16", "prod_10"]]);
  });

  it("shows the products already there as added, and does not offer them", async () => {
    const { user } = render(async () => {}, ["prod_1"]);
    await screen.findByText("Product 1");
    expect(box("Product 1")).toBeChecked();
    expect(box("Product 1")).toBeDisabled();
    expect(within(dialog()).getByText("Already added")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Add 0 products" })).toBeDisabled();
    await user.click(within(dialog()).getByRole("checkbox", { name: "Select all on this page" }));
    expect(within(dialog()).getByRole("button", { name: "Add 14 products" })).toBeEnabled();
  });

  it("adds once however often it is pressed, and keeps the ticks when adding fails", async () => {
    let calls = 0;
    let fail = () => {};
    const { user } = render(() => {
      calls++;
      return new Promise((_, reject) => (fail = () => reject(new Error("refused"))));
    });
    await screen.findByText("Product 3");
    await user.click(box("Product 3"));
    const add = within(dialog()).getByRole("button", { name: "Add 1 product" });
    await user.dblClick(add);
    fireEvent.click(add);
    expect(calls).toBe(1);
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeDisabled();
    fail();
    await waitFor(() => expect(within(dialog()).getByRole("button", { name: "Add 1 product" })).toBeEnabled());
    expect(box("Product 3")).toBeChecked();
  });
});
