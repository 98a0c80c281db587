// Changes the email the order's messages go to (the customer's own stays).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { emailBody, emailSchema, type EmailValues, emailValues } from "./customer-forms";
import { useOrderUpdate } from "./use-order-update";

export function EditEmailDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = emailValues(order.email);
  const form = useForm<EmailValues>({ resolver: standardSchemaResolver(emailSchema), defaultValues: initial });
  const { save, pending, error } = useOrderUpdate(order, onClose);
  const submit = form.handleSubmit((values) => save(emailBody(initial, values), t("orders.customer.emailEdit.done")));
  return (
    <FormDialog id="order-email" title={t("orders.customer.emailEdit.title")} submitLabel={t("modals.saveChanges")} onSubmit={submit} pending={pending} error={error} onClose={onClose}>
      <TextInput
        control={form.control}
        name="email"
        type="email"
        autoComplete="off"
        label={t("orders.customer.email")}
        helper={t("orders.customer.emailEdit.help")}
        required
        autoFocus
      />
    </FormDialog>
  );
}
