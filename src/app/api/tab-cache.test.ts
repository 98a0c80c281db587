import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepTabCache, restoreTabCache } from "./tab-cache";

const ordersKey = ["orders", { offset: 0 }];
const orders = { orders: [{ id: "order_1" }], count: 1 };

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("the tab's query cache", () => {
  it("shows the answers of before a reload at once, as stale so that they are fetched again", async () => {
    vi.useFakeTimers();
    const before = new QueryClient();
    const stop = keepTabCache(before);
    before.setQueryData(ordersKey, orders);
    vi.advanceTimersByTime(1000);
    stop();

    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    restoreTabCache(after);
    expect(after.getQueryData(ordersKey)).toEqual(orders);
    expect(after.getQueryState(ordersKey)?.isInvalidated).toBe(true);
  });

  it("forgets what a sign-out cleared", () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = keepTabCache(client);
    client.setQueryData(ordersKey, orders);
    vi.advanceTimersByTime(1000);
    client.clear();
    vi.advanceTimersByTime(1000);
    stop();
    const next = new QueryClient();
    restoreTabCache(next);
    expect(next.getQueryData(ordersKey)).toBeUndefined();
  });

  it("ignores a damaged copy", () => {
    sessionStorage.setItem("medusa-admin:query-cache", "{not json");
    const client = new QueryClient();
    restoreTabCache(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem("medusa-admin:query-cache")).toBeNull();
  });
});
