// /a/settings/locations: the stock locations (warehouses and shops where stock
// is kept), with their address and sales channels, paged by the server; a new
// one is created in a dialog and opened once saved.
import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { StockLocationExpandedDto } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { DataTable, type Column } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { locationsCard } from "../section";
import { addressLine } from "./location-address";
import { locationListQuery } from "./location-list-query";
import { CreateLocationDialog } from "./LocationFormDialog";
import { useCountryNames } from "@app/lib/use-country-names";

function useLocationColumns(): Column<StockLocationExpandedDto>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const { name: country } = useCountryNames();
  return [
    { key: "name", header: t("settings.locations.fields.name"), cell: (l) => <CellText>{l.name}</CellText>, sortKey: "name", hideable: false },
    { key: "address", header: t("settings.locations.fields.address"), cell: (l) => (l.address ? <CellText>{addressLine(l.address, country)}</CellText> : <Text color="fg.muted">—</Text>) },
    {
      key: "sales_channels",
      header: t("settings.locations.salesChannels.title"),
      cell: (l) => (l.sales_channels?.length ? <CellText>{l.sales_channels.map((c) => c.name).join(", ")}</CellText> : <Text color="fg.muted">—</Text>),
    },
    { key: "created_at", header: t("settings.locations.fields.created"), cell: (l) => format.date(l.created_at), sortKey: "created_at", firstSort: "desc" },
  ];
}

export default function LocationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useLocationColumns();
  const { list, query } = useListQuery(locationListQuery, { sortKeys: sortKeysOf(columns) });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(locationsCard.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("settings.locations.add")}
          </Button>
        }
      />
      <DataTable
        id="stock-locations"
        label={t(locationsCard.label)}
        columns={columns}
        list={list}
        searchable={false}
        rows={query.data?.stock_locations}
        count={query.data?.count}
        rowKey={(l) => l.id}
        rowHref={(l) => locationsCard.to("detail", { id: l.id })}
        {...queryState(query)}
        emptyText={t("settings.locations.empty")}
      />
      {creating && <CreateLocationDialog onClose={() => setCreating(false)} onCreated={(id) => navigate(locationsCard.to("detail", { id }))} />}
    </>
  );
}
