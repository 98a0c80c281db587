// The product's field groups shared by the create page and the edit modals:
// each group's schema (picked from the generated update schema), its form
// values read from a product, and what a request gets from those values.
// Form values are plain ("" for an empty text, [] for no choice); empty texts
// and numbers become null in a request, which clears them on the server.
import { z } from "zod/mini";
import type { PostProductsProductData, Product } from "@generated/admin/types.gen";
import { zAdminPostProductsProductReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

type UpdateBody = NonNullable<PostProductsProductData["body"]>;

export const generalSchema = z.extend(z.pick(zAdminPostProductsProductReq, { subtitle: true, handle: true, description: true, material: true }), {
  title: requiredText(),
  discountable: z.boolean(),
});
export type GeneralValues = z.infer<typeof generalSchema>;

export const attributesSchema = z.pick(zAdminPostProductsProductReq, {
  weight: true,
  length: true,
  width: true,
  height: true,
  hs_code: true,
  origin_country: true,
  mid_code: true,
});
export type AttributeValues = z.infer<typeof attributesSchema>;

/** Type and collection hold zero or one value, the others any number (the pickers' shape). */
export const organisationSchema = z.object({
  type: z.array(z.string()),
  collection_id: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  sales_channels: z.array(z.string()),
});
export type OrganisationValues = z.infer<typeof organisationSchema>;

export const generalValues = (p?: Product): GeneralValues => ({
  title: p?.title ?? "",
  subtitle: p?.subtitle ?? "",
  handle: p?.handle ?? "",
  description: p?.description ?? "",
  material: p?.material ?? "",
  discountable: p?.discountable ?? true,
});

/** Shipping attributes; a product and each of its variants have them. */
type WithAttributes = Partial<Pick<Product, keyof AttributeValues>>;

export const attributeValues = (p?: WithAttributes): AttributeValues => ({
  weight: p?.weight ?? null,
  length: p?.length ?? null,
  width: p?.width ?? null,
  height: p?.height ?? null,
  hs_code: p?.hs_code ?? "",
  origin_country: p?.origin_country ?? "",
  mid_code: p?.mid_code ?? "",
});

export const organisationValues = (p?: Product): OrganisationValues => ({
  type: p?.type ? [p.type.value] : [],
  collection_id: p?.collection_id ? [p.collection_id] : [],
  tags: p?.tags?.map((tag) => tag.value) ?? [],
  categories: p?.categories?.map((c) => c.id) ?? [],
  sales_channels: p?.sales_channels?.map((c) => c.id) ?? [],
});

const textOrNull = (v: string | null | undefined) => (v?.trim() ? v : null);

/** Texts as typed, empty ones as null (the handle is never cleared: the server would store ""). */
export const generalBody = (v: GeneralValues): UpdateBody => ({
  title: v.title,
  subtitle: textOrNull(v.subtitle),
  handle: textOrNull(v.handle) ?? undefined,
  description: textOrNull(v.description),
  material: textOrNull(v.material),
  discountable: v.discountable,
});

export const attributesBody = (v: AttributeValues): UpdateBody => ({
  weight: v.weight,
  length: v.length,
  width: v.width,
  height: v.height,
  hs_code: textOrNull(v.hs_code),
  origin_country: textOrNull(v.origin_country),
  mid_code: textOrNull(v.mid_code),
});

/** Ids of the existing types and tags by their text; a text without one is created by the server. */
export interface KnownValues {
  typeIds: Map<string, string>;
  tagIds: Map<string, string>;
}

export const organisationBody = (v: OrganisationValues, known: KnownValues): UpdateBody => ({
  type: v.type[0] ? { id: known.typeIds.get(v.type[0]), value: v.type[0] } : null,
  collection_id: v.collection_id[0] ?? null,
  tags: v.tags.map((value) => ({ id: known.tagIds.get(value), value })),
  categories: v.categories.map((id) => ({ id })),
  sales_channels: v.sales_channels.map((id) => ({ id })),
});

/** All the groups at once, as the create page edits them on one form. */
export const allGroupsSchema = z.object({ ...generalSchema.shape, ...attributesSchema.shape, ...organisationSchema.shape });
export type AllGroupsValues = z.infer<typeof allGroupsSchema>;
export const allGroupsValues = (p?: Product): AllGroupsValues => ({ ...generalValues(p), ...attributeValues(p), ...organisationValues(p) });
export const allGroupsBody = (v: AllGroupsValues, known: KnownValues): UpdateBody => ({ ...generalBody(v), ...attributesBody(v), ...organisationBody(v, known) });

/** The fields of `values` that differ from `initial` (compared by value, arrays included). */
export function changedKeys<T extends object>(initial: T, values: T): (keyof T)[] {
  return (Object.keys(values) as (keyof T)[]).filter((k) => JSON.stringify(values[k]) !== JSON.stringify(initial[k]));
}

/** The request's fields for what changed only. */
export function changedBody<T extends object>(initial: T, values: T, toBody: (v: T) => UpdateBody): UpdateBody {
  const body = toBody(values) as Record<string, unknown>;
  return Object.fromEntries(changedKeys(initial, values).map((k) => [k, body[k as string]]));
}
