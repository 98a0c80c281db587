// A modal's header: title, optional subtitle, and a back button when the
// modal can go back (layered screens). Leaves room for the close button.
import { Dialog, HStack, IconButton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackArrowIcon } from "../controls/icons";

export interface ModalHeaderProps {
  title: ReactNode;
  /** Phrasing content only: it is rendered in a paragraph. */
  subtitle?: ReactNode;
  onBack?: () => void;
}

export function ModalHeader({ title, subtitle, onBack }: ModalHeaderProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Header pe="12">
      <HStack gap="3" align="center">
        {onBack && (
          <IconButton size="sm" variant="ghost" aria-label={t("modals.back")} onClick={onBack}>
            <BackArrowIcon />
          </IconButton>
        )}
        <Stack gap="1">
          <Dialog.Title>{title}</Dialog.Title>
          {subtitle && <Dialog.Description>{subtitle}</Dialog.Description>}
        </Stack>
      </HStack>
    </Dialog.Header>
  );
}
