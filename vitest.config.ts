import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { adminPlugins } from "./scripts/vite/admin-plugins.ts";

// Tier 1: unit and component tests in jsdom, answered by the generated MSW handlers.
export default defineConfig({
  // no plugins configured: tests register their own; only the @admin/* aliases are needed
  plugins: [react(), adminPlugins([])],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "plugins/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/vitest.setup.ts"],
    // The generated mock module is large: transform it once per worker.
    pool: "threads",
    // Files share their worker's modules and jsdom (a third of the time it took isolated);
    // the setup file resets what a test may leave behind.
    isolate: false,
    testTimeout: 15_000,
    // One retry in CI for a test that timed out on a loaded machine; a retried test is named in the log.
    retry: process.env.CI ? 1 : 0,
  },
});
