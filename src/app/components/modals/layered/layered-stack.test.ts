import { describe, expect, it } from "vitest";
import { layeredStackReducer, topScreen, type LayeredScreen } from "./layered-stack";

const screen = (title: string): LayeredScreen => ({ title, view: title });

describe("layered stack", () => {
  it("starts empty: the base content shows", () => {
    expect(topScreen([])).toBeUndefined();
  });

  it("shows the last pushed screen on top", () => {
    const stack = [screen("Regions"), screen("Countries")].reduce((s, x) => layeredStackReducer(s, { type: "push", screen: x }), [] as readonly LayeredScreen[]);
    expect(stack.map((s) => s.title)).toEqual(["Regions", "Countries"]);
    expect(topScreen(stack)?.title).toBe("Countries");
  });

  it("pops back to the screen below, then to the base", () => {
    const two = [screen("Regions"), screen("Countries")];
    const one = layeredStackReducer(two, { type: "pop" });
    expect(topScreen(one)?.title).toBe("Regions");
    expect(layeredStackReducer(one, { type: "pop" })).toEqual([]);
  });

  it("ignores a pop on the base", () => {
    const empty: readonly LayeredScreen[] = [];
    expect(layeredStackReducer(empty, { type: "pop" })).toBe(empty);
  });

  it("resets to the base from any depth", () => {
    expect(layeredStackReducer([screen("a"), screen("b"), screen("c")], { type: "reset" })).toEqual([]);
  });

  it("never changes the stack it was given", () => {
    const stack = Object.freeze([screen("a")]);
    layeredStackReducer(stack, { type: "push", screen: screen("b") });
    layeredStackReducer(stack, { type: "pop" });
    expect(stack.map((s) => s.title)).toEqual(["a"]);
  });
});
