import { describe, expect, it } from "vitest";
import { newApiToken } from "./api-token";

describe("new API token", () => {
  it("is 43 URL-safe characters, different each time", () => {
    const tokens = Array.from({ length: 20 }, newApiToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
