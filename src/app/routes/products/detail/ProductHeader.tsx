// The top of a product's page: title, status, a published/draft switch, and
// the actions menu (edit one part, delete).
import { Badge, Flex, HStack, IconButton, Menu, Portal, Switch } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postProductsProductMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { MoreIcon } from "@app/components/controls/icons";
import { PageTitle } from "@app/components/PageHeader";
import type { EditKind } from "./use-product-edits";

interface ProductHeaderProps {
  product: Product;
  /** The edit actions of the menu, in order, with their labels (the gift-card product offers fewer). */
  edits: Partial<Record<EditKind, string>>;
  onEdit: (kind: EditKind) => void;
  onDelete: () => void;
}

export function ProductHeader({ product, edits, onEdit, onDelete }: ProductHeaderProps) {
  const { t } = useTranslation();
  const update = useMutation(postProductsProductMutation());
  const published = (update.isPending ? update.variables.body?.status : product.status) === "published";
  return (
    <Flex justify="space-between" align="center" mb="5" gap="4" wrap="wrap">
      <HStack gap="3">
        <PageTitle>{product.title}</PageTitle>
        <Badge colorPalette={product.status === "published" ? "green" : "gray"}>{t(`products.status.${product.status}`)}</Badge>
      </HStack>
      <HStack gap="4">
        <Switch.Root
          checked={published}
          disabled={update.isPending}
          onCheckedChange={(e) => update.mutate({ path: { id: product.id }, body: { status: e.checked ? "published" : "draft" } })}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t("products.status.published")}</Switch.Label>
        </Switch.Root>
        {/* A menu, not a popover: it gives focus back to its button before the chosen modal opens (a popover
            returned it after, and the modal, seeing focus leave, closed at once); arrow keys move in it. */}
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label={t("products.detail.actions")}>
              <MoreIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="220px" aria-label={t("products.detail.actions")}>
                {(Object.entries(edits) as [EditKind, string][]).map(([kind, label]) => (
                  <Menu.Item key={kind} value={kind} onSelect={() => onEdit(kind)}>
                    {label}
                  </Menu.Item>
                ))}
                <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
                  {t("products.detail.delete")}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
  );
}
