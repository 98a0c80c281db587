import { describe, expect, it, vi } from "vitest";
import { createDirtyScope } from "./create-scope";

describe("createDirtyScope", () => {
  it("is dirty while any field's form is, tells its parent, and says when it turns", () => {
    const rootTurns = vi.fn();
    const root = createDirtyScope(null, rootTurns);
    const modal = createDirtyScope(root);
    modal.report("a", true);
    modal.report("b", true);
    expect(modal.isDirty()).toBe(true);
    expect(root.isDirty()).toBe(true);
    modal.report("a", false);
    expect(root.isDirty()).toBe(true);
    modal.report("b", false);
    expect(modal.isDirty()).toBe(false);
    expect(root.isDirty()).toBe(false);
    expect(rootTurns.mock.calls).toEqual([[true], [false]]);
  });
});
