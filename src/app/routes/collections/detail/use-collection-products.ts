// Adding products to a collection and removing them, each success said in a
// toast; a failure is toasted by the query client and rejects.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteProductsFromCollectionMutation, postProductsToCollectionMutation } from "@generated/admin/@tanstack/react-query.gen";
import { toaster } from "@app/components/toaster";

export function useCollectionProducts(collectionId: string) {
  const { t } = useTranslation();
  const addMutation = useMutation(postProductsToCollectionMutation());
  const removeMutation = useMutation(deleteProductsFromCollectionMutation());
  const path = { id: collectionId };
  const done = (description: string) => toaster.create({ type: "success", title: t("toast.success"), description });
  return {
    add: async (ids: string[]) => {
      await addMutation.mutateAsync({ path, body: { product_ids: ids } });
      done(t("collections.products.added", { count: ids.length }));
    },
    remove: async (ids: string[]) => {
      await removeMutation.mutateAsync({ path, body: { product_ids: ids } });
      done(t("collections.products.removed", { count: ids.length }));
    },
  };
}
