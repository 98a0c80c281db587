// The sales channels a key scopes storefront requests to: listed (each linked
// to its page), added from the channel picker, removed one at a time after a
// question. Each change refreshes the key's preview (the store's products).
import { HStack, Link, List, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import {
  deletePublishableApiKeySalesChannelsChannelsBatchMutation,
  getPublishableApiKeySalesChannelsOptions,
  postPublishableApiKeySalesChannelsChannelsBatchMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PublishableApiKey, SalesChannel } from "@generated/admin/types.gen";
import { alsoRefreshes } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { toaster } from "@app/components/toaster";
import { salesChannelsCard } from "../../section";
import { ChannelBadges } from "../../sales-channels/ChannelBadges";
import { useDefaultChannelId } from "../../sales-channels/use-default-channel";
import { channelIds } from "../api-key-form";
import { SalesChannelPickerModal } from "./SalesChannelPickerModal";

export function KeySalesChannelsSection({ apiKey }: { apiKey: PublishableApiKey }) {
  const { t } = useTranslation();
  const defaultId = useDefaultChannelId();
  const channels = useQuery(getPublishableApiKeySalesChannelsOptions({ path: { id: apiKey.id } }));
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<SalesChannel | null>(null);
  const add = useMutation(alsoRefreshes(postPublishableApiKeySalesChannelsChannelsBatchMutation(), "Products"));
  const rows = channels.data?.sales_channels;
  const { title } = apiKey;
  return (
    <SectionCard
      title={t("settings.apiKeys.channels.title")}
      action={
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("settings.apiKeys.channels.add")}
        </Button>
      }
    >
      {channels.error ? (
        <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
      ) : channels.isPending ? (
        <Text color="fg.muted">{t("table.loadingOptions")}</Text>
      ) : rows?.length ? (
        <List.Root variant="plain" gap="2" aria-label={t("settings.apiKeys.channels.title")}>
          {rows.map((channel) => (
            <List.Item key={channel.id}>
              <HStack justify="space-between" w="full" gap="3">
                <HStack gap="3" minW="0" wrap="wrap">
                  {/* a channel's name is the store's text: three lines at most, its page has it whole */}
                  <Link asChild overflowWrap="anywhere" lineClamp={3}>
                    <RouterLink to={salesChannelsCard.to("detail", { id: channel.id })}>{channel.name}</RouterLink>
                  </Link>
                  <ChannelBadges channel={channel} isDefault={channel.id === defaultId} />
                </HStack>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t("settings.apiKeys.channels.removeOne", { name: channel.name })}
                  onClick={() => setRemoving(channel)}
                >
                  {t("settings.apiKeys.channels.remove")}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t("settings.apiKeys.channels.empty")}</Text>
      )}
      <SalesChannelPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("settings.apiKeys.channels.addTitle", { title })}
        exclude={rows?.map((c) => c.id)}
        onConfirm={async (ids) => {
          await add.mutateAsync({ path: { id: apiKey.id }, body: channelIds(ids) });
          toaster.create({ type: "success", title: t("toast.success"), description: t("settings.apiKeys.channels.added", { count: ids.length, title }) });
        }}
      />
      <ConfirmMutationDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        mutation={alsoRefreshes(deletePublishableApiKeySalesChannelsChannelsBatchMutation(), "Products")}
        variables={{ path: { id: apiKey.id }, body: channelIds(removing ? [removing.id] : []) }}
        title={t("settings.apiKeys.channels.removeTitle", { name: removing?.name ?? "" })}
        description={t("settings.apiKeys.channels.removeBody", { name: removing?.name ?? "", title })}
        confirmLabel={t("settings.apiKeys.channels.remove")}
        danger
        done={t("settings.apiKeys.channels.removed", { name: removing?.name ?? "", title })}
        onDone={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
