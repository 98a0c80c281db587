// "Step 2 of 4" and one dot per step, the reached ones filled. Spans only, so
// it can sit inside the dialog's description paragraph.
import { Box, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function StepIndicator({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation();
  return (
    <HStack as="span" gap="2" data-testid="step-indicator">
      <Text as="span" textStyle="sm" color="fg.muted">
        {t("modals.step", { current: step + 1, total })}
      </Text>
      <HStack as="span" gap="1" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <Box
            as="span"
            key={i}
            data-testid="step-dot"
            data-reached={i <= step || undefined}
            display="inline-block"
            boxSize="2"
            borderRadius="full"
            bg={i <= step ? "fg" : "border.emphasized"}
          />
        ))}
      </HStack>
    </HStack>
  );
}
