// /a/settings/publishable-api-keys: the keys storefronts send to scope their
// requests to sales channels, searched and paged by the server, each with its
// state and the key to copy; a new key opens its page.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublishableApiKey } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { apiKeysCard } from "../section";
import { apiKeyListQuery } from "./api-key-list-query";
import { CreateApiKeyDialog } from "./CreateApiKeyDialog";
import { KeyStatusBadge, KeyToken } from "./KeyParts";

export default function ApiKeysPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<PublishableApiKey>[] = [
    { key: "title", header: t("settings.apiKeys.fields.title"), sortKey: "title", hideable: false, cell: (k) => <CellText>{k.title}</CellText> },
    { key: "token", header: t("settings.apiKeys.columns.key"), cell: (k) => <KeyToken apiKey={k} /> },
    { key: "status", header: t("settings.apiKeys.columns.status"), cell: (k) => <KeyStatusBadge apiKey={k} /> },
    { key: "created_at", header: t("settings.apiKeys.columns.created"), sortKey: "created_at", firstSort: "desc", cell: (k) => format.date(k.created_at) },
  ];
  const { list, query } = useListQuery(apiKeyListQuery, { sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(apiKeysCard.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("settings.apiKeys.add")}
          </Button>
        }
      />
      <DataTable
        id="publishable-api-keys"
        label={t(apiKeysCard.label)}
        columns={columns}
        list={list}
        rows={query.data?.publishable_api_keys}
        count={query.data?.count}
        rowKey={(k) => k.id}
        rowHref={(k) => apiKeysCard.to("detail", { id: k.id })}
        rowLabel={(k) => k.title}
        {...queryState(query)}
        emptyText={t("settings.apiKeys.empty")}
      />
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
    </>
  );
}
