import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { definePlugin, defineRoute, defineSetting, defineWidget } from "./define";
import { type PluginCandidate, pluginNamespace, registerPlugins } from "./register";
import { RESERVED_PATHS } from "./reserved";
import { pluginText } from "./plugin-scope";
import { createExtensionStore } from "./store";
import type { PluginDefinition } from "./types";

const Page = () => null;
const loaded = (...plugins: unknown[]): PluginCandidate[] =>
  plugins.map((p, i) => ({ source: `./plugins/p${i}`, loaded: p }));
const register = (...plugins: unknown[]) => {
  const store = createExtensionStore();
  const rejected = registerPlugins(store, loaded(...plugins), i18next);
  return { snapshot: store.getSnapshot(), rejected };
};
const withRoute = (name: string, path: string): PluginDefinition => definePlugin({ name, routes: [defineRoute({ path, component: Page })] });
const setting = (path: string) => defineSetting({ path, component: Page, card: { label: "Card", description: "About it" } });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe("registerPlugins", () => {
  it("mounts routes under /a/, links in the sidebar, and marks the store ready", () => {
    const { snapshot, rejected } = register(
      definePlugin({
        name: "loyalty",
        routes: [
          defineRoute({
            path: "/loyalty/",
            component: Page,
            link: { label: "nav" },
            children: [defineRoute({ path: "", component: Page }), defineRoute({ path: "tiers/:id", component: Page })],
          }),
        ],
      }),
    );
    expect(rejected).toEqual([]);
    expect(snapshot.status).toBe("ready");
    expect(snapshot.plugins).toEqual([{ name: "loyalty", ns: pluginNamespace("loyalty") }]);
    expect(snapshot.routes.map((r) => [r.path, r.children.map((c) => c.path)])).toEqual([["loyalty", ["", "tiers/:id"]]]);
    expect(snapshot.links.map((l) => [l.path, l.label])).toEqual([["loyalty", "nav"]]);
  });

  it("sorts settings pages and cards by path, across plugins", () => {
    const { snapshot } = register(
      definePlugin({ name: "a", settings: [setting("/zeta"), setting("alpha")] }),
      definePlugin({ name: "b", settings: [setting("/middle")] }),
    );
    expect(snapshot.settings.map((s) => s.path)).toEqual(["settings/alpha", "settings/middle", "settings/zeta"]);
  });

  it.each(RESERVED_PATHS)("rejects a plugin route on the dashboard's %s", (reserved) => {
    const path = reserved.replace(/:\w+/g, "x1");
    const { snapshot, rejected } = register(withRoute("greedy", path));
    expect(rejected).toHaveLength(1);
    expect(rejected[0].problems[0]).toMatchObject({ code: "reservedPath", path });
    expect(snapshot.routes).toEqual([]);
  });

  it.each(["/settings", "/settings/loyalty", "/settings-plus", "/", "/orders/stats", "/oauth/github", "/:page", "/orders/*"])(
    "rejects the plugin route %s",
    (path) => {
      expect(register(withRoute("greedy", path)).rejected[0].problems[0].code).toBe("reservedPath");
    },
  );

  it("names the plugin and the path, and registers the other plugins", () => {
    const { snapshot, rejected } = register(withRoute("first", "/first"), withRoute("greedy", "/orders"), withRoute("last", "/last"));
    expect(rejected.map((r) => r.plugin)).toEqual(["greedy"]);
    expect(snapshot.plugins.map((p) => p.name)).toEqual(["first", "last"]);
    expect(snapshot.routes.map((r) => r.path)).toEqual(["first", "last"]);
    expect(snapshot.rejected).toEqual(rejected);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0][0]);
    expect(message).toContain('Plugin "greedy" was rejected');
    expect(message).toContain("/orders");
  });

  it("rejects a whole plugin when one of its parts is refused", () => {
    const { snapshot } = register(
      definePlugin({
        name: "half-bad",
        routes: [defineRoute({ path: "/fine", component: Page }), defineRoute({ path: "/products/new", component: Page })],
        widgets: [defineWidget({ zone: "order.list.before", component: Page })],
      }),
    );
    expect(snapshot.routes).toEqual([]);
    expect(snapshot.widgets).toEqual({});
  });

  it("rejects a settings page on a built-in one", () => {
    const { rejected } = register(definePlugin({ name: "regions", settings: [setting("/regions")] }));
    expect(rejected[0].problems[0]).toMatchObject({ code: "reservedPath", path: "/settings/regions" });
  });

  it("keeps a contested path for the plugin listed first", () => {
    const { snapshot, rejected } = register(withRoute("early", "/points"), withRoute("late", "/points/"));
    expect(snapshot.plugins.map((p) => p.name)).toEqual(["early"]);
    expect(rejected[0]).toMatchObject({ plugin: "late", problems: [{ code: "duplicatePath", path: "/points" }] });
  });

  it("rejects a second plugin of the same name", () => {
    const { rejected } = register(withRoute("twin", "/one"), withRoute("twin", "/two"));
    expect(rejected[0]).toMatchObject({ plugin: "twin", problems: [{ code: "duplicateName" }] });
  });

  it("puts widgets in each of their zones", () => {
    const Widget = () => null;
    const { snapshot } = register(definePlugin({ name: "w", widgets: [defineWidget({ zone: ["order.list.before", "order.details.after"], component: Widget })] }));
    expect(snapshot.widgets["order.list.before"]?.map((w) => w.component)).toEqual([Widget]);
    expect(snapshot.widgets["order.details.after"]?.map((w) => w.component)).toEqual([Widget]);
  });

  it("refuses a widget naming an unknown zone, at registration", () => {
    const bad = { name: "lost", widgets: [{ zone: "order.sidebar", component: Page }] };
    const { snapshot, rejected } = register(bad);
    expect(rejected[0]).toMatchObject({ plugin: "lost", problems: [{ code: "unknownZone", zone: "order.sidebar" }] });
    expect(String(consoleError.mock.calls[0][0])).toContain('unknown zone "order.sidebar"');
    expect(snapshot.widgets).toEqual({});
  });

  it("reports modules that failed to load or export no plugin, by their configuration entry", () => {
    const store = createExtensionStore();
    const rejected = registerPlugins(
      store,
      [
        { source: "broken-package", failed: new Error("Failed to fetch dynamically imported module") },
        { source: "./plugins/empty", loaded: undefined },
      ],
      i18next,
    );
    expect(rejected.map((r) => [r.plugin, r.problems[0].code])).toEqual([
      ["broken-package", "loadFailed"],
      ["./plugins/empty", "invalid"],
    ]);
    expect(store.getSnapshot().status).toBe("ready");
  });

  it("adds the plugin's translations, every language falling back to en", async () => {
    register(definePlugin({ name: "texts", translations: { en: { hello: "Hello" }, de: { hello: "Hallo" } } }));
    const ns = pluginNamespace("texts");
    const text = (lng: string) => pluginText(i18next.getFixedT(lng), ns)("hello");
    expect(text("en")).toBe("Hello");
    expect(text("de")).toBe("Hallo");
    expect(text("ja")).toBe("Hello");
  });
});
