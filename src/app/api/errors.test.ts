import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getProducts, postAuth } from "@generated/admin/sdk.gen";
import { ApiError, GENERIC_ERROR_MESSAGE } from "./errors";

// Through the real generated fetchers and the configured client, so the
// normalisation is tested where pages meet it.
const failWith = (status: number, body: string, type = "application/json") =>
  server.use(http.get("*/admin/products", () => new HttpResponse(body, { status, headers: { "Content-Type": type } })));

async function errorOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error("the call did not fail");
}

describe("normalised API errors", () => {
  it("keeps the server's message, status and code", async () => {
    failWith(400, JSON.stringify({ type: "invalid_data", message: "title must be a string" }));
    const error = await errorOf(getProducts({ throwOnError: true }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 400, code: "invalid_data", message: "title must be a string" });
  });

  it("uses the first message when the body is a list", async () => {
    failWith(400, JSON.stringify([{ message: "first problem" }, { message: "second problem" }]));
    expect((await errorOf(getProducts({ throwOnError: true }))).message).toBe("first problem");
  });

  it("falls back to the generic text when the body says nothing", async () => {
    failWith(500, JSON.stringify({}));
    const error = await errorOf(getProducts({ throwOnError: true }));
    expect(error).toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE, serverMessage: undefined });
  });

  it("reads the plain-text 401 `Unauthorized` of a failed login", async () => {
    server.use(http.post("*/admin/auth", () => new HttpResponse("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain" } })));
    const error = await errorOf(postAuth({ body: { email: "a@b.co", password: "x" }, throwOnError: true }));
    expect(error).toMatchObject({ kind: "http", status: 401, message: "Unauthorized" });
  });

  it("reports a network failure without a response", async () => {
    server.use(http.get("*/admin/products", () => HttpResponse.error()));
    expect(await errorOf(getProducts({ throwOnError: true }))).toMatchObject({ kind: "network", status: undefined });
  });
});
