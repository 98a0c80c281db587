// Adding currencies to the store and removing them, one request per currency
// (POST / DELETE /admin/store/currencies/{code}). The requests go one after
// another: each rewrites the store's list of currencies, and two at once
// could lose one of them. One toast says how it went.
import { useMutation } from "@tanstack/react-query";
import { deleteStoreCurrenciesCodeMutation, postStoreCurrenciesCodeMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { useBulkRunner } from "@app/components/data-table/use-bulk-runner";

export function useStoreCurrencies() {
  const { inOrder } = useBulkRunner();
  const add = useMutation(inlineErrors(postStoreCurrenciesCodeMutation()));
  const remove = useMutation(inlineErrors(deleteStoreCurrenciesCodeMutation()));
  return {
    /** Rejects when none could be added (the picker stays open with its picks). */
    add: async (codes: string[]) => {
      const failed = await inOrder(codes, (code) => add.mutateAsync({ path: { code } }), "settings.currencies.store.added");
      if (failed === codes.length) throw new Error("no currency added");
    },
    remove: (codes: string[]) => inOrder(codes, (code) => remove.mutateAsync({ path: { code } }), "settings.currencies.remove.done"),
  };
}
