// A region's shipping options, or its return shipping options (is_return):
// name, fulfillment option, shipping profile, price in the region's currency
// (or calculated by the provider), subtotal requirements and whether only
// staff may use it; each added, edited and deleted in a dialog. A region
// holds a handful, read at once (GET /admin/shipping-options by region).
import { Badge, Box, Center, HStack, Spinner, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteShippingOptionsOptionMutation, getShippingOptionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Region, ShippingOption } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { ShippingOptionDialog } from "./ShippingOptionDialog";

// More than any region holds; the server pages, a region's list needs no paging.
const LIMIT = 200;

type Open = { kind: "create" } | { kind: "edit" | "delete"; option: ShippingOption };

export function ShippingOptionsSection({ region, isReturn }: { region: Region; isReturn: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(getShippingOptionsOptions({ query: { region_id: region.id, is_return: isReturn, limit: LIMIT } }));
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const keys = isReturn ? ("returns" as const) : ("outbound" as const);
  const title = t(`settings.regions.shipping.${keys}.title`);
  const options = query.data?.shipping_options;
  return (
    <SectionCard
      title={title}
      action={
        <Button variant="secondary" size="small" onClick={() => setOpen({ kind: "create" })}>
          {t(`settings.regions.shipping.${keys}.add`)}
        </Button>
      }
    >
      {query.isPending ? (
        <Center py="6">
          <Spinner color="fg.muted" aria-label={t("settings.regions.shipping.loading")} />
        </Center>
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : options?.length === 0 ? (
        <Text color="fg.muted">{t(`settings.regions.shipping.${keys}.empty`)}</Text>
      ) : (
        options && <OptionsTable label={title} region={region} options={options} onAction={(kind, option) => setOpen({ kind, option })} />
      )}
      {open?.kind === "create" && <ShippingOptionDialog region={region} isReturn={isReturn} onClose={close} />}
      {open?.kind === "edit" && <ShippingOptionDialog region={region} isReturn={isReturn} option={open.option} onClose={close} />}
      {open?.kind === "delete" && (
        <ConfirmMutationDialog
          open
          onCancel={close}
          mutation={deleteShippingOptionsOptionMutation()}
          variables={{ path: { id: open.option.id } }}
          title={t("settings.regions.shipping.delete.title", { name: open.option.name })}
          description={t("settings.regions.shipping.delete.body", { name: open.option.name, region: region.name })}
          confirmLabel={t("settings.regions.shipping.delete.confirm")}
          danger
          done={t("settings.regions.shipping.delete.done", { name: open.option.name })}
          onDone={close}
        />
      )}
    </SectionCard>
  );
}

interface OptionsTableProps {
  label: string;
  region: Region;
  options: ShippingOption[];
  onAction: (kind: "edit" | "delete", option: ShippingOption) => void;
}

function OptionsTable({ label, region, options, onAction }: OptionsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, region.currency_code);
  const requirements = (o: ShippingOption) =>
    (o.requirements ?? [])
      .filter((r) => !r.deleted_at)
      .sort((a, b) => Number(b.type === "min_subtotal") - Number(a.type === "min_subtotal"))
      .map((r) => t(`settings.regions.shipping.requirement.${r.type}`, { amount: money(r.amount) }))
      .join(" · ") || "—";
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" tableLayout="fixed" minW="48rem" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="24%">{t("settings.regions.shipping.fields.name")}</Table.ColumnHeader>
            <Table.ColumnHeader width="20%">{t("settings.regions.shipping.fields.option")}</Table.ColumnHeader>
            <Table.ColumnHeader width="16%">{t("settings.regions.shipping.fields.profile")}</Table.ColumnHeader>
            <Table.ColumnHeader width="14%" textAlign="end">
              {t("settings.regions.shipping.fields.price")}
            </Table.ColumnHeader>
            <Table.ColumnHeader width="26%">{t("settings.regions.shipping.fields.requirements")}</Table.ColumnHeader>
            <Table.ColumnHeader width="9rem">
              <VisuallyHidden>{t("settings.regions.shipping.actions")}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {options.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell>
                <Stack gap="1" align="start">
                  <Box fontWeight="medium">
                    <CellText>{o.name}</CellText>
                  </Box>
                  {o.admin_only && (
                    <Badge size="sm" colorPalette="orange">
                      {t("settings.regions.shipping.adminOnly")}
                    </Badge>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <CellText>{`${String(o.data.name ?? o.data.id ?? "—")} · ${o.provider_id}`}</CellText>
              </Table.Cell>
              <Table.Cell>
                <CellText>{o.profile?.name ?? o.profile_id}</CellText>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {o.price_type === "calculated" ? t("settings.regions.shipping.calculated") : money(o.amount ?? 0)}
              </Table.Cell>
              <Table.Cell>
                <CellText>{requirements(o)}</CellText>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="1" justify="end">
                  <Button variant="ghost" size="small" aria-label={t("settings.regions.shipping.editOne", { name: o.name })} onClick={() => onAction("edit", o)}>
                    {t("settings.regions.shipping.edit")}
                  </Button>
                  <Button variant="ghost" size="small" aria-label={t("settings.regions.shipping.deleteOne", { name: o.name })} onClick={() => onAction("delete", o)}>
                    {t("settings.regions.shipping.delete.confirm")}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
