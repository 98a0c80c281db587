// Title, subtitle, handle, description, material and "discountable": the
// general information of a product, in the create page and the edit modal.
import { SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextInput } from "@app/components/controls";
import { FormField } from "@app/components/form/FormField";
import { CheckboxField } from "./CheckboxField";
import type { GeneralValues } from "./product-form";

/** A gift card is never discountable: the choice is then shown off and disabled. */
export function GeneralFields({ giftCard = false }: { giftCard?: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<GeneralValues>();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput control={control} name="title" label={t("products.fields.title")} required autoFocus />
        <TextInput control={control} name="subtitle" label={t("products.fields.subtitle")} />
        <TextInput control={control} name="handle" label={t("products.fields.handle")} tooltip={t("products.fields.handleHelp")} prefix="/" />
        <TextInput control={control} name="material" label={t("products.form.material")} />
      </SimpleGrid>
      <FormField label={t("products.fields.description")} error={formState.errors.description?.message}>
        <Textarea rows={4} {...register("description")} />
      </FormField>
      <CheckboxField
        control={control}
        name="discountable"
        label={t("products.form.discountable")}
        helper={t(giftCard ? "products.form.giftCardNotDiscountable" : "products.form.discountableHelp")}
        disabled={giftCard}
      />
    </Stack>
  );
}
