// The settings page's cards: the dashboard's (those whose feature is on) and
// the plugins' settings pages. Also the global search's settings results.
import { useTranslation } from "react-i18next";
import { useExtensions } from "@app/extensions/context";
import { pluginText } from "@app/extensions/plugin-scope";
import type { ExtensionIcon } from "@app/extensions/types";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { mainPath, pluginPagePath } from "@app/routes/section";
import { settingsCards } from "@app/routes/sections";

export interface SettingsCard {
  /** Under /a/ (`settings/regions`): the cards' order. */
  path: string;
  to: string;
  label: string;
  description: string;
  icon?: ExtensionIcon;
}

/** The dashboard's cards (those whose feature is on) and the plugins' settings pages, one list sorted by path. */
export function useSettingsCards(): SettingsCard[] {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const { settings: pluginSettings } = useExtensions();
  return [
    ...settingsCards
      .filter((card) => !card.flag || isEnabled(card.flag))
      .map((card) => ({ path: card.path, to: mainPath(card), label: t(card.label), description: t(card.nav.description) })),
    ...pluginSettings.map(({ path, label, description, icon, plugin }) => {
      const text = pluginText(t, plugin.ns);
      return { path, to: pluginPagePath(path), label: text(label), description: text(description), icon };
    }),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
