// The whole category tree in one request, and moves that show at once: the
// cached tree is changed before the server answers and put back if it
// refuses (the query client toasts the error).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getProductCategoriesOptions, postProductCategoriesCategoryMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AdminProductCategoriesListRes } from "@generated/admin/types.gen";
import { applyMove, type Category, type Move, sortByRank } from "./category-tree";

// `parent_category_id=null` (the server reads the text "null" as null) gives
// the top level, each with its descendants; the limit counts top-level categories.
const treeOptions = getProductCategoriesOptions({ query: { parent_category_id: "null", include_descendants_tree: true, limit: 1000 } });

const selectTree = (data: AdminProductCategoriesListRes): Category[] => sortByRank(data.product_categories);

export function useCategoryTree() {
  const queryClient = useQueryClient();
  const query = useQuery({ ...treeOptions, select: selectTree });
  const move = useMutation({
    ...postProductCategoriesCategoryMutation(),
    onMutate: async ({ path, body }) => {
      await queryClient.cancelQueries({ queryKey: treeOptions.queryKey });
      const previous = queryClient.getQueryData(treeOptions.queryKey);
      const step: Move = { id: path.id, parent_category_id: body?.parent_category_id ?? null, rank: body?.rank ?? 0 };
      queryClient.setQueryData(treeOptions.queryKey, (data) => data && { ...data, product_categories: applyMove(sortByRank(data.product_categories), step) });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(treeOptions.queryKey, context.previous);
    },
  });
  return {
    query,
    /** Sends one move; the tree shows it before the answer. */
    move: ({ id, ...body }: Move) => move.mutate({ path: { id }, body }),
  };
}
