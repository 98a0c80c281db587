import type { User } from "@generated/admin/types.gen";

/** A user as people call them: their name, else their email (as the top bar shows them). */
export const userName = (user: Pick<User, "first_name" | "last_name" | "email">) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
