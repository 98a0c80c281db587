// /a/settings/regions/:id: a region (currency, countries, taxes, providers;
// edited in the region dialog, deleted after a question naming it), its
// shipping options and its return shipping options. Plugins have no zone
// for regions (Medusa v1's admin has none): the page shows no widgets.
import { Badge, HStack, Link, Stack, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { deleteRegionsRegionMutation, getRegionsRegionOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Region } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { regionsCard } from "../../section";
import { RegionFormDialog } from "../RegionFormDialog";
import { ShippingOptionsSection } from "../shipping/ShippingOptionsSection";
import { useCountryNames } from "@app/lib/use-country-names";

export default function RegionDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getRegionsRegionOptions({ path: { id } }))}
      select={(data) => data.region}
      title={(region) => region.name}
      unavailable={{
        notFound: { title: t("settings.regions.detail.notFound") },
        forbidden: t("settings.regions.detail.forbidden"),
        back: { to: regionsCard.to("main"), label: t("settings.regions.detail.back") },
      }}
    >
      {(region) => <RegionView region={region} />}
    </DetailPage>
  );
}

function RegionView({ region }: { region: Region }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack gap="1">
        <Link asChild color="fg.muted" textStyle="sm">
          <RouterLink to={regionsCard.to("main")}>{t("settings.regions.detail.back")}</RouterLink>
        </Link>
        <PageHeader
          title={region.name}
          actions={
            <HStack>
              <Button variant="secondary" size="small" onClick={() => setOpen("edit")}>
                {t("settings.regions.detail.edit")}
              </Button>
              <Button variant="danger" size="small" onClick={() => setOpen("delete")}>
                {t("settings.regions.detail.delete")}
              </Button>
            </HStack>
          }
        />
      </Stack>
      <RegionDetails region={region} />
      <ShippingOptionsSection region={region} isReturn={false} />
      <ShippingOptionsSection region={region} isReturn />
      {open === "edit" && <RegionFormDialog region={region} onClose={close} />}
      <DeleteRecordDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deleteRegionsRegionMutation()}
        variables={{ path: { id: region.id } }}
        title={t("settings.regions.detail.deleteTitle", { name: region.name })}
        description={t("settings.regions.detail.deleteBody", { name: region.name })}
        confirmLabel={t("settings.regions.detail.delete")}
        deleted={t("settings.regions.detail.deleted", { name: region.name })}
        listPath={regionsCard.to("main")}
      />
    </>
  );
}

function RegionDetails({ region }: { region: Region }) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const format = useFormat();
  const { name, language } = useCountryNames();
  const yesNo = (on: boolean) => t(on ? "settings.regions.detail.yes" : "settings.regions.detail.no");
  const countries = (region.countries ?? []).map((c) => name(c.iso_2)).sort((a, b) => a.localeCompare(b, language));
  const chips = (ids: string[]) =>
    ids.length === 0 ? null : (
      <Wrap gap="1">
        {ids.map((id) => (
          <Badge key={id} variant="surface" overflowWrap="anywhere" whiteSpace="normal">
            {id}
          </Badge>
        ))}
      </Wrap>
    );
  const rows: [string, ReactNode][] = [
    [t("settings.regions.fields.currency"), [region.currency_code.toUpperCase(), region.currency?.name].filter(Boolean).join(" · ")],
    [t("settings.regions.fields.countries"), chips(countries)],
    [t("settings.regions.fields.taxRate"), format.percent(region.tax_rate)],
    [t("settings.regions.fields.taxCode"), region.tax_code],
    [t("settings.regions.fields.paymentProviders"), chips((region.payment_providers ?? []).map((p) => p.id))],
    [t("settings.regions.fields.fulfillmentProviders"), chips((region.fulfillment_providers ?? []).map((p) => p.id))],
    [t("settings.regions.fields.automaticTaxes"), yesNo(region.automatic_taxes)],
    [t("settings.regions.fields.giftCardsTaxable"), yesNo(region.gift_cards_taxable)],
    ...(isEnabled("tax_inclusive_pricing") ? [[t("settings.regions.fields.includesTax"), yesNo(region.includes_tax ?? false)] as [string, ReactNode]] : []),
  ];
  return (
    <SectionCard title={t("settings.regions.detail.details")}>
      <DetailRows rows={rows} />
    </SectionCard>
  );
}
