import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartRegion, CartVariant } from "./cart-totals";
import { SessionCartProvider, useSessionCart } from "./SessionCartProvider";
import { SESSION_CART_STORAGE_KEY } from "./session-cart-storage";

const region: CartRegion = { id: "reg_eu", currency_code: "eur", tax_rate: 10, includes_tax: false };
const shirt: CartVariant = { id: "variant_shirt", inventory_quantity: 3, prices: [{ currency_code: "eur", amount: 1000 }, { currency_code: "usd", amount: 2000 }] };
const mug: CartVariant = { id: "variant_mug", inventory_quantity: 50, prices: [{ currency_code: "eur", amount: 500 }] };

const wrapper = ({ children }: { children: ReactNode }) => <SessionCartProvider>{children}</SessionCartProvider>;
const renderCart = () => renderHook(() => useSessionCart(), { wrapper }).result;

afterEach(() => localStorage.clear());

describe("session cart", () => {
  it("names its provider when used outside it", () => {
    expect(() => renderHook(() => useSessionCart())).toThrow("useSessionCart should be used as a child of SessionCartProvider");
  });

  it("recomputes line totals, item count and grand total on every change", () => {
    const cart = renderCart();
    act(() => cart.current.setRegion(region));
    act(() => cart.current.addItem({ variant: shirt, quantity: 2 }));
    act(() => cart.current.addItem({ variant: mug, quantity: 4 }));
    expect(cart.current.items.map((i) => [i.id, i.quantity, i.total])).toEqual([
      ["variant_shirt", 2, 2200],
      ["variant_mug", 4, 2200],
    ]);
    expect([cart.current.totalItems, cart.current.total]).toEqual([6, 4400]);

    act(() => cart.current.updateItemQuantity("variant_mug", 1));
    expect([cart.current.totalItems, cart.current.total]).toEqual([3, 2750]);
    act(() => cart.current.removeItem("variant_shirt"));
    expect([cart.current.totalItems, cart.current.total]).toEqual([1, 550]);
    act(() => cart.current.setItems([{ variant: shirt, quantity: 1 }]));
    expect(cart.current.items.map((i) => i.id)).toEqual(["variant_shirt"]);
    expect([cart.current.totalItems, cart.current.total]).toEqual([1, 1100]);
    act(() => cart.current.clearItems());
    expect([cart.current.items, cart.current.totalItems, cart.current.total]).toEqual([[], 0, 0]);
  });

  it("prices lines again when the region changes", () => {
    const cart = renderCart();
    act(() => cart.current.setRegion(region));
    act(() => cart.current.addItem({ variant: shirt, quantity: 1 }));
    act(() => cart.current.setRegion({ currency_code: "usd", tax_rate: 0, includes_tax: true }));
    expect([cart.current.items[0]!.unitPrice, cart.current.total]).toEqual([2000, 2000]);
  });

  it("replaces the line of a variant added again", () => {
    const cart = renderCart();
    act(() => cart.current.addItem({ variant: shirt, quantity: 1 }));
    act(() => cart.current.addItem({ variant: mug, quantity: 1 }));
    act(() => cart.current.addItem({ variant: shirt, quantity: 2 }));
    expect(cart.current.items.map((i) => [i.id, i.quantity])).toEqual([
      ["variant_mug", 1],
      ["variant_shirt", 2],
    ]);
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(2);
  });

  it("bounds quantities: 0 or less becomes 1, capped at inventory; +1 capped, -1 floored at 0", () => {
    const cart = renderCart();
    act(() => cart.current.addItem({ variant: shirt, quantity: 0 }));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(1);
    act(() => cart.current.updateItemQuantity("variant_shirt", 10));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(3);
    act(() => cart.current.incrementItemQuantity("variant_shirt"));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(3);
    act(() => cart.current.updateItemQuantity("variant_shirt", -2));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(1);
    act(() => cart.current.decrementItemQuantity("variant_shirt"));
    act(() => cart.current.decrementItemQuantity("variant_shirt"));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(0);
    act(() => cart.current.updateItem("variant_shirt", { quantity: 7 }));
    expect(cart.current.getItem("variant_shirt")?.quantity).toBe(3);
  });

  it("refuses wrong arguments with their messages", () => {
    const cart = renderCart();
    expect(() => cart.current.setRegion({} as CartRegion)).toThrow("region must be a non-empty object");
    expect(() => cart.current.setRegion(null as unknown as CartRegion)).toThrow("region must be a non-empty object");
    expect(() => cart.current.addItem({} as never)).toThrow("item must be a non-empty object");
    expect(() => cart.current.addItem(undefined as never)).toThrow("item must be a non-empty object");
    expect(() => cart.current.setItems({} as never)).toThrow("items must be an array of items");
    expect(() => cart.current.setItems([null] as never)).toThrow("items must be an array of items");
  });

  it("keeps region and items in local storage under medusa-session-cart, and reads them back", () => {
    const first = renderCart();
    act(() => first.current.setRegion(region));
    act(() => first.current.addItem({ variant: mug, quantity: 2 }));
    const stored = JSON.parse(localStorage.getItem(SESSION_CART_STORAGE_KEY)!);
    expect(stored.region).toEqual(region);
    expect(stored.items).toHaveLength(1);

    const second = renderCart();
    expect([second.current.region, second.current.totalItems, second.current.total]).toEqual([region, 2, 1100]);
  });

  it("starts empty from a damaged stored cart", () => {
    localStorage.setItem(SESSION_CART_STORAGE_KEY, "{not json");
    const cart = renderCart();
    expect([cart.current.region, cart.current.items, cart.current.total]).toEqual([null, [], 0]);
  });
});
