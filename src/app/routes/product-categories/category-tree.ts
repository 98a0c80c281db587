// The category tree as pure data: where a category sits, and what one move
// (by drag or by keyboard) asks of the server. A move is one update of the
// moved category: its new parent and its rank, which the server takes as the
// index among its new siblings, the category itself left out (observed on
// Medusa 1.20: in [a, b, c], c → rank 0 gives [c, a, b]; a → rank 1 gives
// [b, a, c]; a rank past the end puts it last).
import type { ProductCategory } from "@generated/admin/types.gen";

export type Category = ProductCategory;

export interface Move {
  id: string;
  parent_category_id: string | null;
  rank: number;
}

export type DropPosition = "before" | "after" | "inside";
export type KeyboardMove = "up" | "down" | "indent" | "outdent";

export interface Place {
  node: Category;
  parent: Category | null;
  siblings: Category[];
  index: number;
}

export const childrenOf = (c: Category) => c.category_children ?? [];

/** Every level in rank order (the server orders only the top level). */
export function sortByRank(tree: Category[]): Category[] {
  return [...tree].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((c) => ({ ...c, category_children: sortByRank(childrenOf(c)) }));
}

export function locate(tree: Category[], id: string, parent: Category | null = null): Place | undefined {
  const index = tree.findIndex((c) => c.id === id);
  if (index >= 0) return { node: tree[index], parent, siblings: tree, index };
  for (const c of tree) {
    const found = locate(childrenOf(c), id, c);
    if (found) return found;
  }
  return undefined;
}

const contains = (node: Category, id: string): boolean => childrenOf(node).some((c) => c.id === id || contains(c, id));

const without = (tree: Category[], id: string): Category[] =>
  tree.filter((c) => c.id !== id).map((c) => ({ ...c, category_children: without(childrenOf(c), id) }));

const insertAt = (list: Category[], index: number, node: Category) => [...list.slice(0, index), node, ...list.slice(index)];

function insert(tree: Category[], parentId: string | null, rank: number, node: Category): Category[] {
  if (parentId === null) return insertAt(tree, rank, node);
  return tree.map((c) => ({
    ...c,
    category_children: c.id === parentId ? insertAt(childrenOf(c), rank, node) : insert(childrenOf(c), parentId, rank, node),
  }));
}

const renumbered = (tree: Category[]): Category[] => tree.map((c, rank) => ({ ...c, rank, category_children: renumbered(childrenOf(c)) }));

/** The tree (in rank order) as it is once the server applied the move. */
export function applyMove(tree: Category[], move: Move): Category[] {
  const place = locate(tree, move.id);
  if (!place) return tree;
  const node = { ...place.node, parent_category_id: move.parent_category_id };
  return renumbered(insert(without(tree, move.id), move.parent_category_id, move.rank, node));
}

/** The move, or undefined when the category would stay where it is. */
function changed(tree: Category[], move: Move): Move | undefined {
  const place = locate(tree, move.id);
  const same = place && (place.parent?.id ?? null) === move.parent_category_id && place.index === move.rank;
  return same ? undefined : move;
}

/** Dropping `dragId` before, after or into `targetId`; undefined where it cannot go (onto itself or its own descendants). */
export function planDrop(tree: Category[], dragId: string, targetId: string, position: DropPosition): Move | undefined {
  const dragged = locate(tree, dragId);
  if (!dragged || dragId === targetId || contains(dragged.node, targetId)) return undefined;
  const target = locate(without(tree, dragId), targetId);
  if (!target) return undefined;
  const move =
    position === "inside"
      ? { id: dragId, parent_category_id: targetId, rank: childrenOf(target.node).length }
      : { id: dragId, parent_category_id: target.parent?.id ?? null, rank: target.index + (position === "after" ? 1 : 0) };
  return changed(tree, move);
}

/**
 * up / down: one place among the siblings; indent: last child of the previous
 * sibling; outdent: right after the parent, at the parent's level.
 */
export function planKeyboardMove(tree: Category[], id: string, direction: KeyboardMove): Move | undefined {
  const place = locate(tree, id);
  if (!place) return undefined;
  const { parent, siblings, index } = place;
  const parentId = parent?.id ?? null;
  switch (direction) {
    case "up":
      return index > 0 ? { id, parent_category_id: parentId, rank: index - 1 } : undefined;
    case "down":
      return index < siblings.length - 1 ? { id, parent_category_id: parentId, rank: index + 1 } : undefined;
    case "indent": {
      const previous = siblings[index - 1];
      return previous ? { id, parent_category_id: previous.id, rank: childrenOf(previous).length } : undefined;
    }
    case "outdent": {
      const parentPlace = parent && locate(tree, parent.id);
      return parentPlace ? { id, parent_category_id: parentPlace.parent?.id ?? null, rank: parentPlace.index + 1 } : undefined;
    }
  }
}

/** Where a drop lands on a row: its top quarter before it, its bottom quarter after it, else into it. */
export function dropPosition(offsetY: number, height: number): DropPosition {
  if (offsetY < height / 4) return "before";
  if (offsetY > (height * 3) / 4) return "after";
  return "inside";
}
