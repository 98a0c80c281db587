import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { getAuthQueryKey } from "@generated/admin/@tanstack/react-query.gen";
import { getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { savedViewsStorageKey } from "@app/components/data-table/use-saved-views";
import { forgetSession, startSession } from "./session";
import { SESSION_CART_STORAGE_KEY } from "./session-cart/session-cart-storage";

const ordersKey = ["orders", { offset: 0 }];
const userA = { user: { ...getGetAuthResponseMock().user, id: "usr_a" } };
const userB = { user: { ...getGetAuthResponseMock().user, id: "usr_b" } };

afterEach(() => localStorage.clear());

describe("ending a session", () => {
  it("forgets the cached answers and the session cart, and keeps the user's own list preferences", () => {
    const client = new QueryClient();
    client.setQueryData(getAuthQueryKey(), userA);
    client.setQueryData(ordersKey, { orders: [{ id: "order_1" }] });
    localStorage.setItem(SESSION_CART_STORAGE_KEY, JSON.stringify({ region: null, items: [{ id: "item_1" }] }));
    localStorage.setItem(savedViewsStorageKey("usr_a", "orders"), JSON.stringify([{ name: "Mine", view: "q=a" }]));

    forgetSession(client);

    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(SESSION_CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(savedViewsStorageKey("usr_a", "orders"))).not.toBeNull();
  });
});

describe("starting a session", () => {
  it("holds only the new user's session: nothing cached before it shows", () => {
    const client = new QueryClient();
    client.setQueryData(getAuthQueryKey(), userA);
    client.setQueryData(ordersKey, { orders: [{ id: "order_1" }] });

    startSession(client, userB);

    expect(client.getQueryData(getAuthQueryKey())).toEqual(userB);
    expect(client.getQueryData(ordersKey)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
