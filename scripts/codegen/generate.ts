// Generates everything under one output folder: derived contracts, the
// hey-api client of each API and orval's MSW handlers.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createClient } from "@hey-api/openapi-ts";
import { generate as orval } from "orval";
import { apis, derivedContractPaths, heyApiConfig, orvalConfig } from "../../codegen.config.ts";
import { deriveContracts } from "./contracts.ts";
import type { Paths } from "./hey-api-names.ts";
import { writeResponseSchemas } from "./response-schemas.ts";

const writeJson = (file: string, data: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

export async function generateAll(out: string, log: (line: string) => void = () => {}) {
  // Derive both contracts first, so that a bad contract stops before any generator runs.
  const derived = apis.map((api) => ({ api, ...deriveContracts(api) }));
  for (const { api, normalized, mock, stats } of derived) {
    const paths = derivedContractPaths(api, out);
    writeJson(paths.normalized, normalized);
    writeJson(paths.mock, mock);
    log(
      `${api}: ${stats.refNullable} nullable $refs, ${stats.arraysWithoutItems} arrays without items, ` +
        `${stats.nullableEnums} nullable enums, ${stats.numericDefaults} numeric defaults, ${stats.queryStyles} query styles fixed; ${stats.mockSchemas} depth-bounded mock schemas`,
    );
  }
  for (const { api, normalized } of derived) {
    const t0 = performance.now();
    await createClient(heyApiConfig(api, out));
    writeResponseSchemas(normalized.paths as Paths, `${out}/${api}`);
    const t1 = performance.now();
    await orval(orvalConfig(api, out));
    log(`${api}: hey-api ${Math.round(t1 - t0)} ms, orval ${Math.round(performance.now() - t1)} ms`);
  }
}
