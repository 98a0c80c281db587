// The fields of the return reason forms, validated with the generated request
// schemas, and the bodies sent for them.
import { z } from "zod/mini";
import type { AdminPostReturnReasonsReasonReq, AdminPostReturnReasonsReq, ReturnReason } from "@generated/admin/types.gen";
import { zAdminPostReturnReasonsReasonReq, zAdminPostReturnReasonsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

// The server takes an empty label or value; a reason without them cannot be told apart.
export const createSchema = z.extend(z.pick(zAdminPostReturnReasonsReq, { value: true, label: true, description: true }), {
  value: requiredText(),
  label: requiredText(),
  /** "" for a top-level reason. */
  parent_return_reason_id: z.string(),
});
export const updateSchema = z.extend(z.pick(zAdminPostReturnReasonsReasonReq, { label: true, description: true }), { label: requiredText() });

export type CreateValues = z.infer<typeof createSchema>;
export type UpdateValues = z.infer<typeof updateSchema>;

export const createValues = (parent: ReturnReason | null): CreateValues => ({
  value: "",
  label: "",
  description: "",
  parent_return_reason_id: parent?.id ?? "",
});

export const updateValues = (reason: ReturnReason): UpdateValues => ({ label: reason.label, description: reason.description ?? "" });

/** No parent and no description are left out (the server takes no null for either). */
export const createBody = ({ parent_return_reason_id, description, ...values }: CreateValues): AdminPostReturnReasonsReq => ({
  ...values,
  ...(description ? { description } : {}),
  ...(parent_return_reason_id ? { parent_return_reason_id } : {}),
});

/**
 * Label and description only: the value identifies the reason to storefronts
 * and integrations, so it stays as created (the server would take a new one).
 * An emptied description is sent as "", which the server stores.
 */
export const updateBody = ({ label, description }: UpdateValues): AdminPostReturnReasonsReasonReq => ({ label, description: description ?? "" });
