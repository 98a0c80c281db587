// Metadata (a product's, a collection's…) edited as rows of key and value.
// Medusa merges the metadata it is sent into what it has and deletes the keys
// sent as "" (observed with curl on POST /admin/products/{id} and
// /admin/collections/{id}), so a removed row is sent as its key with "".
import { z } from "zod/mini";
import { requiredText } from "./required-text";

const rowSchema = z.object({ key: requiredText(), value: z.string() });
export type MetadataRow = z.infer<typeof rowSchema>;

/** The rows; each key once. */
export const metadataRowsSchema = z
  .array(rowSchema)
  .check(z.refine((rows) => new Set(rows.map((r) => r.key.trim())).size === rows.length, { params: { i18n: "metadata.duplicateKey" } }));

/** The form values MetadataFields edits: the rows under `metadata`. */
export interface MetadataValues {
  metadata: MetadataRow[];
}

type Metadata = Record<string, unknown> | null | undefined;

/** Texts as they are; other values (numbers, objects) as JSON. */
const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export const metadataRows = (metadata: Metadata): MetadataRow[] => Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value: asText(value) }));

/**
 * The changes of `rows` over the `original` metadata, as the server merges
 * them: new and edited keys with their text, removed ones with "". Keys left
 * as they were are not sent, so values that are not texts stay as they are.
 */
export function metadataBody(original: Metadata, rows: MetadataRow[]): Record<string, unknown> {
  const before = original ?? {};
  const after = new Map(rows.map(({ key, value }) => [key.trim(), value]));
  const removed = Object.keys(before).filter((key) => !after.has(key));
  const changed = [...after].filter(([key, value]) => !(key in before) || asText(before[key]) !== value);
  return Object.fromEntries([...removed.map((key) => [key, ""]), ...changed]);
}
