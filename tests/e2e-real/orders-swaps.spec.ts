// Exchanges (swaps) on the order page against the real server: a shipped
// order's sticker pack of 5 is exchanged for one of 10 in the browser; the
// customer confirms the exchange through the store API (checking out its
// cart, as the storefront does); staff then process its payment, fulfil its
// new item and mark that shipped with a tracking number. Each step is read
// back through the admin API.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, BACKEND_URL, adminApi } from "./backend.ts";
import { placeOrder } from "./orders.ts";

interface SwapNow {
  id: string;
  cart_id: string;
  payment_status: string;
  fulfillment_status: string;
  difference_due: number | null;
  canceled_at: string | null;
  additional_items: { variant: { sku: string | null } | null; quantity: number }[];
  return_order: { items: { item_id: string; quantity: number }[] } | null;
  fulfillments: { id: string; shipped_at: string | null; tracking_links: { tracking_number: string }[] }[];
}

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const swapsOf = async (orderId: string) => (await adminApi<{ order: { swaps: SwapNow[] } }>("GET", `/admin/orders/${orderId}`)).order.swaps;
const swapNow = async (id: string) => (await adminApi<{ swap: Omit<SwapNow, "fulfillments"> }>("GET", `/admin/swaps/${id}`)).swap;

async function store(method: string, path: string, body?: object) {
  const res = await fetch(BACKEND_URL + path, { method, headers: body ? { "content-type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The customer confirms the exchange: its cart gets a shipping method and a manual payment, then completes. */
async function customerConfirms(cartId: string) {
  const { shipping_options } = (await store("GET", `/store/shipping-options/${cartId}`)) as { shipping_options: { id: string; is_return: boolean }[] };
  await store("POST", `/store/carts/${cartId}/shipping-methods`, { option_id: shipping_options.find((o) => !o.is_return)!.id });
  await store("POST", `/store/carts/${cartId}/payment-sessions`);
  await store("POST", `/store/carts/${cartId}/payment-session`, { provider_id: "manual" });
  expect((await store("POST", `/store/carts/${cartId}/complete`)).type).toBe("swap");
}

test("exchange a shipped item for another variant, then process its payment, fulfil and ship it", async ({ page }) => {
  test.setTimeout(150_000);
  const placed = await placeOrder({ items: [["E2E-STKR-5", 2]], after: ["capture", "fulfill", "ship"] });
  const item = placed.items[0]!;
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes(`/admin/orders/${placed.id}/swaps`) && posts.push(new URL(r.url()).pathname));

  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);

  await test.step("create the exchange: one pack of 5 back, one pack of 10 out, with a double click", async () => {
    await page.getByRole("button", { name: "Order actions" }).click();
    await page.getByRole("menuitem", { name: "Create exchange" }).click();
    const dialog = page.getByRole("dialog", { name: `Create an exchange for order #${placed.display_id}` });
    await pick(dialog.getByRole("checkbox", { name: `Return ${item.title} · ${item.description}` }));
    await expect(dialog.getByRole("spinbutton", { name: `Quantity of ${item.title} · ${item.description}` })).toHaveValue("1");
    await dialog.getByRole("button", { name: "Add items" }).click();
    const picker = page.getByRole("dialog", { name: "Add items" });
    await picker.getByRole("searchbox", { name: "Search products" }).fill("Sticker Pack");
    await pick(picker.getByRole("checkbox", { name: "Select Sticker Pack – 10" }));
    await picker.getByRole("button", { name: "Add 1 item" }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole("spinbutton", { name: "Quantity of Sticker Pack – 10" })).toHaveValue("1");
    // a pack of 10 costs more than the pack of 5 coming back
    await expect(dialog.getByRole("status")).toContainText("The customer pays €");
    await dialog.getByRole("button", { name: "Create exchange" }).dblclick();
    await expect(dialog).toBeHidden();
  });
  expect(posts, "create-exchange requests").toEqual([`/admin/orders/${placed.id}/swaps`]);
  const [created] = await swapsOf(placed.id);
  expect(created!.additional_items.map((i) => [i.variant?.sku, i.quantity])).toEqual([["E2E-STKR-10", 1]]);
  expect(created!.return_order!.items.map((i) => [i.item_id, i.quantity])).toEqual([[item.id, 1]]);
  expect(created!.payment_status).toBe("not_paid");

  const card = page.getByRole("region", { name: "Exchanges" }).getByRole("listitem", { name: "Exchange 1" });
  await expect(card).toContainText("Awaiting the customer");

  await customerConfirms(created!.cart_id);
  const confirmed = await swapNow(created!.id);
  expect(confirmed.payment_status).toBe("awaiting");
  expect(confirmed.difference_due).toBeGreaterThan(0);

  await test.step("process its payment: capture the difference, named", async () => {
    await page.reload();
    await card.getByRole("button", { name: "Process payment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Process the payment of exchange 1?" });
    await confirm.getByRole("button", { name: /^Capture €/ }).dblclick();
    await expect(confirm).toBeHidden();
    await expect(card).toContainText("Difference captured");
  });
  expect((await swapNow(created!.id)).payment_status).toBe("captured");

  await test.step("fulfil its new item", async () => {
    await card.getByRole("button", { name: "Create fulfillment" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a fulfillment" });
    await expect(dialog).toContainText("Sticker Pack");
    await dialog.getByRole("button", { name: "Create fulfillment" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("listitem", { name: "Fulfillment 1" })).toContainText("Fulfilled");
  });
  expect((await swapNow(created!.id)).fulfillment_status).toBe("fulfilled");

  const tracking = `E2E-SWAP-${Date.now()}`;
  await test.step("mark it shipped with a tracking number", async () => {
    const fulfillment = card.getByRole("listitem", { name: "Fulfillment 1" });
    await fulfillment.getByRole("button", { name: "Mark shipped" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark fulfillment 1 shipped" });
    await dialog.getByRole("textbox", { name: "Tracking number 1" }).fill(tracking);
    await dialog.getByRole("button", { name: "Mark shipped" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(fulfillment).toContainText(tracking);
  });
  const [shipped] = await swapsOf(placed.id);
  expect(shipped!.fulfillment_status).toBe("shipped");
  expect(shipped!.fulfillments[0]!.tracking_links.map((l) => l.tracking_number)).toEqual([tracking]);
  expect(posts.filter((p) => p.endsWith("/process-payment"))).toHaveLength(1);
  expect(posts.filter((p) => p.endsWith("/fulfillments"))).toHaveLength(1);
  expect(posts.filter((p) => p.endsWith("/shipments"))).toHaveLength(1);
});
