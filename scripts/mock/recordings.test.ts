// The mock's proxy asks Prism for the recorded detail of the id requested,
// and puts the page's origin in the recorded image addresses.
import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { onOwnOrigin, preferRecorded, recordedDetails, RECORDED_ORIGIN } from "./recordings.ts";

const file = join(mkdtempSync(join(tmpdir(), "recordings-")), "admin.mock.json");
const answer = (examples?: Record<string, unknown>) => ({ responses: { "200": { content: { "application/json": { examples } } } } });
writeFileSync(
  file,
  JSON.stringify({
    paths: {
      "/admin/products/{id}": { get: answer({ prod_a: { value: {} }, prod_b: { value: {} } }) },
      "/admin/orders/{id}": { get: answer() },
    },
  }),
);
const details = recordedDetails(file);
const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers }) as IncomingMessage;

describe("preferRecorded", () => {
  it("names the recorded answer of the id requested", () => {
    expect(preferRecorded(details, request("/admin/products/prod_b?expand=variants"))).toBe("example=prod_b");
  });

  it("leaves the rest to Prism: an id not recorded, an operation without recordings, a request that names its own, a write", () => {
    expect(preferRecorded(details, request("/admin/products/prod_x"))).toBeUndefined();
    expect(preferRecorded(details, request("/admin/orders/order_1"))).toBeUndefined();
    expect(preferRecorded(details, request("/admin/products/prod_a", { prefer: "code=500" }))).toBeUndefined();
    expect(preferRecorded(details, request("/admin/products/prod_a", {}, "POST"))).toBeUndefined();
  });
});

describe("onOwnOrigin", () => {
  it("puts the page's origin in every recorded image address", () => {
    const body = JSON.stringify({ thumbnail: `${RECORDED_ORIGIN}/__mock/images/a.png`, images: [{ url: `${RECORDED_ORIGIN}/__mock/images/b.png` }] });
    expect(JSON.parse(onOwnOrigin(body, "127.0.0.1:4173"))).toEqual({
      thumbnail: "http://127.0.0.1:4173/__mock/images/a.png",
      images: [{ url: "http://127.0.0.1:4173/__mock/images/b.png" }],
    });
  });
});
