// Creates a sales channel (then opens it) or edits one's name and
// description. A refusal is said in the dialog, which keeps what was typed.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postSalesChannelsMutation, postSalesChannelsSalesChannelMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { SalesChannel } from "@generated/admin/types.gen";
import { TextareaInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { salesChannelsCard } from "../section";
import { channelSchema, type ChannelValues, channelValues, createChannelBody, updateChannelBody } from "./sales-channel-form";

function ChannelFields({ form }: { form: ReturnType<typeof useForm<ChannelValues>> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <TextInput control={form.control} name="name" label={t("settings.salesChannels.fields.name")} required autoFocus autoComplete="off" />
      <TextareaInput
        control={form.control}
        name="description"
        label={t("settings.salesChannels.fields.description")}
        helper={t("settings.salesChannels.fields.descriptionHelp")}
        rows={3}
      />
    </Stack>
  );
}

export function CreateSalesChannelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ChannelValues>({ resolver: standardSchemaResolver(channelSchema), defaultValues: channelValues() });
  const { mutation, save } = useDialogSave(postSalesChannelsMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ body: createChannelBody(values) }, ({ sales_channel }) => {
      navigate(salesChannelsCard.to("detail", { id: sales_channel.id }));
      return t("settings.salesChannels.form.created", { name: sales_channel.name });
    }),
  );
  return (
    <FormDialog
      id="sales-channel-create"
      title={t("settings.salesChannels.form.createTitle")}
      submitLabel={t("settings.salesChannels.form.create")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <ChannelFields form={form} />
    </FormDialog>
  );
}

export function EditSalesChannelDialog({ channel, onClose }: { channel: SalesChannel; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ChannelValues>({ resolver: standardSchemaResolver(channelSchema), defaultValues: channelValues(channel) });
  const { mutation, save } = useDialogSave(postSalesChannelsSalesChannelMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: channel.id }, body: updateChannelBody(values) }, ({ sales_channel }) =>
      t("settings.salesChannels.form.updated", { name: sales_channel.name }),
    ),
  );
  return (
    <FormDialog
      id="sales-channel-edit"
      title={t("settings.salesChannels.form.editTitle")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <ChannelFields form={form} />
    </FormDialog>
  );
}
