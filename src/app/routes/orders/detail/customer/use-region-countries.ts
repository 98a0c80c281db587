// The countries an address of the order may be in: those of its region. The
// order's answer carries its region without them (GET /admin/orders/{id} on
// Medusa 1.20), so they are read from the region then.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getRegionsRegionOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Country, Order } from "@generated/admin/types.gen";
import { intlLocale } from "@app/i18n/languages";

import type { CountryChoice } from "@app/lib/countries";

export type { CountryChoice };

export const useRegionCountries = (order: Order) => useCountriesOf(order.region_id, order.region?.countries);

/** The countries of a region: those given when known, else the region's as the server has them. */
export function useCountriesOf(regionId: string, known?: Country[]) {
  const { i18n } = useTranslation();
  const region = useQuery({ ...getRegionsRegionOptions({ path: { id: regionId } }), enabled: !known?.length });
  const countries = known?.length ? known : region.data?.region.countries;
  const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? "en")], { type: "region" });
  const choices: CountryChoice[] | undefined = countries
    ?.map((c) => ({ code: c.iso_2, label: names.of(c.iso_2.toUpperCase()) ?? c.display_name }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.resolvedLanguage));
  return { choices, error: region.error, retry: () => void region.refetch() };
}
