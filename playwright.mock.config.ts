// End-to-end tier 1: the built dashboard (`vite preview` of dist/) on the
// Prism mock of the contracts. Needs no backend. `npm run test:e2e:mock`.
import { defineConfig } from "@playwright/test";
import { browserUse } from "./tests/e2e-shared/browser.ts";
import { e2eBaseURL as baseURL, e2eWebServer } from "./tests/e2e-shared/server.ts";

export default defineConfig({
  testDir: "tests/e2e-mock",
  outputDir: "test-results/e2e-mock",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // A server already answering on the port must be the mock one (see the
  // check in tests/e2e-mock/global-setup.ts): the real tier's server is never reused.
  globalSetup: "./tests/e2e-mock/global-setup.ts",
  use: { ...browserUse, baseURL },
  // no MEDUSA_BACKEND_URL: scripts/start.ts starts the Prism mock servers
  webServer: e2eWebServer({ MEDUSA_BACKEND_URL: "" }, !process.env.CI),
});
