// A category row's menu: its products, edit, add a sub-category, the four
// moves (the same as Alt + arrows, for whoever does not know the keys) and delete.
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { MoreIcon } from "@app/components/controls/icons";
import type { Category, KeyboardMove } from "./category-tree";

export type CategoryAction = "products" | "edit" | "addChild" | "delete";

const MOVES: KeyboardMove[] = ["up", "down", "indent", "outdent"];

interface CategoryActionsProps {
  category: Category;
  /** In the tab order only on the tree's focused row (one tab stop per row otherwise would be many). */
  tabbable: boolean;
  canMove: (direction: KeyboardMove) => boolean;
  onMove: (direction: KeyboardMove) => void;
  onAction: (action: CategoryAction) => void;
}

export function CategoryActions({ category, tabbable, canMove, onMove, onAction }: CategoryActionsProps) {
  const { t } = useTranslation();
  const item = (action: CategoryAction) => (
    <Menu.Item value={action} onSelect={() => onAction(action)} color={action === "delete" ? "fg.error" : undefined}>
      {t(`categories.actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" tabIndex={tabbable ? 0 : -1} aria-label={t("categories.actions.label", { name: category.name })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {item("products")}
            {item("edit")}
            {item("addChild")}
            <Menu.Separator />
            {MOVES.map((direction) => (
              <Menu.Item key={direction} value={`move-${direction}`} disabled={!canMove(direction)} onSelect={() => onMove(direction)}>
                {t(`categories.move.${direction}`)}
              </Menu.Item>
            ))}
            <Menu.Separator />
            {item("delete")}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
