import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import LoginPage from "./LoginPage";

const fill = async (user: ReturnType<typeof renderPage>["user"], email: string, password: string) => {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Continue" }));
};

describe("login page", () => {
  it("validates on submit with translated messages", async () => {
    const { user } = renderPage(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("This field is required")).toBeInTheDocument();
  });

  it("says the credentials are wrong and keeps what was typed", async () => {
    server.use(http.post("*/admin/auth", () => new HttpResponse("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain" } })));
    const { user } = renderPage(<LoginPage />, { path: "/login" });
    await fill(user, "admin@example.com", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is incorrect.");
    expect(screen.getByLabelText(/Email/)).toHaveValue("admin@example.com");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("wrong");
  });

  it("explains a network failure", async () => {
    server.use(http.post("*/admin/auth", () => HttpResponse.error()));
    const { user } = renderPage(<LoginPage />, { path: "/login" });
    await fill(user, "admin@example.com", "secret");
    expect(await screen.findByRole("alert")).toHaveTextContent("The server cannot be reached");
  });

  it("signs in and returns to the page that asked for it", async () => {
    const { user, router } = renderPage(<LoginPage />, { path: "/login", url: "/login?next=%2Fa%2Fproducts", others: ["/a/products"] });
    await fill(user, "admin@example.com", "supersecret");
    expect(await screen.findByText("at /a/products")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/a/products");
  });
});
