// The actions menu of an order's page: complete, archive, cancel, each shown
// only when the server allows it, asked first and sent once; the page shows
// the new state when the answer comes (the mutation refreshes the order).
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  postOrdersOrderArchiveMutation,
  postOrdersOrderCancelMutation,
  postOrdersOrderCompleteMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { MoreIcon } from "@app/components/controls/icons";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { type StateAction, allowedStateActions } from "./order-state-actions";

const MUTATIONS = {
  complete: postOrdersOrderCompleteMutation,
  archive: postOrdersOrderArchiveMutation,
  cancel: postOrdersOrderCancelMutation,
} satisfies Record<StateAction, unknown>;

export function OrderStateActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<StateAction | null>(null);
  const actions = allowedStateActions(order);
  const number = `#${order.display_id}`;
  if (actions.length === 0) return null;
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton variant="outline" size="sm" aria-label={t("orders.detail.actions")}>
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="220px" aria-label={t("orders.detail.actions")}>
              {actions.map((action) => (
                <Menu.Item key={action} value={action} color={action === "cancel" ? "fg.error" : undefined} onSelect={() => setAsking(action)}>
                  {t(`orders.actions.${action}.label`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {asking && (
        <ConfirmMutationDialog
          open
          mutation={MUTATIONS[asking]()}
          variables={{ path: { id: order.id } }}
          title={t(`orders.actions.${asking}.title`, { number })}
          description={t(`orders.actions.${asking}.body`)}
          confirmLabel={t(`orders.actions.${asking}.confirm`)}
          danger={asking === "cancel"}
          done={t(`orders.actions.${asking}.done`, { number })}
          onDone={() => setAsking(null)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
