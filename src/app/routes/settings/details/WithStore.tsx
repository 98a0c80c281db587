// The store (GET /admin/store) for a settings card about it: a spinner while
// it loads, the failure (or "no access") with a retry, then the card's view.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { ExtendedStoreDto } from "@generated/admin/types.gen";
import { ErrorState } from "@app/components/data-table/TableStates";
import { RouteSpinner } from "@app/components/RouteSpinner";

export function WithStore({ children }: { children: (store: ExtendedStoreDto) => ReactNode }) {
  const query = useQuery(getStoreOptions());
  if (query.data) return children(query.data.store);
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
