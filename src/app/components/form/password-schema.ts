// A new password typed twice; the second must match the first.
import { z } from "zod/mini";

export const NEW_PASSWORD_MIN = 8;

export const newPasswordFields = {
  password: z.string().check(z.minLength(NEW_PASSWORD_MIN)),
  confirm: z.string().check(z.minLength(1)),
};

export const passwordsMatch = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  path: ["confirm"],
  params: { i18n: "validation.passwordsDiffer" },
});
