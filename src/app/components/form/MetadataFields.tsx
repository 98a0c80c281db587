// The metadata rows of a form (see metadata-form.ts): key and value, remove,
// add a row. Reads the form from react-hook-form's FormProvider.
import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button, FormErrors, TextInput } from "../controls";
import type { MetadataValues } from "./metadata-form";

/** `label`: a heading naming the rows, for a form that holds other fields too. */
export function MetadataFields({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<MetadataValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "metadata" });
  const listError = formState.errors.metadata?.root?.message ?? formState.errors.metadata?.message;
  return (
    <Stack gap="3" role={label ? "group" : undefined} aria-label={label}>
      {label && (
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      )}
      {fields.length === 0 && <Text color="fg.muted">{t("metadata.empty")}</Text>}
      {fields.map((field, index) => (
        <SimpleGrid key={field.id} columns={2} gap="3" alignItems="start">
          <TextInput control={control} name={`metadata.${index}.key`} label={t("metadata.key")} required />
          <TextInput control={control} name={`metadata.${index}.value`} label={t("metadata.value")} onDelete={() => remove(index)} />
        </SimpleGrid>
      ))}
      <FormErrors messages={listError ? [listError] : []} />
      <Box>
        <Button variant="secondary" size="small" onClick={() => append({ key: "", value: "" })}>
          {t("metadata.addRow")}
        </Button>
      </Box>
    </Stack>
  );
}
