// "+N errors" after a field's first message, its tooltip listing the others.
// FormErrors loads it on first use: Chakra's tooltip, with its positioning
// engine, then stays out of forms whose fields fail one rule at a time, like
// the sign-in page.
import { Box, chakra } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "./Tooltip";

export default function MoreErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Tooltip
      content={
        <Box as="ul" listStyleType="none" m="0" p="0">
          {messages.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </Box>
      }
    >
      <chakra.button type="button" fontWeight="semibold" textDecoration="underline dotted" cursor="help" color="inherit">
        {t("controls.moreErrors", { count: messages.length })}
      </chakra.button>
    </Tooltip>
  );
}
