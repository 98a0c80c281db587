// Creates a publishable key with a title, then scopes it to the sales
// channels chosen (the server takes them in a second request), then opens it.
// A refused creation is said in the dialog, which keeps what was typed; a
// refused scope is toasted and the key's page opens, where channels can be
// added again (the key exists: creating it twice would make two).
import { Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postPublishableApiKeySalesChannelsChannelsBatchMutation, postPublishableApiKeysMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useSalesChannelOptions } from "@app/routes/option-queries";
import { Picker } from "@app/routes/products/components/Picker";
import { apiKeysCard } from "../section";
import { channelIds, createKeySchema, type CreateKeyValues } from "./api-key-form";

export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channels = useSalesChannelOptions();
  const form = useForm<CreateKeyValues>({ resolver: standardSchemaResolver(createKeySchema), defaultValues: { title: "", sales_channels: [] } });
  const create = useMutation(inlineErrors(postPublishableApiKeysMutation()));
  const scope = useMutation(postPublishableApiKeySalesChannelsChannelsBatchMutation());
  const submit = form.handleSubmit(async ({ title, sales_channels }) => {
    let id: string;
    try {
      id = (await create.mutateAsync({ body: { title: title.trim() } })).publishable_api_key.id;
    } catch {
      return; // said in the dialog
    }
    try {
      if (sales_channels.length > 0) await scope.mutateAsync({ path: { id }, body: channelIds(sales_channels) });
      toaster.create({ type: "success", title: t("toast.success"), description: t("settings.apiKeys.form.created", { title: title.trim() }) });
    } catch {
      // toasted by the query client; the key's page shows it without channels
    }
    navigate(apiKeysCard.to("detail", { id }));
  });
  return (
    <FormDialog
      id="api-key-create"
      title={t("settings.apiKeys.form.createTitle")}
      submitLabel={t("settings.apiKeys.form.create")}
      onSubmit={submit}
      pending={create.isPending || scope.isPending}
      error={create.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <TextInput control={form.control} name="title" label={t("settings.apiKeys.fields.title")} helper={t("settings.apiKeys.fields.titleHelp")} required autoFocus autoComplete="off" />
        <Controller
          control={form.control}
          name="sales_channels"
          render={({ field }) => (
            <Picker label={t("settings.apiKeys.fields.salesChannels")} items={channels.options} value={field.value} onChange={field.onChange} multiple />
          )}
        />
        <Text textStyle="sm" color="fg.muted">
          {t("settings.apiKeys.fields.salesChannelsHelp")}
        </Text>
      </Stack>
    </FormDialog>
  );
}
