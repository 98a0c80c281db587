// Changes the store's default currency to another of its currencies
// (POST /admin/store default_currency_code). A refusal is said in the dialog.
import { NativeSelect } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postStoreMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Store } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ControlledField } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { defaultCurrencySchema, type DefaultCurrencyValues } from "./default-currency-form";

export function DefaultCurrencyDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<DefaultCurrencyValues>({ resolver: standardSchemaResolver(defaultCurrencySchema), defaultValues: { default_currency_code: store.default_currency_code } });
  const save = useMutation(inlineErrors(postStoreMutation()));
  const submit = form.handleSubmit(async ({ default_currency_code }) => {
    try {
      await save.mutateAsync({ body: { default_currency_code } });
      toaster.create({ type: "success", title: t("toast.success"), description: t("settings.currencies.default.done", { code: default_currency_code.toUpperCase() }) });
      onClose();
    } catch {
      // said in the dialog
    }
  });
  return (
    <FormDialog
      id="default-currency-form"
      title={t("settings.currencies.default.changeTitle")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
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
