// Above the table: search, filters (with Clear), and the columns menu.
import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ColumnMenu } from "./ColumnMenu";
import { FilterMenu } from "./FilterMenu";
import { SearchInput } from "./SearchInput";
import type { Column, FilterDef } from "./types";
import type { ListParams } from "./use-list-params";

interface TableToolbarProps<Row> {
  list: ListParams;
  filters: readonly FilterDef[];
  searchable: boolean;
  columns: Column<Row>[];
  isVisible: (key: string) => boolean;
  setVisible: (key: string, visible: boolean) => void;
}

export function TableToolbar<Row>({ list, filters, searchable, columns, isVisible, setVisible }: TableToolbarProps<Row>) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      {searchable && <SearchInput value={list.q} onSearch={list.setSearch} label={t("table.search")} />}
      {filters.length > 0 && <FilterMenu defs={filters} values={list.filters} activeCount={list.activeFilters} onChange={list.setFilter} />}
      {list.isFiltered && (
        <Button size="sm" variant="ghost" onClick={list.clearFilters}>
          {t("table.clearFilters")}
        </Button>
      )}
      <HStack ms="auto">
        <ColumnMenu columns={columns} isVisible={isVisible} setVisible={setVisible} />
      </HStack>
    </HStack>
  );
}
