// /a/settings/taxes/:id: a region's taxes. Its default rate and code, tax
// provider and automatic taxes (the region's own fields, edited in a dialog),
// and its overrides: tax rates for chosen products, product types and
// shipping options, searched and paged by the server; each opens its page.
import { Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { getRegionsRegionOptions, getTaxRatesOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Region, TaxRate } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { present } from "@app/components/data-table/filter-values";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { DetailUnavailable } from "@app/components/detail/DetailUnavailable";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { usePageTitle } from "@app/layout/page-title";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { useFormat } from "@app/i18n/use-format";
import { taxesCard } from "../section";
import { RegionTaxDialog } from "./RegionTaxDialog";
import { CreateTaxRateDialog } from "./TaxRateFormDialog";

export default function TaxRegionPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getRegionsRegionOptions({ path: { id } }));
  const region = query.data?.region;
  if (region) return <RegionTaxes region={region} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("settings.taxes.region.notFound") }}
      back={{ to: taxesCard.to("main"), label: t("settings.taxes.back") }}
    />
  );
}

function RegionTaxes({ region }: { region: Region }) {
  const { t } = useTranslation();
  const title = t("settings.taxes.region.title", { name: region.name });
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="5">
        <DefaultRateCard region={region} />
        <OverridesCard region={region} />
      </Stack>
    </>
  );
}

function DefaultRateCard({ region }: { region: Region }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const yesNo = (on: boolean) => t(on ? "settings.taxes.yes" : "settings.taxes.no");
  return (
    <SectionCard
      title={t("settings.taxes.region.defaults")}
      action={
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          {t("settings.taxes.region.edit")}
        </Button>
      }
    >
      <DetailRows
        rows={[
          [t("settings.taxes.fields.defaultRate"), format.percent(region.tax_rate)],
          [t("settings.taxes.fields.defaultCode"), region.tax_code],
          [t("settings.taxes.fields.provider"), region.tax_provider_id ?? t("settings.taxes.systemProvider")],
          [t("settings.taxes.fields.automatic"), yesNo(region.automatic_taxes)],
          [t("settings.taxes.fields.giftCards"), yesNo(region.gift_cards_taxable)],
        ]}
      />
      {editing && <RegionTaxDialog region={region} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

/** A list row's fields: the counts say what an override applies to without loading each record. */
const ROW_FIELDS = ["id", "name", "code", "rate", "region_id", "created_at", "updated_at", "product_count", "product_type_count", "shipping_option_count"];

function OverridesCard({ region }: { region: Region }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [creating, setCreating] = useState(false);
  const columns: Column<TaxRate>[] = [
    { key: "name", header: t("settings.taxes.fields.name"), sortKey: "name", hideable: false, cell: (r) => <CellText>{r.name}</CellText> },
    { key: "code", header: t("settings.taxes.fields.code"), sortKey: "code", cell: (r) => <CellText>{r.code ?? "—"}</CellText> },
    { key: "rate", header: t("settings.taxes.fields.rate"), sortKey: "rate", align: "end", cell: (r) => (r.rate === null ? "—" : format.percent(r.rate)) },
    {
      key: "applies",
      header: t("settings.taxes.rates.appliesTo"),
      cell: (r) =>
        [
          t("settings.taxes.rates.products", { count: r.product_count ?? 0 }),
          t("settings.taxes.rates.types", { count: r.product_type_count ?? 0 }),
          t("settings.taxes.rates.options", { count: r.shipping_option_count ?? 0 }),
        ].join(" · "),
    },
  ];
  const list = useListParams({ sortKeys: sortKeysOf(columns) });
  const rates = useQuery({
    ...getTaxRatesOptions({ query: { region_id: region.id, offset: list.offset, limit: list.limit, fields: ROW_FIELDS, ...present({ q: list.q, order: list.order }) } }),
    placeholderData: keepPreviousData,
  });
  return (
    <SectionCard
      title={t("settings.taxes.rates.title")}
      action={
        <Button variant="secondary" size="small" onClick={() => setCreating(true)}>
          {t("settings.taxes.rates.add")}
        </Button>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {t("settings.taxes.rates.help")}
        </Text>
        <DataTable
          id="tax-rates"
          label={t("settings.taxes.rates.title")}
          columns={columns}
          list={list}
          rows={rates.data?.tax_rates}
          count={rates.data?.count}
          rowKey={(r) => r.id}
          rowHref={(r) => taxesCard.to("rate", { id: region.id, rateId: r.id })}
          rowLabel={(r) => r.name}
          {...queryState(rates)}
          emptyText={t("settings.taxes.rates.empty")}
        />
      </Stack>
      {creating && <CreateTaxRateDialog region={region} onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
