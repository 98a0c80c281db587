// /a/inventory/reservations: every reservation (stock held at a location for
// an order, or by staff), filtered by location and paged by the server; one is
// created for an item searched in the dialog, edited or deleted from its row.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import type { FilterDef } from "@app/components/data-table/DataTable";
import { PageHeader } from "@app/components/PageHeader";
import { InventoryNav } from "../components/InventoryNav";
import { CreateReservationDialog } from "../components/ReservationDialogs";
import { useLocationNames } from "../components/use-location-names";
import { inventorySection } from "../section";
import { reservationListQuery } from "./reservation-list-query";
import { ReservationTable } from "./ReservationTable";

export default function ReservationsPage() {
  const { t } = useTranslation();
  const locations = useLocationNames();
  const [creating, setCreating] = useState(false);
  const filters = useMemo<FilterDef[]>(
    () => [{ kind: "multi", key: "location", label: t("inventory.filters.location"), options: locations.options, loading: locations.loading }],
    [t, locations],
  );
  return (
    <>
      <PageHeader
        title={t(inventorySection.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("inventory.reservations.add")}
          </Button>
        }
      />
      <InventoryNav current="reservations" />
      <ReservationTable
        listQuery={reservationListQuery}
        withItem
        filters={filters}
        locationName={locations.name}
        locations={locations.options}
        emptyText={t("inventory.reservations.empty")}
      />
      {creating && <CreateReservationDialog locationName={locations.name} onClose={() => setCreating(false)} />}
    </>
  );
}
