// The session cart's state and every change to it, as a pure reducer: each
// action yields a new state whose item totals, item count and grand total are
// recomputed. Arguments are checked before an action is dispatched (the
// `assert…` functions), so that a wrong call throws in its caller, not in React.
import {
  boundedQuantity,
  type CartItem,
  type CartItemInput,
  type CartRegion,
  cartTotals,
  decremented,
  incremented,
} from "./cart-totals";

export interface SessionCartState {
  region: CartRegion | null;
  items: CartItem[];
  totalItems: number;
  total: number;
}

export type SessionCartAction =
  | { type: "setRegion"; region: CartRegion }
  | { type: "addItem"; item: CartItemInput }
  | { type: "updateItem"; id: string; changes: Partial<CartItemInput> }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "increment"; id: string }
  | { type: "decrement"; id: string }
  | { type: "removeItem"; id: string }
  | { type: "setItems"; items: CartItemInput[] }
  | { type: "clearItems" };

export const emptyCart: SessionCartState = { region: null, items: [], totalItems: 0, total: 0 };

/** A state whose totals match its items and region. */
export const withTotals = (region: CartRegion | null, items: CartItemInput[]): SessionCartState => ({ region, ...cartTotals(items, region) });

const isNonEmptyObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

export function assertRegion(region: unknown): asserts region is CartRegion {
  if (!isNonEmptyObject(region)) throw new Error("region must be a non-empty object");
}

export function assertItem(item: unknown): asserts item is CartItemInput {
  if (!isNonEmptyObject(item)) throw new Error("item must be a non-empty object");
}

export function assertItems(items: unknown): asserts items is CartItemInput[] {
  if (!Array.isArray(items) || !items.every(isNonEmptyObject)) throw new Error("items must be an array of items");
}

const mapItem = (state: SessionCartState, id: string, change: (item: CartItem) => CartItemInput) =>
  withTotals(
    state.region,
    state.items.map((item) => (item.id === id ? change(item) : item)),
  );

export function sessionCartReducer(state: SessionCartState, action: SessionCartAction): SessionCartState {
  switch (action.type) {
    case "setRegion":
      // Prices follow the region: every line is priced again in its currency.
      return withTotals(action.region, state.items);
    case "addItem": {
      // One line per variant: adding a variant again replaces its line.
      const others = state.items.filter((item) => item.variant.id !== action.item.variant.id);
      const added = { ...action.item, quantity: boundedQuantity(action.item.quantity, action.item.variant) };
      return withTotals(state.region, [...others, added]);
    }
    case "updateItem":
      return mapItem(state, action.id, (item) => {
        const next = { ...item, ...action.changes };
        return action.changes.quantity === undefined ? next : { ...next, quantity: boundedQuantity(next.quantity, next.variant) };
      });
    case "setQuantity":
      return mapItem(state, action.id, (item) => ({ ...item, quantity: boundedQuantity(action.quantity, item.variant) }));
    case "increment":
      return mapItem(state, action.id, (item) => ({ ...item, quantity: incremented(item) }));
    case "decrement":
      return mapItem(state, action.id, (item) => ({ ...item, quantity: decremented(item) }));
    case "removeItem":
      return withTotals(
        state.region,
        state.items.filter((item) => item.id !== action.id),
      );
    case "setItems":
      return withTotals(state.region, action.items);
    case "clearItems":
      return withTotals(state.region, []);
  }
}
