// The one route map of the dashboard. Every page is its own lazily loaded
// chunk; sections not built yet share the placeholder page. Declarative
// routes (no data router): the smaller router keeps the first page light.
import { lazy, Suspense } from "react";
import { Navigate, Outlet, Route, Routes } from "react-router-dom";
import { RouteSpinner } from "./components/RouteSpinner";
import { SectionRoute } from "./layout/section";
import { settingsCards, sidebarSections } from "./layout/sections";
import { useSession } from "./providers/session";
import { loadSectionPage } from "./routes/pages";

const AdminLayout = lazy(() => import("./layout/AdminLayout"));
const LoginPage = lazy(() => import("./routes/login/LoginPage"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password/ResetPasswordPage"));
const InvitePage = lazy(() => import("./routes/invite/InvitePage"));
const NotFoundPage = lazy(() => import("./routes/not-found/NotFoundPage"));
const ProductCreatePage = lazy(() => import("./routes/products/create/ProductCreatePage"));
const ProductDetailPage = lazy(() => import("./routes/products/detail/ProductDetailPage"));
const CollectionDetailPage = lazy(() => import("./routes/collections/detail/CollectionDetailPage"));
// Plugin pages under /a/ and /a/settings/, else "page not found" (extensions/PluginRoutes.tsx).
const PluginRoutes = lazy(() => import("./extensions/PluginRoutes"));

const sections = [...sidebarSections, ...settingsCards].map((section) => ({
  section,
  Page: lazy(() => loadSectionPage(section.path)),
}));

/** `/`: signed-in users go to their orders, everyone else to the login page. */
function Landing() {
  const session = useSession();
  if (session.isPending) return <RouteSpinner />;
  return <Navigate to={session.isSuccess ? "/a/orders" : "/login"} replace />;
}

/** The admin area's content: a section's code loads under the shell. */
export function SectionOutlet() {
  return (
    <Suspense fallback={<RouteSpinner fullScreen={false} />}>
      <Outlet />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/a" element={<AdminLayout />}>
          <Route index element={<Navigate to="orders" replace />} />
          {sections.map(({ section, Page }) => (
            <Route
              key={section.path}
              path={section.path}
              element={
                <SectionRoute section={section}>
                  <Page />
                </SectionRoute>
              }
            />
          ))}
          <Route path="products/new" element={<ProductCreatePage />} />
          <Route path="products/:id" element={<ProductDetailPage />} />
          <Route path="collections/:id" element={<CollectionDetailPage />} />
          <Route path="*" element={<PluginRoutes />} />
        </Route>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/invite" element={<InvitePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
