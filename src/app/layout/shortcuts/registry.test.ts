import { describe, expect, it } from "vitest";
import { sidebarSections } from "@app/routes/sections";
import { chordOf, recordPageOf, shortcuts } from "./registry";

describe("shortcuts registry", () => {
  it("has the search, help and record keys, and `g` + a letter for the sections that name one", () => {
    const byId = Object.fromEntries(shortcuts.map((s) => [s.id, s.keys]));
    expect(byId.search).toEqual(["mod+k", "/"]);
    expect(byId.help).toEqual(["?"]);
    expect(byId.back).toEqual(["escape"]);
    expect(byId["copy-id"]).toEqual(["mod+i"]);
    expect(["o", "d", "p", "c", "i", "g", "s"].map((k) => shortcuts.find((s) => s.keys.includes(`g ${k}`))?.id)).toEqual([
      "go-orders",
      "go-draft-orders",
      "go-products",
      "go-customers",
      "go-discounts",
      "go-gift-cards",
      "go-settings",
    ]);
    // each goes to a section of the sidebar
    expect(shortcuts.flatMap((s) => (s.action.kind === "go" ? [s.action.section] : [])).every((s) => sidebarSections.includes(s))).toBe(true);
  });

  it("never gives two shortcuts the same keys", () => {
    const keys = shortcuts.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads Ctrl and ⌘ alike, and Shift from the character", () => {
    expect(chordOf({ key: "K", ctrlKey: true, metaKey: false })).toBe("mod+k");
    expect(chordOf({ key: "k", ctrlKey: false, metaKey: true })).toBe("mod+k");
    expect(chordOf({ key: "?", ctrlKey: false, metaKey: false })).toBe("?");
    expect(chordOf({ key: "Escape", ctrlKey: false, metaKey: false })).toBe("escape");
  });

  it("knows a record's page, its list and the record's id", () => {
    expect(recordPageOf("/a/orders/order_01")).toEqual({ list: "/a/orders", id: "order_01" });
    expect(recordPageOf("/a/settings/regions/reg_1")).toEqual({ list: "/a/settings/regions", id: "reg_1" });
    expect(recordPageOf("/a/settings/taxes/reg_1/rates/txr_9")).toEqual({ list: "/a/settings/taxes", id: "txr_9" });
    expect(recordPageOf("/a/products/new")).toBeUndefined();
    expect(recordPageOf("/a/orders")).toBeUndefined();
  });
});
