import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getGetRegionsMockHandler,
  getGetStoreMockHandler,
  getPostProductsProductVariantsVariantMockHandler,
  getPostProductsProductVariantsVariantResponseMock,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { toaster } from "@app/components/toaster";
import { ProductPricesModal } from "./ProductPricesModal";
import { PRODUCT, REGIONS, STORE } from "./test-fixtures";

let posts: { variantId: string; body: { prices: unknown[] } }[];
let fail = false;
beforeEach(() => {
  posts = [];
  fail = false;
  server.use(
    getGetStoreMockHandler(STORE),
    getGetRegionsMockHandler(REGIONS),
    getPostProductsProductVariantsVariantMockHandler(async ({ request, params }) => {
      posts.push({ variantId: String(params.variantId), body: (await request.json()) as { prices: unknown[] } });
      if (fail) throw new Response(JSON.stringify({ message: "Nope" }), { status: 400 });
      return getPostProductsProductVariantsVariantResponseMock();
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

async function renderGrid() {
  const onClose = vi.fn();
  const utils = renderPage(<ProductPricesModal product={PRODUCT} open onClose={onClose} />);
  // The first render of the file is the slow one (cold styles and modules).
  await screen.findByRole("grid", { name: "Prices" }, { timeout: 5000 });
  return { ...utils, onClose };
}

/** A cell by its variant and column (its name ends with the amount it shows). */
const cell = (variant: string, column: string) => screen.getByRole("gridcell", { name: (name) => name.startsWith(`${column} price of ${variant}`) });
const save = () => screen.getByRole("button", { name: "Save changes" });

describe("price grid", () => {
  it("shows a row per variant and a column per store currency, then per region, amounts in major units", async () => {
    await renderGrid();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Variant", "USD", "EUR", "KRW", "Europe (EUR)", "Korea (KRW)"]);
    expect(cell("Silver", "USD")).toHaveTextContent("29.00");
    expect(cell("Silver", "KRW")).toHaveTextContent("39000");
    expect(cell("Silver", "Europe (EUR)")).toHaveTextContent("25.00");
    expect(cell("Blue", "KRW")).toHaveTextContent("");
    expect(save()).toBeDisabled();
  });

  it("moves with arrow keys and Tab, edits by typing, keeps with Enter and drops with Escape", async () => {
    const { user } = await renderGrid();
    await user.click(cell("Silver", "USD"));
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(cell("Blue", "EUR")).toHaveFocus();
    await user.keyboard("{ArrowUp}{Tab}");
    expect(cell("Silver", "KRW")).toHaveFocus();

    await user.keyboard("4");
    const editor = screen.getByRole("textbox", { name: "KRW price of Silver" });
    expect(editor).toHaveValue("4");
    await user.keyboard("2000{Enter}");
    expect(cell("Silver", "KRW")).toHaveTextContent("42000");
    expect(cell("Silver", "KRW")).toHaveAttribute("data-changed");
    expect(cell("Blue", "KRW")).toHaveFocus();

    await user.keyboard("9{Escape}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(cell("Blue", "KRW")).toHaveTextContent("");
    expect(cell("Blue", "KRW")).toHaveFocus();
    // Escape in a cell editor does not close the grid.
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{F2}");
    expect(screen.getByRole("textbox", { name: "KRW price of Blue" })).toHaveValue("");
  });

  it("fills cells down and right from the active cell with a pasted block", async () => {
    const { user } = await renderGrid();
    await user.click(cell("Silver", "EUR"));
    await user.paste("31.5\t41000\n30\t40,000\n");
    expect(cell("Silver", "EUR")).toHaveTextContent("31.5");
    expect(cell("Silver", "KRW")).toHaveTextContent("41000");
    expect(cell("Blue", "EUR")).toHaveTextContent("30");
    expect(cell("Blue", "KRW")).toHaveTextContent("40,000");
    expect(cell("Silver", "USD")).toHaveTextContent("29.00");
  });

  it("sends only the variants with a changed cell, each with its full price list", async () => {
    const toast = vi.spyOn(toaster, "create");
    const { user, onClose } = await renderGrid();
    await user.click(cell("Silver", "KRW"));
    await user.keyboard("45000{Enter}");
    // Silver's Europe price is cleared (removed); Blue's USD is retyped as the same amount (unchanged).
    await user.click(cell("Silver", "Europe (EUR)"));
    await user.keyboard("{Delete}");
    await user.click(cell("Blue", "USD"));
    await user.keyboard("29{Enter}");
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        variantId: "var_silver",
        body: {
          prices: [
            { id: "ma_s_usd", amount: 2900, currency_code: "usd" },
            { id: "ma_s_eur", amount: 2700, currency_code: "eur" },
            { id: "ma_s_krw", amount: 45000, currency_code: "krw" },
          ],
        },
      },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Prices saved for variants: 1" }));
  });

  it("adds a price to a variant that had none in that column", async () => {
    const { user } = await renderGrid();
    await user.click(cell("Blue", "Korea (KRW)"));
    await user.keyboard("39000{Enter}");
    await user.click(save());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body.prices).toContainEqual({ region_id: "reg_kr", amount: 39000 });
    expect(posts[0]!.body.prices).toHaveLength(3);
  });

  it("marks invalid text and blocks Save until it is fixed", async () => {
    const { user } = await renderGrid();
    await user.click(cell("Silver", "USD"));
    await user.keyboard("abc{Enter}");
    expect(cell("Silver", "USD")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Cells with an invalid amount: 1");
    expect(save()).toBeDisabled();
    await user.click(cell("Silver", "USD"));
    await user.keyboard("30{Enter}");
    expect(save()).toBeEnabled();
  });

  it("keeps the edits when saving fails, and says why above the grid", async () => {
    fail = true;
    const { user, onClose } = await renderGrid();
    await user.click(cell("Silver", "USD"));
    await user.keyboard("30{Enter}");
    await user.click(save());
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Nope");
    expect(cell("Silver", "USD")).toHaveTextContent("30");
    expect(within(screen.getByRole("grid")).getAllByRole("gridcell").filter((c) => c.hasAttribute("data-changed"))).toHaveLength(1);
  });
});
