// A region's countries: every country the server knows, searched by name or
// code; those of another region cannot be chosen (a country belongs to one
// region only) and say which region holds them. The chosen ones are listed
// under the boxes, as the search may hide them.
import { Input } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES } from "@app/lib/countries";
import { ChoiceGroupField } from "./ChoiceGroupField";
import type { RegionValues, TakenCountries } from "./region-form";
import { useCountryNames } from "@app/lib/use-country-names";

export function CountriesField({ control, taken }: { control: Control<RegionValues>; taken: TakenCountries }) {
  const { t } = useTranslation();
  const { name, language } = useCountryNames();
  const [search, setSearch] = useState("");
  // (none for a render while the form takes its values)
  const chosen = useWatch({ control, name: "countries" }) ?? [];
  const all = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, label: name(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, language))
        .map(({ code, label }) => {
          const holder = taken.get(code);
          return { value: code, label, unavailable: holder ? t("settings.regions.form.countryIn", { region: holder.name }) : undefined };
        }),
    [name, language, taken, t],
  );
  const term = search.trim().toLocaleLowerCase(language);
  const shown = term ? all.filter((c) => c.label.toLocaleLowerCase(language).includes(term) || c.value === term) : all;
  const chosenNames = all.filter((c) => chosen.includes(c.value)).map((c) => c.label);
  return (
    <ChoiceGroupField
      control={control}
      name="countries"
      legend={t("settings.regions.fields.countries")}
      choices={shown}
      maxH="14rem"
      empty={t("settings.regions.form.noCountryFound")}
      header={
        <Input
          type="search"
          size="sm"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          // Enter searches, it does not save the form.
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          aria-label={t("settings.regions.form.searchCountries")}
          placeholder={t("settings.regions.form.searchCountries")}
        />
      }
      helper={chosenNames.length > 0 ? t("settings.regions.form.countriesChosen", { count: chosenNames.length, names: chosenNames.join(", ") }) : t("settings.regions.form.countriesHelp")}
    />
  );
}
