import { Box, Card, Center, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LanguageSelect } from "@app/layout/LanguageSelect";

/** The frame of the signed-out pages: one centred card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center minH="100dvh" bg="bg.muted" p="4" position="relative">
      <Box position="absolute" top="4" insetEnd="4">
        <LanguageSelect />
      </Box>
      <Card.Root w="full" maxW="420px">
        <Card.Header>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
