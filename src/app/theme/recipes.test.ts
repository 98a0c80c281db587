// @vitest-environment node
// Every Chakra component the dashboard (and its plugins) imports has its
// recipe in the trimmed system: without it the component renders unstyled,
// silently (a menu as a bare list, a statistic as plain text). The recipe key
// of each import is read from Chakra's own modules (the `key` its component
// asks the system for).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { defaultSystem } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { system } from "./system";

const ROOT = resolve(import.meta.dirname, "../../..");
const CHAKRA = join(ROOT, "node_modules/@chakra-ui/react/dist/esm");

/** Chakra's export name -> the folder of the component it comes from. */
function chakraExports(): Map<string, string> {
  const index = readFileSync(join(CHAKRA, "index.js"), "utf8");
  const folders = new Map<string, string>();
  const folderOf = (path: string) => /^\.\/components\/([^/]+)\//.exec(path)?.[1];
  for (const [, names, path] of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    const folder = folderOf(path);
    if (folder) for (const name of names.split(",")) folders.set(name.trim().split(/\s+as\s+/).pop()!, folder);
  }
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map(([, local, path]) => [local, path]));
  for (const [, local, name] of index.matchAll(/export \{ (\S+) as (\w+) \}/g)) {
    const folder = namespaces.has(local) ? folderOf(namespaces.get(local)!) : undefined;
    if (folder) folders.set(name, folder);
  }
  return folders;
}

/** The recipes a component folder's modules ask the system for. */
function recipeKeys(folder: string): { key: string; slot: boolean }[] {
  const dir = join(CHAKRA, "components", folder);
  const code = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .join("\n");
  const keys = [...code.matchAll(/(?:create|use)(Slot)?Recipe(?:Context)?\(\{\s*key:\s*"(\w+)"/g)].map(([, slot, key]) => ({ key, slot: Boolean(slot) }));
  // keys Chakra's own theme has no recipe for (text, clipboard) style nothing when missing
  return keys.filter((k, i) => keys.findIndex((o) => o.key === k.key) === i && (k.slot ? defaultSystem.isSlotRecipe(k.key) : defaultSystem.isRecipe(k.key)));
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const chakraImports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "@chakra-ui\/react"/g)].flatMap(([, names]) =>
    names
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0]),
  );

const missing = (files: string[], has: (key: string, slot: boolean) => boolean) => {
  const folders = chakraExports();
  const found = new Set<string>();
  for (const file of files)
    for (const name of chakraImports(file)) {
      const folder = folders.get(name);
      for (const { key, slot } of folder ? recipeKeys(folder) : []) if (!has(key, slot)) found.add(`${name} (${slot ? "slot recipe" : "recipe"} "${key}") in ${file.slice(ROOT.length + 1)}`);
    }
  return [...found].sort();
};

describe("the trimmed Chakra system", () => {
  it("reads the recipe keys of Chakra's components (the check below would pass on nothing otherwise)", () => {
    const folders = chakraExports();
    expect(recipeKeys(folders.get("Menu")!)).toEqual([{ key: "menu", slot: true }]);
    expect(recipeKeys(folders.get("Stat")!)).toEqual([{ key: "stat", slot: true }]);
    expect(recipeKeys(folders.get("Code")!)).toEqual([{ key: "code", slot: false }]);
    expect(recipeKeys(folders.get("Box")!)).toEqual([]);
    expect(chakraImports(join(ROOT, "src/app/routes/login/LoginPage.tsx"))).toContain("Button");
  });

  it("has the recipe of every Chakra component the dashboard and its plugins use", () => {
    const files = [...sourceFiles(join(ROOT, "src/app")), ...sourceFiles(join(ROOT, "plugins"))];
    expect(missing(files, (key, slot) => (slot ? system.isSlotRecipe(key) : system.isRecipe(key)))).toEqual([]);
  });
});
