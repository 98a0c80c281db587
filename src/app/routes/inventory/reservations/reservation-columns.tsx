// The columns of a list of reservations: the item (on the reservations list),
// location, quantity, description, what it holds stock for (an order's line,
// or a reservation made by staff), when it was made, and its actions.
import { Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { ExtendedReservationItem } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { RowActions } from "@app/components/data-table/RowActions";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { ordersSection } from "@app/routes/orders/section";
import { inventorySection } from "../section";

export type ReservationAction = "edit" | "delete";

interface Options {
  /** The item column (not on the item's own page). */
  withItem: boolean;
  locationName: (id: string) => string;
  onAction: (action: ReservationAction, reservation: ExtendedReservationItem) => void;
}

/** How a reservation is named to the user: its item and location. */
export const reservationName = (r: ExtendedReservationItem, locationName: (id: string) => string) =>
  [r.inventory_item?.sku, locationName(r.location_id)].filter(Boolean).join(" · ");

export function useReservationColumns({ withItem, locationName, onAction }: Options): Column<ExtendedReservationItem>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const item: Column<ExtendedReservationItem> = {
    key: "item",
    header: t("inventory.columns.sku"),
    hideable: false,
    cell: (r) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={inventorySection.to("detail", { id: r.inventory_item_id })}>
          <CellText>{r.inventory_item?.sku || r.inventory_item?.title || t("inventory.noSku")}</CellText>
        </RouterLink>
      </Link>
    ),
  };
  const columns: Column<ExtendedReservationItem>[] = [
    { key: "location", header: t("inventory.fields.location"), hideable: withItem, cell: (r) => <CellText>{locationName(r.location_id)}</CellText> },
    { key: "quantity", header: t("inventory.fields.quantity"), align: "end", cell: (r) => format.number(r.quantity) },
    { key: "description", header: t("inventory.fields.description"), cell: (r) => (r.description ? <CellText>{r.description}</CellText> : <Text color="fg.muted">—</Text>) },
    {
      key: "source",
      header: t("inventory.reservations.source"),
      cell: (r) =>
        r.line_item?.order_id ? (
          <Link asChild>
            <RouterLink to={ordersSection.to("detail", { id: r.line_item.order_id })}>{t("inventory.reservations.forOrder")}</RouterLink>
          </Link>
        ) : (
          <Text color="fg.muted">{r.line_item ? t("inventory.reservations.forLine") : t("inventory.reservations.manual")}</Text>
        ),
    },
    { key: "created_at", header: t("inventory.reservations.created_at"), cell: (r) => (r.created_at ? format.date(r.created_at) : "—") },
    {
      key: "actions",
      header: t("inventory.reservations.actions.column"),
      hideable: false,
      align: "end",
      cell: (r) => {
        const label = t("inventory.reservations.actions.label", { name: reservationName(r, locationName) });
        return (
          <RowActions
            label={label}
            actions={[
              { value: "edit", label: t("inventory.reservations.actions.edit"), onSelect: () => onAction("edit", r) },
              { value: "delete", label: t("inventory.reservations.actions.delete"), danger: true, onSelect: () => onAction("delete", r) },
            ]}
          />
        );
      },
    },
  ];
  return withItem ? [item, ...columns] : columns;
}
