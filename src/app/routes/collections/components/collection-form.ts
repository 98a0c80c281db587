// The collection form's values and what they become for the server. Metadata
// is edited as rows of key and value (components/form/metadata-form.ts).
import { z } from "zod/mini";
import { zAdminPostCollectionsReq } from "@generated/admin/zod.gen";
import type { AdminPostCollectionsReq, ProductCollection } from "@generated/admin/types.gen";
import { metadataBody, metadataRows, metadataRowsSchema } from "@app/components/form/metadata-form";
import { requiredText } from "@app/components/form/required-text";

// The server accepts an empty title; the form does not.
export const createCollectionSchema = z.extend(z.pick(zAdminPostCollectionsReq, { title: true, handle: true }), {
  title: requiredText(),
  metadata: metadataRowsSchema,
});

// An edit keeps a handle: left empty it would not be changed, which reads as a save that did nothing.
export const editCollectionSchema = z.extend(createCollectionSchema, {
  handle: requiredText(),
});

export type CollectionFormValues = z.infer<typeof createCollectionSchema>;

/** The form's values for a new collection, or for editing `collection`. */
export const collectionFormValues = (collection?: ProductCollection): CollectionFormValues => ({
  title: collection?.title ?? "",
  handle: collection?.handle ?? "",
  metadata: metadataRows(collection?.metadata),
});

/** Empty optional fields are left out rather than sent as ""; metadata is sent over the `original` one. */
export function toCollectionBody({ title, handle, metadata: rows }: CollectionFormValues, original?: ProductCollection["metadata"]): AdminPostCollectionsReq {
  const metadata = metadataBody(original, rows);
  return {
    title,
    ...(handle ? { handle } : {}),
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}
