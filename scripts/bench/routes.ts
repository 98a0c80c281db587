// Each page's own JS: for every page module under src/app/routes/ (each a lazy
// route), its chunk and static imports minus what index.html and the section
// placeholder page load (route-chunks.ts; the placeholder's closure is the
// shared code every page needs), gzip. What opening a section costs on top of
// the shell; no budgets (the issues give none).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Figure, type Measurement } from "./figure.ts";
import { totals } from "./resources.ts";
import { routeChunks } from "./route-chunks.ts";
import { BENCH_DIST, ensureBuild } from "./servers.ts";

const PAGE = /^src\/app\/routes\/(.+)\/([A-Za-z]+Page)\.tsx$/;
const BASE = /^src\/app\/routes\/section-placeholder\/SectionPlaceholder\.tsx$/;

const routes: Measurement = async () => {
  await ensureBuild();
  const manifest = JSON.parse(readFileSync(join(BENCH_DIST, ".vite/manifest.json"), "utf8")) as Record<string, { isDynamicEntry?: boolean }>;
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && PAGE.test(key))
    .sort();
  return pages.map((key): Figure => {
    const [, folder, name] = PAGE.exec(key)!;
    const own = totals(key, routeChunks(new RegExp(`^${key.replace(/[.]/g, "\\.")}$`), key, [BASE]));
    return { label: `route JS gzip: ${folder}/${name}`, value: own.jsGzip, unit: "bytes" };
  });
};

export default routes;
