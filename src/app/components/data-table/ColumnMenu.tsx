// The columns menu: ticks to show or hide each column the page allows to hide.
import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TableCheckbox } from "./TableCheckbox";
import { ToolbarPopover } from "./ToolbarPopover";
import type { Column } from "./types";

interface ColumnMenuProps<Row> {
  columns: Column<Row>[];
  isVisible: (key: string) => boolean;
  setVisible: (key: string, visible: boolean) => void;
}

export function ColumnMenu<Row>({ columns, isVisible, setVisible }: ColumnMenuProps<Row>) {
  const { t } = useTranslation();
  return (
    <ToolbarPopover title={t("table.columns")} trigger={t("table.columns")}>
      <Stack gap="1.5">
        {columns.map((c) => (
          <TableCheckbox
            key={c.key}
            label={c.header}
            checked={c.hideable === false || isVisible(c.key)}
            disabled={c.hideable === false}
            onChange={(on) => setVisible(c.key, on)}
          />
        ))}
      </Stack>
    </ToolbarPopover>
  );
}
