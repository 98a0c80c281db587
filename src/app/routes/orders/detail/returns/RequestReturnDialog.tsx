// Requests a return: the items coming back with their quantities (never above
// what can be returned) and reasons, the return shipping with its price, the
// refund (proposed from both until staff change it; at most what the order
// can still refund) and whether the customer is told. One request however
// fast it is clicked; a refusal is said in the dialog, which keeps the form.
import { Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postOrdersOrderReturnsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { refundText } from "../after-sale/refund-amount";
import { chosenQuantities } from "../after-sale/return-items";
import { orderTaxRate, proposedRefund, returnShippingPrice } from "../after-sale/return-rules";
import { ReturnItemsField } from "../after-sale/ReturnItemsField";
import { returnShippingOption, ReturnShippingField, useReturnShippingOptions } from "../after-sale/ReturnShippingField";
import { refundableAmount } from "../payments/payment-rules";
import { requestReturnBody, requestReturnSchema, type RequestReturnValues, requestReturnValues } from "./return-form";

export function RequestReturnDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency_code;
  // The rules as the dialog opened: the ones it states.
  const [schema] = useState(() => requestReturnSchema(order));
  const form = useForm<RequestReturnValues>({ resolver: standardSchemaResolver(schema), reValidateMode: "onChange", defaultValues: requestReturnValues(order) });
  const { control } = form;
  const request = useMutation(inlineErrors(postOrdersOrderReturnsMutation()));
  const options = useReturnShippingOptions(order);
  const rows = useWatch({ control, name: "items" });
  const optionId = useWatch({ control, name: "shipping_option_id" });
  const option = returnShippingOption(options.data?.shipping_options, optionId);
  const shippingCost = option ? returnShippingPrice(option, orderTaxRate(order)) : 0;
  const proposed = proposedRefund(order, chosenQuantities(rows), shippingCost);
  // The refund follows the items and shipping until staff type their own.
  const refundTouched = form.formState.dirtyFields.refund === true;
  useEffect(() => {
    if (!refundTouched) form.setValue("refund", refundText(proposed, currency));
  }, [form, proposed, currency, refundTouched]);
  const submit = form.handleSubmit(async (values) => {
    await request.mutateAsync({ path: { id: order.id }, body: requestReturnBody(order, values) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.returns.request.done") });
    onClose();
  });
  return (
    <FormDialog
      id="request-return"
      title={t("orders.returns.request.title", { number: `#${order.display_id}` })}
      submitLabel={t("orders.returns.request.submit")}
      onSubmit={submit}
      pending={request.isPending}
      error={request.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <ReturnItemsField control={control} name="items" order={order} label={t("orders.returns.request.items")} reasons showWorth />
        <ReturnShippingField control={control} name="shipping_option_id" order={order} />
        <Stack gap="1">
          <TextInput
            control={control}
            name="refund"
            label={t("orders.returns.refund")}
            helper={t("orders.returns.request.refundHelp", { amount: format.money(proposed, currency), max: format.money(refundableAmount(order), currency) })}
            prefix={currency.toUpperCase()}
            inputMode="decimal"
            ps="14"
          />
          {shippingCost > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {t("orders.returns.request.shippingTaken", { amount: format.money(shippingCost, currency) })}
            </Text>
          )}
        </Stack>
        <CheckboxField control={control} name="notify" label={t("orders.fulfillment.notify")} helper={t("orders.fulfillment.notifyHelp")} />
      </Stack>
    </FormDialog>
  );
}
