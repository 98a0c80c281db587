// How the new items of an exchange or a replacement claim ship: a shipping
// option of the order's region (not a return one), at a price staff give (the
// customer pays that, whatever the option's own price). The form's fields are
// `shipping_option_id` ("" for none) and `shipping_price` (the typed amount),
// the latter shown once an option is chosen.
import { NativeSelect, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type Control, useWatch } from "react-hook-form";
import { getShippingOptionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { ControlledField, TextInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";

interface NewItemsShipping {
  shipping_option_id: string;
  shipping_price: string;
}

interface NewItemsShippingFieldProps<T extends NewItemsShipping> {
  control: Control<T>;
  order: Order;
  label: string;
  /** The empty choice: none (the customer's checkout chooses), or a prompt where a choice is required. */
  emptyChoice: string;
  priceLabel: string;
  helper?: string;
  required?: boolean;
}

export function NewItemsShippingField<T extends NewItemsShipping>(props: NewItemsShippingFieldProps<T>) {
  const { order, label, emptyChoice, priceLabel, helper, required } = props;
  // the two fields every caller's form has (a generic form's paths cannot name them)
  const control = props.control as unknown as Control<NewItemsShipping>;
  const options = useQuery(getShippingOptionsOptions({ query: { region_id: order.region_id, is_return: false } }));
  const chosen = useWatch({ control, name: "shipping_option_id" });
  if (options.error) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Spinner size="sm" aria-label={label} />;
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }}>
      <Stack flex="1">
        <ControlledField
          control={control}
          name="shipping_option_id"
          label={label}
          helper={helper}
          required={required}
          render={(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value="">{emptyChoice}</option>
                {options.data.shipping_options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        />
      </Stack>
      {chosen && (
        <Stack w={{ sm: "48" }}>
          <TextInput control={control} name="shipping_price" label={priceLabel} required prefix={order.currency_code.toUpperCase()} inputMode="decimal" ps="14" />
        </Stack>
      )}
    </Stack>
  );
}
