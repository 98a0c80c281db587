// Faults of the network and the server, for every mutation family
// (families.ts), on the real server: the family's save request is intercepted
// and answered with each fault in turn. For every cell the user must keep
// what they typed, be told what happened in their language (never the
// server's raw text), and nothing may be sent twice: the intercepted requests
// are counted, and the server's records read back through the admin API. The
// outcome of each cell goes to a table printed at the end of the run.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { ADMIN, anyOf, BACKEND_URL, UNAUTHORIZED } from "../backend.ts";
import { en, families, type Family } from "./families.ts";

// The dashboard of this run retries and gives up as a store can configure it
// (config.js); short, so that the timeout cells stay short.
const MAX_RETRIES = 1;
const TIMEOUT_MS = 3_000;
/** In an error answer: it must never reach the user. */
const RAW = "E2E raw server text";

interface Fault {
  name: string;
  /** Answers the n-th intercepted save of the cell (from 1). */
  answer: (route: Route, n: number) => Promise<void>;
  /** The saves the client sends. */
  sent: number;
  /** Records the server holds afterwards. */
  saved: number;
  /** The translation key the user is told; absent: the save succeeds. */
  told?: string;
  /** The save hangs: meanwhile an impatient second click is tried. */
  hangs?: boolean;
}

/** The family's saves seen in the current cell (their idempotency keys), and the fault answering them. */
interface Interception {
  fault: Fault;
  keys: (string | null)[];
}

const json = (status: number) => ({ status, contentType: "application/json", body: JSON.stringify({ type: "unknown_error", message: RAW }) });

// The held timeout requests, released (aborted) when their cell ends.
const held: Route[] = [];

const faults: Fault[] = [
  { name: "500", answer: (route) => route.fulfill(json(500)), sent: 1, saved: 0, told: "errors.server" },
  // Never answered: the client gives up after TIMEOUT_MS and does not retry.
  { name: "timeout", answer: async (route) => void held.push(route), sent: 1, saved: 0, told: "errors.timeout", hangs: true },
  // The server saved, but its answer cannot be read.
  { name: "malformed JSON", answer: async (route) => route.fulfill({ response: await route.fetch(), body: '{"unterminated": ' }), sent: 1, saved: 1, told: "errors.parse" },
  // Each try fails without an answer; the client retries, then says so.
  { name: "offline", answer: (route) => route.abort("internetdisconnected"), sent: 1 + MAX_RETRIES, saved: 0, told: "errors.network" },
  // Last: the save goes through, so the row's form is done.
  { name: "503, then answered", answer: (route, n) => (n === 1 ? route.fulfill(json(503)) : route.continue()), sent: 2, saved: 1 },
];

interface Cell {
  family: string;
  fault: string;
  outcome: string;
}

// One file per run: a worker restarted after a failure has the same parent
// (the runner), so the last afterAll prints every row of this run.
const resultsFile = (info = test.info()) => join(info.project.outputDir, `fault-table-${process.ppid}.jsonl`);

async function signedInState() {
  const res = await fetch(`${BACKEND_URL}/admin/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`POST /admin/auth -> ${res.status}`);
  const domain = new URL(BACKEND_URL).hostname;
  const cookies = res.headers.getSetCookie().map((c) => {
    const [name, value] = c.split(";")[0]!.split("=");
    return { name: name!, value: value!, domain, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
  });
  return { cookies, origins: [] };
}

/** Serves config.js with retries and a timeout, and hands each save of the family to the current fault. */
async function intercept(page: Page, family: Family) {
  await page.route("**/config.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__MEDUSA_ADMIN_CONFIG__ = ${JSON.stringify({ backendUrl: BACKEND_URL, maxRetries: MAX_RETRIES, timeoutMs: TIMEOUT_MS })};`,
    }),
  );
  const cell: Interception = { fault: faults[0]!, keys: [] };
  await page.route(
    (url) => url.href.startsWith(BACKEND_URL) && family.mutation.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      cell.keys.push(await route.request().headerValue("idempotency-key"));
      await cell.fault.answer(route, cell.keys.length);
    },
  );
  return cell;
}

async function runCell(page: Page, family: Family, fault: Fault, index: number, cell: Interception) {
  await family.prepare?.();
  cell.fault = fault;
  cell.keys = [];
  const since = new Date();
  const value = family.value(index);
  await family.fill(page, value);
  await family.submit(page).click();
  if (fault.hangs) {
    // It must send nothing: the first save is still under way.
    await expect.poll(() => cell.keys.length).toBe(1);
    await family.submit(page).click({ force: true });
  }
  if (fault.told) {
    await expect(page.getByText(en(fault.told)).first(), `told ${fault.told}`).toBeVisible({ timeout: TIMEOUT_MS + 5_000 });
    expect(await family.typed(page), "what the user typed is still in the form").toBe(value);
  } else {
    await family.succeeded(page);
  }
  await expect(page.getByText(RAW), "the server's raw text is not shown").toHaveCount(0);
  expect(cell.keys, "saves sent").toHaveLength(fault.sent);
  // Retries of one save carry its one idempotency key.
  expect(new Set(cell.keys).size, "idempotency keys").toBe(1);
  if (family.saved) await expect.poll(() => family.saved!(value, since), { message: "records on the server" }).toBe(fault.saved);
  for (const route of held.splice(0)) await route.abort().catch(() => {});
  return `ok (sent ${cell.keys.length}${family.saved ? `, saved ${fault.saved}` : ""})`;
}

for (const family of families) {
  test.describe(family.name, () => {
    test.use({
      allowedConsoleErrors: [anyOf(/Failed to load resource: the server responded with a status of (500|503)/, /net::ERR_INTERNET_DISCONNECTED/, UNAUTHORIZED)],
      storageState: async ({}, use) => use(family.signedOut ? { cookies: [], origins: [] } : await signedInState()),
    });

    test(`${family.name}: every fault keeps the form, is told, and saves at most once`, async ({ page }) => {
      test.setTimeout(90_000);
      const cell = await intercept(page, family);
      await family.open(page);
      const failed: string[] = [];
      for (const [index, asTabled] of faults.entries()) {
        // A save answered in plain text has no JSON to garble: the garbled answer still says it was saved.
        const fault = family.answersText && asTabled.name === "malformed JSON" ? { ...asTabled, told: undefined } : asTabled;
        const outcome = await test.step(fault.name, () =>
          runCell(page, family, fault, index, cell)
            .then(async (result) => {
              // A save that went through closed its form: the next cell opens it again.
              if (!fault.told && index < faults.length - 1) await family.open(page);
              return result;
            })
            .catch((error: Error) => {
              failed.push(`${fault.name}: ${error.message}`);
              return `FAIL: ${stripVTControlCharacters(error.message).split("\n")[0]}`;
            }),
        );
        appendFileSync(resultsFile(), JSON.stringify({ family: family.name, fault: fault.name, outcome } satisfies Cell) + "\n");
      }
      expect(failed).toEqual([]);
    });
  });
}

test.afterAll(async ({}, info) => {
  // Here, not per row: rows share records (the product of the product, variant and price rows).
  for (const family of families) await family.cleanUp?.();
  const file = resultsFile(info);
  if (!existsSync(file)) return;
  const cells = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Cell);
  const rows = [...new Set(cells.map((c) => c.family))];
  const outcome = (family: string, fault: string) => cells.findLast((c) => c.family === family && c.fault === fault)?.outcome ?? "-";
  const table = [["action \\ fault", ...faults.map((f) => f.name)], ...rows.map((row) => [row, ...faults.map((f) => outcome(row, f.name))])];
  const widths = table[0]!.map((_, i) => Math.min(48, Math.max(...table.map((r) => r[i]!.length))));
  const line = (r: string[]) => r.map((text, i) => text.slice(0, widths[i]).padEnd(widths[i]!)).join(" | ");
  const partial = rows.length < families.length ? ` so far: ${rows.length} of ${families.length} rows` : "";
  console.log(`\nFault table${partial} (${file}):\n${[line(table[0]!), widths.map((w) => "-".repeat(w)).join("-+-"), ...table.slice(1).map(line)].join("\n")}\n`);
});
