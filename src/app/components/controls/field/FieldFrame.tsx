// The frame every field control shares: label row (required mark, info
// tooltip), the control with an optional delete button, then the helper text
// or the field's errors. The control itself is the caller's: only it knows its
// value type.
import { Field, HStack, IconButton, Stack } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
// Validation messages of the form's Zod schema, installed wherever a field is drawn.
import "../../form/zod-messages";
import { FormErrors } from "../FormErrors";
import { TrashIcon } from "./icons";

// Appears a moment after the label on first use (see InfoTip.tsx).
const InfoTip = lazy(() => import("./InfoTip"));

/** What every field control accepts around its control. */
export interface FieldChromeProps {
  label: string;
  /** Explains the field; shown by an info icon next to the label. */
  tooltip?: ReactNode;
  /** A line under the control, shown while the field has no error. */
  helper?: ReactNode;
  /** Marks the field as required (the rule itself belongs to the form's schema). */
  required?: boolean;
  /**
   * The control cannot be edited; its value stays in the form and is
   * submitted, as the schema's type promises (react-hook-form's own
   * `disabled` would leave it out of the submitted values).
   */
  disabled?: boolean;
  /** Shows a delete button beside the control (e.g. to remove a row of a list). */
  onDelete?: () => void;
}

interface FieldFrameProps extends FieldChromeProps {
  errors: readonly string[];
  children: ReactNode;
}

/** The placeholder an input shows when it is given none: "Title…". */
export const defaultPlaceholder = (label: string) => `${label}…`;

export function FieldFrame({ label, tooltip, helper, required, disabled, onDelete, errors, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={errors.length > 0} required={required} disabled={disabled}>
      <HStack gap="1">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {tooltip && (
          <Suspense fallback={null}>
            <InfoTip content={tooltip} />
          </Suspense>
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
      {helper && errors.length === 0 && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>
        <FormErrors messages={errors} />
      </Field.ErrorText>
    </Field.Root>
  );
}
