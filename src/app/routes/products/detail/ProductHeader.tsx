// The top of a product's page: title, status, a published/draft switch, and
// the actions panel (edit one part, delete).
import { Badge, Flex, Heading, HStack, IconButton, Popover, Portal, Stack, Switch } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postProductsProductMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { MoreIcon } from "@app/components/controls/icons";
import type { EditKind } from "./use-product-edits";

interface ProductHeaderProps {
  product: Product;
  /** The edit actions of the menu, in order, with their labels. */
  edits: Record<EditKind, string>;
  onEdit: (kind: EditKind) => void;
  onDelete: () => void;
}

export function ProductHeader({ product, edits, onEdit, onDelete }: ProductHeaderProps) {
  const { t } = useTranslation();
  const update = useMutation(postProductsProductMutation());
  const [menuOpen, setMenuOpen] = useState(false);
  const choose = (action: () => void) => {
    setMenuOpen(false);
    action();
  };
  const published = (update.isPending ? update.variables.body?.status : product.status) === "published";
  return (
    <Flex justify="space-between" align="center" mb="5" gap="4" wrap="wrap">
      <HStack gap="3">
        <Heading as="h1" size="xl">
          {product.title}
        </Heading>
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
        <Popover.Root lazyMount unmountOnExit open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} positioning={{ placement: "bottom-end" }}>
          <Popover.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label={t("products.detail.actions")}>
              <MoreIcon />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="auto" minW="220px" aria-label={t("products.detail.actions")}>
                <Popover.Body p="2">
                  <Stack gap="0" align="stretch">
                    {(Object.entries(edits) as [EditKind, string][]).map(([kind, label]) => (
                      <Button key={kind} variant="ghost" size="small" justifyContent="flex-start" onClick={() => choose(() => onEdit(kind))}>
                        {label}
                      </Button>
                    ))}
                    <Button variant="ghost" size="small" justifyContent="flex-start" color="fg.error" onClick={() => choose(onDelete)}>
                      {t("products.detail.delete")}
                    </Button>
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </HStack>
    </Flex>
  );
}
