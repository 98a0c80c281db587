// The three roles of a Medusa v1 user, in the contract's order, and the
// select both the invite and the user forms choose one with.
import { NativeSelect } from "@chakra-ui/react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { User } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";

export type Role = User["role"];
export const ROLES: readonly Role[] = ["admin", "member", "developer"];

export function RoleField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  const { t } = useTranslation();
  return (
    <ControlledField
      control={control}
      name={name}
      label={t("settings.team.fields.role")}
      required
      render={(field) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`settings.team.roles.${role}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
