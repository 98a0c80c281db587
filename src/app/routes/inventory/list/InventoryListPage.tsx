// /a/inventory: the inventory items (one per stocked variant), searched by SKU
// and title, filtered by location, sorted and paged by the server, each with
// its quantities summed over its locations.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type FilterDef } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useStockLocationOptions } from "@app/routes/option-queries";
import { InventoryNav } from "../components/InventoryNav";
import { inventorySection } from "../section";
import { useInventoryColumns } from "./inventory-columns";
import { inventoryListQuery } from "./inventory-list-query";

export default function InventoryListPage() {
  const { t } = useTranslation();
  const columns = useInventoryColumns();
  const locations = useStockLocationOptions();
  const filters = useMemo<FilterDef[]>(
    () => [{ kind: "multi", key: "location", label: t("inventory.filters.location"), options: locations.options, loading: locations.loading }],
    [t, locations],
  );
  const { list, query } = useListQuery(inventoryListQuery, { filters, sortKeys: sortKeysOf(columns) });
  return (
    <>
      <PageHeader title={t(inventorySection.label)} />
      <InventoryNav current="main" />
      <DataTable
        id="inventory"
        label={t("inventory.items")}
        columns={columns}
        list={list}
        filters={filters}
        rows={query.data?.inventory_items}
        count={query.data?.count}
        rowKey={(item) => item.id ?? ""}
        rowHref={(item) => inventorySection.to("detail", { id: item.id ?? "" })}
        {...queryState(query)}
        emptyText={t("inventory.empty")}
      />
    </>
  );
}
