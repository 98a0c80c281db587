// Changes the order's shipping or billing address; the country is one of the
// order's region (the server refuses any other).
import { Spinner, Center } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FormDialog } from "@app/components/modals/FormDialog";
import { AddressFields } from "./AddressFields";
import { addressChanges, addressSchema, type AddressValues, addressValues } from "./customer-forms";
import { useOrderUpdate } from "./use-order-update";
import { useRegionCountries } from "./use-region-countries";

export type AddressKind = "shipping" | "billing";

export function EditAddressDialog({ order, kind, onClose }: { order: Order; kind: AddressKind; onClose: () => void }) {
  const { t } = useTranslation();
  const field = kind === "shipping" ? "shipping_address" : "billing_address";
  const initial = addressValues(order[field]);
  const form = useForm<AddressValues>({ resolver: standardSchemaResolver(addressSchema), defaultValues: initial });
  const countries = useRegionCountries(order);
  const { save, pending, error } = useOrderUpdate(order, onClose);
  const submit = form.handleSubmit((values) => {
    const changes = addressChanges(initial, values);
    return save(changes ? { [field]: changes } : {}, t(`orders.customer.addressEdit.${kind}.done`));
  });
  return (
    <FormDialog
      id={`order-${kind}-address`}
      title={t(`orders.customer.addressEdit.${kind}.title`)}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={pending}
      submitDisabled={!countries.choices}
      error={error}
      onClose={onClose}
    >
      {countries.error ? (
        <ErrorState error={countries.error} onRetry={countries.retry} />
      ) : countries.choices ? (
        <AddressFields control={form.control} countries={countries.choices} />
      ) : (
        <Center py="8">
          <Spinner aria-label={t("orders.customer.addressEdit.loadingCountries")} />
        </Center>
      )}
    </FormDialog>
  );
}
