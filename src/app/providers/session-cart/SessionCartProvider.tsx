// A cart kept in the browser for the session (e.g. while an admin composes a
// draft order): a region, one line per variant, and the totals in the
// region's currency. Stored under `medusa-session-cart` in local storage.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from "react";
import type { CartItem, CartItemInput, CartRegion } from "./cart-totals";
import { assertItem, assertItems, assertRegion, type SessionCartState, sessionCartReducer } from "./session-cart-state";
import { readSessionCart, writeSessionCart } from "./session-cart-storage";

export interface SessionCartContextValue extends SessionCartState {
  setRegion: (region: CartRegion) => void;
  /** Adds a line; a line of the same variant is replaced. */
  addItem: (item: CartItemInput) => void;
  updateItem: (id: string, changes: Partial<CartItemInput>) => void;
  updateItemQuantity: (id: string, quantity: number) => void;
  incrementItemQuantity: (id: string) => void;
  decrementItemQuantity: (id: string) => void;
  removeItem: (id: string) => void;
  /** Replaces every line. */
  setItems: (items: CartItemInput[]) => void;
  clearItems: () => void;
  getItem: (id: string) => CartItem | undefined;
}

const SessionCartContext = createContext<SessionCartContextValue | null>(null);

export function SessionCartProvider({ children, initialState }: { children: ReactNode; initialState?: SessionCartState }) {
  const [state, dispatch] = useReducer(sessionCartReducer, initialState, (given) => given ?? readSessionCart());
  useEffect(() => writeSessionCart(state), [state]);
  const getItem = useCallback((id: string) => state.items.find((item) => item.id === id), [state.items]);
  const value = useMemo<SessionCartContextValue>(
    () => ({
      ...state,
      getItem,
      setRegion: (region) => {
        assertRegion(region);
        dispatch({ type: "setRegion", region });
      },
      addItem: (item) => {
        assertItem(item);
        dispatch({ type: "addItem", item });
      },
      updateItem: (id, changes) => dispatch({ type: "updateItem", id, changes }),
      updateItemQuantity: (id, quantity) => dispatch({ type: "setQuantity", id, quantity }),
      incrementItemQuantity: (id) => dispatch({ type: "increment", id }),
      decrementItemQuantity: (id) => dispatch({ type: "decrement", id }),
      removeItem: (id) => dispatch({ type: "removeItem", id }),
      setItems: (items) => {
        assertItems(items);
        dispatch({ type: "setItems", items });
      },
      clearItems: () => dispatch({ type: "clearItems" }),
    }),
    [state, getItem],
  );
  return <SessionCartContext.Provider value={value}>{children}</SessionCartContext.Provider>;
}

export function useSessionCart() {
  const ctx = useContext(SessionCartContext);
  if (!ctx) throw new Error("useSessionCart should be used as a child of SessionCartProvider");
  return ctx;
}
