// The discounts list's query (list recipe: components/data-table/list-query.ts).
// The server filters by code (q), one rule type, is_dynamic and is_disabled
// only. The rest is filtered here, over one large page fetched at once and
// then paged in the browser: the computed status (active, scheduled, expired
// are read from the dates: ../components/discount-status.ts), the region, and
// several types at once.
import { getDiscountsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Discount, GetDiscountsData, GetDiscountsResponse } from "@generated/admin/types.gen";
import { present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";
import type { FilterValues } from "@app/components/data-table/types";
import { type DiscountStatus, discountStatus } from "../components/discount-status";

type DiscountsQuery = NonNullable<GetDiscountsData["query"]>;
export type DiscountType = NonNullable<Discount["rule"]>["type"];
export const DISCOUNT_TYPES: DiscountType[] = ["percentage", "fixed", "free_shipping"];
export const DYNAMIC_CHOICES = ["dynamic", "static"] as const;

export const DEFAULT_ORDER = "-created_at";

// Stores keep a few hundred discounts at most; the browser pages through them when it filters.
const BROWSER_FILTER_LIMIT = 1000;

/** The filters the server answers, and the test the browser applies to what it answers (null: none). */
export function discountFilters(values: FilterValues) {
  const statuses = selectedValues<DiscountStatus>(values, "status") ?? [];
  const types = selectedValues<DiscountType>(values, "type") ?? [];
  const regions = selectedValues(values, "region") ?? [];
  const dynamic = selectedValues<(typeof DYNAMIC_CHOICES)[number]>(values, "dynamic") ?? [];
  const server: Pick<DiscountsQuery, "is_disabled" | "is_dynamic" | "rule"> = {};
  // Disabled is the one status the server knows; the others are all "not disabled".
  if (statuses.length > 0 && statuses.every((s) => s === "disabled")) server.is_disabled = true;
  if (statuses.length > 0 && !statuses.includes("disabled")) server.is_disabled = false;
  if (types.length === 1) server.rule = { type: types[0] };
  if (dynamic.length === 1) server.is_dynamic = dynamic[0] === "dynamic";
  const byStatus = statuses.length > 0 && statuses.some((s) => s !== "disabled");
  const byType = types.length > 1;
  const byRegion = regions.length > 0;
  const browser =
    byStatus || byType || byRegion
      ? (d: Discount, now: Date) =>
          (!byStatus || statuses.includes(discountStatus(d, now))) &&
          (!byType || (d.rule != null && types.includes(d.rule.type))) &&
          (!byRegion || (d.regions ?? []).some((r) => regions.includes(r.id)))
      : null;
  return { server, browser };
}

export const discountListQuery = ({ offset, limit, q, order, filters }: ListState) => {
  const { server, browser } = discountFilters(filters);
  // Newest first unless a column is sorted (the list says so in its header).
  const query = present({ q, order: order ?? DEFAULT_ORDER, ...server });
  if (!browser) return getDiscountsOptions({ query: { offset, limit, ...query } });
  return {
    ...getDiscountsOptions({ query: { offset: 0, limit: BROWSER_FILTER_LIMIT, ...query } }),
    select: (data: GetDiscountsResponse): GetDiscountsResponse => {
      const now = new Date();
      const kept = data.discounts.filter((d) => browser(d, now));
      return { ...data, discounts: kept.slice(offset, offset + limit), count: kept.length, offset, limit };
    },
  };
};

// The list's search in the global search: in this chunk, so the sections name one module each.
export { discountSearch } from "./discount-search";
