// Step 1: whom the draft is for: an existing customer found by a search, or
// an email typed in (the server then finds or creates the customer).
import { Badge, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { CustomerSearchList } from "@app/components/customer-picker/CustomerSearchList";
import { customerLabel } from "@app/routes/orders/detail/customer/customer-label";
import type { DraftInput } from "./draft-input";

interface StepProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
}

export function CustomerStep({ input, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Text fontWeight="medium">{t("draftOrders.create.customer.heading")}</Text>
      {input.customer && (
        <Text>{t("draftOrders.create.customer.chosen", { customer: customerLabel(t, input.customer) })}</Text>
      )}
      <CustomerSearchList
        texts={{
          search: t("draftOrders.create.customer.search"),
          list: t("draftOrders.create.customer.list"),
          empty: t("draftOrders.create.customer.empty"),
          more: t("draftOrders.create.customer.more"),
        }}
        action={(c) =>
          c.id === input.customer?.id ? (
            <Badge size="sm">{t("draftOrders.create.customer.current")}</Badge>
          ) : (
            <Button
              variant="secondary"
              size="small"
              aria-label={t("draftOrders.create.customer.chooseCustomer", { customer: customerLabel(t, c) })}
              onClick={() => onChange({ customer: c, email: c.email })}
            >
              {t("draftOrders.create.customer.choose")}
            </Button>
          )
        }
      />
      <Field.Root>
        <Field.Label>{t("draftOrders.create.customer.email")}</Field.Label>
        <Input
          type="email"
          autoComplete="off"
          value={input.email}
          // Typing another email leaves the chosen customer: the draft goes to whoever has that email.
          onChange={(e) => onChange({ email: e.target.value, customer: input.customer && e.target.value === input.customer.email ? input.customer : null })}
        />
        <Field.HelperText>{t("draftOrders.create.customer.emailHelp")}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
