// The one route map of the dashboard. Every page is its own lazily loaded
// chunk; sections not built yet share the placeholder page.
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { RouteSpinner } from "./components/RouteSpinner";
import { settingsCards, sidebarSections } from "./layout/sections";
import { useSession } from "./providers/session";
import { loadSectionPage, type PageModule } from "./routes/pages";

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const adminRoutes: RouteObject[] = [
  ...[...sidebarSections, ...settingsCards].map((s) => ({
    path: s.path,
    handle: { label: s.label, flag: s.flag },
    lazy: page(() => loadSectionPage(s.path)),
  })),
  { path: "products/new", lazy: page(() => import("./routes/products/create/ProductCreatePage")) },
];

/** `/`: signed-in users go to their orders, everyone else to the login page. */
function Landing() {
  const session = useSession();
  if (session.isPending) return <RouteSpinner />;
  return <Navigate to={session.isSuccess ? "/a/orders" : "/login"} replace />;
}

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <RouteSpinner />,
    children: [
      { path: "/", element: <Landing /> },
      {
        path: "/a",
        lazy: page(() => import("./layout/AdminLayout")),
        children: [
          { index: true, element: <Navigate to="orders" replace /> },
          ...adminRoutes,
          { path: "*", lazy: page(() => import("./routes/not-found/NotFoundPage")) },
        ],
      },
      { path: "/login", lazy: page(() => import("./routes/login/LoginPage")) },
      { path: "/reset-password", lazy: page(() => import("./routes/reset-password/ResetPasswordPage")) },
      { path: "/invite", lazy: page(() => import("./routes/invite/InvitePage")) },
      { path: "*", lazy: page(() => import("./routes/not-found/NotFoundPage")) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
