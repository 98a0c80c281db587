// Fulfillment on the order page against the real server, as staff ship an
// order: a fresh captured order (two line items) gets a fulfillment of part of
// its items, that fulfillment is marked shipped with two tracking numbers,
// and a second one is created and canceled; each step done in the browser
// and read back through the admin API.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface OrderNow {
  fulfillment_status: string;
  items: { id: string; fulfilled_quantity: number | null; shipped_quantity: number | null }[];
  fulfillments: {
    id: string;
    created_at: string;
    shipped_at: string | null;
    canceled_at: string | null;
    items: { item_id: string; quantity: number }[];
    tracking_links: { tracking_number: string }[];
    tracking_numbers: string[];
  }[];
}

const run = `${Date.now()}`;

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const oldestFirst = (o: OrderNow) => [...o.fulfillments].sort((a, b) => a.created_at.localeCompare(b.created_at));

test("a captured order: fulfil part of it, ship that with two tracking numbers, cancel a second fulfillment", async ({ page }) => {
  test.setTimeout(120_000);
  // two lines of one product, three each: some of both is left after fulfilling 1 and 2, whichever line comes first
  const placed = await placeOrder({ items: [["E2E-STKR-5", 3], ["E2E-STKR-10", 3]], after: ["capture"] });
  expect(placed.items).toHaveLength(2);
  const [first, second] = placed.items as [(typeof placed.items)[0], (typeof placed.items)[0]];
  const creates: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === `/admin/orders/${placed.id}/fulfillment` && creates.push(r.url()));

  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  const section = page.getByRole("region", { name: "Fulfillment" });
  await expect(section.getByText("Nothing fulfilled yet")).toBeVisible();

  const createFulfillment = async (quantities: [title: string, quantity: number][]) => {
    await section.getByRole("button", { name: "Create fulfillment" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a fulfillment" });
    for (const [title, quantity] of quantities) await dialog.getByRole("spinbutton", { name: `Quantity of ${title}` }).fill(String(quantity));
    await dialog.getByRole("button", { name: "Create fulfillment" }).dblclick();
    await expect(dialog).toBeHidden();
  };

  await test.step("fulfil 1 of the first item and 2 of the second, with a double click", async () => {
    await createFulfillment([
      [`${first.title} · ${first.description}`, 1],
      [`${second.title} · ${second.description}`, 2],
    ]);
    await expect(section.getByRole("listitem", { name: "Fulfillment 1" })).toContainText("Fulfilled");
  });
  expect(creates, "create-fulfillment requests").toHaveLength(1);
  let now = await getOrder<OrderNow>(placed.id);
  expect(now.fulfillment_status).toBe("partially_fulfilled");
  expect(now.fulfillments).toHaveLength(1);
  expect(now.fulfillments[0]!.items.map((i) => [i.item_id, i.quantity]).sort()).toEqual(
    [
      [first.id, 1],
      [second.id, 2],
    ].sort(),
  );

  const tracking = [`E2E-FUL-${run}-A`, `E2E-FUL-${run}-B`];
  await test.step("mark it shipped with two tracking numbers", async () => {
    const card = section.getByRole("listitem", { name: "Fulfillment 1" });
    await card.getByRole("button", { name: "Mark shipped" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark fulfillment 1 shipped" });
    await dialog.getByRole("textbox", { name: "Tracking number 1" }).fill(tracking[0]!);
    await dialog.getByRole("button", { name: "Add tracking number" }).click();
    await dialog.getByRole("textbox", { name: "Tracking number 2" }).fill(tracking[1]!);
    await dialog.getByRole("button", { name: "Mark shipped" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Shipped");
    for (const number of tracking) await expect(card).toContainText(number);
    // a shipped fulfillment can no longer be shipped or canceled
    await expect(card.getByRole("button")).toHaveCount(0);
  });
  now = await getOrder<OrderNow>(placed.id);
  expect(now.fulfillment_status).toBe("partially_shipped");
  expect(now.fulfillments[0]!.shipped_at).not.toBeNull();
  expect(now.fulfillments[0]!.tracking_links.map((l) => l.tracking_number).sort()).toEqual(tracking);

  await test.step("create a second fulfillment of what is left, then cancel it once asked", async () => {
    await createFulfillment([]);
    const card = section.getByRole("listitem", { name: "Fulfillment 2" });
    await expect(card).toContainText("Fulfilled");
    // nothing left: no more fulfillment to create
    await expect(section.getByRole("button", { name: "Create fulfillment" })).toBeHidden();
    await card.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel fulfillment 2?" });
    await confirm.getByRole("button", { name: "Cancel fulfillment" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toContainText("Canceled");
    await expect(section.getByRole("button", { name: "Create fulfillment" })).toBeVisible();
  });
  expect(creates, "create-fulfillment requests").toHaveLength(2);
  now = await getOrder<OrderNow>(placed.id);
  const [shipped, canceled] = oldestFirst(now);
  expect(canceled!.canceled_at).not.toBeNull();
  expect(canceled!.items.map((i) => [i.item_id, i.quantity]).sort()).toEqual(
    [
      [first.id, first.quantity - 1],
      [second.id, second.quantity - 2],
    ].sort(),
  );
  expect(shipped!.canceled_at).toBeNull();
  // Medusa 1.20 sets the order's fulfillment status to canceled when any of its fulfillments is, whatever the others
  expect(now.fulfillment_status).toBe("canceled");
  // the canceled fulfillment's items are left to fulfill again
  expect(Object.fromEntries(now.items.map((i) => [i.id, i.fulfilled_quantity]))).toEqual({ [first.id]: 1, [second.id]: 2 });
});
