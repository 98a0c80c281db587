// Step 6: everything at a glance before it is sent: the customer, the lines
// with their prices, shipping, the address, discount codes (applied by the
// server on creation) and the totals the region's tax gives.
import { Badge, Field, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { useFormat } from "@app/i18n/use-format";
import { parseAmountInput } from "@app/lib/money";
import { useSessionCart } from "@app/providers/session-cart/SessionCartProvider";
import type { AddressValues } from "@app/routes/orders/detail/customer/customer-forms";
import { type DraftInput, type DraftVariant, draftTotals, orderedLines, unitPriceOf } from "./draft-input";
import { TotalRows } from "../components/TotalRows";

interface SummaryStepProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
  shipping: AddressValues;
  error: unknown;
}

export function SummaryStep({ input, onChange, shipping, error }: SummaryStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = useSessionCart();
  const region = cart.region!;
  const currency = region.currency_code;
  const money = (amount: number) => format.money(amount, currency);
  const totals = draftTotals(input, region, cart.items);
  const lines = [
    ...orderedLines(cart.items).map((item) => {
      const v = item.variant as DraftVariant;
      return { key: item.id, name: [v.product_title, v.title].filter(Boolean).join(" · "), unit: unitPriceOf(item, input, currency), quantity: item.quantity };
    }),
    ...input.custom.map((l) => ({ key: l.key, name: l.title, unit: parseAmountInput(l.price, currency) ?? 0, quantity: l.quantity })),
  ];
  return (
    <Stack gap="5">
      {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
      <Stack gap="1">
        <Text>{t("draftOrders.create.summary.customer", { email: input.email.trim() })}</Text>
        <Text>{t("draftOrders.create.summary.region", { region: region.name ?? "", currency: currency.toUpperCase() })}</Text>
        <Text>{t("draftOrders.create.summary.shipTo", { name: `${shipping.first_name} ${shipping.last_name}`, city: shipping.city, country: shipping.country_code.toUpperCase() })}</Text>
      </Stack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t("draftOrders.create.summary.lines")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("draftOrders.items.item")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("draftOrders.items.unitPrice")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("draftOrders.items.quantity")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("draftOrders.items.total")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.key}>
                <Table.Cell overflowWrap="anywhere">{l.name}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.unit)}</Table.Cell>
                <Table.Cell textAlign="end">{format.number(l.quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.unit * l.quantity)}</Table.Cell>
              </Table.Row>
            ))}
            {input.shipping && (
              <Table.Row>
                <Table.Cell colSpan={3}>{t("draftOrders.create.summary.shippingLine", { name: input.shipping.name })}</Table.Cell>
                <Table.Cell textAlign="end">{money(totals.shipping)}</Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <DiscountCodes codes={input.discounts} onChange={(discounts) => onChange({ discounts })} />
      <TotalRows
        money={money}
        rows={[
          [t("draftOrders.totals.subtotal"), totals.subtotal],
          [t("draftOrders.totals.shipping"), totals.shipping],
          ...(input.discounts.length > 0 ? [[t("draftOrders.totals.discount", { codes: input.discounts.join(", ") }), t("draftOrders.create.summary.discountLater")] as [string, string]] : []),
          [t("draftOrders.totals.tax"), totals.tax ?? t("draftOrders.create.summary.taxIncluded")],
          [t("draftOrders.totals.total"), totals.total, true],
        ]}
      />
    </Stack>
  );
}

function DiscountCodes({ codes, onChange }: { codes: string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const add = () => {
    const typed = code.trim().toUpperCase();
    if (typed && !codes.includes(typed)) onChange([...codes, typed]);
    setCode("");
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t("draftOrders.create.discounts.label")}</Field.Label>
        <HStack w="full">
          <Input
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              add();
            }}
          />
          <Button size="small" variant="secondary" disabled={code.trim() === ""} onClick={add}>
            {t("draftOrders.create.discounts.add")}
          </Button>
        </HStack>
        <Field.HelperText>{t("draftOrders.create.discounts.help")}</Field.HelperText>
      </Field.Root>
      {codes.length > 0 && (
        <HStack wrap="wrap" gap="2">
          {codes.map((c) => (
            <Badge key={c} size="md">
              {c}
              <Button size="small" variant="ghost" aria-label={t("draftOrders.create.discounts.remove", { code: c })} onClick={() => onChange(codes.filter((x) => x !== c))}>
                ×
              </Button>
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
