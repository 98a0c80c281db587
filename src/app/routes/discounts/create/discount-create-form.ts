// The create wizard's form: every step's fields in one form (going back keeps
// them, and so does a refused create), the problems that keep a step from
// going on, and the one POST /admin/discounts body made from it (conditions
// included: the create request takes them).
import { z } from "zod/mini";
import type { AdminPostDiscountsReq } from "@generated/admin/types.gen";
import { zAdminPostDiscountsReq } from "@generated/admin/zod.gen";
import type { TranslationKey } from "@app/i18n/translation-key";
import { parseAmountInput } from "@app/lib/money";
import { CONDITION_OPERATORS, CONDITION_TYPES, conditionBody } from "../conditions/condition-types";

type CreateBody = AdminPostDiscountsReq;
const rule = zAdminPostDiscountsReq.shape.rule.shape;

export const createSchema = z.object({
  type: rule.type,
  allocation: rule.allocation,
  /** Percent, or an amount in major units of the region's currency, as typed. */
  value: z.string(),
  regions: zAdminPostDiscountsReq.shape.regions,
  code: z.string(),
  is_dynamic: z.boolean(),
  valid_duration: z.string(),
  description: z.string(),
  usage_limit: z.string(),
  /** datetime-local texts (the user's time zone); empty: from now, and no end. */
  starts_at: z.string(),
  ends_at: z.string(),
  conditions: z.array(z.object({ type: z.enum(CONDITION_TYPES), operator: z.enum(CONDITION_OPERATORS), ids: z.array(z.string()) })),
});
export type CreateValues = z.infer<typeof createSchema>;
type Field = keyof CreateValues;

export const createDefaults: CreateValues = {
  type: "percentage",
  allocation: "total",
  value: "",
  regions: [],
  code: "",
  is_dynamic: false,
  valid_duration: "",
  description: "",
  usage_limit: "",
  starts_at: "",
  ends_at: "",
  conditions: [],
};

/** The fields of each step, in order: type, value and regions, code and details, dates, conditions. */
export const STEP_FIELDS: Field[][] = [
  ["type", "allocation"],
  ["value", "regions"],
  ["code", "is_dynamic", "valid_duration", "description", "usage_limit"],
  ["starts_at", "ends_at"],
  ["conditions"],
];

// ISO 8601 durations as Medusa reads them: P30D, PT12H, P1Y2M3DT4H5M6S (at least one part).
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const PERCENT = /^\d+$/;
const WHOLE = /^\d+$/;

export type CurrencyOf = (regionId: string) => string | undefined;

/** Each field's first problem, as a message key. */
export function createProblems(v: CreateValues, currencyOf: CurrencyOf): Partial<Record<Field, TranslationKey>> {
  const problems: Partial<Record<Field, TranslationKey>> = {};
  if (v.type === "fixed" && v.regions.length !== 1) problems.regions = "discounts.form.oneRegion";
  if (v.type !== "fixed" && v.regions.length === 0) problems.regions = "discounts.form.someRegion";
  if (v.type === "percentage") {
    const text = v.value.trim();
    if (text === "") problems.value = "validation.required";
    else if (!PERCENT.test(text) || Number(text) < 1 || Number(text) > 100) problems.value = "discounts.form.percentRange";
  }
  if (v.type === "fixed") {
    const currency = v.regions.length === 1 ? currencyOf(v.regions[0]) : undefined;
    const amount = currency ? parseAmountInput(v.value, currency) : null;
    if (v.value.trim() === "") problems.value = "validation.required";
    else if (currency && (amount === null || Number.isNaN(amount) || amount <= 0)) problems.value = "discounts.form.invalidAmount";
  }
  if (v.code.trim() === "") problems.code = "validation.required";
  if (v.is_dynamic && v.valid_duration.trim() !== "" && !DURATION.test(v.valid_duration.trim())) problems.valid_duration = "discounts.form.invalidDuration";
  const limit = v.usage_limit.trim();
  if (limit !== "" && (!WHOLE.test(limit) || Number(limit) < 1)) problems.usage_limit = "discounts.form.invalidUsageLimit";
  if (v.starts_at && v.ends_at && new Date(v.ends_at) <= new Date(v.starts_at)) problems.ends_at = "discounts.form.endBeforeStart";
  return problems;
}

/** The form's resolver: the schema's shape, then the problems above, each on its field. */
export function createResolverSchema(currencyOf: CurrencyOf) {
  return createSchema.check(
    z.superRefine((values, ctx) => {
      for (const [field, key] of Object.entries(createProblems(values, currencyOf))) {
        ctx.issues.push({ code: "custom", input: values[field as Field], path: [field], params: { i18n: key } });
      }
    }),
  );
}

/** Whether a step's fields are fit to go on. */
export const stepAllowed = (step: number, values: CreateValues, currencyOf: CurrencyOf) => {
  const problems = createProblems(values, currencyOf);
  return STEP_FIELDS[step].every((field) => problems[field] === undefined);
};

const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The value as the server stores it: percent, the amount in the region currency's minor units (none for KRW), or 0 for free shipping. */
export function ruleValue(v: Pick<CreateValues, "type" | "value" | "regions">, currencyOf: CurrencyOf) {
  if (v.type === "percentage") return Number(v.value.trim());
  if (v.type === "fixed") return parseAmountInput(v.value, currencyOf(v.regions[0]) ?? "") ?? 0;
  return 0;
}

export function createBody(v: CreateValues, currencyOf: CurrencyOf): CreateBody {
  const description = v.description.trim();
  const conditions = v.conditions.filter((c) => c.ids.length > 0).map(conditionBody);
  const duration = v.valid_duration.trim();
  const limit = v.usage_limit.trim();
  return {
    code: v.code.trim(),
    is_dynamic: v.is_dynamic,
    rule: {
      type: v.type,
      value: ruleValue(v, currencyOf),
      // Only a fixed amount is split between the items or taken off the total; the others are whole-cart.
      allocation: v.type === "fixed" ? v.allocation : "total",
      ...(description ? { description } : {}),
      ...(conditions.length > 0 ? { conditions } : {}),
    },
    regions: v.regions,
    is_disabled: false,
    ...(isoOf(v.starts_at) ? { starts_at: isoOf(v.starts_at) } : {}),
    ...(isoOf(v.ends_at) ? { ends_at: isoOf(v.ends_at) } : {}),
    ...(v.is_dynamic && duration ? { valid_duration: duration } : {}),
    ...(limit ? { usage_limit: Number(limit) } : {}),
  };
}
