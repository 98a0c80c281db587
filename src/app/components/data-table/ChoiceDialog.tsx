// Asks for the one value a bulk action needs (e.g. which collection), then
// runs it; while it runs the dialog stays open and cannot be dismissed.
import { Dialog, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { FormField } from "../form/FormField";
import { ModalFrame } from "../modals/ModalFrame";
import type { BulkActionChoice } from "./types";

interface ChoiceDialogProps extends BulkActionChoice {
  busy: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

export function ChoiceDialog({ title, label, options, loading, confirmLabel, busy, onConfirm, onCancel }: ChoiceDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  return (
    <ModalFrame open onClose={onCancel} size="small" dismissible={!busy}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {!loading && options.length === 0 ? (
          <Text>{t("table.noOptions")}</Text>
        ) : (
          <FormField label={label} required>
            <NativeSelect.Root disabled={loading || busy}>
              <NativeSelect.Field value={value} onChange={(e) => setValue(e.currentTarget.value)}>
                <option value="">{loading ? t("table.loadingOptions") : t("table.choose")}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" disabled={busy} onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button size="small" loading={busy} disabled={value === ""} onClick={() => onConfirm(value)}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
