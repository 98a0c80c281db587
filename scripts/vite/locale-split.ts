// Splits each language's texts in two for the build: `translation.json`, what
// the first pages use (sign-in, the shell, the orders list after sign-in), and
// `pages.json`, the rest, which i18next reads as the fallback namespace and
// loads when another page opens (or in the idle time after the first page has
// shown its rows). Every page added texts that the first page then
// downloaded; now it downloads only its own.
//
// What the first pages use is read off the built code: the string literals of
// the chunks they load (`"orders.list.title"`, or a template's head
// `orders.status.${…}`, which keeps every key under it). The source stays one
// file per language (public/locales/<lng>/translation.json); the dev server
// serves it whole, with an empty `pages.json`. The QA panel's texts (`qa`)
// are left out of the build (the panel bundles its own).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { LANDING_PAGE } from "./chunk-groups.ts";

type Texts = { [key: string]: string | Texts };

/** The chunks the sign-in page and the first page after it load (./chunk-groups.ts). */
const FIRST_CHUNKS = new Set(["index", "login", "validation", "admin", "shared"]);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PANEL_ONLY = "qa";

/** String literals (or a template's text before its first `${`) that may be keys: `a.b`, `a.b.`. */
export function keyLiterals(code: string): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)*\.?)(?=["'`]|\$\{)/g)) {
    if (match[1].includes(".")) found.add(match[1]);
  }
  return found;
}

/** `texts` split into what `literals` name (a key, its plural forms, or all under a `prefix.`) and the rest. */
export function splitTexts(texts: Texts, literals: Set<string>): { first: Texts; rest: Texts } {
  const prefixes = [...literals].filter((l) => l.endsWith("."));
  const used = (key: string) => literals.has(key) || literals.has(key.replace(PLURAL, "")) || prefixes.some((p) => key.startsWith(p));
  const first: Texts = {};
  const rest: Texts = {};
  const walk = (node: Texts, path: string[]) => {
    for (const [name, value] of Object.entries(node)) {
      const keyPath = [...path, name];
      if (typeof value !== "string") walk(value, keyPath);
      else put(used(keyPath.join(".")) ? first : rest, keyPath, value);
    }
  };
  walk(texts, []);
  return { first, rest };
}

function put(target: Texts, path: string[], value: string) {
  let node = target;
  for (const name of path.slice(0, -1)) node = (node[name] ??= {}) as Texts;
  node[path.at(-1)!] = value;
}

export function localeSplit(): Plugin {
  let outDir = "dist";
  let literals = new Set<string>();
  return {
    name: "medusa-admin-locale-split",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      // the dev server's translation.json is the whole source
      server.middlewares.use((req, res, next) => {
        if (!/^\/locales\/[\w-]+\/pages\.json$/.test((req.url ?? "").split("?")[0])) return next();
        res.setHeader("Content-Type", "application/json");
        res.end("{}");
      });
    },
    generateBundle(_options, bundle) {
      literals = new Set();
      for (const file of Object.values(bundle) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
        if (file.type !== "chunk" || !(FIRST_CHUNKS.has(file.name) || file.facadeModuleId === LANDING_PAGE)) continue;
        for (const literal of keyLiterals(file.code)) literals.add(literal);
      }
    },
    // public/ is copied before the bundle is closed
    closeBundle() {
      const built = join(outDir, "locales");
      if (!existsSync(built)) return;
      for (const lng of readdirSync(built)) {
        const file = join(built, lng, "translation.json");
        if (!existsSync(file)) continue;
        const { [PANEL_ONLY]: _panelOnly, ...texts } = JSON.parse(readFileSync(file, "utf8")) as Texts;
        const { first, rest } = splitTexts(texts, literals);
        writeFileSync(file, JSON.stringify(first));
        writeFileSync(join(built, lng, "pages.json"), JSON.stringify(rest));
      }
    },
  };
}
