// The new items an exchange or a claim sends: picked variants with their
// price on the order and a quantity each. The server takes only the variant
// and the quantity; the price is kept to show what they add up to.
import { z } from "zod/mini";

export const newItemSchema = z.object({
  variant_id: z.string(),
  title: z.string(),
  unit_price: z.number(),
  quantity: z.nullable(z.int().check(z.positive())),
});
export type NewItem = z.infer<typeof newItemSchema>;

/** The form values a form holding NewItemsField has (among its own). */
export interface NewItemsValues {
  new_items: NewItem[];
}

/** Picks join the list; a variant already there gets one more. */
export function addPicks(items: readonly NewItem[], picks: readonly Omit<NewItem, "quantity">[]): NewItem[] {
  const next = items.map((item) => ({ ...item }));
  for (const pick of picks) {
    const there = next.find((item) => item.variant_id === pick.variant_id);
    if (there) there.quantity = (there.quantity ?? 0) + 1;
    else next.push({ ...pick, quantity: 1 });
  }
  return next;
}

export const newItemsBody = (items: readonly NewItem[]) => items.filter((i) => (i.quantity ?? 0) > 0).map(({ variant_id, quantity }) => ({ variant_id, quantity: quantity! }));

/** In the order's currency, minor units (none for zero-decimal currencies: the prices are already so). */
export const newItemsTotal = (items: readonly NewItem[]) => items.reduce((sum, i) => sum + i.unit_price * (i.quantity ?? 0), 0);
