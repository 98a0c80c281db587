// The built dashboard under its Content-Security-Policy, which the preview
// server sends (scripts/vite/content-security-policy.ts) as a web server
// should (README): signing in and every sidebar section work without the
// browser refusing anything. The browser also logs each refusal as a console
// error ("Refused to …", in this Chromium "… violates the following Content
// Security Policy directive …"), which fails any test of either tier
// (tests/e2e-shared/fixtures.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

// On the mock, this origin is the backend: no other origin is allowed to be called.
const POLICY =
  "default-src 'self'; connect-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; " +
  "script-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Every `securitypolicyviolation` event of the page's documents, as "directive blocked-address". */
async function recordViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => void violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.effectiveDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

test("the preview server sends the policy with the page, at any address", async ({ page }) => {
  for (const path of ["/login", "/a/products?offset=20"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toBe(POLICY);
  }
});

test("signing in and opening every sidebar section break no rule of the policy", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/login");
    await submitSignIn(page, "someone@example.com", "any-password");
    await expectOrdersPage(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const names = (await nav.getByRole("link").allInnerTexts()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(5);
    for (const name of names.reverse()) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.click();
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
});

test.describe("the policy is enforced", () => {
  // Chromium logs the refusal as a console error.
  test.use({ allowedConsoleErrors: [/^Executing inline script violates the following Content Security Policy directive/] });

  test("an injected inline script is refused and reported", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true";
      document.head.append(script);
      return "injectedScriptRan" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations).toEqual(["script-src-elem inline"]);
  });
});
