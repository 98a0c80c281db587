// The signed-in area: sidebar, top bar and the current section, with the
// shell-wide providers (batch-job polling, usage data). A missing session
// sends the user to /login and back here afterwards; a server that cannot be
// reached says so (signing in again would not help).
import { Box, Center, Flex } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import { isUnauthorized } from "@app/api/errors";
import { ErrorState } from "@app/components/data-table/TableStates";
import { LeaveGuard } from "@app/components/unsaved/LeaveGuard";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { AnalyticsProvider } from "@app/providers/analytics/AnalyticsProvider";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { PollingProvider } from "@app/providers/polling/PollingProvider";
import { useSession } from "@app/providers/session";
import { loginPath } from "@app/routes/login/redirect";
import { SectionTitleScope } from "./page-title";
import { Sidebar } from "./Sidebar";
import { Topbar } from "./Topbar";

export default function AdminLayout() {
  const session = useSession();
  const location = useLocation();
  const store = useQuery({ ...getStoreOptions(), enabled: session.isSuccess });
  if (session.isPending) return <RouteSpinner />;
  if (session.isError && isUnauthorized(session.error)) return <Navigate to={loginPath(location)} replace />;
  if (session.isError) {
    return (
      <Center minH="100dvh" bg="bg.muted">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </Center>
    );
  }
  return (
    <FeatureFlagProvider>
      <PollingProvider>
        <AnalyticsProvider user={session.data.user}>
          {/* the pages' forms: leaving with unsaved changes asks first (links, shortcuts, search) */}
          <LeaveGuard>
            <Flex minH="100dvh">
              <Sidebar storeName={store.data?.store.name} />
              <Flex direction="column" flex="1" minW="0">
                <Topbar user={session.data.user} />
                <Box as="main" flex="1" p="6" bg="bg">
                  {/* a section's code loads under the shell */}
                  <Suspense fallback={<RouteSpinner fullScreen={false} />}>
                    <SectionTitleScope>
                      <Outlet />
                    </SectionTitleScope>
                  </Suspense>
                </Box>
              </Flex>
            </Flex>
          </LeaveGuard>
        </AnalyticsProvider>
      </PollingProvider>
    </FeatureFlagProvider>
  );
}
