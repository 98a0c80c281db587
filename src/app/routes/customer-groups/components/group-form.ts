// The group form (create and rename): its name (more than spaces) and metadata,
// refined from the generated request body.
import { z } from "zod/mini";
import type { AdminPostCustomerGroupsReq, CustomerGroup } from "@generated/admin/types.gen";
import { zAdminPostCustomerGroupsReq } from "@generated/admin/zod.gen";
import { metadataBody, metadataRows, metadataRowsSchema } from "@app/components/form/metadata-form";
import { requiredText } from "@app/components/form/required-text";

export const groupSchema = z.extend(z.pick(zAdminPostCustomerGroupsReq, { name: true }), { name: requiredText(), metadata: metadataRowsSchema });
export type GroupValues = z.infer<typeof groupSchema>;

export const groupValues = (group?: CustomerGroup): GroupValues => ({ name: group?.name ?? "", metadata: metadataRows(group?.metadata) });

/** The name, and the metadata changed over the group's. */
export function groupBody({ name, metadata: rows }: GroupValues, group?: CustomerGroup): AdminPostCustomerGroupsReq {
  const metadata = metadataBody(group?.metadata, rows);
  return { name: name.trim(), ...(Object.keys(metadata).length ? { metadata } : {}) };
}
