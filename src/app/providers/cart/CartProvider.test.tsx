import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CartProvider, useCart } from "./CartProvider";

describe("cart", () => {
  it("names its provider when used outside it", () => {
    expect(() => renderHook(() => useCart())).toThrow("useCart must be used within a CartProvider");
  });

  it("holds the cart's id and lines", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
    const { result } = renderHook(() => useCart(), { wrapper });
    expect([result.current.id, result.current.items, result.current.totalItems]).toEqual([null, [], 0]);
    act(() => result.current.setId("cart_1"));
    act(() =>
      result.current.setItems([
        { variant_id: "variant_a", quantity: 2 },
        { variant_id: "variant_b", quantity: 3 },
      ]),
    );
    expect([result.current.id, result.current.totalItems]).toEqual(["cart_1", 5]);
    act(() => result.current.clearCart());
    expect([result.current.id, result.current.items]).toEqual([null, []]);
  });
});
