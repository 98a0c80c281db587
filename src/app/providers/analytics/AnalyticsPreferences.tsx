// The usage-data preferences overlay of the signed-in shell: offered (after
// the conditions have held for 1000 ms) to a user who has not answered yet,
// saved as their analytics config. The dialog's code loads only when shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { postAnalyticsConfigMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { errorMessage } from "@app/components/form/error-message";
import { toaster } from "@app/components/toaster";
import { useDebouncedValue } from "@app/lib/use-debounced-value";
import { ANALYTICS_CONFIG_KEY } from "./analytics-config-query";
import { isOverlayOpen, OVERLAY_DEBOUNCE_MS, shouldOfferPreferences } from "./overlay-visibility";
import type { PreferencesValues } from "./preferences-form";
import { useAnalyticsConfig } from "./use-analytics-config";

const PreferencesDialog = lazy(() => import("./PreferencesDialog"));

export function AnalyticsPreferences({ user, onSaved }: { user: User | undefined; onSaved?: (values: PreferencesValues) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { flagOn, isLoading, isMissing } = useAnalyticsConfig();
  const offered = useDebouncedValue(shouldOfferPreferences({ signedIn: Boolean(user), flagOn, isLoading, isMissing }), OVERLAY_DEBOUNCE_MS);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // Its failure is shown here (with what was typed kept), not by the global toast.
  const create = useMutation(inlineErrors(postAnalyticsConfigMutation()));

  const save = async (values: PreferencesValues) => {
    setSaving(true);
    try {
      await create.mutateAsync({ body: { anonymize: values.anonymize, opt_out: values.opt_out } });
      await queryClient.invalidateQueries({ queryKey: ANALYTICS_CONFIG_KEY });
      setSaved(true);
      onSaved?.(values);
      toaster.create({ type: "success", title: t("toast.success"), description: t("analytics.saved") });
    } catch (error) {
      toaster.create({ type: "error", title: t("toast.error"), description: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  };

  if (!user || !isOverlayOpen({ offered, saving, saved })) return null;
  return (
    <Suspense fallback={null}>
      <PreferencesDialog placeholderEmail={user.email} isSaving={saving} onSave={save} />
    </Suspense>
  );
}
