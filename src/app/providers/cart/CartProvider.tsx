// The cart being composed on the server side (e.g. a draft order's): its id,
// once the server has one, and its lines in the shape the draft-order
// contract takes. Kept in memory only; the session cart is the stored one.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { AdminPostDraftOrdersReq } from "@generated/admin/types.gen";

export type CartLine = NonNullable<AdminPostDraftOrdersReq["items"]>[number];

export interface Cart {
  id: string | null;
  items: CartLine[];
}

export interface CartContextValue extends Cart {
  /** Sum of the lines' quantities. */
  totalItems: number;
  setCart: (cart: Cart) => void;
  setId: (id: string | null) => void;
  setItems: (items: CartLine[]) => void;
  clearCart: () => void;
}

const EMPTY: Cart = { id: null, items: [] };

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children, initialCart = EMPTY }: { children: ReactNode; initialCart?: Cart }) {
  const [cart, setCart] = useState<Cart>(initialCart);
  const value = useMemo<CartContextValue>(
    () => ({
      ...cart,
      totalItems: cart.items.reduce((sum, line) => sum + line.quantity, 0),
      setCart,
      setId: (id) => setCart((current) => ({ ...current, id })),
      setItems: (items) => setCart((current) => ({ ...current, items })),
      clearCart: () => setCart(EMPTY),
    }),
    [cart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart() {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
