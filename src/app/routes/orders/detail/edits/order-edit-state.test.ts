import { describe, expect, it } from "vitest";
import { EDIT, ORDER, lineItem } from "./test-fixtures";
import { difference, editLines, openEdit } from "./order-edit-state";

describe("an edit's lines", () => {
  it("keeps the order's order, then the added lines, each with what the edit did", () => {
    const lines = editLines(ORDER, EDIT);
    expect(lines.map((l) => [l.item.title, l.change, l.was])).toEqual([
      ["Coffee Mug", null, undefined],
      ["Sticker Pack", "changed", 3],
      ["Baseball Cap", "added", undefined],
    ]);
    expect(lines[2]!.addedBy).toBe("oic_add");
  });

  it("shows a removed line after the others, and a fulfilled one as locked", () => {
    const mug = ORDER.items![0]!;
    const edit = {
      ...EDIT,
      items: [lineItem("item_stickers_e", "Sticker Pack", 500, 3, { original_item_id: "item_stickers", fulfilled_quantity: 1 })],
      changes: [{ ...EDIT.changes![0]!, id: "oic_rm", type: "item_remove" as const, line_item_id: null, original_line_item_id: mug.id, original_line_item: mug }],
    };
    expect(editLines(ORDER, edit).map((l) => [l.item.title, l.change, l.locked])).toEqual([
      ["Sticker Pack", null, true],
      ["Coffee Mug", "removed", true],
    ]);
  });
});

describe("an edit's difference", () => {
  it("is to pay, to refund or none", () => {
    expect(difference({ ...EDIT, difference_due: 2695 })).toEqual({ kind: "pay", amount: 2695 });
    expect(difference({ ...EDIT, difference_due: -500 })).toEqual({ kind: "refund", amount: 500 });
    expect(difference({ ...EDIT, difference_due: 0 })).toEqual({ kind: "none", amount: 0 });
  });

  it("belongs to the one open edit (created or requested)", () => {
    expect(openEdit([{ ...EDIT, id: "old", status: "confirmed" }, { ...EDIT, status: "requested" }])?.status).toBe("requested");
    expect(openEdit([{ ...EDIT, status: "canceled" }])).toBeUndefined();
  });
});
