// A password field: a TextInput (same binding and frame) whose value a button
// inside the field shows or hides.
//
//   <PasswordInput control={control} name="password" label={t("form.password")} autoComplete="current-password" required />
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextInput, type TextInputProps } from "./TextInput";

/** The toggle takes the suffix's place; the type is the toggle's. */
export type PasswordInputProps<T extends FieldValues> = Omit<TextInputProps<T>, "type" | "prefix" | "suffix">;

export function PasswordInput<T extends FieldValues>(props: PasswordInputProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <Button size="xs" variant="ghost" me="-2" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? t("form.hidePassword") : t("form.showPassword")}
        </Button>
      }
    />
  );
}
