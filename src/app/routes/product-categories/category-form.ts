// The fields of the category form, validated with the generated request
// schemas (create and update), and the bodies sent for them.
import { z } from "zod/mini";
import type { AdminPostProductCategoriesCategoryReq, AdminPostProductCategoriesReq } from "@generated/admin/types.gen";
import { zAdminPostProductCategoriesCategoryReq, zAdminPostProductCategoriesReq } from "@generated/admin/zod.gen";
import type { Category } from "./category-tree";

const FIELDS = { name: true, handle: true, description: true, is_active: true, is_internal: true } as const;
// The server refuses an empty name ("name should not be empty").
const requiredName = { name: z.string().check(z.trim(), z.minLength(1)) };

export const createSchema = z.extend(z.pick(zAdminPostProductCategoriesReq, FIELDS), requiredName);
export const updateSchema = z.extend(z.pick(zAdminPostProductCategoriesCategoryReq, FIELDS), requiredName);

export type CategoryFormValues = z.infer<typeof createSchema>;

export const formValuesOf = (category?: Category): CategoryFormValues => ({
  name: category?.name ?? "",
  handle: category?.handle ?? "",
  description: category?.description ?? "",
  is_active: category?.is_active ?? true,
  is_internal: category?.is_internal ?? false,
});

// An empty handle is left out: the server makes one from the name on create
// and refuses an empty one on update.
const withoutEmptyHandle = <T extends CategoryFormValues>(values: T) => {
  const { handle, ...rest } = values;
  return handle ? { ...rest, handle } : rest;
};

/**
 * A top-level category says so with an explicit null: without it the server
 * ranks it after every category of every level (observed: rank 9 with 4
 * top-level categories), not after its siblings.
 */
export const createBody = (values: CategoryFormValues, parentId: string | null): AdminPostProductCategoriesReq => ({
  ...withoutEmptyHandle(values),
  parent_category_id: parentId,
});

export const updateBody = (values: CategoryFormValues): AdminPostProductCategoriesCategoryReq => withoutEmptyHandle(values);
