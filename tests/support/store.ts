// GET /admin/store's answer for tests that set the store's flags, modules or
// currencies: a whole store as the contract has it (the response is checked
// against its schema), with what the test gives.
import type { ExtendedStoreDto } from "@generated/admin/types.gen";
import { getGetStoreResponseMock } from "@generated/mocks/admin/admin";

export const storeAnswer = (store: Partial<ExtendedStoreDto>) => ({ store: { ...getGetStoreResponseMock().store, modules: [], ...store } });

/** Currencies as the store lists them, by code. */
export const currencies = (...codes: string[]) => codes.map((code) => ({ code, symbol: code, symbol_native: code, name: code }));
