// The countries an address of the order may be in: those of its region. The
// order's answer carries its region without them (GET /admin/orders/{id} on
// Medusa 1.20), so they are read from the region then.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getRegionsRegionOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { intlLocale } from "@app/i18n/languages";

export interface CountryChoice {
  code: string;
  label: string;
}

export function useRegionCountries(order: Order) {
  const { i18n } = useTranslation();
  const known = order.region?.countries;
  const region = useQuery({ ...getRegionsRegionOptions({ path: { id: order.region_id } }), enabled: !known?.length });
  const countries = known?.length ? known : region.data?.region.countries;
  const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? "en")], { type: "region" });
  const choices: CountryChoice[] | undefined = countries
    ?.map((c) => ({ code: c.iso_2, label: names.of(c.iso_2.toUpperCase()) ?? c.display_name }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.resolvedLanguage));
  return { choices, error: region.error, retry: () => void region.refetch() };
}
