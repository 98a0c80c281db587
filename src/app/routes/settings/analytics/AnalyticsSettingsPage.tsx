// /a/settings/analytics: the user's usage-data preferences, changed at any
// time after the first answer (the overlay). Saves with the update call, or
// creates the config when the user never answered.
import { Button, Flex, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postAnalyticsConfigMutation, postAnalyticsConfigUpdateMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AnalyticsConfig } from "@generated/admin/types.gen";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import { ANALYTICS_CONFIG_KEY } from "@app/providers/analytics/analytics-config-query";
import { PreferenceSwitches } from "@app/providers/analytics/PreferenceSwitches";
import { emptyPreferences, type PreferencesValues } from "@app/providers/analytics/preferences-form";
import { useAnalyticsConfig } from "@app/providers/analytics/use-analytics-config";

export default function AnalyticsSettingsPage() {
  const { t } = useTranslation();
  const { config, isLoading, isMissing, error } = useAnalyticsConfig();
  return (
    <>
      <PageHeader title={t("settings.analytics.title")} />
      {isLoading ? (
        <RouteSpinner fullScreen={false} />
      ) : error && !isMissing ? (
        <FormAlert>{errorMessage(t, error)}</FormAlert>
      ) : (
        <PreferencesForm key={config?.updated_at ?? "none"} config={config} />
      )}
    </>
  );
}

function PreferencesForm({ config }: { config: AnalyticsConfig | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PreferencesValues>({
    defaultValues: { ...emptyPreferences, anonymize: config?.anonymize ?? false, opt_out: config?.opt_out ?? false },
  });
  // Failures are toasted by the query client; the switches keep their state.
  const update = useMutation(postAnalyticsConfigUpdateMutation());
  const create = useMutation(postAnalyticsConfigMutation());
  const onSaved = async () => {
    // The config query has its own key (see analytics-config-query.ts): refresh it by that key.
    await queryClient.invalidateQueries({ queryKey: ANALYTICS_CONFIG_KEY });
    toaster.create({ type: "success", title: t("toast.success"), description: t("analytics.saved") });
  };
  const save = ({ anonymize, opt_out }: PreferencesValues) => {
    const body = { anonymize, opt_out };
    if (config) update.mutate({ body }, { onSuccess: onSaved });
    else create.mutate({ body }, { onSuccess: onSaved });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <Stack gap="6" maxW="640px">
        <PreferenceSwitches form={form} />
        <Flex justify="flex-end">
          <Button type="submit" size="sm" loading={update.isPending || create.isPending}>
            {t("analytics.save")}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
