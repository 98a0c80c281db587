// Claims on the order page against the real server: a shipped order gets a
// replacement claim (a reason, a note and a photo uploaded by the browser,
// one new item shipped by Standard Shipping), whose replacement is then
// fulfilled; and a refund claim for its other item, refunded at once. Each
// step read back through the admin API.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface OrderNow {
  refunded_total: number;
  items: { id: string; quantity: number; refundable: number }[];
  claims: {
    id: string;
    type: string;
    payment_status: string;
    fulfillment_status: string;
    refund_amount: number | null;
    claim_items: { item_id: string; quantity: number; reason: string; note: string | null; images: { url: string }[] }[];
    additional_items: { variant_id: string; quantity: number }[];
    fulfillments: { id: string }[];
  }[];
}

// A 1×1 PNG, as a phone photo of the damage would be uploaded.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

test("a shipped order: a replacement claim with a photo, fulfilled; a refund claim", async ({ page }) => {
  test.setTimeout(150_000);
  const placed = await placeOrder({ after: ["capture", "fulfill", "ship"] });
  const [first, second] = placed.items as [(typeof placed.items)[0], (typeof placed.items)[0]];
  const titleOf = (i: typeof first) => `${i.title} · ${i.description}`;
  const note = `Torn on arrival ${Date.now()}`;
  const claimPosts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && /\/admin\/orders\/[^/]+\/claims$/.test(new URL(r.url()).pathname) && claimPosts.push(r.url()));

  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  const section = page.getByRole("region", { name: "Claims" });
  await expect(section.getByText("No claims")).toBeVisible();

  await test.step("register a replacement claim with a reason, a note and a photo", async () => {
    await section.getByRole("button", { name: "Register claim" }).click();
    const dialog = page.getByRole("dialog", { name: `Register a claim for order #${placed.display_id}` });
    await pick(dialog.getByRole("checkbox", { name: `Return ${titleOf(first)}` }));
    await dialog.getByRole("combobox", { name: `Claim reason for ${first.title}` }).selectOption({ label: "Production failure" });
    await dialog.getByRole("textbox", { name: `Note on ${first.title}` }).fill(note);
    await dialog.getByLabel(`Add images of ${first.title}`).setInputFiles({ name: "damage.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByRole("img", { name: "Image 1" })).toBeVisible();
    await dialog.getByRole("button", { name: "Add items" }).click();
    const picker = page.getByRole("dialog", { name: "Add items" });
    await picker.getByRole("searchbox", { name: "Search products" }).fill("Sticker Pack");
    await pick(picker.getByRole("checkbox", { name: "Select Sticker Pack – 10" }));
    await picker.getByRole("button", { name: "Add 1 item" }).click();
    await expect(picker).toBeHidden();
    await dialog.getByRole("combobox", { name: "Shipping for the replacement" }).selectOption({ label: "Standard Shipping" });
    await dialog.getByRole("button", { name: "Register claim" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("listitem", { name: "Claim 1" })).toContainText("Replacement");
  });
  expect(claimPosts, "register-claim requests").toHaveLength(1);
  let now = await getOrder<OrderNow>(placed.id);
  expect(now.claims).toHaveLength(1);
  const replace = now.claims[0]!;
  expect(replace.type).toBe("replace");
  expect(replace.claim_items.map((c) => [c.item_id, c.quantity, c.reason, c.note])).toEqual([[first.id, 1, "production_failure", note]]);
  expect(replace.claim_items[0]!.images).toHaveLength(1);
  expect(replace.claim_items[0]!.images[0]!.url).toMatch(/^https?:\/\//);
  expect(replace.additional_items.map((i) => i.quantity)).toEqual([1]);

  await test.step("fulfil the replacement", async () => {
    const card = section.getByRole("listitem", { name: "Claim 1" });
    await card.getByRole("button", { name: "Fulfill replacement" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a fulfillment" });
    await dialog.getByRole("button", { name: "Create fulfillment" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("listitem", { name: "Fulfillment 1" })).toContainText("Fulfilled");
  });
  now = await getOrder<OrderNow>(placed.id);
  expect(now.claims[0]!.fulfillment_status).toBe("fulfilled");
  expect(now.claims[0]!.fulfillments).toHaveLength(1);

  // one unit of the other item: its share of the line's total with tax
  const line = now.items.find((i) => i.id === second.id)!;
  const unitRefund = Math.round(line.refundable / line.quantity);
  await test.step("register a refund claim for the other item", async () => {
    await section.getByRole("button", { name: "Register claim" }).click();
    const dialog = page.getByRole("dialog", { name: `Register a claim for order #${placed.display_id}` });
    await dialog.getByRole("combobox", { name: "Claim type" }).selectOption({ label: "Refund" });
    await pick(dialog.getByRole("checkbox", { name: `Return ${titleOf(second)}` }));
    await dialog.getByRole("combobox", { name: `Claim reason for ${second.title}` }).selectOption({ label: "Missing item" });
    await expect(dialog.getByRole("textbox", { name: "Refund" })).toHaveValue((unitRefund / 100).toFixed(2));
    await dialog.getByRole("button", { name: "Register claim" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("listitem", { name: "Claim 2" })).toContainText("Refunded");
  });
  expect(claimPosts, "register-claim requests").toHaveLength(2);
  now = await getOrder<OrderNow>(placed.id);
  const refund = now.claims.find((c) => c.type === "refund")!;
  expect(refund.payment_status).toBe("refunded");
  expect(refund.refund_amount).toBe(unitRefund);
  expect(refund.claim_items.map((c) => [c.item_id, c.reason])).toEqual([[second.id, "missing_item"]]);
  expect(now.refunded_total).toBe(unitRefund);
});
