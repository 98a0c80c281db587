// A form's stock location: one of those given (e.g. where the item is stocked).
import { NativeSelect } from "@chakra-ui/react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ControlledField } from "@app/components/controls";
import type { FilterOption } from "@app/components/data-table/types";

interface LocationSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly FilterOption[];
  helper?: string;
}

export function LocationSelect<T extends FieldValues>({ control, name, options, helper }: LocationSelectProps<T>) {
  const { t } = useTranslation();
  return (
    <ControlledField
      control={control}
      name={name}
      label={t("inventory.fields.location")}
      helper={helper}
      required
      render={(field) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field}>
            <option value="">{t("inventory.fields.chooseLocation")}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
