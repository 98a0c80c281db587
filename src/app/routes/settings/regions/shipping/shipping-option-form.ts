// The shipping option form of a region (create and edit), validated with the
// generated request schemas, and the bodies sent for it. Amounts are typed in
// major units of the region's currency and sent in its minor units (parseAmountInput:
// "30.00" USD is 3000, "3,000" KRW is 3000: the won has no minor unit).
import { z } from "zod/mini";
import type { AdminPostShippingOptionsOptionReq, AdminPostShippingOptionsReq, ShippingOption } from "@generated/admin/types.gen";
import { zAdminPostShippingOptionsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import type { TranslationKey } from "@app/i18n/translation-key";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";

/** One fulfillment option a provider offers the region (GET /admin/regions/{id}/fulfillment-options). */
export interface FulfillmentChoice {
  /** `provider:index`, the select's value. */
  key: string;
  provider_id: string;
  /** Sent as the option's `data`: the provider finds its option by it. */
  data: Record<string, unknown>;
  label: string;
  is_return: boolean;
}

export function fulfillmentChoices(answer: { provider_id: string; options: Record<string, unknown>[] }[], isReturn: boolean): FulfillmentChoice[] {
  const all = answer.flatMap(({ provider_id, options }) =>
    options.map((data, i) => ({
      key: `${provider_id}:${i}`,
      provider_id,
      data,
      label: String(data.name ?? data.id ?? `${provider_id} ${i + 1}`),
      is_return: data.is_return === true,
    })),
  );
  // A provider marks its return options (is_return); one that marks none offers all of them for both.
  const matching = all.filter((c) => c.is_return === isReturn);
  return matching.length > 0 ? matching : all;
}

type Problem = TranslationKey | null;

/** Why a typed amount cannot be sent; `required`: an empty text is a problem too. */
export function amountProblem(text: string, currency: string, required: boolean): Problem {
  const amount = parseAmountInput(text, currency);
  if (amount === null) return required ? "validation.required" : null;
  return Number.isNaN(amount) ? "settings.regions.shipping.form.invalidAmount" : null;
}

const PRICE_TYPES = ["flat_rate", "calculated"] as const;

export function shippingOptionSchema(currency: string, mode: "create" | "edit") {
  return z
    .extend(z.pick(zAdminPostShippingOptionsReq, { name: true, price_type: true, admin_only: true, includes_tax: true }), {
      name: requiredText(),
      price_type: z.enum(PRICE_TYPES),
      admin_only: z.boolean(),
      includes_tax: z.boolean(),
      // chosen at creation only (the update request takes neither)
      option: mode === "create" ? z.string().check(z.refine((key) => key !== "", { params: { i18n: "settings.regions.shipping.form.chooseOption" } })) : z.string(),
      profile_id: mode === "create" ? z.string().check(z.refine((id) => id !== "", { params: { i18n: "settings.regions.shipping.form.chooseProfile" } })) : z.string(),
      amount: z.string(),
      min_subtotal: z.string(),
      max_subtotal: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const say = (path: string, problem: Problem) => problem && ctx.issues.push({ code: "custom", input: v, path: [path], params: { i18n: problem } });
        say("amount", v.price_type === "flat_rate" ? amountProblem(v.amount, currency, true) : null);
        say("min_subtotal", amountProblem(v.min_subtotal, currency, false));
        say("max_subtotal", amountProblem(v.max_subtotal, currency, false));
        const min = parseAmountInput(v.min_subtotal, currency);
        const max = parseAmountInput(v.max_subtotal, currency);
        if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && max < min) say("max_subtotal", "settings.regions.shipping.form.maxBelowMin");
      }),
    );
}
export type ShippingOptionValues = z.infer<ReturnType<typeof shippingOptionSchema>>;

export function newShippingOptionValues(choices: readonly FulfillmentChoice[], defaultProfile: string): ShippingOptionValues {
  return {
    name: "",
    option: choices.length === 1 ? choices[0].key : "",
    profile_id: defaultProfile,
    price_type: "flat_rate",
    amount: "",
    min_subtotal: "",
    max_subtotal: "",
    admin_only: false,
    includes_tax: false,
  };
}

const requirement = (option: ShippingOption, type: "min_subtotal" | "max_subtotal") => option.requirements?.find((r) => r.type === type && !r.deleted_at);

export function shippingOptionValues(option: ShippingOption, currency: string): ShippingOptionValues {
  const typed = (amount: number | null | undefined) => (amount === null || amount === undefined ? "" : formatAmountInput(amount, currency));
  return {
    name: option.name,
    option: "",
    profile_id: option.profile_id,
    price_type: option.price_type,
    amount: typed(option.amount),
    min_subtotal: typed(requirement(option, "min_subtotal")?.amount),
    max_subtotal: typed(requirement(option, "max_subtotal")?.amount),
    admin_only: option.admin_only,
    includes_tax: option.includes_tax ?? false,
  };
}

/** The subtotal requirements typed (empty ones left out), each keeping the id of the option's own of its type. */
function requirementsOf(v: ShippingOptionValues, currency: string, option?: ShippingOption) {
  return (["min_subtotal", "max_subtotal"] as const).flatMap((type) => {
    const amount = parseAmountInput(v[type], currency);
    if (amount === null || Number.isNaN(amount)) return [];
    const id = option && requirement(option, type)?.id;
    return [{ ...(id ? { id } : {}), type, amount }];
  });
}

/** POST /admin/shipping-options. A calculated price sends no amount (the provider gives it). */
export function createShippingOptionBody(
  v: ShippingOptionValues,
  ctx: { regionId: string; currency: string; isReturn: boolean; choice: FulfillmentChoice; taxInclusive: boolean },
): AdminPostShippingOptionsReq {
  const requirements = requirementsOf(v, ctx.currency);
  return {
    name: v.name.trim(),
    region_id: ctx.regionId,
    provider_id: ctx.choice.provider_id,
    profile_id: v.profile_id,
    data: ctx.choice.data,
    price_type: v.price_type,
    ...(v.price_type === "flat_rate" ? { amount: parseAmountInput(v.amount, ctx.currency) ?? 0 } : {}),
    ...(requirements.length > 0 ? { requirements } : {}),
    is_return: ctx.isReturn,
    admin_only: v.admin_only,
    ...(ctx.taxInclusive ? { includes_tax: v.includes_tax } : {}),
  };
}

/**
 * POST /admin/shipping-options/{id}. The requirements are always sent (the
 * server requires them): those left out are removed, so an emptied minimum
 * is removed and a kept one keeps its id.
 */
export function updateShippingOptionBody(v: ShippingOptionValues, option: ShippingOption, currency: string, taxInclusive: boolean): AdminPostShippingOptionsOptionReq {
  return {
    name: v.name.trim(),
    price_type: v.price_type,
    ...(v.price_type === "flat_rate" ? { amount: parseAmountInput(v.amount, currency) ?? 0 } : {}),
    requirements: requirementsOf(v, currency, option),
    admin_only: v.admin_only,
    ...(taxInclusive ? { includes_tax: v.includes_tax } : {}),
  };
}
