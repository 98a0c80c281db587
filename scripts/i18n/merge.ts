// `npx tsx scripts/i18n/merge.ts patch.json [...]`: deep-merges translations
// into public/locales/<code>/translation.json. A patch holds one object per
// locale code: { "en": { "collections": { "title": "…" } }, "de": { … }, … }.
// Existing keys are overwritten, others kept; files keep en's key order for
// new keys and are written with a lock, so several authors can merge at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { languageCodes } from "../../src/app/i18n/languages.ts";

process.chdir(fileURLToPath(new URL("../../", import.meta.url)));
type Tree = { [key: string]: string | Tree };

function merge(into: Tree, patch: Tree, where: string): void {
  for (const [key, value] of Object.entries(patch)) {
    const here = `${where}.${key}`;
    if (typeof value === "string") into[key] = value;
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      const existing = into[key];
      if (typeof existing === "string") throw new Error(`${here}: a text in the locale, an object in the patch`);
      into[key] = existing ?? {};
      merge(into[key] as Tree, value, here);
    } else throw new Error(`${here}: only strings and objects are allowed`);
  }
}

const LOCK = ".tmp/i18n-merge.lock";
async function withLock(run: () => void) {
  mkdirSync(".tmp", { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (attempt > 200) throw new Error(`${LOCK} is held; remove it if no merge is running`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: tsx scripts/i18n/merge.ts patch.json [...]");
  process.exit(2);
}
await withLock(() => {
  for (const file of files) {
    const patch = JSON.parse(readFileSync(file, "utf8")) as Record<string, Tree>;
    const unknown = Object.keys(patch).filter((code) => !languageCodes.includes(code as never));
    if (unknown.length) throw new Error(`${file}: unknown locale codes ${unknown.join(", ")}`);
    for (const [code, tree] of Object.entries(patch)) {
      const path = join("public/locales", code, "translation.json");
      const current = JSON.parse(readFileSync(path, "utf8")) as Tree;
      merge(current, tree, code);
      writeFileSync(path, `${JSON.stringify(current, null, 2)}\n`);
    }
    console.log(`${file}: merged into ${Object.keys(patch).length} locales`);
  }
});
