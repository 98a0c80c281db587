import { ChakraProvider } from "@chakra-ui/react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { errorMessage } from "./components/form/error-message";
import { createQueryClient } from "./api/query-client";
import type { RuntimeConfig } from "./api/runtime-config";
import { DeferredToaster } from "./components/DeferredToaster";
import { toaster } from "./components/toaster";
import { MedusaProvider } from "./providers/medusa";
import { RouteSpinner } from "./components/RouteSpinner";
import { i18n, syncDocumentLanguage } from "./i18n/i18n";
import { loginPath } from "./routes/login/redirect";
import { createRouter } from "./router";
import { system } from "./theme/system";

function useAppRuntime() {
  const [runtime] = useState(() => {
    const router = createRouter();
    const queryClient = createQueryClient({
      // Any admin call answering 401 means the session ended: sign in again,
      // then come back to the same page.
      onUnauthorized: () => {
        const { location } = router.state;
        if (location.pathname.startsWith("/a")) {
          queryClient.clear();
          void router.navigate(loginPath(location), { replace: true });
        }
      },
      onMutationError: (error) => toaster.create({ type: "error", title: i18n.t("toast.error"), description: errorMessage(i18n.t, error) }),
    });
    return { router, queryClient };
  });
  return runtime;
}

function LanguageSync() {
  const { i18n: active } = useTranslation();
  useEffect(() => syncDocumentLanguage(active.resolvedLanguage ?? "en"), [active.resolvedLanguage]);
  return null;
}

export function App({ config }: { config: RuntimeConfig }) {
  const { router, queryClient } = useAppRuntime();
  return (
    <ChakraProvider value={system}>
      <MedusaProvider config={config} queryClient={queryClient}>
        <Suspense fallback={<RouteSpinner />}>
          <LanguageSync />
          <RouterProvider router={router} />
          <DeferredToaster />
        </Suspense>
      </MedusaProvider>
    </ChakraProvider>
  );
}
