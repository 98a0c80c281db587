import { ChakraProvider } from "@chakra-ui/react";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter, useLocation, useNavigate } from "react-router-dom";
import { createQueryClient } from "./api/query-client";
import { keepTabCache, restoreTabCache } from "./api/tab-cache";
import type { RuntimeConfig } from "./api/runtime-config";
import { errorMessage } from "./components/form/error-message";
import { AppExtensions } from "./extensions/AppExtensions";
import { RouteSpinner } from "./components/RouteSpinner";
import { ComponentLocale } from "./i18n/ComponentLocale";
import { ShellBoundary } from "./layout/boundaries";
import { i18n, syncDocumentLanguage } from "./i18n/i18n";
import { MedusaProvider } from "./providers/medusa";
import { forgetSession } from "./providers/session";
import { AppRoutes } from "./router";
import { loginPath } from "./routes/login/redirect";
import { ADMIN_ROOT } from "./routes/section";
import { appSystem } from "./theme/system";

const SESSION_ENDED = "session-ended";

// The toast store (Zag's toast machine) is not needed to show the sign-in
// page: it loads in the admin area, whose pages create toasts, or with the
// first toast asked for elsewhere.
const loadToaster = () => import("./components/toaster");
const DeferredToaster = lazy(() => import("./components/DeferredToaster").then((m) => ({ default: m.DeferredToaster })));

function Toasts({ requested }: { requested: boolean }) {
  const { pathname } = useLocation();
  const inAdmin = pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`);
  return inAdmin || requested ? (
    <Suspense fallback={null}>
      <DeferredToaster />
    </Suspense>
  ) : null;
}

function useAppRuntime() {
  const [toastsRequested, setToastsRequested] = useState(false);
  const [runtime] = useState(() => {
    const events = new EventTarget();
    const queryClient = createQueryClient({
      onUnauthorized: () => events.dispatchEvent(new Event(SESSION_ENDED)),
      onMutationError: (error) => {
        setToastsRequested(true);
        void loadToaster().then(({ toaster }) =>
          toaster.create({ type: "error", title: i18n.t("toast.error"), description: errorMessage(i18n.t, error) }),
        );
      },
    });
    restoreTabCache(queryClient);
    return { events, queryClient };
  });
  useEffect(() => keepTabCache(runtime.queryClient), [runtime.queryClient]);
  return { ...runtime, toastsRequested };
}

/** Any admin call answering 401 means the session ended: sign in again, then come back to the same page. */
function SessionEndedRedirect({ events, queryClient }: { events: EventTarget; queryClient: QueryClient }) {
  const navigate = useNavigate();
  const location = useLocation();
  // An effect event: it reads the location of the moment the session ends, without resubscribing per page.
  const redirect = useEffectEvent(() => {
    if (!location.pathname.startsWith(ADMIN_ROOT)) return;
    forgetSession(queryClient);
    navigate(loginPath(location), { replace: true });
  });
  useEffect(() => {
    const onEnded = () => redirect();
    events.addEventListener(SESSION_ENDED, onEnded);
    return () => events.removeEventListener(SESSION_ENDED, onEnded);
  }, [events]);
  return null;
}

function LanguageSync() {
  const { i18n: active } = useTranslation();
  useEffect(() => syncDocumentLanguage(active.resolvedLanguage ?? "en"), [active.resolvedLanguage]);
  return null;
}

export function App({ config }: { config: RuntimeConfig }) {
  const { events, queryClient, toastsRequested } = useAppRuntime();
  return (
    <ChakraProvider value={appSystem}>
      <MedusaProvider config={config} queryClient={queryClient}>
        <BrowserRouter>
          <ShellBoundary>
            <SessionEndedRedirect events={events} queryClient={queryClient} />
            <Suspense fallback={<RouteSpinner />}>
              <LanguageSync />
              <ComponentLocale>
                <AppExtensions>
                  <AppRoutes />
                </AppExtensions>
                <Toasts requested={toastsRequested} />
              </ComponentLocale>
            </Suspense>
          </ShellBoundary>
        </BrowserRouter>
      </MedusaProvider>
    </ChakraProvider>
  );
}
