// The two usage-data switches, shared by the overlay and the settings page.
// Opting out turns anonymizing off and disables (and dims) its switch: with
// nothing shared there is nothing to anonymize.
import { Stack, Switch, Text } from "@chakra-ui/react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PreferencesValues } from "./preferences-form";

export const DIMMED_OPACITY = 0.5;

export function PreferenceSwitches({ form }: { form: UseFormReturn<PreferencesValues> }) {
  const { t } = useTranslation();
  const optOut = useWatch({ control: form.control, name: "opt_out" });
  return (
    <Stack gap="4">
      <Controller
        control={form.control}
        name="anonymize"
        render={({ field }) => (
          <Stack gap="1">
            {/* Only the switch is dimmed: a disabled control may be faint, its note must stay readable (WCAG 1.4.3). */}
            <Switch.Root
              name={field.name}
              checked={field.value}
              disabled={optOut}
              onCheckedChange={(e) => field.onChange(e.checked)}
              colorPalette="gray"
              opacity={optOut ? DIMMED_OPACITY : 1}
              data-testid="anonymize-setting"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label fontWeight="medium">{t("analytics.anonymize")}</Switch.Label>
            </Switch.Root>
            <Text fontSize="sm" color="fg.muted" ps="11">
              {t("analytics.anonymizeNote")}
            </Text>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="opt_out"
        render={({ field }) => (
          <Switch.Root
            name={field.name}
            checked={field.value}
            onCheckedChange={(e) => {
              field.onChange(e.checked);
              if (e.checked) form.setValue("anonymize", false);
            }}
            colorPalette="gray"
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontWeight="medium">{t("analytics.optOut")}</Switch.Label>
          </Switch.Root>
        )}
      />
      <Text fontSize="sm" color="fg.muted">
        {t("analytics.optOutNote")}
      </Text>
    </Stack>
  );
}
