import "@testing-library/jest-dom/vitest";
import "./dom-shims";
import { cleanup } from "@testing-library/react";
import i18n from "i18next";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { server } from "@mocks/node";
import { configureClients } from "@app/api/clients";
import { MISMATCH_REPORT } from "@app/api/response-validation";
import { initTestI18n } from "./i18n";

// The generated clients talk to a fixed test origin; MSW answers every origin.
// Every response is checked against its generated schema (the handlers'
// data included): a mismatch fails the call and the test during which it came.
configureClients({ backendUrl: "http://medusa.test", validateResponses: "error" });
const mismatches: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith(MISMATCH_REPORT)) mismatches.push(args[0]);
  consoleError(...args);
};
await initTestI18n();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // The files share their worker (isolate: false): nothing one test leaves may reach the next file.
  vi.useRealTimers();
  if (typeof document !== "undefined") {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.removeAttribute("dir");
    document.documentElement.removeAttribute("lang");
    // the colour mode's class and color-scheme
    document.documentElement.removeAttribute("class");
    document.documentElement.removeAttribute("style");
  }
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  expect(mismatches.splice(0), "responses that do not match the contract").toEqual([]);
});
afterAll(() => server.close());
