// One modal for each "edit …" action of a product's page: a form of one field
// group, validated by its schema; Save sends only the fields that changed.
// A refusal is shown in the modal, which stays open with what was typed.
import { Dialog, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ZodMiniType } from "zod/mini";
import { postProductsProductMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PostProductsProductData } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { changedBody } from "../components/product-form";
import { CancelButton } from "@app/components/unsaved/close-guard";

export interface ProductEdit<T extends FieldValues> {
  title: string;
  schema: ZodMiniType<T, T>;
  initial: T;
  toBody: (values: T) => NonNullable<PostProductsProductData["body"]>;
  fields: ReactNode;
}

export function EditProductModal<T extends FieldValues>({ productId, edit, onClose }: { productId: string; edit: ProductEdit<T>; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<T>({ resolver: standardSchemaResolver(edit.schema), defaultValues: edit.initial as DefaultValues<T> });
  const update = useMutation(inlineErrors(postProductsProductMutation()));
  const save = form.handleSubmit(async (values) => {
    const body = changedBody(edit.initial, values, edit.toBody);
    if (Object.keys(body).length > 0) {
      try {
        await update.mutateAsync({ path: { id: productId }, body });
      } catch {
        return; // shown in the modal
      }
      toaster.create({ type: "success", title: t("toast.success"), description: t("products.detail.saved") });
    }
    onClose();
  });
  return (
    <ModalFrame open onClose={onClose} dismissible={!update.isPending}>
      <ModalHeader title={edit.title} />
      <Dialog.Body>
        <FormProvider {...form}>
          <form id="product-edit" noValidate onSubmit={save}>
            <Stack gap="4">
              {update.error && <FormAlert>{errorMessage(t, update.error)}</FormAlert>}
              {edit.fields}
            </Stack>
          </form>
        </FormProvider>
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onClose} disabled={update.isPending} />
        <Button type="submit" form="product-edit" size="small" loading={update.isPending}>
          {t("modals.saveChanges")}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
