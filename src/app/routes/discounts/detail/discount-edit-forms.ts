// The discount page's edit forms (details, value, dates, regions, the code of
// a duplicate): values from the discount, the problems that stop a save, and
// the one POST /admin/discounts/{id} (or POST /admin/discounts) body each sends.
import { z } from "zod/mini";
import type { AdminPostDiscountsDiscountReq, Discount, PostDiscountsData } from "@generated/admin/types.gen";
import { zAdminPostDiscountsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";
import { fixedCurrency } from "../components/use-discount-value";
import { type ConditionType, conditionBody, conditionResources } from "../conditions/condition-types";

const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const WHOLE = /^\d+$/;
const issue = (i18n: string) => ({ params: { i18n } });

/** A text that is empty or a whole number from 1. */
const optionalCount = z.string().check(z.refine((s) => s.trim() === "" || (WHOLE.test(s.trim()) && Number(s) >= 1), issue("discounts.form.invalidUsageLimit")));

export const detailsSchema = z.object({ code: requiredText(), description: z.string(), usage_limit: optionalCount });
export type DetailsValues = z.infer<typeof detailsSchema>;
export const detailsValues = (d: Discount): DetailsValues => ({ code: d.code, description: d.rule?.description ?? "", usage_limit: d.usage_limit == null ? "" : String(d.usage_limit) });
export function detailsBody(d: Discount, v: DetailsValues): AdminPostDiscountsDiscountReq {
  const limit = v.usage_limit.trim();
  return { code: v.code.trim(), rule: { id: d.rule_id!, description: v.description.trim() }, ...(limit ? { usage_limit: Number(limit) } : {}) };
}

/** The value as typed: percent, or the amount in major units of the region's currency. */
export function valueSchema(d: Discount) {
  const currency = fixedCurrency(d);
  return z.object({
    allocation: zAdminPostDiscountsReq.shape.rule.shape.allocation,
    value: z.string().check(
      z.refine((s) => {
        if (d.rule?.type === "percentage") return WHOLE.test(s.trim()) && Number(s) >= 1 && Number(s) <= 100;
        const amount = currency ? parseAmountInput(s, currency) : Number.NaN;
        return amount !== null && !Number.isNaN(amount) && amount > 0;
      }, issue(d.rule?.type === "percentage" ? "discounts.form.percentRange" : "discounts.form.invalidAmount")),
    ),
  });
}
export type ValueValues = z.infer<ReturnType<typeof valueSchema>>;
export function valueValues(d: Discount): ValueValues {
  const currency = fixedCurrency(d);
  const value = d.rule?.value ?? 0;
  return { allocation: d.rule?.allocation ?? "total", value: d.rule?.type === "fixed" && currency ? formatAmountInput(value, currency) : String(value) };
}
export function valueBody(d: Discount, v: ValueValues): AdminPostDiscountsDiscountReq {
  const currency = fixedCurrency(d);
  const value = d.rule?.type === "fixed" && currency ? (parseAmountInput(v.value, currency) ?? 0) : Number(v.value.trim());
  return { rule: { id: d.rule_id!, value, ...(d.rule?.type === "fixed" ? { allocation: v.allocation } : {}) } };
}

/** datetime-local text of an ISO time, in the user's time zone. */
export function localInput(iso: string | null | undefined) {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const datesSchema = z
  .object({
    starts_at: requiredText(),
    ends_at: z.string(),
    valid_duration: z.string().check(z.refine((s) => s.trim() === "" || DURATION.test(s.trim()), issue("discounts.form.invalidDuration"))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.ends_at && new Date(v.ends_at) <= new Date(v.starts_at)) ctx.issues.push({ code: "custom", input: v.ends_at, path: ["ends_at"], params: { i18n: "discounts.form.endBeforeStart" } });
    }),
  );
export type DatesValues = z.infer<typeof datesSchema>;
export const datesValues = (d: Discount): DatesValues => ({ starts_at: localInput(d.starts_at), ends_at: localInput(d.ends_at), valid_duration: d.valid_duration ?? "" });
export function datesBody(d: Discount, v: DatesValues): AdminPostDiscountsDiscountReq {
  const duration = v.valid_duration.trim();
  return {
    starts_at: new Date(v.starts_at).toISOString(),
    ...(v.ends_at ? { ends_at: new Date(v.ends_at).toISOString() } : {}),
    ...(d.is_dynamic && duration ? { valid_duration: duration } : {}),
  };
}

/** A fixed discount keeps exactly one region (the server requires it); the others at least one. */
export const regionsSchema = (fixed: boolean) =>
  z.object({
    regions: z.array(z.string()).check(z.refine((ids) => (fixed ? ids.length === 1 : ids.length > 0), issue(fixed ? "discounts.form.oneRegion" : "discounts.form.someRegion"))),
  });
export type RegionsValues = { regions: string[] };

export const duplicateSchema = z.object({ code: requiredText() });
export type DuplicateValues = z.infer<typeof duplicateSchema>;

/** A new discount with the same rule, conditions, regions, dates and limits under another code. */
export function duplicateBody(d: Discount, code: string): PostDiscountsData["body"] {
  const rule = d.rule!;
  const conditions = (rule.conditions ?? []).map((c) => conditionBody({ type: c.type as ConditionType, operator: c.operator, ids: conditionResources(c).map((r) => r.id) }));
  return {
    code: code.trim(),
    is_dynamic: d.is_dynamic,
    is_disabled: d.is_disabled,
    rule: {
      type: rule.type,
      value: rule.value,
      allocation: rule.allocation ?? "total",
      ...(rule.description ? { description: rule.description } : {}),
      ...(conditions.length > 0 ? { conditions } : {}),
    },
    regions: (d.regions ?? []).map((r) => r.id),
    starts_at: d.starts_at,
    ...(d.ends_at ? { ends_at: d.ends_at } : {}),
    ...(d.valid_duration ? { valid_duration: d.valid_duration } : {}),
    ...(d.usage_limit != null ? { usage_limit: d.usage_limit } : {}),
  };
}
