// Adds a product option (Size, Color…) or renames one.
import { Dialog, HStack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import {
  postProductsProductOptionsMutation,
  postProductsProductOptionsOptionMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { ProductOption } from "@generated/admin/types.gen";
import { zAdminPostProductsProductOptionsReq } from "@generated/admin/zod.gen";
import { Button, TextInput } from "@app/components/controls";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { CancelButton } from "@app/components/unsaved/close-guard";

// The server accepts an empty title; the form does not.
const schema = z.extend(zAdminPostProductsProductOptionsReq, { title: z.string().check(z.trim(), z.minLength(1)) });
type Values = z.infer<typeof schema>;

interface OptionDialogProps {
  productId: string;
  /** The option to rename; none to add one. */
  option?: ProductOption;
  onClose: () => void;
}

export function OptionDialog({ productId, option, onClose }: OptionDialogProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: standardSchemaResolver(schema), defaultValues: { title: option?.title ?? "" } });
  // Failures are toasted by the query client; the dialog stays open with the title typed.
  const add = useMutation({ ...postProductsProductOptionsMutation(), onSuccess: onClose });
  const rename = useMutation({ ...postProductsProductOptionsOptionMutation(), onSuccess: onClose });
  const submit = form.handleSubmit(({ title }) =>
    option ? rename.mutate({ path: { id: productId, option_id: option.id }, body: { title } }) : add.mutate({ path: { id: productId }, body: { title } }),
  );
  return (
    <ModalFrame open onClose={onClose} size="small">
      <form noValidate onSubmit={submit}>
        <ModalHeader title={t(option ? "products.options.editTitle" : "products.options.addTitle")} />
        <Dialog.Body>
          <TextInput control={form.control} name="title" label={t("products.options.name")} required autoFocus />
        </Dialog.Body>
        <Dialog.Footer>
          <HStack gap="2">
            <CancelButton onClose={onClose} />
            <Button type="submit" size="small" loading={add.isPending || rename.isPending}>
              {t(option ? "products.options.save" : "products.options.add")}
            </Button>
          </HStack>
        </Dialog.Footer>
      </form>
    </ModalFrame>
  );
}
