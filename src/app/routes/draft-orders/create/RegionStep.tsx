// Step 2: the region, which sets the currency, the tax and the shipping
// options. It is the session cart's region; choosing another one empties the
// cart (catalog prices are the region's) and what depended on it.
import { Field, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getRegionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useSessionCart } from "@app/providers/session-cart/SessionCartProvider";

// Stores keep regions few; one page holds them all (the same query as the region filters').
const LIMIT = 1000;

export function RegionStep({ onRegionChange }: { onRegionChange: () => void }) {
  const { t } = useTranslation();
  const cart = useSessionCart();
  const regions = useQuery(getRegionsOptions({ query: { limit: LIMIT } }));
  if (regions.error) return <ErrorState error={regions.error} onRetry={() => void regions.refetch()} />;
  if (!regions.data) return <Skeleton h="10" />;
  const choose = (id: string) => {
    const region = regions.data.regions.find((r) => r.id === id);
    if (!region || region.id === cart.region?.id) return;
    cart.clearItems();
    cart.setRegion({ id: region.id, name: region.name, currency_code: region.currency_code, tax_rate: region.tax_rate, includes_tax: region.includes_tax ?? false });
    onRegionChange();
  };
  return (
    <Stack gap="3">
      <Field.Root required>
        <Field.Label>
          {t("draftOrders.create.region.label")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={cart.region?.id ?? ""} onChange={(e) => choose(e.target.value)}>
            <option value="" disabled>
              {t("draftOrders.create.region.choose")}
            </option>
            {regions.data.regions.map((r) => (
              <option key={r.id} value={r.id}>
                {`${r.name} (${r.currency_code.toUpperCase()})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t("draftOrders.create.region.help")}</Field.HelperText>
      </Field.Root>
      {cart.items.length > 0 && <Text color="fg.muted">{t("draftOrders.create.region.cartKept", { count: cart.totalItems })}</Text>}
    </Stack>
  );
}
