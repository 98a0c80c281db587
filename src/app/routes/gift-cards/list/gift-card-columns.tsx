// The issued gift cards' columns. The v1 server sorts this list by nothing it
// is asked: no column is sortable.
import { Code } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GiftCard } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { cardCurrency } from "../components/gift-card-money";
import { GiftCardStatusBadge } from "../components/GiftCardStatusBadge";
import { OrderLink } from "../components/OrderLink";

export function useGiftCardColumns(): Column<GiftCard>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number, card: GiftCard) => {
    const currency = cardCurrency(card);
    return currency ? format.money(amount, currency) : format.number(amount);
  };
  return [
    { key: "code", header: t("giftCards.fields.code"), cell: (c) => <Code>{c.code}</Code>, hideable: false },
    { key: "order", header: t("giftCards.fields.order"), cell: (c) => <OrderLink card={c} /> },
    { key: "value", header: t("giftCards.fields.value"), align: "end", cell: (c) => money(c.value, c) },
    { key: "balance", header: t("giftCards.fields.balance"), align: "end", cell: (c) => money(c.balance, c) },
    { key: "region", header: t("giftCards.fields.region"), cell: (c) => <CellText>{c.region?.name ?? c.region_id}</CellText> },
    { key: "status", header: t("giftCards.fields.status"), cell: (c) => <GiftCardStatusBadge card={c} /> },
    { key: "created_at", header: t("giftCards.fields.created"), cell: (c) => format.date(c.created_at) },
  ];
}
