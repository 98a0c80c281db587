// Creates a customer (names, email, phone, password), then opens its page.
// A refusal (e.g. the email is taken) is said in the dialog, which keeps what was typed.
import { SimpleGrid } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postCustomersMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { PasswordInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { customersSection } from "../section";
import { createCustomerBody, createCustomerSchema, type CreateCustomerValues, NEW_CUSTOMER } from "./customer-form";

export function CreateCustomerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<CreateCustomerValues>({ resolver: standardSchemaResolver(createCustomerSchema), defaultValues: NEW_CUSTOMER });
  const create = useMutation(inlineErrors(postCustomersMutation()));
  const submit = form.handleSubmit(async (values) => {
    let id: string;
    try {
      id = (await create.mutateAsync({ body: createCustomerBody(values) })).customer.id;
    } catch {
      return; // said in the dialog
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("customers.create.done", { email: values.email }) });
    navigate(customersSection.to("detail", { id }));
  });
  const text = (name: Exclude<keyof CreateCustomerValues, "password">, label: string, required: boolean, type = "text") => (
    <TextInput control={form.control} name={name} label={label} required={required} type={type} autoComplete="off" />
  );
  return (
    <FormDialog id="customer-create" title={t("customers.create.title")} submitLabel={t("customers.create.submit")} onSubmit={submit} pending={create.isPending} error={create.error} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text("first_name", t("customers.fields.firstName"), true)}
        {text("last_name", t("customers.fields.lastName"), true)}
        {text("email", t("customers.fields.email"), true, "email")}
        {text("phone", t("customers.fields.phone"), false, "tel")}
        <PasswordInput control={form.control} name="password" label={t("customers.fields.password")} helper={t("customers.fields.passwordHelp")} required autoComplete="new-password" />
      </SimpleGrid>
    </FormDialog>
  );
}
