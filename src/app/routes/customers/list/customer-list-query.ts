// The customers list's query (list recipe: components/data-table/list-query.ts):
// the server's search (`q`: email, first and last name, phone) and filters.
import { getCustomersOptions } from "@generated/admin/@tanstack/react-query.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";
import type { FilterValues } from "@app/components/data-table/types";

// The groups and orders columns; the server ignores `fields` on this list (Medusa 1.20).
const EXPAND = "groups,orders";

/** "with" or "without" an account: both (or none) chosen is no filter. */
export const ACCOUNT_CHOICES = ["with", "without"] as const;

function hasAccount(filters: FilterValues): boolean | undefined {
  const chosen = selectedValues<(typeof ACCOUNT_CHOICES)[number]>(filters, "account");
  return chosen?.length === 1 ? chosen[0] === "with" : undefined;
}

/** The filters as the server's query. */
export const customerFilterQuery = (filters: FilterValues) =>
  present({
    has_account: hasAccount(filters),
    groups: selectedValues(filters, "groups"),
    created_at: dateRangeQuery(filters, "created"),
  });

export const customerListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  getCustomersOptions({ query: { offset, limit, expand: EXPAND, ...present({ q, order }), ...customerFilterQuery(filters) } });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { customerSearch } from "./customer-search";
