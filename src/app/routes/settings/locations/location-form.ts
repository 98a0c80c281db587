// The stock location form (name and address), validated with the generated
// request schemas, and the bodies sent for it.
import { z } from "zod/mini";
import type { AdminPostStockLocationsLocationReq, AdminPostStockLocationsReq, StockLocationAddressInput, StockLocationExpandedDto } from "@generated/admin/types.gen";
import { zAdminPostStockLocationsReq, zStockLocationAddressInput } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

export const OPTIONAL_ADDRESS_FIELDS = ["address_2", "city", "postal_code", "province", "phone"] as const;

export const locationSchema = z.extend(z.pick(zAdminPostStockLocationsReq, { name: true }), {
  name: requiredText(),
  address: z.extend(z.pick(zStockLocationAddressInput, { address_2: true, city: true, postal_code: true, province: true, phone: true }), {
    address_1: requiredText(),
    country_code: requiredText(),
  }),
});
export type LocationValues = z.infer<typeof locationSchema>;

export const locationValues = (location?: StockLocationExpandedDto): LocationValues => {
  const a = location?.address;
  return {
    name: location?.name ?? "",
    address: {
      address_1: a?.address_1 ?? "",
      address_2: a?.address_2 ?? "",
      city: a?.city ?? "",
      postal_code: a?.postal_code ?? "",
      province: a?.province ?? "",
      phone: a?.phone ?? "",
      country_code: a?.country_code?.toLowerCase() ?? "",
    },
  };
};

/** The address as typed, trimmed; an optional field left empty is sent as "" so an old value goes (the server stores it). */
function addressBody({ address }: LocationValues): StockLocationAddressInput {
  const body: StockLocationAddressInput = { address_1: address.address_1.trim(), country_code: address.country_code };
  for (const key of OPTIONAL_ADDRESS_FIELDS) body[key] = address[key]?.trim() ?? "";
  return body;
}

export const createLocationBody = (values: LocationValues): AdminPostStockLocationsReq => ({ name: values.name.trim(), address: addressBody(values) });

export const updateLocationBody = (values: LocationValues): AdminPostStockLocationsLocationReq => ({ name: values.name.trim(), address: addressBody(values) });
