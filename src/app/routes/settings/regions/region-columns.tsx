// The regions list's columns: name, currency, countries and providers.
import { useTranslation } from "react-i18next";
import type { Region } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useCountryNames } from "@app/lib/use-country-names";

const ids = (providers: { id: string }[] | undefined) => (providers?.length ? providers.map((p) => p.id).join(", ") : "—");

export function useRegionColumns(): Column<Region>[] {
  const { t } = useTranslation();
  const { name, language } = useCountryNames();
  const countries = (r: Region) =>
    (r.countries ?? [])
      .map((c) => name(c.iso_2))
      .sort((a, b) => a.localeCompare(b, language))
      .join(", ") || "—";
  return [
    { key: "name", header: t("settings.regions.fields.name"), cell: (r) => <CellText>{r.name}</CellText>, sortKey: "name", hideable: false },
    { key: "currency", header: t("settings.regions.fields.currency"), cell: (r) => r.currency_code.toUpperCase(), sortKey: "currency_code" },
    { key: "countries", header: t("settings.regions.fields.countries"), cell: (r) => <CellText>{countries(r)}</CellText> },
    { key: "payment", header: t("settings.regions.fields.paymentProviders"), cell: (r) => <CellText>{ids(r.payment_providers)}</CellText> },
    { key: "fulfillment", header: t("settings.regions.fields.fulfillmentProviders"), cell: (r) => <CellText>{ids(r.fulfillment_providers)}</CellText> },
  ];
}
