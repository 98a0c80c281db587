import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { createQueryClient } from "./api/query-client";
import { RouteSpinner } from "./components/RouteSpinner";
import { translateZodIssues } from "./components/form/zod-messages";
import { syncDocumentLanguage } from "./i18n/i18n";
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
    });
    return { router, queryClient };
  });
  return runtime;
}

function LanguageSync() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    translateZodIssues(t);
    syncDocumentLanguage(i18n.resolvedLanguage ?? "en");
  }, [t, i18n.resolvedLanguage]);
  return null;
}

export function App() {
  const { router, queryClient } = useAppRuntime();
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<RouteSpinner />}>
          <LanguageSync />
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
