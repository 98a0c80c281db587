// A field's (or a form's) validation messages in one line: the first message,
// then "+N errors" whose tooltip lists the others, so a field never grows by
// several lines of errors.
import { HStack, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";

// Appears a moment after the first message on first use (see MoreErrors.tsx).
const MoreErrors = lazy(() => import("./MoreErrors"));

export interface FormErrorsProps {
  /** Messages already translated, most important first; empty renders nothing. */
  messages: readonly string[];
}

export function FormErrors({ messages }: FormErrorsProps) {
  if (messages.length === 0) return null;
  const [first, ...rest] = messages;
  return (
    <HStack as="span" gap="2" color="fg.error" textStyle="xs" data-testid="form-errors">
      <Text as="span">{first}</Text>
      {rest.length > 0 && (
        <Suspense fallback={null}>
          <MoreErrors messages={rest} />
        </Suspense>
      )}
    </HStack>
  );
}
