// /a/settings/sales-channels/:id: a sales channel: its name and description
// (edited in a dialog), enabled or disabled and deleted after a question (the
// store's default channel cannot be deleted: the page says so), its products,
// and in inventory mode its stock locations.
import { Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import {
  deleteSalesChannelsSalesChannelMutation,
  getSalesChannelsSalesChannelOptions,
  postSalesChannelsSalesChannelMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { SalesChannel } from "@generated/admin/types.gen";
import { Button, Tooltip } from "@app/components/controls";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { salesChannelsCard } from "../../section";
import { ChannelBadges } from "../ChannelBadges";
import { EditSalesChannelDialog } from "../SalesChannelFormDialog";
import { useDefaultChannelId } from "../use-default-channel";
import { ChannelLocationsSection } from "./ChannelLocationsSection";
import { ChannelProductsSection } from "./ChannelProductsSection";

export default function SalesChannelDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getSalesChannelsSalesChannelOptions({ path: { id } }))}
      select={(data) => data.sales_channel}
      title={(channel) => channel.name}
      zone="sales_channel"
      unavailable={{
        notFound: { title: t("settings.salesChannels.detail.notFound") },
        forbidden: t("settings.salesChannels.detail.forbidden"),
        back: { to: salesChannelsCard.to("main"), label: t("settings.salesChannels.detail.back") },
      }}
    >
      {(channel) => <ChannelView channel={channel} />}
    </DetailPage>
  );
}

type Open = "edit" | "toggle" | "delete" | null;

function ChannelView({ channel }: { channel: SalesChannel }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { isEnabled } = useFeatureFlag();
  const isDefault = useDefaultChannelId() === channel.id;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { name } = channel;
  const disabling = !channel.is_disabled;
  return (
    <>
      <PageHeader
        title={name}
        actions={
          <HStack>
            <Button variant="secondary" size="small" onClick={() => setOpen("edit")}>
              {t("settings.salesChannels.detail.edit")}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setOpen("toggle")}>
              {t(disabling ? "settings.salesChannels.toggle.disable" : "settings.salesChannels.toggle.enable")}
            </Button>
            <Tooltip content={isDefault ? t("settings.salesChannels.delete.isDefault") : undefined}>
              <Button variant="danger" size="small" disabled={isDefault} onClick={() => setOpen("delete")}>
                {t("settings.salesChannels.delete.confirm")}
              </Button>
            </Tooltip>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <ChannelProductsSection channel={channel} />
          <RawJsonSection record={channel} />
        </Stack>
        <Stack gap="5">
          <SectionCard title={t("settings.salesChannels.detail.summary")}>
            <Stack gap="3">
              <DetailRows
                rows={[
                  [t("settings.salesChannels.fields.description"), channel.description],
                  [t("settings.salesChannels.columns.status"), <ChannelBadges key="status" channel={channel} isDefault={isDefault} />],
                  [t("settings.salesChannels.columns.created"), format.date(channel.created_at)],
                ]}
              />
              {isDefault && (
                <Text textStyle="sm" color="fg.muted">
                  {t("settings.salesChannels.delete.isDefault")}
                </Text>
              )}
            </Stack>
          </SectionCard>
          {/* The locations' routes exist only with the inventory and stock location modules. */}
          {isEnabled("inventoryService") && isEnabled("stockLocationService") && <ChannelLocationsSection channel={channel} />}
        </Stack>
      </Grid>
      {open === "edit" && <EditSalesChannelDialog channel={channel} onClose={close} />}
      <ConfirmMutationDialog
        open={open === "toggle"}
        onCancel={close}
        mutation={postSalesChannelsSalesChannelMutation()}
        variables={{ path: { id: channel.id }, body: { is_disabled: disabling } }}
        title={t(disabling ? "settings.salesChannels.toggle.disableTitle" : "settings.salesChannels.toggle.enableTitle", { name })}
        description={t(disabling ? "settings.salesChannels.toggle.disableBody" : "settings.salesChannels.toggle.enableBody", { name })}
        confirmLabel={t(disabling ? "settings.salesChannels.toggle.disable" : "settings.salesChannels.toggle.enable")}
        danger={disabling}
        done={t(disabling ? "settings.salesChannels.toggle.disabled" : "settings.salesChannels.toggle.enabled", { name })}
        onDone={close}
      />
      <DeleteRecordDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deleteSalesChannelsSalesChannelMutation()}
        variables={{ path: { id: channel.id } }}
        title={t("settings.salesChannels.delete.title", { name })}
        description={t("settings.salesChannels.delete.description", { name })}
        confirmLabel={t("settings.salesChannels.delete.confirm")}
        deleted={t("settings.salesChannels.delete.done", { name })}
        listPath={salesChannelsCard.to("main")}
      />
    </>
  );
}
