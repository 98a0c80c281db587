// The stock locations a sales channel's orders are fulfilled from (inventory
// mode only): listed, one added from the locations not yet linked, one removed
// after a question. Medusa lists no locations per channel; the store's
// locations are read with their channels (a store has few) and sorted here.
import { Box, HStack, List, NativeSelect, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteSalesChannelsSalesChannelStockLocationMutation,
  getStockLocationsOptions,
  postSalesChannelsSalesChannelStockLocationMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { SalesChannel, StockLocationExpandedDto } from "@generated/admin/types.gen";
import { alsoRefreshes } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";

// Stores keep their locations few; one page of this size holds them all.
const LIMIT = 1000;

export function ChannelLocationsSection({ channel }: { channel: SalesChannel }) {
  const { t } = useTranslation();
  const locations = useQuery(getStockLocationsOptions({ query: { expand: "sales_channels", limit: LIMIT } }));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StockLocationExpandedDto | null>(null);
  const all = locations.data?.stock_locations ?? [];
  const linked = all.filter((l) => l.sales_channels?.some((c) => c.id === channel.id));
  const others = all.filter((l) => !linked.includes(l));
  return (
    <SectionCard
      title={t("settings.salesChannels.locations.title")}
      action={
        <Button variant="secondary" size="small" disabled={others.length === 0} onClick={() => setAdding(true)}>
          {t("settings.salesChannels.locations.add")}
        </Button>
      }
    >
      {locations.error ? (
        <ErrorState error={locations.error} onRetry={() => void locations.refetch()} />
      ) : locations.isPending ? (
        <Text color="fg.muted">{t("table.loadingOptions")}</Text>
      ) : linked.length === 0 ? (
        <Text color="fg.muted">{t("settings.salesChannels.locations.empty")}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {linked.map((location) => (
            <List.Item key={location.id}>
              <HStack justify="space-between" w="full">
                <Text overflowWrap="anywhere" lineClamp={3}>
                  {location.name}
                </Text>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t("settings.salesChannels.locations.removeOne", { name: location.name })}
                  onClick={() => setRemoving(location)}
                >
                  {t("settings.salesChannels.locations.remove")}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {adding && <AddLocationDialog channel={channel} locations={others} onClose={() => setAdding(false)} />}
      <ConfirmMutationDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        mutation={alsoRefreshes(deleteSalesChannelsSalesChannelStockLocationMutation(), "Stock Locations")}
        variables={{ path: { id: channel.id }, body: { location_id: removing?.id ?? "" } }}
        title={t("settings.salesChannels.locations.removeTitle", { name: removing?.name ?? "" })}
        description={t("settings.salesChannels.locations.removeBody", { name: removing?.name ?? "", channel: channel.name })}
        confirmLabel={t("settings.salesChannels.locations.remove")}
        danger
        done={t("settings.salesChannels.locations.removed", { name: removing?.name ?? "" })}
        onDone={() => setRemoving(null)}
      />
    </SectionCard>
  );
}

function AddLocationDialog({ channel, locations, onClose }: { channel: SalesChannel; locations: StockLocationExpandedDto[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const { mutation, save } = useDialogSave(alsoRefreshes(postSalesChannelsSalesChannelStockLocationMutation(), "Stock Locations"), onClose);
  const name = locations.find((l) => l.id === locationId)?.name ?? "";
  return (
    <FormDialog
      id="sales-channel-location-add"
      title={t("settings.salesChannels.locations.addTitle", { name: channel.name })}
      submitLabel={t("settings.salesChannels.locations.add")}
      onSubmit={() => save({ path: { id: channel.id }, body: { location_id: locationId } }, () => t("settings.salesChannels.locations.added", { name }))}
      pending={mutation.isPending}
      submitDisabled={!locationId}
      error={mutation.error}
      onClose={onClose}
    >
      <Box>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t("settings.salesChannels.locations.location")} value={locationId} onChange={(e) => setLocationId(e.currentTarget.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </FormDialog>
  );
}
