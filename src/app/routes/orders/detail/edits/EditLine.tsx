// One line of an open edit: the item with what the edit did to it, its
// quantity (typed, then Update: one request) and its removal. A fulfilled
// line cannot be changed (the server refuses); a removed one is shown struck.
import { Badge, Box, Grid, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import {
  deleteOrderEditsOrderEditItemChangeMutation,
  deleteOrderEditsOrderEditLineItemsLineItemMutation,
  postOrderEditsEditLineItemsLineItemMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { OrderEdit } from "@generated/admin/types.gen";
import { zAdminPostOrderEditsEditLineItemsLineItemReq } from "@generated/admin/zod.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, NumberInput } from "@app/components/controls";
import { TrashIcon } from "@app/components/controls/field/icons";
import { errorMessage } from "@app/components/form/error-message";
import { FormErrors } from "@app/components/controls/FormErrors";
import { useClickGuard } from "@app/components/controls/use-click-guard";
import { useFormat } from "@app/i18n/use-format";
import { ItemTitle } from "../SummarySection";
import type { EditLine as Line } from "./order-edit-state";
import { reported } from "./order-edit-queries";

// Zero is not a quantity the server takes: a line goes by removing it.
const schema = z.extend(zAdminPostOrderEditsEditLineItemsLineItemReq, {
  quantity: z.nullable(z.int()).check(z.refine((n) => n !== null && n >= 1, { params: { i18n: "orders.edits.editor.quantityMin" } })),
});
type Values = z.infer<typeof schema>;

interface EditLineProps {
  edit: OrderEdit;
  line: Line;
  currency: string;
}

export function EditLine({ edit, line, currency }: EditLineProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { item, change, was, locked } = line;
  const removed = change === "removed";
  const fixed = removed || locked;
  const struck = removed ? "line-through" : undefined;
  return (
    <Grid
      as="li"
      aria-label={item.title}
      templateColumns={{ base: "minmax(0, 1fr) auto", md: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr) auto" }}
      gap="3"
      alignItems="center"
      py="3"
      borderBottomWidth="1px"
      color={removed ? "fg.muted" : undefined}
    >
      <Stack gap="1" gridColumn={{ base: "1 / -1", md: "auto" }}>
        <ItemTitle item={item} />
        <HStack gap="2" wrap="wrap">
          {change && <Badge colorPalette={change === "added" ? "blue" : change === "changed" ? "orange" : "red"}>{t(`orders.edits.line.${change}`)}</Badge>}
          {change === "changed" && was !== undefined && <Text textStyle="xs">{t("orders.edits.line.was", { count: was })}</Text>}
          {locked && !removed && <Text textStyle="xs">{t("orders.edits.line.locked")}</Text>}
        </HStack>
      </Stack>
      <Text textStyle="sm" textAlign="end" textDecoration={struck}>
        {format.money(item.unit_price, currency)}
      </Text>
      {fixed ? (
        <Text textStyle="sm" textAlign="end" textDecoration={struck}>
          {t("orders.edits.line.times", { count: item.quantity })}
        </Text>
      ) : (
        <QuantityForm edit={edit} line={line} />
      )}
      <Text textStyle="sm" fontWeight="medium" textAlign="end" textDecoration={struck}>
        {format.money(item.subtotal ?? item.unit_price * item.quantity, currency)}
      </Text>
      <Box minW="8">{!fixed && <RemoveButton edit={edit} line={line} />}</Box>
    </Grid>
  );
}

function QuantityForm({ edit, line }: { edit: OrderEdit; line: Line }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: standardSchemaResolver(schema), values: { quantity: line.item.quantity }, resetOptions: { keepDirtyValues: true } });
  // A refusal is said under the field, which keeps the quantity typed.
  const update = useMutation({
    ...inlineErrors(postOrderEditsEditLineItemsLineItemMutation()),
    onError: (error) => form.setError("quantity", { message: errorMessage(t, error) }),
  });
  const submit = form.handleSubmit(({ quantity }) =>
    update.mutateAsync({ path: { id: edit.id, item_id: line.item.id }, body: { quantity: quantity! } }).catch(reported),
  );
  return (
    <form noValidate onSubmit={submit}>
      <HStack gap="2" align="end">
        <NumberInput control={form.control} name="quantity" label={t("orders.edits.line.quantity")} min={1} steppers />
        {form.formState.isDirty && (
          <Button size="small" variant="secondary" loading={update.isPending} onClick={() => submit()}>
            {t("orders.edits.line.update")}
          </Button>
        )}
      </HStack>
    </form>
  );
}

function RemoveButton({ edit, line }: { edit: OrderEdit; line: Line }) {
  const { t } = useTranslation();
  // An added line is taken back by dropping the change that added it; the server refuses to remove it as an item.
  const removeItem = useMutation(inlineErrors(deleteOrderEditsOrderEditLineItemsLineItemMutation()));
  const dropChange = useMutation(inlineErrors(deleteOrderEditsOrderEditItemChangeMutation()));
  const pending = removeItem.isPending || dropChange.isPending;
  const error = removeItem.error ?? dropChange.error;
  const { handleClick } = useClickGuard(
    () =>
      line.addedBy
        ? dropChange.mutateAsync({ path: { id: edit.id, change_id: line.addedBy } })
        : removeItem.mutateAsync({ path: { id: edit.id, item_id: line.item.id } }),
    pending,
  );
  return (
    <Stack gap="1" align="end">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t("orders.edits.line.remove", { title: line.item.title })}
        loading={pending}
        onClick={handleClick}
      >
        <TrashIcon />
      </IconButton>
      {error && <FormErrors messages={[errorMessage(t, error)]} />}
    </Stack>
  );
}
