// The notifications centre against the real server: an export started from
// the products list is listed under the bell, unseen until "Mark all seen"
// (kept across reloads), and its file downloads from there after a reload.
// Other tests start jobs of the same admin meanwhile: the export is found by
// the id the server gave it, never as "the newest".
import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** The panel, once the first poll listed the jobs (after a reload its code and the poll come first: slow on a busy machine). */
async function openNotifications(page: Page) {
  await bell(page).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("list", { name: "Imports and exports" })).toBeVisible({ timeout: 30_000 });
  return panel;
}

test("a products export is listed in the notifications centre, downloads from there, and stays seen once marked", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);

  await page.goto("/a/products");
  await page.getByRole("button", { name: "Export products" }).click();
  const dialog = page.getByRole("dialog", { name: "Export products" });
  const created = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/batch-jobs");
  await dialog.getByRole("button", { name: "Export", exact: true }).click();
  const jobId = ((await (await created).json()) as { batch_job: { id: string } }).batch_job.id;
  await expect(dialog.getByRole("link", { name: "Download the CSV file" })).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  const job = await adminApi<{ batch_job: { status: string; type: string } }>("GET", `/admin/batch-jobs/${jobId}`);
  expect(job.batch_job).toMatchObject({ status: "completed", type: "product-export" });

  // unseen: counted by the badge and marked in the list
  await expect(page.getByTestId("notifications-badge")).toBeVisible();
  let panel = await openNotifications(page);
  let row = panel.locator(`[data-job-id="${jobId}"]`);
  await expect(row).toContainText("Product export");
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("by you");
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  // The badge counts the jobs marked new (this browser saw none before: the admin's other jobs are new too).
  const news = await panel.getByText("New", { exact: true }).count();
  await expect(page.getByTestId("notifications-badge")).toHaveText(news > 99 ? "99+" : String(news));

  // after a reload, the file downloads from the notifications centre
  await page.reload();
  panel = await openNotifications(page);
  row = panel.locator(`[data-job-id="${jobId}"]`);
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: /^Download the file of the Product export/ }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, "utf8");
  expect(text.split("\n")[0]).toContain("Product Handle");
  await expect(panel).toBeVisible(); // the dashboard stayed

  // "Mark all seen" lasts across a reload
  await panel.getByRole("button", { name: "Mark all seen" }).click();
  await expect(row.getByText("New", { exact: true })).toHaveCount(0);
  await page.reload();
  panel = await openNotifications(page);
  row = panel.locator(`[data-job-id="${jobId}"]`);
  await expect(row).toContainText("Completed");
  await expect(row.getByText("New", { exact: true })).toHaveCount(0);
});
