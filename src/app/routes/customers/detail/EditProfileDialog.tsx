// Edits a customer's names, email, phone and metadata. The email of a
// customer with an account is shown but cannot be changed (the server refuses it).
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postCustomersCustomerMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextInput } from "@app/components/controls";
import { MetadataFields } from "@app/components/form/MetadataFields";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { profileBody, profileSchema, type ProfileValues, profileValues } from "../components/customer-form";

export function EditProfileDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ProfileValues>({ resolver: standardSchemaResolver(profileSchema), defaultValues: profileValues(customer) });
  const update = useMutation(inlineErrors(postCustomersCustomerMutation()));
  const submit = form.handleSubmit(async (values) => {
    const body = profileBody(customer, values);
    if (Object.keys(body).length > 0) {
      try {
        await update.mutateAsync({ path: { id: customer.id }, body });
      } catch {
        return; // said in the dialog
      }
      toaster.create({ type: "success", title: t("toast.success"), description: t("customers.edit.done") });
    }
    onClose();
  });
  const text = (name: "first_name" | "last_name" | "phone", label: string, type = "text") => (
    <TextInput control={form.control} name={name} label={label} type={type} autoComplete="off" />
  );
  return (
    <FormDialog id="customer-profile" title={t("customers.edit.title")} submitLabel={t("modals.saveChanges")} onSubmit={submit} pending={update.isPending} error={update.error} onClose={onClose}>
      <FormProvider {...form}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text("first_name", t("customers.fields.firstName"))}
            {text("last_name", t("customers.fields.lastName"))}
            <TextInput
              control={form.control}
              name="email"
              type="email"
              autoComplete="off"
              label={t("customers.fields.email")}
              required
              disabled={customer.has_account}
              helper={customer.has_account ? t("customers.edit.emailLocked") : undefined}
            />
            {text("phone", t("customers.fields.phone"), "tel")}
          </SimpleGrid>
          <MetadataFields label={t("metadata.title")} />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
