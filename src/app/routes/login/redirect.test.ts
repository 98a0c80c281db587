import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { endSession, startSession } from "@app/providers/session";
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

  it("names no page to come back to after the user signed out, until the next sign-in", () => {
    const queryClient = new QueryClient();
    const products = { pathname: "/a/products", search: "" };
    endSession(queryClient);
    expect(loginPath(products)).toBe("/login");
    startSession(queryClient, getGetAuthResponseMock());
    expect(loginPath(products)).toBe("/login?next=%2Fa%2Fproducts");
  });
});
