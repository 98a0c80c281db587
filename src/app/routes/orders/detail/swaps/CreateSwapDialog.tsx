// Creates an exchange (a swap): what comes back, what goes out instead, how
// both travel, and whether the customer is told; before sending it shows what
// the exchange comes to (the customer pays or is refunded the difference).
// One request however fast it is confirmed; a refusal is said in the dialog,
// which keeps what was typed.
import { Dialog, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postOrdersOrderSwapsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { NewItemsField } from "../after-sale/NewItemsField";
import { NewItemsShippingField } from "../after-sale/NewItemsShippingField";
import { chosenQuantities } from "../after-sale/return-items";
import { orderTaxRate, returnShippingPrice } from "../after-sale/return-rules";
import { ReturnItemsField } from "../after-sale/ReturnItemsField";
import { ReturnShippingField, returnShippingOption, useReturnShippingOptions } from "../after-sale/ReturnShippingField";
import { swapDifference } from "./swap-difference";
import { shippingPrice, swapBody, swapSchema, type SwapValues, swapValues } from "./swap-form";
import { CancelButton } from "@app/components/unsaved/close-guard";

const FORM_ID = "create-swap";

export function CreateSwapDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = order.currency_code;
  const form = useForm<SwapValues>({ resolver: standardSchemaResolver(swapSchema(currency)), reValidateMode: "onChange", defaultValues: swapValues(order) });
  const create = useMutation(inlineErrors(postOrdersOrderSwapsMutation()));
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync({ path: { id: order.id }, body: swapBody(values, currency) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.swaps.create.done") });
    onClose();
  });
  const { control } = form;
  return (
    <ModalFrame open onClose={onClose} size="large" dismissible={!create.isPending}>
      <ModalHeader title={t("orders.swaps.create.title", { number: `#${order.display_id}` })} />
      <Dialog.Body>
        <Stack gap="5">
          {create.error != null && <FormAlert>{errorMessage(t, create.error)}</FormAlert>}
          <form id={FORM_ID} noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack gap="6">
              <ReturnItemsField control={control} name="return_items" order={order} label={t("orders.swaps.create.returnItems")} reasons />
              <ReturnShippingField control={control} name="return_option_id" order={order} />
              <Separator />
              <NewItemsField control={control} order={order} />
              <NewItemsShippingField
                control={form.control}
                order={order}
                label={t("orders.swaps.create.shipping")}
                helper={t("orders.swaps.create.shippingHelp")}
                emptyChoice={t("orders.swaps.create.shippingAtCheckout")}
                priceLabel={t("orders.swaps.create.shippingPrice")}
              />
              <CheckboxField control={control} name="notify" label={t("orders.swaps.create.notify")} />
              <Separator />
              <DifferenceSummary control={control} order={order} />
            </Stack>
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onClose} disabled={create.isPending} />
        {/* The submit button, so Enter in a field goes through its click guard too. */}
        <Button type="submit" form={FORM_ID} size="small" loading={create.isPending} onClick={submit}>
          {t("orders.swaps.create.submit")}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}

type FormControl = ReturnType<typeof useForm<SwapValues>>["control"];


/** What the exchange comes to, updated while typing. */
function DifferenceSummary({ control, order }: { control: FormControl; order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency_code;
  const [returnItems, newItems, returnOptionId, shippingOptionId, shippingPriceText] = useWatch({
    control,
    name: ["return_items", "new_items", "return_option_id", "shipping_option_id", "shipping_price"],
  });
  const returnOptions = useReturnShippingOptions(order);
  const returnOption = returnShippingOption(returnOptions.data?.shipping_options, returnOptionId);
  const result = swapDifference(order, {
    returned: chosenQuantities(returnItems),
    newItems,
    returnShipping: returnOption ? returnShippingPrice(returnOption, orderTaxRate(order)) : 0,
    newShipping: shippingPrice({ shipping_option_id: shippingOptionId, shipping_price: shippingPriceText }, currency),
  });
  const money = (amount: number) => format.money(amount, currency);
  const rows: [string, string][] = [
    [t("orders.swaps.create.newItemsTotal"), money(result.newItems)],
    [t("orders.swaps.create.returnedWorth"), money(-result.returned)],
    [t("orders.swaps.create.shippingTotal"), money(result.shipping)],
  ];
  const outcome =
    result.difference > 0
      ? t("orders.swaps.difference.pays", { amount: money(result.difference) })
      : result.difference < 0
        ? t("orders.swaps.difference.refunded", { amount: money(-result.difference) })
        : t("orders.swaps.difference.even");
  return (
    <Stack gap="2" aria-label={t("orders.swaps.create.summary")} role="group">
      {rows.map(([label, value]) => (
        <HStack key={label} justify="space-between">
          <Text color="fg.muted">{label}</Text>
          <Text>{value}</Text>
        </HStack>
      ))}
      <Text fontWeight="semibold" role="status">
        {outcome}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t("orders.swaps.create.estimate")}
      </Text>
    </Stack>
  );
}
