// Creates a collection or edits one: title, handle, metadata.
// A failed save is said in the modal, which stays open with what was typed.
import { Dialog, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { MetadataFields } from "@app/components/form/MetadataFields";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { collectionFormValues, type CollectionFormValues, createCollectionSchema, editCollectionSchema } from "./collection-form";
import { CancelButton } from "@app/components/unsaved/close-guard";

interface CollectionFormModalProps {
  open: boolean;
  onClose: () => void;
  /** "edit" requires the handle. */
  mode: "create" | "edit";
  defaultValues?: CollectionFormValues;
  /** Saves; the modal closes once it resolves. */
  onSubmit: (values: CollectionFormValues) => Promise<unknown>;
}

export function CollectionFormModal({ open, onClose, ...form }: CollectionFormModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalFrame open={open} onClose={onClose} dismissible={!busy}>
      {/* Unmounted when closed: each opening starts from the default values. */}
      <CollectionForm {...form} onClose={onClose} setBusy={setBusy} />
    </ModalFrame>
  );
}

type CollectionFormProps = Omit<CollectionFormModalProps, "open"> & { setBusy: (busy: boolean) => void };

function CollectionForm({ mode, defaultValues = collectionFormValues(), onSubmit, onClose, setBusy }: CollectionFormProps) {
  const { t } = useTranslation();
  const form = useForm<CollectionFormValues>({
    resolver: standardSchemaResolver(mode === "create" ? createCollectionSchema : editCollectionSchema),
    reValidateMode: "onChange",
    defaultValues,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save}>
        <ModalHeader title={t(mode === "create" ? "collections.create.title" : "collections.edit.title")} />
        <Dialog.Body>
          <Stack gap="4">
            {failure !== null && <FormAlert>{errorMessage(t, failure)}</FormAlert>}
            <TextInput control={form.control} name="title" label={t("collections.fields.title")} required autoFocus />
            <TextInput control={form.control} name="handle" label={t("collections.fields.handle")} helper={t("collections.fields.handleHelp")} required={mode === "edit"} />
            <MetadataFields label={t("metadata.title")} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <CancelButton onClose={onClose} disabled={isSubmitting} />
          <Button type="submit" size="small" loading={isSubmitting}>
            {t(mode === "create" ? "collections.create.submit" : "modals.saveChanges")}
          </Button>
        </Dialog.Footer>
      </form>
    </FormProvider>
  );
}
