import { describe, expect, it, vi } from "vitest";
import { createDirtyScope } from "./create-scope";

describe("createDirtyScope", () => {
  it("is dirty while any field's form is, counts in its parent, and says when it turns", () => {
    const rootTurns = vi.fn();
    const root = createDirtyScope(null, rootTurns);
    const modal = createDirtyScope(root);
    expect(modal.track(false)).toBeUndefined();
    const untrackA = modal.track(true)!;
    const untrackB = modal.track(true)!;
    expect(modal.isDirty()).toBe(true);
    expect(root.isDirty()).toBe(true);
    untrackA();
    expect(root.isDirty()).toBe(true);
    untrackB();
    expect(modal.isDirty()).toBe(false);
    expect(root.isDirty()).toBe(false);
    expect(rootTurns.mock.calls).toEqual([[true], [false]]);
  });
});
