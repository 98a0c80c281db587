// Weight, dimensions and customs information of a product.
import { SimpleGrid } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NumberInput, TextInput } from "@app/components/controls";
import type { AttributeValues } from "./product-form";

export function AttributeFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<AttributeValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {(["weight", "length", "width", "height"] as const).map((name) => (
        <NumberInput key={name} control={control} name={name} label={t(`products.form.${name}`)} min={0} />
      ))}
      <TextInput control={control} name="mid_code" label={t("products.form.mid_code")} />
      <TextInput control={control} name="hs_code" label={t("products.form.hs_code")} />
      <TextInput control={control} name="origin_country" label={t("products.form.origin_country")} maxLength={2} />
    </SimpleGrid>
  );
}
