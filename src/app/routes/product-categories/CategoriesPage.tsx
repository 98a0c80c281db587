// /a/product-categories: the category tree; categories are added, edited,
// moved and deleted in place, and their products managed in a modal.
import { Center, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteProductCategoriesCategoryMutation } from "@generated/admin/@tanstack/react-query.gen";
import { Button } from "@app/components/controls/Button";
import { ErrorState } from "@app/components/data-table/TableStates";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import type { CategoryAction } from "./CategoryActions";
import { CategoryFormModal, type CategoryFormTarget } from "./CategoryFormModal";
import { CategoryProductsModal } from "./CategoryProductsModal";
import type { Category } from "./category-tree";
import { CategoryTree } from "./CategoryTree";
import { useCategoryTree } from "./use-category-tree";

export default function CategoriesPage() {
  const { t } = useTranslation();
  const { query, move } = useCategoryTree();
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [showingProducts, setShowingProducts] = useState<Category | null>(null);
  // A refusal (a category that still has sub-categories) is toasted with the server's message.
  const remove = useMutation({ ...deleteProductCategoriesCategoryMutation(), onSettled: () => setDeleting(null) });

  const onAction = (action: CategoryAction, category: Category) => {
    if (action === "products") setShowingProducts(category);
    else if (action === "edit") setFormTarget({ kind: "edit", category });
    else if (action === "addChild") setFormTarget({ kind: "create", parent: category });
    else setDeleting(category);
  };

  const confirmDelete = (category: Category) =>
    remove.mutateAsync(
      { path: { id: category.id } },
      { onSuccess: () => toaster.create({ type: "success", title: t("toast.success"), description: t("categories.delete.deleted", { name: category.name }) }) },
    );

  const addTopLevel = () => setFormTarget({ kind: "create", parent: null });
  const tree = query.data;

  return (
    <>
      <PageHeader
        title={t("nav.categories")}
        actions={
          <Button size="small" onClick={addTopLevel}>
            {t("categories.add")}
          </Button>
        }
      />
      {query.isPending ? (
        <RouteSpinner fullScreen={false} />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : tree?.length === 0 ? (
        <Center py="16" data-testid="categories-empty">
          <Stack align="center" gap="3">
            <Text color="fg.muted">{t("categories.empty")}</Text>
            <Button size="small" variant="secondary" onClick={addTopLevel}>
              {t("categories.add")}
            </Button>
          </Stack>
        </Center>
      ) : (
        tree && <CategoryTree tree={tree} onMove={move} onAction={onAction} />
      )}
      <CategoryFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <CategoryProductsModal category={showingProducts} onClose={() => setShowingProducts(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("categories.delete.title", { name: deleting?.name ?? "" })}
        description={t("categories.delete.description")}
        confirmLabel={t("categories.delete.confirm")}
        danger
        busy={remove.isPending}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
