import { screen, waitFor, within } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetProductsMockHandler, getGetProductsResponseMock, getGetVariantsMockHandler, getGetVariantsResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { order } from "../../test-fixtures";
import { type NewItemsValues, newItemsBody } from "./new-items";
import { NewItemsField } from "./NewItemsField";

const KRW_ORDER = order({ currency_code: "krw", region_id: "reg_kr" });
const base = getGetVariantsResponseMock().variants[0]!;
const variant = (id: string, title: string, calculated_price: number) => ({ ...base, id, title, sku: id, product_id: "prod_cup", calculated_price, original_price: calculated_price, deleted_at: null });
const VARIANTS = [variant("var_small", "Small", 3000), variant("var_large", "Large", 4500)];
const PRODUCT = { ...getGetProductsResponseMock().products[0]!, id: "prod_cup", title: "Cup", thumbnail: null, variants: VARIANTS };

let sent: unknown[];

/** A caller's form: its own fields besides the new items, sending what newItemsBody makes of them. */
function Form() {
  const form = useForm<NewItemsValues & { note: string }>({ defaultValues: { new_items: [], note: "" } });
  return (
    <form onSubmit={form.handleSubmit((values) => void sent.push(newItemsBody(values.new_items)))}>
      <NewItemsField order={KRW_ORDER} control={form.control} />
      <button type="submit">Send</button>
    </form>
  );
}

beforeEach(() => {
  sent = [];
  server.use(getGetProductsMockHandler({ products: [PRODUCT], count: 1, offset: 0, limit: 15 }), getGetVariantsMockHandler({ variants: VARIANTS, count: 2 }));
});

async function pick(user: ReturnType<typeof renderPage>["user"], ...titles: string[]) {
  await user.click(screen.getByRole("button", { name: "Add items" }));
  const picker = await screen.findByRole("dialog", { name: "Add items" });
  for (const title of titles) {
    const box = await within(picker).findByRole("checkbox", { name: `Select Cup – ${title}` }, { timeout: 5000 });
    await waitFor(() => expect(box).toBeEnabled(), { timeout: 5000 });
    await user.click(box);
  }
  await user.click(within(picker).getByRole("button", { name: `Add ${titles.length} item${titles.length > 1 ? "s" : ""}` }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add items" })).toBeNull());
}

describe("new items of an exchange or a claim", () => {
  it("picks variants priced for the order, one more when picked again, removable, with their total in the order's currency", async () => {
    const { user } = renderPage(<Form />);
    expect(screen.getByText("No new items yet")).toBeInTheDocument();
    await pick(user, "Small", "Large");
    await pick(user, "Small");
    expect(screen.getByRole("spinbutton", { name: "Quantity of Cup – Small" })).toHaveValue("2");
    expect(screen.getByText("₩3,000 each")).toBeInTheDocument();
    // KRW has no minor units: 2 × 3000 + 4500
    expect(screen.getByText("₩10,500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Cup – Large" }));
    expect(screen.getByText("₩6,000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toEqual([[{ variant_id: "var_small", quantity: 2 }]]));
  }, 40_000);
});
