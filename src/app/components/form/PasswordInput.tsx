import { Button, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { forwardRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button size="xs" variant="ghost" me="-2" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? t("form.hidePassword") : t("form.showPassword")}
        </Button>
      }
    >
      <Input ref={ref} type={visible ? "text" : "password"} {...props} />
    </InputGroup>
  );
});
