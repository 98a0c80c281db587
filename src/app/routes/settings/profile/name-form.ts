// The profile's name form: first and last name from the generated update body.
import { z } from "zod/mini";
import type { User } from "@generated/admin/types.gen";
import { zAdminUpdateUserRequest } from "@generated/admin/zod.gen";

export const nameSchema = z.required(z.pick(zAdminUpdateUserRequest, { first_name: true, last_name: true }));
export type NameValues = z.infer<typeof nameSchema>;

export const nameValues = (user: User): NameValues => ({ first_name: user.first_name ?? "", last_name: user.last_name ?? "" });
export const nameBody = ({ first_name, last_name }: NameValues): NameValues => ({ first_name: first_name.trim(), last_name: last_name.trim() });
