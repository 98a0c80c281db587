// Applies an OpenAPI Overlay 1.0 document (JSONPath targets, `update` merged
// into each target, `remove` deleting it) to a contract, in place.
import { JSONPath } from "jsonpath-plus";
import { ContractError } from "./errors.ts";

type Json = unknown;
interface OverlayAction {
  target: string;
  description?: string;
  update?: Json;
  remove?: boolean;
}
export interface OverlayDocument {
  overlay: string;
  actions: OverlayAction[];
}

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Overlay merge: objects merge key by key, arrays append, scalars replace. */
function merge(target: Json, update: Json): Json {
  if (isObject(target) && isObject(update)) {
    for (const [k, v] of Object.entries(update)) target[k] = k in target ? merge(target[k], v) : v;
    return target;
  }
  if (Array.isArray(target) && Array.isArray(update)) return [...target, ...update];
  return update;
}

/** Splits `a, b` target lists (an extension: one action, several paths). */
const splitTargets = (target: string) =>
  target.split(/,\s*(?=\$)/).map((t) => t.trim()).filter(Boolean);

export function applyOverlay(doc: Record<string, Json>, overlay: OverlayDocument, file: string) {
  if (!overlay || typeof overlay.overlay !== "string" || !Array.isArray(overlay.actions)) {
    throw new ContractError(file, "", "not an OpenAPI Overlay document (needs `overlay` and `actions`)");
  }
  overlay.actions.forEach((action, i) => {
    const where = `/actions/${i}`;
    if (!action.update && !action.remove) throw new ContractError(file, where, "an action needs `update` or `remove`");
    for (const target of splitTargets(action.target)) {
      const hits = JSONPath({ path: target, json: doc, resultType: "all" }) as Array<{
        parent: Record<string, Json> | Json[];
        parentProperty: string | number;
        value: Json;
      }>;
      if (hits.length === 0) throw new ContractError(file, where, `target matches nothing: ${target}`);
      // Removals from the end first, so array indexes stay valid.
      for (const hit of [...hits].reverse()) {
        if (action.remove) {
          if (Array.isArray(hit.parent)) hit.parent.splice(Number(hit.parentProperty), 1);
          else delete hit.parent[hit.parentProperty];
        } else {
          (hit.parent as Record<string, Json>)[hit.parentProperty] = merge(hit.value, structuredClone(action.update));
        }
      }
    }
  });
}
