// One event of the timeline: what happened, the details that came with it
// (amounts in the order's currency, items, the store's own text), when, and
// who for notes; with its action where it has one (delete one's own note,
// resend a notification).
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { deleteNotesNoteMutation, postNotificationsNotificationResendMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Note, Notification } from "@generated/admin/types.gen";
import { useFormat } from "@app/i18n/use-format";
import { userName } from "@app/lib/person-name";
import { ConfirmedAction } from "./ConfirmedAction";
import type { TimelineEvent } from "./timeline-events";
import { useWhen } from "./use-when";

interface TimelineEntryProps {
  event: TimelineEvent;
  currency: string;
  /** The signed-in user's id: their own notes can be deleted. */
  userId: string | undefined;
}

// The events Medusa notifies an order's customer of, by name (others show their name).
const NOTIFICATION_EVENTS = {
  "order.placed": "orderPlaced",
  "order.shipment_created": "shipmentCreated",
  "order.canceled": "canceled",
  "order.refund_created": "refundCreated",
  "order.return_requested": "returnRequested",
  "order.items_returned": "itemsReturned",
} as const;

const isKnown = (name: string | null): name is keyof typeof NOTIFICATION_EVENTS => name !== null && Object.hasOwn(NOTIFICATION_EVENTS, name);

const notificationName = (t: TFunction, { event_name }: Notification) =>
  isKnown(event_name) ? t(`orders.timeline.notificationEvent.${NOTIFICATION_EVENTS[event_name]}`) : (event_name ?? "");

export function TimelineEntry({ event, currency, userId }: TimelineEntryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = useWhen()(event.at);
  const money = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : format.money(amount, currency));
  let details: (string | null | undefined)[] = [];
  let who: string | null = null;
  let action = null;
  if (event.kind === "note") {
    const own = userId !== undefined && event.note.author_id === userId;
    details = [event.note.value];
    who = own ? t("orders.timeline.byYou") : authorLine(t, event.note);
    if (own) action = <DeleteNote note={event.note} />;
  } else if ("notification" in event) {
    details = [notificationName(t, event.notification), t("orders.timeline.to", { to: event.notification.to })];
    if (event.kind === "notification") action = <ResendNotification notification={event.notification} />;
  } else {
    details = [
      money(event.amount),
      event.items === undefined ? null : t("orders.timeline.items", { count: event.items }),
      event.claimType && t(`orders.timeline.claimType.${event.claimType}`),
      event.refundReason && t(`orders.timeline.refundReason.${event.refundReason}`),
      event.tracking?.length ? t("orders.timeline.tracking", { numbers: event.tracking.join(", ") }) : null,
      event.text,
    ];
  }
  return (
    <Box as="li" position="relative" ps="5" pb="4" _last={{ pb: "0" }} _before={DOT}>
      <HStack justify="space-between" align="flex-start" gap="2">
        {/* minW: a long note wraps instead of pushing the action off the card */}
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium" textStyle="sm">
            {t(`orders.timeline.event.${event.kind}`)}
          </Text>
          {details.filter(Boolean).map((line, i) => (
            <Text key={i} textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {line}
            </Text>
          ))}
          <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
            <time dateTime={event.at} title={when.full}>
              {when.text}
            </time>
            {who && <span>{who}</span>}
          </HStack>
        </Stack>
        {action}
      </HStack>
    </Box>
  );
}

const authorLine = (t: TFunction, note: Note) => {
  const name = note.author && userName(note.author);
  return name ? t("orders.timeline.by", { name }) : null;
};

// The event's mark on the timeline's line (drawn by the list's border).
const DOT = {
  content: '""',
  position: "absolute",
  insetInlineStart: "-5px",
  top: "1.5",
  boxSize: "9px",
  borderRadius: "full",
  bg: "border.emphasized",
  outline: "2px solid",
  outlineColor: "bg.panel",
} as const;

function DeleteNote({ note }: { note: Note }) {
  const { t } = useTranslation();
  return (
    <ConfirmedAction
      label={t("orders.timeline.deleteNote.label")}
      title={t("orders.timeline.deleteNote.title")}
      description={t("orders.timeline.deleteNote.body")}
      confirmLabel={t("orders.timeline.deleteNote.confirm")}
      done={t("orders.timeline.deleteNote.done")}
      danger
      mutation={deleteNotesNoteMutation()}
      variables={{ path: { id: note.id } }}
    />
  );
}

function ResendNotification({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const name = notificationName(t, notification);
  return (
    <ConfirmedAction
      label={t("orders.timeline.resend.label")}
      title={t("orders.timeline.resend.title")}
      description={t("orders.timeline.resend.body", { event: name, to: notification.to })}
      confirmLabel={t("orders.timeline.resend.confirm")}
      done={t("orders.timeline.resend.done", { to: notification.to })}
      mutation={postNotificationsNotificationResendMutation()}
      variables={{ path: { id: notification.id } }}
    />
  );
}
