// The frame TextInput and NumberInput share: label row (required mark, info
// tooltip), the control with an optional delete button, and the field's
// errors. The control itself is the caller's: only it knows its value type.
import { Field, HStack, IconButton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors } from "../FormErrors";
import { InfoIcon, TrashIcon } from "../icons";
import { Tooltip } from "../Tooltip";

/** What both inputs accept around their control. */
export interface FieldChromeProps {
  label: string;
  /** Explains the field; shown by an info icon next to the label. */
  tooltip?: ReactNode;
  /** Marks the field as required (the rule itself belongs to the form's schema). */
  required?: boolean;
  disabled?: boolean;
  /** Shows a delete button beside the control (e.g. to remove a row of a list). */
  onDelete?: () => void;
  /** Text or icon inside the input, before / after the value ("€", "kg"). */
  prefix?: ReactNode;
  suffix?: ReactNode;
}

interface FieldFrameProps extends Omit<FieldChromeProps, "prefix" | "suffix"> {
  errors: readonly string[];
  children: ReactNode;
}

/** The placeholder an input shows when it is given none: "Title…". */
export const defaultPlaceholder = (label: string) => `${label}…`;

export function FieldFrame({ label, tooltip, required, disabled, onDelete, errors, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={errors.length > 0} required={required} disabled={disabled}>
      <HStack gap="1">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {tooltip && (
          <Tooltip content={tooltip}>
            <IconButton size="2xs" variant="plain" color="fg.muted" aria-label={t("controls.moreInfo")} minW="auto" h="auto">
              <InfoIcon />
            </IconButton>
          </Tooltip>
        )}
      </HStack>
      <HStack gap="2" width="full" align="center">
        <Stack flex="1" minW="0">
          {children}
        </Stack>
        {onDelete && (
          <IconButton variant="ghost" colorPalette="gray" aria-label={t("controls.delete")} onClick={onDelete} disabled={disabled}>
            <TrashIcon />
          </IconButton>
        )}
      </HStack>
      <Field.ErrorText>
        <FormErrors messages={errors} />
      </Field.ErrorText>
    </Field.Root>
  );
}
