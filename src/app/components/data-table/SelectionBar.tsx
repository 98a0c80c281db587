// Shown while rows are ticked: how many, the page's bulk actions, and a way
// to untick all. An action runs once (after its confirmation or the choice of
// its value, if it asks one), however often its button is pressed; the
// selection is cleared after.
import { Button, HStack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../modals/ConfirmDialog";
import { ChoiceDialog } from "./ChoiceDialog";
import type { BulkAction } from "./types";

interface SelectionBarProps<Row> {
  rows: Row[];
  actions: BulkAction<Row>[];
  onClear: () => void;
}

export function SelectionBar<Row>({ rows, actions, onClear }: SelectionBarProps<Row>) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ action: BulkAction<Row>; rows: Row[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set synchronously: a second click before React re-renders finds it.
  const running = useRef(false);

  const run = async (action: BulkAction<Row>, selected: Row[], ...choice: [string?]) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action.run(selected, ...choice);
    } finally {
      running.current = false;
      setBusy(false);
      setAsking(null);
      onClear();
    }
  };
  const start = (action: BulkAction<Row>) => {
    if (running.current) return;
    if (action.confirm || action.choose) setAsking({ action, rows });
    else void run(action, rows);
  };
  const question = asking?.action.confirm?.(asking.rows);
  const choice = asking?.action.choose?.(asking.rows);

  return (
    <>
      {(rows.length > 0 || busy) && (
        <HStack
          role="region"
          aria-label={t("table.bulkActions")}
          gap="3"
          px="3"
          py="2"
          rounded="md"
          bg="bg.info"
          borderWidth="1px"
          borderColor="blue.muted"
          wrap="wrap"
        >
          <Text fontSize="sm" fontWeight="medium" aria-live="polite" data-testid="selected-count">
            {t("table.selected", { count: rows.length })}
          </Text>
          {actions.map((a) => (
            <Button key={a.key} size="xs" variant="outline" colorPalette={a.danger ? "red" : undefined} disabled={busy} onClick={() => start(a)}>
              {a.label}
            </Button>
          ))}
          <Button size="xs" variant="ghost" ms="auto" disabled={busy} onClick={onClear}>
            {t("table.clearSelection")}
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={question !== undefined}
        title={question?.title ?? ""}
        description={question?.description ?? ""}
        confirmLabel={question?.confirmLabel ?? ""}
        danger={asking?.action.danger}
        busy={busy}
        onConfirm={() => (asking ? run(asking.action, asking.rows) : undefined)}
        onCancel={() => setAsking(null)}
      />
      {choice && (
        <ChoiceDialog
          {...choice}
          busy={busy}
          onConfirm={(value) => asking && void run(asking.action, asking.rows, value)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
