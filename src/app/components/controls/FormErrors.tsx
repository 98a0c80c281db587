// A field's (or a form's) validation messages in one line: the first message,
// then "+N errors" whose tooltip lists the others, so a field never grows by
// several lines of errors.
import { Box, chakra, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LazyTooltip } from "./LazyTooltip";

export interface FormErrorsProps {
  /** Messages already translated, most important first; empty renders nothing. */
  messages: readonly string[];
}

export function FormErrors({ messages }: FormErrorsProps) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  const [first, ...rest] = messages;
  return (
    <HStack as="span" gap="2" color="fg.error" textStyle="xs" data-testid="form-errors">
      <Text as="span">{first}</Text>
      {rest.length > 0 && (
        <LazyTooltip
          content={
            <Box as="ul" listStyleType="none" m="0" p="0">
              {rest.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </Box>
          }
        >
          <chakra.button type="button" fontWeight="semibold" textDecoration="underline dotted" cursor="help" color="inherit">
            {t("controls.moreErrors", { count: rest.length })}
          </chakra.button>
        </LazyTooltip>
      )}
    </HStack>
  );
}
