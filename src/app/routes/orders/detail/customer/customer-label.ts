// How the card and the transfer name a customer: the name with the email, or
// the email alone; an order's buyer.
import type { TFunction } from "i18next";
import type { Customer, Order } from "@generated/admin/types.gen";
import { personName } from "@app/lib/person-name";

/** The customer's name, else the name on an address of the order, else the email. */
export function customerName(order: Order) {
  const named = [order.customer, order.shipping_address, order.billing_address].find((p) => p?.first_name || p?.last_name);
  return (named && personName(named)) || order.email;
}

export function customerLabel(t: TFunction, customer: Pick<Customer, "first_name" | "last_name" | "email">) {
  const name = personName(customer);
  return name ? t("orders.customer.transfer.customerLabel", { name, email: customer.email }) : customer.email;
}
