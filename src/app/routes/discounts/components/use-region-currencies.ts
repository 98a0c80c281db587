// The regions with their currencies: a fixed discount's amount is in its
// region's currency. The same query as the region option list (one cache entry).
import { useQuery } from "@tanstack/react-query";
import { getRegionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetRegionsResponse } from "@generated/admin/types.gen";

const LIMIT = 1000;
const withCurrency = (d: GetRegionsResponse) =>
  d.regions.map((r) => ({ id: r.id, name: r.name, currency: r.currency_code })).sort((a, b) => a.name.localeCompare(b.name));

export function useRegionCurrencies() {
  const query = useQuery({ ...getRegionsOptions({ query: { limit: LIMIT } }), select: withCurrency });
  const regions = query.data ?? [];
  return { regions, loading: query.isPending, currencyOf: (id: string) => regions.find((r) => r.id === id)?.currency };
}
