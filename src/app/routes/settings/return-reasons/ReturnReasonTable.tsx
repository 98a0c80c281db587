// The return reasons as a table: each top-level reason, then its sub-reasons
// indented under it, each row with its actions menu (a sub-reason cannot
// have sub-reasons of its own: the server nests one level only).
import { Box, HStack, Table, VisuallyHidden } from "@chakra-ui/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { ReturnReason } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { RowActions } from "@app/components/data-table/RowActions";

export type ReturnReasonAction = "edit" | "addChild" | "delete";

interface ReturnReasonTableProps {
  /** Top-level reasons, their sub-reasons in `return_reason_children` (as the server lists them). */
  reasons: ReturnReason[];
  onAction: (action: ReturnReasonAction, reason: ReturnReason) => void;
}

export function ReturnReasonTable({ reasons, onAction }: ReturnReasonTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      {/* Fixed columns: long texts wrap in them (three lines at most, see CellText); below 48rem the table scrolls sideways instead of squeezing. */}
      <Table.Root size="sm" tableLayout="fixed" minW="48rem" aria-label={t("settings.returnReasons.title")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="35%">{t("settings.returnReasons.fields.label")}</Table.ColumnHeader>
            <Table.ColumnHeader width="25%">{t("settings.returnReasons.fields.value")}</Table.ColumnHeader>
            <Table.ColumnHeader width="40%">{t("settings.returnReasons.fields.description")}</Table.ColumnHeader>
            <Table.ColumnHeader width="3.5rem">
              <VisuallyHidden>{t("settings.returnReasons.actions.column")}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reasons.map((reason) => (
            <Fragment key={reason.id}>
              <ReasonRow reason={reason} parent={null} onAction={onAction} />
              {reason.return_reason_children?.map((child) => <ReasonRow key={child.id} reason={child} parent={reason} onAction={onAction} />)}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface ReasonRowProps {
  reason: ReturnReason;
  parent: ReturnReason | null;
  onAction: ReturnReasonTableProps["onAction"];
}

function ReasonRow({ reason, parent, onAction }: ReasonRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Row>
      {/* relative: the hidden "sub-reason of" text is placed within the cell, not past the page's edge */}
      <Table.Cell position="relative">
        {parent ? (
          <HStack gap="2" ps="5" align="start">
            <Box as="span" aria-hidden color="fg.muted">
              ↳
            </Box>
            <CellText>
              {reason.label} <VisuallyHidden>{t("settings.returnReasons.childOf", { parent: parent.label })}</VisuallyHidden>
            </CellText>
          </HStack>
        ) : (
          <Box fontWeight="medium">
            <CellText>{reason.label}</CellText>
          </Box>
        )}
      </Table.Cell>
      <Table.Cell fontFamily="mono" fontSize="xs">
        <CellText>{reason.value}</CellText>
      </Table.Cell>
      <Table.Cell color={reason.description ? undefined : "fg.muted"}>
        <CellText>{reason.description || "—"}</CellText>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <ReasonActions reason={reason} canHaveChildren={parent === null} onAction={(action) => onAction(action, reason)} />
      </Table.Cell>
    </Table.Row>
  );
}

function ReasonActions({ reason, canHaveChildren, onAction }: { reason: ReturnReason; canHaveChildren: boolean; onAction: (action: ReturnReasonAction) => void }) {
  const { t } = useTranslation();
  const label = t("settings.returnReasons.actions.label", { label: reason.label });
  const actions: ReturnReasonAction[] = canHaveChildren ? ["edit", "addChild", "delete"] : ["edit", "delete"];
  return (
    <RowActions
      label={label}
      actions={actions.map((action) => ({
        value: action,
        label: t(`settings.returnReasons.actions.${action}`),
        danger: action === "delete",
        onSelect: () => onAction(action),
      }))}
    />
  );
}
