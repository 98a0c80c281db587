// The new items an exchange or a claim sends, as part of its form: variants
// picked with their price in the order's region and currency, a quantity each,
// removable, and what they add up to. The form's values hold them under
// `new_items` (see new-items.ts); the form sends `newItemsBody` of them.
import { HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type Control, type FieldValues, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { Button, NumberInput } from "@app/components/controls";
import { PlusIcon, TrashIcon } from "@app/components/controls/icons";
import { useFormat } from "@app/i18n/use-format";
import { VariantPickerModal } from "../variant-picker/VariantPickerModal";
import { addPicks, type NewItemsValues, newItemsTotal } from "./new-items";

interface NewItemsFieldProps<T extends FieldValues & NewItemsValues> {
  order: Order;
  control: Control<T>;
}

export function NewItemsField<T extends FieldValues & NewItemsValues>(props: NewItemsFieldProps<T>) {
  // The field reads and writes only its own key of the caller's form.
  const control = props.control as unknown as Control<NewItemsValues>;
  const { order } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const [picking, setPicking] = useState(false);
  const rows = useFieldArray({ control, name: "new_items", keyName: "key" });
  const items = useWatch({ control, name: "new_items" }) ?? [];
  const { errors } = useFormState({ control, name: "new_items" });
  const problem = errors.new_items?.root?.message ?? errors.new_items?.message;
  const money = (amount: number) => format.money(amount, order.currency_code);
  return (
    <Stack gap="3" role="group" aria-label={t("orders.afterSale.newItems.title")}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{t("orders.afterSale.newItems.title")}</Text>
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          <PlusIcon />
          {t("orders.afterSale.newItems.add")}
        </Button>
      </HStack>
      {rows.fields.length === 0 ? (
        <Text color="fg.muted">{t("orders.afterSale.newItems.empty")}</Text>
      ) : (
        rows.fields.map((row, i) => (
          <Stack key={row.key} direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }} justify="space-between">
            <Stack gap="0">
              <Text>{row.title}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t("orders.afterSale.newItems.unitPrice", { price: money(row.unit_price) })}
              </Text>
            </Stack>
            <HStack align="flex-end" gap="2" flexShrink={0}>
              <Stack w={{ sm: "48" }}>
                <NumberInput control={control} name={`new_items.${i}.quantity`} label={t("orders.afterSale.newItems.quantity", { title: row.title })} min={1} steppers />
              </Stack>
              <IconButton variant="ghost" aria-label={t("orders.afterSale.newItems.remove", { title: row.title })} onClick={() => rows.remove(i)}>
                <TrashIcon />
              </IconButton>
            </HStack>
          </Stack>
        ))
      )}
      {problem && (
        <Text role="alert" textStyle="sm" color="fg.error">
          {problem}
        </Text>
      )}
      {rows.fields.length > 0 && (
        <HStack justify="space-between">
          <Text color="fg.muted">{t("orders.afterSale.newItems.total")}</Text>
          <Text fontWeight="medium">{money(newItemsTotal(items))}</Text>
        </HStack>
      )}
      {picking && <VariantPickerModal order={order} onAdd={(picks) => rows.replace(addPicks(items, picks))} onClose={() => setPicking(false)} />}
    </Stack>
  );
}
