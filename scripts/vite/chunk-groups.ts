// How the build groups modules into chunks (rolldown's codeSplitting groups).
// Left to itself, rolldown makes one chunk per set of pages sharing modules:
// with one module per generated declaration (split-generated.ts) and Chakra,
// Ark and Zag in hundreds of small modules, a first page loaded dozens of
// chunks, one after the other. Grouped, a page loads a few:
//   index       what the entry loads statically (the entry chunk itself)
//   login       the sign-in page and all it needs beyond the entry: its route
//               is one request; other pages load this chunk for the pieces
//               they share with it (fields, inputs, buttons, form state)
//   validation  Zod and the form resolvers, loaded with the forms' schemas
//               (by the sign-in page when the user starts typing)
//   admin       the admin shell (layout, sidebar, top bar) and all it needs
//   shared      any module two or more lazily loaded chunks use that the
//               first page after sign-in (the orders list) imports, directly
//               or not, whatever its folder
//   pages       any other module outside route folders that two or more
//               lazily loaded chunks use: the pickers, wizards and inputs of
//               other pages, which the first page does not load
//   <feature>   a module of a route folder (or plugin) that two or more of
//               its pages use: one chunk per feature
// Every route (page, dialog loaded on demand) stays its own chunk, holding
// what only it uses. A group takes the modules its members import along,
// unless a group of higher priority took them first.
import { resolve } from "node:path";
import type { Rolldown } from "vite";

export const LANDING_PAGE = resolve(import.meta.dirname, "../../src/app/routes/orders/list/OrderListPage.tsx");

/** The modules the landing page imports, directly or not (static imports only: a dynamic one is its own chunk). */
function staticClosure(entry: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// computed once per build process: the import graph does not change while chunking
let landing: Set<string> | undefined;

/** The route folder (src/app/routes/<feature>/) or plugin (plugins/<name>/) a module belongs to. */
export function featureOf(id: string): string | undefined {
  return (/\/src\/app\/routes\/([^/]+)\//.exec(id) ?? /\/plugins\/([^/]+)\//.exec(id))?.[1];
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: "index", tags: ["$initial"], priority: 7 },
  { name: "login", test: /\/src\/app\/routes\/login\/LoginPage\.tsx$/, priority: 6 },
  { name: "validation", test: /\/node_modules\/(zod|@hookform\/resolvers|@standard-schema\/utils)\//, priority: 5 },
  { name: "admin", test: /\/src\/app\/layout\/AdminLayout\.tsx$/, priority: 4 },
  // shared before pages: a group takes along what its members import, so pages
  // would otherwise take modules the landing page needs
  {
    name: (id, ctx) => ((landing ??= staticClosure(LANDING_PAGE, ctx)).has(id) ? "shared" : null),
    debugName: "shared",
    minShareCount: 2,
    priority: 3,
  },
  { name: (id) => (featureOf(id) ? null : "pages"), debugName: "pages", minShareCount: 2, priority: 2 },
  { name: (id) => featureOf(id) ?? null, debugName: "feature", minShareCount: 2, priority: 1 },
];
