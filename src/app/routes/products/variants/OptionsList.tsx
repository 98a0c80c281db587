// The product's options, each with its values as chips and its actions.
import { Badge, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ProductOption } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { distinctValues } from "./generate-variants";

interface OptionsListProps {
  options: readonly ProductOption[];
  onEdit: (option: ProductOption) => void;
  onDelete: (option: ProductOption) => void;
}

export function OptionsList({ options, onEdit, onDelete }: OptionsListProps) {
  const { t } = useTranslation();
  if (options.length === 0) return <Text color="fg.muted">{t("products.options.empty")}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {options.map((option) => (
        <HStack as="li" key={option.id} justify="space-between" align="flex-start" gap="4" aria-label={option.title}>
          {/* minW: a long option title wraps instead of pushing the buttons off the page */}
          <Stack gap="1" minW="0">
            <Text fontWeight="medium">{option.title}</Text>
            <Wrap gap="1">
              {distinctValues(option).map((value) => (
                // a long value wraps in its badge (whose text is a flex item: anywhere lets it shrink)
                <Badge key={value} variant="outline" whiteSpace="normal" overflowWrap="anywhere">
                  {value}
                </Badge>
              ))}
            </Wrap>
          </Stack>
          <HStack gap="1">
            <Button variant="ghost" size="small" aria-label={t("products.options.editNamed", { title: option.title })} onClick={() => onEdit(option)}>
              {t("products.options.edit")}
            </Button>
            <Button variant="ghost" size="small" aria-label={t("products.options.deleteNamed", { title: option.title })} onClick={() => onDelete(option)}>
              {t("products.options.delete")}
            </Button>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
