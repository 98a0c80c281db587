// Prints one count line at the end of a contract run, so CI logs show how
// many endpoints were really checked against the server (skips excluded).
import type { Reporter, TestModule } from "vitest/node";

export default class ContractSummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    const skipped = new Map<string, number>();
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const r = t.result();
        if (r.state === "passed") passed++;
        else if (r.state === "failed") failed++;
        else if (r.state === "skipped") {
          const why = r.note ?? "skipped";
          skipped.set(why, (skipped.get(why) ?? 0) + 1);
        }
      }
    }
    const skips = [...skipped].map(([why, n]) => `; ${n} skipped: ${why}`).join("");
    console.log(`contract: ${passed + failed} endpoints checked, ${passed} passed${failed ? `, ${failed} failed` : ""}${skips}`);
  }
}
