import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { server } from "@mocks/node";
import { getProducts } from "@generated/admin/sdk.gen";
import { initTestI18n } from "@tests/support/i18n";
import { errorMessage } from "./error-message";

// Through the generated fetcher and the configured client, as pages meet the errors.
let t: TFunction;
beforeAll(async () => {
  t = (await initTestI18n()).t;
});

async function shownFor(status: number, body: string) {
  server.use(http.get("*/admin/products", () => new HttpResponse(body, { status, headers: { "Content-Type": "application/json" } })));
  try {
    await getProducts({ throwOnError: true });
  } catch (error) {
    return errorMessage(t, error);
  }
  throw new Error("the call did not fail");
}

describe("the text shown for a failed call", () => {
  it("keeps the server's reason for a refusal", async () => {
    expect(await shownFor(400, JSON.stringify({ type: "invalid_data", message: "title must be a string" }))).toBe("title must be a string");
  });

  it("says that the server failed, in the user's language, without the server's own text", async () => {
    expect(await shownFor(500, JSON.stringify({ type: "unknown_error", message: "An unknown error occurred." }))).toBe(t("errors.server"));
    expect(await shownFor(503, "Service Unavailable")).toBe(t("errors.server"));
  });

  it("says that an answer that is not JSON could not be read", async () => {
    expect(await shownFor(200, '{"products": ')).toBe(t("errors.parse"));
  });
});
