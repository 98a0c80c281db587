// Chooses how items come back: one of the return shipping options of the
// order's region (is_return) with what the customer pays for it in the
// order's currency, or none (the customer sends them back themselves). The
// value is the option's id, "" for none; `returnShippingOption` finds the
// chosen option for totals.
import { NativeSelect, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getShippingOptionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, ShippingOption } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useFormat } from "@app/i18n/use-format";
import { orderTaxRate, returnShippingPrice } from "./return-rules";

/** The order region's return shipping options (one cache entry for the field and its caller's totals). */
export function useReturnShippingOptions(order: Order) {
  return useQuery(getShippingOptionsOptions({ query: { region_id: order.region_id, is_return: true } }));
}

/** The option chosen by id, if any. */
export const returnShippingOption = (options: ShippingOption[] | undefined, id: string) => (id ? options?.find((o) => o.id === id) : undefined);

interface ReturnShippingFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  order: Order;
  label?: string;
}

export function ReturnShippingField<T extends FieldValues>({ control, name, order, label }: ReturnShippingFieldProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const options = useReturnShippingOptions(order);
  const fieldLabel = label ?? t("orders.afterSale.shipping.label");
  if (options.error) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Spinner size="sm" aria-label={fieldLabel} />;
  const list = options.data.shipping_options;
  const rate = orderTaxRate(order);
  return (
    <ControlledField
      control={control}
      name={name}
      label={fieldLabel}
      helper={list.length === 0 ? t("orders.afterSale.shipping.noOptions") : t("orders.afterSale.shipping.help")}
      render={(field) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field} value={(field.value as string | undefined) ?? ""}>
            <option value="">{t("orders.afterSale.shipping.none")}</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>
                {t("orders.afterSale.shipping.option", { name: option.name, price: format.money(returnShippingPrice(option, rate), order.currency_code) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
