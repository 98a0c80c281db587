// Title, subtitle, handle, description, material and "discountable": the
// general information of a product, in the create page and the edit modal.
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextareaInput, TextInput } from "@app/components/controls";
import { CheckboxField } from "./CheckboxField";
import type { GeneralValues } from "./product-form";

/** A gift card is never discountable: the choice is then shown off and disabled. */
export function GeneralFields({ giftCard = false }: { giftCard?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<GeneralValues>();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput control={control} name="title" label={t("products.fields.title")} required autoFocus />
        <TextInput control={control} name="subtitle" label={t("products.fields.subtitle")} />
        <TextInput control={control} name="handle" label={t("products.fields.handle")} tooltip={t("products.fields.handleHelp")} prefix="/" />
        <TextInput control={control} name="material" label={t("products.form.material")} />
      </SimpleGrid>
      <TextareaInput control={control} name="description" label={t("products.fields.description")} rows={4} />
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
