// Marks a fulfillment shipped, with its tracking numbers (a row each, added
// and removed; empty rows are not sent) and whether the customer is told.
import { HStack, IconButton, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Fulfillment, Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextInput } from "@app/components/controls";
import { PlusIcon, TrashIcon } from "@app/components/controls/icons";
import { toaster } from "@app/components/toaster";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { shipSchema, type ShipValues, shipValues } from "./fulfillment-forms";
import { type FulfillmentTarget, ORDER_TARGET, shipFulfillmentMutation, targetNoNotification } from "./fulfillment-target";
import { FormDialog } from "@app/components/modals/FormDialog";

interface ShipFulfillmentDialogProps {
  order: Order;
  /** The order (by default), or the exchange or claim the fulfillment is of. */
  target?: FulfillmentTarget;
  fulfillment: Fulfillment;
  /** Its place in the order's list ("Fulfillment 2"). */
  number: number;
  onClose: () => void;
}

export function ShipFulfillmentDialog({ order, target = ORDER_TARGET, fulfillment, number, onClose }: ShipFulfillmentDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ShipValues>({ resolver: standardSchemaResolver(shipSchema), defaultValues: shipValues(fulfillment, targetNoNotification(order, target)) });
  const rows = useFieldArray({ control: form.control, name: "tracking_numbers" });
  const ship = useMutation({
    ...inlineErrors(shipFulfillmentMutation(order, target, fulfillment)),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.fulfillment.ship.done", { number }) });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => ship.mutateAsync(values));
  return (
    <FormDialog
      id="ship-fulfillment"
      title={t("orders.fulfillment.ship.title", { number })}
      submitLabel={t("orders.fulfillment.ship.submit")}
      onSubmit={submit}
      pending={ship.isPending}
      error={ship.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <Stack gap="3">
          {rows.fields.map((row, i) => (
            <HStack key={row.id} align="flex-end" gap="2">
              <Stack flex="1">
                <TextInput control={form.control} name={`tracking_numbers.${i}.value`} label={t("orders.fulfillment.ship.trackingNumber", { index: i + 1 })} autoFocus={i === 0} />
              </Stack>
              <IconButton
                variant="ghost"
                aria-label={t("orders.fulfillment.ship.remove", { index: i + 1 })}
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(i)}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          ))}
          <HStack>
            <Button variant="secondary" size="small" onClick={() => rows.append({ value: "" }, { shouldFocus: true })}>
              <PlusIcon />
              {t("orders.fulfillment.ship.add")}
            </Button>
          </HStack>
        </Stack>
        {/* A claim's shipment takes no notification choice. */}
        {target.kind !== "claim" && <CheckboxField control={form.control} name="notify" label={t("orders.fulfillment.notify")} helper={t("orders.fulfillment.notifyHelp")} />}
      </Stack>
    </FormDialog>
  );
}
