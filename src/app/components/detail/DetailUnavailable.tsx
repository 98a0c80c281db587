// What a detail page shows instead of its record: not found (404) or no
// access (403), each with the way back to its list; any other failure with a retry.
import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ApiError } from "@app/api/errors";
import { ErrorState, isForbidden } from "@app/components/data-table/TableStates";

export interface DetailUnavailableProps {
  error: unknown;
  onRetry: () => void;
  notFound: { title: string; help?: string };
  /** Said on a 403; without it, the shared "no access" text. */
  forbidden?: string;
  back: { to: string; label: string };
}

export function DetailUnavailable({ error, onRetry, notFound, forbidden, back }: DetailUnavailableProps) {
  const missing = error instanceof ApiError && error.status === 404;
  if (!missing && !(forbidden && isForbidden(error))) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <Center py="16" role="alert">
      <Stack align="center" gap="3" textAlign="center">
        {/* the page's title, in place of the record's */}
        <Heading as="h1" size="lg">
          {missing ? notFound.title : forbidden}
        </Heading>
        {missing && notFound.help && <Text color="fg.muted">{notFound.help}</Text>}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
