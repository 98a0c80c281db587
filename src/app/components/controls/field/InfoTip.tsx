// The info button next to a field's label and its tooltip. FieldFrame loads
// it on first use: Chakra's tooltip, with its positioning engine, then stays
// out of forms that explain no field, like the sign-in page.
import { IconButton } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InfoIcon } from "../icons";
import { Tooltip } from "../Tooltip";

export default function InfoTip({ content }: { content: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={content}>
      <IconButton size="2xs" variant="plain" color="fg.muted" aria-label={t("controls.moreInfo")} minW="auto" h="auto">
        <InfoIcon />
      </IconButton>
    </Tooltip>
  );
}
