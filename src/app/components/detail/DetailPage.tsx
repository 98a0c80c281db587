// The detail recipe's page frame: the record's query answers it; while it
// loads a spinner shows, when it cannot be had the "record unavailable" state
// (404 / 403 / error, with the way back to the list), and once it is there
// the record's view, kept on screen while a background refetch fails. The
// view sits between the plugin zones of its kind (`product.details.before` / `.after`);
// a kind of record plugins have no zone for (a region) is shown without any.
import { Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { WidgetZone } from "@app/extensions/context";
import type { DetailEntities, DetailZone } from "@app/extensions/zones";
import { DetailUnavailable, type DetailUnavailableProps } from "./DetailUnavailable";

interface FrameProps<TData, R> {
  query: UseQueryResult<TData, unknown>;
  /** The record in the query's answer. */
  select: (data: TData) => R;
  unavailable: Omit<DetailUnavailableProps, "error" | "onRetry">;
  children: (record: R) => ReactNode;
}

interface ZonedProps<TData, K extends keyof DetailEntities> extends FrameProps<TData, DetailEntities[K]> {
  /** The record's plugin zones. */
  zone: K;
}

export function DetailPage<TData, K extends keyof DetailEntities>(props: ZonedProps<TData, K>): ReactNode;
export function DetailPage<TData, R>(props: FrameProps<TData, R> & { zone?: never }): ReactNode;
export function DetailPage<TData, R>({ query, select, zone, unavailable, children }: FrameProps<TData, R> & { zone?: keyof DetailEntities }) {
  if (query.data) {
    const record = select(query.data);
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
