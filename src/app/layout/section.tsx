// The section a route belongs to (its label and feature flag), for the pages that
// need it, and the gate that says so when the store has the flag off
// (instead of the page failing on the server's 404).
import { Center, Stack, Text } from "@chakra-ui/react";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { WidgetZone } from "@app/extensions/context";
import { listZonesOf } from "@app/extensions/zones";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { mainPath, type Section } from "@app/routes/section";
import { RouteBoundary } from "./boundaries";

const SectionContext = createContext<Section | null>(null);

export const useSection = () => useContext(SectionContext);

/**
 * A page of `section`, in its own error boundary; `main`: the section's own
 * page (its list), which shows the section's plugin zones.
 */
export function SectionRoute({ section, main, children }: { section: Section; main: boolean; children: ReactNode }) {
  // The main page shows its plugin widgets before and after it (`order.list.before`, …),
  // so that list pages need not render zones themselves.
  const zones = main ? listZonesOf(section.zone) : undefined;
  const page = zones ? (
    <>
      <WidgetZone name={zones.before} />
      {children}
      <WidgetZone name={zones.after} />
    </>
  ) : (
    children
  );
  return (
    <SectionContext.Provider value={section}>
      <RouteBoundary back={mainPath(section)}>{section.flag ? <FeatureGate flag={section.flag}>{page}</FeatureGate> : page}</RouteBoundary>
    </SectionContext.Provider>
  );
}

function FeatureGate({ flag, children }: { flag: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { isEnabled, isLoading } = useFeatureFlag();
  if (isLoading) return <RouteSpinner fullScreen={false} />;
  if (isEnabled(flag)) return children;
  return (
    <Center py="16" data-testid="feature-disabled">
      <Stack align="center" gap="1" textAlign="center">
        <Text fontWeight="medium">{t("featureDisabled.title")}</Text>
        <Text color="fg.muted">{t("featureDisabled.description", { flag })}</Text>
      </Stack>
    </Center>
  );
}
