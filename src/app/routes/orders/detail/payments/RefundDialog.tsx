// Pays money back: an amount up to what can be refunded (checked before
// sending), a reason from the server's list, a note, and whether the customer
// is told. One request however fast Refund is clicked (its handler returns
// the request's promise, which keeps the button's guard closed until the
// answer); a refusal is said in the dialog, which keeps what was typed.
import { Dialog, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postOrdersOrderRefundsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, ControlledField, TextareaInput, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { parseAmountInput } from "@app/lib/money";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { REFUND_REASONS, refundableAmount } from "./payment-rules";
import { amountProblem, refundBody, refundSchema, type RefundValues, refundValues } from "./refund-form";
import { CancelButton } from "@app/components/unsaved/close-guard";

const FORM_ID = "refund-form";

export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency_code;
  // The limit as the dialog opened: the one it states.
  const [refundable] = useState(() => refundableAmount(order));
  const form = useForm<RefundValues>({
    resolver: standardSchemaResolver(refundSchema(currency, refundable)),
    reValidateMode: "onChange",
    defaultValues: refundValues(order.no_notification),
  });
  const refund = useMutation(inlineErrors(postOrdersOrderRefundsMutation()));
  const submit = form.handleSubmit(async (values) => {
    const body = refundBody(values, currency);
    await refund.mutateAsync({ path: { id: order.id }, body });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.payments.refund.done", { amount: format.money(body.amount, currency) }) });
    onClose();
  });
  const { control } = form;
  // Refund names the amount it sends once one can be sent.
  const typed = useWatch({ control, name: "amount" });
  const submitLabel = amountProblem(typed, currency, refundable)
    ? t("orders.payments.refund.submit")
    : t("orders.payments.refund.submitAmount", { amount: format.money(parseAmountInput(typed, currency) ?? 0, currency) });
  return (
    <ModalFrame open onClose={onClose} dismissible={!refund.isPending}>
      <ModalHeader title={t("orders.payments.refund.title", { number: `#${order.display_id}` })} />
      <Dialog.Body>
        <Stack gap="5">
          {refund.error != null && <FormAlert>{errorMessage(t, refund.error)}</FormAlert>}
          <Text textStyle="sm" color="fg.muted">
            {t("orders.payments.refund.available", { amount: format.money(refundable, currency), currency: currency.toUpperCase() })}
          </Text>
          <form id={FORM_ID} noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack gap="4">
              <TextInput
                control={control}
                name="amount"
                label={t("orders.payments.refund.amount")}
                required
                autoFocus
                prefix={currency.toUpperCase()}
                inputMode="decimal"
                ps="14"
              />
              <ControlledField
                control={control}
                name="reason"
                label={t("orders.payments.refund.reason")}
                required
                render={(field) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field {...field}>
                      <option value="">{t("orders.payments.refund.chooseReason")}</option>
                      {REFUND_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(`orders.payments.reasons.${reason}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
              <TextareaInput control={control} name="note" label={t("orders.payments.refund.note")} rows={3} />
              <CheckboxField control={control} name="notify" label={t("orders.payments.refund.notify")} />
            </Stack>
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onClose} disabled={refund.isPending} />
        {/* The submit button, so Enter in a field goes through its click guard too. */}
        <Button type="submit" form={FORM_ID} size="small" loading={refund.isPending} onClick={submit}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
