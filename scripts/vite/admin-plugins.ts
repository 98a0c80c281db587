// Bundles the dashboard's plugins (admin-plugins.config.ts) at build time:
// the virtual module `virtual:admin-plugins` default-exports one
// `() => import("<plugin>")` per entry, so each plugin is its own chunk that
// the app loads after the first page has rendered
// (src/app/extensions/load-plugins.ts), and exports the entries as `sources`.
// Also the aliases plugins import: `@admin/extensions` and `@admin/api`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** admin-plugins.config.ts default-exports this: local folders ("./plugins/x") and npm package names. */
export type AdminPluginsConfig = readonly string[];

const VIRTUAL_ID = "virtual:admin-plugins";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const extensionAliases = {
  "@admin/extensions": join(ROOT, "src/app/extensions/index.ts"),
  "@admin/api": join(ROOT, "src/app/extensions/api.ts"),
};

// One copy of each for the app and every plugin: hooks and contexts break across copies.
const SHARED = ["react", "react-dom", "react-router-dom", "@chakra-ui/react", "@emotion/react", "@tanstack/react-query", "i18next", "react-i18next"];

const isLocal = (entry: string) => entry.startsWith(".") || isAbsolute(entry);

/** A local plugin folder's entry file, from its package.json `exports["."]` or `main`. */
export function localEntry(root: string, entry: string): string {
  const dir = resolve(root, entry);
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) throw new Error(`admin-plugins.config.ts: "${entry}" has no package.json (looked for ${manifest})`);
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { main?: string; exports?: unknown };
  const dot = typeof pkg.exports === "string" ? pkg.exports : (pkg.exports as Record<string, unknown> | undefined)?.["."];
  const target = typeof dot === "string" ? dot : (dot as { import?: string; default?: string } | undefined)?.import ?? (dot as { default?: string } | undefined)?.default ?? pkg.main;
  if (!target) throw new Error(`admin-plugins.config.ts: the package.json of "${entry}" names no entry (exports["."] or main)`);
  const file = resolve(dir, target);
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`admin-plugins.config.ts: the entry of "${entry}" (${file}) does not exist`);
  return file;
}

export function virtualModule(imports: readonly string[], sources: readonly string[]) {
  const loaders = imports.map((id) => `  () => import(${JSON.stringify(id)}),`).join("\n");
  return `export const sources = ${JSON.stringify(sources)};\nexport default [\n${loaders}\n];\n`;
}

export function adminPlugins(entries: AdminPluginsConfig): Plugin {
  let root = ROOT;
  return {
    name: "medusa-admin-plugins",
    config: () => ({ resolve: { alias: extensionAliases, dedupe: SHARED } }),
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const imports: string[] = [];
      for (const entry of entries) {
        if (isLocal(entry)) {
          imports.push(localEntry(root, entry));
          continue;
        }
        // An npm package: imported by name (so the dev server pre-bundles it as any
        // dependency), after checking here that it resolves, to fail by name.
        const resolved = await this.resolve(entry, join(root, "index.html"));
        if (!resolved) this.error(`admin-plugins.config.ts: cannot resolve the package "${entry}" (is it installed?)`);
        imports.push(entry);
      }
      return virtualModule(imports, entries);
    },
  };
}
