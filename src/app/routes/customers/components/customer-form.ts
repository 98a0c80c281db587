// The customer forms: a new customer (names, email, phone, password: the
// server requires the password and so makes an account) and the profile edit
// (names, email, phone, metadata), refined from the generated request bodies.
// Only what changed is sent. A customer with an account keeps its email: the
// server refuses to change it ("You can't update the email of a registered customer").
import { z } from "zod/mini";
import type { AdminPostCustomersCustomerReq, AdminPostCustomersReq, Customer } from "@generated/admin/types.gen";
import { zAdminPostCustomersCustomerReq, zAdminPostCustomersReq } from "@generated/admin/zod.gen";
import { metadataBody, metadataRows, metadataRowsSchema } from "@app/components/form/metadata-form";
import { NEW_PASSWORD_MIN } from "@app/components/form/password-schema";
import { requiredText } from "@app/components/form/required-text";

const optionalText = () => z.string().check(z.trim());
const email = () => z.pipe(requiredText(), z.email());

export const createCustomerSchema = z.extend(z.omit(zAdminPostCustomersReq, { metadata: true }), {
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: optionalText(),
  password: z.string().check(z.minLength(NEW_PASSWORD_MIN)),
});
export type CreateCustomerValues = z.infer<typeof createCustomerSchema>;

export const NEW_CUSTOMER: CreateCustomerValues = { first_name: "", last_name: "", email: "", phone: "", password: "" };

export const createCustomerBody = ({ phone, ...values }: CreateCustomerValues): AdminPostCustomersReq => ({ ...values, ...(phone ? { phone } : {}) });

export const profileSchema = z.extend(z.pick(zAdminPostCustomersCustomerReq, { first_name: true, last_name: true, phone: true }), {
  first_name: optionalText(),
  last_name: optionalText(),
  email: email(),
  phone: optionalText(),
  metadata: metadataRowsSchema,
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const profileValues = (c: Customer): ProfileValues => ({
  first_name: c.first_name ?? "",
  last_name: c.last_name ?? "",
  email: c.email,
  phone: c.phone ?? "",
  metadata: metadataRows(c.metadata),
});

const PROFILE_FIELDS = ["first_name", "last_name", "email", "phone"] as const;

/** The fields that changed (never the email of a customer with an account) and the metadata changes. */
export function profileBody(customer: Customer, values: ProfileValues): AdminPostCustomersCustomerReq {
  const initial = profileValues(customer);
  const changed = PROFILE_FIELDS.filter((key) => values[key] !== initial[key] && !(key === "email" && customer.has_account));
  const metadata = metadataBody(customer.metadata, values.metadata);
  return {
    ...Object.fromEntries(changed.map((key) => [key, values[key]])),
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}
