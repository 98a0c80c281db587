// Creates the store's gift-card product: title, description, an image
// (uploaded with POST /admin/uploads when chosen, once: a retry reuses it)
// and the denominations, one amount per store currency. Then one POST
// /admin/products; a refusal is said in the dialog, which keeps what was typed.
import { chakra, HStack, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getStoreOptions, postProductsMutation, postUploadsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextareaInput, TextInput } from "@app/components/controls";
import { FormErrors } from "@app/components/controls/FormErrors";
import { TrashIcon } from "@app/components/controls/icons";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { minorUnitDigits } from "@app/lib/money";
import { emptyDenomination, giftCardProductBody, giftCardProductSchema, type GiftCardProductValues, giftCardProductValues } from "./gift-card-product-form";

const FORM_ID = "gift-card-product-form";

export function CreateGiftCardProductDialog({ onClose }: { onClose: () => void }) {
  const store = useQuery(getStoreOptions());
  if (!store.data) return null;
  const currencies = (store.data.store.currencies ?? []).map((c) => c.code);
  return <ProductForm currencies={currencies} onClose={onClose} />;
}

function ProductForm({ currencies, onClose }: { currencies: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<GiftCardProductValues>({
    resolver: standardSchemaResolver(giftCardProductSchema),
    reValidateMode: "onChange",
    defaultValues: giftCardProductValues(t("giftCards.product.defaultTitle"), currencies),
  });
  const { control } = form;
  const denominations = useFieldArray({ control, name: "denominations" });
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const upload = useMutation(inlineErrors(postUploadsMutation()));
  const create = useMutation(inlineErrors(postProductsMutation()));

  const submit = form.handleSubmit(async (values) => {
    let image = uploaded?.file === file ? uploaded.url : null;
    if (file && !image) {
      const { uploads } = await upload.mutateAsync({ body: { files: file } });
      image = uploads[0]?.url ?? null;
      if (image) setUploaded({ file, url: image });
    }
    const { product } = await create.mutateAsync({ body: giftCardProductBody(values, image) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("giftCards.product.created", { title: product.title }) });
    onClose();
  });

  return (
    <FormDialog
      id={FORM_ID}
      title={t("giftCards.product.create")}
      submitLabel={t("giftCards.product.createSubmit")}
      onSubmit={submit}
      pending={upload.isPending || create.isPending}
      error={create.error ?? upload.error}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextInput control={control} name="title" label={t("products.fields.title")} required autoFocus />
        <TextareaInput control={control} name="description" label={t("products.fields.description")} rows={3} />
        <Stack gap="1">
          <chakra.label htmlFor="gift-card-image" textStyle="sm" fontWeight="medium">
            {t("giftCards.product.image")}
          </chakra.label>
          <chakra.input id="gift-card-image" type="file" accept="image/*" textStyle="sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Stack>
        <Stack gap="3" as="fieldset">
          <Text as="legend" textStyle="sm" fontWeight="medium" mb="2">
            {t("giftCards.product.denominations")}
          </Text>
          <FormErrors messages={[form.formState.errors.denominations?.root?.message ?? form.formState.errors.denominations?.message].filter((m) => m !== undefined)} />
          {denominations.fields.map((field, i) => (
            <HStack key={field.id} align="end" gap="2">
              <SimpleGrid columns={{ base: 1, md: Math.min(currencies.length, 3) }} gap="2" flex="1">
                {currencies.map((currency, j) => (
                  <TextInput
                    key={currency}
                    control={control}
                    name={`denominations.${i}.prices.${j}.amount`}
                    label={t("giftCards.product.amountIn", { n: i + 1, currency: currency.toUpperCase() })}
                    prefix={currency.toUpperCase()}
                    ps="14"
                    inputMode={minorUnitDigits(currency) === 0 ? "numeric" : "decimal"}
                  />
                ))}
              </SimpleGrid>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t("giftCards.product.removeDenomination", { n: i + 1 })}
                disabled={denominations.fields.length === 1}
                onClick={() => denominations.remove(i)}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          ))}
          <HStack>
            <Button size="small" variant="secondary" onClick={() => denominations.append(emptyDenomination(currencies))}>
              {t("giftCards.product.addDenomination")}
            </Button>
          </HStack>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
