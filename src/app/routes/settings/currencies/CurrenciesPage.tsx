// /a/settings/currencies: the store's default currency (changed in a dialog)
// and the currencies it accepts (StoreCurrenciesSection).
import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Store } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { WithStore } from "../details/WithStore";
import { DefaultCurrencyDialog } from "./DefaultCurrencyDialog";
import { StoreCurrenciesSection } from "./StoreCurrenciesSection";

export default function CurrenciesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("settings.currencies.title")} />
      <WithStore>
        {(store) => (
          <Stack gap="6">
            <DefaultCurrencyCard store={store} />
            <StoreCurrenciesSection store={store} />
          </Stack>
        )}
      </WithStore>
    </>
  );
}

function DefaultCurrencyCard({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const current = store.currencies?.find((c) => c.code === store.default_currency_code) ?? store.default_currency;
  return (
    <SectionCard
      title={t("settings.currencies.default.title")}
      action={
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          {t("settings.currencies.default.change")}
        </Button>
      }
    >
      <Stack gap="1">
        <Text fontWeight="medium" data-testid="default-currency">
          {[store.default_currency_code.toUpperCase(), current?.name].filter(Boolean).join(" · ")}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t("settings.currencies.default.help")}
        </Text>
      </Stack>
      {editing && <DefaultCurrencyDialog store={store} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
