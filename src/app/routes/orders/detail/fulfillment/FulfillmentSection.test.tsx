import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetStockLocationsMockHandler,
  getGetStoreMockHandler,
  getPostOrdersOrderFulfillmentsCancelMockHandler,
  getPostOrdersOrderFulfillmentsMockHandler,
  getPostOrdersOrderShipmentMockHandler,
} from "@generated/mocks/admin/admin";
import type { Order } from "@generated/admin/types.gen";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { FulfillmentSection } from "./FulfillmentSection";
import { fulfillment } from "../../test-fixtures";
import { MUG, order, STICKER, stockLocations } from "./test-fixtures";

type Call = { path: string; body: unknown };
let calls: Call[];

/** Notes a call, waits a little (so a second click could slip in), answers with the order. */
const answer = async ({ request }: { request: Request }) => {
  calls.push({ path: new URL(request.url).pathname, body: await request.json().catch(() => undefined) });
  await delay(50);
  return { order: order() };
};

beforeEach(() => {
  calls = [];
  server.use(
    getGetStoreMockHandler(storeAnswer({})),
    getPostOrdersOrderFulfillmentsMockHandler(answer),
    getPostOrdersOrderShipmentMockHandler(answer),
    getPostOrdersOrderFulfillmentsCancelMockHandler(answer),
  );
});

const render = (o: Order = order()) =>
  renderPage(
    <FeatureFlagProvider>
      <FulfillmentSection order={o} />
    </FeatureFlagProvider>,
  );
const section = () => screen.getByRole("region", { name: "Fulfillment" });
const card = (n: number) => within(section()).getByRole("listitem", { name: `Fulfillment ${n}` });

const SHIPPED = fulfillment({
  id: "ful_1",
  created_at: "2026-01-11T09:00:00.000Z",
  shipped_at: "2026-01-12T09:00:00.000Z",
  items: [{ fulfillment_id: "ful_1", item_id: MUG.id, quantity: 1 }],
  tracking_links: [
    { id: "tl_1", url: null, tracking_number: "TRACK-A", fulfillment_id: "ful_1", idempotency_key: null, created_at: "2026-01-12T09:00:00.000Z", updated_at: "2026-01-12T09:00:00.000Z", deleted_at: null, metadata: null },
  ],
});
const OPEN = fulfillment({ id: "ful_2", created_at: "2026-01-13T09:00:00.000Z", items: [{ fulfillment_id: "ful_2", item_id: STICKER.id, quantity: 2 }] });

describe("fulfillment section", () => {
  it("shows the shipping method with its price in the order's currency, and each fulfillment with its items, state, tracking and dates", () => {
    render(order({ fulfillments: [OPEN, SHIPPED] }));
    expect(section()).toHaveTextContent("Standard Shipping · €8.00");
    expect(card(1)).toHaveTextContent("Shipped");
    expect(card(1)).toHaveTextContent("Mug × 1");
    expect(card(1)).toHaveTextContent("TRACK-A");
    expect(card(1)).toHaveTextContent("Jan 12, 2026");
    expect(card(2)).toHaveTextContent("Fulfilled");
    expect(card(2)).toHaveTextContent("Sticker × 2");
  });

  it("offers to ship or cancel only a fulfillment not yet shipped, and to create one only while something is left", () => {
    const { unmount } = render(order({ fulfillments: [SHIPPED, OPEN] }));
    expect(within(card(1)).queryByRole("button")).not.toBeInTheDocument();
    expect(within(card(2)).getByRole("button", { name: "Mark shipped" })).toBeInTheDocument();
    expect(within(card(2)).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: "Create fulfillment" })).toBeInTheDocument();
    unmount();

    const allFulfilled = [{ ...MUG, fulfilled_quantity: 3 }, { ...STICKER, fulfilled_quantity: 2 }];
    const { unmount: unmount2 } = render(order({ items: allFulfilled }));
    expect(within(section()).queryByRole("button", { name: "Create fulfillment" })).not.toBeInTheDocument();
    expect(section()).toHaveTextContent("Nothing fulfilled yet");
    unmount2();

    render(order({ status: "canceled", fulfillments: [{ ...OPEN, canceled_at: "2026-01-14T09:00:00.000Z" }] }));
    expect(within(section()).queryByRole("button")).not.toBeInTheDocument();
    expect(card(1)).toHaveTextContent("Canceled");
  });
});

describe("creating a fulfillment", () => {
  it("proposes what is left of each item and sends no more than that", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Create fulfillment" }));
    const dialog = screen.getByRole("dialog", { name: "Create a fulfillment" });
    const mug = within(dialog).getByRole("spinbutton", { name: /Quantity of Mug/ });
    const sticker = within(dialog).getByRole("spinbutton", { name: /Quantity of Sticker/ });
    expect(mug).toHaveValue("2");
    expect(dialog).toHaveTextContent("2 left to fulfill");

    await user.clear(mug);
    await user.type(mug, "3");
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    expect(await within(dialog).findByText("More than is left to fulfill")).toBeInTheDocument();

    await user.clear(mug);
    await user.type(mug, "0");
    await user.clear(sticker);
    await user.type(sticker, "0");
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    expect(await within(dialog).findByText("Choose at least one item")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(mug);
    await user.type(mug, "1");
    await user.click(within(dialog).getByRole("checkbox", { name: /Notify the customer/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: "/admin/orders/order_1/fulfillment", body: { items: [{ item_id: MUG.id, quantity: 1 }], no_notification: true } });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("sends one request on a double click, however fast", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Create fulfillment" }));
    const dialog = screen.getByRole("dialog", { name: "Create a fulfillment" });
    const submit = within(dialog).getByRole("button", { name: "Create fulfillment" });
    // Back to back, before React has shown anything of the first.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await user.dblClick(submit);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toEqual([
      { path: "/admin/orders/order_1/fulfillment", body: { items: [{ item_id: MUG.id, quantity: 2 }, { item_id: STICKER.id, quantity: 2 }], no_notification: false } },
    ]);
  });

  it("says the server's refusal in the dialog and keeps what was typed", async () => {
    server.use(
      http.post("*/admin/orders/:id/fulfillment", () => HttpResponse.json({ type: "not_allowed", message: "Cannot fulfill more items than have been purchased" }, { status: 400 })),
    );
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Create fulfillment" }));
    const dialog = screen.getByRole("dialog", { name: "Create a fulfillment" });
    const mug = within(dialog).getByRole("spinbutton", { name: /Quantity of Mug/ });
    await user.clear(mug);
    await user.type(mug, "1");
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Cannot fulfill more items than have been purchased");
    expect(mug).toHaveValue("1");
    expect(within(dialog).getByRole("button", { name: "Create fulfillment" })).toBeEnabled();
  });

  it("in inventory mode, takes the items from the stock location chosen", async () => {
    server.use(
      getGetStoreMockHandler(storeAnswer({ modules: [{ module: "inventoryService", resolution: "x" }, { module: "stockLocationService", resolution: "x" }] })),
      getGetStockLocationsMockHandler(stockLocations("Berlin", "Lyon")),
    );
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Create fulfillment" }));
    const dialog = screen.getByRole("dialog", { name: "Create a fulfillment" });
    const location = await within(dialog).findByRole("combobox", { name: /Stock location/ });
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.selectOptions(location, "Lyon");
    await user.click(within(dialog).getByRole("button", { name: "Create fulfillment" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ location_id: "sloc_2" });
  });
});

describe("shipping and canceling a fulfillment", () => {
  it("marks it shipped with the tracking numbers of the rows kept", async () => {
    const { user } = render(order({ fulfillments: [OPEN] }));
    await user.click(within(card(1)).getByRole("button", { name: "Mark shipped" }));
    const dialog = screen.getByRole("dialog", { name: "Mark fulfillment 1 shipped" });
    await user.type(within(dialog).getByRole("textbox", { name: "Tracking number 1" }), "DHL-1");
    await user.click(within(dialog).getByRole("button", { name: "Add tracking number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Tracking number 2" }), "DHL-2");
    await user.click(within(dialog).getByRole("button", { name: "Add tracking number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Tracking number 3" }), "WRONG");
    await user.click(within(dialog).getByRole("button", { name: "Remove tracking number 3" }));
    const ship = within(dialog).getByRole("button", { name: "Mark shipped" });
    fireEvent.click(ship);
    fireEvent.click(ship);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: "/admin/orders/order_1/shipment", body: { fulfillment_id: "ful_2", tracking_numbers: ["DHL-1", "DHL-2"], no_notification: false } }]);
  });

  it("cancels it once asked, with one request", async () => {
    const { user } = render(order({ fulfillments: [OPEN] }));
    await user.click(within(card(1)).getByRole("button", { name: "Cancel" }));
    const confirm = screen.getByRole("alertdialog", { name: "Cancel fulfillment 1?" });
    expect(calls).toEqual([]);
    const yes = within(confirm).getByRole("button", { name: "Cancel fulfillment" });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: "/admin/orders/order_1/fulfillments/ful_2/cancel", body: undefined }]);
  });
});
