// The dialogs that edit a gift card: its balance and its expiry day. Each
// sends one POST /admin/gift-cards/{id} however fast Save is clicked; a
// refusal is said in the dialog, which keeps what was typed.
import { Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { type DefaultValues, type FieldValues, type Resolver, useForm, type UseFormReturn } from "react-hook-form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { postGiftCardsGiftCardMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AdminPostGiftCardsGiftCardReq, GiftCard } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { minorUnitDigits } from "@app/lib/money";
import { balanceBody, balanceSchema, type BalanceValues, balanceValues, expirySchema, expiryUpdate, type ExpiryValues, expiryValues } from "./gift-card-edit-forms";

interface EditDialogProps<T extends FieldValues> {
  card: GiftCard;
  id: string;
  title: string;
  done: string;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  toBody: (values: T) => AdminPostGiftCardsGiftCardReq;
  onClose: () => void;
  fields: (form: UseFormReturn<T>) => ReactNode;
}

function EditDialog<T extends FieldValues>({ card, id, title, done, resolver, defaultValues, toBody, onClose, fields }: EditDialogProps<T>) {
  const { t } = useTranslation();
  const form = useForm<T>({ resolver, reValidateMode: "onChange", defaultValues });
  const update = useMutation(inlineErrors(postGiftCardsGiftCardMutation()));
  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ path: { id: card.id }, body: toBody(values) });
    toaster.create({ type: "success", title: t("toast.success"), description: done });
    onClose();
  });
  return (
    <FormDialog id={id} title={title} submitLabel={t("modals.saveChanges")} onSubmit={submit} pending={update.isPending} error={update.error} onClose={onClose}>
      <Stack gap="4">{fields(form)}</Stack>
    </FormDialog>
  );
}

export function BalanceDialog({ card, currency, onClose }: { card: GiftCard; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <EditDialog<BalanceValues>
      card={card}
      id="gift-card-balance-form"
      title={t("giftCards.detail.editBalance")}
      done={t("giftCards.detail.balanceSaved")}
      resolver={standardSchemaResolver(balanceSchema(card, currency))}
      defaultValues={balanceValues(card, currency)}
      toBody={(v) => balanceBody(v, currency)}
      onClose={onClose}
      fields={({ control }) => (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t("giftCards.detail.balanceHelp", { value: format.money(card.value, currency) })}
          </Text>
          <TextInput
            control={control}
            name="balance"
            label={t("giftCards.fields.balance")}
            required
            autoFocus
            prefix={currency.toUpperCase()}
            ps="14"
            inputMode={minorUnitDigits(currency) === 0 ? "numeric" : "decimal"}
          />
        </>
      )}
    />
  );
}

export function ExpiryDialog({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditDialog<ExpiryValues>
      card={card}
      id="gift-card-expiry-form"
      title={t("giftCards.detail.editExpiry")}
      done={t("giftCards.detail.expirySaved")}
      resolver={standardSchemaResolver(expirySchema)}
      defaultValues={expiryValues(card)}
      toBody={expiryUpdate}
      onClose={onClose}
      fields={({ control }) => (
        <TextInput control={control} name="ends_at" type="date" autoFocus label={t("giftCards.fields.expiry")} helper={t("giftCards.detail.expiryHelp")} />
      )}
    />
  );
}
