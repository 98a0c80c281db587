import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { renderRoutes } from "@tests/support/render";
import AdminLayout from "./AdminLayout";

const routes = [
  { path: "/a", element: <AdminLayout />, children: [{ path: "orders", element: <p>orders page</p> }] },
  { path: "/login", element: <p>login page</p> },
];

describe("admin shell", () => {
  it("sends a signed-out user to sign in", async () => {
    server.use(http.get("*/admin/auth", () => new HttpResponse("Unauthorized", { status: 401 })));
    renderRoutes(routes, "/a/orders");
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });

  it("says so when the server cannot be reached, and retries", async () => {
    let calls = 0;
    server.use(http.get("*/admin/auth", () => (calls++ === 0 ? HttpResponse.error() : HttpResponse.json(getGetAuthResponseMock()))));
    const { user } = renderRoutes(routes, "/a/orders");
    expect(await screen.findByRole("alert")).toHaveTextContent("The server cannot be reached");
    expect(screen.queryByText("login page")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("orders page")).toBeInTheDocument();
  });
});
