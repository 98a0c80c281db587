// How the card and the transfer name a person: first and last name; a
// customer as the name with the email, or the email alone.
import type { TFunction } from "i18next";
import type { Customer } from "@generated/admin/types.gen";

export const personName = (c: Pick<Customer, "first_name" | "last_name">) => [c.first_name, c.last_name].filter(Boolean).join(" ");

export function customerLabel(t: TFunction, customer: Pick<Customer, "first_name" | "last_name" | "email">) {
  const name = personName(customer);
  return name ? t("orders.customer.transfer.customerLabel", { name, email: customer.email }) : customer.email;
}
