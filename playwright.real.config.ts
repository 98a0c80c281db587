// End-to-end tier 2: the built dashboard (`vite preview` of dist/) against a
// real Medusa 1.20 server with seeded data (scripts/backend/up.sh, started by
// the global setup). `npm run test:e2e:real`. Re-runnable against the same
// database: the tests create their own users and delete them afterwards.
import { defineConfig } from "@playwright/test";
import { browserUse } from "./tests/e2e-shared/browser.ts";
import { BACKEND_URL } from "./tests/e2e-real/backend.ts";
import { e2eBaseURL as baseURL, e2eWebServer } from "./tests/e2e-shared/server.ts";

// The same port as the mock tier (the Medusa server's CORS allows it); the two
// tiers run one after the other, and this one never reuses a running server,
// so it cannot test the mock-backed one by mistake.

// Journeys tagged @inventory need the inventory + stock-location modules
// (MEDUSA_INVENTORY=1: `npm test`'s own step, after this tier's basic run);
// the others run against the basic server only.
const inventoryMode = process.env.MEDUSA_INVENTORY === "1";

// Specs that change or read the store as a whole (its currencies and
// settings, the category tree, users and their first sign-in question) run one
// at a time; the journeys, each on records of its own (unique emails, titles,
// codes), run beside them on the second worker. The accessibility audit only
// reads, on records of its own: a journey, the first to start (the longest).
const STORE_WIDE = [
  "catalog",
  "hostile-data",
  "hostile-layout",
  "invite",
  "reset-password",
  "settings-store",
  "settings-team",
  "shell-dark",
  "sign-in",
  "usage-preferences",
  "user-switch",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e-real",
  ...(inventoryMode ? { grep: /@inventory/ } : { grepInvert: /@inventory/ }),
  outputDir: "test-results/e2e-real",
  workers: 2,
  projects: [
    { name: "store-wide", testMatch: STORE_WIDE, workers: 1 },
    { name: "journeys", testIgnore: STORE_WIDE },
  ],
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e-real/global-setup.ts",
  use: { ...browserUse, baseURL },
  webServer: e2eWebServer({ MEDUSA_BACKEND_URL: BACKEND_URL }, false),
});
