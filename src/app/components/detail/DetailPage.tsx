// A record's page (the detail recipe): while the record's query
// loads a spinner shows, when it cannot be had the "record unavailable" state
// (404 / 403 / error, with the way back to the list), and once it is there
// the record's view, kept on screen while a background refetch fails. The
// view sits between the plugin zones of its kind (`product.details.before` / `.after`);
// a kind of record plugins have no zone for (a region) is shown without any.
// The record's title names the browser tab ("Classic T-Shirt · Products · Medusa Admin").
import { Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { WidgetZone } from "@app/extensions/context";
import type { DetailEntities, DetailZone } from "@app/extensions/zones";
import { usePageTitle } from "@app/layout/page-title";
import { DetailUnavailable, type DetailUnavailableProps } from "./DetailUnavailable";

interface FrameProps<TData, R> {
  query: UseQueryResult<TData, unknown>;
  /** The record in the query's answer. */
  select: (data: TData) => R;
  /** The record's name for the browser tab: its page's heading. */
  title: (record: R) => string;
  /** The title says what the record is ("Order #5"): the tab leaves out the section's name. */
  ownTitle?: boolean;
  unavailable: Omit<DetailUnavailableProps, "error" | "onRetry">;
  children: (record: R) => ReactNode;
}

interface ZonedProps<TData, K extends keyof DetailEntities> extends FrameProps<TData, DetailEntities[K]> {
  /** The record's plugin zones. */
  zone: K;
}

export function DetailPage<TData, K extends keyof DetailEntities>(props: ZonedProps<TData, K>): ReactNode;
export function DetailPage<TData, R>(props: FrameProps<TData, R> & { zone?: never }): ReactNode;
export function DetailPage<TData, R>({ query, select, zone, title, ownTitle, unavailable, children }: FrameProps<TData, R> & { zone?: keyof DetailEntities }) {
  const record = query.data ? select(query.data) : undefined;
  usePageTitle(record && title(record), { own: ownTitle });
  if (record) {
    if (!zone) return <Stack gap="5">{children(record)}</Stack>;
    return (
      <Stack gap="5">
        <WidgetZone<DetailZone> name={`${zone}.details.before`} entity={zoned(record)} />
        {children(record)}
        <WidgetZone<DetailZone> name={`${zone}.details.after`} entity={zoned(record)} />
      </Stack>
    );
  }
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return <DetailUnavailable error={query.error} onRetry={() => void query.refetch()} {...unavailable} />;
}

/** With a zone the record is that zone's entity (the zoned overload says so). */
const zoned = <R,>(record: R) => record as DetailEntities[keyof DetailEntities];
