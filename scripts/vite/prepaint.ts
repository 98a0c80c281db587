// Adds to index.html, right after its <meta name="color-scheme">, one tiny
// script that runs before the page is painted or the app's code has arrived:
// - the colour mode: the saved choice (src/app/theme/color-mode.ts: light,
//   dark or the system's) put on <html> (Chakra's `dark` class, color-scheme)
//   and on that meta, so a dark page is never first painted light;
// - the translations: it starts downloading those of the likely language
//   while the app's code downloads, instead of after it has run (the login
//   form waits for both). It guesses as the app detects (?lng=, the saved
//   choice, the browser), from the same language list.
// A file, not an inline script, so the page runs under `script-src 'self'`
// (./content-security-policy.ts); named by its content, so it can be cached.
// One file for both: each request before the form counts (bundle limits).
import { createHash } from "node:crypto";
import { minifySync, type Plugin } from "vite";
import { languageCodes } from "../../src/app/i18n/languages.ts";
import { COLOR_MODE_KEY } from "../../src/app/theme/color-mode.ts";

const script = (codes: readonly string[]) => `(function () {
  var saved = null, lng = null, html = document.documentElement;
  try { saved = localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)}); lng = localStorage.getItem("i18nextLng"); } catch (e) {}
  var mode = saved === "dark" || (saved !== "light" && matchMedia("(prefers-color-scheme: dark)").matches) ? "dark" : "light";
  html.classList.add(mode);
  html.style.colorScheme = mode;
  document.querySelector('meta[name="color-scheme"]').content = mode;
  var codes = ${JSON.stringify(codes)};
  lng = (new URLSearchParams(location.search).get("lng") || lng || navigator.language || "en").split(/[-_]/)[0].toLowerCase();
  if (lng === "ta") lng = "tm";
  if (codes.indexOf(lng) < 0) lng = "en";
  var link = document.createElement("link");
  link.rel = "preload"; link.as = "fetch"; link.crossOrigin = "anonymous";
  link.href = "/locales/" + lng + "/translation.json";
  document.head.appendChild(link);
})();
`;

/** The script as served: minified, as its bytes count among the sign-in page's (bundle limits). */
export const prepaintScript = (codes: readonly string[]) => minifySync("prepaint.js", script(codes)).code;

const COLOR_SCHEME_META = /<meta name="color-scheme"[^>]*>/;

export function prepaint(): Plugin {
  const source = prepaintScript(languageCodes);
  const fileName = `assets/prepaint-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  return {
    name: "medusa-admin-prepaint",
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader("Content-Type", "text/javascript");
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source });
    },
    transformIndexHtml(html) {
      // after the meta, which it sets: a script sees only what is parsed before it
      if (!COLOR_SCHEME_META.test(html)) throw new Error('index.html has no <meta name="color-scheme">: the pre-paint script sets it');
      return html.replace(COLOR_SCHEME_META, (meta) => `${meta}\n    <script src="/${fileName}"></script>`);
    },
  };
}
