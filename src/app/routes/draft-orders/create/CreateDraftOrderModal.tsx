// "Create draft order": a wizard of six steps (customer, region, items,
// shipping, addresses, summary). The region and the catalog lines live in the
// session cart, so what was assembled survives a reload; the rest is kept here
// while the wizard is open. Submit sends one POST /admin/draft-orders; a
// refusal is said on the summary and every step keeps its input.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postDraftOrdersMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { StepWizardModal } from "@app/components/modals/wizard/StepWizardModal";
import { useStepWizardState } from "@app/components/modals/wizard/use-step-wizard";
import { toaster } from "@app/components/toaster";
import { SessionCartProvider, useSessionCart } from "@app/providers/session-cart/SessionCartProvider";
import { addressSchema, type AddressValues, addressValues } from "@app/routes/orders/detail/customer/customer-forms";
import { draftOrdersSection } from "../section";
import { AddressesStep } from "./AddressesStep";
import { CustomerStep } from "./CustomerStep";
import { type DraftInput, draftOrderBody, emptyDraftInput, STEPS, stepValid } from "./draft-input";
import { ItemsStep } from "./ItemsStep";
import { RegionStep } from "./RegionStep";
import { ShippingStep } from "./ShippingStep";
import { SummaryStep } from "./SummaryStep";

export function CreateDraftOrderModal({ onClose }: { onClose: () => void }) {
  return (
    <SessionCartProvider>
      <DraftWizard onClose={onClose} />
    </SessionCartProvider>
  );
}

function DraftWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wizard = useStepWizardState();
  const cart = useSessionCart();
  const [input, setInput] = useState<DraftInput>(emptyDraftInput);
  const change = (changes: Partial<DraftInput>) => setInput((prev) => ({ ...prev, ...changes }));
  const shipping = useForm<AddressValues>({ resolver: standardSchemaResolver(addressSchema), defaultValues: addressValues(null), mode: "onChange" });
  const billing = useForm<AddressValues>({ resolver: standardSchemaResolver(addressSchema), defaultValues: addressValues(null), mode: "onChange" });
  const addressesValid = shipping.formState.isValid && (input.sameBilling || billing.formState.isValid);
  const step = STEPS[wizard.step];
  const valid = stepValid(step, { input, region: cart.region, items: cart.items, addressesValid });
  const { enableNext, disableNext } = wizard;
  useEffect(() => (valid ? enableNext() : disableNext()), [valid, step, enableNext, disableNext]);

  const create = useMutation(inlineErrors(postDraftOrdersMutation()));
  const submit = async () => {
    if (!cart.region) return;
    const body = draftOrderBody(input, cart.region, cart.items, shipping.getValues(), billing.getValues());
    try {
      const { draft_order } = await create.mutateAsync({ body });
      cart.clearItems();
      toaster.create({ type: "success", title: t("toast.success"), description: t("draftOrders.create.done", { number: `#${draft_order.display_id}` }) });
      navigate(draftOrdersSection.to("detail", { id: draft_order.id }));
    } catch {
      // Said on the summary; every step keeps its input for another try.
    }
  };

  return (
    <StepWizardModal
      open
      wizard={wizard}
      onClose={onClose}
      title={t("draftOrders.create.title")}
      lastScreenIsSummary
      onSubmit={submit}
      steps={[
        <CustomerStep key="customer" input={input} onChange={change} />,
        <RegionStep key="region" onRegionChange={() => change({ overrides: {}, custom: [], shipping: null })} />,
        <ItemsStep key="items" input={input} onChange={change} />,
        <ShippingStep key="shipping" input={input} onChange={change} />,
        <AddressesStep key="addresses" input={input} onChange={change} shipping={shipping} billing={billing} />,
        <SummaryStep key="summary" input={input} onChange={change} shipping={shipping.getValues()} error={create.error} />,
      ]}
    />
  );
}
