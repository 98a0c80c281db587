// Batch-job polling against the real server: an export started while the
// dashboard is open (here through the API, as the seeded admin, whose jobs the
// dashboard lists) is announced when the server completes it.
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, startBatchJob } from "./backend.ts";

test("a product export completing while the dashboard is open is announced", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);

  await startBatchJob("product-export");
  // Polls come 2, 5, 10, 15 s apart at first; the export takes a few seconds.
  await expect(page.getByTestId("toast-success").filter({ hasText: "Product export batch job completed" })).toBeVisible({ timeout: 35_000 });
  await expect(page.getByTestId("polling-error")).toHaveCount(0);
});
