// Registers a claim: refund or replace; the claimed items (never more than can
// still come back) each with a reason, a note and images; for a replacement
// the new items and how they ship, for a refund its amount (proposed from the
// claimed items, at most what the order can still refund); optional return
// shipping; whether the customer is told. One request however fast it is
// clicked; a refusal is said in the dialog, which keeps the form.
import { NativeSelect, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postOrdersOrderClaimsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ControlledField, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { NewItemsField } from "../after-sale/NewItemsField";
import { NewItemsShippingField } from "../after-sale/NewItemsShippingField";
import { refundText } from "../after-sale/refund-amount";
import { chosenQuantities } from "../after-sale/return-items";
import { proposedRefund } from "../after-sale/return-rules";
import { ReturnItemsField } from "../after-sale/ReturnItemsField";
import { ReturnShippingField } from "../after-sale/ReturnShippingField";
import { refundableAmount } from "../payments/payment-rules";
import { claimBody, claimSchema, type ClaimValues, claimValues } from "./claim-form";
import { CLAIM_REASONS } from "./claim-rules";
import { ClaimImagesField } from "./ClaimImagesField";

export function RegisterClaimDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency_code;
  const [schema] = useState(() => claimSchema(order));
  const form = useForm<ClaimValues>({ resolver: standardSchemaResolver(schema), reValidateMode: "onChange", defaultValues: claimValues(order) });
  const { control } = form;
  const register = useMutation(inlineErrors(postOrdersOrderClaimsMutation()));
  const [type, rows] = useWatch({ control, name: ["type", "items"] });
  const proposed = proposedRefund(order, chosenQuantities(rows));
  // The refund follows the claimed items until staff type their own.
  const refundTouched = form.formState.dirtyFields.refund === true;
  useEffect(() => {
    if (!refundTouched) form.setValue("refund", refundText(proposed, currency));
  }, [form, proposed, currency, refundTouched]);
  const submit = form.handleSubmit(async (values) => {
    await register.mutateAsync({ path: { id: order.id }, body: claimBody(order, values) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.claims.create.done") });
    onClose();
  });
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  return (
    <FormDialog
      id="register-claim"
      title={t("orders.claims.create.title", { number: `#${order.display_id}` })}
      submitLabel={t("orders.claims.create.submit")}
      onSubmit={submit}
      pending={register.isPending}
      error={register.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <ControlledField
          control={control}
          name="type"
          label={t("orders.claims.create.type")}
          required
          render={(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value="replace">{t("orders.claims.type.replace")}</option>
                <option value="refund">{t("orders.claims.type.refund")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        />
        <ReturnItemsField
          control={control}
          name="items"
          order={order}
          label={t("orders.claims.create.items")}
          showWorth={type === "refund"}
          extra={(_path, i) => {
            const title = items.get(rows[i]!.item_id)?.title ?? "";
            return (
              <>
                <ControlledField
                  control={control}
                  name={`items.${i}.claim_reason`}
                  label={t("orders.claims.create.reason", { title })}
                  required
                  render={(field) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field {...field}>
                        <option value="">{t("orders.claims.create.chooseReason")}</option>
                        {CLAIM_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(`orders.claims.reason.${reason}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                />
                <TextInput control={control} name={`items.${i}.note`} label={t("orders.afterSale.items.note", { title })} />
                <ClaimImagesField control={control} name={`items.${i}.images`} title={title} getValues={form.getValues} />
              </>
            );
          }}
        />
        {type === "replace" ? (
          <>
            <NewItemsField control={control} order={order} />
            <NewItemsShippingField
              control={control}
              order={order}
              label={t("orders.claims.create.shipping")}
              emptyChoice={t("orders.claims.create.chooseShipping")}
              priceLabel={t("orders.claims.create.shippingPrice")}
              required
            />
          </>
        ) : (
          <TextInput
            control={control}
            name="refund"
            label={t("orders.returns.refund")}
            required
            helper={t("orders.claims.create.refundHelp", { amount: format.money(proposed, currency), max: format.money(refundableAmount(order), currency) })}
            prefix={currency.toUpperCase()}
            inputMode="decimal"
            ps="14"
          />
        )}
        <ReturnShippingField control={control} name="return_option_id" order={order} label={t("orders.claims.create.returnShipping")} />
        <CheckboxField control={control} name="notify" label={t("orders.fulfillment.notify")} helper={t("orders.fulfillment.notifyHelp")} />
      </Stack>
    </FormDialog>
  );
}

