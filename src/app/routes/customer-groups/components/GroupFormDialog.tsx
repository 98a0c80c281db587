// Creates a customer group (then opens it) or renames one. A refusal (e.g. the
// name is taken) is said in the dialog, which keeps what was typed.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postCustomerGroupsGroupMutation, postCustomerGroupsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { CustomerGroup } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextInput } from "@app/components/controls";
import { MetadataFields } from "@app/components/form/MetadataFields";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { customerGroupsSection } from "../section";
import { groupBody, groupSchema, type GroupValues, groupValues } from "./group-form";

/** No group: creates one. */
export function GroupFormDialog({ group, onClose }: { group?: CustomerGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<GroupValues>({ resolver: standardSchemaResolver(groupSchema), defaultValues: groupValues(group) });
  const create = useMutation(inlineErrors(postCustomerGroupsMutation()));
  const update = useMutation(inlineErrors(postCustomerGroupsGroupMutation()));
  const mutation = group ? update : create;
  const submit = form.handleSubmit(async (values) => {
    const body = groupBody(values, group);
    try {
      if (group) {
        await update.mutateAsync({ path: { id: group.id }, body });
        toaster.create({ type: "success", title: t("toast.success"), description: t("customerGroups.edit.done", { name: body.name }) });
        onClose();
      } else {
        const created = await create.mutateAsync({ body });
        toaster.create({ type: "success", title: t("toast.success"), description: t("customerGroups.create.done", { name: body.name }) });
        navigate(customerGroupsSection.to("detail", { id: created.customer_group.id }));
      }
    } catch {
      // said in the dialog
    }
  });
  return (
    <FormDialog
      id="customer-group-form"
      title={t(group ? "customerGroups.edit.title" : "customerGroups.create.title")}
      submitLabel={t(group ? "modals.saveChanges" : "customerGroups.create.submit")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <Stack gap="5">
          <TextInput control={form.control} name="name" label={t("customerGroups.fields.name")} required autoFocus autoComplete="off" />
          <MetadataFields label={t("metadata.title")} />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
