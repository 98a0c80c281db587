// The price columns of this store: its currencies, then its regions.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getRegionsOptions, getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import { priceColumns } from "./price-columns";

// Stores have a handful of regions; one page holds them all.
const REGIONS_PAGE = 200;

export function usePriceColumns() {
  const store = useQuery(getStoreOptions());
  const regions = useQuery(getRegionsOptions({ query: { limit: REGIONS_PAGE } }));
  const storeData = store.data;
  const regionList = regions.data?.regions;
  // A store loaded without currencies (the contract leaves them optional) has none to price in.
  const columns = useMemo(
    () => (storeData && regionList ? priceColumns((storeData.store.currencies ?? []).map((c) => c.code), regionList) : undefined),
    [storeData, regionList],
  );
  return {
    columns,
    error: store.error ?? regions.error,
    retry: () => void Promise.all([store.refetch(), regions.refetch()]),
  };
}
