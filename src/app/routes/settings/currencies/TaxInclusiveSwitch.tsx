// A currency's tax-inclusive pricing (POST /admin/currencies/{code}
// includes_tax), asked first: it changes how every price in the currency is
// read. The store's answer holds its currencies, so it is refreshed after.
import { Switch } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getStoreQueryKey, postCurrenciesCurrencyMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Currency } from "@generated/admin/types.gen";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";

export function TaxInclusiveSwitch({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const on = currency.includes_tax ?? false;
  const code = currency.code.toUpperCase();
  return (
    <>
      <Switch.Root checked={on} onCheckedChange={() => setAsking(true)} colorPalette="gray" size="sm">
        <Switch.HiddenInput aria-label={t("settings.currencies.tax.switch", { code })} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <ConfirmMutationDialog
        open={asking}
        onCancel={() => setAsking(false)}
        mutation={postCurrenciesCurrencyMutation()}
        variables={{ path: { code: currency.code }, body: { includes_tax: !on } }}
        title={t(on ? "settings.currencies.tax.offTitle" : "settings.currencies.tax.onTitle", { code })}
        description={t(on ? "settings.currencies.tax.offBody" : "settings.currencies.tax.onBody", { code })}
        confirmLabel={t("settings.currencies.tax.confirm")}
        done={t("settings.currencies.tax.done", { code })}
        onDone={() => {
          setAsking(false);
          void queryClient.invalidateQueries({ queryKey: getStoreQueryKey() });
        }}
      />
    </>
  );
}
