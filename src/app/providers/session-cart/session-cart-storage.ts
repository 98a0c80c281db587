// The session cart survives a reload in local storage (region and items only;
// totals are recomputed on reading, so a stored cart can never be out of step).
import { emptyCart, type SessionCartState, withTotals } from "./session-cart-state";

export const SESSION_CART_STORAGE_KEY = "medusa-session-cart";

export function readSessionCart(storage: Storage | undefined = globalThis.localStorage): SessionCartState {
  try {
    const raw = storage?.getItem(SESSION_CART_STORAGE_KEY);
    if (!raw) return emptyCart;
    const saved = JSON.parse(raw) as Partial<SessionCartState>;
    return withTotals(saved.region ?? null, Array.isArray(saved.items) ? saved.items : []);
  } catch {
    // A damaged entry (or storage the browser refuses) starts an empty cart.
    return emptyCart;
  }
}

export function writeSessionCart(state: SessionCartState, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(SESSION_CART_STORAGE_KEY, JSON.stringify({ region: state.region, items: state.items }));
  } catch {
    // Full or refused storage: the cart still works for this page's lifetime.
  }
}

/** Forgets the stored cart (signing out: the next user starts without it). */
export function clearSessionCart(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(SESSION_CART_STORAGE_KEY);
  } catch {
    // Refused storage holds no cart.
  }
}
