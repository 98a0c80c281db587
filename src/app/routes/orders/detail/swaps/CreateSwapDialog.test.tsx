import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getGetReturnReasonsMockHandler,
  getGetShippingOptionsMockHandler,
  getGetVariantsMockHandler,
  getGetVariantsResponseMock,
  getPostOrdersOrderSwapsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { lineItem, order } from "../../test-fixtures";
import { CreateSwapDialog } from "./CreateSwapDialog";

// Two mugs sent (€12.00 each, tax in); the exchange sends a €18.00 cap for one.
const MUG = lineItem({ id: "item_mug", title: "Mug", quantity: 2, fulfilled_quantity: 2, shipped_quantity: 2, unit_price: 1200, refundable: 2400 });
const ORDER = order({ region_id: "reg_eu", customer_id: "cus_1", tax_rate: 0, items: [MUG] });
const CAP = { ...getGetVariantsResponseMock().variants[0]!, id: "var_cap", title: "Red", sku: "CAP-RED", product_id: "prod_cap", calculated_price: 1800, original_price: 1800, deleted_at: null };
const PRODUCT = { ...getGetProductsResponseMock().products[0]!, id: "prod_cap", title: "Cap", thumbnail: null, variants: [CAP] };

let sent: unknown[];
let closed: number;
// The exchange's answer waits for the test, so clicks land while it runs.
let release: () => void;

beforeEach(() => {
  sent = [];
  closed = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    getGetProductsMockHandler({ products: [PRODUCT], count: 1, offset: 0, limit: 15 }),
    getGetVariantsMockHandler({ variants: [CAP], count: 1 }),
    getGetReturnReasonsMockHandler({ return_reasons: [] }),
    getGetShippingOptionsMockHandler({ shipping_options: [], count: 0, offset: 0, limit: 50 }),
    getPostOrdersOrderSwapsMockHandler(async ({ request }) => {
      sent.push(await request.json());
      await held;
      return { order: ORDER };
    }),
  );
});

const render = () => renderPage(<CreateSwapDialog order={ORDER} onClose={() => closed++} />);
const dialog = () => screen.getByRole("dialog", { name: "Create an exchange for order #1001" });

async function chooseMugs(user: ReturnType<typeof render>["user"], quantity: string) {
  await user.click(within(dialog()).getByRole("checkbox", { name: "Return Mug" }));
  const field = within(dialog()).getByRole("spinbutton", { name: "Quantity of Mug" });
  await user.clear(field);
  await user.type(field, quantity);
}

async function addCap(user: ReturnType<typeof render>["user"]) {
  await user.click(within(dialog()).getByRole("button", { name: "Add items" }));
  const picker = await screen.findByRole("dialog", { name: "Add items" });
  const box = await within(picker).findByRole("checkbox", { name: "Select Cap – Red" });
  await waitFor(() => expect(box).toBeEnabled(), { timeout: 5000 });
  await user.click(box);
  await user.click(within(picker).getByRole("button", { name: "Add 1 item" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add items" })).toBeNull());
}

// Each goes through the form and the variant picker: slow under jsdom.
const SLOW = 40_000;

describe("creating an exchange", () => {
  it("cannot send more back than can be returned, nor an exchange without new items", async () => {
    const { user } = render();
    expect(within(dialog()).getByText("2 can be returned")).toBeInTheDocument();
    await chooseMugs(user, "3");
    await user.tab();
    // the field stops at what can be returned
    expect(within(dialog()).getByRole("spinbutton", { name: "Quantity of Mug" })).toHaveValue("2");
    await user.click(within(dialog()).getByRole("button", { name: "Create exchange" }));
    expect(await within(dialog()).findByText("Add at least one new item")).toBeInTheDocument();
    expect(sent).toEqual([]);
  }, SLOW);

  it("shows the difference before sending, then sends the exchange once however fast it is clicked", async () => {
    const { user } = render();
    await chooseMugs(user, "1");
    await addCap(user);
    const summary = within(dialog()).getByRole("group", { name: "What the exchange comes to" });
    expect(within(summary).getByRole("status")).toHaveTextContent("The customer pays €6.00");
    const field = within(dialog()).getByRole("spinbutton", { name: "Quantity of Mug" });
    await user.clear(field);
    await user.type(field, "2");
    expect(within(summary).getByRole("status")).toHaveTextContent("The customer is refunded €6.00");
    const create = within(dialog()).getByRole("button", { name: "Create exchange" });
    await user.dblClick(create);
    fireEvent.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    await waitFor(() => expect(closed).toBe(1));
    expect(sent).toEqual([{ return_items: [{ item_id: "item_mug", quantity: 2 }], additional_items: [{ variant_id: "var_cap", quantity: 1 }], no_notification: false }]);
  }, SLOW);

  it("says the server's reason and keeps what was typed when it refuses", async () => {
    const { user } = render();
    await chooseMugs(user, "1");
    await addCap(user);
    release();
    server.use(http.post("*/admin/orders/:id/swaps", () => HttpResponse.json({ type: "not_allowed", message: "Variant is out of stock" }, { status: 400 })));
    await user.click(within(dialog()).getByRole("button", { name: "Create exchange" }));
    expect(await within(dialog()).findByText("Variant is out of stock")).toBeInTheDocument();
    expect(within(dialog()).getByRole("spinbutton", { name: "Quantity of Cap – Red" })).toHaveValue("1");
    expect(within(dialog()).getByRole("checkbox", { name: "Return Mug" })).toBeChecked();
    expect(closed).toBe(0);
  }, SLOW);
});
