import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useExtensions } from "@app/extensions/context";
import { pluginText } from "@app/extensions/plugin-scope";
import { preloadPageTexts } from "@app/i18n/page-texts";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { onContentShown } from "./content-shown";
import { mainPath, pluginPagePath, prefetchSection, type Section } from "@app/routes/section";
import { sidebarSections } from "@app/routes/sections";

/** A section's page, its list's first page and the page texts, loaded ahead of a click. */
function prefetch(section: Section, queryClient: QueryClient, i18n: I18n) {
  prefetchSection(section, queryClient);
  preloadPageTexts(i18n);
}

/**
 * Every section's main page, loaded when the browser is next idle: its code
 * (a few kB each), its list's first page (one small request each) and the
 * texts of pages, so that a later click shows rows from the cache at once,
 * refreshed in the background if they are stale by then. Returns the cancel function.
 */
function preloadWhenIdle(sections: readonly Section[], queryClient: QueryClient, i18n: I18n) {
  if (typeof requestIdleCallback !== "function") return () => {};
  const id = requestIdleCallback(() => sections.forEach((s) => prefetch(s, queryClient, i18n)), { timeout: 5000 });
  return () => cancelIdleCallback(id);
}

export function Sidebar({ storeName }: { storeName?: string }) {
  const { t, i18n } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const queryClient = useQueryClient();
  const { links: pluginLinks } = useExtensions();
  useEffect(() => {
    let cancel = () => {};
    // a section whose feature is off (or not known yet) is not asked for: its list would answer an error
    const shown = sidebarSections.filter((s) => !s.flag || isEnabled(s.flag));
    const unsubscribe = onContentShown(() => (cancel = preloadWhenIdle(shown, queryClient, i18n)));
    return () => {
      unsubscribe();
      cancel();
    };
  }, [queryClient, i18n, isEnabled]);
  return (
    <Box as="nav" aria-label={t("shell.mainNavigation")} w="240px" flexShrink={0} borderEndWidth="1px" bg="bg.subtle" p="4" minH="100dvh">
      <Text fontWeight="semibold" mb="6" truncate data-testid="store-name">
        {storeName ?? t("shell.appName")}
      </Text>
      <Stack gap="1">
        {sidebarSections
          .filter((s) => !s.flag || isEnabled(s.flag))
          .map((s) => (
            <Link
              key={s.path}
              asChild
              variant="plain"
              px="3"
              py="2"
              rounded="md"
              color="fg.muted"
              _hover={{ bg: "bg.muted", textDecoration: "none" }}
              css={{ "&.active": { bg: "bg.emphasized", color: "fg", fontWeight: "medium" } }}
            >
              <NavLink
                to={mainPath(s)}
                end={s.path === "customers"}
                onPointerEnter={() => prefetch(s, queryClient, i18n)}
                onFocus={() => prefetch(s, queryClient, i18n)}
              >
                {t(s.label)}
              </NavLink>
            </Link>
          ))}
        {/* Plugin pages, after the dashboard's own; labels from each plugin's translations. */}
        {pluginLinks.map(({ path, label, icon: Icon, plugin }) => (
          <Link key={path} asChild {...pluginLinkStyle}>
            <NavLink to={pluginPagePath(path)}>
              {Icon && <Icon aria-hidden />}
              {pluginText(t, plugin.ns)(label)}
            </NavLink>
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

// As the section links above.
const pluginLinkStyle = {
  variant: "plain",
  px: "3",
  py: "2",
  gap: "2",
  rounded: "md",
  color: "fg.muted",
  _hover: { bg: "bg.muted", textDecoration: "none" },
  css: { "&.active": { bg: "bg.emphasized", color: "fg", fontWeight: "medium" } },
} as const;
