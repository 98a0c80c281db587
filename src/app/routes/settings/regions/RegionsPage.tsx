// /a/settings/regions: the store's regions (markets: countries, currency,
// taxes, payment and fulfillment providers), searched by name, sorted and
// paged by the server; a new one is created in a dialog and opened once saved.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { regionsCard } from "../section";
import { useRegionColumns } from "./region-columns";
import { regionListQuery } from "./region-list-query";
import { RegionFormDialog } from "./RegionFormDialog";

export default function RegionsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const columns = useRegionColumns();
  const { list, query } = useListQuery(regionListQuery, { sortKeys: sortKeysOf(columns), defaultSort: "name" });
  return (
    <>
      <PageHeader
        title={t(regionsCard.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("settings.regions.add")}
          </Button>
        }
      />
      <DataTable
        id="regions"
        label={t(regionsCard.label)}
        columns={columns}
        list={list}
        rows={query.data?.regions}
        count={query.data?.count}
        rowKey={(r) => r.id}
        rowHref={(r) => regionsCard.to("detail", { id: r.id })}
        rowLabel={(r) => r.name}
        {...queryState(query)}
        emptyText={t("settings.regions.empty")}
      />
      {creating && <RegionFormDialog onClose={() => setCreating(false)} />}
    </>
  );
}
