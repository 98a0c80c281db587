// An item's stock per location: stocked, reserved, available (stocked minus
// reserved) and incoming at each, their totals, and per location the edit of
// its quantities and its removal; a location where the item has no stock
// level yet is added with its first quantities.
import { Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getInventoryItemsInventoryItemLocationLevelsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { InventoryLevelDto } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { RowActions } from "@app/components/data-table/RowActions";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import type { useLocationNames } from "../components/use-location-names";
import { available, levelTotals } from "../quantities";
import { AddLevelDialog, EditLevelDialog, RemoveLevelDialog } from "./LocationLevelDialogs";

type Open = { kind: "add" } | { kind: "edit" | "remove"; level: InventoryLevelDto };

export function LocationLevelsSection({ itemId, locations }: { itemId: string; locations: ReturnType<typeof useLocationNames> }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const query = useQuery(getInventoryItemsInventoryItemLocationLevelsOptions({ path: { id: itemId } }));
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const levels = query.data?.inventory_item.location_levels;
  const stockedAt = new Set(levels?.map((l) => l.location_id));
  const free = locations.options.filter((o) => !stockedAt.has(o.value));
  const totals = levelTotals(levels ?? []);
  const quantities = (q: { stocked: number; reserved: number; available: number; incoming: number }) =>
    (["stocked", "reserved", "available", "incoming"] as const).map((key) => (
      <Table.Cell key={key} textAlign="end" color={key === "available" && q.available < 0 ? "fg.error" : undefined}>
        {number(q[key])}
      </Table.Cell>
    ));

  return (
    <SectionCard
      title={t("inventory.levels.title")}
      action={
        <Button size="small" variant="secondary" disabled={!levels || free.length === 0} onClick={() => setOpen({ kind: "add" })}>
          {t("inventory.levels.add")}
        </Button>
      }
    >
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !levels ? (
        <Text color="fg.muted">{t("table.loadingOptions")}</Text>
      ) : levels.length === 0 ? (
        <Text color="fg.muted">{t("inventory.levels.empty")}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("inventory.levels.title")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("inventory.fields.location")}</Table.ColumnHeader>
                {(["stocked", "reserved", "available", "incoming"] as const).map((key) => (
                  <Table.ColumnHeader key={key} textAlign="end">
                    {t(`inventory.columns.${key}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{t("inventory.reservations.actions.column")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {levels.map((level) => {
                const name = locations.name(level.location_id);
                return (
                  <Table.Row key={level.location_id}>
                    <Table.Cell>
                      <CellText>{name}</CellText>
                    </Table.Cell>
                    {quantities({ stocked: level.stocked_quantity, reserved: level.reserved_quantity, available: available(level), incoming: level.incoming_quantity })}
                    <Table.Cell textAlign="end">
                      <RowActions
                        label={t("inventory.levels.actions", { location: name })}
                        actions={[
                          { value: "edit", label: t("inventory.levels.edit"), onSelect: () => setOpen({ kind: "edit", level }) },
                          { value: "remove", label: t("inventory.levels.remove.confirm"), danger: true, onSelect: () => setOpen({ kind: "remove", level }) },
                        ]}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
            {levels.length > 1 && (
              <Table.Footer>
                <Table.Row fontWeight="medium">
                  <Table.Cell>{t("inventory.levels.total")}</Table.Cell>
                  {quantities(totals)}
                  <Table.Cell />
                </Table.Row>
              </Table.Footer>
            )}
          </Table.Root>
        </Table.ScrollArea>
      )}
      {open?.kind === "add" && <AddLevelDialog itemId={itemId} free={free} onClose={close} />}
      {open?.kind === "edit" && <EditLevelDialog itemId={itemId} level={open.level} locationName={locations.name(open.level.location_id)} onClose={close} />}
      {open?.kind === "remove" && <RemoveLevelDialog itemId={itemId} level={open.level} locationName={locations.name(open.level.location_id)} onClose={close} />}
    </SectionCard>
  );
}
