// /a/products/new: a new product with its general information, organisation,
// options (the variants are made from them) and attributes; saved as a draft
// or published. Prices, media and metadata are edited on the product's page.
import { Card, Heading, HStack, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { postProductsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { Button } from "@app/components/controls";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { AttributeFields } from "../components/AttributeFields";
import { CheckboxField } from "../components/CheckboxField";
import { GeneralFields } from "../components/GeneralFields";
import { OrganisationFields } from "../components/OrganisationFields";
import { useOrganisationLists } from "../components/use-organisation-lists";
import { OptionsFields } from "./OptionsFields";
import { createBody, createDefaults, createSchema, type CreateValues } from "./product-create-form";
import { productsSection } from "../section";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export default function ProductCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useOrganisationLists();
  const form = useForm<CreateValues>({ resolver: standardSchemaResolver(createSchema), reValidateMode: "onChange", defaultValues: createDefaults });
  const [skus, setSkus] = useState<Record<string, string>>({});
  const giftCard = useWatch({ control: form.control, name: "is_giftcard" });
  // A failure is toasted by the query client; the form keeps what was typed.
  const create = useMutation({
    ...postProductsMutation(),
    onSuccess: ({ product }) => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("products.create.created", { title: product.title }) });
      navigate(productsSection.to("detail", { id: product.id }));
    },
  });
  const save = (status: CreateValues["status"]) =>
    form.handleSubmit((values) => create.mutateAsync({ body: createBody({ ...values, status }, lists, skus) }).catch(() => {}));
  const saving = create.isPending ? create.variables.body?.status : undefined;
  return (
    <FormProvider {...form}>
      <PageHeader title={t("products.create.title")} />
      <form noValidate onSubmit={save("draft")}>
        <Stack gap="5" maxW="840px">
          <Section title={t("products.form.general")}>
            <Stack gap="4">
              <GeneralFields giftCard={giftCard} />
              <CheckboxField control={form.control} name="is_giftcard" label={t("products.form.giftCard")} helper={t("products.form.giftCardHelp")} />
            </Stack>
          </Section>
          <Section title={t("products.form.organisation")}>
            <OrganisationFields lists={lists} />
          </Section>
          <Section title={t("products.form.options")}>
            <OptionsFields skus={skus} onSkuChange={(title, sku) => setSkus((all) => ({ ...all, [title]: sku }))} />
          </Section>
          <Section title={t("products.form.attributes")}>
            <AttributeFields />
          </Section>
          <HStack justify="flex-end">
            <Button asChild variant="secondary">
              <RouterLink to={productsSection.to("main")}>{t("common.cancel")}</RouterLink>
            </Button>
            <Button type="submit" variant="secondary" loading={saving === "draft"} disabled={saving === "published"}>
              {t("products.create.submit")}
            </Button>
            <Button onClick={save("published")} loading={saving === "published"} disabled={saving === "draft"}>
              {t("products.form.publish")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
