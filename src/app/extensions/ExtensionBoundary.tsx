// Isolation: a plugin's page or widget that throws while rendering shows a
// small notice in its place; the page around it keeps working. Also gives the
// plugin's components their PluginContext (translations) and a Suspense
// boundary (plugins may lazy-load parts of themselves).
import { Box, Text } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
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

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    const { plugin, kind, where } = this.props;
    console.error(`[admin-plugins] The ${kind} of plugin "${plugin.name}" at ${where} failed:`, error, info.componentStack);
  }

  render() {
    const { plugin, kind, children } = this.props;
    return this.state.failed ? <FailedNotice plugin={plugin.name} kind={kind} /> : children;
  }
}

function FailedNotice({ plugin, kind }: { plugin: string; kind: Kind }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" color="red.800" rounded="md" px="3" py="2" data-testid="extension-error">
      <Text fontSize="sm">{kind === "page" ? t("extensions.pageFailed", { plugin }) : t("extensions.widgetFailed", { plugin })}</Text>
    </Box>
  );
}

/** One plugin page or widget, isolated and in its plugin's context. */
export function PluginScope({ plugin, kind, where, children }: BoundaryProps) {
  return (
    <PluginContext.Provider value={plugin}>
      <Boundary plugin={plugin} kind={kind} where={where}>
        <Suspense fallback={kind === "page" ? <RouteSpinner fullScreen={false} /> : null}>{children}</Suspense>
      </Boundary>
    </PluginContext.Provider>
  );
}
