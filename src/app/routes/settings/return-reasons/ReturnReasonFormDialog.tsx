// Creates a return reason (value, label, description, and a parent among the
// top-level reasons: the server nests one level only) or edits one (label and
// description; its value stays as created). A refusal (e.g. a value already
// taken) is said in the dialog, which keeps what was typed.
import { Code, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postReturnReasonsMutation, postReturnReasonsReasonMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { ReturnReason } from "@generated/admin/types.gen";
import { ControlledField, TextareaInput, TextInput } from "@app/components/controls";
import { DetailRows } from "@app/components/detail/SectionCard";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { createBody, createSchema, type CreateValues, createValues, updateBody, updateSchema, type UpdateValues, updateValues } from "./return-reason-form";

interface CreateProps {
  /** The top-level reasons, the possible parents. */
  parents: ReturnReason[];
  /** Chosen beforehand ("Add sub-reason" of a row); still changeable. */
  parent: ReturnReason | null;
  onClose: () => void;
}

export function CreateReturnReasonDialog({ parents, parent, onClose }: CreateProps) {
  const { t } = useTranslation();
  const form = useForm<CreateValues>({ resolver: standardSchemaResolver(createSchema), defaultValues: createValues(parent) });
  const { mutation: create, save } = useDialogSave(postReturnReasonsMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ body: createBody(values) }, ({ return_reason }) => t("settings.returnReasons.form.created", { label: return_reason.label })),
  );
  return (
    <FormDialog
      id="return-reason-create"
      title={t("settings.returnReasons.form.createTitle")}
      submitLabel={t("settings.returnReasons.form.create")}
      onSubmit={submit}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <TextInput control={form.control} name="label" label={t("settings.returnReasons.fields.label")} helper={t("settings.returnReasons.fields.labelHelp")} required autoFocus autoComplete="off" />
        <TextInput control={form.control} name="value" label={t("settings.returnReasons.fields.value")} helper={t("settings.returnReasons.fields.valueHelp")} required autoComplete="off" />
        <ControlledField
          control={form.control}
          name="parent_return_reason_id"
          label={t("settings.returnReasons.fields.parent")}
          helper={t("settings.returnReasons.fields.parentHelp")}
          render={(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value="">{t("settings.returnReasons.fields.noParent")}</option>
                {parents.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        />
        <TextareaInput control={form.control} name="description" label={t("settings.returnReasons.fields.description")} rows={3} />
      </Stack>
    </FormDialog>
  );
}

export function EditReturnReasonDialog({ reason, onClose }: { reason: ReturnReason; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<UpdateValues>({ resolver: standardSchemaResolver(updateSchema), defaultValues: updateValues(reason) });
  const { mutation: update, save } = useDialogSave(postReturnReasonsReasonMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: reason.id }, body: updateBody(values) }, ({ return_reason }) => t("settings.returnReasons.form.updated", { label: return_reason.label })),
  );
  return (
    <FormDialog
      id="return-reason-edit"
      title={t("settings.returnReasons.form.editTitle", { label: reason.label })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      onClose={onClose}
    >
      <Stack gap="5">
        {/* Shown, not a field: it cannot change (and a read-only input would take the first focus). */}
        <Stack gap="1">
          <DetailRows rows={[[t("settings.returnReasons.fields.value"), <Code key="value">{reason.value}</Code>]]} />
          <Text textStyle="xs" color="fg.muted">
            {t("settings.returnReasons.fields.valueFixed")}
          </Text>
        </Stack>
        <TextInput control={form.control} name="label" label={t("settings.returnReasons.fields.label")} helper={t("settings.returnReasons.fields.labelHelp")} required autoFocus autoComplete="off" />
        <TextareaInput control={form.control} name="description" label={t("settings.returnReasons.fields.description")} rows={3} />
      </Stack>
    </FormDialog>
  );
}
