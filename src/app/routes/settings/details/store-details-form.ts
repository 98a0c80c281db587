// The store details form's values and what they become for the server. Only
// what changed is sent: a cleared template becomes null (no template, as for a
// store that never had one), and metadata is sent as changes over the store's
// (components/form/metadata-form.ts).
import { z } from "zod/mini";
import { zAdminPostStoreReq } from "@generated/admin/zod.gen";
import type { AdminPostStoreReq, Store } from "@generated/admin/types.gen";
import { metadataBody, metadataRows, metadataRowsSchema } from "@app/components/form/metadata-form";
import { requiredText } from "@app/components/form/required-text";

export const TEMPLATE_FIELDS = ["swap_link_template", "payment_link_template", "invite_link_template"] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

// The server accepts an empty name; the form does not (the name is shown to customers).
export const storeDetailsSchema = z.extend(z.pick(zAdminPostStoreReq, { swap_link_template: true, payment_link_template: true, invite_link_template: true }), {
  name: requiredText(),
  swap_link_template: z.string(),
  payment_link_template: z.string(),
  invite_link_template: z.string(),
  metadata: metadataRowsSchema,
});

export type StoreDetailsValues = z.infer<typeof storeDetailsSchema>;

export const storeDetailsValues = (store: Store): StoreDetailsValues => ({
  name: store.name,
  swap_link_template: store.swap_link_template ?? "",
  payment_link_template: store.payment_link_template ?? "",
  invite_link_template: store.invite_link_template ?? "",
  metadata: metadataRows(store.metadata),
});

/** The fields that differ from `store` (templates trimmed), and the metadata changes. */
export function storeDetailsBody(values: StoreDetailsValues, store: Store): AdminPostStoreReq {
  const body: AdminPostStoreReq = {};
  const name = values.name.trim();
  if (name !== store.name) body.name = name;
  for (const field of TEMPLATE_FIELDS) {
    const value = values[field].trim();
    if (value !== (store[field] ?? "")) body[field] = value || null;
  }
  const metadata = metadataBody(store.metadata, values.metadata);
  if (Object.keys(metadata).length) body.metadata = metadata;
  return body;
}

/** A template's placeholder and an example value, to show the link it makes. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateField, { placeholder: string; example: string }> = {
  swap_link_template: { placeholder: "{cart_id}", example: "cart_01HXAMPLE" },
  payment_link_template: { placeholder: "{cart_id}", example: "cart_01HXAMPLE" },
  invite_link_template: { placeholder: "{invite_token}", example: "eyJhbGciOi…" },
};

/** The link `template` makes for the example value; none without a template. */
export function exampleLink(field: TemplateField, template: string): string | null {
  const { placeholder, example } = TEMPLATE_PLACEHOLDERS[field];
  const text = template.trim();
  return text ? text.replaceAll(placeholder, example) : null;
}
