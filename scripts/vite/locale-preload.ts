// Injects into index.html a tiny script that starts downloading the
// translations of the likely language while the app's code downloads, instead
// of after it has run (the login form waits for both). It guesses as the app
// detects (?lng=, the saved choice, the browser), from the same language list.
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
})();`;

export function localePreload(): Plugin {
  return {
    name: "medusa-admin-locale-preload",
    transformIndexHtml: () => [{ tag: "script", children: script(languageCodes), injectTo: "head-prepend" }],
  };
}
