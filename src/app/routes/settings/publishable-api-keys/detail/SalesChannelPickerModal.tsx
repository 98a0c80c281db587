// Picks sales channels to add to a key: the generic picker over the store's
// channels (searched and paged by the server), each with its state.
import { Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getSalesChannelsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { SalesChannel } from "@generated/admin/types.gen";
import { PickerModal, type PickerList, type PickerModalProps } from "@app/components/picker/PickerModal";
import { usePickerSearch } from "@app/components/picker/use-picker-search";
import { ChannelBadges } from "../../sales-channels/ChannelBadges";
import { useDefaultChannelId } from "../../sales-channels/use-default-channel";

function usePickerChannels(): PickerList<SalesChannel> {
  const { query: page, ...search } = usePickerSearch();
  const query = useQuery({ ...getSalesChannelsOptions({ query: page }), placeholderData: keepPreviousData });
  return { ...search, query, rows: query.data?.sales_channels, count: query.data?.count ?? 0 };
}

export function SalesChannelPickerModal(props: Pick<PickerModalProps<SalesChannel>, "open" | "onClose" | "title" | "exclude" | "onConfirm">) {
  const { t } = useTranslation();
  const defaultId = useDefaultChannelId();
  return (
    <PickerModal<SalesChannel>
      {...props}
      useList={usePickerChannels}
      columns={[
        { header: t("settings.salesChannels.fields.name"), cell: (c) => <Text overflowWrap="anywhere" lineClamp={3}>
              {c.name}
            </Text> },
        { header: t("settings.salesChannels.columns.status"), cell: (c) => <ChannelBadges channel={c} isDefault={c.id === defaultId} /> },
      ]}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      searchLabel={t("settings.apiKeys.channels.search")}
      emptyText={t("settings.salesChannels.empty")}
      addLabel={(count) => t("settings.apiKeys.channels.addCount", { count })}
    />
  );
}
