// /a/products/new: a product's general information; saved as a draft.
// Options, variants, prices and media are edited on the product afterwards.
import { Button, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { z } from "zod/mini";
import { postProductsMutation } from "../../../../generated/admin/@tanstack/react-query.gen";
import { zAdminPostProductsReq } from "../../../../generated/admin/zod.gen";
import { FormField } from "../../../components/form/FormField";
import { PageHeader } from "../../../components/PageHeader";
import { toaster } from "../../../components/toaster";

// The server accepts an empty title (observed: it creates an untitled product); the form does not.
const schema = z.extend(z.pick(zAdminPostProductsReq, { title: true, subtitle: true, handle: true, description: true }), {
  title: z.string().check(z.trim(), z.minLength(1)),
});
type Values = z.infer<typeof schema>;

/** Empty optional fields are left out rather than sent as "". */
const compact = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([k, v]) => k === "title" || v !== "")) as Values;

export default function ProductCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: standardSchemaResolver(schema),
    reValidateMode: "onChange",
    defaultValues: { title: "", subtitle: "", handle: "", description: "" },
  });
  // A failure is toasted by the query client; the form keeps what was typed.
  const create = useMutation({
    ...postProductsMutation(),
    onSuccess: ({ product }) => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("products.create.created", { title: product.title }) });
      navigate("/a/products");
    },
  });
  const { errors } = form.formState;
  return (
    <>
      <PageHeader title={t("products.create.title")} />
      <form noValidate onSubmit={form.handleSubmit((values) => create.mutate({ body: { ...compact(values), status: "draft" } }))}>
        <Stack gap="4" maxW="640px">
          <FormField label={t("products.fields.title")} error={errors.title?.message} required>
            <Input {...form.register("title")} autoFocus />
          </FormField>
          <FormField label={t("products.fields.subtitle")} error={errors.subtitle?.message}>
            <Input {...form.register("subtitle")} />
          </FormField>
          <FormField label={t("products.fields.handle")} error={errors.handle?.message} helper={t("products.fields.handleHelp")}>
            <Input {...form.register("handle")} />
          </FormField>
          <FormField label={t("products.fields.description")} error={errors.description?.message}>
            <Textarea rows={4} {...form.register("description")} />
          </FormField>
          <HStack justify="flex-end">
            <Button asChild variant="outline">
              <RouterLink to="/a/products">{t("common.cancel")}</RouterLink>
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("products.create.submit")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </>
  );
}
