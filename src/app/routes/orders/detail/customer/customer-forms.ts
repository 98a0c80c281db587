// The customer card's forms: the order's email and an address (shipping or
// billing), their schemas (refined from the generated request body's) and the
// request made of them. Only what changed is sent; an address changed is sent
// with its country, which the server checks against the order's region each time.
import { z } from "zod/mini";
import type { Address, AdminPostOrdersOrderReq, AddressPayload } from "@generated/admin/types.gen";
import { zAddressPayload, zAdminPostOrdersOrderReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

export const emailSchema = z.extend(z.pick(zAdminPostOrdersOrderReq, { email: true }), {
  email: z.pipe(requiredText(), z.email()),
});
export type EmailValues = z.infer<typeof emailSchema>;

export const emailValues = (email: string): EmailValues => ({ email });

/** Nothing when the email is the one the order has. */
export const emailBody = (initial: EmailValues, { email }: EmailValues): AdminPostOrdersOrderReq => (email === initial.email ? {} : { email });

const optionalText = () => z.string().check(z.trim());

// The contract's address, each text required or trimmed as the form needs.
export const addressSchema = z.extend(z.omit(zAddressPayload, { metadata: true }), {
  first_name: requiredText(),
  last_name: requiredText(),
  company: optionalText(),
  address_1: requiredText(),
  address_2: optionalText(),
  city: requiredText(),
  postal_code: requiredText(),
  province: optionalText(),
  country_code: requiredText(),
  phone: optionalText(),
});
export type AddressValues = z.infer<typeof addressSchema>;

/** The fields in the order the form shows them. */
export const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "city", "postal_code", "province", "country_code", "phone"] as const;

/** An order without this address gets an empty form. */
export const addressValues = (address: Address | null | undefined): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, address?.[key] ?? ""])) as AddressValues;

/** The fields that changed, with the country; undefined when none did. */
export function addressChanges(initial: AddressValues, values: AddressValues): AddressPayload | undefined {
  const changed = ADDRESS_FIELDS.filter((key) => values[key] !== initial[key]);
  if (changed.length === 0) return undefined;
  return { ...Object.fromEntries(changed.map((key) => [key, values[key]])), country_code: values.country_code };
}
