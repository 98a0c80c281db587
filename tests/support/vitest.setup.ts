import "@testing-library/jest-dom/vitest";
import "./dom-shims";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "@mocks/node";
import { configureClients } from "@app/api/clients";
import { initTestI18n } from "./i18n";

// The generated clients talk to a fixed test origin; MSW answers every origin.
configureClients({ backendUrl: "http://medusa.test" });
await initTestI18n();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
