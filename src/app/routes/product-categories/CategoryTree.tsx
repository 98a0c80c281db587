// The category tree: a flat list of rows carrying their level (ARIA tree),
// one tab stop that the arrow keys move (ArrowRight / ArrowLeft open and
// close), and two ways to move a category: drag a row before, after or into
// another, or Alt + arrows on the focused row. Each move is read out.
import { Badge, Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { type DragEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon, GripIcon } from "@app/components/controls/icons";
import { CategoryActions, type CategoryAction } from "./CategoryActions";
import {
  applyMove,
  type Category,
  childrenOf,
  type DropPosition,
  dropPosition,
  type KeyboardMove,
  locate,
  type Move,
  planDrop,
  planKeyboardMove,
} from "./category-tree";

interface Row {
  node: Category;
  level: number;
  parentId: string | null;
  setSize: number;
  position: number;
}

function visibleRows(tree: Category[], expanded: ReadonlySet<string>, level = 1, parentId: string | null = null): Row[] {
  return tree.flatMap((node, i) => [
    { node, level, parentId, setSize: tree.length, position: i + 1 },
    ...(expanded.has(node.id) ? visibleRows(childrenOf(node), expanded, level + 1, node.id) : []),
  ]);
}

const isRtl = () => document.documentElement.dir === "rtl";

// Alt + arrow: reorder among siblings, or go one level in / out (mirrored in right-to-left text).
function keyboardMoveOf(event: KeyboardEvent): KeyboardMove | undefined {
  if (!event.altKey) return undefined;
  const moves: Record<string, KeyboardMove> = {
    ArrowUp: "up",
    ArrowDown: "down",
    ArrowRight: isRtl() ? "outdent" : "indent",
    ArrowLeft: isRtl() ? "indent" : "outdent",
  };
  return moves[event.key];
}

interface CategoryTreeProps {
  tree: Category[];
  onMove: (move: Move) => void;
  onAction: (action: CategoryAction, category: Category) => void;
}

export function CategoryTree({ tree, onMove, onAction }: CategoryTreeProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string>();
  const [dragId, setDragId] = useState<string>();
  const [dropTarget, setDropTarget] = useState<{ id: string; position: DropPosition }>();
  const [announcement, setAnnouncement] = useState("");
  const rowElements = useRef(new Map<string, HTMLElement>());
  const refocus = useRef(false);

  const statusOf = (c: Category) => (c.is_active ? t("categories.badges.active") : t("categories.badges.inactive"));
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const focusedId = rows.some((r) => r.node.id === activeId) ? activeId : rows[0]?.node.id;

  // A keyboard move re-renders the row elsewhere: focus follows it.
  useEffect(() => {
    if (!refocus.current || !focusedId) return;
    refocus.current = false;
    rowElements.current.get(focusedId)?.focus();
  }, [rows, focusedId]);

  const setOpen = (id: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setActiveId(id);
    refocus.current = true;
  };

  const commit = (move: Move) => {
    const moved = applyMove(tree, move);
    const place = locate(moved, move.id)!;
    if (move.parent_category_id) setOpen(move.parent_category_id, true);
    focusRow(move.id);
    const where = { name: place.node.name, position: place.index + 1, total: place.siblings.length };
    setAnnouncement(
      place.parent ? t("categories.move.announceUnder", { ...where, parent: place.parent.name }) : t("categories.move.announceTop", where),
    );
    onMove(move);
  };

  const moveBy = (id: string, direction: KeyboardMove) => {
    const move = planKeyboardMove(tree, id, direction);
    if (move) commit(move);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: Row) => {
    if (event.target !== event.currentTarget) return; // keys typed in the row's menu button
    const { id } = row.node;
    const index = rows.indexOf(row);
    const hasChildren = childrenOf(row.node).length > 0;
    const open = expanded.has(id);
    const keyboardMove = keyboardMoveOf(event);
    const inward = isRtl() ? "ArrowLeft" : "ArrowRight";
    const outward = isRtl() ? "ArrowRight" : "ArrowLeft";
    if (keyboardMove) moveBy(id, keyboardMove);
    else if (event.key === "ArrowDown") focusRow(rows[index + 1]?.node.id);
    else if (event.key === "ArrowUp") focusRow(rows[index - 1]?.node.id);
    else if (event.key === "Home") focusRow(rows[0]?.node.id);
    else if (event.key === "End") focusRow(rows.at(-1)?.node.id);
    // Inward opens a closed row, then goes to its first child; outward closes an open row, then goes to its parent.
    else if (event.key === inward && hasChildren && !open) setOpen(id, true);
    else if (event.key === inward && hasChildren) focusRow(rows[index + 1]?.node.id);
    else if (event.key === outward && open) setOpen(id, false);
    else if (event.key === outward) focusRow(row.parentId ?? undefined);
    else if (event.key === "Enter") onAction("products", row.node);
    else return;
    event.preventDefault();
  };

  const onDragOver = (event: DragEvent<HTMLElement>, targetId: string) => {
    if (!dragId) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const position = dropPosition(event.clientY - rect.top, rect.height);
    if (!planDrop(tree, dragId, targetId, position)) return setDropTarget(undefined);
    event.preventDefault(); // allows the drop here
    event.dataTransfer.dropEffect = "move";
    if (dropTarget?.id !== targetId || dropTarget.position !== position) setDropTarget({ id: targetId, position });
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const move = dragId && dropTarget && planDrop(tree, dragId, dropTarget.id, dropTarget.position);
    endDrag();
    if (move) commit(move);
  };

  const endDrag = () => {
    setDragId(undefined);
    setDropTarget(undefined);
  };

  return (
    <>
      <Box role="tree" aria-label={t("categories.title")} aria-describedby="category-tree-help" borderWidth="1px" rounded="md" py="1">
        {rows.map((row) => {
          const { node } = row;
          const hasChildren = childrenOf(node).length > 0;
          const drop = dropTarget?.id === node.id ? dropTarget.position : undefined;
          return (
            <HStack
              key={node.id}
              ref={(el: HTMLDivElement | null) => void (el ? rowElements.current.set(node.id, el) : rowElements.current.delete(node.id))}
              role="treeitem"
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.position}
              aria-expanded={hasChildren ? expanded.has(node.id) : undefined}
              aria-selected={node.id === focusedId}
              aria-label={[node.name, statusOf(node), node.is_internal && t("categories.badges.internal")].filter(Boolean).join(", ")}
              data-testid={`category-${node.id}`}
              tabIndex={node.id === focusedId ? 0 : -1}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", node.id);
                setDragId(node.id);
              }}
              onDragOver={(event) => onDragOver(event, node.id)}
              onDrop={onDrop}
              onDragEnd={endDrag}
              onFocus={() => setActiveId(node.id)}
              onKeyDown={(event) => onKeyDown(event, row)}
              gap="2"
              py="1.5"
              pe="2"
              ps={`${(row.level - 1) * 24 + 8}px`}
              opacity={dragId === node.id ? 0.5 : 1}
              bg={drop === "inside" ? "bg.info" : undefined}
              borderTopWidth="2px"
              borderBottomWidth="2px"
              borderTopColor={drop === "before" ? "border.info" : "transparent"}
              borderBottomColor={drop === "after" ? "border.info" : "transparent"}
              _focusVisible={{ outline: "2px solid", outlineColor: "blue.focusRing", outlineOffset: "-2px" }}
              _hover={{ bg: drop ? undefined : "bg.subtle" }}
            >
              <GripIcon color="fg.subtle" cursor="grab" aria-hidden />
              {/* The arrow keys open and close a row; the chevron is there for the mouse. */}
              <Box
                aria-hidden
                boxSize="5"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor={hasChildren ? "pointer" : undefined}
                visibility={hasChildren ? "visible" : "hidden"}
                transform={expanded.has(node.id) ? "rotate(90deg)" : undefined}
                onClick={() => setOpen(node.id, !expanded.has(node.id))}
                data-testid="category-toggle"
              >
                <ChevronIcon />
              </Box>
              <Text flex="1" truncate cursor="pointer" onClick={() => onAction("products", node)}>
                {node.name}
              </Text>
              {/* Spaces between the words of the row's name (aria-label), so that its shown text reads as that name. */}{" "}
              <Badge size="sm" colorPalette={node.is_active ? "green" : "gray"}>
                {statusOf(node)}
              </Badge>{" "}
              {node.is_internal && (
                <Badge size="sm" colorPalette="orange">
                  {t("categories.badges.internal")}
                </Badge>
              )}
              <CategoryActions
                category={node}
                tabbable={node.id === focusedId}
                canMove={(direction) => Boolean(planKeyboardMove(tree, node.id, direction))}
                onMove={(direction) => moveBy(node.id, direction)}
                onAction={(action) => onAction(action, node)}
              />
            </HStack>
          );
        })}
      </Box>
      <Text id="category-tree-help" fontSize="sm" color="fg.muted" mt="2">
        {t("categories.move.help")}
      </Text>
      <VisuallyHidden aria-live="polite" data-testid="move-announcement">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
