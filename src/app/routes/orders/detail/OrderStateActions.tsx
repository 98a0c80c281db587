// The actions menu of an order's page: complete, archive, cancel, each shown
// only when the server allows it, asked first and sent once; the page shows
// the new state when the answer comes (the mutation refreshes the order).
// Above them, the after-sale forms (an exchange…) when something can come back.
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
import { canReturn } from "./after-sale/return-rules";
import { type StateAction, allowedStateActions } from "./order-state-actions";
import { CreateSwapDialog } from "./swaps/CreateSwapDialog";

/** The after-sale forms the menu opens, each a dialog of its own. */
const AFTER_SALE = {
  exchange: { label: "orders.swaps.create.open", Dialog: CreateSwapDialog },
} as const;
type AfterSale = keyof typeof AFTER_SALE;

const MUTATIONS = {
  complete: postOrdersOrderCompleteMutation,
  archive: postOrdersOrderArchiveMutation,
  cancel: postOrdersOrderCancelMutation,
} satisfies Record<StateAction, unknown>;

export function OrderStateActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<StateAction | null>(null);
  const [afterSale, setAfterSale] = useState<AfterSale | null>(null);
  const actions = allowedStateActions(order);
  const afterSales = canReturn(order) ? (Object.keys(AFTER_SALE) as AfterSale[]) : [];
  const number = `#${order.display_id}`;
  if (actions.length === 0 && afterSales.length === 0) return null;
  const AfterSaleDialog = afterSale && AFTER_SALE[afterSale].Dialog;
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
              {afterSales.map((key) => (
                <Menu.Item key={key} value={key} onSelect={() => setAfterSale(key)}>
                  {t(AFTER_SALE[key].label)}
                </Menu.Item>
              ))}
              {afterSales.length > 0 && actions.length > 0 && <Menu.Separator />}
              {actions.map((action) => (
                <Menu.Item key={action} value={action} color={action === "cancel" ? "fg.error" : undefined} onSelect={() => setAsking(action)}>
                  {t(`orders.actions.${action}.label`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {AfterSaleDialog && <AfterSaleDialog order={order} onClose={() => setAfterSale(null)} />}
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
