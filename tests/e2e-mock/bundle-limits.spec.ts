// The build's limits (scripts/bench/resources.ts: LIMITS), counted as `npm run
// bench -- bundle` counts them, on the built dashboard (dist/): what a cold
// browser loads before the sign-in form shows, and before a signed-in user's
// first order row. The bytes and requests depend on the build, not on timing.
import { expect, test } from "@playwright/test";
import { signedInState } from "../../scripts/bench/browser.ts";
import { format } from "../../scripts/bench/figure.ts";
import { LIMITS, load, totals } from "../../scripts/bench/resources.ts";
import { E2E_DIST as DIST } from "../e2e-shared/server.ts";

/** The figure, then what the page loaded: the failure message. */
const measured = (figure: string, lines: string[]) => [figure, ...lines].join("\n");

test("the sign-in form shows after few requests and little JavaScript", async ({ browser, baseURL }) => {
  const login = totals("cold /login", await load(browser, `${baseURL}/login`, "loginForm", undefined, DIST));
  expect(login.jsGzip, measured(`JS ${format(login.jsGzip, "bytes")} gzip, limit ${format(LIMITS.loginJsGzip, "bytes")}`, login.lines)).toBeLessThanOrEqual(LIMITS.loginJsGzip);
  expect(login.requests, measured(`${login.requests} requests, limit ${LIMITS.loginRequests}`, login.lines)).toBeLessThanOrEqual(LIMITS.loginRequests);
});

test("a signed-in user's cold orders list shows after few requests and bytes", async ({ browser, baseURL }) => {
  // the mock accepts any credentials
  const session = await signedInState(browser, baseURL!, "admin@example.com", "any-password");
  const orders = totals("cold /a/orders", await load(browser, `${baseURL}/a/orders`, "orderRow", session, DIST));
  expect(orders.requests, measured(`${orders.requests} requests, limit ${LIMITS.ordersRequests}`, orders.lines)).toBeLessThanOrEqual(LIMITS.ordersRequests);
  expect(orders.all, measured(`${format(orders.all, "bytes")} (gzip-equivalent), limit ${format(LIMITS.ordersAll, "bytes")}`, orders.lines)).toBeLessThanOrEqual(LIMITS.ordersAll);
});
