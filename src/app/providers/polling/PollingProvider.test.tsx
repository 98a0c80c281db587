import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getProductsQueryKey } from "@generated/admin/@tanstack/react-query.gen";
import { getGetBatchJobsMockHandler } from "@generated/mocks/admin/admin";
import type { BatchJob } from "@generated/admin/types.gen";
import { createQueryClient } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";
import { PollingProvider, usePolling } from "./PollingProvider";

const LOADED = new Date("2026-05-01T10:00:00Z").getTime();

const job = (id: string, type: BatchJob["type"], completedAt: string | null): BatchJob => ({
  id,
  type,
  status: completedAt ? "completed" : "processing",
  created_by: "usr_1",
  context: {},
  dry_run: false,
  result: null,
  pre_processed_at: null,
  processing_at: null,
  confirmed_at: null,
  completed_at: completedAt,
  canceled_at: null,
  failed_at: null,
  created_at: "2026-05-01T09:00:00Z",
  updated_at: "2026-05-01T09:00:00Z",
  deleted_at: null,
});

/** Answers the batch-job list with `jobs()` and records when (fake clock) and with what query each poll came. */
function answerJobs(jobs: () => BatchJob[] = () => []) {
  const polls: { at: number; url: URL }[] = [];
  server.use(
    getGetBatchJobsMockHandler(({ request }) => {
      polls.push({ at: Date.now() - LOADED, url: new URL(request.url) });
      return { batch_jobs: jobs(), count: jobs().length, offset: 0, limit: 100 };
    }),
  );
  return polls;
}

function renderPolling(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PollingProvider>{children}</PollingProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(() => usePolling(), { wrapper }), client };
}

// In small steps: React renders what a timer changed (e.g. the registered
// moment being reached) when each act() ends, as a browser would right away.
const STEP_MS = 100;
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= STEP_MS) await act(() => vi.advanceTimersByTimeAsync(Math.min(STEP_MS, left)));
}
const gaps = (polls: { at: number }[]) => polls.slice(1).map((p, i) => p.at - polls[i]!.at);

beforeEach(() => {
  vi.useFakeTimers({ now: LOADED });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("batch-job polling", () => {
  it("names its provider when used outside it", () => {
    expect(() => renderHook(() => usePolling())).toThrow("usePolling must be used within a PollingProvider");
  });

  it("lists up to 100 jobs created since local midnight one month before page load", async () => {
    const polls = answerJobs();
    renderPolling();
    await advance(100);
    const query = polls[0]!.url.searchParams;
    expect(query.get("limit")).toBe("100");
    const since = new Date(LOADED);
    since.setMonth(since.getMonth() - 1);
    since.setHours(0, 0, 0, 0);
    expect(query.get("created_at[gte]")).toBe(since.toISOString());
  });

  it("polls after 2, 5, 10, 15, 30 and 60 s, then every 60 s", async () => {
    const polls = answerJobs();
    const { result } = renderPolling();
    await advance(185_000);
    expect(polls[0]!.at).toBe(0);
    expect(gaps(polls)).toEqual([2000, 5000, 10000, 15000, 30000, 60000, 60000]);
    expect(result.current.batchJobs).toEqual([]);
  });

  it("resetInterval polls at once and starts the schedule again at 2 s", async () => {
    const polls = answerJobs();
    const { result } = renderPolling();
    await advance(70_000); // polls at 0, 2, 7, 17, 32, 62 s
    expect(polls).toHaveLength(6);
    act(() => result.current.resetInterval());
    await advance(8_000);
    expect(polls.slice(6).map((p) => p.at)).toEqual([70_000, 72_000, 77_000]);
  });

  it("polls only once the clock reaches the registered moment", async () => {
    const polls = answerJobs();
    const { result } = renderPolling();
    await advance(100);
    act(() => result.current.registerPolling(LOADED + 30_000));
    await advance(29_000);
    expect(polls.map((p) => p.at)).toEqual([0]);
    await advance(3_000); // moment reached at 30 s; one settled poll so far, so the next comes 2 s later
    expect(polls.map((p) => p.at)).toEqual([0, 32_000]);
  });

  it("refetches when the window regains focus", async () => {
    const polls = answerJobs();
    renderPolling();
    await advance(1_000);
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    await advance(100);
    expect(polls.map((p) => p.at)).toEqual([0, 1_000]);
  });

  it("toasts each job that completed after the last check, once", async () => {
    const create = vi.spyOn(toaster, "create");
    let jobs = [job("old", "product-export", "2026-05-01T09:59:59Z"), job("running", "product-export", null)];
    answerJobs(() => jobs);
    renderPolling();
    await advance(100);
    expect(create).not.toHaveBeenCalled();

    jobs = [job("old", "product-export", "2026-05-01T09:59:59Z"), job("running", "product-export", "2026-05-01T10:00:01Z")];
    await advance(2_000);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ type: "success", title: "Success", description: "Product export batch job completed" });

    jobs = [...jobs, job("import", "product-import", "2026-05-01T10:00:06Z")];
    await advance(5_000);
    await advance(10_000);
    expect(create.mock.calls.map(([toast]) => toast.description)).toEqual([
      "Product export batch job completed",
      "Product import batch job completed",
    ]);
  });

  it("shows a polling error until a poll succeeds again", async () => {
    let failing = true;
    server.use(
      http.get("*/admin/batch-jobs", () =>
        failing ? HttpResponse.json({ message: "down" }, { status: 500 }) : HttpResponse.json({ batch_jobs: [], count: 0, offset: 0, limit: 100 }),
      ),
    );
    const { result } = renderPolling();
    await advance(1_500); // the failed poll and its one retry
    expect(result.current.hasPollingError).toBe(true);
    failing = false;
    await advance(2_000);
    expect(result.current.hasPollingError).toBe(false);
  });

  it("refetches the product lists when an import completed after they were loaded", async () => {
    const client = createQueryClient();
    const listKey = getProductsQueryKey({ query: { limit: 20, offset: 0 } });
    client.setQueryData(listKey, { products: [], count: 0, offset: 0, limit: 20 });
    let jobs = [job("imp1", "product-import", "2026-05-01T09:59:00Z")];
    answerJobs(() => jobs);
    renderPolling(client);
    await advance(100);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);

    jobs = [job("imp2", "product-import", "2026-05-01T10:00:01Z")];
    await advance(2_000);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
