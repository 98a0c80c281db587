// /a/pricing: the price lists, searched, filtered, sorted and paged by the
// server; "Create price list" opens the wizard at /a/pricing/new. The
// plugin zones price_list.list.before/after come with the section.
import { Button as ChakraButton } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { PriceList } from "@generated/admin/types.gen";
import { DataTable } from "@app/components/data-table/DataTable";
import { selectedValues } from "@app/components/data-table/filter-values";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { type PriceListStatus, priceListStatus } from "../price-list-status";
import { pricingSection } from "../section";
import { usePriceListColumns } from "./price-list-columns";
import { priceListListQuery } from "./price-list-list-query";
import { usePriceListFilters } from "./use-price-list-filters";

export default function PriceListListPage() {
  const { t } = useTranslation();
  const columns = usePriceListColumns();
  const filters = usePriceListFilters();
  const { list, query } = useListQuery(priceListListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  // Scheduled and expired are dates the server cannot filter on: the page keeps its rows of the chosen statuses.
  const chosen = selectedValues<PriceListStatus>(list.filters, "status");
  const rows = query.data?.price_lists.filter((l: PriceList) => !chosen || chosen.includes(priceListStatus(l)));

  return (
    <>
      <PageHeader
        title={t(pricingSection.label)}
        actions={
          <ChakraButton asChild size="sm">
            <RouterLink to={pricingSection.to("create")}>{t("pricing.create.title")}</RouterLink>
          </ChakraButton>
        }
      />
      <DataTable
        id="price-lists"
        label={t(pricingSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        rows={rows}
        count={query.data?.count}
        rowKey={(l) => l.id}
        rowHref={(l) => pricingSection.to("detail", { id: l.id })}
        rowLabel={(l) => l.name}
        {...queryState(query)}
        emptyText={t("pricing.list.empty")}
      />
    </>
  );
}
