// The current section, or a clear notice when the store has its feature
// flag off (instead of the page failing on the server's 404).
import { Center, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches, useNavigation } from "react-router-dom";
import { RouteSpinner } from "../components/RouteSpinner";
import { type FeatureFlag, useFeatureFlag } from "../providers/feature-flags";

export function SectionOutlet() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { isEnabled, isLoading } = useFeatureFlag();
  const flag = (useMatches().at(-1)?.handle as { flag?: FeatureFlag } | undefined)?.flag;
  if (navigation.state === "loading" || (flag && isLoading)) return <RouteSpinner fullScreen={false} />;
  if (flag && !isEnabled(flag)) {
    return (
      <Center py="16" data-testid="feature-disabled">
        <Stack align="center" gap="1" textAlign="center">
          <Text fontWeight="medium">{t("featureDisabled.title")}</Text>
          <Text color="gray.600">{t("featureDisabled.description", { flag })}</Text>
        </Stack>
      </Center>
    );
  }
  return <Outlet />;
}
