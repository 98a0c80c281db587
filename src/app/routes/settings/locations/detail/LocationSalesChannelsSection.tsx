// The sales channels a stock location serves (orders of a channel are
// fulfilled from its locations): each removable (asks first), and one more
// added from the store's other channels.
import { HStack, List, NativeSelect, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import type { SalesChannel, StockLocationExpandedDto } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";
import { Button } from "@app/components/controls/Button";
import { SectionCard } from "@app/components/detail/SectionCard";
import { requiredText } from "@app/components/form/required-text";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { useSalesChannelOptions } from "@app/routes/option-queries";
import { addChannelMutation, removeChannelMutation } from "./location-channel-mutations";

export function LocationSalesChannelsSection({ location }: { location: StockLocationExpandedDto }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SalesChannel | null>(null);
  const channels = location.sales_channels ?? [];
  return (
    <SectionCard
      title={t("settings.locations.salesChannels.title")}
      action={
        <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
          {t("settings.locations.salesChannels.add")}
        </Button>
      }
    >
      {channels.length === 0 ? (
        <Text color="fg.muted">{t("settings.locations.salesChannels.empty")}</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={t("settings.locations.salesChannels.title")}>
          {channels.map((channel) => (
            <List.Item key={channel.id}>
              <HStack justify="space-between" w="full">
                <Text overflowWrap="anywhere">{channel.name}</Text>
                <Button size="small" variant="secondary" onClick={() => setRemoving(channel)} aria-label={t("settings.locations.salesChannels.removeLabel", { name: channel.name })}>
                  {t("settings.locations.salesChannels.remove")}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {adding && <AddChannelDialog location={location} onClose={() => setAdding(false)} />}
      {removing && (
        <ConfirmMutationDialog
          open
          mutation={removeChannelMutation()}
          variables={{ path: { id: removing.id }, body: { location_id: location.id } }}
          title={t("settings.locations.salesChannels.removeTitle", { name: removing.name })}
          description={t("settings.locations.salesChannels.removeDescription", { name: removing.name, location: location.name })}
          confirmLabel={t("settings.locations.salesChannels.remove")}
          danger
          done={t("settings.locations.salesChannels.removed", { name: removing.name })}
          onDone={() => setRemoving(null)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </SectionCard>
  );
}

// The channel is the request's path: the body (location_id) is the page's location.
const addSchema = z.object({ sales_channel_id: requiredText() });
type AddValues = z.infer<typeof addSchema>;

function AddChannelDialog({ location, onClose }: { location: StockLocationExpandedDto; onClose: () => void }) {
  const { t } = useTranslation();
  const all = useSalesChannelOptions();
  const linked = new Set((location.sales_channels ?? []).map((c) => c.id));
  const free = all.options.filter((o) => !linked.has(o.value));
  const form = useForm<AddValues>({ resolver: standardSchemaResolver(addSchema), defaultValues: { sales_channel_id: "" } });
  const { mutation: add, save } = useDialogSave(addChannelMutation(), onClose);
  const submit = form.handleSubmit(({ sales_channel_id }) =>
    save({ path: { id: sales_channel_id }, body: { location_id: location.id } }, () =>
      t("settings.locations.salesChannels.added", { name: free.find((o) => o.value === sales_channel_id)?.label ?? "" }),
    ),
  );
  return (
    <FormDialog
      id="location-channel-add"
      title={t("settings.locations.salesChannels.addTitle", { location: location.name })}
      submitLabel={t("settings.locations.salesChannels.add")}
      onSubmit={submit}
      pending={add.isPending}
      submitDisabled={free.length === 0}
      error={add.error}
      onClose={onClose}
    >
      <ControlledField
        control={form.control}
        name="sales_channel_id"
        label={t("settings.locations.salesChannels.channel")}
        helper={all.loading ? t("table.loadingOptions") : free.length === 0 ? t("settings.locations.salesChannels.noneLeft") : undefined}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...field}>
              <option value="">{t("settings.locations.salesChannels.choose")}</option>
              {free.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </FormDialog>
  );
}
