// The detail recipe's page frame: the record's query answers it; while it
// loads a spinner shows, when it cannot be had the "record unavailable" state
// (404 / 403 / error, with the way back to the list), and once it is there
// the record's view, kept on screen while a background refetch fails. The
// view sits between the plugin zones of its kind (`product.details.before` / `.after`).
// The record's title names the browser tab ("Classic T-Shirt · Products · Medusa Admin").
import { Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { WidgetZone } from "@app/extensions/context";
import type { DetailEntities, DetailZone } from "@app/extensions/zones";
import { usePageTitle } from "@app/layout/page-title";
import { DetailUnavailable, type DetailUnavailableProps } from "./DetailUnavailable";

interface DetailPageProps<TData, K extends keyof DetailEntities> {
  query: UseQueryResult<TData, unknown>;
  /** The record in the query's answer. */
  select: (data: TData) => DetailEntities[K];
  /** The record's plugin zones. */
  zone: K;
  /** The record's name for the browser tab: its page's heading. */
  title: (record: DetailEntities[K]) => string;
  /** The title says what the record is ("Order #5"): the tab leaves out the section's name. */
  ownTitle?: boolean;
  unavailable: Omit<DetailUnavailableProps, "error" | "onRetry">;
  children: (record: DetailEntities[K]) => ReactNode;
}

export function DetailPage<TData, K extends keyof DetailEntities>({ query, select, zone, title, ownTitle, unavailable, children }: DetailPageProps<TData, K>) {
  const record = query.data ? select(query.data) : undefined;
  usePageTitle(record && title(record), { own: ownTitle });
  if (record) {
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
