// `npm run codegen:check`: regenerates into a temporary folder and fails when
// src/generated differs from it, i.e. when the contracts, overlays or
// generator configuration changed without src/generated being regenerated.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { ContractError } from "./errors.ts";
import { generateAll } from "./generate.ts";

const committed = resolve("src/generated");
const MAX_FILES_SHOWN = 5;
const MAX_LINES_SHOWN = 3;

/** Relative paths (with `/`) of every file under dir, sorted. */
const listFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => statSync(join(dir, f)).isFile())
        .map((f) => f.split(sep).join("/"))
        .sort()
    : [];

const splitLines = (text: string) => text.split("\n");

/**
 * Lines removed and added between two versions of a file. The common head and
 * tail are skipped, the rest is compared as multisets of lines: cheap on
 * generated files of 30k lines, exact for edits, and it counts a moved line
 * as unchanged, which is what a reader wants to know here.
 */
function lineDiff(before: string[], after: string[]) {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const oldMid = before.slice(head, before.length - tail);
  const newMid = after.slice(head, after.length - tail);
  const counts = new Map<string, number>();
  for (const line of oldMid) counts.set(line, (counts.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of newMid) {
    const n = counts.get(line) ?? 0;
    if (n > 0) counts.set(line, n - 1);
    else added.push(line);
  }
  const removed: string[] = [];
  for (const line of oldMid) {
    const n = counts.get(line) ?? 0;
    if (n > 0) {
      counts.set(line, n - 1);
      removed.push(line);
    }
  }
  return { firstLine: head + 1, added, removed };
}

const clip = (line: string) => (line.length > 160 ? `${line.slice(0, 157)}...` : line);

function summarize(expectedDir: string) {
  const expected = listFiles(expectedDir);
  const actual = listFiles(committed);
  const actualSet = new Set(actual);
  const expectedSet = new Set(expected);
  const added = expected.filter((f) => !actualSet.has(f));
  const removed = actual.filter((f) => !expectedSet.has(f));
  const changed = expected.filter(
    (f) => actualSet.has(f) && !readFileSync(join(expectedDir, f)).equals(readFileSync(join(committed, f))),
  );
  return { fileCount: expected.length, added, removed, changed };
}

function printDifferences(expectedDir: string, { added, removed, changed }: ReturnType<typeof summarize>) {
  const out: string[] = ["codegen:check: src/generated does not match the contracts"];
  if (added.length) {
    out.push(`  ${added.length} file(s) missing from src/generated (would be added):`);
    for (const f of added) out.push(`    + ${f}`);
  }
  if (removed.length) {
    out.push(`  ${removed.length} file(s) no longer generated (would be removed):`);
    for (const f of removed) out.push(`    - ${f}`);
  }
  if (changed.length) {
    out.push(`  ${changed.length} file(s) changed (- src/generated, + regenerated):`);
    changed.forEach((f, i) => {
      const before = splitLines(readFileSync(join(committed, f), "utf8"));
      const after = splitLines(readFileSync(join(expectedDir, f), "utf8"));
      const d = lineDiff(before, after);
      out.push(`    ~ ${f}: ${d.removed.length} line(s) removed, ${d.added.length} added (first difference at line ${d.firstLine})`);
      if (i >= MAX_FILES_SHOWN) return;
      for (const line of d.removed.slice(0, MAX_LINES_SHOWN)) out.push(`        - ${clip(line)}`);
      for (const line of d.added.slice(0, MAX_LINES_SHOWN)) out.push(`        + ${clip(line)}`);
      const more = Math.max(0, d.removed.length - MAX_LINES_SHOWN) + Math.max(0, d.added.length - MAX_LINES_SHOWN);
      if (more) out.push(`        ... ${more} more`);
    });
  }
  out.push("  run `npm run codegen` and commit src/generated");
  console.error(out.join("\n"));
}

mkdirSync(".tmp", { recursive: true });
const temp = mkdtempSync(join(resolve(".tmp"), "codegen-check-"));
const cleanUp = () => rmSync(temp, { recursive: true, force: true });
// Ctrl-C during the (slow) generation must not leave the folder behind either.
process.once("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

let exitCode = 0;
try {
  await generateAll(temp);
  const result = summarize(temp);
  if (result.added.length || result.removed.length || result.changed.length) {
    printDifferences(temp, result);
    exitCode = 1;
  } else console.log(`codegen:check: src/generated matches the contracts (${result.fileCount} files)`);
} catch (e) {
  if (e instanceof ContractError) {
    console.error(`codegen:check: contract error\n  file:    ${e.file}\n  pointer: ${e.pointer || "/"}\n  reason:  ${e.reason}`);
  } else console.error("codegen:check: generation failed", e);
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
