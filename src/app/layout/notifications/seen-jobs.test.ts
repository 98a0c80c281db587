import { describe, expect, it } from "vitest";
import { seenMarker, unseenJobs } from "./seen-jobs";

const job = (id: string, status: "processing" | "completed" | "failed" | "pre_processed", dry_run = false) => ({ id, status, dry_run });

describe("seen batch jobs", () => {
  it("counts a job as unseen until its current phase was marked seen", () => {
    const jobs = [job("a", "completed"), job("b", "processing"), job("c", "failed")];
    expect(unseenJobs(jobs, []).map((j) => j.id)).toEqual(["a", "b", "c"]);
    expect(unseenJobs(jobs, jobs.map(seenMarker))).toEqual([]);
  });

  it("makes a job seen while it ran news again once it rests", () => {
    const seen = [seenMarker(job("b", "processing"))];
    expect(unseenJobs([job("b", "processing")], seen)).toEqual([]);
    expect(unseenJobs([job("b", "completed")], seen).map((j) => j.id)).toEqual(["b"]);
    // a dry run waiting for its confirmation rests too: the user has something to do
    expect(unseenJobs([job("b", "pre_processed", true)], seen).map((j) => j.id)).toEqual(["b"]);
  });
});
