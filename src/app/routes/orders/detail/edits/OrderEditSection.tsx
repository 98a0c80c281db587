// The order's edits (v1's "Edit order"): start one, or the open one (changes,
// new total, difference) to continue, confirm or cancel; and, once confirmed,
// a payment the customer still owes for an edit, to mark as paid.
import { Badge, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postOrderEditsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useFormat } from "@app/i18n/use-format";
import { EditActions } from "./EditActions";
import { EditTotals } from "./EditTotals";
import { MarkPaidDialog } from "./MarkPaidDialog";
import { editLines, openEdit, unpaidCollection } from "./order-edit-state";
import { orderEditsOptions } from "./order-edit-queries";
import { OrderEditModal } from "./OrderEditModal";

export function OrderEditSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const edits = useQuery(orderEditsOptions(order.id));
  const [editing, setEditing] = useState(false);
  // The new edit is in the refreshed list before this runs (the mutation refetches the edits).
  const start = useMutation({ ...postOrderEditsMutation(), onSuccess: () => setEditing(true) });
  const open = openEdit(edits.data?.order_edits);
  const editable = order.status !== "canceled" && order.status !== "archived";

  const action = !edits.data ? null : open ? (
    <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
      {t("orders.edits.continue")}
    </Button>
  ) : (
    editable && (
      <Button variant="secondary" size="small" loading={start.isPending} onClick={() => start.mutate({ body: { order_id: order.id } })}>
        {t("orders.edits.start")}
      </Button>
    )
  );

  return (
    <SectionCard title={t("orders.edits.title")} action={action}>
      {edits.isPending ? (
        <Stack gap="2" aria-busy>
          <Skeleton h="4" w="60%" />
          <Skeleton h="4" w="40%" />
        </Stack>
      ) : edits.error ? (
        <ErrorState error={edits.error} onRetry={() => void edits.refetch()} />
      ) : open ? (
        <OpenEdit order={order} edit={open} />
      ) : (
        <NoOpenEdit edits={edits.data.order_edits} editable={editable} />
      )}
      {editing && open && <OrderEditModal order={order} edit={open} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

function OpenEdit({ order, edit }: { order: Order; edit: OrderEdit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const changed = editLines(order, edit).filter((line) => line.change);
  const status = edit.status as "created" | "requested";
  return (
    <Stack gap="4" data-testid="open-edit">
      <Stack gap="1">
        <HStack gap="2">
          <Badge colorPalette={status === "requested" ? "purple" : "blue"}>{t(`orders.edits.status.${status}`)}</Badge>
          <Text textStyle="sm" color="fg.muted">
            {t("orders.edits.started", { date: format.dateTime(edit.created_at) })}
          </Text>
        </HStack>
        <Text textStyle="sm">{t(`orders.edits.statusHelp.${status}`)}</Text>
      </Stack>
      {changed.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t("orders.edits.noChanges")}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" textStyle="sm" aria-label={t("orders.edits.changes")}>
          {changed.map(({ item, change, was }) => (
            <HStack as="li" key={`${change}-${item.id}`} gap="2">
              <Badge size="sm" colorPalette={change === "added" ? "blue" : change === "changed" ? "orange" : "red"}>
                {t(`orders.edits.line.${change!}`)}
              </Badge>
              <Text>{item.title}</Text>
              <Text color="fg.muted">
                {change === "changed" && was !== undefined
                  ? t("orders.edits.line.quantityChange", { was, now: item.quantity })
                  : t("orders.edits.line.times", { count: item.quantity })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <EditTotals order={order} edit={edit} />
      <EditActions order={order} edit={edit} />
    </Stack>
  );
}

/** No open edit: say so, and what the customer still owes for a confirmed edit (payment asked, not marked paid). */
function NoOpenEdit({ edits, editable }: { edits: OrderEdit[]; editable: boolean }) {
  const { t } = useTranslation();
  const unpaid = edits.filter((e) => e.status === "confirmed" && unpaidCollection(e));
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {t(editable ? "orders.edits.none" : "orders.edits.notEditable")}
      </Text>
      {unpaid.map((edit) => (
        <UnpaidNotice key={edit.id} edit={edit} />
      ))}
    </Stack>
  );
}

function UnpaidNotice({ edit }: { edit: OrderEdit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  const collection = unpaidCollection(edit)!;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3" role="status">
      <Text textStyle="sm">
        {t("orders.edits.unpaid", { amount: format.money(collection.amount, collection.currency_code), date: format.dateTime(edit.confirmed_at ?? edit.created_at) })}
      </Text>
      <Button variant="secondary" size="small" onClick={() => setAsking(true)}>
        {t("orders.edits.actions.markPaid.label")}
      </Button>
      {asking && <MarkPaidDialog collection={collection} onClose={() => setAsking(false)} />}
    </HStack>
  );
}
