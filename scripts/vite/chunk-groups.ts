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
//   shared      any other module two or more lazily loaded chunks use
//   <feature>   a module of a route folder (or plugin) that two or more of
//               its pages use: one chunk per feature
// Every route (page, dialog loaded on demand) stays its own chunk, holding
// what only it uses. A group takes the modules its members import along,
// unless a group of higher priority took them first.
import type { Rolldown } from "vite";

/** The route folder (src/app/routes/<feature>/) or plugin (plugins/<name>/) a module belongs to. */
export function featureOf(id: string): string | undefined {
  return (/\/src\/app\/routes\/([^/]+)\//.exec(id) ?? /\/plugins\/([^/]+)\//.exec(id))?.[1];
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: "index", tags: ["$initial"], priority: 6 },
  { name: "login", test: /\/src\/app\/routes\/login\/LoginPage\.tsx$/, priority: 5 },
  { name: "validation", test: /\/node_modules\/(zod|@hookform\/resolvers|@standard-schema\/utils)\//, priority: 4 },
  { name: "admin", test: /\/src\/app\/layout\/AdminLayout\.tsx$/, priority: 3 },
  { name: (id) => (featureOf(id) ? null : "shared"), debugName: "shared", minShareCount: 2, priority: 2 },
  { name: (id) => featureOf(id) ?? null, debugName: "feature", minShareCount: 2, priority: 1 },
];
