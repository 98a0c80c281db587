// How the dashboard names a person: a customer, a team member, the addressee
// of an address, a note's author.
import type { User } from "@generated/admin/types.gen";

type Named = { first_name?: string | null; last_name?: string | null };

/** First and last name, whichever are given ("" when neither). */
export const personName = (person: Named) => [person.first_name, person.last_name].filter(Boolean).join(" ");

/** A user as people call them: their name, else their email (as the top bar shows them). */
export const userName = (user: Pick<User, "first_name" | "last_name" | "email">) => personName(user) || user.email;
