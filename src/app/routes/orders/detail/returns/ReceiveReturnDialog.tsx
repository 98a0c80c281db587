// Receives a return: how many of each item arrived (may be fewer than
// requested) and, for a return of the order itself, the refund that follows,
// proposed from what arrived and editable up to what the order can still
// refund. One request however fast it is clicked; a refusal keeps the form.
import { Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postReturnsReturnReceiveMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, Return } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { NumberInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { refundText } from "../after-sale/refund-amount";
import { isOrderReturn, receivedRefund } from "../after-sale/return-rules";
import { refundableAmount } from "../payments/payment-rules";
import { ItemTitle, itemName } from "../SummarySection";
import { receiveBody, receivedQuantities, receiveSchema, type ReceiveValues, receiveValues } from "./receive-form";

export function ReceiveReturnDialog({ order, ret, number, onClose }: { order: Order; ret: Return; number: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency_code;
  const [schema] = useState(() => receiveSchema(order, ret));
  const form = useForm<ReceiveValues>({ resolver: standardSchemaResolver(schema), reValidateMode: "onChange", defaultValues: receiveValues(ret) });
  const { control } = form;
  const receive = useMutation(inlineErrors(postReturnsReturnReceiveMutation()));
  const rows = useWatch({ control, name: "items" });
  const withRefund = isOrderReturn(ret);
  const proposed = receivedRefund(order, ret, receivedQuantities({ items: rows }));
  const refundTouched = form.formState.dirtyFields.refund === true;
  useEffect(() => {
    if (withRefund && !refundTouched) form.setValue("refund", refundText(proposed, currency));
  }, [form, proposed, currency, refundTouched, withRefund]);
  const submit = form.handleSubmit(async (values) => {
    await receive.mutateAsync({ path: { id: ret.id }, body: receiveBody(order, ret, values) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.returns.receive.done", { number }) });
    onClose();
  });
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  const itemsError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  return (
    <FormDialog
      id="receive-return"
      title={t("orders.returns.receive.title", { number })}
      submitLabel={t("orders.returns.receive.submit")}
      onSubmit={submit}
      pending={receive.isPending}
      error={receive.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <Stack gap="4" role="group" aria-label={t("orders.returns.receive.items")}>
          {rows.map((row, i) => {
            const item = items.get(row.item_id);
            const title = item ? itemName(item) : row.item_id;
            return (
              <Stack key={row.item_id} direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ sm: "flex-start" }}>
                {item && <ItemTitle item={item} />}
                <Stack w={{ sm: "48" }} flexShrink={0}>
                  <NumberInput
                    control={control}
                    name={`items.${i}.quantity`}
                    label={t("orders.returns.receive.quantity", { title })}
                    helper={t("orders.returns.receive.requested", { count: row.requested })}
                    min={0}
                    max={row.requested}
                    steppers
                  />
                </Stack>
              </Stack>
            );
          })}
          {itemsError && (
            <Text role="alert" textStyle="sm" color="fg.error">
              {itemsError}
            </Text>
          )}
        </Stack>
        {withRefund && (
          <TextInput
            control={control}
            name="refund"
            label={t("orders.returns.refund")}
            helper={t("orders.returns.receive.refundHelp", { amount: format.money(proposed, currency), max: format.money(refundableAmount(order), currency) })}
            prefix={currency.toUpperCase()}
            inputMode="decimal"
            ps="14"
          />
        )}
      </Stack>
    </FormDialog>
  );
}
