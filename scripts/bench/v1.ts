// The official Medusa v1 admin, built for the bench's comparison (pages.ts),
// in .tmp/v1-admin (git-ignored; nothing of it is committed):
//   install  @medusajs/admin 7.1.18 (with its @medusajs/admin-ui 2.1.x) from
//            npm, `--legacy-peer-deps` (its peer @medusajs/medusa is not
//            needed to build), webpack pinned to 5.97.1 and iso8601-duration
//            added, which the build needs; once, redone when PACKAGES change;
//   build    `medusa-admin build --deployment` (@medusajs/admin
//            commands/build.js): with --deployment the public path is "/"
//            and the backend is MEDUSA_ADMIN_BACKEND_URL, which admin-ui
//            bakes into the bundle (webpack DefinePlugin
//            process.env.MEDUSA_BACKEND_URL); the output folder is the
//            plugin's `outDir` option in the medusa-config.js the CLI
//            requires in its working folder (written here). The production
//            webpack config names its files by content hash
//            ([name].[contenthash:8].js, [name].[chunkhash].css, fonts
//            [hash].ttf, images/[name]-[hash].svg): V1_IMMUTABLE.
//            Rebuilt only when the build is missing or was made for
//            another backend URL or other packages (`--no-build`: only
//            when missing).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { format } from "./figure.ts";

const DIR = ".tmp/v1-admin";
const PACKAGES = { "@medusajs/admin": "7.1.18", "iso8601-duration": "2.1.4", webpack: "5.97.1" };
export const V1_BUILD = join(DIR, "build");
const BUILD_STAMP = join(DIR, "build.stamp.json");
const INSTALL_STAMP = join(DIR, "install.stamp.json");

/** Whether a URL path of the v1 build names a content-hashed file (see the header). */
export const V1_IMMUTABLE = (path: string) => /[/.-][0-9a-f]{8,}(\.chunk)?\.\w+$/.test(path);

const run = promisify(execFile);
const read = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : undefined);

async function step(what: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const t0 = performance.now();
  try {
    await run(command, args, { cwd: DIR, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    const { stdout = "", stderr = "" } = e as { stdout?: string; stderr?: string };
    throw new Error(`v1 admin: ${what} failed:\n${`${stdout}\n${stderr}`.trim().split("\n").slice(-30).join("\n")}`);
  }
  console.log(`bench: v1 admin: ${what}: ${format((performance.now() - t0) / 1000, "s")}`);
}

let build: Promise<string> | undefined;
/** The v1 admin's build folder, built against `backendUrl` if needed (once per bench run). */
export function ensureV1Build(backendUrl: string) {
  build ??= (async () => {
    const stamp = JSON.stringify({ PACKAGES, backendUrl });
    if (existsSync(join(V1_BUILD, "index.html"))) {
      if (read(BUILD_STAMP) === stamp) return V1_BUILD;
      if (process.argv.includes("--no-build")) {
        console.log(`bench: --no-build: using ${V1_BUILD}/ as it is (made for ${read(BUILD_STAMP) ?? "unknown"})`);
        return V1_BUILD;
      }
    }
    mkdirSync(DIR, { recursive: true });
    const packageJson = JSON.stringify({ name: "bench-v1-admin", private: true, dependencies: PACKAGES }, null, 2) + "\n";
    if (!existsSync(join(DIR, "node_modules/.bin/medusa-admin")) || read(INSTALL_STAMP) !== packageJson) {
      writeFileSync(join(DIR, "package.json"), packageJson);
      await step("npm install", "npm", ["install", "--legacy-peer-deps", "--no-audit", "--no-fund", "--loglevel=error"]);
      writeFileSync(INSTALL_STAMP, packageJson);
    }
    writeFileSync(
      join(DIR, "medusa-config.js"),
      `// Written by scripts/bench/v1.ts: what \`medusa-admin build\` reads (path, outDir).\n` +
        `module.exports = { plugins: [{ resolve: "@medusajs/admin", options: { path: "/", outDir: "build" } }] };\n`,
    );
    const env = { ...process.env, MEDUSA_ADMIN_BACKEND_URL: backendUrl };
    await step(`medusa-admin build -> ${V1_BUILD} (backend ${backendUrl})`, resolve(DIR, "node_modules/.bin/medusa-admin"), ["build", "--deployment"], env);
    if (!existsSync(join(V1_BUILD, "index.html"))) throw new Error(`v1 admin: the build wrote no ${V1_BUILD}/index.html`);
    writeFileSync(BUILD_STAMP, stamp);
    return V1_BUILD;
  })();
  return build;
}
