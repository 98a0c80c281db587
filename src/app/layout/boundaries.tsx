// The error boundaries of the dashboard. A page that crashes shows the crash
// message in its place, with the way back to its section's list; the sidebar
// and top bar keep working, and any navigation tries the page again (a link
// elsewhere shows that page). A crash of the shell itself (layout, sign-in
// pages) takes the whole screen and offers a reload.
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { CrashMessage, reportCrash } from "@app/components/CrashMessage";
import { ErrorBoundary } from "@app/components/ErrorBoundary";
import { useOptionalAnalytics } from "@app/providers/analytics/analytics-context";

/** One route's page; `back`: the list of its section. */
export function RouteBoundary({ back, children }: { back: string; children: ReactNode }) {
  const location = useLocation();
  const analytics = useOptionalAnalytics();
  return (
    <ErrorBoundary
      resetKey={location.key}
      onError={(error, info) => reportCrash({ where: location.pathname, error, info }, analytics?.track)}
      fallback={(error) => <CrashMessage error={error} back={back} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Everything under the router; outside the signed-in shell, so reported on the console only. */
export function ShellBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.key}
      onError={(error, info) => reportCrash({ where: "shell", error, info })}
      fallback={(error) => <CrashMessage error={error} fullPage />}
    >
      {children}
    </ErrorBoundary>
  );
}
