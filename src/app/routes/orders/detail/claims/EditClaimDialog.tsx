// Changes a claim's items after it was registered: each item's reason and
// note. The server replaces an item's images and tags with those sent, so
// the images it has are sent back as they are.
import { NativeSelect, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { postOrdersOrderClaimsClaimMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AdminPostOrdersOrderClaimsClaimReq, ClaimOrder, Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ControlledField, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { CLAIM_REASONS, type ClaimReason } from "./claim-rules";

const editSchema = z.object({
  items: z.array(z.object({ id: z.string(), reason: z.enum(CLAIM_REASONS as [ClaimReason, ...ClaimReason[]]), note: z.string() })),
});
type EditValues = z.infer<typeof editSchema>;

const editBody = (claim: ClaimOrder, values: EditValues): AdminPostOrdersOrderClaimsClaimReq => {
  const images = new Map((claim.claim_items ?? []).map((ci) => [ci.id, (ci.images ?? []).map(({ id, url }) => ({ id, url }))]));
  return { claim_items: values.items.map((i) => ({ id: i.id, reason: i.reason, note: i.note.trim(), images: images.get(i.id) ?? [], tags: [] })) };
};

export function EditClaimDialog({ order, claim, number, onClose }: { order: Order; claim: ClaimOrder; number: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<EditValues>({
    resolver: standardSchemaResolver(editSchema),
    defaultValues: { items: (claim.claim_items ?? []).map((ci) => ({ id: ci.id, reason: ci.reason, note: ci.note ?? "" })) },
  });
  const update = useMutation(inlineErrors(postOrdersOrderClaimsClaimMutation()));
  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ path: { id: order.id, claim_id: claim.id }, body: editBody(claim, values) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.claims.edit.done", { number }) });
    onClose();
  });
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  return (
    <FormDialog id="edit-claim" title={t("orders.claims.edit.title", { number })} submitLabel={t("orders.claims.edit.submit")} onSubmit={submit} pending={update.isPending} error={update.error} onClose={onClose}>
      <Stack gap="5">
        {(claim.claim_items ?? []).map((ci, i) => {
          const title = items.get(ci.item_id)?.title ?? ci.item?.title ?? ci.item_id;
          return (
            <Stack key={ci.id} gap="3">
              <Text fontWeight="medium">{t("orders.fulfillment.itemQuantity", { title, count: ci.quantity })}</Text>
              <ControlledField
                control={form.control}
                name={`items.${i}.reason`}
                label={t("orders.claims.create.reason", { title })}
                required
                render={(field) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field {...field}>
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
              <TextInput control={form.control} name={`items.${i}.note`} label={t("orders.afterSale.items.note", { title })} />
            </Stack>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
