// Chooses what of an order comes back (returns, swaps, claims): each item that
// can still be returned, a quantity up to that (checked before sending), and
// optionally a return reason from the server's list with a note. The value is
// an array of ReturnItemRow (return-items.ts) at `name` of the caller's form;
// `extra` adds the caller's own fields under a chosen item (a claim's reason).
import { NativeSelect, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, get, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getReturnReasonsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, ReturnReason } from "@generated/admin/types.gen";
import { ControlledField, NumberInput, TextInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useFormat } from "@app/i18n/use-format";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { ItemTitle, itemName } from "../SummarySection";
import type { ReturnItemRow } from "./return-items";
import { itemRefund } from "./return-rules";

export interface ReturnItemsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the rows are in the form (an array of ReturnItemRow, or rows extending it). */
  name: FieldPath<T>;
  order: Order;
  label: string;
  /** Ask a return reason (the server's list) and a note per chosen item. */
  reasons?: boolean;
  /** Show what each chosen item is worth back (refunds; not for an exchange). */
  showWorth?: boolean;
  /** More fields under a chosen item, given its row's path and index. */
  extra?: (path: string, index: number) => ReactNode;
}

export function ReturnItemsField<T extends FieldValues>({ control, name, order, label, reasons = false, showWorth = false, extra }: ReturnItemsFieldProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = (useWatch({ control, name }) ?? []) as ReturnItemRow[];
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  const at = (index: number, key: string) => `${name}.${index}.${key}` as FieldPath<T>;
  if (rows.length === 0) return <Text color="fg.muted">{t("orders.afterSale.items.none")}</Text>;
  return (
    <Stack gap="4" role="group" aria-label={label}>
      <Text fontWeight="medium">{label}</Text>
      {rows.map((row, i) => {
        const item = items.get(row.item_id);
        if (!item) return null;
        return (
          <Stack key={row.item_id} gap="3" borderWidth="1px" rounded="md" p="3">
            <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ sm: "center" }}>
              <ItemTitle item={item} />
              <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                {t("orders.afterSale.items.returnable", { count: row.returnable })}
              </Text>
            </Stack>
            <CheckboxField control={control} name={at(i, "chosen")} label={t("orders.afterSale.items.choose", { title: itemName(item) })} />
            {row.chosen && (
              <Stack gap="3" ps={{ sm: "7" }}>
                <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
                  <Stack w={{ sm: "48" }} flexShrink={0}>
                    <NumberInput
                      control={control}
                      name={at(i, "quantity")}
                      label={t("orders.afterSale.items.quantity", { title: itemName(item) })}
                      min={1}
                      max={row.returnable}
                      steppers
                    />
                  </Stack>
                  {showWorth && (
                    <Text textStyle="sm" color="fg.muted" pb="2">
                      {t("orders.afterSale.items.worth", { amount: format.money(itemRefund(item, row.quantity ?? 0), order.currency_code) })}
                    </Text>
                  )}
                </Stack>
                {reasons && (
                  <>
                    <ReasonSelect control={control} name={at(i, "reason_id")} title={itemName(item)} />
                    <TextInput control={control} name={at(i, "note")} label={t("orders.afterSale.items.note", { title: itemName(item) })} />
                  </>
                )}
                {extra?.(`${name}.${i}`, i)}
              </Stack>
            )}
          </Stack>
        );
      })}
      {message && (
        <Text role="alert" textStyle="sm" color="fg.error">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/** The server's return reasons; a reason with children heads a group of them (each choosable). */
function ReasonSelect<T extends FieldValues>({ control, name, title }: { control: Control<T>; name: FieldPath<T>; title: string }) {
  const { t } = useTranslation();
  const reasons = useQuery(getReturnReasonsOptions());
  const label = t("orders.afterSale.items.reason", { title });
  if (reasons.error) return <ErrorState error={reasons.error} onRetry={() => void reasons.refetch()} />;
  if (!reasons.data) return <Spinner size="sm" aria-label={label} />;
  const list = reasons.data.return_reasons;
  return (
    <ControlledField
      control={control}
      name={name}
      label={label}
      render={(field) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field} value={(field.value as string | undefined) ?? ""}>
            <option value="">{list.length === 0 ? t("orders.afterSale.items.noReasons") : t("orders.afterSale.items.noReason")}</option>
            {list.map((reason) => (reason.return_reason_children?.length ? <ReasonGroup key={reason.id} reason={reason} /> : <ReasonOption key={reason.id} reason={reason} />))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}

const ReasonOption = ({ reason }: { reason: ReturnReason }) => <option value={reason.id}>{reason.label}</option>;

function ReasonGroup({ reason }: { reason: ReturnReason }) {
  return (
    <optgroup label={reason.label}>
      <ReasonOption reason={reason} />
      {reason.return_reason_children!.map((child) => (
        <ReasonOption key={child.id} reason={child} />
      ))}
    </optgroup>
  );
}
