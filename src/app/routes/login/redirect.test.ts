import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPath } from "./redirect";

describe("sign-in redirect", () => {
  it("comes back to the admin page that required a session", () => {
    const path = loginPath({ pathname: "/a/products", search: "?offset=15" });
    expect(afterLoginPath(path.slice(path.indexOf("?")))).toBe("/a/products?offset=15");
  });

  it("goes to the orders otherwise, and never off the app", () => {
    expect(afterLoginPath("")).toBe("/a/orders");
    expect(afterLoginPath("?next=https://evil.example/a/")).toBe("/a/orders");
    expect(afterLoginPath("?next=//evil.example")).toBe("/a/orders");
  });
});
