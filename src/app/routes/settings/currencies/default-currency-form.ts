// The default-currency form: one of the store's currencies (the server
// refuses a default the store does not have).
import { z } from "zod/mini";
import { zAdminPostStoreReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

export const defaultCurrencySchema = z.extend(z.pick(zAdminPostStoreReq, { default_currency_code: true }), { default_currency_code: requiredText() });
export type DefaultCurrencyValues = z.infer<typeof defaultCurrencySchema>;
