// The conditions of a new discount, one row per kind of resource: whether the
// discount applies to ("in") or away from ("not in") the chosen ones, and the
// choice itself (products in the product picker, the short lists in a
// searchable picker). A row with nothing chosen makes no condition.
import { Box, HStack, NativeSelect, Stack, Tag, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { Picker } from "@app/routes/products/components/Picker";
import { CONDITION_OPERATORS, CONDITION_TYPES, type ConditionDraft, type ConditionOperator, type ConditionType } from "./condition-types";
import { useConditionOptions, useProductTitles } from "./use-condition-options";

interface ConditionsEditorProps {
  value: ConditionDraft[];
  onChange: (value: ConditionDraft[]) => void;
}

export function ConditionsEditor({ value, onChange }: ConditionsEditorProps) {
  const { t } = useTranslation();
  const of = (type: ConditionType): ConditionDraft => value.find((c) => c.type === type) ?? { type, operator: "in", ids: [] };
  const set = (draft: ConditionDraft) => onChange([...value.filter((c) => c.type !== draft.type), draft].filter((c) => c.ids.length > 0 || c.operator !== "in"));
  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">
        {t("discounts.conditions.help")}
      </Text>
      {CONDITION_TYPES.map((type) => (
        <ConditionRow key={type} draft={of(type)} onChange={set} />
      ))}
    </Stack>
  );
}

export function OperatorSelect({ label, value, onChange }: { label: string; value: ConditionOperator; onChange: (operator: ConditionOperator) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as ConditionOperator)}>
        {CONDITION_OPERATORS.map((o) => (
          <option key={o} value={o}>
            {t(`discounts.conditions.operators.${o}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ConditionRow({ draft, onChange }: { draft: ConditionDraft; onChange: (draft: ConditionDraft) => void }) {
  const { t } = useTranslation();
  const label = t(`discounts.conditions.types.${draft.type}`);
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Stack gap="2">
        <HStack justify="space-between">
          <Text fontWeight="medium">{label}</Text>
          <OperatorSelect label={t("discounts.conditions.operatorOf", { type: label })} value={draft.operator} onChange={(operator) => onChange({ ...draft, operator })} />
        </HStack>
        <ResourceChoice type={draft.type} label={label} ids={draft.ids} onChange={(ids) => onChange({ ...draft, ids })} />
      </Stack>
    </Box>
  );
}

/** The choice of a condition's resources: the product picker for products, a searchable picker for the rest. */
export function ResourceChoice({ type, label, ids, onChange }: { type: ConditionType; label: string; ids: string[]; onChange: (ids: string[]) => void }) {
  const options = useConditionOptions();
  if (type === "products") return <ProductChoice label={label} ids={ids} onChange={onChange} />;
  return <Picker multiple label={label} items={options[type].options} value={ids} onChange={onChange} />;
}

function ProductChoice({ label, ids, onChange }: { label: string; ids: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const title = useProductTitles(ids);
  return (
    <Stack gap="2" align="flex-start">
      <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
        {t("discounts.conditions.chooseProducts")}
      </Button>
      {ids.length > 0 && (
        <Wrap gap="2" aria-label={label}>
          {ids.map((id) => (
            <Tag.Root key={id} size="lg">
              <Tag.Label>{title(id)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t("products.form.remove", { value: title(id) })} onClick={() => onChange(ids.filter((x) => x !== id))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("discounts.conditions.chooseProducts")}
        exclude={ids}
        onConfirm={async (picked) => onChange([...ids, ...picked])}
      />
    </Stack>
  );
}
