// Adds to index.html a tiny script that starts downloading the translations
// of the likely language while the app's code downloads, instead of after it
// has run (the login form waits for both). It guesses as the app detects
// (?lng=, the saved choice, the browser), from the same language list.
// A file, not an inline script, so the page runs under `script-src 'self'`
// (./content-security-policy.ts); named by its content, so it can be cached.
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { languageCodes } from "../../src/app/i18n/languages.ts";

const script = (codes: readonly string[]) => `(function () {
  var codes = ${JSON.stringify(codes)};
  var saved = null;
  try { saved = localStorage.getItem("i18nextLng"); } catch (e) {}
  var lng = (new URLSearchParams(location.search).get("lng") || saved || navigator.language || "en").split(/[-_]/)[0].toLowerCase();
  if (lng === "ta") lng = "tm";
  if (codes.indexOf(lng) < 0) lng = "en";
  var link = document.createElement("link");
  link.rel = "preload"; link.as = "fetch"; link.crossOrigin = "anonymous";
  link.href = "/locales/" + lng + "/translation.json";
  document.head.appendChild(link);
})();
`;

export function localePreload(): Plugin {
  const source = script(languageCodes);
  const fileName = `assets/locale-preload-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  return {
    name: "medusa-admin-locale-preload",
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader("Content-Type", "text/javascript");
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source });
    },
    transformIndexHtml: () => [{ tag: "script", attrs: { src: `/${fileName}` }, injectTo: "head-prepend" }],
  };
}
