// The return reasons settings card against the real server: a reason of this
// run added with a sub-reason, the sub-reason's label edited, then the parent
// deleted, which takes the sub-reason with it; each step read back through
// the admin API. Values are unique per run (the server refuses a taken one).
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";

interface ReturnReason {
  id: string;
  value: string;
  label: string;
  description: string | null;
  parent_return_reason_id: string | null;
  return_reason_children?: ReturnReason[];
}

const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const made: string[] = [];

test.afterAll(async () => {
  for (const id of made) await adminApi("DELETE", `/admin/return-reasons/${id}`).catch(() => {});
});

const listed = async () => (await adminApi<{ return_reasons: ReturnReason[] }>("GET", "/admin/return-reasons")).return_reasons;
const reasonOf = async (id: string) => {
  try {
    return (await adminApi<{ return_reason: ReturnReason }>("GET", `/admin/return-reasons/${id}`)).return_reason;
  } catch (error) {
    if (String(error).includes("-> 404")) return undefined;
    throw error;
  }
};

async function createIn(page: Page, fields: { label: string; value: string; description?: string }) {
  const dialog = page.getByRole("dialog", { name: "New return reason" });
  await dialog.getByRole("textbox", { name: "Label" }).fill(fields.label);
  await dialog.getByRole("textbox", { name: "Value" }).fill(fields.value);
  if (fields.description) await dialog.getByRole("textbox", { name: "Description" }).fill(fields.description);
  await dialog.getByRole("button", { name: "Create reason" }).click();
  await expect(dialog).toBeHidden();
}

const rowMenu = async (page: Page, label: string, action: string) => {
  await page.getByRole("button", { name: `Actions for ${label}`, exact: true }).click();
  await page.getByRole("menu", { name: `Actions for ${label}` }).getByRole("menuitem", { name: action, exact: true }).click();
};

test("a return reason with a sub-reason: added, the sub-reason renamed, the parent deleted with it", async ({ page }) => {
  test.setTimeout(60_000);
  const parent = { label: `E2E Damaged ${run}`, value: `e2e-rr-${run}`, description: "Arrived broken" };
  const sub = { label: `E2E Box ${run}`, value: `e2e-rr-${run}-box` };
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
  await page.goto("/a/settings/return-reasons");
  const table = page.getByRole("table", { name: "Return reasons" });

  // The parent, top level.
  await page.getByRole("button", { name: "Add return reason" }).first().click();
  await createIn(page, parent);
  await expect(table.getByRole("row", { name: new RegExp(parent.label) })).toBeVisible();
  const savedParent = (await listed()).find((r) => r.value === parent.value);
  expect(savedParent).toMatchObject({ label: parent.label, description: parent.description, parent_return_reason_id: null });
  made.push(savedParent!.id);

  // Its sub-reason, from the parent's row: the parent is chosen already.
  await rowMenu(page, parent.label, "Add sub-reason");
  await expect(page.getByRole("dialog").getByRole("combobox", { name: "Parent reason" })).toHaveValue(savedParent!.id);
  await createIn(page, sub);
  await expect(table.getByRole("row", { name: `${sub.label} Sub-reason of ${parent.label}` })).toBeVisible();
  const nested = (await listed()).find((r) => r.id === savedParent!.id)?.return_reason_children ?? [];
  expect(nested).toEqual([expect.objectContaining({ label: sub.label, value: sub.value, parent_return_reason_id: savedParent!.id })]);
  const subId = nested[0].id;
  made.unshift(subId);

  // The sub-reason's label edited; its value stays.
  const renamed = `E2E Packaging ${run}`;
  await rowMenu(page, sub.label, "Edit");
  const edit = page.getByRole("dialog", { name: `Edit ${sub.label}` });
  await expect(edit.getByText(sub.value, { exact: true })).toBeVisible();
  await edit.getByRole("textbox", { name: "Label" }).fill(renamed);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole("row", { name: `${renamed} Sub-reason of ${parent.label}` })).toBeVisible();
  expect(await reasonOf(subId)).toMatchObject({ label: renamed, value: sub.value, parent_return_reason_id: savedParent!.id });

  // The parent deleted: the question says the sub-reason goes too, and it does.
  await rowMenu(page, parent.label, "Delete");
  const ask = page.getByRole("alertdialog", { name: `Delete ${parent.label}?` });
  await expect(ask).toContainText(`${parent.label} and its 1 sub-reason are deleted`);
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(ask).toBeHidden();
  await expect(table.getByRole("row", { name: new RegExp(run) })).toHaveCount(0);
  expect(await reasonOf(savedParent!.id)).toBeUndefined();
  expect(await reasonOf(subId)).toBeUndefined();
  expect((await listed()).some((r) => r.id === savedParent!.id)).toBe(false);
});
