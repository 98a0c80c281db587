// Step 5: where the draft ships and whom it bills, in the region's countries.
// The chosen customer's saved address fills the shipping form the first time
// (an address already typed is kept); billing is the same unless unticked.
import { Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getCustomersCustomerOptions } from "@generated/admin/@tanstack/react-query.gen";
import { TableCheckbox } from "@app/components/data-table/TableCheckbox";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useSessionCart } from "@app/providers/session-cart/SessionCartProvider";
import { AddressFields } from "@app/routes/orders/detail/customer/AddressFields";
import { type AddressValues, addressValues } from "@app/routes/orders/detail/customer/customer-forms";
import { useCountriesOf } from "@app/routes/orders/detail/customer/use-region-countries";
import type { DraftInput } from "./draft-input";

interface AddressesStepProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
  shipping: UseFormReturn<AddressValues>;
  billing: UseFormReturn<AddressValues>;
}

export function AddressesStep({ input, onChange, shipping, billing }: AddressesStepProps) {
  const { t } = useTranslation();
  const region = useSessionCart().region!;
  const countries = useCountriesOf(region.id!);
  const customerId = input.customer?.id;
  const customer = useQuery({ ...getCustomersCustomerOptions({ path: { id: customerId ?? "" }, query: { expand: "shipping_addresses,billing_address" } }), enabled: !!customerId });
  const saved = customer.data?.customer;
  useEffect(() => {
    if (!saved || shipping.formState.isDirty) return;
    const address = saved.shipping_addresses?.[0] ?? saved.billing_address;
    if (address) shipping.reset(addressValues(address), { keepDefaultValues: true });
    void shipping.trigger();
  }, [saved, shipping]);

  if (countries.error) return <ErrorState error={countries.error} onRetry={countries.retry} />;
  if (!countries.choices || (customerId && customer.isPending))
    return (
      <Center py="8">
        <Spinner aria-label={t("orders.customer.addressEdit.loadingCountries")} />
      </Center>
    );
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontWeight="medium">{t("draftOrders.create.addresses.shipping")}</Text>
        <AddressFields control={shipping.control} countries={countries.choices} />
      </Stack>
      <TableCheckbox label={t("draftOrders.create.addresses.sameBilling")} checked={input.sameBilling} onChange={(on) => onChange({ sameBilling: on })} />
      {!input.sameBilling && (
        <Stack gap="3">
          <Text fontWeight="medium">{t("draftOrders.create.addresses.billing")}</Text>
          <AddressFields control={billing.control} countries={countries.choices} />
        </Stack>
      )}
    </Stack>
  );
}
