// `npm test`: every tier, in order, each printing its own counts, then one
// line over all of them: `N passed, N failed`.
//   checks   typecheck, lint, codegen:check, codegen:report (every operation
//            has all its generated artifacts), i18n:check (one test each)
//   tier 1   vitest + generated MSW handlers
//   tier 2   Playwright against the Prism mock
//   tier 3   Playwright against a real Medusa 1.20 server (basic, then the
//            @inventory journeys in inventory mode), then the contract tests
//            (after the tier has created batch jobs, exports, ... to parse)
// `npm test -- unit mock` runs only the named steps.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const RESULTS = ".tmp/results";

interface Counts {
  passed: number;
  failed: number;
}

/** Names of the failed tests in a vitest or Playwright JSON report. */
function failuresOf(file: string): string[] {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("testResults" in report) {
    return report.testResults.flatMap((f: { name: string; assertionResults: { status: string; fullName: string }[] }) =>
      f.assertionResults.filter((a) => a.status === "failed").map((a) => `${f.name.replace(process.cwd() + "/", "")} > ${a.fullName}`),
    );
  }
  type Suite = { title: string; specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
  const walk = (suite: Suite, path: string[]): string[] => [
    ...(suite.specs ?? []).filter((s) => !s.ok).map((s) => [...path, suite.title, s.title].filter(Boolean).join(" > ")),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, suite.title])),
  ];
  return (report.suites ?? []).flatMap((s: Suite) => walk(s, []));
}

function reportFiles(report: string): string[] {
  const dir = dirname(report);
  const stem = basename(report, ".json");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f === `${stem}.json` || (f.startsWith(`${stem}.`) && f.endsWith(".json"))) : [];
  return files.map((f) => join(dir, f));
}

function countsOf(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = report.stats ?? {};
  // A flaky test passed on its retry: it counts as passed, and is named in the log above.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** vitest's and Playwright's JSON reports (`x.json`, or `x.<part>.json` per part), summed. */
function countsFrom(report: string): Counts | undefined {
  const files = reportFiles(report);
  if (files.length === 0) return undefined;
  return files.map(countsOf).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
}

interface Step {
  name: string;
  command: string;
  /** JSON report the command writes; without one the step counts as one test. */
  report?: string;
  env?: Record<string, string>;
}

const vitestJson = (name: string) => `--reporter=default --reporter=json --outputFile.json=${RESULTS}/${name}.json`;

const steps: Step[] = [
  { name: "typecheck", command: "npx tsc -p ." },
  { name: "lint", command: "npm run -s lint" },
  { name: "codegen", command: "npm run -s codegen:check" },
  { name: "codegen-report", command: "npm run -s codegen:report" },
  { name: "i18n", command: "npm run -s i18n:check" },
  { name: "unit", command: `npx vitest run ${vitestJson("unit")}`, report: `${RESULTS}/unit.json` },
  // the typecheck step has run tsc: vite only; both end-to-end tiers preview this build (E2E_BUILT)
  { name: "build", command: "npx vite build" },
  {
    name: "mock",
    command: "npx playwright test -c playwright.mock.config.ts --reporter=list,json",
    report: `${RESULTS}/e2e-mock.json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e-mock.json`, E2E_BUILT: "1" },
  },
  { name: "backend", command: "scripts/backend/up.sh > /dev/null" },
  {
    name: "real",
    command: "npx playwright test -c playwright.real.config.ts --reporter=list,json",
    report: `${RESULTS}/e2e-real.json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e-real.json`, E2E_BUILT: "1" },
  },
  // the inventory-mode journeys: the server switched once (down, then up in
  // that mode); the contract tests start in the mode they find, then switch back
  {
    name: "inventory",
    command: "scripts/backend/down.sh && npx playwright test -c playwright.real.config.ts --reporter=list,json",
    report: `${RESULTS}/e2e-inventory.json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e-inventory.json`, E2E_BUILT: "1", MEDUSA_INVENTORY: "1" },
  },
  {
    name: "contract",
    command: "scripts/test/contract.sh",
    report: `${RESULTS}/contract.json`,
    env: { CONTRACT_JSON_OUTPUT: `${RESULTS}/contract.json` },
  },
];

const only = process.argv.slice(2);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const total: Counts = { passed: 0, failed: 0 };
const lines: string[] = [];
const failures: string[] = [];
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const t0 = performance.now();
  const run = spawnSync(step.command, { shell: true, stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  const counts = (step.report && countsFrom(step.report)) || { passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1 };
  // A runner that crashed before reporting failures still failed.
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  if (step.report) failures.push(...reportFiles(step.report).flatMap(failuresOf).map((name) => `${step.name}: ${name}`));
  else if (counts.failed) failures.push(`${step.name}: exit code ${run.status}`);
  lines.push(`${step.name.padEnd(14)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  (${seconds} s)`);
  console.log(`=== ${step.name}: ${counts.passed} passed, ${counts.failed} failed`);
}
// Repeated last, so the tail of a CI log names what failed.
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${lines.join("\n")}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
