// The detail recipe's page frame: the record's query answers it; while it
// loads a spinner shows, when it cannot be had the "record unavailable" state
// (404 / 403 / error, with the way back to the list), and once it is there
// the record's view, kept on screen while a background refetch fails. The
// view sits between the plugin zones of its kind (`product.details.before` / `.after`).
import { Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { WidgetZone } from "@app/extensions/context";
import type { DetailEntities, DetailZone } from "@app/extensions/zones";
import { DetailUnavailable, type DetailUnavailableProps } from "./DetailUnavailable";

interface DetailPageProps<TData, K extends keyof DetailEntities> {
  query: UseQueryResult<TData, unknown>;
  /** The record in the query's answer. */
  select: (data: TData) => DetailEntities[K];
  /** The record's plugin zones. */
  zone: K;
  unavailable: Omit<DetailUnavailableProps, "error" | "onRetry">;
  children: (record: DetailEntities[K]) => ReactNode;
}

export function DetailPage<TData, K extends keyof DetailEntities>({ query, select, zone, unavailable, children }: DetailPageProps<TData, K>) {
  if (query.data) {
    const record = select(query.data);
    return (
      <Stack gap="5">
        <WidgetZone<DetailZone> name={`${zone}.details.before`} entity={record} />
        {children(record)}
        <WidgetZone<DetailZone> name={`${zone}.details.after`} entity={record} />
      </Stack>
    );
  }
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return <DetailUnavailable error={query.error} onRetry={() => void query.refetch()} {...unavailable} />;
}
