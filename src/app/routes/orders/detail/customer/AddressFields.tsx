// The fields of an address (shipping or billing, the same form): names,
// company, street, city, postal code, province, the country among those of the
// order's region, and phone.
import { SimpleGrid } from "@chakra-ui/react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectInput, TextInput } from "@app/components/controls";
import type { AddressValues } from "./customer-forms";
import type { CountryChoice } from "./use-region-countries";

interface AddressFieldsProps {
  control: Control<AddressValues>;
  countries: readonly CountryChoice[];
}

export function AddressFields({ control, countries }: AddressFieldsProps) {
  const { t } = useTranslation();
  // The customer's address, not the user's: the browser's autofill would put in the user's own.
  const text = (name: Exclude<keyof AddressValues, "country_code">, label: string, required = false) => (
    <TextInput control={control} name={name} label={label} required={required} autoComplete="off" />
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {text("first_name", t("orders.customer.address.firstName"), true)}
      {text("last_name", t("orders.customer.address.lastName"), true)}
      {text("company", t("orders.customer.address.company"))}
      {text("phone", t("orders.customer.address.phone"))}
      {text("address_1", t("orders.customer.address.address1"), true)}
      {text("address_2", t("orders.customer.address.address2"))}
      {text("city", t("orders.customer.address.city"), true)}
      {text("postal_code", t("orders.customer.address.postalCode"), true)}
      {text("province", t("orders.customer.address.province"))}
      <SelectInput
        control={control}
        name="country_code"
        label={t("orders.customer.address.country")}
        required
        choices={countries}
        placeholder={t("orders.customer.address.chooseCountry")}
      />
    </SimpleGrid>
  );
}
