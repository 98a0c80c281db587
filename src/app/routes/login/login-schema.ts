// The sign-in form's validation: Zod and the generated request schema. LoginPage
// loads it when the user starts typing (or submits), not with the form, so that
// neither is on the sign-in page's critical path.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { z } from "zod/mini";
import { zAdminPostAuthReq } from "@generated/admin/zod.gen";

// The contract accepts an empty password; the form asks for one.
const loginSchema = z.extend(zAdminPostAuthReq, { password: z.string().check(z.minLength(1)) });
export type LoginValues = z.infer<typeof loginSchema>;

export const loginResolver = standardSchemaResolver(loginSchema);
