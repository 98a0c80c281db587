// The customer card's actions menu: edit the email, either address, or give
// the order to another customer, each in its own dialog. A canceled order
// takes no change (the server refuses: "A canceled order cannot be updated").
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { MoreIcon } from "@app/components/controls/icons";
import { EditAddressDialog } from "./EditAddressDialog";
import { EditEmailDialog } from "./EditEmailDialog";
import { TransferOrderDialog } from "./TransferOrderDialog";

const ACTIONS = ["email", "shipping", "billing", "transfer"] as const;
type Action = (typeof ACTIONS)[number];

export function CustomerActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Action | null>(null);
  if (order.status === "canceled") return null;
  const labels: Record<Action, string> = {
    email: t("orders.customer.emailEdit.open"),
    shipping: t("orders.customer.addressEdit.shipping.open"),
    billing: t("orders.customer.addressEdit.billing.open"),
    transfer: t("orders.customer.transfer.open"),
  };
  const close = () => setOpen(null);
  return (
    <>
      {/* A menu gives the focus back to its button before the chosen dialog opens (see ProductHeader). */}
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t("orders.customer.actions")}>
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="220px" aria-label={t("orders.customer.actions")}>
              {ACTIONS.map((action) => (
                <Menu.Item key={action} value={action} onSelect={() => setOpen(action)}>
                  {labels[action]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open === "email" && <EditEmailDialog order={order} onClose={close} />}
      {(open === "shipping" || open === "billing") && <EditAddressDialog order={order} kind={open} onClose={close} />}
      {open === "transfer" && <TransferOrderDialog order={order} onClose={close} />}
    </>
  );
}
