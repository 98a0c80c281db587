// /a/discounts: the discounts, searched by code, filtered and paged; a new
// discount is made in the wizard at /a/discounts/new (over this list).
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { discountsSection } from "../section";
import { useDiscountColumns } from "./discount-columns";
import { DEFAULT_ORDER, discountListQuery } from "./discount-list-query";
import { useDiscountFilters } from "./use-discount-filters";

export default function DiscountListPage() {
  const { t } = useTranslation();
  const columns = useDiscountColumns();
  const filters = useDiscountFilters();
  const { list, query } = useListQuery(discountListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: DEFAULT_ORDER });
  return (
    <>
      <PageHeader
        title={t(discountsSection.label)}
        actions={
          <Button asChild size="small">
            <RouterLink to={discountsSection.to("create")}>{t("discounts.create.open")}</RouterLink>
          </Button>
        }
      />
      <DataTable
        id="discounts"
        label={t(discountsSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        rows={query.data?.discounts}
        count={query.data?.count}
        rowKey={(d) => d.id}
        rowHref={(d) => discountsSection.to("detail", { id: d.id })}
        rowLabel={(d) => d.code}
        {...queryState(query)}
        emptyText={t("discounts.empty")}
      />
    </>
  );
}
