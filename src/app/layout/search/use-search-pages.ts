// The dashboard's own places in the search: the sidebar's sections and plugin
// pages, and the settings cards (the dashboard's and the plugins'), from the
// declarations the sidebar and the settings page read; matched by name here.
import { useTranslation } from "react-i18next";
import { useExtensions } from "@app/extensions/context";
import { pluginText } from "@app/extensions/plugin-scope";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { useSettingsCards } from "@app/routes/settings/use-settings-cards";
import { mainPath, pluginPagePath } from "@app/routes/section";
import { sidebarSections } from "@app/routes/sections";
import type { SearchHit } from "./search-kind";

export function usePages(): SearchHit[] {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const { links } = useExtensions();
  const settings = t("nav.settings");
  return [
    ...sidebarSections
      .filter((s) => !s.flag || isEnabled(s.flag))
      .map((s) => ({ id: s.path, title: t(s.label), href: mainPath(s) })),
    ...links.map(({ path, label, plugin }) => ({ id: path, title: pluginText(t, plugin.ns)(label), href: pluginPagePath(path) })),
    ...useSettingsCards().map((card) => ({ id: card.path, title: card.label, detail: settings, href: card.to })),
  ];
}

/** The pages whose name holds the text (any case), in the order above. */
export function matchPages(pages: readonly SearchHit[], text: string, locale: string): SearchHit[] {
  const wanted = text.trim().toLocaleLowerCase(locale);
  return wanted ? pages.filter((p) => p.title.toLocaleLowerCase(locale).includes(wanted)) : [];
}
