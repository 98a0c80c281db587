// A route's own JS, from the bench build's manifest (.vite/manifest.json):
// its page module and that module's static imports, minus what index.html
// loads (and what the pages it is opened from load), whether the files are
// fetched when the route opens or preloaded earlier (products.ts, orders.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Resource } from "./resources.ts";
import { BENCH_DIST } from "./servers.ts";

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The JS files of the page module whose source path matches `page` (described
 * by `what` in errors), minus those of index.html and of the modules matching `besides`.
 */
export function routeChunks(page: RegExp, what: string, besides: RegExp[] = []): Resource[] {
  const manifest = JSON.parse(readFileSync(join(BENCH_DIST, ".vite/manifest.json"), "utf8")) as Manifest;
  const closure = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${BENCH_DIST}/.vite/manifest.json`);
    if (!files.has(chunk.file)) {
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) closure(imported, files);
    }
    return files;
  };
  const find = (pattern: RegExp) => {
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    if (!key) throw new Error(`no ${pattern === page ? what : pattern} in ${BENCH_DIST}/.vite/manifest.json`);
    return key;
  };
  const loaded = new Set<string>();
  for (const key of ["index.html", ...besides.map(find)]) closure(key, loaded);
  return [...closure(find(page))]
    .filter((file) => !loaded.has(file))
    .map((file) => {
      const body = readFileSync(join(BENCH_DIST, file));
      return { path: `/${file}`, isJs: true, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
}
