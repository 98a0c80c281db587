import { describe, expect, it } from "vitest";
import { monthBeforeMidnight } from "./batch-jobs-query";
import { completedAfter, humanizeJobType, latestCompletion } from "./batch-job-notices";
import { pollInterval } from "./poll-schedule";

describe("poll schedule", () => {
  it("waits 2 s after the first settled poll, then 5, 10, 15, 30 and 60 s, and stays at 60 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(pollInterval)).toEqual([2000, 2000, 5000, 10000, 15000, 30000, 60000, 60000, 60000]);
  });

  it("lists jobs created since local midnight one month before page load", () => {
    const loaded = new Date(2026, 4, 17, 15, 42, 7).getTime();
    expect(monthBeforeMidnight(loaded)).toBe(new Date(2026, 3, 17, 0, 0, 0, 0).toISOString());
  });
});

describe("batch job notices", () => {
  it("names a job type with dashes as spaces and a capital", () => {
    expect(humanizeJobType("product-export")).toBe("Product export");
    expect(humanizeJobType("order-export-full")).toBe("Order export full");
  });

  it("picks completed jobs finished strictly after the last check", () => {
    const since = Date.parse("2026-05-01T10:00:00Z");
    const jobs = [
      { id: "a", type: "product-export", status: "completed", completed_at: "2026-05-01T10:00:00Z" },
      { id: "b", type: "product-export", status: "completed", completed_at: "2026-05-01T10:00:03Z" },
      { id: "c", type: "product-import", status: "completed", completed_at: "2026-05-01T10:00:01Z" },
      { id: "d", type: "product-export", status: "processing", completed_at: null },
      { id: "e", type: "product-export", status: "failed", completed_at: "2026-05-01T10:00:05Z" },
    ] as const;
    expect(completedAfter(jobs, since).map((j) => j.id)).toEqual(["c", "b"]);
    expect(latestCompletion(jobs)).toBe(Date.parse("2026-05-01T10:00:03Z"));
    expect(latestCompletion([], since)).toBe(since);
  });
});
