// Returns on the order page against the real server: a captured, shipped
// order gets a return requested in the browser (one item, a reason, a note,
// the region's return shipping, the proposed refund; a quantity typed above
// what was shipped is brought back to it); then the return is
// received and the refund follows. Each step read back through the admin API.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface OrderNow {
  refunded_total: number;
  items: { id: string; returned_quantity: number | null }[];
  returns: {
    id: string;
    status: string;
    refund_amount: number;
    items: { item_id: string; quantity: number; received_quantity: number | null; reason_id: string | null; note: string | null }[];
    shipping_method: { shipping_option_id: string } | null;
  }[];
}

const REASON = { value: "e2e-damaged", label: "E2E Damaged" };

/** The seeded-by-test return reason (found again on later runs: one per database). */
async function returnReason() {
  const { return_reasons } = await adminApi<{ return_reasons: { id: string; value: string }[] }>("GET", "/admin/return-reasons");
  const found = return_reasons.find((r) => r.value === REASON.value);
  return found ?? (await adminApi<{ return_reason: { id: string } }>("POST", "/admin/return-reasons", REASON)).return_reason;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

test("a shipped order: request a return with a reason and return shipping, then receive it and refund", async ({ page }) => {
  test.setTimeout(120_000);
  const reason = await returnReason();
  // 3 × €5.35 with tax = €16.05 back, less €9.60 return shipping (€8 + 20% tax) = €6.45
  const placed = await placeOrder({ after: ["capture", "fulfill", "ship"] });
  const item = placed.items.find((i) => i.quantity === 3)!;
  const title = `${item.title} · ${item.description}`;
  const note = `Lid scratched ${Date.now()}`;
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && /\/admin\/(orders\/[^/]+\/return|returns\/[^/]+\/receive)$/.test(new URL(r.url()).pathname) && posts.push(new URL(r.url()).pathname));

  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  const section = page.getByRole("region", { name: "Returns" });
  await expect(section.getByText("No returns")).toBeVisible();

  await test.step("request a return of 3 with a reason, a note and return shipping (4 is brought back to 3)", async () => {
    await section.getByRole("button", { name: "Request return" }).click();
    const dialog = page.getByRole("dialog", { name: `Request a return of order #${placed.display_id}` });
    await pick(dialog.getByRole("checkbox", { name: `Return ${title}` }));
    const quantity = dialog.getByRole("spinbutton", { name: `Quantity of ${title}` });
    // more than was shipped cannot stay in the field: it is brought back to what can be returned
    await quantity.fill("4");
    await quantity.blur();
    await expect(quantity).toHaveValue("3");
    await dialog.getByRole("combobox", { name: `Return reason for ${title}` }).selectOption({ label: REASON.label });
    await dialog.getByRole("textbox", { name: `Note on ${title}` }).fill(note);
    await dialog.getByRole("combobox", { name: "Return shipping" }).selectOption({ label: "Return Shipping · €9.60" });
    await expect(dialog.getByRole("textbox", { name: "Refund" })).toHaveValue("6.45");
    await dialog.getByRole("button", { name: "Request return" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("listitem", { name: "Return 1" })).toContainText("Requested");
  });
  expect(posts, "request-return requests").toHaveLength(1);
  let now = await getOrder<OrderNow>(placed.id);
  expect(now.returns).toHaveLength(1);
  const ret = now.returns[0]!;
  expect(ret.status).toBe("requested");
  expect(ret.refund_amount).toBe(645);
  expect(ret.shipping_method?.shipping_option_id).toBe("so_e2e_eu_return");
  expect(ret.items.map((i) => [i.item_id, i.quantity, i.reason_id, i.note])).toEqual([[item.id, 3, reason.id, note]]);

  await test.step("receive it: the refund follows", async () => {
    const card = section.getByRole("listitem", { name: "Return 1" });
    await card.getByRole("button", { name: "Receive" }).click();
    const dialog = page.getByRole("dialog", { name: "Receive return 1" });
    await expect(dialog.getByRole("spinbutton", { name: `Received quantity of ${title}` })).toHaveValue("3");
    await expect(dialog.getByRole("textbox", { name: "Refund" })).toHaveValue("6.45");
    await dialog.getByRole("button", { name: "Receive return" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Received");
    await expect(card).toContainText("€6.45");
    await expect(section.getByRole("button", { name: "Request return" })).toBeVisible(); // the other item can still come back
  });
  expect(posts, "request + receive requests").toHaveLength(2);
  now = await getOrder<OrderNow>(placed.id);
  expect(now.returns[0]!.status).toBe("received");
  expect(now.refunded_total).toBe(645);
  expect(now.items.find((i) => i.id === item.id)!.returned_quantity).toBe(3);
});
