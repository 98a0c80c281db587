// The new product's options (Size: S, M) and the variants they make, one per
// combination of values, each with an optional SKU.
import { Box, Input, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button, TextInput } from "@app/components/controls";
import { type CreateValues, variantsOf } from "./product-create-form";

interface OptionsFieldsProps {
  skus: Record<string, string>;
  onSkuChange: (variantTitle: string, sku: string) => void;
}

export function OptionsFields({ skus, onSkuChange }: OptionsFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  const variants = variantsOf(useWatch({ control, name: "options" }));
  return (
    <Stack gap="4">
      {fields.map((field, index) => (
        <SimpleGrid key={field.id} columns={{ base: 1, md: 2 }} gap="3" alignItems="start">
          <TextInput control={control} name={`options.${index}.title`} label={t("products.form.optionTitle")} placeholder={t("products.form.optionTitlePlaceholder")} required />
          <TextInput
            control={control}
            name={`options.${index}.values`}
            label={t("products.form.optionValues")}
            placeholder={t("products.form.optionValuesPlaceholder")}
            required
            onDelete={() => remove(index)}
          />
        </SimpleGrid>
      ))}
      <Box>
        <Button variant="secondary" size="small" onClick={() => append({ title: "", values: "" })}>
          {t("products.form.addOption")}
        </Button>
      </Box>
      {variants.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="medium">{t("products.form.generatedVariants", { n: variants.length })}</Text>
          <Table.Root size="sm" aria-label={t("products.form.variants")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("products.form.variant")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("products.form.sku")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {variants.map((v) => (
                <Table.Row key={v.title}>
                  <Table.Cell>{v.title}</Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      aria-label={t("products.form.skuOf", { variant: v.title })}
                      value={skus[v.title] ?? ""}
                      onChange={(e) => onSkuChange(v.title, e.target.value)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}
