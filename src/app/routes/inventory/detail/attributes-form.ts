// The item's attributes form (what it is and its customs and shipping data),
// validated with the generated request schema, and the body sent.
import { z } from "zod/mini";
import type { AdminPostInventoryItemsInventoryItemReq, InventoryItemDto } from "@generated/admin/types.gen";
import { zAdminPostInventoryItemsInventoryItemReq } from "@generated/admin/zod.gen";

export const TEXT_ATTRIBUTES = ["title", "description", "material", "hs_code", "mid_code", "origin_country"] as const;
export const NUMBER_ATTRIBUTES = ["weight", "length", "height", "width"] as const;

const size = z.nullable(z.number().check(z.nonnegative()));

export const attributesSchema = z.extend(z.pick(zAdminPostInventoryItemsInventoryItemReq, { title: true, description: true, material: true, hs_code: true, mid_code: true, origin_country: true }), {
  weight: size,
  length: size,
  height: size,
  width: size,
});
export type AttributesValues = z.infer<typeof attributesSchema>;

export const attributesValues = (item: InventoryItemDto): AttributesValues => ({
  title: item.title ?? "",
  description: item.description ?? "",
  material: item.material ?? "",
  hs_code: item.hs_code ?? "",
  mid_code: item.mid_code ?? "",
  origin_country: item.origin_country ?? "",
  weight: item.weight ?? null,
  length: item.length ?? null,
  height: item.height ?? null,
  width: item.width ?? null,
});

/** Texts as typed ("" empties one); an empty size is left as it was (the server takes no null for it). */
export function attributesBody(values: AttributesValues): AdminPostInventoryItemsInventoryItemReq {
  const body: AdminPostInventoryItemsInventoryItemReq = {};
  for (const key of TEXT_ATTRIBUTES) body[key] = values[key]?.trim() ?? "";
  for (const key of NUMBER_ATTRIBUTES) {
    const value = values[key];
    if (value !== null) body[key] = value;
  }
  return body;
}
