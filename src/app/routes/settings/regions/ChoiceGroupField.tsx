// A list of ids chosen with checkboxes (a region's providers, its countries),
// as a fieldset: its legend names the group, its errors follow the boxes. A
// choice may be unavailable, with a note saying why ("In Europe").
import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { FormErrors } from "@app/components/controls/FormErrors";
import { fieldErrorMessages } from "@app/components/controls/field/field-errors";
import "@app/components/form/zod-messages";

export interface Choice {
  value: string;
  label: string;
  /** Why it cannot be chosen; shown beside it. */
  unavailable?: string;
}

interface ChoiceGroupFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, string[]>;
  control: Control<T>;
  legend: string;
  helper?: ReactNode;
  choices: readonly Choice[];
  /** Above the boxes (a search field). */
  header?: ReactNode;
  /** Shown instead of the boxes when there are none. */
  empty?: string;
  /** A long list scrolls within this height. */
  maxH?: string;
}

export function ChoiceGroupField<T extends FieldValues>({ name, control, legend, helper, choices, header, empty, maxH }: ChoiceGroupFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const chosen: string[] = field.value ?? [];
  const errors = fieldErrorMessages(fieldState.error);
  const toggle = (value: string, on: boolean) => field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <Fieldset.Root invalid={errors.length > 0}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {header}
      <Stack gap="2" maxH={maxH} overflowY={maxH ? "auto" : undefined} px="1" py="1">
        {choices.length === 0 && empty ? (
          <Text textStyle="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          choices.map((choice) => (
            <Checkbox.Root
              key={choice.value}
              checked={chosen.includes(choice.value)}
              disabled={Boolean(choice.unavailable) && !chosen.includes(choice.value)}
              onCheckedChange={(e) => toggle(choice.value, e.checked === true)}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>
                {choice.label}
                {choice.unavailable && (
                  <Text as="span" color="fg.muted" ms="2">
                    {choice.unavailable}
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
      {errors.length > 0 ? <FormErrors messages={errors} /> : helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
    </Fieldset.Root>
  );
}
