// The single configuration of the code generation (`npm run codegen`).
//
//   openapi/<api>.oas.json            pulled from @medusajs/medusa's @oas annotations
//   + openapi/overlays/<api>.overlay.yaml   what the real server does differently
//   -> <out>/contracts/<api>.json       normalised contract: client, types, Zod
//   -> <out>/contracts/<api>.mock.json  acyclic contract: MSW data, Prism mock
//   + openapi/examples/<api>/*.json      responses recorded from a seeded server (Prism's examples)
//
// @hey-api/openapi-ts generates what the app calls (types, fetchers, Zod
// schemas, TanStack Query options and keys); orval generates what tests and
// the mock mode answer with (MSW handlers with faker data).
import type { UserConfig as HeyApiConfig } from "@hey-api/openapi-ts";
import type { Options as OrvalOptions } from "orval";
import { forFaker } from "./scripts/codegen/mock-contract.ts";

export const apis = ["admin", "store"] as const;
export type Api = (typeof apis)[number];

export const contractPaths = (api: Api) => ({
  pulled: `openapi/${api}.oas.json`,
  overlay: `openapi/overlays/${api}.overlay.yaml`,
  // `npm run mock:record`: <operationId>.json, named example -> response body
  examples: `openapi/examples/${api}`,
});

export const derivedContractPaths = (api: Api, out: string) => ({
  normalized: `${out}/contracts/${api}.json`,
  mock: `${out}/contracts/${api}.mock.json`,
});

export function heyApiConfig(api: Api, out: string): HeyApiConfig {
  return {
    input: derivedContractPaths(api, out).normalized,
    output: { path: `${out}/${api}`, clean: true },
    logs: { level: "silent" },
    plugins: [
      "@hey-api/typescript",
      // Base URL, credentials, auth and retries are set at run time by the
      // client runtime (src/app/api), never baked in here.
      { name: "@hey-api/client-fetch", baseUrl: false },
      // zod/mini keeps the login bundle small; response validation is wired
      // by the client runtime, so it can be chosen per environment.
      { name: "zod", compatibilityVersion: "mini", requests: true, responses: true, definitions: true },
      { name: "@hey-api/sdk", validator: false },
      {
        name: "@tanstack/react-query",
        queryKeys: { tags: true },
        // Tags: what a mutation refetches. Method and path: a DELETE drops
        // the cached queries of the very resource it deleted (src/app/api/query-client.ts).
        queryOptions: { meta: (op) => ({ tags: op.tags ?? [], path: op.path }) },
        infiniteQueryOptions: false,
        mutationOptions: { meta: (op) => ({ tags: op.tags ?? [], method: op.method.toUpperCase(), path: op.path }) },
      },
    ],
  };
}

export function orvalConfig(api: Api, out: string): OrvalOptions {
  return {
    // Faker data for the unit tests: without the recordings and error answers Prism serves.
    input: { target: derivedContractPaths(api, out).mock, validation: false, override: { transformer: forFaker } },
    output: {
      target: `${out}/mocks/${api}/${api}.ts`,
      mode: "single",
      client: "fetch",
      // The handlers answer every origin (MSW matches any host with `*`), so
      // tests can point the client at any base address.
      baseUrl: "*",
      mock: { type: "msw", delay: false, useExamples: true },
      override: { mock: { arrayMin: 1, arrayMax: 3 } },
      clean: true,
      prettier: false,
    },
  };
}
