// Filter values as they stand in the URL, and as the server wants them.
// A multi filter is `key=a&key=b` (only the values it offers, once its options are loaded), a date range
// `key_from=yyyy-mm-dd&key_to=yyyy-mm-dd`.
import type { DateRange, FilterDef, FilterValue, FilterValues } from "./types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rangeKeys = (key: string) => ({ from: `${key}_from`, to: `${key}_to` });

/** The URL keys a filter owns. */
export const urlKeysOf = (def: FilterDef): string[] =>
  def.kind === "multi" ? [def.key] : Object.values(rangeKeys(def.key));

export function readFilter(params: URLSearchParams, def: FilterDef): FilterValue {
  if (def.kind === "multi") {
    const values = [...new Set(params.getAll(def.key))];
    if (def.loading) return values;
    const offered = new Set(def.options.map((o) => o.value));
    return values.filter((v) => offered.has(v));
  }
  const keys = rangeKeys(def.key);
  const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);
  return { from: day(params.get(keys.from)), to: day(params.get(keys.to)) };
}

/** Writes a filter's value into params (in place), dropping its old one. */
export function writeFilter(params: URLSearchParams, def: FilterDef, value: FilterValue) {
  for (const key of urlKeysOf(def)) params.delete(key);
  if (def.kind === "multi") {
    for (const v of value as string[]) params.append(def.key, v);
    return;
  }
  const range = value as DateRange;
  const keys = rangeKeys(def.key);
  if (range.from) params.set(keys.from, range.from);
  if (range.to) params.set(keys.to, range.to);
}

export const isActive = (value: FilterValue | undefined): boolean =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.from || value?.to);

export const readFilters = (params: URLSearchParams, defs: readonly FilterDef[]): FilterValues =>
  Object.fromEntries(defs.map((def) => [def.key, readFilter(params, def)]));

/** The chosen values of a multi filter, or undefined when none (the query then leaves it out). */
export function selectedValues<T extends string>(values: FilterValues, key: string): T[] | undefined {
  const value = values[key];
  return Array.isArray(value) && value.length > 0 ? (value as T[]) : undefined;
}

/**
 * A day range as the server's `{ gte, lte }`, both ends included: from the
 * start of the first day to the end of the last one, in the user's time zone.
 */
export function dateRangeQuery(values: FilterValues, key: string): { gte?: string; lte?: string } | undefined {
  const value = values[key];
  if (!value || Array.isArray(value) || !isActive(value)) return undefined;
  const at = (day: string, end: boolean) => {
    const [y, m, d] = day.split("-").map(Number);
    return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
  };
  return {
    ...(value.from ? { gte: at(value.from, false) } : {}),
    ...(value.to ? { lte: at(value.to, true) } : {}),
  };
}

/** A query's parameters without the unset ones, so an unset filter leaves the cache key as it was. */
export const present = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))) as Partial<T>;
