// The extensions as users meet them: zones on pages, plugin pages under /a/,
// isolation of a plugin that throws.
import { act, renderHook, screen } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { Outlet } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { renderRoutes } from "@tests/support/render";
import { SectionRoute } from "@app/layout/section";
import { sidebarSections } from "@app/routes/sections";
import { ExtensionsProvider, useWidgets, WidgetZone } from "./context";
import { definePlugin, defineRoute, defineSetting, defineWidget } from "./define";
import { usePluginTranslation } from "./plugin-scope";
import PluginRoutes from "./PluginRoutes";
import { registerPlugins } from "./register";
import { createExtensionStore, type ExtensionStore } from "./store";
import type { PluginDefinition, WidgetProps } from "./types";
import { listZoneBases, listZonesOf, loginZones, zoneNames } from "./zones";

const storeWith = (...plugins: PluginDefinition[]) => {
  const store = createExtensionStore();
  registerPlugins(store, plugins.map((p) => ({ source: p.name, loaded: p })), i18next);
  return store;
};

/** The admin area as the router mounts it: a layout with plugin routes at /a/*. */
const renderAdmin = (store: ExtensionStore, url: string, page?: ReactElement) =>
  renderRoutes(
    [
      {
        path: "/a",
        element: (
          <ExtensionsProvider store={store}>
            <nav>host shell</nav>
            <Outlet />
          </ExtensionsProvider>
        ),
        children: [...(page ? [{ path: "orders", element: page }] : []), { path: "*", element: <PluginRoutes /> }],
      },
    ],
    url,
  );

const Boom = (): never => {
  throw new Error("plugin bug");
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // React and the boundary report caught errors on the console.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe("useWidgets", () => {
  it("says where it must be used", () => {
    expect(() => renderHook(() => useWidgets("order.list.before"))).toThrow("useWidgets must be used within a WidgetContext");
  });
});

describe("zones", () => {
  it("are one list: a pair per sidebar section, per detail page, and the login pair", () => {
    expect(new Set(zoneNames).size).toBe(zoneNames.length);
    expect(zoneNames).toHaveLength(2 * sidebarSections.length + 2 * 12 + 2);
    expect(zoneNames).toEqual(expect.arrayContaining([loginZones.before, loginZones.after, "price_list.details.after"]));
  });

  it("gives every sidebar section a list zone pair of its own", () => {
    expect(sidebarSections.filter((s) => !listZonesOf(s.zone)).map((s) => s.path)).toEqual([]);
    expect(new Set(sidebarSections.map((s) => s.zone))).toEqual(new Set(listZoneBases));
    expect(listZonesOf(sidebarSections[0].zone)).toEqual({ before: "order.list.before", after: "order.list.after" });
  });

  it("renders a section's list zones around its page, with no edit to the page", async () => {
    const Before = () => <p>before the orders</p>;
    const After = () => <p>after the orders</p>;
    const store = storeWith(
      definePlugin({
        name: "w",
        widgets: [defineWidget({ zone: "order.list.before", component: Before }), defineWidget({ zone: "order.list.after", component: After })],
      }),
    );
    const orders = sidebarSections.find((s) => s.path === "orders")!;
    const page = (
      <SectionRoute section={orders} main>
        <h1>Orders page</h1>
      </SectionRoute>
    );
    renderAdmin(store, "/a/orders", page);
    const before = await screen.findByText("before the orders");
    const heading = screen.getByRole("heading", { name: "Orders page" });
    const after = screen.getByText("after the orders");
    expect(before.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("passes the page's entity and the zone to a detail widget", async () => {
    const Detail = ({ entity, zone }: WidgetProps<"customer.details.before">) => <p>{`${zone}: ${entity.email}`}</p>;
    const store = storeWith(definePlugin({ name: "d", widgets: [defineWidget({ zone: "customer.details.before", component: Detail })] }));
    const customer = { id: "cus_1", email: "jane@example.com" } as WidgetProps<"customer.details.before">["entity"];
    renderAdmin(store, "/a/orders", <WidgetZone name="customer.details.before" entity={customer} />);
    expect(await screen.findByText("customer.details.before: jane@example.com")).toBeInTheDocument();
  });

  it("is empty outside an ExtensionsProvider (a page's own test)", () => {
    renderRoutes([{ path: "/", element: <WidgetZone name="order.list.before" /> }], "/");
    expect(document.querySelector("[data-zone]")).toBeNull();
  });
});

describe("isolation", () => {
  it("shows a notice in place of a widget that throws; the page and other widgets stay", async () => {
    const Fine = () => <p>fine widget</p>;
    const store = storeWith(
      definePlugin({ name: "buggy", widgets: [defineWidget({ zone: "order.list.before", component: Boom })] }),
      definePlugin({ name: "solid", widgets: [defineWidget({ zone: "order.list.before", component: Fine })] }),
    );
    renderAdmin(store, "/a/orders", <WidgetZone name="order.list.before" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("A widget of the plugin “buggy” could not be shown.");
    expect(screen.getByText("fine widget")).toBeInTheDocument();
    expect(screen.getByText("host shell")).toBeInTheDocument();
    expect(consoleError.mock.calls.some((c) => String(c[0]).includes('plugin "buggy"'))).toBe(true);
  });

  it("shows a notice in place of a plugin page that throws, inside the dashboard", async () => {
    const store = storeWith(definePlugin({ name: "crashy", routes: [defineRoute({ path: "/crash", component: Boom })] }));
    renderAdmin(store, "/a/crash");
    expect(await screen.findByRole("alert")).toHaveTextContent("This page of the plugin “crashy” could not be shown.");
    expect(screen.getByText("host shell")).toBeInTheDocument();
  });
});

// `tp`, not `t`: i18n:check reads t("…") under src/app as keys of the app's own texts.
function PointsSettings() {
  const { t: tp } = usePluginTranslation();
  return <h1>{tp("settings")}</h1>;
}

function PointsPage() {
  const { t: tp } = usePluginTranslation();
  return (
    <>
      <h1>{tp("title")}</h1>
      <Outlet />
    </>
  );
}

describe("plugin pages", () => {
  const plugin = definePlugin({
    name: "pages",
    translations: { en: { title: "Points", settings: "Points settings" } },
    routes: [
      defineRoute({
        path: "/points",
        component: PointsPage,
        link: { label: "title" },
        children: [defineRoute({ path: ":id", component: () => <p>one entry</p> })],
      }),
    ],
    settings: [defineSetting({ path: "/points", component: PointsSettings, card: { label: "settings", description: "settings" } })],
  });

  it("mounts pages under /a/ with their plugin's texts, and nested routes", async () => {
    renderAdmin(storeWith(plugin), "/a/points/42");
    expect(await screen.findByRole("heading", { name: "Points" })).toBeInTheDocument();
    expect(screen.getByText("one entry")).toBeInTheDocument();
    // the tab is named by the page's sidebar link
    expect(document.title).toBe("Points · Medusa Admin");
  });

  it("mounts settings pages under /a/settings/", async () => {
    renderAdmin(storeWith(plugin), "/a/settings/points");
    expect(await screen.findByRole("heading", { name: "Points settings" })).toBeInTheDocument();
    expect(document.title).toBe("Points settings · Settings · Medusa Admin");
  });

  it("says page not found for other addresses, once the plugins have loaded", async () => {
    const store = createExtensionStore();
    renderAdmin(store, "/a/nothing-here");
    expect(screen.getByTestId("route-spinner")).toBeInTheDocument();
    act(() => void registerPlugins(store, [{ source: plugin.name, loaded: plugin }], i18next));
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
