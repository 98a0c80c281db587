import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDebouncedValue", () => {
  it("follows a change only after it has held for the delay, each change restarting the wait", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), { initialProps: { value: false } });
    rerender({ value: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    rerender({ value: false });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: true }); // back before the delay: nothing changes
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    rerender({ value: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
