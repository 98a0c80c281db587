// What the region form offers: the store's currencies and providers
// (GET /admin/store: currencies, fulfillment providers; GET
// /admin/store/payment-providers) and the countries other regions hold (the
// regions list, as the region pickers read it).
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getRegionsOptions, getStoreOptions, getStorePaymentProvidersOptions } from "@generated/admin/@tanstack/react-query.gen";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { takenCountries } from "./region-form";

export function useRegionChoices(editing?: string) {
  const { isEnabled } = useFeatureFlag();
  const store = useQuery(getStoreOptions());
  const payment = useQuery(getStorePaymentProvidersOptions());
  const regions = useQuery(getRegionsOptions({ query: { limit: 1000 } }));
  const taken = useMemo(() => takenCountries(regions.data?.regions ?? [], editing), [regions.data, editing]);
  const paymentProviders = useMemo(() => (payment.data?.payment_providers ?? []).map((p) => p.id), [payment.data]);
  const fulfillmentProviders = useMemo(() => (store.data?.store.fulfillment_providers ?? []).map((p) => p.id), [store.data]);
  const queries = [store, payment, regions];
  const failed = queries.find((q) => q.error);
  return {
    ready: queries.every((q) => q.data),
    error: failed?.error ?? null,
    retry: () => queries.forEach((q) => q.error && void q.refetch()),
    currencies: store.data?.store.currencies ?? [],
    defaultCurrency: store.data?.store.default_currency_code ?? "",
    paymentProviders,
    fulfillmentProviders,
    taken,
    taxInclusive: isEnabled("tax_inclusive_pricing"),
  };
}
export type RegionChoices = ReturnType<typeof useRegionChoices>;
