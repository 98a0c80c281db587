import { describe, expect, it, vi } from "vitest";
import { createFetch, isRetryable } from "./fetch-with-retries";

/** A fake network answering in turn with the given statuses ("net" = no response). */
function network(...answers: (number | "net")[]) {
  const seen: Request[] = [];
  const base = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (answer === "net") throw new TypeError("Failed to fetch");
    return new Response("{}", { status: answer });
  });
  return { base: base as unknown as typeof fetch, seen };
}

const post = (f: typeof fetch) => f("http://medusa.test/admin/orders/o1/refund", { method: "POST", body: JSON.stringify({ amount: 1 }) });

describe("retries", () => {
  it("retries only network failures, 409 and 501-599", () => {
    expect([undefined, 409, 501, 503, 599].map((s) => isRetryable(s === undefined ? undefined : new Response(null, { status: s })))).toEqual([true, true, true, true, true]);
    expect([400, 401, 404, 422, 500].map((s) => isRetryable(new Response(null, { status: s })))).toEqual([false, false, false, false, false]);
  });

  it("does not retry, nor add an idempotency key, when max retries is 0", async () => {
    const net = network(503, 200);
    const res = await post(createFetch({ maxRetries: 0, timeoutMs: 0 }, net.base));
    expect(res.status).toBe(503);
    expect(net.seen).toHaveLength(1);
    expect(net.seen[0].headers.has("Idempotency-Key")).toBe(false);
  });

  it("retries a 503 with the same idempotency key and the same body", async () => {
    const net = network(503, "net", 200);
    const res = await post(createFetch({ maxRetries: 3, timeoutMs: 0, baseDelayMs: 0, newKey: () => "key-1" }, net.base));
    expect(res.status).toBe(200);
    expect(net.seen.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["key-1", "key-1", "key-1"]);
    expect(await Promise.all(net.seen.map((r) => r.text()))).toEqual(Array(3).fill('{"amount":1}'));
  });

  it("gives up after max retries and returns the last answer", async () => {
    const net = network(502);
    const res = await post(createFetch({ maxRetries: 2, timeoutMs: 0, baseDelayMs: 0 }, net.base));
    expect(res.status).toBe(502);
    expect(net.seen).toHaveLength(3);
  });

  it("never retries a client error, and GETs carry no idempotency key", async () => {
    const net = network(400, 200);
    const res = await createFetch({ maxRetries: 3, timeoutMs: 0, baseDelayMs: 0 }, net.base)("http://medusa.test/admin/orders");
    expect(res.status).toBe(400);
    expect(net.seen).toHaveLength(1);
    expect(net.seen[0].headers.has("Idempotency-Key")).toBe(false);
  });

  it("backs off exponentially", async () => {
    vi.useFakeTimers();
    try {
      const net = network(503, 503, 200);
      const pending = post(createFetch({ maxRetries: 3, timeoutMs: 0, baseDelayMs: 100 }, net.base));
      await vi.advanceTimersByTimeAsync(99);
      expect(net.seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(net.seen).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(199);
      expect(net.seen).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("has no timeout by default, and abandons a call after the configured one", async () => {
    const slow = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response("{}")), 50);
        init?.signal?.addEventListener("abort", () => (clearTimeout(timer), reject(init.signal!.reason)));
      })) as typeof fetch;
    expect((await createFetch({ maxRetries: 0, timeoutMs: 0 }, slow)("http://medusa.test/x")).status).toBe(200);
    await expect(createFetch({ maxRetries: 2, timeoutMs: 10 }, slow)("http://medusa.test/x")).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
