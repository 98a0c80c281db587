// /a/settings/details: the store's name, its link templates (each with what
// it is for, its placeholder and the link it makes) and its metadata, saved
// in one request. A refused save is said above the form, which keeps what
// was typed; a saved one starts again from the store as the server has it.
import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postStoreMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Store } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { MetadataFields } from "@app/components/form/MetadataFields";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { exampleLink, storeDetailsBody, storeDetailsSchema, storeDetailsValues, TEMPLATE_FIELDS, TEMPLATE_PLACEHOLDERS, type StoreDetailsValues, type TemplateField } from "./store-details-form";
import { WithStore } from "./WithStore";

export default function StoreDetailsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("settings.store.title")} />
      {/* Keyed by the store's version: a saved store refills the form. */}
      <WithStore>{(store) => <StoreDetailsForm key={store.updated_at} store={store} />}</WithStore>
    </>
  );
}

function StoreDetailsForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const form = useForm<StoreDetailsValues>({ resolver: standardSchemaResolver(storeDetailsSchema), reValidateMode: "onChange", defaultValues: storeDetailsValues(store) });
  const save = useMutation(inlineErrors(postStoreMutation()));
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    const body = storeDetailsBody(values, store);
    try {
      await save.mutateAsync({ body });
      toaster.create({ type: "success", title: t("toast.success"), description: t("settings.store.saved") });
    } catch {
      // said above the form
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t("settings.store.title")}>
        <Stack gap="5" maxW="720px">
          {save.error != null && <FormAlert>{errorMessage(t, save.error)}</FormAlert>}
          <FormCard title={t("settings.store.general")}>
            <TextInput control={control} name="name" label={t("settings.store.name")} helper={t("settings.store.nameHelp")} required autoComplete="off" />
          </FormCard>
          <FormCard title={t("settings.store.links")} description={t("settings.store.linksHelp")}>
            {TEMPLATE_FIELDS.map((field) => (
              <TemplateInput key={field} field={field} />
            ))}
          </FormCard>
          <FormCard title={t("metadata.title")}>
            <MetadataFields />
          </FormCard>
          <Stack direction="row" justify="flex-end">
            <Button type="submit" size="small" loading={formState.isSubmitting || save.isPending} disabled={!formState.isDirty}>
              {t("modals.saveChanges")}
            </Button>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}

function FormCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

const TEMPLATE_TEXTS = {
  swap_link_template: { label: "settings.store.swapLink", help: "settings.store.swapLinkHelp" },
  payment_link_template: { label: "settings.store.paymentLink", help: "settings.store.paymentLinkHelp" },
  invite_link_template: { label: "settings.store.inviteLink", help: "settings.store.inviteLinkHelp" },
} as const;

/** A link template with what it is for, and the link it makes (or that its placeholder is missing). */
function TemplateInput({ field }: { field: TemplateField }) {
  const { t } = useTranslation();
  const value = useWatch<StoreDetailsValues, TemplateField>({ name: field }) ?? "";
  const { placeholder } = TEMPLATE_PLACEHOLDERS[field];
  const example = exampleLink(field, value);
  const texts = TEMPLATE_TEXTS[field];
  const { control } = useFormContext<StoreDetailsValues>();
  return (
    <TextInput<StoreDetailsValues>
      control={control}
      name={field}
      label={t(texts.label)}
      placeholder={`https://…${placeholder}`}
      autoComplete="off"
      spellCheck={false}
      helper={
        <Stack gap="0.5" as="span">
          <span>{t(texts.help, { placeholder })}</span>
          {example &&
            (value.includes(placeholder) ? (
              <Text as="span" overflowWrap="anywhere" lineClamp={2}>
                {t("settings.store.example", { link: example })}
              </Text>
            ) : (
              <Text as="span" color="orange.fg">
                {t("settings.store.noPlaceholder", { placeholder })}
              </Text>
            ))}
        </Stack>
      }
    />
  );
}
