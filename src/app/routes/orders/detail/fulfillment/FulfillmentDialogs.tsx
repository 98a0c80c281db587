// The dialog of the fulfillment step chosen on a card or a section (create
// one, mark one shipped, cancel one) for the order, an exchange or a claim.
import { useTranslation } from "react-i18next";
import type { Fulfillment, Order } from "@generated/admin/types.gen";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { CreateFulfillmentDialog } from "./CreateFulfillmentDialog";
import { cancelFulfillmentMutation, type FulfillmentTarget, ORDER_TARGET } from "./fulfillment-target";
import { ShipFulfillmentDialog } from "./ShipFulfillmentDialog";

export type FulfillmentStep = { kind: "create" } | { kind: "ship" | "cancel"; fulfillment: Fulfillment; number: number };

interface FulfillmentDialogsProps {
  order: Order;
  target?: FulfillmentTarget;
  step: FulfillmentStep;
  onClose: () => void;
}

export function FulfillmentDialogs({ order, target = ORDER_TARGET, step, onClose }: FulfillmentDialogsProps) {
  const { t } = useTranslation();
  if (step.kind === "create") return <CreateFulfillmentDialog order={order} target={target} onClose={onClose} />;
  if (step.kind === "ship") return <ShipFulfillmentDialog order={order} target={target} fulfillment={step.fulfillment} number={step.number} onClose={onClose} />;
  return (
    <ConfirmMutationDialog
      open
      mutation={cancelFulfillmentMutation(order, target, step.fulfillment)}
      variables={undefined}
      title={t("orders.fulfillment.cancel.title", { number: step.number })}
      description={t("orders.fulfillment.cancel.body")}
      confirmLabel={t("orders.fulfillment.cancel.confirm")}
      danger
      done={t("orders.fulfillment.cancel.done", { number: step.number })}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
