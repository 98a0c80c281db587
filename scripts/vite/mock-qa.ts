// Mock mode's own files, served by the dev and preview servers only when they
// run on the Prism mock (MEDUSA_MOCK=1, set by scripts/start.ts), never part
// of a build:
//   /__qa/panel.js          the QA panel (scripts/qa/panel.ts), bundled on first
//                           request, added to every page before the app's code;
//   /__qa/operations.json   what it offers: each operation's status codes and
//                           named examples, from the mock contracts;
//   /__mock/images/<file>   the images of the recorded examples (scripts/mock/record.ts).
// A build drops the panel's texts (`qa` in public/locales) from its locale files (./locale-split.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { extname, join, resolve } from "node:path";
import { build, type Connect, type Plugin } from "vite";
import { mockContract } from "../mock/ports.ts";
import { IMAGES_DIR, IMAGES_PATH } from "../mock/recordings.ts";

/** What only the QA panel loads: no part of a build (scripts/bench/resources.ts does not count it). */
export const QA_PATHS = "/__qa/";
const PANEL_PATH = `${QA_PATHS}panel.js`;
const OPERATIONS_PATH = `${QA_PATHS}operations.json`;
const TEXTS_MODULE = "virtual:qa-texts";
const LOCALES = "public/locales";
const panelTag = `<script type="module" src="${PANEL_PATH}"></script>`;

type Json = Record<string, unknown>;

/** Every operation of both mock contracts: its status codes, each with its named examples. */
function operations() {
  return (["admin", "store"] as const).flatMap((api) => {
    const doc = JSON.parse(readFileSync(mockContract(api), "utf8")) as { paths: Record<string, Record<string, Json>> };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => typeof op.operationId === "string")
        .map(([method, op]) => ({
          key: `${api}:${String(op.operationId)}`,
          method: method.toUpperCase(),
          path,
          responses: Object.fromEntries(
            Object.entries(op.responses as Record<string, { content?: Record<string, { examples?: Json }> }>).map(([code, r]) => [
              code,
              Object.keys(r.content?.["application/json"]?.examples ?? {}),
            ]),
          ),
        })),
    );
  });
}

/** The panel's texts in every language: the `qa` part of each locale file. */
function panelTexts() {
  const texts: Record<string, unknown> = {};
  for (const lng of readdirSync(LOCALES)) {
    const file = join(LOCALES, lng, "translation.json");
    if (existsSync(file)) texts[lng] = { translation: { qa: (JSON.parse(readFileSync(file, "utf8")) as Json).qa } };
  }
  return texts;
}

async function bundlePanel(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    resolve: { tsconfigPaths: true },
    plugins: [
      {
        name: "qa-texts",
        resolveId: (id) => (id === TEXTS_MODULE ? `\0${TEXTS_MODULE}` : undefined),
        load: (id) => (id === `\0${TEXTS_MODULE}` ? `export default ${JSON.stringify(panelTexts())};` : undefined),
      },
    ],
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry: resolve("scripts/qa/panel.ts"), formats: ["es"], fileName: "panel" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  return outputs[0].output.find((o) => o.type === "chunk")!.code!;
}

const send = (res: ServerResponse, type: string, body: string | Buffer) => {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
};

const IMAGE_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp", ".svg": "image/svg+xml" };

/** The panel's module and data, and the recorded images. */
function mockFiles(): Connect.NextHandleFunction {
  let panel: Promise<string> | undefined;
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0];
    if (path === PANEL_PATH) {
      panel ??= bundlePanel();
      panel.then((code) => send(res, "text/javascript", code), next);
    } else if (path === OPERATIONS_PATH) send(res, "application/json", JSON.stringify(operations()));
    else if (path.startsWith(IMAGES_PATH)) {
      const file = join(IMAGES_DIR, path.slice(IMAGES_PATH.length));
      const type = IMAGE_TYPES[extname(file)];
      if (!type || file.includes("..") || !existsSync(file)) return next();
      send(res, type, readFileSync(file));
    } else next();
  };
}

/** The page with the panel's module before the app's: it must wrap fetch before the app's first call. */
const withPanel = (html: string) => html.replace(/<script type="module"/, `${panelTag}\n    <script type="module"`);

const isMock = () => process.env.MEDUSA_MOCK === "1";

export function mockQa(): Plugin {
  let outDir = "dist";
  return {
    name: "medusa-admin-mock-qa",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      if (isMock()) server.middlewares.use(mockFiles());
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, ctx) => (ctx.server && isMock() ? withPanel(html) : html),
    },
    configurePreviewServer(server) {
      if (!isMock()) return;
      server.middlewares.use(mockFiles());
      // the app's pages (the preview's fallback to index.html), with the panel
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0];
        if (req.method !== "GET" || !req.headers.accept?.includes("text/html") || (extname(path) && path !== "/index.html")) return next();
        send(res, "text/html", withPanel(readFileSync(join(outDir, "index.html"), "utf8")));
      });
    },
  };
}
