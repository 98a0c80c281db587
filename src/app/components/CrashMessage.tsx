// What a crash shows (a page's, in its place; the dashboard's, on the whole
// screen) and how it is reported.
import { Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ErrorInfo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { isChunkLoadError } from "@app/lib/chunk-reload";

export interface CrashMessageProps {
  error: unknown;
  /** The dashboard's own crash: the whole screen, and only a reload. */
  fullPage?: boolean;
  /** The section's list, offered as the way out of a crashed page. */
  back?: string;
}

export function CrashMessage({ error, fullPage = false, back }: CrashMessageProps) {
  const { t } = useTranslation();
  return (
    <Center role="alert" data-testid="crash-message" minH={fullPage ? "100dvh" : "60vh"} p="6" bg={fullPage ? "bg.muted" : undefined}>
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="xl">
          {t(fullPage ? "crash.shellTitle" : "crash.title")}
        </Heading>
        <Text color="fg.muted">
          {t(isChunkLoadError(error) ? "crash.loadFailed" : fullPage ? "crash.shellDescription" : "crash.description")}
        </Text>
        <HStack gap="3">
          <Button onClick={() => location.reload()}>{t("crash.reload")}</Button>
          {back && (
            <Button asChild variant="outline">
              <RouterLink to={back}>{t("crash.backToList")}</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Center>
  );
}

export interface Crash {
  /** The route's path or "shell". */
  where: string;
  error: unknown;
  info: ErrorInfo;
}

/** The console always; `track` (the analytics client, where the user shares usage data) the error's kind and message, no stack. */
export function reportCrash({ where, error, info }: Crash, track?: (event: string, properties: Record<string, unknown>) => void) {
  console.error(`[admin] ${where} crashed:`, error, info.componentStack);
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  track?.("crash", { where, name, message, chunk: isChunkLoadError(error) });
}
