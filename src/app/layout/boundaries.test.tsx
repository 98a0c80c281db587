import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Link, Outlet } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { AnalyticsContext, type AnalyticsContextValue } from "@app/providers/analytics/analytics-context";
import { ordersSection } from "@app/routes/orders/section";
import { productsSection } from "@app/routes/products/section";
import { mainPath } from "@app/routes/section";
import { watchChunkLoads } from "@app/lib/chunk-reload";
import { renderRoutes } from "@tests/support/render";
import { ShellBoundary } from "./boundaries";
import { SectionRoute } from "./section";

const CHUNK_RELOAD_KEY = "medusa-admin:chunk-reload";

let failure: unknown = new Error("product page bug");
const Crashing = (): never => {
  throw failure;
};

const track = vi.fn();
const analytics: AnalyticsContextValue = { config: undefined, isTracking: true, track };

/** A stand-in for the signed-in shell: a sidebar, and the route in its main area. */
function Shell({ children }: { children?: ReactNode }) {
  return (
    <AnalyticsContext.Provider value={analytics}>
      <nav aria-label="sidebar">
        <Link to={mainPath(ordersSection)}>Orders</Link>
        <Link to={mainPath(productsSection)}>Products</Link>
      </nav>
      <main>{children ?? <Outlet />}</main>
    </AnalyticsContext.Provider>
  );
}

const renderAdmin = (url: string) =>
  renderRoutes(
    [
      {
        path: "/a",
        element: <Shell />,
        children: [
          { path: "orders", element: <SectionRoute section={ordersSection} main={false}><h1>orders page</h1></SectionRoute> },
          { path: "products", element: <SectionRoute section={productsSection} main={false}><h1>products page</h1></SectionRoute> },
          { path: "products/:id", element: <SectionRoute section={productsSection} main={false}><Crashing /></SectionRoute> },
        ],
      },
    ],
    url,
  );

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // React, the boundary (and jsdom, asked to reload) report on the console.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  failure = new Error("product page bug");
});
afterEach(() => {
  consoleError.mockRestore();
  track.mockReset();
  sessionStorage.clear();
});

describe("a page that crashes", () => {
  it("shows the message with a reload and the way back to its section's list, in place of the page only", async () => {
    renderAdmin("/a/products/prod_1");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Something went wrong on this page" })).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/a/products");
    expect(within(screen.getByRole("navigation", { name: "sidebar" })).getAllByRole("link")).toHaveLength(2);
  });

  it("is reported on the console and to the analytics client", async () => {
    renderAdmin("/a/products/prod_1");
    await screen.findByRole("alert");
    expect(consoleError.mock.calls.some(([first, error]) => String(first).includes("/a/products/prod_1 crashed") && error === failure)).toBe(true);
    expect(track).toHaveBeenCalledWith("crash", { where: "/a/products/prod_1", name: "Error", message: "product page bug", chunk: false });
  });

  it("is cleared by navigating elsewhere from the sidebar", async () => {
    const { user } = renderAdmin("/a/products/prod_1");
    await screen.findByRole("alert");
    await user.click(screen.getByRole("link", { name: "Orders" }));
    expect(await screen.findByRole("heading", { name: "orders page" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leads back to the list, which shows", async () => {
    const { user } = renderAdmin("/a/products/prod_1");
    await user.click(await screen.findByRole("link", { name: "Back to the list" }));
    expect(await screen.findByRole("heading", { name: "products page" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("a page whose code fails to load", () => {
  beforeAll(() => watchChunkLoads(window));
  const failChunk = () => {
    failure = new TypeError("Failed to fetch dynamically imported module: /assets/ProductDetailPage-old.js");
    window.dispatchEvent(Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: failure }));
  };

  it("reloads the page, remembering it in the tab, instead of showing the message", async () => {
    failChunk();
    renderAdmin("/a/products/prod_1");
    await vi.waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it("shows the message when it fails again right after that reload", async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000));
    failChunk();
    renderAdmin("/a/products/prod_1");
    expect(await screen.findByRole("alert")).toHaveTextContent("This page could not be loaded");
    expect(track).toHaveBeenCalledWith("crash", expect.objectContaining({ chunk: true }));
  });

  it("reloads again for a later deployment", async () => {
    const earlier = String(Date.now() - 10 * 60_000);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, earlier);
    failChunk();
    renderAdmin("/a/products/prod_1");
    await vi.waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBe(earlier));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is told apart from other errors: a page bug never reloads", async () => {
    renderAdmin("/a/products/prod_1");
    expect(await screen.findByRole("alert")).toHaveTextContent("An unexpected error stopped this page");
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe("a crash of the shell itself", () => {
  it("takes the whole screen with a reload, and is reported", async () => {
    renderRoutes(
      [{ path: "/a/*", element: <ShellBoundary><Shell><Crashing /></Shell></ShellBoundary> }],
      "/a/orders",
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The dashboard stopped working" })).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(consoleError.mock.calls.some(([first]) => String(first).includes("shell crashed"))).toBe(true);
  });
});
