// A stock location's address as one line ("Main 1, 10115 Berlin, Germany").
import type { StockLocationAddressDto } from "@generated/admin/types.gen";

export function addressLine(address: StockLocationAddressDto | null | undefined, country: (code: string) => string | undefined): string {
  if (!address) return "";
  const city = [address.postal_code, address.city].filter(Boolean).join(" ");
  const code = address.country_code?.toUpperCase();
  return [address.address_1, address.address_2, city, address.province, code ? (country(code) ?? code) : ""].filter(Boolean).join(", ");
}
