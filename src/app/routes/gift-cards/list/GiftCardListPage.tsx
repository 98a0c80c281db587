// /a/gift-cards: the gift-card product customers buy (with the way to manage
// or create it) and the issued gift cards, searched by code and paged by the
// server; a custom gift card is issued from a dialog.
import { Heading, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { PageHeader } from "@app/components/PageHeader";
import { CustomGiftCardDialog } from "../create/CustomGiftCardDialog";
import { giftCardsSection } from "../section";
import { useGiftCardColumns } from "./gift-card-columns";
import { giftCardListQuery } from "./gift-card-list-query";
import { GiftCardProductCard } from "./GiftCardProductCard";

export default function GiftCardListPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const columns = useGiftCardColumns();
  const { list, query } = useListQuery(giftCardListQuery);
  return (
    <>
      <PageHeader
        title={t(giftCardsSection.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("giftCards.create.title")}
          </Button>
        }
      />
      <Stack gap="6">
        <GiftCardProductCard />
        <Stack gap="3" as="section" aria-labelledby="issued-gift-cards">
          <Heading as="h2" size="md" id="issued-gift-cards">
            {t("giftCards.list.title")}
          </Heading>
          <DataTable
            id="gift-cards"
            label={t("giftCards.list.title")}
            columns={columns}
            list={list}
            rows={query.data?.gift_cards}
            count={query.data?.count}
            rowKey={(c) => c.id}
            rowHref={(c) => giftCardsSection.to("detail", { id: c.id })}
            rowLabel={(c) => c.code}
            {...queryState(query)}
            emptyText={t("giftCards.list.empty")}
          />
        </Stack>
      </Stack>
      {creating && <CustomGiftCardDialog onClose={() => setCreating(false)} />}
    </>
  );
}
