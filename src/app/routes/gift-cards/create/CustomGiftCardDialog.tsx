// Issues a custom gift card (one not bought in an order): region, value in
// the region's currency, optional expiry day and note. One POST
// /admin/gift-cards however fast Create is clicked; a refusal is said in the
// dialog, which keeps what was typed. Once issued, the card's page opens.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { getRegionsOptions, postGiftCardsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextareaInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { minorUnitDigits, parseAmountInput } from "@app/lib/money";
import { RegionSelect } from "../components/RegionSelect";
import { giftCardsSection } from "../section";
import { customGiftCardBody, customGiftCardSchema, type CustomGiftCardValues, customGiftCardValues } from "./custom-gift-card-form";

const FORM_ID = "custom-gift-card-form";

export function CustomGiftCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  // The same query as the region pickers (option-queries), whole: the currency is needed.
  const regionsQuery = useQuery(getRegionsOptions({ query: { limit: 1000 } }));
  const regions = useMemo(() => [...(regionsQuery.data?.regions ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [regionsQuery.data]);
  const schema = useMemo(() => customGiftCardSchema(regions), [regions]);
  const form = useForm<CustomGiftCardValues>({
    resolver: standardSchemaResolver(schema),
    reValidateMode: "onChange",
    defaultValues: customGiftCardValues(),
  });
  const { control } = form;
  const regionId = useWatch({ control, name: "region_id" });
  const currency = regions.find((r) => r.id === regionId)?.currency_code;
  const create = useMutation(inlineErrors(postGiftCardsMutation()));

  const submit = form.handleSubmit(async (values) => {
    const body = customGiftCardBody(values, currency ?? "");
    const { gift_card } = await create.mutateAsync({ body });
    toaster.create({
      type: "success",
      title: t("toast.success"),
      description: t("giftCards.create.created", { code: gift_card.code, amount: format.money(gift_card.value, currency ?? "") }),
    });
    navigate(giftCardsSection.to("detail", { id: gift_card.id }));
  });

  const typed = useWatch({ control, name: "value" });
  const amount = currency ? parseAmountInput(typed, currency) : null;
  return (
    <FormDialog
      id={FORM_ID}
      title={t("giftCards.create.title")}
      submitLabel={amount && amount > 0 && currency ? t("giftCards.create.submitAmount", { amount: format.money(amount, currency) }) : t("giftCards.create.submit")}
      onSubmit={submit}
      // Once issued the button stays busy while the card's page opens: a second click is not a second card.
      pending={create.isPending || create.isSuccess}
      error={create.error}
      onClose={onClose}
    >
      <Stack gap="4">
        <RegionSelect control={control} name="region_id" regions={regions} loading={regionsQuery.isPending} />
        <TextInput
          control={control}
          name="value"
          label={t("giftCards.fields.value")}
          required
          prefix={currency?.toUpperCase()}
          inputMode={currency && minorUnitDigits(currency) === 0 ? "numeric" : "decimal"}
          ps={currency ? "14" : undefined}
          helper={t("giftCards.create.valueHelp")}
        />
        <TextInput control={control} name="ends_at" type="date" label={t("giftCards.fields.expiry")} helper={t("giftCards.create.expiryHelp")} />
        <TextareaInput control={control} name="note" label={t("giftCards.fields.note")} rows={3} />
      </Stack>
    </FormDialog>
  );
}
