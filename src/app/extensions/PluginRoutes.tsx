// What /a/* shows when no page of the dashboard matches: the plugins' pages
// (under /a/) and settings pages (under /a/settings/), else "page not found".
// Built-in routes always win: they are matched before this splat route, and
// registration keeps plugins off their paths (./reserved.ts). A page names
// the browser tab with its sidebar link's or settings card's label (else its plugin's name).
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { PageTitleScope } from "@app/layout/page-title";
import NotFoundPage from "@app/routes/not-found/NotFoundPage";
import { useExtensions } from "./context";
import { PluginScope } from "./ExtensionBoundary";
import { pluginText } from "./plugin-scope";
import type { RegisteredRoute } from "./store";
import { ADMIN_ROOT, pluginPagePath } from "@app/routes/section";

const renderRoute = (route: RegisteredRoute, parent: string, title: (route: RegisteredRoute) => string) => {
  const where = route.path ? `${parent}/${route.path}` : parent;
  const { component: Page } = route;
  const element = (
    <PageTitleScope parts={parent === ADMIN_ROOT ? [title(route)] : []}>
      <PluginScope plugin={route.plugin} kind="page" where={where}>
        <Page />
      </PluginScope>
    </PageTitleScope>
  );
  // A child without a path is its parent's index page.
  if (!route.path && route.children.length === 0) return <Route key="" index element={element} />;
  return (
    <Route key={route.path} path={route.path} element={element}>
      {route.children.map((child) => renderRoute(child, where, title))}
    </Route>
  );
};

export default function PluginRoutes() {
  const { t } = useTranslation();
  const { status, routes, settings, links } = useExtensions();
  const title = (route: RegisteredRoute) => {
    const link = links.find((l) => l.path === route.path);
    return link ? pluginText(t, link.plugin.ns)(link.label) : route.plugin.name;
  };
  // An address may be a plugin's that has not loaded yet.
  if (status === "loading") return <RouteSpinner fullScreen={false} />;
  return (
    <Routes>
      {routes.map((route) => renderRoute(route, ADMIN_ROOT, title))}
      {settings.map(({ path, plugin, label, component: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <PageTitleScope parts={[pluginText(t, plugin.ns)(label), t("nav.settings")]}>
              <PluginScope plugin={plugin} kind="page" where={pluginPagePath(path)}>
                <Page />
              </PluginScope>
            </PageTitleScope>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
