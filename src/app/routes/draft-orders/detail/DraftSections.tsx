// The cards of a draft order's page: summary (items and totals), customer,
// addresses, shipping, payment link.
import { HStack, Link, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { DraftOrder } from "@generated/admin/types.gen";
import { CopyButton } from "@app/components/controls/CopyButton";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { AddressText } from "@app/routes/orders/components/AddressText";
import { personName } from "@app/lib/person-name";
import { ItemTitle } from "@app/routes/orders/detail/SummarySection";
import { settingsSection } from "@app/routes/settings/section";
import { useDraftMoney } from "../components/draft-money";
import { TotalRows } from "../components/TotalRows";
import { paymentLink } from "./payment-link";

export function DraftSections({ draft }: { draft: DraftOrder }) {
  return (
    <>
      <DraftSummary draft={draft} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <CustomerCard draft={draft} />
        <PaymentLinkCard draft={draft} />
      </SimpleGrid>
    </>
  );
}

function DraftSummary({ draft }: { draft: DraftOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = draft.cart;
  const { money } = useDraftMoney(draft);
  const codes = (cart?.discounts ?? []).map((d) => d.code).join(", ");
  return (
    <SectionCard title={t("draftOrders.detail.summary")}>
      <Stack gap="5">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t("draftOrders.detail.items")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("draftOrders.items.item")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("draftOrders.items.unitPrice")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("draftOrders.items.quantity")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("draftOrders.items.total")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(cart?.items ?? []).map((item) => (
                <Table.Row key={item.id}>
                  <Table.Cell>
                    <ItemTitle item={item} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{money(item.unit_price)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.number(item.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(item.subtotal ?? item.unit_price * item.quantity)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <TotalRows
          money={money}
          rows={[
            [t("draftOrders.totals.subtotal"), cart?.subtotal ?? 0],
            ...((cart?.discount_total ?? 0) > 0 ? [[t("draftOrders.totals.discount", { codes }), -(cart?.discount_total ?? 0)] as [string, number]] : []),
            [t("draftOrders.totals.shipping"), cart?.shipping_total ?? 0],
            [t("draftOrders.totals.tax"), cart?.tax_total ?? 0],
            [t("draftOrders.totals.total"), cart?.total ?? 0, true],
          ]}
        />
        <DetailRows
          rows={(cart?.shipping_methods ?? []).map((m) => [t("draftOrders.detail.shippingMethod"), `${m.shipping_option?.name ?? m.shipping_option_id} – ${money(m.price)}`])}
        />
      </Stack>
    </SectionCard>
  );
}

function CustomerCard({ draft }: { draft: DraftOrder }) {
  const { t } = useTranslation();
  const cart = draft.cart;
  const customer = cart?.customer;
  return (
    <SectionCard title={t("draftOrders.detail.customer")}>
      <Stack gap="4">
        <DetailRows
          rows={[
            [t("draftOrders.detail.name"), customer ? personName(customer) : ""],
            [t("draftOrders.detail.email"), cart?.email],
            [t("draftOrders.detail.phone"), customer?.phone ?? cart?.shipping_address?.phone],
            [t("draftOrders.detail.region"), cart?.region?.name],
          ]}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="1">
            <Text fontWeight="medium">{t("draftOrders.detail.shippingAddress")}</Text>
            <AddressText address={cart?.shipping_address} />
          </Stack>
          <Stack gap="1">
            <Text fontWeight="medium">{t("draftOrders.detail.billingAddress")}</Text>
            <AddressText address={cart?.billing_address} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}

function PaymentLinkCard({ draft }: { draft: DraftOrder }) {
  const { t } = useTranslation();
  const store = useQuery(getStoreOptions());
  const link = paymentLink(store.data?.store.payment_link_template, draft.cart_id);
  return (
    <SectionCard title={t("draftOrders.detail.paymentLink")}>
      {draft.status === "completed" ? (
        <Text color="fg.muted">{t("draftOrders.detail.paymentDone")}</Text>
      ) : store.isPending ? (
        <Text color="fg.muted">{t("draftOrders.detail.paymentLoading")}</Text>
      ) : link ? (
        <HStack gap="2" align="start">
          <Text overflowWrap="anywhere" data-testid="payment-link">
            {link}
          </Text>
          <CopyButton value={link} label={t("draftOrders.detail.copyLink")} />
        </HStack>
      ) : (
        <Text color="fg.muted">
          {t("draftOrders.detail.noTemplate")}{" "}
          <Link asChild colorPalette="blue">
            <RouterLink to={settingsSection.to("main")}>{t("draftOrders.detail.storeSettings")}</RouterLink>
          </Link>
        </Text>
      )}
    </SectionCard>
  );
}
