import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Tier 1: unit and component tests in jsdom, answered by the generated MSW handlers.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["tests/support/vitest.setup.ts"],
    // The generated mock module is large: transform it once per worker.
    pool: "threads",
    testTimeout: 15_000,
  },
});
