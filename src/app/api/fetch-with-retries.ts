// The fetch the generated clients use: optional timeout, and retries with
// exponential backoff for failures worth retrying. A retried POST keeps one
// Idempotency-Key, so the server never applies a refund or an order twice.
export interface RetryOptions {
  /** 0 (the default) disables retries and idempotency keys. */
  maxRetries: number;
  /** Milliseconds before a call is abandoned; 0 means never. */
  timeoutMs: number;
  /** First backoff delay; each retry doubles it. */
  baseDelayMs?: number;
  /** Where the key comes from (tests pin it). */
  newKey?: () => string;
}

/** Network failure without a response, 409, or a status above 500 up to 599. */
export const isRetryable = (response: Response | undefined) =>
  response === undefined || response.status === 409 || (response.status > 500 && response.status <= 599);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createFetch(options: RetryOptions, base: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  const { maxRetries, timeoutMs, baseDelayMs = 300, newKey = () => crypto.randomUUID() } = options;
  return async (input, init) => {
    let request = new Request(input, init);
    if (maxRetries > 0 && request.method === "POST" && !request.headers.has("Idempotency-Key")) {
      const headers = new Headers(request.headers);
      headers.set("Idempotency-Key", newKey());
      request = new Request(request, { headers });
    }
    for (let attempt = 0; ; attempt++) {
      // A Request body can be read once: every attempt sends a fresh clone.
      const sent = request.clone();
      const signal = timeoutMs > 0 ? AbortSignal.any([sent.signal, AbortSignal.timeout(timeoutMs)]) : sent.signal;
      const last = attempt >= maxRetries;
      try {
        const response = await base(sent, { signal });
        if (last || !isRetryable(response)) return response;
      } catch (error) {
        // A cancelled or timed-out call is not a network failure: never retried.
        const name = (error as Error).name;
        if (last || name === "AbortError" || name === "TimeoutError") throw error;
      }
      await sleep(baseDelayMs * 2 ** attempt);
    }
  };
}
