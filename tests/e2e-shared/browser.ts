// Browser settings shared by both end-to-end tiers. Playwright's own browser
// download is not available everywhere: the system Chromium is used when it
// exists (CHROMIUM_PATH overrides it), else Playwright's bundled one.
import { existsSync } from "node:fs";
import type { PlaywrightTestConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const browserUse: PlaywrightTestConfig["use"] = {
  browserName: "chromium",
  locale: "en-US",
  trace: "retain-on-failure",
  screenshot: "only-on-failure",
  launchOptions: {
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  },
};
