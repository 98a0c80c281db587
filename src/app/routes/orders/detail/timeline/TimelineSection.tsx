// The order's history in one list, newest first (see timeline-events.ts),
// with the note field on top. The order's own events show at once (it is
// always placed: the list is never empty); notes, notifications and order
// edits join when read, and a list that cannot be read says why, with a retry.
import { Alert, Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { SectionCard } from "@app/components/detail/SectionCard";
import { errorMessage } from "@app/components/form/error-message";
import { useSession } from "@app/providers/session";
import { NoteForm } from "./NoteForm";
import { timelineEvents } from "./timeline-events";
import { TimelineEntry } from "./TimelineEntry";
import { RECORDS_LIMIT, type RecordFailure, useTimelineRecords } from "./use-timeline-records";

export function TimelineSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const userId = useSession().data?.user.id;
  const { records, pending, failures, partial } = useTimelineRecords(order.id);
  const events = timelineEvents(order, records);
  return (
    <SectionCard title={t("orders.timeline.title")}>
      <Stack gap="4">
        <NoteForm orderId={order.id} />
        {failures.map((failure) => (
          <FailedRecords key={failure.source} failure={failure} />
        ))}
        {pending && (
          <HStack gap="2" color="fg.muted" role="status">
            <Spinner size="xs" />
            <Text textStyle="sm">{t("orders.timeline.loading")}</Text>
          </HStack>
        )}
        <Stack as="ol" aria-label={t("orders.timeline.events")} gap="0" listStyleType="none" ms="1" borderStartWidth="1px">
          {events.map((event) => (
            <TimelineEntry key={event.key} event={event} currency={order.currency_code} userId={userId} />
          ))}
        </Stack>
        {partial && (
          <Text textStyle="xs" color="fg.muted">
            {t("orders.timeline.partial", { count: RECORDS_LIMIT })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

function FailedRecords({ failure }: { failure: RecordFailure }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(`orders.timeline.failed.${failure.source}`, { message: errorMessage(t, failure.error) })}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={failure.retry}>
        {t("common.retry")}
      </Button>
    </Alert.Root>
  );
}
