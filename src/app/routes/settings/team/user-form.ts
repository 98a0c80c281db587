// The user form (an admin edits a teammate, or the profile its own names):
// names and role from the generated update body, each always sent.
import { z } from "zod/mini";
import type { AdminUpdateUserRequest, User } from "@generated/admin/types.gen";
import { zAdminUpdateUserRequest } from "@generated/admin/zod.gen";

export const userSchema = z.required(z.pick(zAdminUpdateUserRequest, { first_name: true, last_name: true, role: true }));
export type UserValues = z.infer<typeof userSchema>;

export const userValues = (user: User): UserValues => ({ first_name: user.first_name ?? "", last_name: user.last_name ?? "", role: user.role });

export const userBody = ({ first_name, last_name, role }: UserValues): AdminUpdateUserRequest => ({
  first_name: first_name.trim(),
  last_name: last_name.trim(),
  role,
});
