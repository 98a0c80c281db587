// Customers in the global search: the list's own query (`q`: email, first and last name, phone).
import type { GetCustomersResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { personName } from "@app/lib/person-name";
import { customersSection } from "../section";
import { customerListQuery } from "./customer-list-query";

export const customerSearch: SearchKind<GetCustomersResponse> = {
  queries: (q) => [customerListQuery(searchState(q))],
  hits: (data) =>
    data.customers.map((c) => {
      const name = personName(c);
      return { id: c.id, title: name || c.email, detail: name ? c.email : undefined, href: customersSection.to("detail", { id: c.id }) };
    }),
  count: (data) => data.count,
};
