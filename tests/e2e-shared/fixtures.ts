// `test` of both tiers: fails any test during which the page logged a console
// error or threw an uncaught exception. A test that expects a particular
// console error (e.g. the browser's own "Failed to load resource" line for an
// expected 401) lists it with `test.use({ allowedConsoleErrors: [/.../] })`.
// A page.goto away from a form with unsaved changes gets the browser's
// question (components/unsaved/leave-blocker.ts): the tests leave, as a user
// who meant to would; other dialogs are dismissed as Playwright does unheard.
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        if (allowedConsoleErrors.some((re) => re.test(text))) return;
        const at = msg.location().url ? ` (${msg.location().url})` : "";
        errors.push(`console.error: ${text}${at}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
      await use(errors);
      expect(errors, "console errors or uncaught page errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
