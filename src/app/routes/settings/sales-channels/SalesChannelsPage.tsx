// /a/settings/sales-channels: the store's sales channels, searched, sorted and
// paged by the server, each with its state (enabled, disabled, the default
// one); a new channel opens its page.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SalesChannel } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { salesChannelsCard } from "../section";
import { ChannelBadges } from "./ChannelBadges";
import { salesChannelListQuery } from "./sales-channel-list-query";
import { CreateSalesChannelDialog } from "./SalesChannelFormDialog";
import { useDefaultChannelId } from "./use-default-channel";

export default function SalesChannelsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const defaultId = useDefaultChannelId();
  const columns: Column<SalesChannel>[] = [
    { key: "name", header: t("settings.salesChannels.fields.name"), sortKey: "name", hideable: false, cell: (c) => <CellText>{c.name}</CellText> },
    { key: "description", header: t("settings.salesChannels.fields.description"), cell: (c) => <CellText>{c.description || "—"}</CellText> },
    { key: "status", header: t("settings.salesChannels.columns.status"), cell: (c) => <ChannelBadges channel={c} isDefault={c.id === defaultId} /> },
    { key: "created_at", header: t("settings.salesChannels.columns.created"), sortKey: "created_at", firstSort: "desc", cell: (c) => format.date(c.created_at) },
  ];
  const { list, query } = useListQuery(salesChannelListQuery, { sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(salesChannelsCard.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("settings.salesChannels.add")}
          </Button>
        }
      />
      <DataTable
        id="sales-channels"
        label={t(salesChannelsCard.label)}
        columns={columns}
        list={list}
        rows={query.data?.sales_channels}
        count={query.data?.count}
        rowKey={(c) => c.id}
        rowHref={(c) => salesChannelsCard.to("detail", { id: c.id })}
        rowLabel={(c) => c.name}
        {...queryState(query)}
        emptyText={t("settings.salesChannels.empty")}
      />
      {creating && <CreateSalesChannelDialog onClose={() => setCreating(false)} />}
    </>
  );
}
