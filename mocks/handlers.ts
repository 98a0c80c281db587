// The generated MSW handlers of both contracts (orval, faker data): every
// operation answers with a plausible success. Tests override single
// operations with the generated get…MockHandler(override) factories.
import { getMedusaAdminAPIMock } from "@generated/mocks/admin/admin";
import { getMedusaStorefrontAPIMock } from "@generated/mocks/store/store";

export const handlers = [...getMedusaAdminAPIMock(), ...getMedusaStorefrontAPIMock()];
