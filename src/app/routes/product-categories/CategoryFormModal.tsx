// Creates a category (top level or under a parent) or edits one: name,
// handle, description, active, internal. A refusal of the server is shown in
// the form, which keeps what was typed.
import { Dialog, Stack, Switch } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postProductCategoriesCategoryMutation, postProductCategoriesMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextareaInput, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { type CategoryFormValues, createBody, createSchema, formValuesOf, updateBody, updateSchema } from "./category-form";
import type { Category } from "./category-tree";
import { CancelButton } from "@app/components/unsaved/close-guard";

export type CategoryFormTarget = { kind: "create"; parent: Category | null } | { kind: "edit"; category: Category };

export function CategoryFormModal({ target, onClose }: { target: CategoryFormTarget | null; onClose: () => void }) {
  return (
    <ModalFrame open={target !== null} onClose={onClose}>
      {/* Unmounted when closed: each opening starts from the category's values. */}
      {target && <CategoryForm target={target} onClose={onClose} />}
    </ModalFrame>
  );
}

function CategoryForm({ target, onClose }: { target: CategoryFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = target.kind === "edit" ? target.category : undefined;
  const form = useForm<CategoryFormValues>({
    resolver: standardSchemaResolver(editing ? updateSchema : createSchema),
    reValidateMode: "onChange",
    defaultValues: formValuesOf(editing),
  });
  const saved = (name: string, key: "created" | "updated") => {
    toaster.create({ type: "success", title: t("toast.success"), description: t(`categories.form.${key}`, { name }) });
    onClose();
  };
  const create = useMutation({ ...inlineErrors(postProductCategoriesMutation()), onSuccess: ({ product_category: c }) => saved(c.name, "created") });
  const update = useMutation({ ...inlineErrors(postProductCategoriesCategoryMutation()), onSuccess: ({ product_category: c }) => saved(c.name, "updated") });
  const save = editing ? update : create;

  const submit = form.handleSubmit((values) =>
    editing
      ? update.mutate({ path: { id: editing.id }, body: updateBody(values) })
      : create.mutate({ body: createBody(values, target.kind === "create" && target.parent ? target.parent.id : null) }),
  );

  const title = editing
    ? t("categories.form.editTitle", { name: editing.name })
    : target.kind === "create" && target.parent
      ? t("categories.form.createChildTitle", { parent: target.parent.name })
      : t("categories.form.createTitle");
  const toggle = (name: "is_active" | "is_internal", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch.Root name={field.name} checked={field.value ?? false} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="gray">
          <Switch.HiddenInput onBlur={field.onBlur} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit}>
      <ModalHeader title={title} />
      <Dialog.Body>
        <Stack gap="4">
          {save.error && <FormAlert>{errorMessage(t, save.error)}</FormAlert>}
          <TextInput control={form.control} name="name" label={t("categories.fields.name")} required autoFocus />
          <TextInput control={form.control} name="handle" label={t("categories.fields.handle")} helper={t("categories.fields.handleHelp")} />
          <TextareaInput control={form.control} name="description" label={t("categories.fields.description")} rows={3} />
          {toggle("is_active", t("categories.fields.active"))}
          {toggle("is_internal", t("categories.fields.internal"))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onClose} disabled={save.isPending} />
        <Button type="submit" size="small" loading={save.isPending}>
          {editing ? t("categories.form.save") : t("categories.form.create")}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
