// The customer's addresses: billing and the saved shipping ones. Read only:
// Medusa 1.20's admin API cannot change them (POST /admin/customers/{id}
// refuses `billing_address`: "property billing_address should not exist", and
// there is no admin address route); the customer edits them in the store.
import { Separator, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Customer } from "@generated/admin/types.gen";
import { SectionCard } from "@app/components/detail/SectionCard";
import { AddressText } from "@app/routes/orders/components/AddressText";

export function CustomerAddressesSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const shipping = customer.shipping_addresses ?? [];
  return (
    <SectionCard title={t("customers.addresses.title")}>
      <Stack gap="3" separator={<Separator />}>
        {customer.billing_address && (
          <Stack gap="1">
            <Text fontWeight="medium">{t("customers.addresses.billing")}</Text>
            <AddressText address={customer.billing_address} />
          </Stack>
        )}
        {shipping.map((a) => (
          <Stack gap="1" key={a.id}>
            <Text fontWeight="medium">{t("customers.addresses.shipping")}</Text>
            <AddressText address={a} />
          </Stack>
        ))}
        {!customer.billing_address && shipping.length === 0 && <Text color="fg.muted">{t("customers.addresses.empty")}</Text>}
        <Text color="fg.muted" textStyle="xs">
          {t("customers.addresses.readOnly")}
        </Text>
      </Stack>
    </SectionCard>
  );
}
