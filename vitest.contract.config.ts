// Contract tests against a real Medusa server (`npm run test:contract`;
// scripts/test/contract.sh runs them in basic and inventory mode).
import { defineConfig } from "vitest/config";

// `npm test` collects one JSON report per server mode (see scripts/test/all.ts).
const jsonReport = process.env.CONTRACT_JSON_OUTPUT?.replace(/\.json$/, `.${process.env.CONTRACT_MODE ?? "basic"}.json`);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/contract/**/*.contract.test.ts"],
    // Real HTTP round trips: no retries (a flaky contract is a wrong one), generous timeout.
    testTimeout: 30_000,
    reporters: ["default", "./tests/contract/summary-reporter.ts", ...(jsonReport ? ["json"] : [])],
    outputFile: jsonReport ? { json: jsonReport } : undefined,
  },
});
