// The signed-in user's first and last name. Saved, the top bar shows the new
// name (the session is read again); refused, the form keeps what was typed.
import { Flex, SimpleGrid, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getAuthQueryKey, postUsersUserMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button, TextInput } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { toaster } from "@app/components/toaster";
import { nameBody, nameSchema, type NameValues, nameValues } from "./name-form";

export function NameSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<NameValues>({ resolver: standardSchemaResolver(nameSchema), defaultValues: nameValues(user) });
  const update = useMutation(inlineErrors(postUsersUserMutation()));
  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ path: { id: user.id }, body: nameBody(values) });
      await queryClient.invalidateQueries({ queryKey: getAuthQueryKey() });
      toaster.create({ type: "success", title: t("toast.success"), description: t("settings.profile.name.done") });
    } catch {
      // said above the form
    }
  });
  return (
    <SectionCard title={t("settings.profile.name.title")}>
      <form id="profile-name" noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="4">
          {update.error != null && <FormAlert>{errorMessage(t, update.error)}</FormAlert>}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInput control={form.control} name="first_name" label={t("settings.team.fields.firstName")} autoComplete="given-name" />
            <TextInput control={form.control} name="last_name" label={t("settings.team.fields.lastName")} autoComplete="family-name" />
          </SimpleGrid>
          <Flex justify="flex-end">
            <Button type="submit" size="small" onClick={save}>
              {t("settings.profile.name.save")}
            </Button>
          </Flex>
        </Stack>
      </form>
    </SectionCard>
  );
}
