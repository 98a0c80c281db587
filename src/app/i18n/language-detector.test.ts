import { afterEach, describe, expect, it, vi } from "vitest";
import { detectedLanguages, languageDetector } from "./language-detector";

afterEach(() => {
  document.cookie = "i18next=; max-age=0";
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

describe("the language detector", () => {
  it("lists the codes in the product's order: ?lng, cookie, local storage, session storage, browser, <html lang>", () => {
    history.replaceState(null, "", "/login?lng=de-AT");
    document.cookie = "i18next=fr";
    localStorage.setItem("i18nextLng", "ja");
    sessionStorage.setItem("i18nextLng", "ko");
    vi.stubGlobal("navigator", { ...navigator, languages: ["pt-BR", "es"] });
    document.documentElement.setAttribute("lang", "en");
    expect(detectedLanguages()).toEqual(["de", "fr", "ja", "ko", "pt", "es", "en"]);
  });

  it("takes only a code's base, and Tamil's `ta` as the dashboard's `tm`", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["ta-IN", "zh_Hans"] });
    expect(detectedLanguages().slice(0, 2)).toEqual(["tm", "zh"]);
  });

  it("keeps the chosen language in local storage", () => {
    languageDetector.cacheUserLanguage!("uk");
    expect(localStorage.getItem("i18nextLng")).toBe("uk");
  });
});
