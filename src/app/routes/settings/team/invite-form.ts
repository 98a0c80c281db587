// The invite form: the generated request (an email and a role).
import type { AdminPostInvitesReq } from "@generated/admin/types.gen";
import { zAdminPostInvitesReq } from "@generated/admin/zod.gen";

export const inviteSchema = zAdminPostInvitesReq;
export type InviteValues = AdminPostInvitesReq;
export const NEW_INVITE: InviteValues = { user: "", role: "member" };
