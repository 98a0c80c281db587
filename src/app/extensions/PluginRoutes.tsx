// What /a/* shows when no page of the dashboard matches: the plugins' pages
// (under /a/) and settings pages (under /a/settings/), else "page not found".
// Built-in routes always win: they are matched before this splat route, and
// registration keeps plugins off their paths (./reserved.ts).
import { Route, Routes } from "react-router-dom";
import { RouteSpinner } from "@app/components/RouteSpinner";
import NotFoundPage from "@app/routes/not-found/NotFoundPage";
import { useExtensions } from "./context";
import { PluginScope } from "./ExtensionBoundary";
import type { RegisteredRoute } from "./store";
import { ADMIN_ROOT, pluginPagePath } from "@app/routes/section";

const renderRoute = (route: RegisteredRoute, parent: string) => {
  const where = route.path ? `${parent}/${route.path}` : parent;
  const { component: Page } = route;
  const element = (
    <PluginScope plugin={route.plugin} kind="page" where={where}>
      <Page />
    </PluginScope>
  );
  // A child without a path is its parent's index page.
  if (!route.path && route.children.length === 0) return <Route key="" index element={element} />;
  return (
    <Route key={route.path} path={route.path} element={element}>
      {route.children.map((child) => renderRoute(child, where))}
    </Route>
  );
};

export default function PluginRoutes() {
  const { status, routes, settings } = useExtensions();
  // An address may be a plugin's that has not loaded yet.
  if (status === "loading") return <RouteSpinner fullScreen={false} />;
  return (
    <Routes>
      {routes.map((route) => renderRoute(route, ADMIN_ROOT))}
      {settings.map(({ path, plugin, component: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <PluginScope plugin={plugin} kind="page" where={pluginPagePath(path)}>
              <Page />
            </PluginScope>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
