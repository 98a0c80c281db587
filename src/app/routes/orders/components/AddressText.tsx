// A postal address as lines, the country named in the reader's language.
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Address } from "@generated/admin/types.gen";
import { intlLocale } from "@app/i18n/languages";
import { personName } from "@app/lib/person-name";

export function addressLines(address: Address, country: (code: string) => string | undefined): string[] {
  const name = personName(address);
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(" ");
  return [
    name,
    address.company,
    address.address_1,
    address.address_2,
    [cityLine, address.province].filter(Boolean).join(", "),
    address.country_code ? (country(address.country_code.toUpperCase()) ?? address.country_code.toUpperCase()) : "",
    address.phone,
  ].filter((line): line is string => !!line);
}

export function AddressText({ address }: { address: Address | null | undefined }) {
  const { i18n } = useTranslation();
  if (!address) return <>—</>;
  const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? "en")], { type: "region" });
  return (
    <Text whiteSpace="pre-line" overflowWrap="anywhere">
      {addressLines(address, (code) => names.of(code)).join("\n")}
    </Text>
  );
}
