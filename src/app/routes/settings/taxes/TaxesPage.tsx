// /a/settings/taxes: each region with its default tax rate and code; a region
// opens its tax page (default rate, provider, overrides). Regions are made in
// the regions card; their taxes are set here.
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Region } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { taxesCard } from "../section";
import { taxRegionListQuery } from "./tax-region-list-query";

export default function TaxesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Region>[] = [
    { key: "name", header: t("settings.taxes.columns.region"), sortKey: "name", hideable: false, cell: (r) => <CellText>{r.name}</CellText> },
    {
      key: "countries",
      header: t("settings.taxes.columns.countries"),
      cell: (r) => <CellText>{r.countries?.map((c) => c.display_name).join(", ") || "—"}</CellText>,
    },
    { key: "tax_rate", header: t("settings.taxes.columns.rate"), sortKey: "tax_rate", align: "end", cell: (r) => format.percent(r.tax_rate) },
    { key: "tax_code", header: t("settings.taxes.columns.code"), cell: (r) => <CellText>{r.tax_code || "—"}</CellText> },
  ];
  const { list, query } = useListQuery(taxRegionListQuery, { sortKeys: sortKeysOf(columns) });
  return (
    <>
      <PageHeader title={t("settings.taxes.title")} />
      <Stack gap="4">
        <Text color="fg.muted">{t("settings.taxes.intro")}</Text>
        <DataTable
          id="tax-regions"
          label={t("settings.taxes.regions")}
          columns={columns}
          list={list}
          rows={query.data?.regions}
          count={query.data?.count}
          rowKey={(r) => r.id}
          rowHref={(r) => taxesCard.to("region", { id: r.id })}
          rowLabel={(r) => r.name}
          {...queryState(query)}
          emptyText={t("settings.taxes.empty")}
        />
      </Stack>
    </>
  );
}
