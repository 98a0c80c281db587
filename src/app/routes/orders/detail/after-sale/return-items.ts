// The value of a ReturnItemsField: one row per returnable item of the order
// (chosen or not, how many, and optionally why), checked before sending:
// something chosen, every chosen quantity from 1 to what can be returned.
import { z } from "zod/mini";
import type { Order } from "@generated/admin/types.gen";
import { type ChosenQuantity, returnableItems } from "./return-rules";

/** A row's fields; a form with more per item (a claim's reason, images) extends them. */
export const returnItemShape = {
  item_id: z.string(),
  /** The most that may be chosen (from return-rules, as the form opened). */
  returnable: z.int(),
  chosen: z.boolean(),
  quantity: z.nullable(z.int()),
  reason_id: z.string(),
  note: z.string(),
};

/** A chosen row needs a quantity from 1 to what can be returned. */
export const quantityCheck = z.superRefine((r: { chosen: boolean; quantity: number | null; returnable: number }, ctx) => {
  if (!r.chosen) return;
  const problem = r.quantity === null || r.quantity < 1 ? "orders.afterSale.items.quantityRequired" : r.quantity > r.returnable ? "orders.afterSale.items.tooMany" : null;
  if (problem) ctx.issues.push({ code: "custom", input: r.quantity, path: ["quantity"], params: { i18n: problem } });
});

/** The rows, of which at least one chosen. */
export const chosenRows = <S extends z.ZodMiniType<{ chosen: boolean }>>(rowSchema: S) =>
  z.array(rowSchema).check(z.refine((rows) => rows.some((r) => r.chosen), { params: { i18n: "orders.afterSale.items.noneChosen" } }));

const row = z.object(returnItemShape).check(quantityCheck);
export type ReturnItemRow = z.infer<typeof row>;

export const returnItemsSchema = chosenRows(row);

/** Every returnable item, none chosen yet; one of each once chosen. */
export const returnItemRows = (order: Order): ReturnItemRow[] =>
  returnableItems(order).map(({ item, returnable }) => ({ item_id: item.id, returnable, chosen: false, quantity: 1, reason_id: "", note: "" }));

/** The chosen rows with a quantity (for totals while typing: a row still being typed counts as 0). */
export const chosenQuantities = (rows: ReturnItemRow[]): ChosenQuantity[] =>
  rows.filter((r) => r.chosen && (r.quantity ?? 0) > 0).map((r) => ({ item_id: r.item_id, quantity: r.quantity! }));

/** The chosen rows as a return request's items: reason and note only when given. */
export const returnItemsBody = (rows: ReturnItemRow[]) =>
  rows
    .filter((r) => r.chosen)
    .map((r) => ({
      item_id: r.item_id,
      quantity: r.quantity!,
      ...(r.reason_id ? { reason_id: r.reason_id } : {}),
      ...(r.note.trim() ? { note: r.note.trim() } : {}),
    }));
