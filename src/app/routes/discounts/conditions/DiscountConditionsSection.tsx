// The discount page's conditions: each with its operator and resources. A
// condition is added (type, operator, resources: one request), resources are
// added to it or removed from it (/conditions/{id}/batch: one request each
// time), and it is deleted after a question.
import { HStack, NativeSelect, Stack, Tag, Text, Wrap } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteDiscountsDiscountConditionsConditionBatchMutation,
  deleteDiscountsDiscountConditionsConditionMutation,
  postDiscountsDiscountConditionsConditionBatchMutation,
  postDiscountsDiscountConditionsMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { Discount, DiscountCondition } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { toaster } from "@app/components/toaster";
import { CONDITION_TYPES, type ConditionDraft, conditionBody, conditionResources, type ConditionType } from "./condition-types";
import { OperatorSelect, ResourceChoice } from "./ConditionsEditor";

type Resource = { id: string; label: string };

export function DiscountConditionsSection({ discount }: { discount: Discount }) {
  const { t } = useTranslation();
  const conditions = discount.rule?.conditions ?? [];
  const free = CONDITION_TYPES.filter((type) => !conditions.some((c) => c.type === type));
  const [adding, setAdding] = useState(false);
  const [extending, setExtending] = useState<DiscountCondition | null>(null);
  const [removing, setRemoving] = useState<{ condition: DiscountCondition; resource: Resource } | null>(null);
  const [deleting, setDeleting] = useState<DiscountCondition | null>(null);
  const typeLabel = (c: DiscountCondition) => t(`discounts.conditions.types.${c.type}`);
  const path = (c: DiscountCondition) => ({ discount_id: discount.id, condition_id: c.id });
  return (
    <SectionCard
      title={t("discounts.conditions.title")}
      action={
        free.length > 0 && (
          <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
            {t("discounts.conditions.add")}
          </Button>
        )
      }
    >
      {conditions.length === 0 ? (
        <Text color="fg.muted">{t("discounts.conditions.none")}</Text>
      ) : (
        <Stack gap="4">
          {conditions.map((c) => (
            <Stack key={c.id} gap="2" borderWidth="1px" rounded="md" p="3" role="group" aria-label={typeLabel(c)}>
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="medium">{t(`discounts.conditions.summary.${c.operator}`, { type: typeLabel(c) })}</Text>
                <HStack>
                  <Button variant="secondary" size="small" onClick={() => setExtending(c)}>
                    {t("discounts.conditions.addResources")}
                  </Button>
                  <Button variant="danger" size="small" onClick={() => setDeleting(c)}>
                    {t("discounts.conditions.delete")}
                  </Button>
                </HStack>
              </HStack>
              <Wrap gap="2">
                {conditionResources(c).map((r) => (
                  <Tag.Root key={r.id} size="lg">
                    <Tag.Label>{r.label}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger aria-label={t("discounts.conditions.removeOne", { name: r.label })} onClick={() => setRemoving({ condition: c, resource: r })} />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </Wrap>
            </Stack>
          ))}
        </Stack>
      )}
      {adding && <AddConditionDialog discount={discount} types={free} onClose={() => setAdding(false)} />}
      {extending && <AddResourcesDialog discount={discount} condition={extending} onClose={() => setExtending(null)} />}
      <ConfirmMutationDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        mutation={deleteDiscountsDiscountConditionsConditionBatchMutation()}
        variables={removing ? { path: path(removing.condition), body: { resources: [{ id: removing.resource.id }] } } : { path: { discount_id: "", condition_id: "" } }}
        title={t("discounts.conditions.removeTitle", { name: removing?.resource.label ?? "" })}
        description={t("discounts.conditions.removeBody", { type: removing ? typeLabel(removing.condition) : "" })}
        confirmLabel={t("discounts.conditions.remove")}
        danger
        done={t("discounts.conditions.removed", { name: removing?.resource.label ?? "" })}
        onDone={() => setRemoving(null)}
      />
      <ConfirmMutationDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        mutation={deleteDiscountsDiscountConditionsConditionMutation()}
        variables={{ path: deleting ? path(deleting) : { discount_id: "", condition_id: "" } }}
        title={t("discounts.conditions.deleteTitle", { type: deleting ? typeLabel(deleting) : "" })}
        description={t("discounts.conditions.deleteBody", { code: discount.code })}
        confirmLabel={t("discounts.conditions.delete")}
        danger
        done={t("discounts.conditions.deleted")}
        onDone={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

function AddConditionDialog({ discount, types, onClose }: { discount: Discount; types: ConditionType[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ConditionDraft>({ type: types[0], operator: "in", ids: [] });
  const add = useMutation(inlineErrors(postDiscountsDiscountConditionsMutation()));
  const submit = async () => {
    try {
      await add.mutateAsync({ path: { discount_id: discount.id }, body: conditionBody(draft) });
    } catch {
      return; // said in the dialog
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.conditions.added") });
    onClose();
  };
  const label = t(`discounts.conditions.types.${draft.type}`);
  return (
    <FormDialog id="discount-condition" title={t("discounts.conditions.add")} submitLabel={t("discounts.conditions.add")} onSubmit={submit} pending={add.isPending} submitDisabled={draft.ids.length === 0} error={add.error} onClose={onClose}>
      <Stack gap="4">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t("discounts.conditions.type")} value={draft.type} onChange={(e) => setDraft({ type: e.target.value as ConditionType, operator: draft.operator, ids: [] })}>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`discounts.conditions.types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <OperatorSelect label={t("discounts.conditions.operatorOf", { type: label })} value={draft.operator} onChange={(operator) => setDraft({ ...draft, operator })} />
        <ResourceChoice key={draft.type} type={draft.type} label={label} ids={draft.ids} onChange={(ids) => setDraft({ ...draft, ids })} />
      </Stack>
    </FormDialog>
  );
}

/** Adds resources to a condition: the product picker for products, a searchable picker for the rest; one batch request. */
function AddResourcesDialog({ discount, condition, onClose }: { discount: Discount; condition: DiscountCondition; onClose: () => void }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  // The product picker leaves a failure to the query client's toast; the dialog says it itself.
  const products = condition.type === "products";
  const batch = useMutation(products ? postDiscountsDiscountConditionsConditionBatchMutation() : inlineErrors(postDiscountsDiscountConditionsConditionBatchMutation()));
  const existing = conditionResources(condition).map((r) => r.id);
  const send = async (picked: string[]) => {
    await batch.mutateAsync({ path: { discount_id: discount.id, condition_id: condition.id }, body: { resources: picked.map((id) => ({ id })) } });
    toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.conditions.resourcesAdded", { count: picked.length }) });
  };
  const title = t("discounts.conditions.addResourcesTo", { type: t(`discounts.conditions.types.${condition.type}`) });
  if (products) {
    // The picker closes once the request succeeds and keeps the picks when it fails.
    return <ProductPickerModal open onClose={onClose} title={title} exclude={existing} onConfirm={send} />;
  }
  const submit = async () => {
    try {
      await send(ids);
    } catch {
      return; // said in the dialog
    }
    onClose();
  };
  return (
    <FormDialog id="discount-condition-resources" title={title} submitLabel={t("discounts.conditions.addResources")} onSubmit={submit} pending={batch.isPending} submitDisabled={ids.length === 0} error={batch.error} onClose={onClose}>
      <ResourceChoice type={condition.type as ConditionType} label={t(`discounts.conditions.types.${condition.type}`)} ids={ids} onChange={(next) => setIds(next.filter((id) => !existing.includes(id)))} />
    </FormDialog>
  );
}
