// The full-screen "Help us get better" dialog: why usage data is collected,
// an optional email and the two switches. It cannot be dismissed without an
// answer; the caller saves it and closes it.
import { Box, Button, Dialog, Flex, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextInput } from "@app/components/controls";
import { DIMMED_OPACITY, PreferenceSwitches } from "./PreferenceSwitches";
import { emailDisabled, emptyPreferences, preferencesSchema, type PreferencesValues } from "./preferences-form";

export const USAGE_DOCS_URL = "https://docs.medusajs.com/usage";
export const CONTENT_MAX_WIDTH = "664px";

interface PreferencesDialogProps {
  /** The signed-in user's email, shown as the field's example. */
  placeholderEmail: string;
  isSaving: boolean;
  onSave: (values: PreferencesValues) => Promise<void>;
}

export default function PreferencesDialog({ placeholderEmail, isSaving, onSave }: PreferencesDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PreferencesValues>({
    resolver: standardSchemaResolver(preferencesSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyPreferences,
  });
  const [anonymize, optOut] = useWatch({ control: form.control, name: ["anonymize", "opt_out"] });
  const noEmail = emailDisabled({ anonymize, opt_out: optOut });
  return (
    <Dialog.Root open size="full" closeOnEscape={false} closeOnInteractOutside={false} motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Flex asChild direction="column" flex="1" overflowY="auto">
              <form noValidate onSubmit={form.handleSubmit(onSave)}>
                <Stack gap="6" w="full" maxW={CONTENT_MAX_WIDTH} mx="auto" px="6" py="12">
                  <Dialog.Title fontSize="2xl">{t("analytics.title")}</Dialog.Title>
                  <Dialog.Description asChild>
                    <Stack gap="2" color="fg.muted">
                      <Text>{t("analytics.intro")}</Text>
                      <Text>
                        <Link href={USAGE_DOCS_URL} target="_blank" rel="noopener noreferrer" color="blue.fg" textDecoration="underline">
                          {t("analytics.docsLink")}
                        </Link>
                      </Text>
                    </Stack>
                  </Dialog.Description>
                  <Box opacity={noEmail ? DIMMED_OPACITY : 1} data-testid="email-setting">
                    <TextInput control={form.control} name="email" type="email" label={t("form.email")} placeholder={placeholderEmail} disabled={noEmail} />
                  </Box>
                  <PreferenceSwitches form={form} />
                  <Flex justify="flex-end">
                    <Button type="submit" size="sm" loading={isSaving}>
                      {t("analytics.continue")}
                    </Button>
                  </Flex>
                </Stack>
              </form>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
