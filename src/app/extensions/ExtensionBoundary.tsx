// Isolation: a plugin's page or widget that throws while rendering shows a
// small notice in its place; the page around it keeps working. Also gives the
// plugin's components their PluginContext (translations) and a Suspense
// boundary (plugins may lazy-load parts of themselves).
import { Box, Text } from "@chakra-ui/react";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "@app/components/ErrorBoundary";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { PluginContext } from "./plugin-scope";
import type { PluginInfo } from "./store";

type Kind = "page" | "widget";

interface BoundaryProps {
  plugin: PluginInfo;
  kind: Kind;
  /** Where, for the console: a path or a zone. */
  where: string;
  children: ReactNode;
}

function FailedNotice({ plugin, kind }: { plugin: string; kind: Kind }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.muted" bg="bg.error" color="fg.error" rounded="md" px="3" py="2" data-testid="extension-error">
      <Text fontSize="sm">{kind === "page" ? t("extensions.pageFailed", { plugin }) : t("extensions.widgetFailed", { plugin })}</Text>
    </Box>
  );
}

/** One plugin page or widget, isolated and in its plugin's context; tried again on each navigation. */
export function PluginScope({ plugin, kind, where, children }: BoundaryProps) {
  const location = useLocation();
  return (
    <PluginContext.Provider value={plugin}>
      <ErrorBoundary
        resetKey={location.key}
        onError={(error, info) =>
          console.error(`[admin-plugins] The ${kind} of plugin "${plugin.name}" at ${where} failed:`, error, info.componentStack)
        }
        fallback={() => <FailedNotice plugin={plugin.name} kind={kind} />}
      >
        <Suspense fallback={kind === "page" ? <RouteSpinner fullScreen={false} /> : null}>{children}</Suspense>
      </ErrorBoundary>
    </PluginContext.Provider>
  );
}
