// The sheet `?` opens: every shortcut of the registry, by group, with its keys
// as they read on the user's keyboard.
import { Dialog, Flex, Stack, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "@app/i18n/translation-key";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { keyCaps } from "./key-labels";
import { SHORTCUT_GROUPS, type ShortcutGroup, shortcuts } from "./registry";
import { KeyCap } from "./KeyCap";

const GROUP_TITLES: Record<ShortcutGroup, TranslationKey> = {
  general: "shell.shortcuts.groups.general",
  navigation: "shell.shortcuts.groups.navigation",
  record: "shell.shortcuts.groups.record",
};

export default function ShortcutsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalFrame open={open} onClose={onClose} size="medium">
      <Dialog.Header>
        <Dialog.Title>{t("shell.shortcuts.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Stack gap="5">
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group} aria-labelledby={`shortcuts-${group}`}>
              <Text id={`shortcuts-${group}`} fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
                {t(GROUP_TITLES[group])}
              </Text>
              <Stack as="dl" gap="2">
                {shortcuts
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <Flex key={s.id} justify="space-between" align="center" gap="4">
                      <Text as="dt">{s.label(t)}</Text>
                      <Flex as="dd" gap="1" align="center" flexShrink={0}>
                        {s.keys.map((keys, i) => (
                          <Fragment key={keys}>
                            {i > 0 && (
                              <Text as="span" fontSize="xs" color="fg.muted">
                                {t("shell.shortcuts.or")}
                              </Text>
                            )}
                            {keys.split(" ").map((chord, j) => (
                              <Fragment key={j}>
                                {j > 0 && (
                                  <Text as="span" fontSize="xs" color="fg.muted">
                                    {t("shell.shortcuts.then")}
                                  </Text>
                                )}
                                {keyCaps(chord, t).map((cap) => (
                                  <KeyCap key={cap}>{cap}</KeyCap>
                                ))}
                              </Fragment>
                            ))}
                          </Fragment>
                        ))}
                      </Flex>
                    </Flex>
                  ))}
              </Stack>
            </section>
          ))}
        </Stack>
      </Dialog.Body>
    </ModalFrame>
  );
}
