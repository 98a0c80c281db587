// Step 4: how the draft is shipped: one of the region's shipping options (not
// its return options), with its price.
import { Field, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getShippingOptionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useFormat } from "@app/i18n/use-format";
import { useSessionCart } from "@app/providers/session-cart/SessionCartProvider";
import type { DraftInput } from "./draft-input";

interface StepProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
}

export function ShippingStep({ input, onChange }: StepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const region = useSessionCart().region!;
  const options = useQuery(getShippingOptionsOptions({ query: { region_id: region.id, is_return: false } }));
  if (options.error) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Skeleton h="10" />;
  const list = options.data.shipping_options.filter((o) => !o.is_return);
  if (list.length === 0) return <Text color="fg.muted">{t("draftOrders.create.shipping.none", { region: region.name ?? "" })}</Text>;
  const priceOf = (amount: number | null | undefined) => (amount == null ? t("draftOrders.create.shipping.calculated") : format.money(amount, region.currency_code));
  return (
    <Stack gap="3">
      <Field.Root required>
        <Field.Label>
          {t("draftOrders.create.shipping.label")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={input.shipping?.id ?? ""}
            onChange={(e) => {
              const option = list.find((o) => o.id === e.target.value);
              onChange({ shipping: option ? { id: option.id, name: option.name, amount: option.amount } : null });
            }}
          >
            <option value="" disabled>
              {t("draftOrders.create.shipping.choose")}
            </option>
            {list.map((o) => (
              <option key={o.id} value={o.id}>
                {`${o.name} – ${priceOf(o.amount)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
