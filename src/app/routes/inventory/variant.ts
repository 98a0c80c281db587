// The variant an inventory item stocks. The server links each item to its
// variants; the link to a deleted variant stays, answered as null.
import type { DecoratedInventoryItemDto, ProductVariant } from "@generated/admin/types.gen";

export const stockedVariant = (item: Pick<DecoratedInventoryItemDto, "variants">): ProductVariant | undefined =>
  item.variants?.find((v): v is ProductVariant => v !== null);
