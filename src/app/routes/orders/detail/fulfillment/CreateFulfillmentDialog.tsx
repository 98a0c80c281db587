// Creates a fulfillment of the order, an exchange or a claim: how many of
// each item go (at most what is left of it; an exchange or a claim sends all
// its new items left, listed), whether the customer is told, and in inventory
// mode the stock location the items leave from.
import { HStack, NativeSelect, Spinner, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type Control, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getStockLocationsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ControlledField, NumberInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { toaster } from "@app/components/toaster";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { CheckboxField } from "../../../products/components/CheckboxField";
import { ItemTitle, itemName } from "../SummarySection";
import { createSchema, type CreateValues, createValues } from "./fulfillment-forms";
import { choosesQuantities, createFulfillmentMutation, type FulfillmentTarget, ORDER_TARGET, targetItems, targetNoNotification } from "./fulfillment-target";
import { FormDialog } from "@app/components/modals/FormDialog";

interface CreateFulfillmentDialogProps {
  order: Order;
  target?: FulfillmentTarget;
  onClose: () => void;
}

export function CreateFulfillmentDialog({ order, target = ORDER_TARGET, onClose }: CreateFulfillmentDialogProps) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const inventoryMode = isEnabled("inventoryService") && isEnabled("stockLocationService");
  const locations = useQuery({ ...getStockLocationsOptions(), enabled: inventoryMode });
  const form = useForm<CreateValues>({ resolver: standardSchemaResolver(createSchema), reValidateMode: "onChange", defaultValues: createValues(targetItems(order, target), targetNoNotification(order, target)) });
  const create = useMutation({
    ...inlineErrors(createFulfillmentMutation(order, target)),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.fulfillment.create.done") });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => {
    if (inventoryMode && !values.location_id) {
      form.setError("location_id", { message: t("validation.required") });
      return;
    }
    return create.mutateAsync(values);
  });
  const items = new Map(targetItems(order, target).map((item) => [item.id, item]));
  const noLocation = inventoryMode && locations.data?.stock_locations.length === 0;
  return (
    <FormDialog
      id="create-fulfillment"
      title={t("orders.fulfillment.create.title")}
      submitLabel={t("orders.fulfillment.create.submit")}
      onSubmit={submit}
      pending={create.isPending}
      submitDisabled={inventoryMode && !locations.data?.stock_locations.length}
      error={create.error}
      onClose={onClose}
    >
      <Stack gap="5">
        {inventoryMode &&
          (locations.error ? (
            <ErrorState error={locations.error} onRetry={() => void locations.refetch()} />
          ) : !locations.data ? (
            <Spinner size="sm" aria-label={t("orders.fulfillment.create.location")} />
          ) : noLocation ? (
            <Text color="fg.muted">{t("orders.fulfillment.create.noLocations")}</Text>
          ) : (
            <ControlledField
              control={form.control}
              name="location_id"
              label={t("orders.fulfillment.create.location")}
              required
              render={(field) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...field} value={field.value ?? ""}>
                    <option value="">{t("orders.fulfillment.create.chooseLocation")}</option>
                    {locations.data.stock_locations.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
          ))}
        <Stack gap="4" role="group" aria-label={t("orders.fulfillment.create.items")}>
          {form.getValues("items").map((value, i) => {
            const item = items.get(value.item_id)!;
            if (!choosesQuantities(target))
              return (
                <HStack key={value.item_id} justify="space-between" gap="3">
                  <ItemTitle item={item} />
                  <Text>{t("orders.fulfillment.create.sent", { count: value.left })}</Text>
                </HStack>
              );
            return <ItemQuantity key={value.item_id} control={form.control} index={i} title={<ItemTitle item={item} />} label={itemName(item)} left={value.left} />;
          })}
          <ItemsError message={form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message} />
        </Stack>
        <CheckboxField control={form.control} name="notify" label={t("orders.fulfillment.notify")} helper={t("orders.fulfillment.notifyHelp")} />
      </Stack>
    </FormDialog>
  );
}

interface ItemQuantityProps {
  control: Control<CreateValues>;
  index: number;
  title: ReactNode;
  label: string;
  left: number;
}

function ItemQuantity({ control, index, title, label, left }: ItemQuantityProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }} justify="space-between">
      {title}
      <Stack w={{ sm: "48" }} flexShrink={0}>
        <NumberInput
          control={control}
          name={`items.${index}.quantity`}
          label={t("orders.fulfillment.create.quantity", { title: label })}
          helper={t("orders.fulfillment.create.left", { count: left })}
          min={0}
          steppers
        />
      </Stack>
    </Stack>
  );
}

function ItemsError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text role="alert" textStyle="sm" color="fg.error">
      {message}
    </Text>
  );
}
