// A stock location's name by its id (levels and reservations carry the id only).
import { useMemo } from "react";
import { useStockLocationOptions } from "@app/routes/option-queries";

export function useLocationNames() {
  const locations = useStockLocationOptions();
  return useMemo(() => {
    const names = new Map(locations.options.map((o) => [o.value, o.label]));
    return { options: locations.options, loading: locations.loading, name: (id: string) => names.get(id) ?? id };
  }, [locations]);
}
