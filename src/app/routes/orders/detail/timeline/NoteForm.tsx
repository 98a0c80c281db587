// Adds a note to the order, for the team (customers never see notes). A
// refusal is shown above the field, which keeps what was typed; once saved
// the field empties and the note shows in the timeline (the note list is
// refetched by the cache rule).
import { HStack, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { postNotesMutation } from "@generated/admin/@tanstack/react-query.gen";
import { zAdminPostNotesReq } from "@generated/admin/zod.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextareaInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { requiredText } from "@app/components/form/required-text";

// The server takes an empty note; the form does not.
const schema = z.extend(z.pick(zAdminPostNotesReq, { value: true }), { value: requiredText() });
type Values = z.infer<typeof schema>;

export function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: standardSchemaResolver(schema), defaultValues: { value: "" } });
  const add = useMutation(inlineErrors(postNotesMutation()));
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await add.mutateAsync({ body: { resource_type: "order", resource_id: orderId, value } });
    } catch {
      return; // shown above the field
    }
    form.reset();
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="2">
        {add.error && <FormAlert>{errorMessage(t, add.error)}</FormAlert>}
        <TextareaInput control={form.control} name="value" label={t("orders.timeline.noteForm.label")} rows={2} />
        <HStack justify="flex-end">
          <Button type="submit" size="small" variant="secondary" loading={form.formState.isSubmitting}>
            {t("orders.timeline.noteForm.submit")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
