// /a/pricing/new: a new price list in three steps over the list: its details,
// its products, then their prices in the variant price grid. Submit sends one
// POST /admin/price-lists with the filled cells; a refusal is said on the last
// step and every step keeps what was entered.
import { Box, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postPriceListsPriceListMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { StepWizardModal } from "@app/components/modals/wizard/StepWizardModal";
import { useStepWizard } from "@app/components/modals/wizard/use-step-wizard";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { toaster } from "@app/components/toaster";
import type { PriceFinder } from "@app/routes/products/prices/price-columns";
import { cellChanges, gridReducer, initialGrid, invalidCellCount } from "@app/routes/products/prices/price-grid-model";
import { PriceGridPanel } from "@app/routes/products/prices/PriceGridPanel";
import { usePriceColumns } from "@app/routes/products/prices/use-price-columns";
import PriceListListPage from "../list/PriceListListPage";
import { PriceListDetailsFields, useTaxInclusivePricing } from "../components/PriceListDetailsFields";
import { priceListBody, priceListSchema, priceListValues, type PriceListValues } from "../components/price-list-form";
import { pricesToSave, variantRows } from "../components/price-list-prices";
import { usePickedProducts } from "../components/use-picked-products";
import { pricingSection } from "../section";

// A new list has no prices yet: its cells start empty, not with the variants' own prices.
const noPrice: PriceFinder = () => undefined;

export default function PriceListCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const taxInclusive = useTaxInclusivePricing();
  const form = useForm<PriceListValues>({ resolver: standardSchemaResolver(priceListSchema), reValidateMode: "onChange", defaultValues: priceListValues() });
  const [productIds, setProductIds] = useState<string[]>([]);
  const [grid, dispatch] = useReducer(gridReducer, initialGrid);
  const products = usePickedProducts(productIds);
  const prices = usePriceColumns();
  const rows = variantRows(products.data?.products ?? []);
  const create = useMutation(inlineErrors(postPriceListsPriceListMutation()));

  const submit = () =>
    form.handleSubmit(async (values) => {
      const changes = prices.columns ? cellChanges(rows.variants, prices.columns, grid.edits, noPrice) : [];
      const { price_list } = await create.mutateAsync({ body: { ...priceListBody(values, taxInclusive), prices: pricesToSave(changes) } });
      toaster.create({ type: "success", title: t("toast.success"), description: t("pricing.create.created", { name: price_list.name }) });
      navigate(pricingSection.to("detail", { id: price_list.id }));
    })().catch(() => undefined);

  const steps = [
    <DetailsStep key="details" form={form} />,
    <ProductsStep key="products" ids={productIds} onChange={setProductIds} titles={products.data?.products.map((p) => p.title) ?? []} />,
    <Stack key="prices" gap="3">
      {create.error != null && <FormAlert>{errorMessage(t, create.error)}</FormAlert>}
      <PricesStep invalid={prices.columns ? invalidCellCount(rows.variants, prices.columns, grid.edits) > 0 : true} />
      <PriceGridPanel prices={prices} emptyText={t("pricing.create.noVariants")} variants={rows.variants} rowLabel={rows.rowLabel} find={noPrice} state={grid} dispatch={dispatch} />
    </Stack>,
  ];

  return (
    <>
      <PriceListListPage />
      <StepWizardModal open onClose={() => navigate(pricingSection.to("main"))} title={t("pricing.create.title")} steps={steps} onSubmit={submit} />
    </>
  );
}

/** Next waits for a name. */
function DetailsStep({ form }: { form: ReturnType<typeof useForm<PriceListValues>> }) {
  const { enableNext, disableNext } = useStepWizard();
  const name = useWatch({ control: form.control, name: "name" });
  const ready = name.trim() !== "";
  useEffect(() => (ready ? enableNext() : disableNext()), [ready, enableNext, disableNext]);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <PriceListDetailsFields control={form.control} />
    </form>
  );
}

/** Next waits for a product. */
function ProductsStep({ ids, onChange, titles }: { ids: string[]; onChange: (ids: string[]) => void; titles: string[] }) {
  const { t } = useTranslation();
  const { enableNext, disableNext } = useStepWizard();
  const [picking, setPicking] = useState(false);
  const ready = ids.length > 0;
  useEffect(() => (ready ? enableNext() : disableNext()), [ready, enableNext, disableNext]);
  return (
    <Stack gap="3" align="flex-start">
      <Text>{t("pricing.create.productsHelp")}</Text>
      <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
        {t("pricing.products.add")}
      </Button>
      {ids.length > 0 && (
        <Box as="ul" ps="5" aria-label={t("pricing.products.title")}>
          {titles.map((title, i) => (
            <li key={ids[i] ?? i}>{title}</li>
          ))}
        </Box>
      )}
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("pricing.products.add")}
        exclude={ids}
        onConfirm={async (picked) => onChange([...ids, ...picked])}
      />
    </Stack>
  );
}

/** Submit waits for valid cells. */
function PricesStep({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation();
  const { enableNext, disableNext } = useStepWizard();
  useEffect(() => (invalid ? disableNext() : enableNext()), [invalid, enableNext, disableNext]);
  return <Text color="fg.muted">{t("pricing.create.pricesHelp")}</Text>;
}
