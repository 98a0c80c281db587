// The one route map of the dashboard, derived from the sections
// (routes/sections.ts): every page is its own lazily loaded chunk; a page a
// section plans but has not built shows the section placeholder.
// Declarative routes (no data router): the smaller router keeps the first page light.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { matchPath, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { RouteSpinner } from "./components/RouteSpinner";
import { PageTexts } from "./i18n/page-texts";
import { RouteBoundary } from "./layout/boundaries";
import { SectionRoute } from "./layout/section";
import { useSession } from "./providers/session";
import { ADMIN_ROOT, mainPath, prefetchSection, routePattern } from "./routes/section";
import { homeSection, sections } from "./routes/sections";
import { lazyPage } from "./lib/lazy-page";

const adminLayout = lazyPage(() => import("./layout/AdminLayout"));
const loginPage = lazyPage(() => import("./routes/login/LoginPage"));
const AdminLayout = adminLayout.Page;
const LoginPage = loginPage.Page;
const ResetPasswordPage = lazy(() => import("./routes/reset-password/ResetPasswordPage"));
const InvitePage = lazy(() => import("./routes/invite/InvitePage"));
const NotFoundPage = lazy(() => import("./routes/not-found/NotFoundPage"));
// Plugin pages under /a/ and /a/settings/, else "page not found" (extensions/PluginRoutes.tsx).
const PluginRoutes = lazy(() => import("./extensions/PluginRoutes"));
const placeholderPage = () => import("./routes/section-placeholder/SectionPlaceholder");

const pages = sections.flatMap((section) =>
  Object.entries(section.routes).map(([name, route]) => ({
    section,
    main: name === "main",
    // the page after sign-in renders with the first texts (scripts/vite/locale-split.ts)
    firstPage: section === homeSection && name === "main",
    pattern: routePattern(section, route),
    ...lazyPage(route.page ?? placeholderPage),
  })),
);

/**
 * Loads the code of the page at `pathname` (main.tsx waits for it before the
 * first render), so that the first page renders without a loading state in between.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (pathname === "/login") return loginPage.preload();
  if (!pathname.startsWith(`${ADMIN_ROOT}/`)) return Promise.resolve();
  const page = pages.find((p) => matchPath(p.pattern, pathname));
  return Promise.all([adminLayout.preload(), page?.preload()]);
}

/** `/`: signed-in users go to their orders, everyone else to the login page. */
function Landing() {
  const session = useSession();
  if (session.isPending) return <RouteSpinner />;
  return <Navigate to={session.isSuccess ? homeSection.to("main") : "/login"} replace />;
}

/**
 * An admin address opened directly (a reload, a bookmark) starts loading its
 * section's page and first list page at once, beside the shell's code and the
 * session check, instead of after them. Only a bare list address: any search
 * or filter asks for another page than the first.
 */
function PrefetchOpenedSection() {
  const { pathname, search } = useLocation();
  // Only the address the app was opened on: later moves prefetch from the sidebar.
  const [opened] = useState(() => (search ? undefined : pathname));
  const queryClient = useQueryClient();
  useEffect(() => {
    const section = opened && sections.find((s) => matchPath(mainPath(s), opened));
    // a flagged section's list waits for its gate: with the feature off it would answer an error
    if (section && !section.flag) prefetchSection(section, queryClient);
  }, [opened, queryClient]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route
          path="/a"
          element={
            <>
              <PrefetchOpenedSection />
              <AdminLayout />
            </>
          }
        >
          <Route index element={<Navigate to={homeSection.to("main")} replace />} />
          {pages.map(({ section, main, firstPage, pattern, Page }) => (
            <Route
              key={pattern}
              path={pattern}
              element={
                <SectionRoute section={section} main={main}>
                  {firstPage ? (
                    <Page />
                  ) : (
                    <PageTexts>
                      <Page />
                    </PageTexts>
                  )}
                </SectionRoute>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <RouteBoundary back={mainPath(homeSection)}>
                <PageTexts>
                  <PluginRoutes />
                </PageTexts>
              </RouteBoundary>
            }
          />
        </Route>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/reset-password"
          element={
            <PageTexts>
              <ResetPasswordPage />
            </PageTexts>
          }
        />
        <Route
          path="/invite"
          element={
            <PageTexts>
              <InvitePage />
            </PageTexts>
          }
        />
        <Route
          path="*"
          element={
            <PageTexts>
              <NotFoundPage />
            </PageTexts>
          }
        />
      </Routes>
    </Suspense>
  );
}
