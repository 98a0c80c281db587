// A paged table of reservations (all of them, or one item's) with each row's
// edit and delete.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExtendedReservationItem } from "@generated/admin/types.gen";
import { DataTable, type FilterDef } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import type { FilterOption } from "@app/components/data-table/types";
import { DeleteReservationDialog, EditReservationDialog } from "../components/ReservationDialogs";
import { type ReservationAction, useReservationColumns } from "./reservation-columns";
import type { reservationListQuery } from "./reservation-list-query";

interface ReservationTableProps {
  listQuery: typeof reservationListQuery;
  /** The item column and the location filter: the list of all reservations. */
  withItem: boolean;
  filters?: readonly FilterDef[];
  locationName: (id: string) => string;
  /** The locations a reservation may be moved to (an item's page: where it is stocked). */
  locations: FilterOption[];
  emptyText: string;
}

export function ReservationTable({ listQuery, withItem, filters, locationName, locations, emptyText }: ReservationTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ action: ReservationAction; reservation: ExtendedReservationItem } | null>(null);
  const close = () => setOpen(null);
  const columns = useReservationColumns({ withItem, locationName, onAction: (action, reservation) => setOpen({ action, reservation }) });
  const { list, query } = useListQuery(listQuery, { filters });
  return (
    <>
      <DataTable
        id={withItem ? "reservations" : "item-reservations"}
        label={t("inventory.nav.reservations")}
        columns={columns}
        list={list}
        filters={filters}
        searchable={false}
        rows={query.data?.reservations}
        count={query.data?.count}
        rowKey={(r) => r.id}
        {...queryState(query)}
        emptyText={emptyText}
      />
      {open?.action === "edit" && <EditReservationDialog reservation={open.reservation} locations={locations} onClose={close} />}
      {open?.action === "delete" && <DeleteReservationDialog reservation={open.reservation} locationName={locationName(open.reservation.location_id)} onClose={close} />}
    </>
  );
}
