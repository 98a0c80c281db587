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
  // Loaded without currencies (the contract leaves them optional): none to price in.
  const currencies = store.data && (store.data.store.currencies ?? []);
  const regionList = regions.data?.regions;
  const columns = useMemo(
    () => (currencies && regionList ? priceColumns(currencies.map((c) => c.code), regionList) : undefined),
    [currencies, regionList],
  );
  return {
    columns,
    error: store.error ?? regions.error,
    retry: () => void Promise.all([store.refetch(), regions.refetch()]),
  };
}
