// /a/pricing/:id: a price list's details (edited in a modal), its products
// with their prices in the variant price grid, the raw record, and deleting it
// after a confirmation that names it. Plugin zones price_list.details.before/after.
import { Badge, HStack, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import {
  deletePriceListsPriceListMutation,
  getPriceListsPriceListOptions,
  postPriceListsPriceListPriceListMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PriceList } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { PriceListStatusBadge } from "../PriceListStatusBadge";
import { pricingSection } from "../section";
import { EditPriceListModal } from "./EditPriceListModal";
import { PriceListProductsSection } from "./PriceListProductsSection";

export default function PriceListDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getPriceListsPriceListOptions({ path: { id } }))}
      select={(data) => data.price_list}
      zone="price_list"
      title={(list) => list.name}
      unavailable={{
        notFound: { title: t("pricing.detail.notFound") },
        forbidden: t("pricing.detail.forbidden"),
        back: { to: pricingSection.to("main"), label: t("pricing.detail.back") },
      }}
    >
      {(list) => <PriceListDetail list={list} />}
    </DetailPage>
  );
}

function PriceListDetail({ list }: { list: PriceList }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const update = useMutation(inlineErrors(postPriceListsPriceListPriceListMutation()));
  const day = (value: string | null) => (value ? format.date(value) : null);

  return (
    <Stack gap="6">
      <PageHeader
        title={list.name}
        actions={
          <HStack>
            <PriceListStatusBadge list={list} />
            <Button variant="danger" size="small" onClick={() => setDialog("delete")}>
              {t("pricing.detail.delete")}
            </Button>
          </HStack>
        }
      />
      <SectionCard
        title={t("pricing.detail.details")}
        action={
          <Button variant="secondary" size="small" onClick={() => setDialog("edit")}>
            {t("pricing.detail.edit")}
          </Button>
        }
      >
        <DetailRows
          rows={[
            [t("pricing.fields.type"), t(`pricing.type.${list.type}`)],
            [t("pricing.fields.status"), t(`pricing.status.${list.status}`)],
            [t("pricing.fields.description"), list.description],
            [
              t("pricing.fields.customerGroups"),
              list.customer_groups?.length ? (
                <HStack wrap="wrap" gap="1">
                  {list.customer_groups.map((g) => (
                    <Badge key={g.id}>{g.name}</Badge>
                  ))}
                </HStack>
              ) : null,
            ],
            [t("pricing.fields.startsAt"), day(list.starts_at)],
            [t("pricing.fields.endsAt"), day(list.ends_at)],
            ...(list.includes_tax ? [[t("pricing.fields.includesTax"), t("pricing.detail.taxIncluded")] as [string, string]] : []),
          ]}
        />
      </SectionCard>
      <PriceListProductsSection list={list} />
      <RawJsonSection record={list} />
      {dialog === "edit" && (
        <EditPriceListModal
          list={list}
          mutation={update}
          onClose={() => setDialog(null)}
          onSaved={() => toaster.create({ type: "success", title: t("toast.success"), description: t("pricing.edit.saved") })}
        />
      )}
      <DeleteRecordDialog
        open={dialog === "delete"}
        onCancel={() => setDialog(null)}
        mutation={deletePriceListsPriceListMutation()}
        variables={{ path: { id: list.id } }}
        title={t("pricing.detail.deleteTitle", { name: list.name })}
        description={t("pricing.detail.deleteBody")}
        confirmLabel={t("pricing.detail.delete")}
        deleted={t("pricing.detail.deleted", { name: list.name })}
        listPath={pricingSection.to("main")}
      />
    </Stack>
  );
}
