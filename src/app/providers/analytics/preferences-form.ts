// The usage-data preferences form: an optional contact email and two switches.
import { z } from "zod/mini";

/** Text, @, a domain with a dot and a suffix of at least two letters (any case). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export interface PreferencesValues {
  email: string;
  anonymize: boolean;
  opt_out: boolean;
}

export const emptyPreferences: PreferencesValues = { email: "", anonymize: false, opt_out: false };

/** The email is only asked for (and checked) while neither switch is on; it stays optional. */
export const emailDisabled = (values: Pick<PreferencesValues, "anonymize" | "opt_out">) => values.anonymize || values.opt_out;

export const preferencesSchema = z
  .object({ email: z.string(), anonymize: z.boolean(), opt_out: z.boolean() })
  .check(
    z.refine((v) => emailDisabled(v) || v.email.trim() === "" || EMAIL_PATTERN.test(v.email.trim()), {
      path: ["email"],
      params: { i18n: "validation.email" },
    }),
  );
