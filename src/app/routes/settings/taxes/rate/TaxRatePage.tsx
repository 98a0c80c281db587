// /a/settings/taxes/:id/rates/:rateId: a tax-rate override of a region, its
// name, code and rate (edited in a dialog, or the override deleted after a
// question), and what it applies to: products, product types and the
// region's shipping options, each attached and detached in batch.
import { Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { deleteTaxRatesTaxRateMutation, getTaxRatesTaxRateOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { TaxRate } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DetailUnavailable } from "@app/components/detail/DetailUnavailable";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageTitle } from "@app/components/PageHeader";
import { usePageTitle } from "@app/layout/page-title";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { useFormat } from "@app/i18n/use-format";
import { productsSection } from "@app/routes/products/section";
import { taxesCard } from "../../section";
import { EditTaxRateDialog } from "../TaxRateFormDialog";
import { ProductTypePickerModal, ShippingOptionPickerModal } from "./TargetPickers";
import { TargetsSection } from "./TargetsSection";
import { useTaxRateTargets } from "./use-tax-rate-targets";

const RELATIONS = ["products", "product_types", "shipping_options"];

export default function TaxRatePage() {
  const { t } = useTranslation();
  const { id = "", rateId = "" } = useParams();
  const query = useQuery(getTaxRatesTaxRateOptions({ path: { id: rateId }, query: { expand: RELATIONS } }));
  const rate = query.data?.tax_rate;
  if (rate) return <RateView rate={rate} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("settings.taxes.rates.notFound") }}
      back={{ to: taxesCard.to("region", { id }), label: t("settings.taxes.rates.back") }}
    />
  );
}

function RateView({ rate }: { rate: TaxRate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const close = () => setOpen(null);
  const targets = useTaxRateTargets(rate.id);
  const regionPage = taxesCard.to("region", { id: rate.region_id });
  usePageTitle(rate.name);
  return (
    <Stack gap="5">
      <Link asChild textStyle="sm" alignSelf="start">
        <RouterLink to={regionPage}>{t("settings.taxes.rates.back")}</RouterLink>
      </Link>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2">
          <PageTitle>{rate.name}</PageTitle>
          <HStack gap="3" wrap="wrap" color="fg.muted" textStyle="sm">
            <Text data-testid="rate-summary">
              {t("settings.taxes.rates.summary", { rate: rate.rate === null ? "—" : format.percent(rate.rate), code: rate.code ?? "—" })}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2">
          <Button variant="secondary" size="small" onClick={() => setOpen("edit")}>
            {t("settings.taxes.rates.edit")}
          </Button>
          <Button variant="danger" size="small" onClick={() => setOpen("delete")}>
            {t("settings.taxes.rates.delete.label")}
          </Button>
        </HStack>
      </Flex>
      <TargetsSection
        kind="product_types"
        rateName={rate.name}
        targets={(rate.product_types ?? []).map((type) => ({ id: type.id, label: type.value }))}
        changes={targets.product_types}
        picker={(props) => <ProductTypePickerModal {...props} />}
      />
      <TargetsSection
        kind="products"
        rateName={rate.name}
        targets={(rate.products ?? []).map((p) => ({ id: p.id, label: p.title, to: productsSection.to("detail", { id: p.id }) }))}
        changes={targets.products}
        picker={(props) => <ProductPickerModal {...props} />}
      />
      <TargetsSection
        kind="shipping_options"
        rateName={rate.name}
        targets={(rate.shipping_options ?? []).map((o) => ({ id: o.id, label: o.name }))}
        changes={targets.shipping_options}
        picker={(props) => <ShippingOptionPickerModal {...props} regionId={rate.region_id} />}
      />
      {open === "edit" && <EditTaxRateDialog rate={rate} onClose={close} />}
      <ConfirmMutationDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deleteTaxRatesTaxRateMutation()}
        variables={{ path: { id: rate.id } }}
        title={t("settings.taxes.rates.delete.title", { name: rate.name })}
        description={t("settings.taxes.rates.delete.description", { name: rate.name })}
        confirmLabel={t("settings.taxes.rates.delete.label")}
        danger
        done={t("settings.taxes.rates.delete.done", { name: rate.name })}
        onDone={() => navigate(regionPage)}
      />
    </Stack>
  );
}
