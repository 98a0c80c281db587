// The signed-in user's menu in the top bar: their name opens it; it holds
// the colour theme (light, dark, the system's), kept in this browser.
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { User } from "@generated/admin/types.gen";
import { ChevronIcon } from "@app/components/controls/icons";
import { userName } from "@app/lib/person-name";
import { COLOR_MODE_CHOICES, type ColorModeChoice, useColorModeChoice } from "@app/theme/color-mode";

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [theme, chooseTheme] = useColorModeChoice();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" color="fg.muted" fontWeight="normal" title={user.email}>
          <span data-testid="signed-in-user">{userName(user)}</span>
          <ChevronIcon rotate="90deg" aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => chooseTheme(e.value as ColorModeChoice)}>
              <Menu.ItemGroupLabel>{t("shell.theme.label")}</Menu.ItemGroupLabel>
              {COLOR_MODE_CHOICES.map((choice) => (
                <Menu.RadioItem key={choice} value={choice}>
                  {t(`shell.theme.${choice}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
