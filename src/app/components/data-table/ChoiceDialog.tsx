// Asks for the one value a bulk action needs (e.g. which collection), then
// runs it; while it runs the dialog stays open and cannot be dismissed.
import { Dialog, NativeSelect, Text } from "@chakra-ui/react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { ControlledField } from "../controls/ControlledField";
import { ModalFrame } from "../modals/ModalFrame";
import type { BulkActionChoice } from "./types";
import { CancelButton } from "../unsaved/close-guard";

interface ChoiceDialogProps extends BulkActionChoice {
  busy: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

export function ChoiceDialog({ title, label, options, loading, confirmLabel, busy, onConfirm, onCancel }: ChoiceDialogProps) {
  const { t } = useTranslation();
  const { control } = useForm<{ choice: string }>({ defaultValues: { choice: "" } });
  const value = useWatch({ control, name: "choice" });
  return (
    <ModalFrame open onClose={onCancel} size="small" dismissible={!busy}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {!loading && options.length === 0 ? (
          <Text>{t("table.noOptions")}</Text>
        ) : (
          <ControlledField
            control={control}
            name="choice"
            label={label}
            required
            disabled={loading || busy}
            render={(field) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...field}>
                  <option value="">{loading ? t("table.loadingOptions") : t("table.choose")}</option>
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
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onCancel} disabled={busy} />
        <Button size="small" loading={busy} disabled={value === ""} onClick={() => onConfirm(value)}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
