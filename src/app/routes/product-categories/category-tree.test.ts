import { describe, expect, it } from "vitest";
import { applyMove, type Category, dropPosition, planDrop, planKeyboardMove, sortByRank } from "./category-tree";

const cat = (id: string, rank: number, children: Category[] = [], parent: string | null = null): Category => ({
  id,
  name: id,
  handle: id,
  rank,
  is_active: true,
  is_internal: false,
  parent_category_id: parent,
  category_children: children.map((c) => ({ ...c, parent_category_id: id })),
  created_at: "",
  updated_at: "",
  metadata: null,
});

// apparel (tshirts, hoodies, shoes), accessories, home (drinkware)
const TREE = [
  cat("apparel", 0, [cat("tshirts", 0), cat("hoodies", 1), cat("shoes", 2)]),
  cat("accessories", 1),
  cat("home", 2, [cat("drinkware", 0)]),
];

/** The tree as nested ids, for readable expectations. */
const shape = (tree: Category[]): unknown[] =>
  tree.map((c) => (c.category_children?.length ? { [c.id]: shape(c.category_children) } : c.id));

describe("sortByRank", () => {
  it("orders every level by rank", () => {
    const shuffled = [cat("b", 1, [cat("y", 1), cat("x", 0)]), cat("a", 0)];
    expect(shape(sortByRank(shuffled))).toEqual(["a", { b: ["x", "y"] }]);
  });
});

describe("planKeyboardMove", () => {
  it("reorders among siblings: the rank is the new index", () => {
    expect(planKeyboardMove(TREE, "hoodies", "up")).toEqual({ id: "hoodies", parent_category_id: "apparel", rank: 0 });
    expect(planKeyboardMove(TREE, "hoodies", "down")).toEqual({ id: "hoodies", parent_category_id: "apparel", rank: 2 });
    expect(planKeyboardMove(TREE, "accessories", "up")).toEqual({ id: "accessories", parent_category_id: null, rank: 0 });
  });

  it("nests under the previous sibling, as its last child", () => {
    expect(planKeyboardMove(TREE, "home", "indent")).toEqual({ id: "home", parent_category_id: "accessories", rank: 0 });
    expect(planKeyboardMove(TREE, "accessories", "indent")).toEqual({ id: "accessories", parent_category_id: "apparel", rank: 3 });
  });

  it("moves out to the parent's level, right after the parent", () => {
    expect(planKeyboardMove(TREE, "hoodies", "outdent")).toEqual({ id: "hoodies", parent_category_id: null, rank: 1 });
    expect(planKeyboardMove(TREE, "drinkware", "outdent")).toEqual({ id: "drinkware", parent_category_id: null, rank: 3 });
  });

  it("has nothing to do at the edges", () => {
    expect(planKeyboardMove(TREE, "tshirts", "up")).toBeUndefined();
    expect(planKeyboardMove(TREE, "shoes", "down")).toBeUndefined();
    expect(planKeyboardMove(TREE, "apparel", "indent")).toBeUndefined();
    expect(planKeyboardMove(TREE, "apparel", "outdent")).toBeUndefined();
  });
});

describe("planDrop", () => {
  it("drops before or after a row among the target's siblings, counting without the dragged row", () => {
    expect(planDrop(TREE, "tshirts", "shoes", "after")).toEqual({ id: "tshirts", parent_category_id: "apparel", rank: 2 });
    expect(planDrop(TREE, "tshirts", "shoes", "before")).toEqual({ id: "tshirts", parent_category_id: "apparel", rank: 1 });
    expect(planDrop(TREE, "shoes", "tshirts", "before")).toEqual({ id: "shoes", parent_category_id: "apparel", rank: 0 });
    expect(planDrop(TREE, "drinkware", "apparel", "after")).toEqual({ id: "drinkware", parent_category_id: null, rank: 1 });
  });

  it("drops into a row as its last child", () => {
    expect(planDrop(TREE, "accessories", "home", "inside")).toEqual({ id: "accessories", parent_category_id: "home", rank: 1 });
    expect(planDrop(TREE, "shoes", "drinkware", "inside")).toEqual({ id: "shoes", parent_category_id: "drinkware", rank: 0 });
  });

  it("refuses drops onto the row itself or its descendants, and drops that change nothing", () => {
    expect(planDrop(TREE, "apparel", "apparel", "inside")).toBeUndefined();
    expect(planDrop(TREE, "apparel", "hoodies", "inside")).toBeUndefined();
    expect(planDrop(TREE, "apparel", "shoes", "after")).toBeUndefined();
    expect(planDrop(TREE, "tshirts", "hoodies", "before")).toBeUndefined();
    expect(planDrop(TREE, "hoodies", "tshirts", "after")).toBeUndefined();
    expect(planDrop(TREE, "shoes", "apparel", "inside")).toBeUndefined(); // already its last child
  });
});

describe("applyMove", () => {
  it("gives the tree as the server orders it after the move, ranks renumbered", () => {
    const moved = applyMove(TREE, { id: "tshirts", parent_category_id: "home", rank: 0 });
    expect(shape(moved)).toEqual([{ apparel: ["hoodies", "shoes"] }, "accessories", { home: ["tshirts", "drinkware"] }]);
    const home = moved[2];
    expect(home.category_children!.map((c) => [c.id, c.rank, c.parent_category_id])).toEqual([
      ["tshirts", 0, "home"],
      ["drinkware", 1, "home"],
    ]);
    expect(shape(applyMove(TREE, { id: "apparel", parent_category_id: null, rank: 2 }))).toEqual([
      "accessories",
      { home: ["drinkware"] },
      { apparel: ["tshirts", "hoodies", "shoes"] },
    ]);
  });
});

describe("dropPosition", () => {
  it("splits a row into before, inside and after", () => {
    expect(dropPosition(2, 40)).toBe("before");
    expect(dropPosition(20, 40)).toBe("inside");
    expect(dropPosition(38, 40)).toBe("after");
  });
});
