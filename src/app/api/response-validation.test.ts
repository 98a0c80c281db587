import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getAuth, getOrders, getProducts } from "@generated/admin/sdk.gen";
import { getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { configureClients } from "./clients";
import { ResponseValidationError } from "./errors";
import { MISMATCH_REPORT } from "./response-validation";
import { readRuntimeConfig } from "./runtime-config";

// Through the configured client and the generated fetchers, as pages call them.
const TEST_ORIGIN = "http://medusa.test";
const valid = getGetAuthResponseMock();
/** A session whose user has a numeric email and no role. */
const broken = { user: { ...valid.user, email: 42, role: undefined } };
const answer = (body: unknown, init?: ResponseInit) => server.use(http.get("*/admin/auth", () => HttpResponse.json(body as never, init)));
const useValidation = (validateResponses: string) => configureClients(readRuntimeConfig({ backendUrl: TEST_ORIGIN, validateResponses } as never));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  // the set-up's mode (tests/support/vitest.setup.ts)
  useValidation("error");
});

describe("response validation", () => {
  it("fails the call in 'error' mode with the operation id and the JSON path of each mismatch, logged as an error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer(broken);
    const failure = await getAuth({ throwOnError: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResponseValidationError);
    expect(failure).toMatchObject({ kind: "validation", status: 200, operationId: "GetAuth" });
    expect((failure as ResponseValidationError).issues).toEqual([
      { path: "user.role", problem: 'expected one of "admin", "member", "developer", got absent' },
      { path: "user.email", problem: "expected string, got 42" },
    ]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0][0]).toBe(
      `${MISMATCH_REPORT} GetAuth (GET /admin/auth, 200) does not match its schema: ` +
        'user.role: expected one of "admin", "member", "developer", got absent; user.email: expected string, got 42',
    );
  });

  it("names array elements by index", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.get("*/admin/products", () => HttpResponse.json({ products: [{ id: 7 }], count: 1, offset: 0, limit: 10 })));
    const failure = (await getProducts({ throwOnError: true }).catch((e: unknown) => e)) as ResponseValidationError;
    expect(failure.operationId).toBe("GetProducts");
    expect(failure.issues[0].path).toMatch(/^products\[0\]\./);
    expect(failure.issues.length).toBeLessThanOrEqual(5);
  });

  it("takes a resource's properties left out by the call's `fields` as asked for, not as a mismatch", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.get("*/admin/orders", () => HttpResponse.json({ orders: [{ id: "order_1" }], count: 1, offset: 0, limit: 10 })));
    const { data } = await getOrders({ query: { fields: "id" }, throwOnError: true });
    expect(data?.orders[0]?.id).toBe("order_1");
    const failure = (await getOrders({ query: { fields: "id,email" }, throwOnError: true }).catch((e: unknown) => e)) as ResponseValidationError;
    expect(failure.issues).toEqual([{ path: "orders[0].email", problem: "expected string, got absent" }]);
    expect(error).toHaveBeenCalledOnce();
  });

  it("lets the data through in 'warn' mode, with a warning", async () => {
    useValidation("warn");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    answer(broken);
    const { data } = await getAuth({ throwOnError: true });
    expect(data).toEqual(broken);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[response validation\] GetAuth \(GET \/admin\/auth, 200\) .*user\.email: expected string, got 42/));
    expect(error).not.toHaveBeenCalled();
  });

  it("says nothing about a response that matches", async () => {
    const error = vi.spyOn(console, "error");
    answer(valid);
    const { data } = await getAuth({ throwOnError: true });
    expect(data).toEqual(valid);
    expect(error).not.toHaveBeenCalled();
  });

  it("checks nothing when off", async () => {
    useValidation("off");
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    answer(broken);
    const { data } = await getAuth({ throwOnError: true });
    expect(data).toEqual(broken);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("is off in a build and warns in development unless config.js says otherwise", () => {
    expect(readRuntimeConfig({}).validateResponses).toBe("warn");
    expect(readRuntimeConfig({ validateResponses: "bogus" } as never).validateResponses).toBe("warn");
    vi.stubEnv("DEV", false);
    expect(readRuntimeConfig({}).validateResponses).toBe("off");
    expect(readRuntimeConfig({ validateResponses: "error" }).validateResponses).toBe("error");
    expect(readRuntimeConfig({ validateResponses: "warn" }).validateResponses).toBe("warn");
  });
});
