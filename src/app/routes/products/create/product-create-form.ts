// The create page's form: the shared field groups, the gift-card choice and
// the options with their values; and the POST /admin/products body made from
// it, with one variant per combination of the options' values.
import { z } from "zod/mini";
import type { PostProductsData } from "@generated/admin/types.gen";
import { zAdminPostProductsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { allGroupsBody, allGroupsSchema, allGroupsValues, type KnownValues } from "../components/product-form";
import { generateVariants } from "../variants/generate-variants";

type CreateBody = PostProductsData["body"];

/** "S, M , L," → ["S", "M", "L"]: an option's values are typed comma-separated. */
export const splitValues = (text: string) => [...new Set(text.split(",").map((v) => v.trim()).filter(Boolean))];

const optionSchema = z.object({
  title: requiredText(),
  values: z.string().check(z.refine((text) => splitValues(text).length > 0, { params: { i18n: "validation.required" } })),
});

export const createSchema = z.extend(z.pick(zAdminPostProductsReq, { status: true }), {
  ...allGroupsSchema.shape,
  is_giftcard: z.boolean(),
  options: z.array(optionSchema),
});
export type CreateValues = z.infer<typeof createSchema>;

export const createDefaults: CreateValues = {
  ...allGroupsValues(),
  status: "draft",
  is_giftcard: false,
  options: [],
};

/** The variants the options make, e.g. Size S, M × Color Red gives "S / Red" and "M / Red". */
export const variantsOf = (options: CreateValues["options"]) =>
  generateVariants(options.map((o) => ({ title: o.title.trim(), values: splitValues(o.values) })));

/** Leaves out what a new product does not need: nulls, empty choices, no type. */
const compact = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));

export function createBody(values: CreateValues, known: KnownValues, skus: Record<string, string>): CreateBody {
  const variants = variantsOf(values.options).map((v) => ({
    title: v.title,
    sku: skus[v.title]?.trim() || undefined,
    options: v.values.map((value) => ({ value })),
    prices: [],
  }));
  return {
    ...(compact({
      ...allGroupsBody(values, known),
      options: values.options.map((o) => ({ title: o.title.trim() })),
      variants,
    }) as Omit<CreateBody, "title">),
    title: values.title,
    status: values.status,
    is_giftcard: values.is_giftcard,
    // Gift cards are never discountable.
    discountable: values.discountable && !values.is_giftcard,
  };
}
