// Changes the store's default currency to another of its currencies
// (POST /admin/store default_currency_code). A refusal is said in the dialog.
import { NativeSelect } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postStoreMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Store } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { defaultCurrencySchema, type DefaultCurrencyValues } from "./default-currency-form";

export function DefaultCurrencyDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<DefaultCurrencyValues>({ resolver: standardSchemaResolver(defaultCurrencySchema), defaultValues: { default_currency_code: store.default_currency_code } });
  const { mutation, save } = useDialogSave(postStoreMutation(), onClose);
  const submit = form.handleSubmit(({ default_currency_code }) =>
    save({ body: { default_currency_code } }, () => t("settings.currencies.default.done", { code: default_currency_code.toUpperCase() })),
  );
  return (
    <FormDialog
      id="default-currency-form"
      title={t("settings.currencies.default.changeTitle")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <ControlledField
        control={form.control}
        name="default_currency_code"
        label={t("settings.currencies.default.field")}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...field}>
              {(store.currencies ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {`${c.code.toUpperCase()} · ${c.name}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </FormDialog>
  );
}
